/**
 * `pnpm admin migrate-kitchens` against the local Firestore stand-in: kitchens stored in the old shape
 * (settings on `users/{uid}`, weeks, recipes, meta and shopping lists below it) move to `kitchens/{uid}`
 * with the person as Küchenleitung; every document is accounted for, a dry run and a second run change
 * nothing, and a run stopped midway finishes when started again without overwriting newer data.
 */
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { addWeeks } from '@speiseplaner/shared';
import { addKitchenMember } from '../../src/kitchens';
import { migrateKitchens } from '../../src/migrations/kitchens';
import { openFirestore, type ConformanceFirestore } from '../conformance/firestoreClient';

const NOW = Date.UTC(2026, 10, 28, 12);
const days = (slug: string) => Array.from({ length: 5 }, () => ({ recipes: [slug] }));

interface OldKitchen {
  uid: string;
  user: Record<string, unknown>;
  /** Documents below users/{uid}, by path relative to it. */
  below: Record<string, Record<string, unknown>>;
}

function weeks(count: number, slug: string): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    Array.from({ length: count }, (_, i) => {
      const id = addWeeks('2026-W48', -i);
      return [`weeks/${id}`, { id, days: days(slug), average: 2.1 + i / 100, version: 1 + (i % 3) }];
    }),
  );
}

const ownRecipe = (uid: string, slug: string, name: string) => ({
  slug,
  name,
  dishType: 'component',
  portions: 10,
  ingredients: [{ ingredient: 'kartoffeln', amount: 1200, unit: 'g' }],
  method: 'Kartoffeln schälen, kochen, stampfen.',
  owner: uid,
  version: 2,
});

/** Today's shapes: kitchens with history, own recipes, lists, prices, own allergens, flags; an admin; a guest. */
function oldKitchens(): OldKitchen[] {
  const regenbogen = 'k-regenbogen';
  return [
    {
      uid: regenbogen,
      user: {
        name: 'Kita Regenbogen',
        letterhead: 'Lindenstraße 4, 34117 Kassel',
        bioControlCode: 'DE-ÖKO-006',
        menuLine: 'vegetarian',
        nickName: 'Anna Schulz',
        email: 'anna@regenbogen.test',
        photoUrl: '',
        heads: { kiga: 40, kita: 12 },
        prices: { kartoffeln: { price: 1.9, amount: 1000 } },
        allergens: { fladenbrot: { add: ['11'], remove: [], reason: 'Fladenbrot vom Bäcker Yilmaz' } },
        features: { plan: true, recipes: true, shopping: true },
        admin: false,
        version: 3,
        accessVersion: 2,
      },
      below: {
        ...weeks(14, 'linsen-dal'),
        'recipes/kartoffelbrei-regenbogen': ownRecipe(
          regenbogen,
          'kartoffelbrei-regenbogen',
          'Kartoffelbrei',
        ),
        'recipes/ofengemuese-regenbogen': ownRecipe(regenbogen, 'ofengemuese-regenbogen', 'Ofengemüse'),
        'meta/recipes': {
          items: [
            { slug: 'kartoffelbrei-regenbogen', name: 'Kartoffelbrei', owner: regenbogen, version: 2 },
            { slug: 'ofengemuese-regenbogen', name: 'Ofengemüse', owner: regenbogen, version: 2 },
          ],
          version: 4,
        },
        'meta/activity': { week: '2026-W48' },
        'shoppingLists/liste-1': {
          id: 'liste-1',
          startDate: '2026-11-23',
          endDate: '2026-11-27',
          status: 'shopped',
          items: [{ name: 'Kartoffeln', foodGroup: 'vegetables', amount: 12, unit: 'kg', checked: true }],
          version: 5,
          createdAt: Timestamp.fromMillis(NOW - 86_400_000),
        },
        'shoppingLists/liste-2': {
          id: 'liste-2',
          startDate: '2026-11-30',
          endDate: '2026-12-04',
          status: 'open',
          items: [],
          version: 1,
        },
      },
    },
    {
      uid: 'k-sonnenblume',
      user: {
        name: 'Bio-Küche Sonnenblume',
        nickName: 'Jonas Weber',
        email: 'admin@sonnenblume.test',
        photoUrl: 'https://example.test/jonas.png',
        heads: { kiga: 80 },
        prices: {},
        features: { masterplan: true, plan: true, usage: true, videos: true },
        admin: true,
        accessVersion: 7,
      },
      below: { ...weeks(3, 'gemuesecurry'), 'meta/activity': { week: '2026-W47' } },
    },
    {
      // A guest (anonymous account): no name, no address, a week planned.
      uid: 'k-gast',
      user: {
        name: '',
        nickName: '',
        email: '',
        photoUrl: '',
        heads: { kiga: 20 },
        prices: {},
        features: { plan: true },
      },
      below: weeks(1, 'linsen-dal'),
    },
    {
      // Stored before letterhead, allergens, version existed; a stray flag value the backend ignored.
      uid: 'k-alt',
      user: {
        name: 'Kindergarten Am Bach',
        nickName: '',
        email: 'bach@kita.test',
        photoUrl: '',
        heads: { kiga: 25 },
        prices: {},
        features: { plan: true, shopping: 'ja' },
        admin: false,
      },
      below: {
        ...weeks(5, 'milchreis'),
        'recipes/milchreis-bach': ownRecipe('k-alt', 'milchreis-bach', 'Milchreis'),
      },
    },
  ];
}

/** A person and kitchen already in the new shape (signed up after the deploy): left alone. */
const newPerson = {
  uid: 'k-neu',
  person: {
    nickName: 'Mia',
    email: 'mia@neu.test',
    photoUrl: '',
    admin: false,
    accessVersion: 0,
    kitchens: { 'k-neu': 'lead' },
    lastKitchen: 'k-neu',
  },
  kitchen: {
    name: 'Kita Neu',
    members: { 'k-neu': { role: 'lead', name: 'Mia', email: 'mia@neu.test', since: 1 } },
  },
  week: { id: '2026-W48', days: days('linsen-dal'), average: 2, version: 1 },
};

async function seed(db: Firestore): Promise<OldKitchen[]> {
  const kitchens = oldKitchens();
  for (const k of kitchens) {
    await db.doc(`users/${k.uid}`).set(k.user);
    for (const [path, data] of Object.entries(k.below)) await db.doc(`users/${k.uid}/${path}`).set(data);
  }
  await db.doc(`users/${newPerson.uid}`).set(newPerson.person);
  await db.doc(`kitchens/${newPerson.uid}`).set(newPerson.kitchen);
  await db.doc(`kitchens/${newPerson.uid}/weeks/${newPerson.week.id}`).set(newPerson.week);
  // A cook who joined it: a person without a kitchen of their own, not a kitchen to move.
  await addKitchenMember(db, newPerson.uid, {
    uid: 'k-neu-koechin',
    email: 'ole@neu.test',
    nickName: 'Ole',
    role: 'cook',
  });
  // Shared documents the move must not touch.
  await db.doc('recipes/linsen-dal').set({ slug: 'linsen-dal', name: 'Linsen-Dal', version: 1 });
  await db
    .doc('masterplan/2026-W48')
    .set({ id: '2026-W48', days: days('linsen-dal'), average: 2, version: 1 });
  return kitchens;
}

/** Every document of the project, by path (Timestamps as they are). */
async function dump(db: Firestore): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  const walk = async (refs: DocumentReference[]) => {
    for (const ref of refs) {
      const snap = await ref.get();
      if (snap.exists) out[ref.path] = snap.data();
      for (const sub of await ref.listCollections()) await walk(await sub.listDocuments());
    }
  };
  for (const col of await db.listCollections()) await walk(await col.listDocuments());
  return out;
}

const docCount = (kitchens: OldKitchen[], collection: string) =>
  kitchens.reduce((n, k) => n + Object.keys(k.below).filter((p) => p.startsWith(`${collection}/`)).length, 0);

let main: ConformanceFirestore;
let resume: ConformanceFirestore;
let cli: ConformanceFirestore;
beforeAll(() => {
  main = openFirestore('kitchen-migration');
  resume = openFirestore('kitchen-migration-resume');
  cli = openFirestore('kitchen-migration-cli');
});
afterAll(async () => {
  await Promise.all([main.close(), resume.close(), cli.close()]);
});

it('counts in a dry run and changes nothing, then moves every kitchen and accounts for every document', async () => {
  const { db } = main;
  const kitchens = await seed(db);
  const before = await dump(db);

  const dry = await migrateKitchens(db, { now: NOW });
  expect(dry.apply).toBe(false);
  expect(dry.failed).toEqual([]);
  expect(dry.migrated).toEqual(['k-alt', 'k-gast', 'k-regenbogen', 'k-sonnenblume']);
  expect(dry.alreadyMigrated).toBe(2);
  expect(dry.moved.weeks).toEqual({ copied: 23, existing: 0, deleted: 0 });
  expect(dry.writes).toBe(0);
  expect(await dump(db)).toEqual(before);

  const run = await migrateKitchens(db, { apply: true, now: NOW });
  expect(run.failed).toEqual([]);
  expect(run.mismatches).toEqual([]);
  expect(run.migrated).toEqual(['k-alt', 'k-gast', 'k-regenbogen', 'k-sonnenblume']);
  expect(run.dropped).toEqual([{ uid: 'k-alt', paths: ['features.shopping'] }]);
  // Counts per collection: before all old (plus the new person's week), after all new.
  for (const collection of ['weeks', 'recipes', 'meta', 'shoppingLists']) {
    const old = docCount(kitchens, collection);
    const already = collection === 'weeks' ? 1 : 0;
    expect(run.before.collections[collection]).toEqual({ old, new: already });
    expect(run.after.collections[collection]).toEqual({ old: 0, new: old + already });
  }
  expect(run.before.users).toEqual({ old: 4, new: 2 });
  expect(run.after.users).toEqual({ old: 0, new: 6 });
  expect(run.after.kitchens).toEqual({ old: 0, new: 5 });

  const after = await dump(db);
  // Every old document is at its new place, unchanged; nothing is left under users/ but the persons.
  for (const k of kitchens) {
    for (const [path, data] of Object.entries(k.below)) {
      expect(after[`kitchens/${k.uid}/${path}`]).toEqual(data);
      expect(after[`users/${k.uid}/${path}`]).toBeUndefined();
    }
  }
  expect(Object.keys(after).filter((p) => p.startsWith('users/') && p.split('/').length > 2)).toEqual([]);
  // Shared documents and the new person stay as they were.
  for (const path of [
    'recipes/linsen-dal',
    'masterplan/2026-W48',
    'users/k-neu',
    'kitchens/k-neu',
    'users/k-neu-koechin',
  ])
    expect(after[path]).toEqual(before[path]);

  expect(after['kitchens/k-regenbogen']).toEqual({
    name: 'Kita Regenbogen',
    letterhead: 'Lindenstraße 4, 34117 Kassel',
    bioControlCode: 'DE-ÖKO-006',
    // Stored before the Aushang could show photos: off, as for every kitchen until switched on.
    noticePhotos: false,
    menuLine: 'vegetarian',
    heads: { kiga: 40, kita: 12 },
    prices: { kartoffeln: { price: 1.9, amount: 1000 } },
    // Belongs to no Träger, so it inherits no Träger prices.
    organisationPrices: {},
    allergens: { fladenbrot: { add: ['11'], remove: [], reason: 'Fladenbrot vom Bäcker Yilmaz' } },
    features: { plan: true, recipes: true, shopping: true },
    version: 3,
    accessVersion: 2,
    members: {
      'k-regenbogen': { role: 'lead', name: 'Anna Schulz', email: 'anna@regenbogen.test', since: NOW },
    },
  });
  expect(after['users/k-regenbogen']).toEqual({
    nickName: 'Anna Schulz',
    email: 'anna@regenbogen.test',
    photoUrl: '',
    admin: false,
    accessVersion: 2,
    kitchens: { 'k-regenbogen': 'lead' },
    lastKitchen: 'k-regenbogen',
    // Leads no Träger yet (docs/data-model.md, "Organisations (Träger)").
    organisations: {},
  });
  // The admin stays admin (a person's role) and keeps the kitchen's flags (the kitchen's).
  expect(after['users/k-sonnenblume']).toMatchObject({
    admin: true,
    accessVersion: 7,
    photoUrl: 'https://example.test/jonas.png',
  });
  expect(after['kitchens/k-sonnenblume']).toMatchObject({
    features: { masterplan: true, plan: true, usage: true, videos: true },
    accessVersion: 7,
    members: { 'k-sonnenblume': { role: 'lead', name: 'Jonas Weber' } },
  });
  // The guest becomes the Küchenleitung of a kitchen without a name; a member without a name shows the institution's.
  expect(after['kitchens/k-gast']).toMatchObject({
    name: '',
    members: { 'k-gast': { role: 'lead', name: '', email: '' } },
  });
  expect(after['kitchens/k-alt']).toMatchObject({
    features: { plan: true },
    letterhead: '',
    version: 0,
    members: { 'k-alt': { name: 'Kindergarten Am Bach' } },
  });

  // A second run finds nothing to do and changes nothing.
  const again = await migrateKitchens(db, { apply: true, now: NOW + 1 });
  expect(again.migrated).toEqual([]);
  expect(again.alreadyMigrated).toBe(6);
  expect(again.writes).toBe(0);
  expect(again.mismatches).toEqual([]);
  expect(await dump(db)).toEqual(after);
}, 120_000);

it('finishes a run stopped midway when started again, without overwriting what was written in between', async () => {
  const { db } = resume;
  const kitchens = await seed(db);
  const before = await dump(db);
  let batches = 0;
  const crash = new Error('Abbruch (simuliert)');
  await expect(
    migrateKitchens(db, {
      apply: true,
      batchSize: 4,
      now: NOW,
      afterBatch: () => {
        if (++batches === 8) throw crash;
      },
    }),
  ).rejects.toBe(crash);

  // Stopped after eight batches: k-alt done (its weeks in two pages, each copied then deleted, its recipe,
  // then kitchen and person: seven), k-gast's one week copied but not yet deleted; the rest untouched.
  const half = await dump(db);
  expect(half['users/k-alt']).toMatchObject({ kitchens: { 'k-alt': 'lead' } });
  expect(half['users/k-gast']).toEqual(before['users/k-gast']);
  expect(half['kitchens/k-gast/weeks/2026-W48']).toEqual(before['users/k-gast/weeks/2026-W48']);
  expect(half['users/k-gast/weeks/2026-W48']).toEqual(before['users/k-gast/weeks/2026-W48']);
  expect(half['kitchens/k-gast']).toBeUndefined();
  expect(half['kitchens/k-regenbogen']).toBeUndefined();
  // Something writes the copy in between (it must survive the resumed run).
  await db.doc('kitchens/k-gast/weeks/2026-W48').update({ average: 9.99, version: 2 });

  const sizes: number[] = [];
  const resumed = await migrateKitchens(db, {
    apply: true,
    batchSize: 4,
    now: NOW,
    afterBatch: (writes) => void sizes.push(writes),
  });
  expect(resumed.failed).toEqual([]);
  expect(resumed.mismatches).toEqual([]);
  expect(resumed.alreadyMigrated).toBe(3);
  expect(resumed.migrated).toEqual(['k-gast', 'k-regenbogen', 'k-sonnenblume']);
  expect(resumed.moved.weeks).toMatchObject({ existing: 1, deleted: 18 });
  // At most batchSize writes per batch.
  expect(Math.max(...sizes)).toBe(4);
  expect(sizes.reduce((a, b) => a + b, 0)).toBe(resumed.writes);

  const after = await dump(db);
  expect(after['kitchens/k-gast/weeks/2026-W48']).toMatchObject({ average: 9.99, version: 2 });
  for (const k of kitchens) {
    for (const [path, data] of Object.entries(k.below)) {
      if (path !== 'weeks/2026-W48' || k.uid !== 'k-gast')
        expect(after[`kitchens/${k.uid}/${path}`]).toEqual(data);
      expect(after[`users/${k.uid}/${path}`]).toBeUndefined();
    }
    expect(after[`users/${k.uid}`]).toMatchObject({ kitchens: { [k.uid]: 'lead' }, lastKitchen: k.uid });
    expect(after[`kitchens/${k.uid}`]).toMatchObject({ members: { [k.uid]: { role: 'lead' } } });
  }
  // Documents overall: the old ones moved one to one, plus the persons, kitchens and the untouched rest.
  const oldBelow = kitchens.reduce((n, k) => n + Object.keys(k.below).length, 0);
  expect(Object.keys(after)).toHaveLength(Object.keys(before).length + kitchens.length);
  expect(Object.keys(after).filter((p) => p.startsWith('kitchens/') && p.split('/').length > 2)).toHaveLength(
    oldBelow + 1,
  );
}, 120_000);

it('runs as an admin command: a dry run by default, --apply moves, and reports in German', async () => {
  const { db } = cli;
  await seed(db);
  const devstack = resolve(__dirname, '../..');
  const admin = (...args: string[]) =>
    promisify(execFile)(
      resolve(devstack, 'node_modules/.bin/tsx'),
      ['src/admin.ts', 'migrate-kitchens', ...args],
      {
        cwd: devstack,
        // The same Firestore the test's client uses (in a run with the browser tests, FIRESTORE_EMULATOR_HOST
        // names the e2e stack's).
        env: {
          ...process.env,
          GCLOUD_PROJECT: 'demo-conformance-kitchen-migration-cli',
          FIRESTORE_EMULATOR_HOST: process.env.CONFORMANCE_FIRESTORE_HOST,
        },
      },
    );
  const dry = await admin();
  expect(dry.stdout).toContain(
    'Probelauf (nichts geschrieben; mit --apply ausführen): 6 Benutzer geprüft, 4 Küchen würden umziehen, 2 schon umgezogen.',
  );
  expect((await db.doc('users/k-regenbogen/weeks/2026-W48').get()).exists).toBe(true);

  const applied = await admin('--apply', '--batch-size', '100');
  expect(applied.stdout).toContain(
    'Küchen-Umzug: 6 Benutzer geprüft, 4 Küchen nach kitchens/ umgezogen, 2 schon umgezogen.',
  );
  expect(applied.stdout).toMatch(/weeks +vorher 23 alt \/ 1 neu +nachher 0 alt \/ 24 neu/);
  expect(applied.stdout).toContain('Zählung stimmt: jedes Dokument ist an seinem Platz.');
  expect((await db.doc('kitchens/k-regenbogen/weeks/2026-W48').get()).exists).toBe(true);

  await expect(admin('--batch-size', '900')).rejects.toMatchObject({
    code: 2,
    stderr: expect.stringContaining('--batch-size braucht eine ganze Zahl von 1 bis 500.'),
  });
}, 120_000);
