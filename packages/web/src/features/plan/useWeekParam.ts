/** The week of the address (`?woche=2026-W48`) for Speiseplan and Masterplan, or this week when it names none that exists. */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { isoWeekId, isWeekId } from '@speiseplaner/shared';

export function useWeekParam(): [string, (weekId: string) => void] {
  const [params, setParams] = useSearchParams();
  // This week as of opening the page (a page left open past Sunday keeps its week).
  const [thisWeek] = useState(() => isoWeekId(Date.now()));
  const asked = params.get('woche') ?? '';
  // A malformed week, or one like 2027-W53 that the year does not have: stay on this week.
  const weekId = isWeekId(asked) ? asked : thisWeek;
  return [weekId, (next) => setParams({ woche: next })];
}
