/**
 * Since when the data on screen is the offline store's copy (docs/architecture.md, "Offline data"): the
 * sagas note the store's `@keptAt` when they show a kept answer or week, and forget it once the backend
 * answers again. The offline hint (OfflineBanner) reads it: „Gespeicherte Daten von 28.11.2026, 22:30 Uhr“.
 * A tiny external store instead of a slice: nothing but the hint reads it, and it must not reach the
 * first load's bundle for visitors (this file imports only React).
 */
import { useSyncExternalStore } from 'react';

let shownFrom: number | null = null;
const listeners = new Set<() => void>();

function set(value: number | null) {
  if (shownFrom === value) return;
  shownFrom = value;
  for (const listener of listeners) listener();
}

/** Data the current store kept at `keptAt` (epoch ms) is on screen. */
export function noteShownFrom(keptAt: number): void {
  set(keptAt);
}

/** The backend answered (or the account changed): what shows is no longer the kept copy. */
export function forgetShownFrom(): void {
  set(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The time of the kept data on screen, or null while it is the backend's. */
export function useShownFrom(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => shownFrom,
    () => null,
  );
}
