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
/**
 * One element for every render: the banner renders again when hydration is done (useHydrated), urgently;
 * a new element would reach the Suspense boundary while the panel's chunk still loads, and React would
 * drop the prerendered banner and show it again once the chunk is there.
 */
const PANEL = (
  <Suspense fallback={null}>
    <ConsentPanel />
  </Suspense>
);

export default function ConsentBanner() {
  const choice = useAppSelector(selectConsentChoice);
  const reopened = useAppSelector(selectConsentSettingsOpen);
  // Prerendered pages show the banner (a first visit); a stored choice hides it once hydration is done.
  const hydrated = useHydrated();
  if (hydrated && choice && !reopened) return null;
  return PANEL;
}
