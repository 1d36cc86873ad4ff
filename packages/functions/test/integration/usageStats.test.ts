/**
 * plan/stats across kitchens: active kitchens per calendar week (counted once per kitchen and week by
 * plan/saveWeek), answered as counts only – no kitchen learns another one's ids or data.
 */
import { addWeeks, isoWeekId, USAGE_WEEKS } from '@speiseplaner/shared';
import { call, refusal, type Kitchen } from '../helpers/call';
import { week } from '../helpers/fixtures';
import { ALL_FEATURES, createAdmin, createKitchen, testDb } from '../helpers/kitchens';

type Stats = { users: number; weeks: number; activeUsers: { week: string; users: number }[] };

const thisWeek = () => isoWeekId(Date.now());

async function stats(admin: Kitchen): Promise<Stats> {
  return (await call<{ stats: Stats }>('plan/stats', {}, admin)).payload.stats;
}

const activeThisWeek = (s: Stats) => s.activeUsers.find((w) => w.week === thisWeek())!.users;

/** A kitchen with a stored week `id` at version 1. */
async function kitchenWithWeek(id: string): Promise<Kitchen> {
  const kitchen = await createKitchen();
  await call('plan/saveNewWeek', { week: week(id) }, kitchen);
  return kitchen;
}

it('counts each kitchen that saves a week once per calendar week, and answers the last weeks as counts only', async () => {
  const admin = await createAdmin();
  const before = await stats(admin);
  expect(before.activeUsers.map((w) => w.week)).toEqual(
    Array.from({ length: USAGE_WEEKS }, (_, i) => addWeeks(thisWeek(), i - USAGE_WEEKS + 1)),
  );

  const a = await kitchenWithWeek('2031-W01');
  const b = await kitchenWithWeek('2031-W01');
  const saved = await call('plan/saveWeek', { week: week('2031-W01', ['linsen-dal'], 1) }, a);
  expect(saved.meta?.reads).toBe(3);
  await call('plan/saveWeek', { week: week('2031-W01', ['milchreis'], 2) }, a);
  await call('plan/saveNewWeek', { week: week('2031-W02') }, a);
  await call('plan/saveWeek', { week: week('2031-W02', ['milchreis'], 1) }, a);
  await call('plan/saveWeek', { week: week('2031-W01', ['kartoffelsuppe'], 1) }, b);

  const after = await call<{ stats: Stats }>('plan/stats', {}, admin);
  expect(activeThisWeek(after.payload.stats)).toBe(activeThisWeek(before) + 2);
  expect(after.payload.stats.weeks).toBe(before.weeks + 3);
  expect(after.meta?.reads).toBe(2);
  // Aggregates only: neither kitchen's uid nor anything it planned is in the answer.
  const text = JSON.stringify(after.payload);
  for (const secret of [a.uid, b.uid, 'linsen-dal', 'milchreis']) expect(text).not.toContain(secret);
  // The marker lives under the kitchen's own path.
  expect((await testDb().doc(`users/${a.uid}/meta/activity`).get()).data()).toEqual({ week: thisWeek() });
});

it('counts a kitchen again in a new calendar week, and a refused save not at all', async () => {
  const admin = await createAdmin();
  const kitchen = await kitchenWithWeek('2031-W03');
  // Last counted a week ago: this week's first save counts it again.
  await testDb()
    .doc(`users/${kitchen.uid}/meta/activity`)
    .set({ week: addWeeks(thisWeek(), -1) });
  const before = activeThisWeek(await stats(admin));
  await call('plan/saveWeek', { week: week('2031-W03', ['a'], 1) }, kitchen);
  expect(activeThisWeek(await stats(admin))).toBe(before + 1);

  const idle = await kitchenWithWeek('2031-W03');
  expect((await refusal('plan/saveWeek', { week: week('2031-W03', ['b'], 5) }, idle)).code).toBe(
    'failed-precondition',
  );
  expect(activeThisWeek(await stats(admin))).toBe(before + 1);
  expect((await testDb().doc(`users/${idle.uid}/meta/activity`).get()).exists).toBe(false);
});

it('refuses kitchens without the usage feature and non-admins', async () => {
  const withoutUsage = await createAdmin({ features: { ...ALL_FEATURES, usage: false } });
  expect(await refusal('plan/stats', {}, withoutUsage)).toEqual({
    code: 'permission-denied',
    message: 'Diese Funktion ist für Ihr Konto nicht freigeschaltet (usage).',
  });
  const cook = await createKitchen({ features: { plan: true, usage: true } });
  expect((await refusal('plan/stats', {}, cook)).code).toBe('permission-denied');
});
