/** Food groups (for shopping list grouping and the DGE check) and the three food group levels. */
import { labelLookup } from './lookup';

export const FOOD_GROUP_IDS = [
  'drinks',
  'vegetables',
  'fruit',
  'grains',
  'potatoes',
  'herbs',
  'legumes',
  'dairy',
  'meat',
  'fish',
  'eggs',
  'nuts',
  'other',
] as const;
export type FoodGroupId = (typeof FOOD_GROUP_IDS)[number];

/** In this order the shopping list shows its groups. */
export const FOOD_GROUPS: readonly { id: FoodGroupId; label: string }[] = [
  { id: 'drinks', label: 'Getränke' },
  { id: 'vegetables', label: 'Gemüse' },
  { id: 'fruit', label: 'Obst' },
  { id: 'grains', label: 'Getreide und Getreideprodukte' },
  { id: 'potatoes', label: 'Kartoffeln' },
  { id: 'herbs', label: 'Kräuter und Gewürze' },
  { id: 'legumes', label: 'Hülsenfrüchte' },
  { id: 'dairy', label: 'Milch und Milchprodukte' },
  { id: 'meat', label: 'Fleisch und Wurst' },
  { id: 'fish', label: 'Fisch' },
  { id: 'eggs', label: 'Eier' },
  { id: 'nuts', label: 'Nüsse und Samen' },
  { id: 'other', label: 'Sonstige' },
];

export const FOOD_GROUP_LEVEL_IDS = ['low', 'medium', 'high'] as const;
export type FoodGroupLevelId = (typeof FOOD_GROUP_LEVEL_IDS)[number];

export const FOOD_GROUP_LEVELS: readonly { id: FoodGroupLevelId; label: string }[] = [
  { id: 'low', label: 'gering' },
  { id: 'medium', label: 'mittel' },
  { id: 'high', label: 'hoch' },
];

/** German label of a food group id ("Gemüse" for vegetables). */
export const foodGroupLabel = labelLookup(FOOD_GROUPS);

/** German label of a food group level ("gering" for low). */
export const foodGroupLevelLabel = labelLookup(FOOD_GROUP_LEVELS);
