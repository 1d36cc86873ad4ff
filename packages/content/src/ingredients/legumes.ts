/**
 * Pulses, dry and canned (food group Hülsenfrüchte, `isLegume`): one serving a week is a DGE minimum.
 * Dry weights are uncooked; canned weights drained. Soy products (Tofu, Tempeh) are in other.ts.
 */
import type { Ingredient } from '@speiseplaner/shared';
import { ingredientGroup, SOY } from './defineIngredient';

const legume = ingredientGroup('legumes', { flags: ['isLegume'] });

export const LEGUMES: readonly Ingredient[] = [
  legume('rote-linsen', 'Rote Linsen (getrocknet)', 325, [24.0, 48.0, 1.5, 11.0, 0], 0.4),
  legume('berglinsen', 'Berglinsen (getrocknet)', 322, [24.0, 45.0, 1.5, 15.0, 0], 0.45),
  legume('belugalinsen', 'Belugalinsen (getrocknet)', 322, [25.0, 44.0, 1.5, 15.0, 0], 0.65),
  legume('gelbe-erbsen', 'Gelbe Schälerbsen (getrocknet)', 335, [23.0, 51.0, 1.4, 13.0, 0], 0.3),
  legume('kichererbsen', 'Kichererbsen (getrocknet)', 340, [19.0, 44.0, 6.0, 17.0, 0], 0.4),
  legume('weisse-bohnen', 'Weiße Bohnen (getrocknet)', 304, [21.0, 40.0, 1.6, 23.0, 0], 0.4),
  legume('kidneybohnen', 'Kidneybohnen (getrocknet)', 304, [22.0, 40.0, 1.1, 23.0, 0], 0.45),
  legume('schwarze-bohnen', 'Schwarze Bohnen (getrocknet)', 309, [21.6, 42.0, 1.4, 21.0, 0], 0.55),
  legume('kichererbsen-dose', 'Kichererbsen (Dose, abgetropft)', 123, [7.0, 15.0, 2.5, 6.5, 0.5], 0.35),
  legume('kidneybohnen-dose', 'Kidneybohnen (Dose, abgetropft)', 99, [7.5, 12.5, 0.5, 7.0, 0.5], 0.3),
  legume('weisse-bohnen-dose', 'Weiße Bohnen (Dose, abgetropft)', 92, [6.7, 11.5, 0.5, 7.0, 0.5], 0.3),
  legume('linsen-dose', 'Linsen (Dose, abgetropft)', 91, [7.0, 12.0, 0.5, 5.0, 0.4], 0.35),
  legume('edamame-tk', 'Edamame TK (geschält)', 123, [11.5, 4.0, 5.5, 5.5, 0], 0.9, { allergens: SOY }),
  legume('dicke-bohnen-tk', 'Dicke Bohnen TK', 77, [7.0, 8.0, 0.5, 6.0, 0], 0.5),
  legume('kichererbsenmehl', 'Kichererbsenmehl', 362, [22.0, 50.0, 6.0, 11.0, 0], 0.6),
  legume('lupinenmehl', 'Süßlupinenmehl', 325, [40.0, 9.0, 6.0, 35.0, 0], 0.9, { allergens: ['23'] }),
];
