/**
 * For pages with autosaved documents: writes unsaved edits when the route changes or the page goes
 * away (flush), asks the browser to warn before unloading while edits are unsaved, and has the
 * SaveStatusBar show the saving state.
 */
import { useContext, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAppDispatch, useAppSelector } from '../hooks';
import { AutosavePages } from './autosavePages';
import { flushRequested, selectHasUnsaved } from './autosaveSlice';

export function useAutosaveGuard() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const unsaved = useAppSelector(selectHasUnsaved);
  const registerPage = useContext(AutosavePages);

  useEffect(registerPage, [registerPage]);

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
