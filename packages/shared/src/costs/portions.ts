/** Portion factors and headcounts: how many Kindergarten portions a recipe must yield. */
import { AGE_GROUP_IDS, DEFAULT_PORTION_FACTORS, type AgeGroupId } from '../catalogues/ageGroups';
import { DomainError } from '../errors';
import type { Headcounts, PortionFactors } from '../schemas/common';
import { checkHeadcounts, checkPortionFactors } from '../schemas/guards';
import type { PlanDay } from '../schemas/plan';

/** Portion factor of an age group for a recipe: its own entry, else the default factor (kita 0.8 … adult 1.6). */
export function portionFactor(recipe: { headPortionFactors: PortionFactors }, group: AgeGroupId): number {
  if (!Object.prototype.hasOwnProperty.call(DEFAULT_PORTION_FACTORS, group)) {
    throw new DomainError('invalid-argument', `Unbekannte Altersgruppe: ${String(group)}.`);
  }
  return checkPortionFactors(recipe.headPortionFactors)[group] ?? DEFAULT_PORTION_FACTORS[group];
}

/** Kindergarten-equivalent portions for these heads: Σ heads × portion factor. */
export function kigaPortions(recipe: { headPortionFactors: PortionFactors }, heads: Headcounts): number {
  const h = checkHeadcounts(heads);
  const factors = checkPortionFactors(recipe.headPortionFactors);
  let sum = 0;
  for (const group of AGE_GROUP_IDS) {
    const n = h[group];
    if (n) sum += n * (factors[group] ?? DEFAULT_PORTION_FACTORS[group]);
  }
  return sum;
}

/** Total heads of all age groups. */
export function totalHeads(heads: Headcounts): number {
  const h = checkHeadcounts(heads);
  return AGE_GROUP_IDS.reduce((sum, g) => sum + (h[g] ?? 0), 0);
}

/** Heads of a plan day: its own when set (they replace the defaults), else the default heads. */
export function dayHeads(day: Pick<PlanDay, 'heads'>, defaultHeads: Headcounts): Headcounts {
  return checkHeadcounts(day.heads ?? defaultHeads);
}
