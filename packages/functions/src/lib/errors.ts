/** German HttpsErrors used by every handler; the web app shows the message as is. */
import { HttpsError } from 'firebase-functions/v2/https';
import type { ZodError } from 'zod';

export const notSignedIn = () => new HttpsError('unauthenticated', 'Bitte melden Sie sich an.');
export const noFeature = (feature: string) =>
  new HttpsError('permission-denied', `Diese Funktion ist für Ihr Konto nicht freigeschaltet (${feature}).`);
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
export const foreignOwner = () =>
  new HttpsError('permission-denied', 'Diese Daten gehören zu einem anderen Konto.');

/** Turns a zod error into `invalid-argument` with a German message that names the first bad field. */
export function invalidPayload(error: ZodError): HttpsError {
  const issue = error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : 'payload';
  const reason = issue?.code === 'unrecognized_keys' ? 'unbekanntes Feld' : 'ungültiger Wert';
  return new HttpsError('invalid-argument', `Ungültige Eingabe im Feld „${field}“: ${reason}.`, { field });
}
