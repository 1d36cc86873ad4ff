/**
 * Everything a recompute needs, checked once: ingredients (with the kitchen's own allergen marks) and
 * recipes by slug, the user's own prices, the
 * day that decides current prices, and the default heads. Per-recipe results are cached inside, which is
 * safe because planner data is immutable: build a new one when ingredients, recipes or prices change.
 */
import { z } from '../schemas/zod';
import { DomainError } from '../errors';
import { assertDateString, today as todayInBerlin } from '../calendar/dates';
import { DEFAULT_HEADS, HeadcountsSchema, type Headcounts } from '../schemas/common';
import { IngredientSchema, type Ingredient } from '../schemas/ingredient';
import { RecipeSchema, type Recipe } from '../schemas/recipe';
import { UserAllergensSchema, UserPricesSchema, type UserAllergens, type UserPrices } from '../schemas/user';
import { withOwnAllergens } from '../allergens/ownAllergens';
import { parseOrThrow } from '../schemas/validate';

export interface PlannerData {
  readonly ingredients: ReadonlyMap<string, Ingredient>;
  readonly recipes: ReadonlyMap<string, Recipe>;
  readonly userPrices: UserPrices;
  /**
   * The kitchen's own allergen marks; `ingredients` already carry them (their `allergens` are the
   * kitchen's), this map says which ingredients they changed.
   */
  readonly userAllergens: UserAllergens;
  /** `yyyy-MM-dd`: the day whose prices count. */
  readonly today: string;
  /** Heads of days that have none of their own. */
  readonly defaultHeads: Headcounts;
  /** Memo of derived values per recipe object (costs, DGE facts …). */
  readonly memo: WeakMap<object, Map<string, unknown>>;
}

export interface PlannerDataInput {
  ingredients: readonly unknown[];
  recipes?: readonly unknown[];
  userPrices?: unknown;
  /** The kitchen's own allergen marks (user.allergens); none for the masterplan. */
  userAllergens?: unknown;
  today?: string;
  defaultHeads?: unknown;
}

/** Most ingredients or recipes one planner data holds. */
export const MAX_CATALOGUE_SIZE = 20_000;

/** Checks a list element by element, so unchanged elements of a new list hit the parse cache. */
function parseList<T>(schema: z.ZodType<T>, list: unknown, what: string): T[] {
  if (!Array.isArray(list))
    throw new DomainError('invalid-data', `Ungültige Daten: ${what} ist keine Liste.`);
  if (list.length > MAX_CATALOGUE_SIZE) {
    throw new DomainError(
      'invalid-data',
      `Ungültige Daten: ${what} hat mehr als ${MAX_CATALOGUE_SIZE} Einträge.`,
    );
  }
  return list.map((item, i) => parseOrThrow(schema, item, `${what}, Eintrag ${i + 1}`));
}

/** Checks ingredients, recipes and prices against their schemas and indexes them by slug. */
export function preparePlannerData(input: PlannerDataInput): PlannerData {
  const ingredients = parseList(IngredientSchema, input.ingredients, 'Zutatenliste');
  const recipes = parseList(RecipeSchema, input.recipes ?? [], 'Rezeptliste');
  const userPrices = parseOrThrow(UserPricesSchema, input.userPrices ?? {}, 'eigene Preise');
  const userAllergens = parseOrThrow(
    UserAllergensSchema,
    input.userAllergens ?? {},
    'eigene Allergenangaben',
  );
  const defaultHeads = parseOrThrow(
    HeadcountsSchema,
    input.defaultHeads ?? { ...DEFAULT_HEADS },
    'Personenzahl',
  );
  const today = input.today === undefined ? todayInBerlin() : assertDateString(input.today, 'Stichtag');
  return {
    ingredients: indexBySlug(withOwnAllergens(ingredients, userAllergens), 'Zutat'),
    recipes: indexBySlug(recipes, 'Rezept'),
    userPrices,
    userAllergens,
    today,
    defaultHeads,
    memo: new WeakMap(),
  };
}

function indexBySlug<T extends { slug: string }>(items: readonly T[], what: string): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) {
    if (map.has(item.slug))
      throw new DomainError('invalid-data', `${what} ${item.slug} ist doppelt vorhanden.`);
    map.set(item.slug, item);
  }
  return map;
}

/** Returns the memoised value for (`owner`, `key`), computing it once. */
export function memoized<T>(data: PlannerData, owner: object, key: string, compute: () => T): T {
  let entries = data.memo.get(owner);
  if (!entries) {
    entries = new Map();
    data.memo.set(owner, entries);
  }
  if (entries.has(key)) return entries.get(key) as T;
  const value = compute();
  entries.set(key, value);
  return value;
}

/** The recipe with this slug in the planner data; throws DomainError('not-found') when there is none. */
export function resolveRecipe(data: PlannerData, slug: string): Recipe {
  const found = data.recipes.get(slug);
  if (!found) throw new DomainError('not-found', `Rezept ${slug} nicht gefunden.`);
  return found;
}

/** Throws unless `data` came from preparePlannerData (guards against hand-made objects). */
export function assertPlannerData(data: unknown): PlannerData {
  const d = data as PlannerData | null;
  if (!d || !(d.ingredients instanceof Map) || !(d.recipes instanceof Map) || !(d.memo instanceof WeakMap)) {
    throw new DomainError('invalid-argument', 'Planungsdaten fehlen: zuerst preparePlannerData aufrufen.');
  }
  return d;
}
