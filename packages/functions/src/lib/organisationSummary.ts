/**
 * Keeps a Träger's summaries up to date (docs/data-model.md, "Träger summaries"): after a kitchen of a
 * Träger saved a plan week or a shopping list, its entry in `organisations/{orgId}/months/{YYYY-MM}` is
 * written with the shared rules (organisations/summaries.ts), with `set(…, { merge: true })` on the
 * kitchen's own field paths only, so kitchens never overwrite each other and no kitchen's save waits for
 * the org document. The write follows the save's commit: a failure is logged and lost, the save stands.
 * `backfillKitchenSummaries` writes the last 12 months of a kitchen that joins a Träger (org/accept).
 */
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import {
  addWeeks,
  isoWeekId,
  kitchenPrices,
  listSummaryOf,
  monthOfInstant,
  monthOfList,
  monthOfWeek,
  monthsEndingWith,
  PlanWeekSchema,
  preparePlannerData,
  ShoppingListSchema,
  weekRecipeSlugs,
  weekSummaryOf,
  type KitchenDoc,
  type ListSummary,
  type PlanWeek,
  type ShoppingList,
  type User,
  type WeekSummary,
} from '@speiseplaner/shared';
import { readCatalogue } from '../controller/ingredients/catalogue';
import { PATHS } from './paths';
import { readQuery } from './reads';
import { visibleRecipes } from './visibleRecipes';
import { readWeekCostInputs, usedIngredients, type WeekCostInputs } from './weekAverage';

/**
 * What a summary is computed with: the kitchen's settings (own prices, the Träger's prices under them,
 * default heads, menu line).
 */
export type KitchenSettings = Pick<KitchenDoc, 'prices' | 'heads' | 'menuLine'> &
  Partial<Pick<KitchenDoc, 'organisationPrices'>>;

/** The saving handler's context: its database, the kitchen, and the caller in it (after the check). */
export interface SummaryContext {
  db: Firestore;
  kitchenId: string | null;
  user: Pick<User, 'organisation' | 'prices' | 'organisationPrices' | 'heads' | 'menuLine'> | null;
}

/** One kitchen's entries to merge into one month document. */
interface KitchenMonthWrite {
  weeks?: Record<string, WeekSummary>;
  lists?: Record<string, ListSummary>;
  lastActivity?: number;
}

/** Months back a joining kitchen's summaries are written for (this month included). */
export const BACKFILL_MONTHS = 12;
/** Weeks ahead of the current one the backfill takes (next week's plan counts on the overview). */
export const BACKFILL_WEEKS_AHEAD = 8;
/** Most weeks and lists the backfill reads (12 months are at most 53 weeks, plus the weeks ahead). */
export const BACKFILL_WEEK_LIMIT = 70;
export const BACKFILL_LIST_LIMIT = 120;
/** Most recipe documents one `getAll` asks for (own and shared of each slug). */
const RECIPE_READ_CHUNK = 300;

/** Writes each month's entries of one kitchen, merged into what the month holds (one batch). */
async function writeMonths(
  db: Firestore,
  organisationId: string,
  kitchenId: string,
  months: ReadonlyMap<string, KitchenMonthWrite>,
): Promise<void> {
  if (months.size === 0) return;
  const batch = db.batch();
  for (const [month, entry] of months)
    batch.set(
      db.doc(PATHS.organisationMonth(organisationId, month)),
      { kitchens: { [kitchenId]: entry } },
      { merge: true },
    );
  await batch.commit();
}

/** Adds `entry` to the month's write (weeks and lists joined, the latest activity kept). */
function addTo(months: Map<string, KitchenMonthWrite>, month: string, entry: KitchenMonthWrite): void {
  const into = months.get(month) ?? {};
  if (entry.weeks) into.weeks = { ...into.weeks, ...entry.weeks };
  if (entry.lists) into.lists = { ...into.lists, ...entry.lists };
  if (entry.lastActivity !== undefined)
    into.lastActivity = Math.max(into.lastActivity ?? 0, entry.lastActivity);
  months.set(month, into);
}

/** Runs a summary write after a save: a kitchen without a Träger costs nothing, a failure is only logged. */
async function afterSave(
  ctx: SummaryContext,
  what: 'Woche' | 'Einkaufsliste',
  write: (
    organisationId: string,
    kitchenId: string,
    user: NonNullable<SummaryContext['user']>,
  ) => Promise<void>,
): Promise<void> {
  const organisationId = ctx.user?.organisation?.id;
  if (!organisationId || !ctx.kitchenId || !ctx.user) return;
  try {
    await write(organisationId, ctx.kitchenId, ctx.user);
  } catch (err) {
    logger.warn('Träger-Zusammenfassung fehlgeschlagen (die Speicherung gilt)', {
      what,
      cause: err instanceof Error ? err.message : String(err),
    });
  }
}

/** True when `inputs` holds a stored recipe for every dish the week names. */
function coversWeek(inputs: WeekCostInputs | undefined, week: Pick<PlanWeek, 'days'>): boolean {
  if (!inputs) return false;
  const read = new Set(inputs.recipes.map((r) => (r as { slug?: unknown } | null)?.slug));
  return weekRecipeSlugs(week).every((slug) => read.has(slug));
}

/**
 * After plan/saveWeek and plan/saveNewWeek: the saved week's summary into the month of its Thursday, the
 * save's time as `lastActivity` into the month it happened in. `inputs` are the recipes and ingredients
 * the save's average was computed from; days merged in from another member may name more, read then.
 */
export async function summariseWeek(
  ctx: SummaryContext,
  week: PlanWeek,
  inputs: WeekCostInputs | undefined,
  now = Date.now(),
): Promise<void> {
  await afterSave(ctx, 'Woche', async (organisationId, kitchenId, user) => {
    const costs = coversWeek(inputs, week)
      ? inputs!
      : await readWeekCostInputs(ctx.db, week, kitchenId, organisationId);
    const data = preparePlannerData({
      ingredients: costs.ingredients,
      recipes: costs.recipes,
      userPrices: kitchenPrices(user.prices, user.organisationPrices),
      defaultHeads: user.heads,
    });
    const months = new Map<string, KitchenMonthWrite>();
    addTo(months, monthOfWeek(week.id), { weeks: { [week.id]: weekSummaryOf(data, week, user.menuLine) } });
    addTo(months, monthOfInstant(now), { lastActivity: now });
    await writeMonths(ctx.db, organisationId, kitchenId, months);
  });
}

/**
 * After shoppingLists/new and shoppingLists/save: the list's purchases into the month of its start date
 * (one more read: the ingredient catalogue, for which ingredients are organic), the save's time as
 * `lastActivity`.
 */
export async function summariseList(
  ctx: SummaryContext,
  list: ShoppingList,
  now = Date.now(),
): Promise<void> {
  await afterSave(ctx, 'Einkaufsliste', async (organisationId, kitchenId) => {
    const named = new Set(list.items.map((item) => item.slug));
    const catalogue = named.size > 0 ? (await readCatalogue(ctx.db)).items : [];
    const data = preparePlannerData({ ingredients: catalogue.filter((i) => named.has(i.slug)) });
    const months = new Map<string, KitchenMonthWrite>();
    addTo(months, monthOfList(list), { lists: { [list.id]: listSummaryOf(data, list) } });
    addTo(months, monthOfInstant(now), { lastActivity: now });
    await writeMonths(ctx.db, organisationId, kitchenId, months);
  });
}

/** The documents' data that parse with `schema`, leaving a stray one out alone. */
function parsed<T>(
  snaps: readonly DocumentSnapshot[],
  schema: { safeParse(v: unknown): { success: boolean; data?: T } },
): T[] {
  return snaps.flatMap((snap) => {
    const result = schema.safeParse(snap.data());
    return result.success ? [result.data as T] : [];
  });
}

/**
 * The stored recipes of `slugs` the kitchen of the Träger `organisationId` sees (own, the Träger's,
 * shared), in `getAll`s of at most RECIPE_READ_CHUNK documents.
 */
async function recipesOf(
  db: Firestore,
  slugs: string[],
  kitchenId: string,
  organisationId: string,
): Promise<unknown[]> {
  const perChunk = RECIPE_READ_CHUNK / 3;
  const chunks = Array.from({ length: Math.ceil(slugs.length / perChunk) }, (_, i) =>
    slugs.slice(i * perChunk, (i + 1) * perChunk),
  );
  const found = await Promise.all(
    chunks.map((chunk) => visibleRecipes(db, chunk, kitchenId, organisationId)),
  );
  return found.flatMap((map) => [...map.values()]);
}

/**
 * When a kitchen joins a Träger (org/accept, after its transaction committed): writes the summaries of
 * the kitchen's weeks and lists of the last BACKFILL_MONTHS months (and of the weeks planned up to
 * BACKFILL_WEEKS_AHEAD ahead) into the Träger's month documents, at today's prices, with each month's last
 * save (`changedBy.at`) as its `lastActivity`. Reads: the weeks (≤ 70) and lists (≤ 120) in two range
 * queries, the ingredient catalogue, and own, Träger's and shared document of each distinct dish the
 * weeks name.
 * Throws on failure (the caller decides; the kitchen's later saves write their entries anyway).
 * Answers how many weeks and lists it wrote.
 */
export async function backfillKitchenSummaries(
  db: Firestore,
  organisationId: string,
  kitchenId: string,
  kitchen: KitchenSettings,
  now = Date.now(),
): Promise<{ weeks: number; lists: number }> {
  const firstMonth = monthsEndingWith(monthOfInstant(now), BACKFILL_MONTHS)[0]!;
  const firstDay = `${firstMonth}-01`;
  const [weekSnaps, listSnaps, catalogue] = await Promise.all([
    readQuery(
      db
        .collection(PATHS.planWeeks(kitchenId))
        .where('id', '>=', isoWeekId(firstDay))
        .where('id', '<=', addWeeks(isoWeekId(now), BACKFILL_WEEKS_AHEAD))
        .orderBy('id')
        .limit(BACKFILL_WEEK_LIMIT),
    ),
    readQuery(
      db
        .collection(PATHS.shoppingLists(kitchenId))
        .where('startDate', '>=', firstDay)
        .orderBy('startDate')
        .limit(BACKFILL_LIST_LIMIT),
    ),
    readCatalogue(db),
  ]);
  // A week of the first week id may have its Thursday in the month before: it is left out.
  const weeks = parsed<PlanWeek>(weekSnaps.docs, PlanWeekSchema).filter(
    (w) => monthOfWeek(w.id) >= firstMonth,
  );
  const lists = parsed<ShoppingList>(listSnaps.docs, ShoppingListSchema);
  const recipes = await recipesOf(
    db,
    weekRecipeSlugs({ days: weeks.flatMap((w) => w.days) }),
    kitchenId,
    organisationId,
  );
  const data = preparePlannerData({
    ingredients: usedIngredients(recipes, catalogue.items),
    recipes,
    userPrices: kitchenPrices(kitchen.prices, kitchen.organisationPrices),
    defaultHeads: kitchen.heads,
  });
  const named = new Set(lists.flatMap((l) => l.items.map((i) => i.slug)));
  const listData = preparePlannerData({ ingredients: catalogue.items.filter((i) => named.has(i.slug)) });
  const months = new Map<string, KitchenMonthWrite>();
  const active = (at: number | undefined) => {
    if (at !== undefined && monthOfInstant(at) >= firstMonth)
      addTo(months, monthOfInstant(at), { lastActivity: at });
  };
  for (const week of weeks) {
    addTo(months, monthOfWeek(week.id), {
      weeks: { [week.id]: weekSummaryOf(data, week, kitchen.menuLine) },
    });
    active(week.changedBy?.at);
  }
  for (const list of lists) {
    addTo(months, monthOfList(list), { lists: { [list.id]: listSummaryOf(listData, list) } });
    active(list.changedBy?.at);
  }
  await writeMonths(db, organisationId, kitchenId, months);
  return { weeks: weeks.length, lists: lists.length };
}
