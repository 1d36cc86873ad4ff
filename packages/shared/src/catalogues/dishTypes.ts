/** Dish types of recipes: the usual five plus salad and dessert (ours), which the DGE check needs to see. */
import { labelLookup } from './lookup';

export const DISH_TYPE_IDS = ['nudel', 'component', 'pan', 'soup', 'sweet', 'salad', 'dessert'] as const;
export type DishTypeId = (typeof DISH_TYPE_IDS)[number];

export const DISH_TYPES: readonly { id: DishTypeId; label: string }[] = [
  { id: 'nudel', label: 'Nudelteller' },
  { id: 'component', label: 'Komponententeller' },
  { id: 'pan', label: 'Pfannen-/Ofengericht' },
  { id: 'soup', label: 'Suppe/Eintopf' },
  { id: 'sweet', label: 'Süßspeise' },
  { id: 'salad', label: 'Salat/Rohkost' },
  { id: 'dessert', label: 'Dessert' },
];

/** German label of a dish type id ("Süßspeise" for sweet). */
export const dishTypeLabel = labelLookup(DISH_TYPES);
