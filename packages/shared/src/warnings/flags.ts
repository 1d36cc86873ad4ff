/** Warning flags of an ingredient (docs/domain-shapes.md, "Ids and catalogues") and their German labels. */
import { labelLookup } from '../catalogues/lookup';
import type { Ingredient } from '../schemas/ingredient';

export const WARNING_FLAG_IDS = [
  'noodle',
  'dessert',
  'rice',
  'potato',
  'legume',
  'grain',
  'meat',
  'notVegetarian',
  'notVegan',
  'notForInfants',
] as const;
export type WarningFlag = (typeof WARNING_FLAG_IDS)[number];

export const WARNING_FLAGS: readonly { id: WarningFlag; label: string }[] = [
  { id: 'noodle', label: 'Nudeln' },
  { id: 'dessert', label: 'Süßes' },
  { id: 'rice', label: 'Reis' },
  { id: 'potato', label: 'Kartoffeln' },
  { id: 'legume', label: 'Hülsenfrüchte' },
  { id: 'grain', label: 'Getreide' },
  { id: 'meat', label: 'Fleisch' },
  { id: 'notVegetarian', label: 'nicht vegetarisch' },
  { id: 'notVegan', label: 'nicht vegan' },
  { id: 'notForInfants', label: 'nicht für Krippenkinder' },
];

/** German label of a warning flag ("nicht vegan" for notVegan). */
export const warningFlagLabel = labelLookup(WARNING_FLAGS);

/**
 * The flag rules. Meat and fish make a dish not vegetarian; anything not vegetarian, and dairy and eggs,
 * make it not vegan; the 'KR' mark makes it unfit for infants.
 */
function flagsOf(i: Ingredient): Record<WarningFlag, boolean> {
  const notVegetarian = !!(i.isNotVegetarian || i.isMeat || i.isFish);
  return {
    noodle: !!i.isNoodle,
    dessert: !!i.isSweet,
    rice: !!i.isRice,
    potato: !!(i.isPotato || i.isPotatoProduct),
    legume: !!i.isLegume,
    grain: !!(i.isCereal || i.isWholeGrain),
    meat: !!i.isMeat,
    notVegetarian,
    notVegan: notVegetarian || !!i.isNotVegan || i.foodGroup === 'dairy' || i.foodGroup === 'eggs',
    notForInfants: !!i.notForInfants || i.allergens.includes('KR'),
  };
}

/** Warning flags an ingredient raises, in catalogue order. */
export function ingredientWarnings(ingredient: Ingredient): WarningFlag[] {
  const flags = flagsOf(ingredient);
  return WARNING_FLAG_IDS.filter((id) => flags[id]);
}
