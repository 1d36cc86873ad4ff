/**
 * Fish and seafood (food group Fisch): `isFish`, `isNotVegetarian`; `isFattyFish` for Lachs, Hering and
 * Makrele (the DGE asks for fatty fish twice in 20 days). Wild sea fish cannot be certified organic:
 * it is `isOrganic: false` and carries the MSC label '*' instead; salmon and trout come from organic
 * aquaculture.
 */
import type { Ingredient } from '@speiseplaner/shared';
import { GLUTEN, ingredientGroup } from './defineIngredient';

const fish = ingredientGroup('fish', {
  flags: ['isFish', 'isNotVegetarian', 'isNotVegan'],
  allergens: ['17'],
});
const seafood = ingredientGroup('fish', { flags: ['isFish', 'isNotVegetarian', 'isNotVegan'] });
const MSC = { organic: false, allergens: ['*'] } as const;
const FATTY = ['isFattyFish'] as const;

export const FISH: readonly Ingredient[] = [
  fish('seelachsfilet-tk', 'Seelachsfilet TK (MSC)', 81, [18.3, 0, 0.9, 0, 0.2], 1.3, MSC),
  fish('alaska-seelachs-tk', 'Alaska-Seelachsfilet TK (MSC)', 73, [17.0, 0, 0.6, 0, 0.3], 1.1, MSC),
  fish('kabeljaufilet-tk', 'Kabeljaufilet TK (MSC)', 76, [17.5, 0, 0.7, 0, 0.2], 1.9, MSC),
  fish('heringsfilet', 'Heringsfilet (MSC)', 226, [17.5, 0, 17.3, 0, 0.3], 1.3, { ...MSC, flags: FATTY }),
  fish('makrelenfilet', 'Makrelenfilet (MSC)', 200, [18.5, 0, 14.0, 0, 0.2], 1.5, { ...MSC, flags: FATTY }),
  fish('lachsfilet', 'Lachsfilet (Bio-Aquakultur)', 201, [20.0, 0, 13.5, 0, 0.1], 3.5, { flags: FATTY }),
  fish('lachsfilet-tk', 'Lachsfilet TK (Bio-Aquakultur)', 201, [20.0, 0, 13.5, 0, 0.1], 2.9, {
    flags: FATTY,
  }),
  fish('forellenfilet', 'Forellenfilet (Bio-Aquakultur)', 111, [20.0, 0, 3.4, 0, 0.1], 2.9),
  fish('fischstaebchen', 'Fischstäbchen TK (MSC, Bio-Panade)', 198, [13.0, 17.0, 8.5, 1.0, 0.9], 1.3, {
    ...MSC,
    allergens: ['*', ...GLUTEN],
  }),
  seafood('garnelen-tk', 'Garnelen TK (Bio-Aquakultur)', 87, [19.0, 0.5, 1.2, 0, 0.8], 3.2, {
    allergens: ['18'],
  }),
  seafood('tintenfischringe-tk', 'Tintenfischringe TK', 75, [16.0, 0.5, 1.0, 0, 0.6], 1.6, {
    organic: false,
    allergens: ['24'],
  }),
];
