/** Nutrient colour categories of the recipe nutrient chart (docs/domain-shapes.md, "Ids and catalogues"). */
import { labelLookup } from './lookup';

export const NUTRIENT_IDS = ['protein', 'carbs', 'fat', 'fiber', 'salt'] as const;
export type NutrientId = (typeof NUTRIENT_IDS)[number];

export const NUTRIENT_CATEGORIES: readonly { id: NutrientId; label: string; color: string }[] = [
  { id: 'protein', label: 'Eiweiß', color: '#c0504d' },
  { id: 'carbs', label: 'Kohlenhydrate', color: '#f2a33a' },
  { id: 'fat', label: 'Fett', color: '#e8d44d' },
  { id: 'fiber', label: 'Ballaststoffe', color: '#6a9e3f' },
  { id: 'salt', label: 'Salz', color: '#5b8bc9' },
];

/** German label of a nutrient id ("Eiweiß" for protein). */
export const nutrientLabel = labelLookup(NUTRIENT_CATEGORIES);
