/**
 * Weeks created on demand (docs/product.md, "Weeks created on demand"): a missing week is created with
 * average 0 and five empty days.
 */
import { assertWeekId } from '../calendar/weeks';
import { MasterplanWeekSchema, PlanWeekSchema, type MasterplanWeek, type PlanWeek } from '../schemas/plan';

/** A new plan week: five empty days, average 0, version 0. */
export function emptyPlanWeek(weekId: string): PlanWeek {
  return PlanWeekSchema.parse({ id: assertWeekId(weekId) });
}

/** A new masterplan week: five empty days, average 0, version 0. */
export function emptyMasterplanWeek(weekId: string): MasterplanWeek {
  return MasterplanWeekSchema.parse({ id: assertWeekId(weekId) });
}
