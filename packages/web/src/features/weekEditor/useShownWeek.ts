/** The week of the address (`?woche=2026-W48`) for Speiseplan and Masterplan, or this week when it names none that exists. */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { UnknownAction } from '@reduxjs/toolkit';
import { isoWeekId } from '@speiseplaner/shared';
import { useAppDispatch } from '../../platform/hooks';
import { useAutosaveGuard } from '../../platform/autosave/useAutosaveGuard';
import { weekOfAddress } from './weekOfAddress';

function useWeekParam(): [string, (weekId: string) => void] {
  const [params, setParams] = useSearchParams();
  // This week as of opening the page (a page left open past Sunday keeps its week).
  const [thisWeek] = useState(() => isoWeekId(Date.now()));
  const weekId = weekOfAddress(params.get('woche'), thisWeek);
  return [weekId, (next) => setParams({ woche: next })];
}

/**
 * A week page's shown week: the week of the address, announced with `selected` whenever it changes (the
 * saga loads it); unsaved edits are written when the page is left.
 */
export function useShownWeek(
  selected: (weekId: string) => UnknownAction,
): [string, (weekId: string) => void] {
  const dispatch = useAppDispatch();
  const [weekId, setWeekId] = useWeekParam();
  useAutosaveGuard();
  useEffect(() => {
    dispatch(selected(weekId));
  }, [dispatch, selected, weekId]);
  return [weekId, setWeekId];
}
