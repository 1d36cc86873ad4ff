/**
 * A write above Firestore's 1 MiB (the local stand-in refuses it as Firestore does: INVALID_ARGUMENT)
 * reaches the caller as `out-of-range` with a German message, not as `internal`: the web app retries
 * `internal` and stops at `out-of-range` (web app/autosave/finalError.ts).
 */
import { logger } from 'firebase-functions/logger';
import { z } from 'zod';
import type { HandlerFn, RoutedAction } from '../../src/lib/action';
import { dispatchAction } from '../../src/lib/dispatch';
import { testDb } from '../helpers/kitchens';

/** A public action whose handler writes `text` into one document. */
const writing = (id: string, text: string): Record<string, RoutedAction> => {
  const handler: HandlerFn<unknown, unknown> = async () => {
    await testDb().doc(`big/${id}`).set({ text });
    return {};
  };
  return { 'plan/stats': { type: 'plan/stats', public: true, payload: z.strictObject({}), handler } };
};

const request = { data: { type: 'plan/stats', payload: {} } };

// The test database is shared by every integration test, and the tenant matrix fails on an unknown
// collection: leave nothing behind.
afterAll(async () => {
  await testDb().doc('big/fast-voll').delete();
});

it('answers a document over 1 MiB with out-of-range and a German message; nothing is stored', async () => {
  // The refusal is logged as an unexpected error (its cause is Firestore's); mute the line here.
  jest.spyOn(logger, 'error').mockImplementation(() => undefined);
  await expect(dispatchAction(writing('zu-gross', 'ä'.repeat(600_000)), request)).rejects.toMatchObject({
    code: 'out-of-range',
    message: 'Das ist zu groß zum Speichern (mehr als 1 MiB). Bitte kürzen Sie lange Texte oder Listen.',
  });
  expect((await testDb().doc('big/zu-gross').get()).exists).toBe(false);
});

it('stores a document just under 1 MiB', async () => {
  await expect(dispatchAction(writing('fast-voll', 'a'.repeat(1_000_000)), request)).resolves.toMatchObject({
    type: 'plan/stats/answer',
  });
});
