/** The German words for a saving state: of one document, or of all of them (saveSummary.ts). */
import type { DocSaveState } from './autosaveSlice';

/** While a retry waits: the state, and the countdown after it (`retryCountdownText`). */
export const RETRY_TEXT = 'Nicht gespeichert – neuer Versuch';
export const retryCountdownText = (secondsLeft: number) => ` in ${secondsLeft} s`;

/** `secondsLeft`: until the next attempt, while a retry waits. */
export function saveStatusText(
  doc: Pick<DocSaveState, 'status' | 'message'> | undefined,
  secondsLeft = 0,
): string {
  if (!doc) return 'Gespeichert';
  switch (doc.status) {
    case 'pending':
    case 'saving':
      return 'Speichert …';
    case 'saved':
      return 'Gespeichert';
    case 'conflict':
      return 'Neuere Version vorhanden';
    case 'refused':
      return doc.message ?? 'Nicht gespeichert';
    case 'retrying':
      return `${RETRY_TEXT}${retryCountdownText(secondsLeft)}`;
  }
}

/** Seconds from `now` until the document's next attempt. */
export const secondsUntilRetry = (doc: DocSaveState | undefined, now: number) =>
  Math.max(0, Math.ceil(((doc?.retryAt ?? now) - now) / 1000));
