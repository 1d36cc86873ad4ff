/**
 * Oils and fats, sweeteners, baking items, soy products and condiments (food group Sonstige).
 * Rapeseed oil is the DGE's standard fat. Oils are priced per 100 ml (92 g). `isSweet` marks sugar,
 * syrups and sweets. Honey is not for children under one year (infant botulism); a Krippe group usually
 * has some, so it is labelled 'KR' (essen-fuer-kinder-unter-drei.md says the same). Tofu and Tempeh are
 * protein alternatives, not a pulse serving in our reading of the DGE standard, hence not in legumes.
 */
import type { Ingredient } from '@speiseplaner/shared';
import { CELERY, GLUTEN, ingredientGroup, SOY } from './defineIngredient';

const other = ingredientGroup('other');
const sweet = ingredientGroup('other', { flags: ['isSweet'] });
const OIL = [0, 0, 99.9, 0, 0] as const;
const OIL_UNIT = { unit: 'ml', grams: 92 } as const;

export const OTHER: readonly Ingredient[] = [
  other('rapsoel', 'Rapsöl (raffiniert)', 899, OIL, 0.4, OIL_UNIT),
  other('rapsoel-kaltgepresst', 'Rapsöl kaltgepresst', 899, OIL, 0.75, OIL_UNIT),
  other('olivenoel', 'Olivenöl nativ extra', 899, OIL, 1.1, OIL_UNIT),
  other('sonnenblumenoel', 'Sonnenblumenöl', 899, OIL, 0.45, OIL_UNIT),
  other('margarine', 'Pflanzenmargarine', 722, [0.2, 0.4, 80.0, 0, 0.1], 0.9),
  sweet('zucker', 'Zucker (Rübenzucker)', 399, [0, 99.8, 0, 0, 0], 0.2),
  sweet('rohrohrzucker', 'Rohrohrzucker', 398, [0, 99.5, 0, 0, 0], 0.32),
  sweet('puderzucker', 'Puderzucker', 399, [0, 99.8, 0, 0, 0], 0.35),
  sweet('vanillezucker', 'Bourbon-Vanillezucker', 396, [0.1, 98.5, 0.1, 0.3, 0], 2.5),
  sweet('honig', 'Honig', 302, [0.4, 75.0, 0, 0, 0], 1.2, {
    flags: ['notForInfants', 'isNotVegan'],
    allergens: ['KR'],
  }),
  sweet('ahornsirup', 'Ahornsirup', 266, [0, 67.0, 0, 0, 0], 2.0, { unit: 'ml', grams: 132 }),
  sweet('agavendicksaft', 'Agavendicksaft', 304, [0, 76.0, 0, 0, 0], 1.3),
  sweet('erdbeerkonfituere', 'Erdbeerkonfitüre', 249, [0.4, 61.0, 0.1, 1.0, 0], 0.6),
  sweet('zartbitterschokolade', 'Zartbitterschokolade 70 %', 562, [8.0, 33.0, 42.0, 10.0, 0], 2.2),
  other('kakaopulver', 'Kakaopulver (stark entölt)', 310, [23.0, 11.0, 11.0, 33.0, 0.1], 1.6),
  other('backpulver', 'Weinstein-Backpulver', 96, [0.1, 24.0, 0, 0, 15.0], 1.5),
  other('frischhefe', 'Frischhefe', 84, [11.0, 4.0, 1.2, 6.6, 0.1], 0.9),
  other('maisstaerke', 'Maisstärke', 349, [0.4, 86.0, 0.1, 1.0, 0], 0.45),
  other('puddingpulver', 'Vanillepuddingpulver (ohne Farbstoff)', 349, [0.3, 86.0, 0.1, 1.0, 0.5], 1.3),
  other('agar-agar', 'Agar-Agar', 170, [2.0, 1.0, 0.2, 78.0, 1.0], 6.0),
  other('tofu', 'Tofu natur', 124, [13.0, 1.5, 7.0, 1.5, 0], 1.2, { allergens: SOY }),
  other('raeuchertofu', 'Räuchertofu', 156, [16.0, 2.0, 9.0, 1.5, 0.8], 1.5, { allergens: SOY }),
  other('tempeh', 'Tempeh', 202, [19.0, 7.0, 10.0, 4.0, 0], 2.0, { allergens: SOY }),
  other('sojagranulat', 'Sojagranulat (getrocknet)', 325, [50.0, 15.0, 1.5, 18.5, 0], 1.3, {
    allergens: SOY,
  }),
  other('sojadrink', 'Sojadrink ungesüßt', 37, [3.7, 0.6, 2.1, 0.6, 0.1], 0.22, {
    unit: 'ml',
    grams: 100,
    allergens: SOY,
  }),
  other('haferdrink', 'Haferdrink', 45, [0.8, 6.7, 1.5, 0.8, 0.1], 0.22, {
    unit: 'ml',
    grams: 101,
    allergens: GLUTEN,
  }),
  other('gemuesebruehe', 'Gemüsebrühe (Pulver, hefefrei)', 173, [6.0, 25.0, 5.0, 2.0, 50.0], 1.6, {
    allergens: CELERY,
  }),
  /**
   * Stock the kitchen cooks from Suppengrün (with celery) without salt: a soup with 2 l of it holds a tenth
   * of the salt the same soup with 25 g of stock powder holds (docs/domain-rules.md, "Salt in soups").
   */
  other(
    'gemuesebruehe-selbst',
    'Gemüsebrühe selbst gekocht (ungesalzen)',
    6,
    [0.3, 1.0, 0.1, 0, 0.05],
    0.08,
    {
      unit: 'ml',
      grams: 100,
      allergens: CELERY,
    },
  ),
  other('senf', 'Senf mittelscharf', 93, [6.0, 5.0, 5.0, 2.0, 3.0], 0.6, { allergens: ['20'] }),
  other('sojasauce', 'Sojasauce (Shoyu)', 65, [10.0, 5.6, 0.1, 0.8, 14.5], 1.0, {
    unit: 'ml',
    grams: 110,
    allergens: [...SOY, ...GLUTEN],
  }),
  other('apfelessig', 'Apfelessig', 20, [0.1, 0.6, 0, 0, 0], 0.3, { unit: 'ml', grams: 101 }),
  other('balsamico', 'Aceto Balsamico', 85, [0.5, 17.0, 0, 0, 0], 0.9, {
    unit: 'ml',
    grams: 106,
    allergens: ['7'],
  }),
  other('tomatenketchup', 'Tomatenketchup', 106, [1.5, 24.0, 0.2, 1.0, 2.5], 0.55),
];
