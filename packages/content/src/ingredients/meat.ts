/**
 * Meat and sausage (food group Fleisch und Wurst): `isMeat`, `isNotVegetarian`; `isLeanMeat` marks
 * lean muscle meat (the DGE asks for it twice in 20 days). Organic cured sausage may use nitrite
 * curing salt, hence the preservative mark '1'. Net weights are without bones.
 */
import type { Ingredient } from '@speiseplaner/shared';
import { CELERY, ingredientGroup, MILK, MUSTARD } from './defineIngredient';

const meat = ingredientGroup('meat', { flags: ['isMeat', 'isNotVegetarian', 'isNotVegan'] });
const LEAN = { flags: ['isLeanMeat'] } as const;
const CURED = { allergens: ['1'] } as const;
/** Sausage seasoning usually declares celery and mustard; Wiener often add milk protein or lactose. */
const SAUSAGE_SPICES = [...CELERY, ...MUSTARD] as const;

export const MEAT: readonly Ingredient[] = [
  meat('haehnchenbrust', 'Hähnchenbrustfilet', 105, [23.5, 0, 1.2, 0, 0.1], 2.6, LEAN),
  meat('haehnchenkeulen', 'Hähnchenkeulen (mit Knochen)', 171, [18.0, 0, 11.0, 0, 0.2], 1.2, { net: 70 }),
  meat('putenbrust', 'Putenbrustfilet', 107, [24.0, 0, 1.2, 0, 0.1], 2.5, LEAN),
  meat('putenhack', 'Putenhackfleisch', 148, [20.0, 0, 7.5, 0, 0.2], 1.5),
  meat('rindergulasch', 'Rindergulasch', 120, [21.0, 0, 4.0, 0, 0.1], 2.3, LEAN),
  meat('rinderbraten', 'Rinderbraten (Oberschale)', 119, [22.0, 0, 3.5, 0, 0.1], 2.5, LEAN),
  meat('rinderhack', 'Rinderhackfleisch', 215, [19.0, 0, 15.5, 0, 0.2], 1.5),
  meat('schweineschnitzel', 'Schweineschnitzel (Oberschale)', 110, [22.0, 0, 2.5, 0, 0.1], 1.6, LEAN),
  meat('lammkeule', 'Lammkeule (ohne Knochen)', 180, [19.0, 0, 11.5, 0, 0.2], 2.8),
  meat('gefluegelwiener', 'Geflügelwiener', 232, [13.0, 1.0, 19.5, 0, 2.0], 1.4, {
    allergens: ['1', ...SAUSAGE_SPICES, ...MILK],
  }),
  meat('gefluegelbratwurst', 'Geflügelbratwurst', 220, [15.0, 0.5, 17.5, 0, 1.8], 1.3, {
    allergens: SAUSAGE_SPICES,
  }),
  meat('putenschinken', 'Putenbrust-Aufschnitt', 107, [20.0, 1.0, 2.5, 0, 2.2], 2.2, CURED),
  meat('schinkenspeck', 'Schinkenspeck (gewürfelt)', 282, [16.0, 0.5, 24.0, 0, 3.5], 1.8, CURED),
];
