/**
 * Adopting a masterplan week into the kitchen's Speiseplan, as a question and its answer between the two
 * week editors (docs/architecture.md, "The week editor"): the Masterplan's adopt dialog asks with
 * `weekAdoptRequested`, the plan saga loads or creates the kitchen's week and answers with
 * `weekAdoptAnswered`: adopted, or "the week already holds dishes" (the dialog asks before it replaces
 * them and asks again with `replace`), or failed. Neither feature imports the other for it.
 */
import { createAction } from '@reduxjs/toolkit';
import type { PlanDay } from '@speiseplaner/shared';

/** The dishes of a week's days, all together. */
export const dishCount = (days: readonly PlanDay[]) => days.reduce((n, d) => n + d.recipes.length, 0);

export interface WeekAdoptRequest {
  /** The kitchen's week the days go into. */
  weekId: string;
  /** The masterplan week whose days come in. */
  source: { id: string; days: readonly PlanDay[] };
  /** True once the user chose to replace the dishes the week holds. */
  replace: boolean;
}

export type WeekAdoptAnswer = { weekId: string } & (
  | { outcome: 'adopted' }
  /** The week holds `dishes` dishes and `replace` was not set: nothing changed. */
  | { outcome: 'planned'; dishes: number }
  /** German message. */
  | { outcome: 'failed'; message: string }
);

export const weekAdoptRequested = createAction<WeekAdoptRequest>('weekEditor/adoptRequested');
export const weekAdoptAnswered = createAction<WeekAdoptAnswer>('weekEditor/adoptAnswered');
