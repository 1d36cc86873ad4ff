/**
 * Potatoes and potato products (food group Kartoffeln). `isPotatoProduct` marks what the DGE standard
 * limits to once a week: Kroketten, Pommes, Püree aus Pulver, Kloßteig and Gnocchi from the packet.
 */
import type { Ingredient } from '@speiseplaner/shared';
import { GLUTEN, ingredientGroup, MILK } from './defineIngredient';

const potato = ingredientGroup('potatoes', { flags: ['isPotato'] });
const potatoProduct = ingredientGroup('potatoes', { flags: ['isPotatoProduct'] });

export const POTATOES: readonly Ingredient[] = [
  potato('kartoffeln-festkochend', 'Kartoffeln festkochend', 72, [2.0, 15.4, 0.1, 1.8, 0], 0.12, { net: 80 }),
  potato('kartoffeln-mehlig', 'Kartoffeln mehligkochend', 74, [2.0, 15.8, 0.1, 2.0, 0], 0.12, { net: 80 }),
  potato('drillinge', 'Drillinge (kleine Kartoffeln, mit Schale)', 72, [2.0, 15.4, 0.1, 1.8, 0], 0.2, {
    net: 95,
  }),
  potatoProduct('kartoffelpueree-pulver', 'Kartoffelpüree-Pulver', 352, [8.0, 76.0, 0.6, 7.0, 1.2], 0.95, {
    allergens: MILK,
  }),
  potatoProduct('kroketten-tk', 'Kartoffelkroketten TK', 180, [3.0, 25.0, 7.0, 2.5, 1.0], 0.55, {
    allergens: GLUTEN,
  }),
  potatoProduct('pommes-tk', 'Pommes frites TK (für den Ofen)', 148, [2.5, 23.0, 4.5, 2.5, 0.1], 0.4),
  potatoProduct('klossteig', 'Kartoffelkloßteig (Kühlregal)', 103, [2.0, 22.0, 0.3, 2.0, 1.0], 0.55),
  potatoProduct('gnocchi', 'Kartoffel-Gnocchi (Kühlregal)', 150, [3.7, 32.0, 0.4, 2.0, 1.0], 0.55, {
    allergens: GLUTEN,
  }),
];
