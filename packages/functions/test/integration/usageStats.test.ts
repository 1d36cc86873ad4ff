/**
 * plan/stats across kitchens: active kitchens per calendar week (counted once per kitchen and week by
 * plan/saveWeek), answered as counts only – no kitchen learns another one's ids or data. Counting happens
 * after a save committed, on sharded counters, never inside a kitchen's transaction (#17).
 */
import {
  DocumentReference,
  FieldValue,
  Firestore,
  Transaction,
  type DocumentData,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { addWeeks, isoWeekId, USAGE_WEEKS } from '@speiseplaner/shared';
import { USAGE_SHARDS } from '../../src/lib/activity';
import { call, refusal, type Kitchen } from '../helpers/call';
import { seedCatalogue, seedSharedRecipes } from '../helpers/catalogue';
import { recipe, shoppingList, week } from '../helpers/fixtures';
import { ALL_FEATURES, createAdmin, createKitchen, testDb } from '../helpers/kitchens';

type Stats = {
  users: number;
  weeks: number;
  recipes: number;
  shoppingLists: number;
  activeUsers: { week: string; users: number }[];
};

// The weeks below name shared recipes (a week may name only recipes its kitchen can see).
beforeAll(() => seedSharedRecipes());
afterEach(() => jest.restoreAllMocks());

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
  // Week, activity marker and profile, the named recipe's own and shared document (#26), and the
  // ingredient catalogue the stored average is computed with.
  expect(saved.meta?.reads).toBe(3 + 2 + 1);
  await call('plan/saveWeek', { week: week('2031-W01', ['milchreis'], 2) }, a);
  await call('plan/saveNewWeek', { week: week('2031-W02') }, a);
  await call('plan/saveWeek', { week: week('2031-W02', ['milchreis'], 1) }, a);
  await call('plan/saveWeek', { week: week('2031-W01', ['kartoffelsuppe'], 1) }, b);

  const after = await call<{ stats: Stats }>('plan/stats', {}, admin);
  expect(activeThisWeek(after.payload.stats)).toBe(activeThisWeek(before) + 2);
  expect(after.payload.stats.weeks).toBe(before.weeks + 3);
  // Person and kitchen in one getAll, then the legacy document and the shards in another.
  expect(after.meta?.reads).toBe(3 + USAGE_SHARDS);
  // Aggregates only: neither kitchen's uid nor anything it planned is in the answer.
  const text = JSON.stringify(after.payload);
  for (const secret of [a.uid, b.uid, 'linsen-dal', 'milchreis']) expect(text).not.toContain(secret);
  // The marker lives under the kitchen's own path.
  expect((await testDb().doc(`kitchens/${a.uid}/meta/activity`).get()).data()).toEqual({ week: thisWeek() });
});

it('counts a kitchen again in a new calendar week, and a refused save not at all', async () => {
  const admin = await createAdmin();
  const kitchen = await kitchenWithWeek('2031-W03');
  // Last counted a week ago: this week's first save counts it again.
  await testDb()
    .doc(`kitchens/${kitchen.uid}/meta/activity`)
    .set({ week: addWeeks(thisWeek(), -1) });
  const before = activeThisWeek(await stats(admin));
  await call('plan/saveWeek', { week: week('2031-W03', ['milchreis'], 1) }, kitchen);
  expect(activeThisWeek(await stats(admin))).toBe(before + 1);

  const idle = await kitchenWithWeek('2031-W03');
  expect((await refusal('plan/saveWeek', { week: week('2031-W03', ['kartoffelsuppe'], 5) }, idle)).code).toBe(
    'failed-precondition',
  );
  expect(activeThisWeek(await stats(admin))).toBe(before + 1);
  expect((await testDb().doc(`kitchens/${idle.uid}/meta/activity`).get()).exists).toBe(false);
});

it('refuses kitchens without the usage feature and non-admins', async () => {
  const withoutUsage = await createAdmin({ features: { ...ALL_FEATURES, usage: false } });
  expect(await refusal('plan/stats', {}, withoutUsage)).toEqual({
    code: 'permission-denied',
    message: 'Diese Funktion ist für Ihre Küche nicht freigeschaltet (Nutzungsstatistik).',
  });
  const cook = await createKitchen({ features: { plan: true, usage: true } });
  expect((await refusal('plan/stats', {}, cook)).code).toBe('permission-denied');
});

const usagePaths = () => [
  'stats/usage',
  ...Array.from({ length: USAGE_SHARDS }, (_, i) => `stats/usage/shards/${i}`),
];

it('keeps usage counting out of every save transaction: 20 kitchens save at once while the counters are busy', async () => {
  await seedCatalogue();
  const admin = await createAdmin();
  const kinds = ['saveNewWeek', 'saveWeek', 'shoppingList', 'recipe', 'signIn'] as const;
  const jobs: { kind: (typeof kinds)[number]; kitchen: Kitchen }[] = [];
  for (let i = 0; i < 20; i += 1) {
    const kind = kinds[i % kinds.length]!;
    const kitchen = await createKitchen(kind === 'signIn' ? { withoutProfile: true } : {});
    if (kind === 'saveWeek') await call('plan/saveNewWeek', { week: week('2031-W10') }, kitchen);
    jobs.push({ kind, kitchen });
  }
  const before = await stats(admin);

  // Every document a transaction writes, and every attempt a transaction makes, from here on.
  const writtenInTransactions: string[] = [];
  for (const method of ['set', 'create', 'update', 'delete'] as const) {
    const original = Transaction.prototype[method] as (...args: unknown[]) => Transaction;
    jest.spyOn(Transaction.prototype, method).mockImplementation(function (
      this: Transaction,
      ...args: unknown[]
    ) {
      writtenInTransactions.push((args[0] as DocumentReference).path);
      return original.apply(this, args);
    } as never);
  }
  let attempts = 0;
  let transactions = 0;
  const runTransaction = Firestore.prototype.runTransaction;
  jest.spyOn(Firestore.prototype, 'runTransaction').mockImplementation(function (
    this: Firestore,
    update: (tx: Transaction) => Promise<unknown>,
    options?: unknown,
  ) {
    transactions += 1;
    return runTransaction.call(
      this,
      (tx: Transaction) => {
        attempts += 1;
        return update(tx);
      },
      options as never,
    );
  } as never);

  // Someone else hammers every usage document (legacy and shards) while the kitchens save.
  const db = testDb();
  const outside = usagePaths().flatMap((path) =>
    [0, 1, 2].map(() => db.doc(path).set({ weeks: FieldValue.increment(1) }, { merge: true })),
  );
  const answers = await Promise.all([
    ...jobs.map(({ kind, kitchen }, i) => {
      switch (kind) {
        case 'saveNewWeek':
          return call('plan/saveNewWeek', { week: week('2031-W11') }, kitchen);
        case 'saveWeek':
          return call('plan/saveWeek', { week: week('2031-W10', ['milchreis'], 1) }, kitchen);
        case 'shoppingList':
          return call('shoppingLists/new', { shoppingList: shoppingList(`liste-${i}`) }, kitchen);
        case 'recipe':
          return call('recipes/save', { recipe: recipe(`zaehlrezept-${i}`) }, kitchen);
        case 'signIn':
          return call('user/validate', {}, kitchen);
      }
    }),
    ...outside,
  ]);
  expect(answers.slice(0, 20).every((a) => a !== undefined && 'type' in a)).toBe(true);

  // No kitchen's transaction touched a usage document, and every save went through on its first attempt.
  expect(writtenInTransactions.filter((path) => path.startsWith('stats/'))).toEqual([]);
  // 20 saves, plus the rate-limit count (lib/rateLimit.ts) of the 4 new weeks and 4 new shopping lists,
  // which runs in a transaction of its own before the save.
  expect(transactions).toBe(20 + 8);
  expect(attempts).toBe(transactions);

  const after = await stats(admin);
  expect(after.weeks).toBe(before.weeks + 4 + outside.length);
  expect(after.recipes).toBe(before.recipes + 4);
  expect(after.shoppingLists).toBe(before.shoppingLists + 4);
  expect(after.users).toBe(before.users + 4);
  expect(activeThisWeek(after)).toBe(activeThisWeek(before) + 4);
});

it('answers the sum of the legacy usage document and every shard', async () => {
  const admin = await createAdmin();
  const db = testDb();
  const week0 = thisWeek();
  const lastWeek = addWeeks(week0, -1);
  await db
    .doc('stats/usage')
    .set(
      { users: FieldValue.increment(3), activeUsers: { [lastWeek]: FieldValue.increment(2) } },
      { merge: true },
    );
  await db
    .doc('stats/usage/shards/0')
    .set(
      { recipes: FieldValue.increment(5), activeUsers: { [week0]: FieldValue.increment(1) } },
      { merge: true },
    );
  await db
    .doc(`stats/usage/shards/${USAGE_SHARDS - 1}`)
    .set(
      { shoppingLists: FieldValue.increment(7), activeUsers: { [lastWeek]: FieldValue.increment(4) } },
      { merge: true },
    );

  const docs = (await db.getAll(...usagePaths().map((path) => db.doc(path)))).map(
    (snap) => snap.data() ?? ({} as DocumentData),
  );
  const total = (field: string) => docs.reduce((sum, doc) => sum + Number(doc[field] ?? 0), 0);
  const activeIn = (w: string) =>
    docs.reduce(
      (sum, doc) => sum + Number((doc.activeUsers as Record<string, number> | undefined)?.[w] ?? 0),
      0,
    );

  const answer = await stats(admin);
  expect(answer).toEqual({
    users: total('users'),
    weeks: total('weeks'),
    recipes: total('recipes'),
    shoppingLists: total('shoppingLists'),
    activeUsers: Array.from({ length: USAGE_WEEKS }, (_, i) => {
      const w = addWeeks(week0, i - USAGE_WEEKS + 1);
      return { week: w, users: activeIn(w) };
    }),
  });
  expect(answer.users).toBeGreaterThanOrEqual(3);
  expect(activeIn(lastWeek)).toBeGreaterThanOrEqual(6);
});

it('saves even when the usage count fails, and logs the lost count', async () => {
  const admin = await createAdmin();
  const kitchen = await createKitchen();
  const before = await stats(admin);
  const set = DocumentReference.prototype.set;
  jest.spyOn(DocumentReference.prototype, 'set').mockImplementation(function (
    this: DocumentReference,
    ...args: unknown[]
  ) {
    if (this.path.startsWith('stats/')) return Promise.reject(new Error('Zähler nicht erreichbar'));
    return (set as (...a: unknown[]) => Promise<unknown>).apply(this, args);
  } as never);
  const warn = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);

  const answer = await call<{ week: { version: number } }>(
    'plan/saveNewWeek',
    { week: week('2031-W12') },
    kitchen,
  );
  expect(answer.payload.week.version).toBe(1);
  expect((await testDb().doc(`kitchens/${kitchen.uid}/weeks/2031-W12`).get()).exists).toBe(true);
  expect(warn).toHaveBeenCalledWith(
    'Nutzungszählung fehlgeschlagen (die Speicherung gilt)',
    expect.objectContaining({ count: 'weeks', cause: 'Zähler nicht erreichbar' }),
  );
  jest.restoreAllMocks();
  expect((await stats(admin)).weeks).toBe(before.weeks);
});
