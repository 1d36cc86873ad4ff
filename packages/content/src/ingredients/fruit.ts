/**
 * Fruit, fresh, frozen, canned and dried (food group Obst). `net` is the edible share (peel, core,
 * stones). Organic dried fruit is unsulphured; the one conventional sulphured entry shows the '7' mark.
 */
import type { Ingredient } from '@speiseplaner/shared';
import { ingredientGroup } from './defineIngredient';

const fruit = ingredientGroup('fruit');

export const FRUIT: readonly Ingredient[] = [
  fruit('aepfel', 'Äpfel', 53, [0.3, 11.4, 0.2, 2.0, 0], 0.28, { net: 90 }),
  fruit('birnen', 'Birnen', 57, [0.5, 12.4, 0.3, 3.3, 0], 0.35, { net: 90 }),
  fruit('bananen', 'Bananen', 91, [1.2, 20.0, 0.2, 2.0, 0], 0.3, { net: 68 }),
  fruit('orangen', 'Orangen', 44, [1.0, 8.3, 0.2, 2.2, 0], 0.3, { net: 72 }),
  fruit('mandarinen', 'Mandarinen', 49, [0.7, 10.1, 0.3, 1.7, 0], 0.38, { net: 75 }),
  fruit('clementinen', 'Clementinen', 46, [0.7, 9.5, 0.2, 1.7, 0], 0.38, { net: 75 }),
  fruit('zitronen', 'Zitronen', 35, [0.7, 3.2, 0.6, 1.3, 0], 0.45, { net: 65 }),
  fruit('zitronensaft', 'Zitronensaft (Direktsaft)', 24, [0.4, 2.4, 0.1, 0, 0], 0.45, {
    unit: 'ml',
    grams: 103,
  }),
  fruit('kiwis', 'Kiwis', 54, [1.0, 10.0, 0.6, 2.1, 0], 0.45, { net: 85 }),
  fruit('erdbeeren', 'Erdbeeren', 33, [0.8, 5.5, 0.4, 1.6, 0], 0.8, { net: 95 }),
  fruit('erdbeeren-tk', 'Erdbeeren TK', 33, [0.8, 5.5, 0.4, 1.6, 0], 0.55),
  fruit('himbeeren', 'Himbeeren', 36, [1.3, 4.8, 0.3, 4.7, 0], 1.8),
  fruit('heidelbeeren', 'Heidelbeeren', 45, [0.6, 7.4, 0.6, 4.9, 0], 1.6),
  fruit('beeren-tk', 'Beerenmischung TK', 41, [0.9, 6.5, 0.4, 4.0, 0], 0.7),
  fruit('johannisbeeren', 'Rote Johannisbeeren', 42, [1.1, 7.3, 0.2, 3.5, 0], 1.2, { net: 95 }),
  fruit('kirschen', 'Süßkirschen', 62, [0.9, 13.3, 0.3, 1.3, 0], 0.9, { net: 88 }),
  fruit('sauerkirschen-glas', 'Sauerkirschen (Glas, abgetropft)', 67, [0.7, 15.0, 0.3, 1.0, 0], 0.45),
  fruit('pflaumen', 'Pflaumen', 48, [0.6, 10.2, 0.2, 1.6, 0], 0.45, { net: 92 }),
  fruit('aprikosen', 'Aprikosen', 42, [0.9, 8.5, 0.1, 1.5, 0], 0.7, { net: 92 }),
  fruit('pfirsiche', 'Pfirsiche', 43, [0.8, 8.9, 0.1, 1.9, 0], 0.55, { net: 90 }),
  fruit('nektarinen', 'Nektarinen', 47, [0.9, 9.8, 0.1, 1.7, 0], 0.55, { net: 92 }),
  fruit('weintrauben', 'Weintrauben (kernlos)', 71, [0.7, 15.6, 0.3, 1.5, 0], 0.6, { net: 95 }),
  fruit('wassermelone', 'Wassermelone', 38, [0.6, 8.3, 0.2, 0.2, 0], 0.25, { net: 55 }),
  fruit('honigmelone', 'Honigmelone', 55, [0.9, 12.4, 0.1, 0.7, 0], 0.35, { net: 60 }),
  fruit('mango', 'Mango', 62, [0.6, 12.8, 0.5, 1.7, 0], 0.75, { net: 70 }),
  fruit('ananas', 'Ananas', 56, [0.5, 12.4, 0.2, 1.3, 0], 0.45, { net: 55 }),
  fruit('rhabarber', 'Rhabarber', 16, [0.6, 1.4, 0.1, 3.2, 0], 0.55, { net: 80 }),
  fruit('avocado', 'Avocado', 160, [1.9, 0.4, 15.3, 6.3, 0], 1.0, { net: 70 }),
  fruit('apfelmark', 'Apfelmark (ungesüßt)', 54, [0.3, 12.0, 0.1, 1.8, 0], 0.3),
  fruit('rosinen', 'Rosinen (ungeschwefelt)', 298, [2.5, 68.0, 0.6, 5.2, 0.1], 0.75),
  fruit('aprikosen-getrocknet', 'Aprikosen getrocknet (ungeschwefelt)', 260, [3.5, 52.0, 0.5, 17.0, 0], 1.2),
  fruit(
    'aprikosen-geschwefelt',
    'Aprikosen getrocknet, geschwefelt (konventionell)',
    260,
    [3.5, 52.0, 0.5, 17.0, 0],
    0.75,
    {
      organic: false,
      allergens: ['7'],
    },
  ),
  fruit('datteln', 'Datteln (getrocknet, entsteint)', 288, [2.0, 65.0, 0.5, 8.0, 0], 1.1),
];
