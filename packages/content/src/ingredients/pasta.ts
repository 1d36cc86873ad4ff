/**
 * Pasta (food group Getreide): every entry is `isCereal` and `isNoodle` (our "≤ 1× noodles a week"
 * warning); whole grain variants are `isWholeGrain`. Organic dry pasta is egg-free durum wheat unless
 * the name says otherwise.
 */
import type { Ingredient } from '@speiseplaner/shared';
import { EGG, GLUTEN, ingredientGroup, MILK, type Nutrients } from './defineIngredient';

const pasta = ingredientGroup('grains', { flags: ['isCereal', 'isNoodle'], allergens: GLUTEN });
const WG = ['isWholeGrain'] as const;
const DURUM: Nutrients = [12.5, 71.0, 1.5, 3.5, 0];
const WHOLE_DURUM: Nutrients = [13.5, 62.0, 2.5, 8.5, 0];

export const PASTA: readonly Ingredient[] = [
  pasta('spaghetti', 'Spaghetti', 354, DURUM, 0.22),
  pasta('vollkorn-spaghetti', 'Vollkorn-Spaghetti', 342, WHOLE_DURUM, 0.28, { flags: WG }),
  pasta('penne', 'Penne', 354, DURUM, 0.22),
  pasta('vollkorn-penne', 'Vollkorn-Penne', 342, WHOLE_DURUM, 0.28, { flags: WG }),
  pasta('fusilli', 'Fusilli', 354, DURUM, 0.22),
  pasta('vollkorn-fusilli', 'Vollkorn-Fusilli', 342, WHOLE_DURUM, 0.28, { flags: WG }),
  pasta('farfalle', 'Farfalle', 354, DURUM, 0.26),
  pasta('hoernchennudeln', 'Hörnchennudeln', 354, DURUM, 0.22),
  pasta('lasagneplatten', 'Lasagneplatten', 354, DURUM, 0.32),
  pasta('vollkorn-lasagneplatten', 'Vollkorn-Lasagneplatten', 342, WHOLE_DURUM, 0.38, { flags: WG }),
  pasta('dinkel-vollkornnudeln', 'Dinkel-Vollkornnudeln', 344, [14.0, 63.0, 2.5, 8.0, 0], 0.38, {
    flags: WG,
  }),
  pasta('suppennudeln', 'Suppennudeln (Fadennudeln)', 354, DURUM, 0.28),
  pasta('buchstabennudeln', 'Buchstabennudeln', 354, DURUM, 0.32),
  pasta('eierspaetzle', 'Eierspätzle (getrocknet)', 366, [13.5, 68.0, 3.5, 3.5, 0.1], 0.38, {
    flags: ['isNotVegan'],
    allergens: EGG,
  }),
  pasta('tortellini-kaese', 'Tortellini mit Käsefüllung (Kühlregal)', 263, [11.0, 40.0, 6.0, 2.5, 1.1], 1.1, {
    flags: ['isNotVegan'],
    allergens: [...MILK, ...EGG],
  }),
];
