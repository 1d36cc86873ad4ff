/** Which refusals stop the autosave for good, and the German message each one shows. */
import { BackendError } from '../transport/backendError';
import { finalMessageOf } from './finalError';

test.each([
  ['permission-denied', 'Keine Berechtigung zum Speichern – bitte neu anmelden oder die Verwaltung fragen'],
  ['not-found', 'Nicht gespeichert – das gibt es nicht mehr, es wurde an anderer Stelle gelöscht'],
  [
    'out-of-range',
    'Nicht gespeichert – zu groß zum Speichern (mehr als 1 MiB); bitte kürzen Sie lange Texte oder Listen',
  ],
])('%s is final: %s', (code, message) => {
  expect(finalMessageOf(new BackendError(code, 'Vom Server'))).toBe(message);
});

test('invalid-argument is final and passes on the German reason the backend names', () => {
  const error = new BackendError(
    'invalid-argument',
    'Bitte geben Sie den Namen mit höchstens 100 Zeichen ein.',
  );
  expect(finalMessageOf(error)).toBe(
    'Nicht gespeichert – die Änderung wurde abgelehnt: Bitte geben Sie den Namen mit höchstens 100 Zeichen ein.',
  );
});

test.each([
  'unavailable',
  'deadline-exceeded',
  'internal',
  'resource-exhausted',
  'unauthenticated',
  'aborted',
])('%s may succeed on a retry: not final', (code) => {
  expect(finalMessageOf(new BackendError(code, 'Fehler'))).toBeUndefined();
});

test('a conflict is no refusal (the conflict dialog handles it), nor is an error without code', () => {
  expect(finalMessageOf(new BackendError('failed-precondition', 'Neuere Fassung'))).toBeUndefined();
  expect(finalMessageOf(new Error('kaputt'))).toBeUndefined();
  expect(finalMessageOf(undefined)).toBeUndefined();
});
