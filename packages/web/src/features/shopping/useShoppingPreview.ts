/**
 * What a new list for a date range and headcounts would hold, computed by the domain core
 * (`buildShoppingList`) from the catalogue, the recipes and the plan weeks of the range, which it loads.
 */
import { useCallback, useEffect, useMemo } from 'react';
import {
  assertShoppingListInPlanningWindow,
  buildShoppingList,
  isDateString,
  today,
  weekIdsBetween,
  type Headcounts,
  type PlannerData,
  type PlanWeek,
  type ShoppingListResult,
} from '@speiseplaner/shared';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import { messageOf } from '../../platform/errorMessage';
import { usePlannerData } from '../recipes/plannerData';
import { planWeeksNeeded, selectShopping } from './shoppingSlice';

export type ShoppingPreview =
  | { state: 'invalid'; message: string }
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; data: PlannerData; weeks: PlanWeek[]; result: ShoppingListResult };

export interface ShoppingRequest {
  startDate: string;
  endDate: string;
  heads: Headcounts;
}

const NO_WEEKS: string[] = [];

/** Checks the range with the core (an empty plan); the German message when it is not usable. */
function rangeProblem(data: PlannerData, { startDate, endDate, heads }: ShoppingRequest): string | undefined {
  if (!isDateString(startDate) || !isDateString(endDate))
    return 'Bitte ein gültiges Start- und Enddatum angeben.';
  try {
    // The backend's rule (shoppingLists/new): the dates lie in the weeks' planning window.
    assertShoppingListInPlanningWindow({ startDate, endDate }, today());
    buildShoppingList(data, { weeks: [], startDate, endDate, heads });
    return undefined;
  } catch (error) {
    return messageOf(error);
  }
}

export function useShoppingPreview(request: ShoppingRequest): {
  preview: ShoppingPreview;
  retry: () => void;
} {
  const dispatch = useAppDispatch();
  const { data, error: dataError } = usePlannerData('kitchen');
  const planRange = useAppSelector(selectShopping).planRange;
  const planWeeks = useAppSelector((state) => state.plan.weeks);

  const { startDate, endDate, heads } = request;
  const problem = useMemo(
    () => (data ? rangeProblem(data, { startDate, endDate, heads }) : undefined),
    [data, startDate, endDate, heads],
  );
  const weekIds = useMemo(
    () => (data && !problem ? weekIdsBetween(startDate, endDate) : NO_WEEKS),
    [data, problem, startDate, endDate],
  );
  const from = weekIds[0];
  const to = weekIds[weekIds.length - 1];
  const retry = useCallback(() => {
    if (from && to) dispatch(planWeeksNeeded({ from, to }));
  }, [dispatch, from, to]);
  // Loads the weeks whenever the range covers other weeks.
  useEffect(retry, [retry]);

  const rangeLoaded = planRange?.from === from && planRange?.to === to ? planRange : undefined;
  const loadedStatus = rangeLoaded?.status;
  const rangeError = rangeLoaded?.error;
  const weeks = useMemo(
    () =>
      loadedStatus === 'loaded'
        ? weekIds.flatMap((id) => {
            const slot = planWeeks[id];
            return typeof slot === 'object' ? [slot] : [];
          })
        : [],
    [loadedStatus, planWeeks, weekIds],
  );
  const preview = useMemo((): ShoppingPreview => {
    if (dataError) return { state: 'failed', message: dataError };
    if (!data) return { state: 'loading' };
    if (problem) return { state: 'invalid', message: problem };
    if (loadedStatus === 'failed') return { state: 'failed', message: rangeError ?? '' };
    if (loadedStatus !== 'loaded') return { state: 'loading' };
    try {
      return {
        state: 'ready',
        data,
        weeks,
        result: buildShoppingList(data, { weeks, startDate, endDate, heads }),
      };
    } catch (error) {
      return { state: 'failed', message: messageOf(error) };
    }
  }, [dataError, data, problem, loadedStatus, rangeError, weeks, startDate, endDate, heads]);
  return { preview, retry };
}
