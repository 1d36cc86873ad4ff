/**
 * The German seasonal calendar of the catalogue's regional fresh produce (docs/domain-rules.md,
 * "Seasonal calendar"): the months it comes from German fields (open field, or unheated cover for
 * asparagus and rhubarb) and the months it is sold from German stores. Recipe month flags and the
 * seasonal templates are checked against it. Produce grown abroad, preserved produce and pot-grown herbs
 * have no German season and are listed separately, so every fresh item is classified once.
 */
import { monthRange } from '../recipes/defineRecipe';

export interface ProduceSeason {
  /** Months (1 = January) of the German field harvest. */
  field: readonly number[];
  /** Months it is sold from German stores after the harvest. */
  stored?: readonly number[];
}

const ALL_YEAR = monthRange(1, 12);

export const SEASON_CALENDAR: Readonly<Record<string, ProduceSeason>> = {
  // Roots, bulbs and tubers: stored through winter and spring.
  karotten: { field: monthRange(6, 10), stored: monthRange(11, 5) },
  zwiebeln: { field: monthRange(7, 10), stored: monthRange(11, 6) },
  'rote-zwiebeln': { field: monthRange(7, 10), stored: monthRange(11, 6) },
  knoblauch: { field: monthRange(7, 9), stored: monthRange(10, 6) },
  knollensellerie: { field: monthRange(8, 11), stored: monthRange(12, 5) },
  suppengruen: { field: monthRange(8, 11), stored: monthRange(12, 5) },
  petersilienwurzel: { field: monthRange(9, 11), stored: monthRange(12, 3) },
  pastinaken: { field: monthRange(9, 3), stored: [4] },
  steckrueben: { field: monthRange(9, 12), stored: monthRange(1, 3) },
  'rote-bete': { field: monthRange(6, 11), stored: monthRange(12, 4) },
  'kartoffeln-festkochend': { field: monthRange(6, 10), stored: monthRange(11, 5) },
  'kartoffeln-mehlig': { field: monthRange(6, 10), stored: monthRange(11, 5) },
  drillinge: { field: monthRange(6, 10), stored: monthRange(11, 5) },
  // Cabbages.
  weisskohl: { field: monthRange(6, 11), stored: monthRange(12, 5) },
  rotkohl: { field: monthRange(6, 11), stored: monthRange(12, 5) },
  spitzkohl: { field: monthRange(5, 11) },
  wirsing: { field: monthRange(6, 12), stored: monthRange(1, 3) },
  chinakohl: { field: monthRange(7, 11), stored: monthRange(12, 3) },
  'pak-choi': { field: monthRange(5, 10) },
  gruenkohl: { field: monthRange(11, 2) },
  rosenkohl: { field: monthRange(10, 3) },
  blumenkohl: { field: monthRange(5, 10) },
  brokkoli: { field: monthRange(6, 10) },
  romanesco: { field: monthRange(7, 10) },
  kohlrabi: { field: monthRange(5, 10) },
  // Leaves and salads.
  lauch: { field: ALL_YEAR },
  fruehlingszwiebeln: { field: monthRange(5, 10) },
  blattspinat: { field: [3, 4, 5, 9, 10, 11] },
  mangold: { field: monthRange(5, 10) },
  eisbergsalat: { field: monthRange(6, 10) },
  kopfsalat: { field: monthRange(5, 10) },
  'blattsalat-mix': { field: monthRange(5, 10) },
  rucola: { field: monthRange(5, 10) },
  feldsalat: { field: monthRange(10, 3) },
  baerlauch: { field: monthRange(3, 5) },
  // Summer vegetables.
  staudensellerie: { field: monthRange(6, 10) },
  zucchini: { field: monthRange(6, 9) },
  aubergine: { field: monthRange(7, 10) },
  'paprika-rot': { field: monthRange(7, 10) },
  'paprika-gelb': { field: monthRange(7, 10) },
  'paprika-gruen': { field: monthRange(7, 10) },
  tomaten: { field: monthRange(7, 10) },
  kirschtomaten: { field: monthRange(7, 10) },
  salatgurke: { field: monthRange(6, 10) },
  radieschen: { field: monthRange(5, 10) },
  rettich: { field: monthRange(5, 10) },
  fenchel: { field: monthRange(6, 11) },
  'gruene-bohnen': { field: monthRange(7, 10) },
  zuckerschoten: { field: monthRange(6, 8) },
  'spargel-weiss': { field: monthRange(4, 6) },
  'spargel-gruen': { field: monthRange(4, 6) },
  'kuerbis-hokkaido': { field: monthRange(8, 11), stored: monthRange(12, 2) },
  'kuerbis-butternut': { field: monthRange(8, 11), stored: monthRange(12, 2) },
  // Cultivated mushrooms grow indoors all year.
  champignons: { field: ALL_YEAR },
  // Fruit.
  aepfel: { field: monthRange(8, 10), stored: monthRange(11, 7) },
  birnen: { field: monthRange(8, 10), stored: monthRange(11, 1) },
  rhabarber: { field: monthRange(4, 6) },
  erdbeeren: { field: monthRange(5, 7) },
  kirschen: { field: monthRange(6, 7) },
  johannisbeeren: { field: monthRange(6, 8) },
  himbeeren: { field: monthRange(6, 9) },
  heidelbeeren: { field: monthRange(7, 9) },
  aprikosen: { field: monthRange(7, 8) },
  pflaumen: { field: monthRange(7, 10) },
  weintrauben: { field: monthRange(8, 10) },
};

/** Fresh produce grown abroad: no German season to check (citrus, tropical fruit, melons, peaches). */
export const IMPORTED_PRODUCE: ReadonlySet<string> = new Set([
  'bananen',
  'orangen',
  'mandarinen',
  'clementinen',
  'zitronen',
  'kiwis',
  'mango',
  'ananas',
  'avocado',
  'pfirsiche',
  'nektarinen',
  'wassermelone',
  'honigmelone',
  'suesskartoffeln',
  'ingwer',
]);

/** Months a produce is regional, fresh or stored; undefined for produce the calendar does not hold. */
export function regionalMonths(slug: string): ReadonlySet<number> | undefined {
  const season = SEASON_CALENDAR[slug];
  return season && new Set([...season.field, ...(season.stored ?? [])]);
}

/** Produce bought frozen, canned, dried or as a product, or grown indoors: no field season to check. */
export const PRESERVED_PRODUCE: ReadonlySet<string> = new Set([
  'brokkoli-tk',
  'blattspinat-tk',
  'erbsen-tk',
  'gruene-bohnen-tk',
  'gemuese-mix-tk',
  'tomaten-passiert',
  'tomaten-stuecke',
  'tomatenmark',
  'gewuerzgurken',
  'mais',
  'sauerkraut',
  'apfelrotkohl',
  'sprossen',
  'zitronensaft',
  'erdbeeren-tk',
  'beeren-tk',
  'sauerkirschen-glas',
  'apfelmark',
  'rosinen',
  'aprikosen-getrocknet',
  'aprikosen-geschwefelt',
  'datteln',
  'kartoffelpueree-pulver',
  'kroketten-tk',
  'pommes-tk',
  'klossteig',
  'gnocchi',
]);
