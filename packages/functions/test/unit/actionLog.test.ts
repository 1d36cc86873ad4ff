/**
 * Logging of the router (lib/log.ts): a failed action leaves one structured line (action, hash of the
 * uid, error code, duration) and never the raw uid or e-mail address; a successful action leaves none.
 */
import { logger } from 'firebase-functions/logger';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { z } from 'zod';
import type { HandlerFn, RoutedAction } from '../../src/lib/action';
import { dispatchAction } from '../../src/lib/dispatch';
import { uidHashOf } from '../../src/lib/emailId';

const uid = 'k-LogTest4711';
const email = 'kueche-log@kita.test';
const auth = { uid, token: { uid, email }, rawToken: '' } as unknown as CallableRequest['auth'];

/** A public action (no profile read) whose handler is `handler`. */
const tableWith = (handler: HandlerFn<unknown, unknown>): Record<string, RoutedAction> => ({
  'plan/stats': { type: 'plan/stats', public: true, payload: z.strictObject({}), handler },
});

let error: jest.SpyInstance;
let warn: jest.SpyInstance;
let others: jest.SpyInstance[];
beforeEach(() => {
  error = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
  warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
  others = (['debug', 'info', 'log', 'write'] as const).map((level) =>
    jest.spyOn(logger, level).mockImplementation(() => undefined),
  );
  // The setup mutes warnings with a spy of its own; start each test from zero calls.
  for (const spy of [error, warn, ...others]) spy.mockClear();
});
afterEach(() => jest.restoreAllMocks());

const logged = () => JSON.stringify([...error.mock.calls, ...warn.mock.calls]);

it('logs an unexpected failure once as an error, with the uid and e-mail replaced', async () => {
  const table = tableWith(async () => {
    throw new Error(`Dokument users/${uid}/weeks/2026-W10 von ${email} ist kaputt`);
  });
  await expect(
    dispatchAction(table, { data: { type: 'plan/stats', payload: {} }, auth }),
  ).rejects.toMatchObject({
    code: 'internal',
  });
  expect(warn).not.toHaveBeenCalled();
  expect(error).toHaveBeenCalledTimes(1);
  const [message, fields] = error.mock.calls[0]!;
  expect(message).toBe('Aktion plan/stats fehlgeschlagen: internal');
  expect(fields).toEqual({
    action: 'plan/stats',
    uidHash: uidHashOf(uid),
    code: 'internal',
    durationMs: expect.any(Number),
    cause: expect.stringContaining(
      `Dokument users/[uid ${uidHashOf(uid)}]/weeks/2026-W10 von [E-Mail] ist kaputt`,
    ),
  });
  expect(Number.isInteger(fields.durationMs) && fields.durationMs >= 0).toBe(true);
  expect(logged()).not.toContain(uid);
  expect(logged()).not.toContain(email);
});

it('logs a refusal once as a warning with its code', async () => {
  const table = tableWith(async () => {
    throw new HttpsError('failed-precondition', `Die Woche von ${uid} wurde geändert.`);
  });
  await expect(
    dispatchAction(table, { data: { type: 'plan/stats', payload: {} }, auth }),
  ).rejects.toMatchObject({
    code: 'failed-precondition',
  });
  expect(error).not.toHaveBeenCalled();
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn.mock.calls[0]![1]).toEqual({
    action: 'plan/stats',
    uidHash: uidHashOf(uid),
    code: 'failed-precondition',
    durationMs: expect.any(Number),
  });
  expect(logged()).not.toContain(uid);
});

it('logs a request refused before any handler (bad payload, signed out) without a uid hash', async () => {
  const table = tableWith(async () => ({}));
  await expect(
    dispatchAction(table, { data: { type: 'plan/stats', payload: { extra: 1 } }, auth: undefined }),
  ).rejects.toMatchObject({ code: 'invalid-argument' });
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn.mock.calls[0]![1]).toEqual({
    action: 'plan/stats',
    uidHash: null,
    code: 'invalid-argument',
    durationMs: expect.any(Number),
  });
});

it('counts auth data without a uid (a forged token in the emulator) as signed out', async () => {
  const handler = jest.fn(async () => ({}));
  const table: Record<string, RoutedAction> = {
    'plan/stats': { type: 'plan/stats', payload: z.strictObject({}), handler },
  };
  const forged = { token: { email }, rawToken: 'not-a-token' } as unknown as CallableRequest['auth'];
  await expect(
    dispatchAction(table, { data: { type: 'plan/stats', payload: {} }, auth: forged }),
  ).rejects.toMatchObject({ code: 'unauthenticated' });
  expect(handler).not.toHaveBeenCalled();
  expect(warn).toHaveBeenCalledTimes(1);
  expect(warn.mock.calls[0]![1]).toMatchObject({ uidHash: null, code: 'unauthenticated' });
  expect(logged()).not.toContain(email);
});

it('leaves no line for a successful action', async () => {
  const table = tableWith(async () => ({ ok: true }));
  const answer = await dispatchAction(table, { data: { type: 'plan/stats', payload: {} }, auth });
  expect(answer.payload).toEqual({ ok: true });
  expect(error).not.toHaveBeenCalled();
  expect(warn).not.toHaveBeenCalled();
  for (const spy of others) expect(spy).not.toHaveBeenCalled();
});
