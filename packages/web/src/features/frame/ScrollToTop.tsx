/**
 * A new page starts at the top; going back or forward leaves the scroll position to the browser, which
 * restores it (history.scrollRestoration 'auto').
 */
import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

export default function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
  return null;
}
