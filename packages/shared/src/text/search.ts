/**
 * The one search rule of the web app's lists (recipes, the plan's recipe picker, the ingredient tables and
 * the ingredient picker of the recipe editor): case and Umlaut spelling do not matter (Möhren = moehren,
 * Soße = Sosse), and regional names of the same food find each other (Karotten finds Möhren, Topfen finds
 * Quark). docs/product.md "Suche" describes it.
 */

/**
 * Groups of names for the same food, as German kitchens write them. The first name of a group is the one
 * the others are read as; each name is a word beginning, so plural and compound forms match too
 * ("karotte" covers Karotten and Karottensalat). A name only counts at the start of a word, so Schnittlauch
 * and Knoblauch are not Porree, and Sauerrahm is not Sahne.
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  ['möhre', 'karotte', 'mohrrübe', 'gelbe rübe'],
  ['blumenkohl', 'karfiol'],
  ['sahne', 'rahm', 'obers'],
  ['quark', 'topfen'],
  ['brötchen', 'semmel', 'schrippe'],
  ['porree', 'lauch'],
  ['frühlingszwiebel', 'lauchzwiebel'],
  ['feldsalat', 'rapunzel', 'vogerlsalat', 'ackersalat'],
  ['rote bete', 'rote beete', 'rote rübe'],
  ['pfannkuchen', 'eierkuchen', 'palatschinke'],
  ['tomate', 'paradeiser'],
  ['aprikose', 'marille'],
  ['johannisbeere', 'ribisel'],
  ['hackfleisch', 'gehacktes', 'faschiertes'],
  ['weißkohl', 'weißkraut'],
  ['rotkohl', 'rotkraut', 'blaukraut'],
  ['grünkohl', 'braunkohl'],
  ['pilz', 'schwammerl'],
  ['paniermehl', 'semmelbrösel'],
];

/** Lower case, Umlaute as ae/oe/ue, ß as ss, runs of blanks and hyphens as one blank. */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFC')
    .toLocaleLowerCase('de')
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[\s\-–]+/g, ' ')
    .trim();
}

interface SynonymRule {
  pattern: RegExp;
  canonical: string;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Every other name of a group, longest first (so Semmelbrösel is read as Paniermehl, not as Brötchen). */
const SYNONYM_RULES: readonly SynonymRule[] = SEARCH_SYNONYMS.flatMap((group) => {
  const canonical = foldSearchText(group[0]!);
  return group.slice(1).map((name) => ({ name: foldSearchText(name), canonical }));
})
  .sort((a, b) => b.name.length - a.name.length)
  .map(({ name, canonical }) => ({
    pattern: new RegExp(`(^|[^a-z0-9])${escapeRegExp(name)}`, 'g'),
    canonical,
  }));

/** Folded text with every other name of a food replaced by the first name of its group. */
export function searchKey(text: string): string {
  let key = foldSearchText(text);
  for (const { pattern, canonical } of SYNONYM_RULES)
    key = key.replace(pattern, (_match, before: string) => `${before}${canonical}`);
  return key;
}

/**
 * Whether any of `texts` contains the typed `search` under the search rule. An empty search matches.
 * Both the plain folded text and the synonym-read text are compared, so "Lauch" still finds Schnittlauch.
 */
export function matchesSearch(texts: readonly string[], search: string): boolean {
  const plain = foldSearchText(search);
  if (!plain) return true;
  const key = searchKey(search);
  return texts.some((text) => foldSearchText(text).includes(plain) || searchKey(text).includes(key));
}
