/**
 * Food-safety hazards of children's meals as data (docs/domain-rules.md, "Food-safety hazards"): what
 * carries the hazard (catalogue ingredients, or words of a method), which age groups it concerns, and the
 * treatment a recipe's method must name. A hazard without treatment must not be served to its groups at
 * all. The content test `test/data/krippeSafety.test.ts` checks every shared recipe against this list.
 */
import type { AgeGroupId, Ingredient } from '@speiseplaner/shared';

export interface Hazard {
  id: string;
  /** German name of the hazard, as a cook reads it. */
  label: string;
  /** The age groups the hazard concerns (kita = Krippe, kiga = Kindergarten …). */
  ageGroups: readonly AgeGroupId[];
  /** Catalogue ingredients that carry the hazard. */
  ingredients?: readonly string[];
  /** Further ingredients by a mark of the catalogue (fish, whole nuts …). */
  matches?: (ingredient: Ingredient) => boolean;
  /** The ingredient carries the hazard only when the recipe lists it raw. */
  rawOnly?: boolean;
  /** Words of a method that carry the hazard (a dish named in the text, e.g. "Spiegelei"). */
  words?: RegExp;
  /** What the method must say; null when the food is not served to these groups in any form. */
  treatment: RegExp | null;
  /** The treatment in German, for the docs and a failing test. */
  advice: string;
  /** Where the advice comes from (docs/domain-rules.md names the full sources). */
  source: 'BfR' | 'Toddler article' | 'DGE';
}

const UNDER_FOUR: readonly AgeGroupId[] = ['kita', 'kiga'];
const CHILDREN: readonly AgeGroupId[] = ['kita', 'kiga', 'school'];
const EVERYONE: readonly AgeGroupId[] = ['kita', 'kiga', 'school', 'highschool', 'adult'];

export const HAZARDS: readonly Hazard[] = [
  {
    id: 'frozen-berries',
    label: 'TK-Beeren (Noroviren, Hepatitis A)',
    ageGroups: EVERYONE,
    ingredients: ['beeren-tk', 'erdbeeren-tk'],
    treatment: /über 90 °C[^.]*mindestens 2 Minuten|mindestens 2 Minuten[^.]*über 90 °C/,
    advice: 'vor dem Servieren durcherhitzen: über 90 °C, mindestens 2 Minuten',
    source: 'BfR',
  },
  {
    id: 'egg-dish',
    label: 'Eierspeise (Salmonellen)',
    ageGroups: EVERYONE,
    ingredients: ['eier', 'vollei-fluessig'],
    treatment:
      /vollständig (?:stocken|durchbacken|durchbraten|durchgaren)|durchgebacken|durchgebraten|bis kein flüssiges Ei|bei \d+ °C \d+ Minuten[^.]*backen|\d+ Minuten[^.]*backen/,
    advice: 'Eier vollständig durchgaren (Ei fest gestockt, kein flüssiges Eigelb)',
    source: 'BfR',
  },
  {
    id: 'whole-nuts',
    label: 'ganze Nüsse',
    ageGroups: UNDER_FOUR,
    matches: (i) => i.foodGroup === 'nuts' && !!i.notForInfants,
    treatment: /gemahlen|fein mixen|zu (?:Mus|Pesto) mixen|mixen/,
    advice: 'nur gemahlen oder als Mus, nie ganz',
    source: 'Toddler article',
  },
  {
    id: 'seeds',
    label: 'ganze Kerne und Samen',
    ageGroups: ['kita'],
    ingredients: ['kuerbiskerne', 'sonnenblumenkerne'],
    treatment: /Krippe|mixen|gemahlen/,
    advice: 'für die Krippe weglassen oder mahlen',
    source: 'Toddler article',
  },
  {
    id: 'round-foods',
    label: 'runde Lebensmittel (Weintrauben, Kirschtomaten, Beeren)',
    ageGroups: UNDER_FOUR,
    ingredients: ['weintrauben', 'kirschtomaten', 'kirschen', 'sauerkirschen-glas', 'erdbeeren'],
    treatment: /Länge nach (?:vierteln|geviertelt)|klein schneiden/,
    advice: 'der Länge nach vierteln',
    source: 'Toddler article',
  },
  {
    id: 'cherry-stones',
    label: 'Kirschen mit Steinen',
    ageGroups: CHILDREN,
    ingredients: ['kirschen'],
    treatment: /entsteinen|entsteint/,
    advice: 'für alle Kinder entsteinen',
    source: 'Toddler article',
  },
  {
    id: 'sausage-slices',
    label: 'runde Wurstscheiben',
    ageGroups: UNDER_FOUR,
    ingredients: ['gefluegelwiener', 'gefluegelbratwurst'],
    treatment: /Länge nach/,
    advice: 'der Länge nach vierteln und klein schneiden, nie in runden Scheiben',
    source: 'Toddler article',
  },
  {
    id: 'raw-sprouts',
    label: 'rohe Sprossen (EHEC, Salmonellen)',
    ageGroups: EVERYONE,
    ingredients: ['sprossen'],
    treatment: /durcherhitzen|vollständig durchgaren/,
    advice: 'nur durcherhitzt, nie roh',
    source: 'BfR',
  },
  {
    id: 'popcorn',
    label: 'Popcorn',
    ageGroups: UNDER_FOUR,
    words: /Popcorn/,
    treatment: null,
    advice: 'für Kinder unter vier Jahren nicht anbieten',
    source: 'Toddler article',
  },
  {
    id: 'hard-croutons',
    label: 'harte Croutons',
    ageGroups: ['kita'],
    words: /Croutons|Brotwürfel[^.]*rösten/,
    treatment: /Krippe[^.]*(?:weglassen|weich|ohne)/,
    advice: 'für die Krippe weglassen oder weich geben',
    source: 'Toddler article',
  },
  {
    id: 'fish-bones',
    label: 'Fisch mit Gräten',
    ageGroups: EVERYONE,
    matches: (i) => !!i.isFish,
    treatment: /grätenfrei|auf (?:übrige )?Gräten (?:prüfen|kontrollieren)|auf Gräten prüfen/,
    advice: 'grätenfreie Filets nehmen und auf übrige Gräten prüfen',
    source: 'Toddler article',
  },
  {
    id: 'bones',
    label: 'Fleisch am Knochen',
    ageGroups: UNDER_FOUR,
    ingredients: ['haehnchenkeulen'],
    treatment: /Knochen/,
    advice: 'Fleisch vom Knochen lösen',
    source: 'Toddler article',
  },
  {
    id: 'hard-raw-vegetables',
    label: 'hartes rohes Gemüse und Obst',
    ageGroups: ['kita'],
    ingredients: [
      'karotten',
      'kohlrabi',
      'radieschen',
      'rettich',
      'aepfel',
      'birnen',
      'rote-bete',
      'fenchel',
    ],
    rawOnly: true,
    treatment: /Krippe|raspeln|gerieben/,
    advice: 'für die Krippe raspeln',
    source: 'Toddler article',
  },
  {
    id: 'honey',
    label: 'Honig (Säuglingsbotulismus)',
    ageGroups: ['kita'],
    ingredients: ['honig'],
    words: /Honig(?!melone)/,
    treatment: /Krippe[^.]*ohne Honig|Krippe[^.]*Honig weglassen/,
    advice: 'Kindern unter einem Jahr keinen Honig geben; für die Krippe ohne Honig',
    source: 'BfR',
  },
  {
    id: 'raw-milk-cheese',
    label: 'Rohmilchkäse (Listerien, EHEC)',
    ageGroups: ['kita'],
    matches: (i) => /Rohmilch/.test(i.name),
    treatment: /Krippe[^.]*(?:pasteurisiert|ohne)/,
    advice: 'für die Krippe Käse aus pasteurisierter Milch',
    source: 'BfR',
  },
];
