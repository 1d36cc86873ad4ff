/** The German words for a document's saving state (shown beside the document). */
import type { DocSaveState } from './autosaveSlice';

/** `secondsLeft`: until the next attempt, while a retry waits. */
export function saveStatusText(doc: DocSaveState | undefined, secondsLeft = 0): string {
  if (!doc) return 'Gespeichert';
  switch (doc.status) {
    case 'pending':
    case 'saving':
      return 'Speichert …';
    case 'saved':
      return 'Gespeichert';
    case 'conflict':
      return 'Neuere Version vorhanden';
    case 'retrying':
      return `Nicht gespeichert – neuer Versuch in ${secondsLeft} s`;
  }
}

/** Seconds from `now` until the document's next attempt. */
export const secondsUntilRetry = (doc: DocSaveState | undefined, now: number) =>
  Math.max(0, Math.ceil(((doc?.retryAt ?? now) - now) / 1000));
