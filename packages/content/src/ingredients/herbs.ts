/**
 * Fresh herbs and dried spices (food group Kräuter und Gewürze). Used by the gram, so their prices per
 * 100 g look high while a portion costs a cent. Salt is not an agricultural product and cannot be organic.
 */
import type { Ingredient } from '@speiseplaner/shared';
import { CELERY, ingredientGroup, MUSTARD } from './defineIngredient';

const herb = ingredientGroup('herbs');

export const HERBS: readonly Ingredient[] = [
  herb('petersilie', 'Petersilie (frisch)', 55, [4.4, 7.4, 0.4, 4.3, 0.1], 2.0, { net: 85 }),
  herb('schnittlauch', 'Schnittlauch (frisch)', 35, [3.6, 1.6, 0.7, 6.0, 0], 2.5, { net: 95 }),
  herb('dill', 'Dill (frisch)', 47, [3.7, 5.5, 0.8, 2.1, 0.1], 2.8, { net: 85 }),
  herb('basilikum', 'Basilikum (frisch)', 41, [3.2, 5.1, 0.6, 1.6, 0], 3.0, { net: 80 }),
  herb('minze', 'Minze (frisch)', 55, [3.8, 6.0, 0.7, 6.8, 0], 3.5, { net: 80 }),
  herb('kresse', 'Gartenkresse', 37, [4.2, 2.5, 0.7, 3.5, 0], 4.0, { net: 90 }),
  herb('baerlauch', 'Bärlauch (frisch)', 30, [2.0, 3.2, 0.5, 2.5, 0], 3.5, { net: 90 }),
  herb('ingwer', 'Ingwer (frisch)', 81, [1.8, 16.0, 0.8, 2.0, 0], 0.9, { net: 80 }),
  herb('salz', 'Speisesalz jodiert', 0, [0, 0, 0, 0, 99.0], 0.05, {
    organic: false,
    flags: ['notAgricultural'],
  }),
  herb('pfeffer', 'Pfeffer schwarz gemahlen', 280, [11.0, 39.0, 3.3, 25.0, 0], 4.0),
  herb('paprikapulver', 'Paprikapulver edelsüß', 330, [14.0, 36.0, 10.0, 21.0, 0.1], 2.5),
  herb('currypulver', 'Currypulver (mild)', 340, [12.7, 25.0, 14.0, 33.0, 0.1], 3.0, {
    allergens: [...CELERY, ...MUSTARD],
  }),
  herb('kurkuma', 'Kurkuma gemahlen', 300, [9.7, 44.0, 3.2, 22.0, 0], 3.0),
  herb('kreuzkuemmel', 'Kreuzkümmel gemahlen', 414, [17.8, 33.7, 21.0, 10.5, 0.2], 3.2),
  herb('koriander', 'Koriander gemahlen', 340, [12.4, 13.0, 17.8, 42.0, 0.1], 2.8),
  herb('kuemmel', 'Kümmel ganz', 340, [20.0, 12.0, 14.6, 38.0, 0], 2.0),
  herb('zimt', 'Zimt gemahlen', 241, [4.0, 27.0, 1.2, 53.0, 0], 2.2),
  herb('muskat', 'Muskatnuss gemahlen', 505, [5.8, 28.5, 36.0, 21.0, 0], 6.0),
  herb('oregano', 'Oregano getrocknet', 268, [9.0, 27.0, 4.3, 42.5, 0], 3.0),
  herb('thymian', 'Thymian getrocknet', 282, [9.0, 27.0, 7.4, 37.0, 0.1], 3.0),
  herb('majoran', 'Majoran getrocknet', 272, [12.7, 20.0, 7.0, 40.0, 0.2], 3.0),
  herb('rosmarin', 'Rosmarin getrocknet', 326, [5.0, 21.5, 15.0, 42.6, 0.1], 3.0),
  herb('lorbeer', 'Lorbeerblätter', 345, [7.6, 48.7, 8.4, 26.3, 0.1], 4.0),
  herb('italienische-kraeuter', 'Italienische Kräuter getrocknet', 275, [10.0, 26.0, 5.5, 40.0, 0.1], 3.2),
  herb('vanille', 'Vanille gemahlen (Bourbon)', 250, [3.0, 12.0, 12.0, 38.0, 0], 30.0),
];
