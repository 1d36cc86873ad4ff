/**
 * Errors no retry can turn into a success: the backend refused the write itself (the payload, the
 * caller's rights, the document). Retrying them would only send the same refusal every 30 s, so the
 * autosave stops and the cook decides (retry or discard, SaveRefusedNotice). Network failures,
 * timeouts, rate limits and server errors stay retried; a stale version is a conflict (retryDelay.ts).
 */
import { messageOf } from '../errorMessage';

export const NO_PERMISSION_MESSAGE =
  'Keine Berechtigung zum Speichern – bitte neu anmelden oder die Verwaltung fragen';
export const GONE_MESSAGE = 'Nicht gespeichert – das gibt es nicht mehr, es wurde an anderer Stelle gelöscht';
export const TOO_LARGE_MESSAGE =
  'Nicht gespeichert – zu groß zum Speichern (mehr als 1 MiB); bitte kürzen Sie lange Texte oder Listen';
export const invalidMessage = (reason: string) =>
  `Nicht gespeichert – die Änderung wurde abgelehnt: ${reason}`;

const codeOf = (error: unknown): unknown => (error as { code?: unknown } | null)?.code;

/** The German message of a final refusal, or undefined when the write may succeed on a retry. */
export function finalMessageOf(error: unknown): string | undefined {
  switch (codeOf(error)) {
    case 'permission-denied':
      return NO_PERMISSION_MESSAGE;
    case 'not-found':
      return GONE_MESSAGE;
    // The backend's answer to a document above Firestore's 1 MiB (functions lib/dispatch.ts).
    case 'out-of-range':
      return TOO_LARGE_MESSAGE;
    // The backend names the field in German (the shared schema's message).
    case 'invalid-argument':
      return invalidMessage(messageOf(error));
    default:
      return undefined;
  }
}
