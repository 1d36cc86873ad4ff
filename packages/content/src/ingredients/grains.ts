/**
 * Flours, whole grains, semolina, rice and bread (food group Getreide). Every entry is `isCereal`;
 * `isWholeGrain` marks whole grain products, `isRice` rice. Wheat, spelt, rye, barley and oats carry
 * gluten ('16'); millet, buckwheat, quinoa, maize and rice do not. Pasta lives in pasta.ts.
 */
import type { Ingredient } from '@speiseplaner/shared';
import { EGG, GLUTEN, ingredientGroup, MILK } from './defineIngredient';

const grain = ingredientGroup('grains', { flags: ['isCereal'] });
const glutenGrain = ingredientGroup('grains', { flags: ['isCereal'], allergens: GLUTEN });
const WG = ['isWholeGrain'] as const;
const RICE = ['isRice'] as const;

export const GRAINS: readonly Ingredient[] = [
  glutenGrain('weizenmehl-405', 'Weizenmehl Type 405', 345, [10.0, 72.0, 1.0, 4.0, 0], 0.12),
  glutenGrain('weizenmehl-1050', 'Weizenmehl Type 1050', 345, [12.0, 68.0, 1.8, 5.2, 0], 0.14),
  glutenGrain('weizenvollkornmehl', 'Weizenvollkornmehl', 328, [12.0, 60.0, 2.4, 10.0, 0], 0.18, {
    flags: WG,
  }),
  glutenGrain('dinkelmehl-630', 'Dinkelmehl Type 630', 347, [12.0, 70.0, 1.5, 4.0, 0], 0.22),
  glutenGrain('dinkelvollkornmehl', 'Dinkelvollkornmehl', 338, [13.0, 62.0, 2.7, 9.0, 0], 0.28, {
    flags: WG,
  }),
  glutenGrain('roggenvollkornmehl', 'Roggenvollkornmehl', 312, [9.0, 59.0, 1.7, 13.0, 0], 0.2, { flags: WG }),
  glutenGrain('hartweizengriess', 'Hartweizengrieß', 342, [12.0, 69.0, 1.0, 4.5, 0], 0.22),
  glutenGrain('dinkelgriess', 'Dinkelgrieß', 347, [12.0, 70.0, 1.5, 3.5, 0], 0.3),
  glutenGrain('haferflocken', 'Haferflocken (Vollkorn)', 370, [13.5, 58.7, 7.0, 10.0, 0], 0.18, {
    flags: WG,
  }),
  glutenGrain('dinkelflocken', 'Dinkelflocken (Vollkorn)', 342, [13.0, 62.0, 2.7, 9.0, 0], 0.32, {
    flags: WG,
  }),
  glutenGrain('couscous', 'Couscous (Hartweizen)', 350, [12.0, 70.0, 1.5, 5.0, 0], 0.3),
  glutenGrain('vollkorn-couscous', 'Vollkorn-Couscous', 338, [12.5, 63.0, 2.0, 8.5, 0], 0.38, { flags: WG }),
  glutenGrain('bulgur', 'Bulgur (Vollkorn)', 336, [12.0, 64.0, 1.5, 8.0, 0], 0.3, { flags: WG }),
  glutenGrain('gerstengraupen', 'Gerstengraupen', 345, [10.0, 71.0, 1.2, 5.0, 0], 0.3),
  glutenGrain('gruenkern', 'Grünkern geschrotet', 338, [11.0, 63.0, 2.7, 9.0, 0], 0.55, { flags: WG }),
  glutenGrain('paniermehl', 'Paniermehl', 357, [10.5, 72.0, 2.0, 4.5, 1.1], 0.3),
  glutenGrain('knoedelbrot', 'Knödelbrot (Semmelwürfel)', 358, [11.0, 72.0, 2.0, 3.8, 1.3], 0.35, {
    allergens: [...MILK, ...EGG],
  }),
  glutenGrain('blaetterteig', 'Blätterteig (Kühlregal)', 383, [5.5, 36.0, 24.0, 1.5, 1.0], 0.7, {
    allergens: MILK,
  }),
  grain('hirse', 'Hirse (geschält)', 361, [10.6, 69.0, 3.9, 3.8, 0], 0.38, { flags: WG }),
  grain('buchweizen', 'Buchweizen', 346, [9.8, 71.0, 1.7, 3.7, 0], 0.45, { flags: WG }),
  grain('quinoa', 'Quinoa', 370, [14.0, 62.0, 6.0, 7.0, 0], 0.75, { flags: WG }),
  grain('polenta', 'Maisgrieß (Polenta)', 351, [8.0, 74.0, 1.5, 5.0, 0], 0.25),
  grain('reis-langkorn', 'Langkornreis', 348, [7.0, 78.0, 0.6, 1.4, 0], 0.3, { flags: RICE }),
  grain('naturreis', 'Naturreis (Vollkorn)', 352, [7.5, 74.0, 2.2, 3.0, 0], 0.35, {
    flags: [...RICE, ...WG],
  }),
  grain('basmatireis', 'Basmatireis', 348, [8.0, 77.0, 0.6, 1.5, 0], 0.45, { flags: RICE }),
  grain('milchreis', 'Milchreis (Rundkornreis)', 348, [7.0, 78.0, 0.6, 1.4, 0], 0.32, { flags: RICE }),
  grain('risottoreis', 'Risottoreis', 348, [7.0, 78.0, 0.6, 1.4, 0], 0.5, { flags: RICE }),
  glutenGrain('roggenvollkornbrot', 'Roggenvollkornbrot', 206, [6.8, 38.0, 1.2, 8.0, 1.1], 0.45, {
    flags: WG,
  }),
  glutenGrain('dinkelvollkornbrot', 'Dinkelvollkornbrot', 232, [9.0, 40.0, 2.5, 7.0, 1.1], 0.55, {
    flags: WG,
  }),
  glutenGrain('mischbrot', 'Roggenmischbrot', 216, [6.5, 42.0, 1.2, 5.5, 1.2], 0.4),
  glutenGrain('baguette', 'Baguette', 251, [8.5, 50.0, 1.2, 3.0, 1.3], 0.5),
  // German Fladenbrot is usually topped with sesame (issue #27).
  glutenGrain('fladenbrot', 'Fladenbrot (mit Sesam)', 252, [8.5, 50.0, 1.5, 2.5, 1.2], 0.45, {
    allergens: ['21'],
  }),
  glutenGrain('vollkornbroetchen', 'Vollkornbrötchen', 229, [9.0, 40.0, 2.2, 6.5, 1.2], 0.45, {
    unit: 'St.',
    grams: 60,
    flags: WG,
  }),
  glutenGrain('broetchen', 'Weizenbrötchen', 254, [8.5, 50.0, 1.5, 3.0, 1.2], 0.35, {
    unit: 'St.',
    grams: 55,
  }),
  glutenGrain('vollkorn-tortillas', 'Vollkorn-Tortillas (Wraps)', 299, [9.0, 48.0, 6.5, 6.0, 1.2], 0.45, {
    unit: 'St.',
    grams: 40,
    flags: WG,
  }),
];
