/**
 * The one table of plan check thresholds: DGE quality standard frequencies
 * (docs/domain-rules.md, "DGE check") and our own defaults for noodles, rice and sweet main dishes. `per: 5`
 * rules apply to every 5 days and are multiplied by 4 for a 20-day check; `per: 20` rules apply only to
 * 20-day checks.
 */

export const DGE_CRITERIA = [
  'grainOrPotato',
  'wholeGrain',
  'potatoProduct',
  'vegetables',
  'rawVegetables',
  'legumes',
  'fruit',
  'wholeFruit',
  'dairy',
  'meat',
  'leanMeat',
  'fish',
  'fattyFish',
  'sweetMain',
  'noodles',
  'rice',
] as const;
export type DgeCriterion = (typeof DGE_CRITERIA)[number];

export interface DgeRule {
  criterion: DgeCriterion;
  /** German name as it reads after a count: "2× Fleisch". */
  label: string;
  min?: number;
  max?: number;
  /** Days the numbers refer to. */
  per: 5 | 20;
  /** Only for mixed plans (vegetarian plans have no meat or fish to require). */
  mixedOnly?: boolean;
  source: 'dge' | 'ours';
}

export const DGE_RULES: readonly DgeRule[] = [
  { criterion: 'grainOrPotato', label: 'Getreide oder Kartoffeln', min: 5, per: 5, source: 'dge' },
  { criterion: 'wholeGrain', label: 'Vollkorn', min: 1, per: 5, source: 'dge' },
  { criterion: 'potatoProduct', label: 'Kartoffelerzeugnisse', max: 1, per: 5, source: 'dge' },
  { criterion: 'vegetables', label: 'Gemüse oder Salat', min: 5, per: 5, source: 'dge' },
  { criterion: 'rawVegetables', label: 'Rohkost oder Salat', min: 2, per: 5, source: 'dge' },
  { criterion: 'legumes', label: 'Hülsenfrüchte', min: 1, per: 5, source: 'dge' },
  { criterion: 'fruit', label: 'Obst', min: 2, per: 5, source: 'dge' },
  { criterion: 'wholeFruit', label: 'ganzes Obst', min: 1, per: 5, source: 'dge' },
  { criterion: 'dairy', label: 'Milch oder Milchprodukte', min: 2, per: 5, source: 'dge' },
  { criterion: 'meat', label: 'Fleisch', max: 1, per: 5, source: 'dge' },
  { criterion: 'fish', label: 'Fisch', min: 1, per: 5, mixedOnly: true, source: 'dge' },
  { criterion: 'leanMeat', label: 'mageres Muskelfleisch', min: 2, per: 20, mixedOnly: true, source: 'dge' },
  { criterion: 'fattyFish', label: 'fetter Seefisch', min: 2, per: 20, mixedOnly: true, source: 'dge' },
  { criterion: 'sweetMain', label: 'süßes Hauptgericht', max: 1, per: 5, source: 'ours' },
  { criterion: 'noodles', label: 'Nudeln', max: 1, per: 5, source: 'ours' },
  { criterion: 'rice', label: 'Reis', max: 1, per: 5, source: 'ours' },
];

/**
 * An ingredient counts for a criterion only from this many edible grams per Kindergarten portion, so a
 * spoon of butter is no dairy serving and a bit of bacon in a soup no meat dish (ours).
 */
export const MIN_GRAMS_PER_PORTION = 10;
