/** German HttpsErrors used by every handler; the web app shows the message as is. */
import { HttpsError } from 'firebase-functions/v2/https';
import { z, type ZodError } from 'zod';
import {
  featureRefusal,
  NOT_A_MEMBER,
  NOT_AN_ORGANISATION_LEAD,
  roleRefusal,
  type FeatureFlag,
  type KitchenRole,
} from '@speiseplaner/shared';

export const notSignedIn = () => new HttpsError('unauthenticated', 'Bitte melden Sie sich an.');
export const noFeature = (anyOf: readonly FeatureFlag[]) =>
  new HttpsError('permission-denied', featureRefusal(anyOf));
/** The caller does not (or no longer) belong to the kitchen, or it does not exist: never says which. */
export const notAMember = () => new HttpsError('permission-denied', NOT_A_MEMBER);
/** The caller does not (or no longer) lead the Träger, or it does not exist: never says which. */
export const notAnOrganisationLead = () => new HttpsError('permission-denied', NOT_AN_ORGANISATION_LEAD);
/** The caller's role in the kitchen is too small for the action. */
export const roleTooSmall = (have: KitchenRole, need: KitchenRole) =>
  new HttpsError('permission-denied', roleRefusal(have, need));
/** A person document in the shape before kitchens with a team, not migrated yet. */
export const kitchenMigrating = () =>
  new HttpsError(
    'failed-precondition',
    'Ihre Küche wird gerade auf Teams umgestellt. Bitte versuchen Sie es in einigen Minuten noch einmal.',
  );
export const adminOnly = () => new HttpsError('permission-denied', 'Nur Administratoren dürfen das.');
export const unknownAction = (type: string) =>
  new HttpsError('invalid-argument', `Unbekannte Aktion: ${type.slice(0, 60)}`);
export const notFound = (what: string) => new HttpsError('not-found', `${what} wurde nicht gefunden.`);
export const userMissing = () =>
  new HttpsError(
    'failed-precondition',
    'Ihr Konto ist noch nicht eingerichtet. Bitte melden Sie sich erneut an.',
  );
/** A save based on an older version than the stored one: nothing is written. */
export const staleVersion = (what: string) =>
  new HttpsError(
    'failed-precondition',
    `${what} wurde inzwischen an anderer Stelle geändert. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.`,
  );
/** A plan week save whose days collide with another member's (shared dayConflictMessage names them). */
export const dayConflict = (message: string) => new HttpsError('failed-precondition', message);
/**
 * Firestore refused a document above 1 MiB. Its own answer (INVALID_ARGUMENT, an English text) would reach
 * the caller as `internal` and be retried forever; `out-of-range` tells the web app that no retry helps.
 */
export const documentTooLarge = () =>
  new HttpsError(
    'out-of-range',
    'Das ist zu groß zum Speichern (mehr als 1 MiB). Bitte kürzen Sie lange Texte oder Listen.',
  );
/** Firestore's refusal of a document above its size limit (gRPC INVALID_ARGUMENT, code 3). */
export function isDocumentTooLarge(err: unknown): boolean {
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  return code === 3 && typeof message === 'string' && message.includes('exceeds the maximum allowed size');
}
export const foreignOwner = () =>
  new HttpsError('permission-denied', 'Diese Daten gehören zu einem anderen Konto.');

/**
 * What zod reports for an issue whose schema names no message of its own. zod takes a schema's own message
 * first and asks the global `customError` only when there is none (before its English locale), so in this
 * process every issue without a message of the shared schemas carries exactly this mark: an English text
 * can never reach a caller, and every other message is one a schema wrote (German, fixed text).
 */
export const ZOD_DEFAULT_MESSAGE = '\u0000zod-default';
z.config({ customError: () => ZOD_DEFAULT_MESSAGE });

/** Longest schema message passed on (they are short sentences; anything longer gets the generic text). */
const MAX_SCHEMA_MESSAGE = 200;

/** The schema's own German message of an issue, or undefined when zod's default would apply. */
export function schemaMessage(issue: { message?: string } | undefined): string | undefined {
  const message = issue?.message?.trim();
  if (!message || message === ZOD_DEFAULT_MESSAGE || message.includes('\u0000')) return undefined;
  if (message.length > MAX_SCHEMA_MESSAGE) return undefined;
  return /[.!?]$/.test(message) ? message : `${message}.`;
}

/**
 * Turns a zod error into `invalid-argument` for the first bad field (named in `details.field`): the
 * schema's own German message when it has one (`„Bitte geben Sie den Namen mit höchstens 100 Zeichen
 * ein.“`), else a German text that names the field. Schema messages are fixed texts, so no answer echoes
 * the caller's input.
 */
export function invalidPayload(error: ZodError): HttpsError {
  const issue = error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : 'payload';
  const own = issue?.code === 'unrecognized_keys' ? undefined : schemaMessage(issue);
  if (own) return new HttpsError('invalid-argument', own, { field });
  const reason = issue?.code === 'unrecognized_keys' ? 'unbekanntes Feld' : 'ungültiger Wert';
  return new HttpsError('invalid-argument', `Ungültige Eingabe im Feld „${field}“: ${reason}.`, { field });
}
