/**
 * Nuts, seeds and their butters (food group Nüsse und Samen). Tree nuts carry '14', peanuts '15',
 * sesame '21'. Whole nuts are a choking risk for small children: `notForInfants` and 'KR'; ground
 * nuts and nut butters are fine.
 */
import type { Ingredient } from '@speiseplaner/shared';
import { ingredientGroup, NUTS } from './defineIngredient';

const seed = ingredientGroup('nuts');
const nut = ingredientGroup('nuts', { allergens: NUTS });
const WHOLE = { flags: ['notForInfants'], allergens: ['KR'] } as const;
/** Coconut products are fats, not nuts, kernels or oilseeds in the DGE check (docs/domain-rules.md). */
const COCONUT = { flags: ['isFatProduct'] } as const;

export const NUTS_AND_SEEDS: readonly Ingredient[] = [
  nut('mandeln', 'Mandeln (ganz)', 609, [21.0, 5.7, 53.0, 12.5, 0], 2.2, WHOLE),
  nut('mandeln-gemahlen', 'Mandeln gemahlen', 609, [21.0, 5.7, 53.0, 12.5, 0], 2.4),
  nut('haselnuesse', 'Haselnüsse (ganz)', 665, [15.0, 10.5, 61.5, 8.2, 0], 2.0, WHOLE),
  nut('haselnuesse-gemahlen', 'Haselnüsse gemahlen', 665, [15.0, 10.5, 61.5, 8.2, 0], 2.1),
  nut('walnuesse', 'Walnusskerne', 690, [15.0, 10.5, 65.0, 6.1, 0], 2.6, WHOLE),
  nut('cashews', 'Cashewkerne', 576, [18.0, 30.0, 42.0, 3.0, 0], 2.5, WHOLE),
  nut('mandelmus', 'Mandelmus', 629, [22.0, 6.0, 55.0, 11.0, 0], 2.8),
  seed('erdnussmus', 'Erdnussmus', 614, [25.0, 12.0, 50.0, 8.0, 0], 1.4, { allergens: ['15'] }),
  seed('sonnenblumenkerne', 'Sonnenblumenkerne', 592, [22.5, 12.0, 49.0, 6.3, 0], 0.65),
  seed('kuerbiskerne', 'Kürbiskerne', 590, [30.0, 5.0, 49.0, 9.0, 0], 1.9),
  seed('sesam', 'Sesam', 584, [18.0, 10.0, 50.0, 11.0, 0], 0.9, { allergens: ['21'] }),
  seed('tahin', 'Sesammus (Tahin)', 633, [21.0, 9.0, 55.0, 9.0, 0], 1.5, { allergens: ['21'] }),
  seed('leinsamen', 'Leinsamen geschrotet', 507, [24.0, 2.0, 37.0, 35.0, 0], 0.6),
  seed('kokosraspeln', 'Kokosraspeln', 669, [6.5, 6.5, 65.0, 16.0, 0], 0.9, COCONUT),
  seed('kokosmilch', 'Kokosmilch (Dose)', 180, [1.7, 2.5, 18.0, 0.5, 0], 0.45, {
    unit: 'ml',
    grams: 100,
    ...COCONUT,
  }),
];
