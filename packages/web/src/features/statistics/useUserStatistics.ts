/**
 * Loads what the kitchen's own figures need (its plan weeks of the shown range, its shopping lists, the
 * catalogue and recipes) and computes them with the domain core. A part whose data is missing or refused
 * says so on its own; the rest still shows.
 */
import { useEffect, useMemo, useState } from 'react';
import {
  hasFeature,
  isoWeekId,
  monthOf,
  statisticsRange,
  STATISTICS_WEEKS,
  today,
  userStatistics,
  type PlanWeek,
  type User,
  type UserStatistics,
} from '@speiseplaner/shared';
import { messageOf } from '../../platform/errorMessage';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import { usePlannerData } from '../recipes/plannerData';
import { listsNeeded, selectListsNewestFirst, selectShopping } from '../shopping/shoppingSlice';
import { selectStatistics, weeksNeeded } from './statisticsSlice';

export type PartState =
  { status: 'off' } | { status: 'loading' } | { status: 'failed'; error: string } | { status: 'ready' };

export interface UserStatisticsView {
  stats?: UserStatistics;
  weekCount: number;
  /** The plan weeks (costs, recipes, DGE). */
  plan: PartState;
  /** The shopping lists (Bio share). */
  shopping: PartState;
  /** German message when the catalogue could not be loaded or the figures not computed. */
  error?: string;
}

export function useUserStatistics(user: User): UserStatisticsView {
  const dispatch = useAppDispatch();
  // The week and month as of opening the page.
  const [thisWeek] = useState(() => isoWeekId(Date.now()));
  const [thisMonth] = useState(() => monthOf(today()));
  // The 12 weeks shown and half a year ahead (weeks planned ahead count too).
  const range = useMemo(() => statisticsRange(thisWeek), [thisWeek]);
  const withPlan = hasFeature(user.features, 'plan');
  const withShopping = hasFeature(user.features, 'shopping');

  useEffect(() => {
    if (withPlan) dispatch(weeksNeeded(range));
    if (withShopping) dispatch(listsNeeded());
  }, [dispatch, range, withPlan, withShopping]);

  const { data, error: dataError } = usePlannerData('kitchen');
  const planWeeks = useAppSelector((state) => state.plan.weeks);
  const weeksLoad = useAppSelector(selectStatistics).weeks;
  const shopping = useAppSelector(selectShopping);
  const lists = useAppSelector(selectListsNewestFirst);

  const weeks = useMemo(
    () =>
      Object.values(planWeeks).filter(
        (w): w is PlanWeek => typeof w === 'object' && w.id >= range.from && w.id <= range.to,
      ),
    [range, planWeeks],
  );
  const computed = useMemo(() => {
    if (!data) return {};
    try {
      return { stats: userStatistics(data, thisWeek, weeks, lists, thisMonth, user.menuLine) };
    } catch (error) {
      return { error: messageOf(error) };
    }
  }, [data, thisWeek, weeks, lists, thisMonth, user.menuLine]);

  const plan: PartState = !withPlan
    ? { status: 'off' }
    : weeksLoad?.status === 'failed'
      ? { status: 'failed', error: weeksLoad.error ?? '' }
      : weeksLoad?.status === 'loaded'
        ? { status: 'ready' }
        : { status: 'loading' };
  const shoppingPart: PartState = !withShopping
    ? { status: 'off' }
    : shopping.lists.status === 'failed'
      ? { status: 'failed', error: shopping.lists.error ?? '' }
      : shopping.lists.status === 'loaded'
        ? { status: 'ready' }
        : { status: 'loading' };
  return {
    stats: computed.stats,
    weekCount: STATISTICS_WEEKS,
    plan,
    shopping: shoppingPart,
    error: dataError ?? computed.error,
  };
}
