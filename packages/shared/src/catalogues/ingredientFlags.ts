/**
 * The yes/no marks of an ingredient (docs/domain-shapes.md, "Entities") with German labels, as the
 * Verwaltung's Zutatenkatalog offers them. `kind` says what reads them: 'food' marks feed the DGE check
 * (dge/facts.ts), the warnings (warnings/flags.ts) and the Bio share (bio/agricultural.ts), 'diet' marks
 * only the warnings.
 */
import { labelLookup } from './lookup';

export const INGREDIENT_FLAG_IDS = [
  'isCereal',
  'isWholeGrain',
  'isRice',
  'isNoodle',
  'isPotato',
  'isPotatoProduct',
  'isLegume',
  'isMeat',
  'isLeanMeat',
  'isFish',
  'isFattyFish',
  'isSweet',
  'isFatProduct',
  'notAgricultural',
  'isNotVegetarian',
  'isNotVegan',
  'notForInfants',
] as const;
export type IngredientFlagId = (typeof INGREDIENT_FLAG_IDS)[number];

export type IngredientFlagKind = 'food' | 'diet';

export interface IngredientFlag {
  id: IngredientFlagId;
  label: string;
  kind: IngredientFlagKind;
}

export const INGREDIENT_FLAGS: readonly IngredientFlag[] = [
  { id: 'isCereal', label: 'Getreide', kind: 'food' },
  { id: 'isWholeGrain', label: 'Vollkorn', kind: 'food' },
  { id: 'isRice', label: 'Reis', kind: 'food' },
  { id: 'isNoodle', label: 'Nudeln', kind: 'food' },
  { id: 'isPotato', label: 'Kartoffeln', kind: 'food' },
  { id: 'isPotatoProduct', label: 'Kartoffelprodukt (Kroketten, Pommes, Püree aus Pulver)', kind: 'food' },
  { id: 'isLegume', label: 'Hülsenfrüchte', kind: 'food' },
  { id: 'isMeat', label: 'Fleisch oder Wurst', kind: 'food' },
  { id: 'isLeanMeat', label: 'mageres Muskelfleisch', kind: 'food' },
  { id: 'isFish', label: 'Fisch', kind: 'food' },
  { id: 'isFattyFish', label: 'fettreicher Fisch', kind: 'food' },
  { id: 'isSweet', label: 'Süßes', kind: 'food' },
  {
    id: 'isFatProduct',
    label:
      'Fett oder Sahneprodukt (Butter, Sahne, Kokosmilch): kein Milchprodukt und keine Nuss im DGE-Check',
    kind: 'food',
  },
  {
    id: 'notAgricultural',
    label: 'keine Agrarzutat (Salz, Wasser): zählt nicht zum Bio-Anteil',
    kind: 'food',
  },
  { id: 'isNotVegetarian', label: 'nicht vegetarisch', kind: 'diet' },
  { id: 'isNotVegan', label: 'nicht vegan', kind: 'diet' },
  { id: 'notForInfants', label: 'nicht für Krippenkinder', kind: 'diet' },
];

/** German label of an ingredient mark ("Vollkorn" for isWholeGrain). */
export const ingredientFlagLabel = labelLookup(INGREDIENT_FLAGS);
