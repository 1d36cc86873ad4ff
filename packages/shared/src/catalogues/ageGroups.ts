/** Age groups (head groups) with their German labels, default portion factors and lunch energy targets. */
import { labelLookup } from './lookup';

export const AGE_GROUP_IDS = ['kita', 'kiga', 'school', 'highschool', 'adult'] as const;
export type AgeGroupId = (typeof AGE_GROUP_IDS)[number];

export interface AgeGroup {
  id: AgeGroupId;
  label: string;
  /**
   * Portion size relative to one Kindergarten portion (ours, editable per recipe;
   * docs/domain-rules.md, "Energy per lunch and portion factors").
   */
  defaultPortionFactor: number;
}

export const AGE_GROUPS: readonly AgeGroup[] = [
  { id: 'kita', label: 'Krippe', defaultPortionFactor: 0.8 },
  { id: 'kiga', label: 'Kindergarten', defaultPortionFactor: 1.0 },
  { id: 'school', label: 'Grundschule', defaultPortionFactor: 1.3 },
  { id: 'highschool', label: 'Mittelstufe', defaultPortionFactor: 1.5 },
  { id: 'adult', label: 'Oberstufe und Erwachsene', defaultPortionFactor: 1.6 },
];

/** Default portion factors by age group, used where a recipe's headPortionFactors has no entry. */
export const DEFAULT_PORTION_FACTORS: Readonly<Record<AgeGroupId, number>> = {
  kita: 0.8,
  kiga: 1.0,
  school: 1.3,
  highschool: 1.5,
  adult: 1.6,
};

/** German label of an age group id ("Krippe" for kita); unknown ids come back unchanged. */
export const ageGroupLabel = labelLookup(AGE_GROUPS);
