/**
 * The workshop list from the store, requested once when a widget first needs it. Until the backend's list
 * is there, and while a prerendered page hydrates, the calendar of the build (packages/content): the
 * prerender showed it, and a visitor sees dates at once rather than a spinner.
 */
import { useEffect } from 'react';
import { WORKSHOPS } from '@speiseplaner/content';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import { useHydrated } from '../../platform/useHydrated';
import { selectWorkshops, workshopsRequested } from './workshopsSlice';

export function useWorkshops() {
  const dispatch = useAppDispatch();
  const workshops = useAppSelector(selectWorkshops);
  const hydrated = useHydrated();
  useEffect(() => {
    if (workshops.status === 'idle') dispatch(workshopsRequested());
  }, [workshops.status, dispatch]);
  const retry = () => dispatch(workshopsRequested());
  const arrived = hydrated && (workshops.status === 'loaded' || workshops.status === 'failed');
  return arrived
    ? { ...workshops, fromBuild: false, retry }
    : { ...workshops, status: 'loaded' as const, items: WORKSHOPS as unknown[], fromBuild: true, retry };
}
