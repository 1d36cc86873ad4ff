/**
 * The admin area's backend (#13): the kitchens with their access (admin/listKitchens), feature flags and
 * the admin role set in the app (admin/setAccess), and the audit log (admin/listAudit) that records every
 * admin change of shared content and access in the same transaction, with who, when and a short
 * before/after summary of the changed fields.
 */
import { getAuth } from 'firebase-admin/auth';
import type { Timestamp } from 'firebase-admin/firestore';
import {
  ADMIN_NEEDS_VERIFIED_EMAIL_MESSAGE,
  isoWeekId,
  LAST_ADMIN_MESSAGE,
  type AuditEntry,
  type FeatureFlags,
  type KitchenRow,
} from '@speiseplaner/shared';
import { call, refusal, type Kitchen } from '../helpers/call';
import { seedCatalogue } from '../helpers/catalogue';
import { ingredient, masterplanWeek, recipe, upcomingWorkshop, week } from '../helpers/fixtures';
import {
  ALL_FEATURES,
  createAdmin,
  createKitchen,
  KITCHEN_FEATURES,
  testDb,
  type KitchenOptions,
} from '../helpers/kitchens';

interface StoredAuditEntry {
  at: Timestamp;
  actor: { uid: string; email: string };
  action: string;
  target: string;
  changes: { field: string; before: string | null; after: string | null }[];
  more: number;
}

/** The stored entries about `target`, newest first (read straight from the database). */
async function storedAudit(target: string): Promise<StoredAuditEntry[]> {
  const snap = await testDb().collection('auditLog').where('target', '==', target).get();
  return snap.docs.map((d) => d.data() as StoredAuditEntry).sort((a, b) => b.at.toMillis() - a.at.toMillis());
}

const change = (field: string, before: string | null, after: string | null) => ({ field, before, after });

let admin: Kitchen;
let startedAt: number;

beforeAll(async () => {
  await seedCatalogue();
  admin = await createAdmin();
  startedAt = Date.now() - 1000;
});

describe('audit log of admin changes to shared content', () => {
  it('records ingredients/save with who, when and only the changed fields; a stale save records nothing', async () => {
    const slug = `audit-zutat-${Date.now()}`;
    await call('ingredients/save', { ingredient: ingredient(slug, { name: 'Pastinake' }) }, admin);
    await call(
      'ingredients/save',
      { ingredient: ingredient(slug, { name: 'Pastinake, bio', version: 1 }) },
      admin,
    );
    expect(
      (await refusal('ingredients/save', { ingredient: ingredient(slug, { version: 1 }) }, admin)).code,
    ).toBe('failed-precondition');
    const entries = await storedAudit(`ingredients/${slug}`);
    expect(entries).toHaveLength(2);
    const [edit, created] = entries;
    expect(edit).toMatchObject({
      action: 'ingredients/save',
      actor: { uid: admin.uid, email: `${admin.uid}@kita.test` },
      changes: [change('name', 'Pastinake', 'Pastinake, bio')],
      more: 0,
    });
    expect(edit!.at.toMillis()).toBeGreaterThanOrEqual(startedAt);
    expect(edit!.at.toMillis()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(created!.changes).toEqual(
      expect.arrayContaining([change('name', null, 'Pastinake'), change('slug', null, slug)]),
    );
    expect(created!.changes.map((c) => c.field)).not.toContain('version');
  });

  it('records workshops/save and workshops/delete', async () => {
    const slug = `audit-workshop-${Date.now()}`;
    const first = upcomingWorkshop(slug);
    await call('workshops/save', { workshop: first, version: 0, isNew: true }, admin);
    await call(
      'workshops/save',
      {
        workshop: upcomingWorkshop(slug, { title: 'Abgesagt: Einführung', capacity: 12 }),
        version: 1,
        isNew: false,
      },
      admin,
    );
    await call('workshops/delete', { slug, version: 2 }, admin);
    const [deleted, edited, created] = await storedAudit(`workshops/${slug}`);
    expect(created).toMatchObject({ action: 'workshops/save', actor: { uid: admin.uid } });
    expect(edited).toMatchObject({
      action: 'workshops/save',
      changes: [
        change('title', 'Einführung in den Speiseplaner', 'Abgesagt: Einführung'),
        change('capacity', null, '12'),
      ],
    });
    expect(deleted).toMatchObject({ action: 'workshops/delete' });
    expect(deleted!.changes).toEqual(expect.arrayContaining([change('title', 'Abgesagt: Einführung', null)]));
  });

  it('records a shared recipe and a masterplan week, but not a kitchen’s own recipe', async () => {
    const slug = `audit-rezept-${Date.now()}`;
    await call('recipes/save', { recipe: recipe(slug, { name: 'Gemeinsame Suppe' }), shared: true }, admin);
    await call(
      'recipes/save',
      { recipe: recipe(slug, { name: 'Gemeinsame Suppe', portions: 20, version: 1 }), shared: true },
      admin,
    );
    const [edit, created] = await storedAudit(`recipes/${slug}`);
    expect(created).toMatchObject({ action: 'recipes/save', actor: { uid: admin.uid } });
    expect(edit!.changes).toEqual([change('portions', '10', '20')]);

    const kitchen = await createKitchen();
    const own = `audit-eigen-${Date.now()}`;
    await call('recipes/save', { recipe: recipe(own) }, kitchen);
    expect(await storedAudit(`recipes/${own}`)).toEqual([]);

    // A week no other test file lists, removed again: the masterplan is shared by every test file.
    try {
      await call('masterplan/saveWeek', { week: masterplanWeek('2041-W40') }, admin);
      const [week] = await storedAudit('masterplan/2041-W40');
      expect(week).toMatchObject({ action: 'masterplan/saveWeek', actor: { uid: admin.uid } });
      expect(week!.changes.map((c) => c.field)).toEqual(['id', 'average', 'days']);
    } finally {
      await testDb().doc('masterplan/2041-W40').delete();
    }
  });
});

/** A test kitchen with a sign-in account in the Auth emulator (confirmed e-mail or not). */
async function withAccount(emailVerified: boolean, options: KitchenOptions = {}): Promise<Kitchen> {
  const kitchen = await createKitchen(options);
  testDb();
  await getAuth().createUser({
    uid: kitchen.uid,
    email: String(kitchen.token.email),
    emailVerified,
    password: 'geheim-123',
  });
  return kitchen;
}

const flagsOf = (features: Record<string, boolean>): FeatureFlags => ({
  masterplan: features.masterplan === true,
  plan: features.plan === true,
  recipes: features.recipes === true,
  shopping: features.shopping === true,
  ingredients: features.ingredients === true,
  usage: features.usage === true,
  videos: features.videos === true,
});

/** Every kitchen row, paging through admin/listKitchens, with the reads of each page. */
async function allKitchens(caller: Kitchen, limit?: number): Promise<{ rows: KitchenRow[]; pages: number }> {
  const rows: KitchenRow[] = [];
  let cursor: string | undefined;
  for (let pages = 1; ; pages += 1) {
    const answer = await call<{ kitchens: KitchenRow[]; nextCursor: string | null; complete: boolean }>(
      'admin/listKitchens',
      { ...(cursor ? { cursor } : {}), ...(limit ? { limit } : {}) },
      caller,
    );
    const n = answer.payload.kitchens.length;
    // Profile, the page (+1 to see whether more follow), activity markers, one week count per kitchen.
    expect(answer.meta!.reads).toBeLessThanOrEqual(1 + (n + 1) + n + n * 2);
    rows.push(...answer.payload.kitchens);
    if (answer.payload.complete) {
      expect(answer.payload.nextCursor).toBeNull();
      return { rows, pages };
    }
    expect(answer.payload.nextCursor).toBe(answer.payload.kitchens[n - 1]!.uid);
    cursor = answer.payload.nextCursor!;
  }
}

const rowOf = (rows: KitchenRow[], uid: string) => rows.find((r) => r.uid === uid);

const access = (kitchen: Kitchen) =>
  testDb()
    .doc(`users/${kitchen.uid}`)
    .get()
    .then((snap) => snap.data()!);

type AuditPage = { entries: AuditEntry[]; nextCursor: string | null; complete: boolean };

describe('admin/listKitchens', () => {
  it('lists the kitchens with confirmed marks, planned weeks, last activity, flags and role', async () => {
    const planner = await withAccount(true, { name: 'Kita Sonnenblume' });
    const unconfirmed = await withAccount(false, { name: 'Kita Löwenzahn' });
    const noAccount = await createKitchen({ name: 'Kita ohne Konto' });
    await call('plan/saveNewWeek', { week: week('2026-W40') }, planner);
    await call('plan/saveNewWeek', { week: week('2026-W41') }, planner);
    await call('plan/saveWeek', { week: week('2026-W41', ['linsen-dal'], 1) }, planner);

    const { rows } = await allKitchens(admin);
    const uids = rows.map((r) => r.uid);
    expect([...uids].sort()).toEqual(uids);
    expect(new Set(uids).size).toBe(uids.length);
    expect(rowOf(rows, planner.uid)).toMatchObject({
      name: 'Kita Sonnenblume',
      email: `${planner.uid}@kita.test`,
      emailVerified: true,
      weeksPlanned: 2,
      lastActiveWeek: isoWeekId(Date.now()),
      features: flagsOf(KITCHEN_FEATURES),
      admin: false,
      accessVersion: 0,
    });
    expect(Date.parse(rowOf(rows, planner.uid)!.created!)).toBeGreaterThanOrEqual(startedAt - 60_000);
    expect(rowOf(rows, unconfirmed.uid)).toMatchObject({
      name: 'Kita Löwenzahn',
      emailVerified: false,
      weeksPlanned: 0,
      lastActiveWeek: null,
    });
    expect(rowOf(rows, noAccount.uid)).toMatchObject({ emailVerified: false, lastSignIn: null });
    expect(rowOf(rows, admin.uid)).toMatchObject({ admin: true, features: flagsOf(ALL_FEATURES) });
  });

  it('pages by uid: small pages list the same kitchens as one page', async () => {
    const whole = await allKitchens(admin);
    // About four pages, however many kitchens the test files before this one created.
    const paged = await allKitchens(admin, Math.max(1, Math.ceil(whole.rows.length / 4)));
    expect(paged.pages).toBeGreaterThan(1);
    expect(paged.rows.map((r) => r.uid)).toEqual(whole.rows.map((r) => r.uid));
  });
});

describe('admin/setAccess', () => {
  it('turns a flag on, and the kitchen’s next call of that area succeeds; the rest of the profile stays', async () => {
    const kitchen = await withAccount(true, { features: { ...KITCHEN_FEATURES, shopping: false } });
    expect((await refusal('shoppingLists/list', {}, kitchen)).code).toBe('permission-denied');
    const before = await access(kitchen);
    const seen = { features: flagsOf(before.features), admin: false };
    const answer = await call(
      'admin/setAccess',
      { uid: kitchen.uid, features: { ...seen.features, shopping: true }, admin: false, version: 0 },
      admin,
    );
    expect(answer.payload).toEqual({
      uid: kitchen.uid,
      features: { ...seen.features, shopping: true },
      admin: false,
      version: 1,
    });
    expect((await call('shoppingLists/list', {}, kitchen)).type).toBe('shoppingLists/list/answer');
    // The access has its own version; the profile's `version` stays, so the kitchen's next save is no conflict.
    expect(await access(kitchen)).toEqual({
      ...before,
      features: { ...before.features, shopping: true },
      accessVersion: 1,
    });
    expect(
      (
        await call(
          'user/updateProfile',
          { version: before.version ?? 0, changes: { name: 'Kita Neu' } },
          kitchen,
        )
      ).type,
    ).toBe('user/updateProfile/answer');
  });

  it('refuses the admin role for an e-mail that is not confirmed (and without an account)', async () => {
    for (const kitchen of [await withAccount(false), await createKitchen()]) {
      const before = await access(kitchen);
      expect(
        await refusal(
          'admin/setAccess',
          { uid: kitchen.uid, features: flagsOf(before.features), admin: true, version: 0 },
          admin,
        ),
      ).toEqual({
        code: 'failed-precondition',
        message: ADMIN_NEEDS_VERIFIED_EMAIL_MESSAGE,
      });
      expect(await access(kitchen)).toEqual(before);
    }
    const confirmed = await withAccount(true);
    await call(
      'admin/setAccess',
      { uid: confirmed.uid, features: flagsOf(KITCHEN_FEATURES), admin: true, version: 0 },
      admin,
    );
    expect((await access(confirmed)).admin).toBe(true);
    expect((await call('admin/listAudit', { limit: 1 }, confirmed)).type).toBe('admin/listAudit/answer');
  });

  it('refuses a save over access that changed since the admin saw it; a repeated save answers as stored', async () => {
    const kitchen = await withAccount(true);
    const seen = { features: flagsOf(KITCHEN_FEATURES), admin: false };
    const other = await createAdmin();
    await call(
      'admin/setAccess',
      { uid: kitchen.uid, features: { ...seen.features, usage: true }, admin: false, version: 0 },
      other,
    );
    const stale = await refusal(
      'admin/setAccess',
      { uid: kitchen.uid, features: { ...seen.features, videos: false }, admin: false, version: 0 },
      admin,
    );
    expect(stale.code).toBe('failed-precondition');
    expect(stale.message).toBe(
      'Der Zugang von „Kita Testwiese“ wurde inzwischen an anderer Stelle geändert. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
    );
    expect(flagsOf((await access(kitchen)).features)).toEqual({ ...seen.features, usage: true });
    // The other admin's retry (its first call went through) answers without a second entry.
    const entries = async () =>
      (await call<AuditPage>('admin/listAudit', {}, admin)).payload.entries.filter(
        (e) => e.target === `users/${kitchen.uid}`,
      );
    expect(await entries()).toHaveLength(1);
    await call(
      'admin/setAccess',
      { uid: kitchen.uid, features: { ...seen.features, usage: true }, admin: false, version: 0 },
      other,
    );
    expect(await entries()).toHaveLength(1);
  });

  it('keeps the last admin: the only admin cannot drop their own role', async () => {
    const only = await withAccount(true, { name: 'Einzige Verwaltung', features: ALL_FEATURES, admin: true });
    // Admins of the test files that ran before are made kitchens (files run one after another).
    const admins = await testDb().collection('users').where('admin', '==', true).get();
    await Promise.all(
      admins.docs.filter((d) => d.id !== only.uid).map((d) => d.ref.update({ admin: false })),
    );
    const seen = { features: flagsOf(ALL_FEATURES), admin: true };
    const drop = { uid: only.uid, features: seen.features, admin: false, version: 0 };
    expect(await refusal('admin/setAccess', drop, only)).toEqual({
      code: 'failed-precondition',
      message: LAST_ADMIN_MESSAGE,
    });
    expect((await access(only)).admin).toBe(true);

    const second = await withAccount(true);
    const kitchenSeen = { features: flagsOf(KITCHEN_FEATURES), admin: false };
    await call(
      'admin/setAccess',
      { uid: second.uid, features: kitchenSeen.features, admin: true, version: 0 },
      only,
    );
    await call('admin/setAccess', drop, only);
    expect((await access(only)).admin).toBe(false);
    expect((await refusal('admin/listKitchens', {}, only)).code).toBe('permission-denied');
    admin = second;
  });
});

describe('admin/listAudit', () => {
  it('shows setAccess, ingredients/save and workshops/save newest first with who, when, before and after', async () => {
    const from = Date.now() - 1000;
    const kitchen = await withAccount(true);
    const seen = { features: flagsOf(KITCHEN_FEATURES), admin: false };
    await call(
      'admin/setAccess',
      { uid: kitchen.uid, features: { ...seen.features, masterplan: true }, admin: false, version: 0 },
      admin,
    );
    const slug = `protokoll-${Date.now()}`;
    await call('ingredients/save', { ingredient: ingredient(slug, { name: 'Topinambur' }) }, admin);
    await call(
      'workshops/save',
      { workshop: upcomingWorkshop(`${slug}-2027-12-01`), version: 0, isNew: true },
      admin,
    );

    const page = await call<AuditPage>('admin/listAudit', {}, admin);
    const [workshopEntry, ingredientEntry, accessEntry] = page.payload.entries;
    expect(page.meta!.reads).toBeLessThanOrEqual(1 + page.payload.entries.length + 1);
    const who = { uid: admin.uid, email: `${admin.uid}@kita.test` };
    expect(accessEntry).toMatchObject({
      action: 'admin/setAccess',
      actor: who,
      target: `users/${kitchen.uid}`,
      changes: [{ field: 'features.masterplan', before: 'false', after: 'true' }],
      more: 0,
    });
    expect(ingredientEntry).toMatchObject({
      action: 'ingredients/save',
      actor: who,
      target: `ingredients/${slug}`,
    });
    expect(ingredientEntry!.changes[0]).toEqual({ field: 'slug', before: null, after: slug });
    expect(workshopEntry).toMatchObject({
      action: 'workshops/save',
      actor: who,
      target: `workshops/${slug}-2027-12-01`,
    });
    const times = [workshopEntry, ingredientEntry, accessEntry].map((e) => Date.parse(e!.at));
    expect(times[0]).toBeGreaterThanOrEqual(times[1]!);
    expect(times[1]).toBeGreaterThanOrEqual(times[2]!);
    expect(times[2]).toBeGreaterThanOrEqual(from);

    // Pages of one continue where the one before ended.
    const first = await call<AuditPage>('admin/listAudit', { limit: 1 }, admin);
    expect(first.payload).toMatchObject({ complete: false, nextCursor: workshopEntry!.id });
    const second = await call<AuditPage>(
      'admin/listAudit',
      { limit: 1, cursor: first.payload.nextCursor },
      admin,
    );
    expect(second.payload.entries.map((e) => e.id)).toEqual([ingredientEntry!.id]);
    expect((await refusal('admin/listAudit', { cursor: 'gibt-es-nicht' }, admin)).code).toBe('not-found');
  });
});
