/**
 * Allergens, additives and labels. The ids kitchens know from printed menus stay stable ('13' stays unused;
 * docs/domain-rules.md, "Allergens (LMIV)"); '23'–'30' complete the 14 LMIV allergens (Lupinen, Weichtiere)
 * and the LMZDV § 5 additive marks. `legend` is the wording a printed menu's legend uses (for additives the
 * legal wording). LMIV Annex II names the cereal and the nut: the sub-codes '16a'–'16f' (cereals) and
 * '14a'–'14h' (nuts) say which; a bare '16' or '14' is a mark that does not name it yet.
 */
import { labelLookup } from './lookup';

export const ALLERGEN_IDS = [
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  '11',
  '12',
  '14',
  '14a',
  '14b',
  '14c',
  '14d',
  '14e',
  '14f',
  '14g',
  '14h',
  '15',
  '16',
  '16a',
  '16b',
  '16c',
  '16d',
  '16e',
  '16f',
  '17',
  '18',
  '19',
  '20',
  '21',
  '22',
  '23',
  '24',
  '25',
  '26',
  '27',
  '28',
  '29',
  '30',
  '*',
  '**',
  'KR',
] as const;
export type AllergenId = (typeof ALLERGEN_IDS)[number];

export type AllergenKind = 'allergen' | 'additive' | 'label';

export interface Allergen {
  id: AllergenId;
  label: string;
  kind: AllergenKind;
  legend: string;
  /** For a sub-code ('16a' Weizen): the allergen it names the kind of ('16'). */
  parent?: AllergenId;
}

/** A sub-code naming the cereal of '16' or the nut of '14' (LMIV Annex II, points 1 and 8). */
function kindOf(parent: '14' | '16', id: AllergenId, name: string): Allergen {
  return parent === '16'
    ? { id, label: `Gluten (${name})`, kind: 'allergen', legend: `glutenhaltiges Getreide: ${name}`, parent }
    : { id, label: `Nüsse (${name})`, kind: 'allergen', legend: `Schalenfrüchte: ${name}`, parent };
}

export const ALLERGENS: readonly Allergen[] = [
  { id: '1', label: 'Konservierungsstoffe', kind: 'additive', legend: 'mit Konservierungsstoff' },
  { id: '2', label: 'Antioxidationsmittel', kind: 'additive', legend: 'mit Antioxidationsmittel' },
  { id: '3', label: 'Farbstoffe', kind: 'additive', legend: 'mit Farbstoff' },
  { id: '4', label: 'Koffeinhaltig', kind: 'additive', legend: 'koffeinhaltig' },
  { id: '5', label: 'Sorbinsäure', kind: 'additive', legend: 'mit Konservierungsstoff (Sorbinsäure)' },
  { id: '6', label: 'Benzoesäure', kind: 'additive', legend: 'mit Konservierungsstoff (Benzoesäure)' },
  { id: '7', label: 'Schwefeldioxid und Sulfite', kind: 'allergen', legend: 'Schwefeldioxid und Sulfite' },
  { id: '8', label: 'Süßstoffe', kind: 'additive', legend: 'mit Süßungsmittel(n)' },
  { id: '9', label: 'Alkohol', kind: 'label', legend: 'enthält Alkohol' },
  { id: '10', label: 'Milch', kind: 'allergen', legend: 'Milch (einschließlich Laktose)' },
  { id: '11', label: 'Soja', kind: 'allergen', legend: 'Soja' },
  { id: '12', label: 'Ei', kind: 'allergen', legend: 'Eier' },
  { id: '14', label: 'Nüsse', kind: 'allergen', legend: 'Schalenfrüchte (Nüsse)' },
  kindOf('14', '14a', 'Mandeln'),
  kindOf('14', '14b', 'Haselnüsse'),
  kindOf('14', '14c', 'Walnüsse'),
  kindOf('14', '14d', 'Kaschunüsse'),
  kindOf('14', '14e', 'Pecannüsse'),
  kindOf('14', '14f', 'Paranüsse'),
  kindOf('14', '14g', 'Pistazien'),
  kindOf('14', '14h', 'Macadamia- oder Queenslandnüsse'),
  { id: '15', label: 'Erdnüsse', kind: 'allergen', legend: 'Erdnüsse' },
  { id: '16', label: 'Gluten', kind: 'allergen', legend: 'glutenhaltiges Getreide' },
  kindOf('16', '16a', 'Weizen'),
  kindOf('16', '16b', 'Roggen'),
  kindOf('16', '16c', 'Gerste'),
  kindOf('16', '16d', 'Hafer'),
  kindOf('16', '16e', 'Dinkel'),
  kindOf('16', '16f', 'Khorasan-Weizen'),
  { id: '17', label: 'Fisch', kind: 'allergen', legend: 'Fische' },
  { id: '18', label: 'Krebstiere', kind: 'allergen', legend: 'Krebstiere' },
  { id: '19', label: 'Sellerie', kind: 'allergen', legend: 'Sellerie' },
  { id: '20', label: 'Senf', kind: 'allergen', legend: 'Senf' },
  { id: '21', label: 'Sesam', kind: 'allergen', legend: 'Sesamsamen' },
  { id: '22', label: 'Eisensalz', kind: 'additive', legend: 'geschwärzt (mit Eisensalz)' },
  { id: '23', label: 'Lupinen', kind: 'allergen', legend: 'Lupinen' },
  { id: '24', label: 'Weichtiere', kind: 'allergen', legend: 'Weichtiere' },
  { id: '25', label: 'Geschmacksverstärker', kind: 'additive', legend: 'mit Geschmacksverstärker' },
  { id: '26', label: 'Phosphat', kind: 'additive', legend: 'mit Phosphat' },
  { id: '27', label: 'geschwärzt', kind: 'additive', legend: 'geschwärzt' },
  { id: '28', label: 'gewachst', kind: 'additive', legend: 'gewachst' },
  { id: '29', label: 'Phenylalaninquelle', kind: 'additive', legend: 'enthält eine Phenylalaninquelle' },
  { id: '30', label: 'chininhaltig', kind: 'additive', legend: 'chininhaltig' },
  { id: '*', label: 'MSC', kind: 'label', legend: 'Fisch aus MSC-zertifizierter Fischerei' },
  { id: '**', label: 'Panade konventionell', kind: 'label', legend: 'Panade aus konventionellem Anbau' },
  { id: 'KR', label: 'nicht für Krippe', kind: 'label', legend: 'nicht für Krippenkinder geeignet' },
];

/** German label of an allergen/additive id ("Milch" for '10'). */
export const allergenLabel = labelLookup(ALLERGENS);

/** Printed legend text of an allergen/additive id ("mit Konservierungsstoff" for '1'). */
export function allergenLegend(id: string): string {
  return ALLERGENS.find((a) => a.id === id)?.legend ?? id;
}

/** Sorts allergen ids in catalogue order (numbers first, then '*', '**', 'KR'), dropping duplicates. */
export function sortAllergenIds(ids: Iterable<string>): AllergenId[] {
  const wanted = new Set(ids);
  return ALLERGENS.filter((a) => wanted.has(a.id)).map((a) => a.id);
}

/** Legend lines of a printed menu for the codes used, in catalogue order: "1 = mit Konservierungsstoff". */
export function menuLegend(ids: Iterable<string>): string[] {
  return sortAllergenIds(ids).map((id) => `${id} = ${allergenLegend(id)}`);
}

/** The allergen a sub-code names the kind of ('16' for '16a'); the id itself otherwise. */
export function allergenParent(id: string): string {
  return ALLERGENS.find((a) => a.id === id)?.parent ?? id;
}

/** The sub-codes of '16' (cereals) or '14' (nuts), in catalogue order. */
export function allergenKinds(parent: '14' | '16'): AllergenId[] {
  return ALLERGENS.filter((a) => a.parent === parent).map((a) => a.id);
}

/**
 * Marks that contain gluten or nuts without naming which: a bare '16' or '14' with no sub-code beside it
 * (LMIV Annex II wants the cereal and the nut named; the content test holds every ingredient to it).
 */
export function unnamedAllergenKinds(ids: Iterable<string>): AllergenId[] {
  const all = [...ids];
  return (['16', '14'] as const).filter(
    (parent) => all.includes(parent) && !all.some((id) => allergenParent(id) === parent && id !== parent),
  );
}
