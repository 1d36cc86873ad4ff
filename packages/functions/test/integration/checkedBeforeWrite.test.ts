/**
 * "Checked before write" (lib/access.ts, docs/architecture.md): a write helper takes the proof that only
 * the access check hands out. `tsc -p packages/functions` includes this file, so each @ts-expect-error
 * below must stay an error: a handler that skips the check does not compile. At run time, a handler that
 * gets past the types (a cast) is refused before its transaction commits, and nothing is stored.
 */
import { logger } from 'firebase-functions/logger';
import { z } from 'zod';
import type { Checked } from '../../src/lib/access';
import { defineHandler, type RoutedAction } from '../../src/lib/action';
import { writeAudit } from '../../src/lib/audit';
import { dispatchAction } from '../../src/lib/dispatch';
import { saveVersioned } from '../../src/lib/versionedSave';
import { testDb } from '../helpers/kitchens';

const ref = () => testDb().doc('guard/woche');
const incoming = { id: '2030-W01', version: 0 };

// A 'handler' action gets its proof from ctx.authorize, inside saveVersioned's transaction: this compiles.
defineHandler('plan/saveWeek', {
  profile: 'handler',
  handler: async ({ week }, ctx) => ({
    week: await saveVersioned(ctx.db, {
      ref: ref(),
      incoming: week,
      what: 'Die Woche',
      access: { profileRef: ref(), authorize: ctx.authorize },
    }),
  }),
});

defineHandler('plan/saveWeek', {
  profile: 'handler',
  handler: async ({ week }, ctx) => ({
    // @ts-expect-error a 'handler' action has no proof of the router's: it must call ctx.authorize
    week: await saveVersioned(ctx.db, { ref: ref(), incoming: week, what: 'Die Woche', access: ctx.checked }),
  }),
});

defineHandler('plan/saveWeek', {
  profile: 'handler',
  handler: async ({ week }, ctx) => ({
    // @ts-expect-error no write without a proof: `access` is required
    week: await saveVersioned(ctx.db, { ref: ref(), incoming: week, what: 'Die Woche' }),
  }),
});

defineHandler('masterplan/saveWeek', {
  handler: async ({ week }, ctx) => ({
    // @ts-expect-error a proof is made by the access check only, not written down
    week: await saveVersioned(ctx.db, { ref: ref(), incoming: week, what: 'Die Woche', access: {} }),
  }),
});

// A 'parallel' action (its check runs beside it) reads only: the write helpers refuse its context.
defineHandler('plan/listWeeks', {
  profile: 'parallel',
  handler: async (_payload, ctx) => {
    await ctx.db.runTransaction(async (tx) =>
      // @ts-expect-error the audit entry is a write: it needs the context with the router's proof
      writeAudit(tx, ctx.db, ctx, { action: 'plan/listWeeks', target: 'x', before: null, after: null }),
    );
    return { weeks: [] };
  },
});

/** A table of one signed-in action writing `guard/woche`, routed like the real ones. */
const table = (action: RoutedAction): Record<string, RoutedAction> => ({ [action.type]: action });
const request = (type: string, kitchen?: string) => ({
  data: { type, payload: {}, ...(kitchen ? { kitchen } : {}) },
  auth: { uid: 'waechter-kueche', token: {} } as never,
});
const payload = z.strictObject({});

beforeEach(async () => {
  await ref().delete();
  // The refusals are logged as unexpected errors (a programming error, not the caller's); mute them.
  jest.spyOn(logger, 'error').mockImplementation(() => undefined);
});
afterAll(async () => {
  // The test database is shared by every integration test: leave nothing behind.
  await ref().delete();
});

it('refuses a handler action that writes without ctx.authorize before its transaction commits', async () => {
  const forgot = table({
    type: 'plan/saveWeek',
    profile: 'handler',
    payload,
    handler: async (_payload, ctx) =>
      ctx.db.runTransaction(async (tx) => {
        tx.set(ref(), incoming);
        return {};
      }),
  });
  await expect(dispatchAction(forgot, request('plan/saveWeek'))).rejects.toMatchObject({ code: 'internal' });
  expect((await ref().get()).exists).toBe(false);
});

it('commits the same write once the handler action authorized', async () => {
  const checked = table({
    type: 'plan/saveWeek',
    profile: 'handler',
    payload,
    handler: async (_payload, ctx) =>
      ctx.db.runTransaction(async (tx) => {
        ctx.authorize(undefined);
        tx.set(ref(), incoming);
        return {};
      }),
  });
  await dispatchAction(checked, request('plan/saveWeek'));
  expect((await ref().get()).data()).toEqual(incoming);
});

it('refuses a handler action whose check fails, and writes nothing', async () => {
  const membersOnly = table({
    type: 'plan/saveWeek',
    profile: 'handler',
    role: 'cook',
    payload,
    handler: async (_payload, ctx) => ({
      week: await saveVersioned(ctx.db, {
        ref: ref(),
        incoming,
        what: 'Die Woche',
        // The kitchen the request names does not exist: the caller is no member of it.
        access: { profileRef: ctx.kitchenRef!, authorize: ctx.authorize },
      }),
    }),
  });
  await expect(
    dispatchAction(membersOnly, request('plan/saveWeek', 'keine-kueche-waechter')),
  ).rejects.toMatchObject({ code: 'permission-denied' });
  expect((await ref().get()).exists).toBe(false);
});

it('refuses a made-up proof in saveVersioned before anything is written', async () => {
  const forged = table({
    type: 'masterplan/saveWeek',
    payload,
    handler: async (_payload, ctx) => ({
      week: await saveVersioned(ctx.db, {
        ref: ref(),
        incoming,
        what: 'Die Woche',
        access: Object.freeze({}) as Checked,
      }),
    }),
  });
  await expect(dispatchAction(forged, request('masterplan/saveWeek'))).rejects.toMatchObject({
    code: 'internal',
  });
  expect((await ref().get()).exists).toBe(false);
});
