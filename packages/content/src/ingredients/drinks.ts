/** Drinks (food group Getränke), per 100 ml. Water is always on the table (DGE) and is not organic. */
import type { Ingredient } from '@speiseplaner/shared';
import { ingredientGroup } from './defineIngredient';

const drink = ingredientGroup('drinks', { unit: 'ml', grams: 100 });

export const DRINKS: readonly Ingredient[] = [
  drink('wasser', 'Trinkwasser (Leitung)', 0, [0, 0, 0, 0, 0], 0.001, {
    organic: false,
    flags: ['notAgricultural'],
  }),
  drink('mineralwasser', 'Mineralwasser still', 0, [0, 0, 0, 0, 0], 0.05, {
    organic: false,
    flags: ['notAgricultural'],
  }),
  drink('kraeutertee', 'Kräutertee (zubereitet)', 1, [0, 0.2, 0, 0, 0], 0.03),
  drink('apfelsaft', 'Apfelsaft (Direktsaft)', 46, [0.1, 11.0, 0.1, 0.1, 0], 0.2, { grams: 104 }),
  drink('orangensaft', 'Orangensaft (Direktsaft)', 42, [0.7, 9.0, 0.2, 0.2, 0], 0.28, { grams: 104 }),
];
