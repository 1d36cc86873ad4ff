/**
 * For pages with autosaved documents: writes unsaved edits when the route changes or the page goes
 * away (flush), and asks the browser to warn before unloading while edits are unsaved.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../hooks';
import { flushRequested, selectHasUnsaved } from './autosaveSlice';

export function useAutosaveGuard() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const unsaved = useAppSelector(selectHasUnsaved);

  // Runs its cleanup when the path changes and when the page unmounts: both are route changes.
  useEffect(() => () => void dispatch(flushRequested()), [dispatch, pathname]);

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}
