/** Which masterplan weeks the overview, the chart, the trend and the Speiseplan's adopt dialog count. */
import { compareWeekIds, type MasterplanWeek } from '@speiseplaner/shared';
import type { WeekSlot } from '../plan/weekSlots';

/**
 * Loaded weeks by id that are stored or already planned; a week created on selection and still empty
 * is not part of the masterplan yet (its 0 would pull the trend down).
 */
export function plannedWeeks(weeks: Readonly<Record<string, WeekSlot>>): MasterplanWeek[] {
  return Object.values(weeks)
    .filter((w): w is MasterplanWeek => typeof w === 'object')
    .filter((w) => w.version > 0 || w.days.some((d) => d.recipes.length > 0))
    .sort((a, b) => compareWeekIds(a.id, b.id));
}
