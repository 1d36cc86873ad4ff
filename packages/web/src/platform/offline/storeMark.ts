/**
 * How an answer put from the offline store is told from the backend's, and when the backend counts as
 * unreachable. Imports nothing: the auth saga, in every first load, uses it without the store.
 */
import type { Action } from '@reduxjs/toolkit';

/** The mark of an answer put from the store: it is shown, but never written back. */
const FROM_STORE = { fromOfflineStore: true } as const;

export function isFromStore(action: Action): boolean {
  const meta = (action as { meta?: unknown }).meta;
  return typeof meta === 'object' && meta !== null && 'fromOfflineStore' in meta;
}

export function fromStore<A extends object>(answer: A): A {
  return { ...answer, meta: FROM_STORE };
}

/** The backend could not be reached (offline, timeout): the store's copy is as good as it gets. */
export function isOfflineError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'unavailable' || code === 'deadline-exceeded';
}
