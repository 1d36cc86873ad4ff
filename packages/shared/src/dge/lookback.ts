/**
 * The DGE's 20-day check looks back over 4 weeks: the week in question and the 3 before it. Every place
 * that loads, checks or shows "the last 4 weeks" takes the weeks from here.
 */
import { addWeeks } from '../calendar/weeks';

/** Weeks the 20-day check covers, the week in question included. */
export const DGE_LOOKBACK_WEEKS = 4;

/** The ids of the 4 weeks that end with `weekId`, oldest first (`weekId` last). */
export function lookbackWeekIds(weekId: string): string[] {
  return Array.from({ length: DGE_LOOKBACK_WEEKS }, (_, i) => addWeeks(weekId, i + 1 - DGE_LOOKBACK_WEEKS));
}
