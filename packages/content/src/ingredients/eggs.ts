/** Eggs (food group Eier, allergen '12'). An egg counts per piece: 53 g edible content of a size M egg. */
import type { Ingredient } from '@speiseplaner/shared';
import { EGG, ingredientGroup } from './defineIngredient';

const egg = ingredientGroup('eggs', { flags: ['isNotVegan'], allergens: EGG });

export const EGGS: readonly Ingredient[] = [
  egg('eier', 'Eier (Größe M)', 137, [12.5, 0.7, 9.3, 0, 0.3], 0.38, { unit: 'St.', grams: 53 }),
  egg('vollei-fluessig', 'Vollei flüssig (pasteurisiert)', 137, [12.5, 0.7, 9.3, 0, 0.3], 0.8),
];
