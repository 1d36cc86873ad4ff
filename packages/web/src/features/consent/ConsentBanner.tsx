/**
 * The consent banner until the visitor decides about cookies and external media, and again when
 * 'Cookie-Einstellungen' in the footer opens it (ConsentPanel.tsx). The panel loads in its own chunk: a
 * returning visitor, who has chosen, never needs its code, and the frame's first load stays smaller.
 */
import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../platform/hooks';
import { useHydrated } from '../../platform/useHydrated';
import { selectConsentChoice, selectConsentSettingsOpen } from './consentSlice';

const ConsentPanel = lazy(() => import('./ConsentPanel'));

export default function ConsentBanner() {
  const choice = useAppSelector(selectConsentChoice);
  const reopened = useAppSelector(selectConsentSettingsOpen);
  // Prerendered pages show the banner (a first visit); a stored choice hides it once hydration is done.
  const hydrated = useHydrated();
  if (hydrated && choice && !reopened) return null;
  return (
    <Suspense fallback={null}>
      <ConsentPanel />
    </Suspense>
  );
}
