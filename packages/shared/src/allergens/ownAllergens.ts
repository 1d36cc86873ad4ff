/**
 * A kitchen's own allergen marks: its product of an ingredient carries other allergens than the catalogue
 * says (added or removed, with a reason). They apply to that kitchen only, in every view that shows
 * allergens (docs/domain-rules.md, "A kitchen's own allergen marks").
 */
import { ALLERGEN_IDS, sortAllergenIds, type AllergenId } from '../catalogues/allergens';
import { DomainError } from '../errors';
import { SlugSchema } from '../schemas/common';
import type { Ingredient } from '../schemas/ingredient';
import {
  AllergenReasonSchema,
  MAX_USER_ALLERGENS,
  type UserAllergen,
  type UserAllergens,
} from '../schemas/user';
import { isDangerousKey } from '../prices/userPrices';

/** What the mark dialog sends for one ingredient: the marks of the kitchen's product and why, or null. */
export interface OwnAllergenInput {
  /** Every mark the kitchen's product carries (the catalogue's marks it keeps and the ones it adds). */
  allergens: readonly string[];
  reason: string;
}

/** One change of the own allergen marks as the client sends it; `own: null` removes them. */
export interface UserAllergenChange {
  slug: string;
  own: OwnAllergenInput | null;
}

/** The kitchen's own marks of an ingredient, if it keeps any. */
export function ownAllergenOf(
  userAllergens: UserAllergens | undefined,
  slug: string,
): UserAllergen | undefined {
  return userAllergens && Object.prototype.hasOwnProperty.call(userAllergens, slug)
    ? userAllergens[slug]
    : undefined;
}

/** The marks that count for the kitchen: the catalogue's, less the removed, plus the added, in catalogue order. */
export function effectiveAllergens(
  catalogue: readonly AllergenId[],
  own: Pick<UserAllergen, 'add' | 'remove'> | undefined,
): AllergenId[] {
  if (!own) return sortAllergenIds(catalogue);
  const removed = new Set<string>(own.remove);
  return sortAllergenIds([...catalogue.filter((id) => !removed.has(id)), ...own.add]);
}

const KNOWN = new Set<string>(ALLERGEN_IDS);

/**
 * The stored entry for a kitchen whose product carries `input.allergens`: the difference to the catalogue's
 * marks, with the trimmed reason. Null when the product carries exactly the catalogue's marks (nothing
 * own to keep). Refuses an unknown mark and a missing or too long reason with a German message.
 */
export function ownAllergenEntry(
  catalogue: readonly AllergenId[],
  input: OwnAllergenInput,
  ingredientName: string,
): UserAllergen | null {
  const unknown = input.allergens.find((id) => !KNOWN.has(id));
  if (unknown !== undefined)
    throw new DomainError('invalid-argument', `Die Kennzeichnung „${unknown}“ gibt es nicht.`);
  const wanted = sortAllergenIds(input.allergens);
  const add = wanted.filter((id) => !catalogue.includes(id));
  const remove = sortAllergenIds(catalogue.filter((id) => !wanted.includes(id)));
  if (!add.length && !remove.length) return null;
  const reason = AllergenReasonSchema.safeParse(input.reason);
  if (!reason.success)
    throw new DomainError(
      'invalid-argument',
      `${ingredientName}: ${reason.error.issues[0]?.message ?? 'Bitte nennen Sie den Grund.'}`,
    );
  return { add, remove, reason: reason.data };
}

/**
 * The own allergen marks with `changes` applied one after the other; every other entry stays as stored, so
 * two devices changing different ingredients both keep theirs. Refuses (nothing changes) a dangerous key,
 * a slug that is not a slug, and an ingredient the catalogue does not know (removing stored marks of an
 * ingredient that left the catalogue is allowed). A product with exactly the catalogue's marks drops the
 * entry.
 */
export function applyUserAllergenChanges(
  userAllergens: UserAllergens,
  changes: readonly UserAllergenChange[],
  catalogueOf: (slug: string) => Pick<Ingredient, 'name' | 'allergens'> | undefined,
): UserAllergens {
  const next: UserAllergens = { ...userAllergens };
  for (const { slug, own } of changes) {
    if (isDangerousKey(slug))
      throw new DomainError('invalid-argument', `Unzulässiger Zutatenname „${slug}“.`);
    if (!SlugSchema.safeParse(slug).success)
      throw new DomainError('invalid-argument', `Ungültige Zutat: ${slug}.`);
    const ingredient = catalogueOf(slug);
    const stored = Object.prototype.hasOwnProperty.call(next, slug);
    if (!ingredient && !(own === null && stored))
      throw new DomainError(
        'invalid-argument',
        `Die Zutat „${slug}“ gibt es nicht im Zutatenkatalog; ihre Allergene wurden nicht gespeichert.`,
      );
    const entry = own && ingredient ? ownAllergenEntry(ingredient.allergens, own, ingredient.name) : null;
    if (entry) next[slug] = entry;
    else delete next[slug];
  }
  if (Object.keys(next).length > MAX_USER_ALLERGENS)
    throw new DomainError(
      'invalid-argument',
      `Höchstens ${MAX_USER_ALLERGENS} Zutaten mit eigenen Allergenangaben.`,
    );
  return next;
}

/** The ingredients with the kitchen's own marks applied (the others unchanged, as the same objects). */
export function withOwnAllergens<T extends Pick<Ingredient, 'slug' | 'allergens'>>(
  ingredients: readonly T[],
  userAllergens: UserAllergens,
): T[] {
  return ingredients.map((ingredient) => {
    const own = ownAllergenOf(userAllergens, ingredient.slug);
    return own ? { ...ingredient, allergens: effectiveAllergens(ingredient.allergens, own) } : ingredient;
  });
}

/** How every view marks the kitchen's own marks („eigene Angabe“). */
export const OWN_ALLERGENS_MARK = 'eigene Angabe';

/**
 * The note beside allergens that are the kitchen's own marks, naming the ingredients: "Allergene nach
 * eigener Angabe der Küche: Fladenbrot, Senf". Empty when there are none.
 */
export function ownAllergensNote(ingredientNames: Iterable<string>): string {
  const names = [...new Set(ingredientNames)];
  return names.length ? `Allergene nach eigener Angabe der Küche: ${names.join(', ')}` : '';
}
