/**
 * Structured logs of the callables (Cloud Logging): one line per failed action, none for successful ones.
 * A line names the action, the caller as a hash of the uid (never the uid or an e-mail address), the
 * error code and the duration. Refusals (a stale save, a missing feature, a bad payload) are warnings;
 * unexpected failures (`internal`) are errors and carry the cause, with the uid and e-mail replaced.
 */
import { logger } from 'firebase-functions/logger';
import type { HttpsError } from 'firebase-functions/v2/https';
import { uidHashOf } from './emailId';

export interface FailedAction {
  /** The requested action type; undefined when the request had none. */
  type: string | undefined;
  /** The caller; null when signed out. */
  caller: { uid: string; email?: string } | null;
  /** What the client receives. */
  error: HttpsError;
  /** What was thrown (the same HttpsError for refusals). */
  cause: unknown;
  durationMs: number;
}

/** The fields every action log line carries. */
export interface ActionLogFields {
  action: string | null;
  uidHash: string | null;
  code: string;
  durationMs: number;
  /** Unexpected failures only: the cause's stack (or text) with the caller's uid and e-mail replaced. */
  cause?: string;
}

function describe(cause: unknown, caller: FailedAction['caller']): string {
  let text = cause instanceof Error ? (cause.stack ?? `${cause.name}: ${cause.message}`) : String(cause);
  if (caller) {
    const hidden = `[uid ${uidHashOf(caller.uid)}]`;
    text = text.split(caller.uid).join(hidden);
    if (caller.email) text = text.split(caller.email).join('[E-Mail]');
  }
  return text;
}

export function logFailedAction(failed: FailedAction): void {
  const fields: ActionLogFields = {
    action: failed.type ?? null,
    uidHash: failed.caller ? uidHashOf(failed.caller.uid) : null,
    code: failed.error.code,
    durationMs: Math.round(failed.durationMs),
  };
  const message = `Aktion ${fields.action ?? '(ohne Typ)'} fehlgeschlagen: ${fields.code}`;
  if (failed.error.code === 'internal') {
    logger.error(message, { ...fields, cause: describe(failed.cause, failed.caller) });
  } else {
    logger.warn(message, fields);
  }
}
