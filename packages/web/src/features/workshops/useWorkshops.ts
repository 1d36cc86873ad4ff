/** The workshop list from the store, requested once when a widget first needs it. */
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectWorkshops, workshopsRequested } from './workshopsSlice';

export function useWorkshops() {
  const dispatch = useAppDispatch();
  const workshops = useAppSelector(selectWorkshops);
  useEffect(() => {
    if (workshops.status === 'idle') dispatch(workshopsRequested());
  }, [workshops.status, dispatch]);
  return { ...workshops, retry: () => dispatch(workshopsRequested()) };
}
