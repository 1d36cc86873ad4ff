/**
 * The one rule of what a view lists as "Allergene und Zusatzstoffe": a mark of the kind allergen or
 * additive. Labels (MSC, "Panade konventionell", "nicht für Krippe", Alkohol) and "Bio" (an ingredient's
 * flag, no mark at all) are never among them; a view lists labels apart, as "Kennzeichnungen". Every view
 * (Speiseplan, recipe page, Aushang, shopping list) takes its marks from here (docs/domain-rules.md,
 * "Allergens (LMIV)").
 */
import {
  ALLERGENS,
  allergenLabel,
  allergenLegend,
  sortAllergenIds,
  type AllergenId,
} from '../catalogues/allergens';

const KIND = new Map<string, (typeof ALLERGENS)[number]['kind']>(ALLERGENS.map((a) => [a.id, a.kind]));

/** True for an allergen or additive of the catalogue; false for a label (MSC …) and an unknown id. */
export function isAllergenOrAdditive(id: string): boolean {
  const kind = KIND.get(id);
  return kind === 'allergen' || kind === 'additive';
}

/** True for a mark that is a label (MSC, "nicht für Krippe" …), not an allergen or additive. */
export function isLabelMark(id: string): boolean {
  return KIND.get(id) === 'label';
}

/** The allergens and additives among marks, in catalogue order (what "Allergene und Zusatzstoffe" lists). */
export function declarationMarks(ids: Iterable<string>): AllergenId[] {
  return sortAllergenIds(ids).filter(isAllergenOrAdditive);
}

/** The labels among marks, in catalogue order (listed apart, as "Kennzeichnungen"). */
export function labelMarks(ids: Iterable<string>): AllergenId[] {
  return sortAllergenIds(ids).filter(isLabelMark);
}

/** Legend lines of the labels a printed menu uses, by name: "MSC = Fisch aus MSC-zertifizierter Fischerei". */
export function labelLegend(ids: Iterable<string>): string[] {
  return labelMarks(ids).map((id) => `${allergenLabel(id)} = ${allergenLegend(id)}`);
}

/** What a view lists of some marks: allergens and additives, and apart from them the labels. */
export interface ListedMarks {
  /** Allergens and additives, in catalogue order. */
  codes: AllergenId[];
  /** Labels such as '*' (MSC), in catalogue order. */
  labels: AllergenId[];
}

/** The marks split as every view lists them; duplicates and unknown ids dropped. */
export function listedMarks(ids: Iterable<string>): ListedMarks {
  const all = [...ids];
  return { codes: declarationMarks(all), labels: labelMarks(all) };
}

/**
 * The listed marks of a set of ingredients (a dish, a day, one shopping item): the union of their marks,
 * split into allergens/additives and labels. An unknown ingredient (undefined) adds nothing.
 */
export function ingredientMarks(
  ingredients: Iterable<{ readonly allergens: readonly string[] } | undefined>,
): ListedMarks {
  const ids: string[] = [];
  for (const ingredient of ingredients) if (ingredient) ids.push(...ingredient.allergens);
  return listedMarks(ids);
}
