/**
 * False while React hydrates prerendered HTML (and on the server), true otherwise. What only the browser
 * knows (sign-in, consent, view mode, today) must render as the prerender did until hydration is done, or
 * React reports a mismatch; with this hook a component renders the server's version first and switches
 * right after. A page rendered without prerendered HTML (createRoot) gets true from its first render.
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  // React uses the third function exactly while hydrating or rendering on the server.
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
