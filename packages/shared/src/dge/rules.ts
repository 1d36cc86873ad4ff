/**
 * The one table of plan check thresholds: DGE quality standard frequencies for both menu lines
 * (docs/domain-rules.md, "DGE check") and our own defaults for noodles, rice and sweet main dishes. `per: 5`
 * rules apply to every 5 days and are multiplied by 4 for a 20-day check; `per: 20` rules apply only to
 * 20-day checks.
 */
import type { MenuLine } from '../schemas/menuLine';

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
  'nuts',
  'sweetMain',
  'noodles',
  'rice',
] as const;
export type DgeCriterion = (typeof DGE_CRITERIA)[number];

/**
 * The food groups of the DGE standard's frequency table, in its order, plus our own limits; the
 * Speiseplan shows one row per area (dgeGlance).
 */
export const DGE_AREAS = [
  { id: 'grains', label: 'Getreide und Kartoffeln' },
  { id: 'vegetables', label: 'Gemüse und Salat' },
  { id: 'fruit', label: 'Obst' },
  { id: 'nuts', label: 'Nüsse, Kerne und Ölsamen' },
  { id: 'dairy', label: 'Milch und Milchprodukte' },
  { id: 'meat', label: 'Fleisch und Wurst' },
  { id: 'fish', label: 'Fisch' },
  { id: 'ours', label: 'Nudeln, Reis und Süßes' },
] as const;
export type DgeAreaId = (typeof DGE_AREAS)[number]['id'];

export interface DgeRule {
  criterion: DgeCriterion;
  /** The food group the rule belongs to; the first rule of an area is its headline. */
  area: DgeAreaId;
  /** German name as it reads after a count: "2× Fleisch". */
  label: string;
  min?: number;
  max?: number;
  /** Days the numbers refer to. */
  per: 5 | 20;
  /**
   * The one menu line the rule belongs to; absent for both. Meat and fish rules are for the mixed line only
   * (a vegetarian kitchen serves neither); the nut rule is the vegetarian line's own.
   */
  line?: MenuLine;
  source: 'dge' | 'ours';
}

export const DGE_RULES: readonly DgeRule[] = [
  {
    criterion: 'grainOrPotato',
    area: 'grains',
    label: 'Getreide oder Kartoffeln',
    min: 5,
    per: 5,
    source: 'dge',
  },
  { criterion: 'wholeGrain', area: 'grains', label: 'Vollkorn', min: 1, per: 5, source: 'dge' },
  {
    criterion: 'potatoProduct',
    area: 'grains',
    label: 'Kartoffelerzeugnisse',
    max: 1,
    per: 5,
    source: 'dge',
  },
  { criterion: 'vegetables', area: 'vegetables', label: 'Gemüse oder Salat', min: 5, per: 5, source: 'dge' },
  {
    criterion: 'rawVegetables',
    area: 'vegetables',
    label: 'Rohkost oder Salat',
    min: 2,
    per: 5,
    source: 'dge',
  },
  { criterion: 'legumes', area: 'vegetables', label: 'Hülsenfrüchte', min: 1, per: 5, source: 'dge' },
  { criterion: 'fruit', area: 'fruit', label: 'Obst', min: 2, per: 5, source: 'dge' },
  { criterion: 'wholeFruit', area: 'fruit', label: 'ganzes Obst', min: 1, per: 5, source: 'dge' },
  { criterion: 'dairy', area: 'dairy', label: 'Milch oder Milchprodukte', min: 2, per: 5, source: 'dge' },
  {
    criterion: 'nuts',
    area: 'nuts',
    label: 'Nüsse, Kerne oder Ölsamen',
    min: 1,
    per: 5,
    line: 'vegetarian',
    source: 'dge',
  },
  { criterion: 'meat', area: 'meat', label: 'Fleisch', max: 1, per: 5, line: 'mixed', source: 'dge' },
  { criterion: 'fish', area: 'fish', label: 'Fisch', min: 1, per: 5, line: 'mixed', source: 'dge' },
  {
    criterion: 'leanMeat',
    area: 'meat',
    label: 'mageres Muskelfleisch',
    min: 2,
    per: 20,
    line: 'mixed',
    source: 'dge',
  },
  {
    criterion: 'fattyFish',
    area: 'fish',
    label: 'fetter Seefisch',
    min: 2,
    per: 20,
    line: 'mixed',
    source: 'dge',
  },
  { criterion: 'sweetMain', area: 'ours', label: 'süßes Hauptgericht', max: 1, per: 5, source: 'ours' },
  { criterion: 'noodles', area: 'ours', label: 'Nudeln', max: 1, per: 5, source: 'ours' },
  { criterion: 'rice', area: 'ours', label: 'Reis', max: 1, per: 5, source: 'ours' },
];

/** The rules of one menu line (the mixed line by default), in table order. */
export function dgeRulesFor(line: MenuLine = 'mixed'): DgeRule[] {
  return DGE_RULES.filter((rule) => rule.line === undefined || rule.line === line);
}

/**
 * The limit of a rule over `weeks` planned weeks of 5 days, or undefined when it cannot be judged:
 * `per: 5` rules count once per week; `per: 20` minimums ("2× in 4 Wochen") are scaled to the weeks and
 * rounded down, so they are judged from 2 weeks on (ours: from one week, "at least 1×" would ask more of
 * that week than the standard does).
 */
export function ruleLimit(rule: DgeRule, weeks: number): number | undefined {
  const value = rule.min ?? rule.max!;
  if (rule.per === 5) return value * weeks;
  const scaled = (value * weeks) / 4;
  const limit = rule.min !== undefined ? Math.floor(scaled) : Math.ceil(scaled);
  return limit > 0 ? limit : undefined;
}

/**
 * An ingredient counts for a criterion only from this many edible grams per Kindergarten portion, so a
 * spoon of butter is no dairy serving and a bit of bacon in a soup no meat dish (ours).
 */
export const MIN_GRAMS_PER_PORTION = 10;

/**
 * A dish counts for "Nüsse, Kerne oder Ölsamen" from this many grams of them per Kindergarten portion,
 * summed over its ingredients (ours, from the DGE's 20–25 g per 5 days: 15 g × 1.3 is 20 g for a
 * Grundschule portion, × 1.6 is 24 g for adults; docs/domain-rules.md, "Ovo-lacto-vegetarian menu line").
 */
export const MIN_NUT_GRAMS_PER_PORTION = 15;
