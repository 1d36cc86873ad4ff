/**
 * The admin area's backend (#13, #29): the kitchens with their members and roles (admin/listKitchens), a
 * kitchen's feature flags (admin/setAccess) and a person's admin role (admin/setAdmin) set in the app, and
 * the audit log (admin/listAudit) that records every admin change of shared content and access in the
 * same transaction, with who, when, the target by name and a short before/after summary of the changed
 * fields.
 */
import { getAuth } from 'firebase-admin/auth';
import type { Timestamp } from 'firebase-admin/firestore';
import {
  ADMIN_NEEDS_VERIFIED_EMAIL_MESSAGE,
  isoWeekId,
  LAST_ADMIN_MESSAGE,
  type AuditEntry,
  type FeatureFlags,
  type KitchenRole,
  type KitchenRow,
} from '@speiseplaner/shared';
import { call, refusal, type Kitchen } from '../helpers/call';
import { seedCatalogue } from '../helpers/catalogue';
import { ingredient, masterplanWeek, recipe, upcomingWorkshop, week } from '../helpers/fixtures';
import {
  addMember,
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
  targetName: string;
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
      actor: { uid: admin.uid, email: String(admin.token.email) },
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

/** Gives `person` a sign-in account in the Auth emulator (confirmed e-mail or not). */
async function account(person: Kitchen, emailVerified: boolean): Promise<Kitchen> {
  testDb();
  await getAuth().createUser({
    uid: person.uid,
    email: String(person.token.email),
    emailVerified,
    password: 'geheim-123',
  });
  return person;
}

/** A test kitchen whose Küchenleitung has a sign-in account (confirmed e-mail or not). */
const withAccount = async (emailVerified: boolean, options: KitchenOptions = {}) =>
  account(await createKitchen(options), emailVerified);

/** Another person in `kitchen`'s kitchen in `role`, with a sign-in account. */
const memberWithAccount = async (kitchen: Kitchen, role: KitchenRole, emailVerified: boolean) =>
  account(await addMember(kitchen, role), emailVerified);

const flagsOf = (features: Record<string, boolean>): FeatureFlags => ({
  masterplan: features.masterplan === true,
  plan: features.plan === true,
  recipes: features.recipes === true,
  shopping: features.shopping === true,
  ingredients: features.ingredients === true,
  usage: features.usage === true,
  videos: features.videos === true,
});

/** Every kitchen row, paging through admin/listKitchens, checking the reads of each page. */
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
    const members = new Set(answer.payload.kitchens.flatMap((k) => k.members.map((m) => m.uid))).size;
    // The caller, the page (+1 to see whether more follow), activity markers, each kitchen's week count
    // (an aggregation billed per 1,000 weeks: the kitchen filled to its cap by kitchenCaps.test.ts costs
    // two), each member's person document once (docs/data-model.md, "Reads per action").
    const counts = answer.payload.kitchens.reduce(
      (sum, k) => sum + Math.max(1, Math.ceil(k.weeksPlanned / 1000)),
      0,
    );
    expect(answer.meta!.reads).toBeLessThanOrEqual(1 + (n + 1) + n + counts + members);
    rows.push(...answer.payload.kitchens);
    if (answer.payload.complete) {
      expect(answer.payload.nextCursor).toBeNull();
      return { rows, pages };
    }
    expect(answer.payload.nextCursor).toBe(answer.payload.kitchens[n - 1]!.kitchenId);
    cursor = answer.payload.nextCursor!;
  }
}

const rowOf = (rows: KitchenRow[], kitchen: Kitchen) => rows.find((r) => r.kitchenId === kitchen.kitchenId);

const kitchenDoc = (kitchen: Kitchen) =>
  testDb()
    .doc(`kitchens/${kitchen.kitchenId}`)
    .get()
    .then((snap) => snap.data()!);

const personDoc = (person: Kitchen) =>
  testDb()
    .doc(`users/${person.uid}`)
    .get()
    .then((snap) => snap.data()!);

type AuditPage = { entries: AuditEntry[]; nextCursor: string | null; complete: boolean };

/** The entries about `target` admin/listAudit shows on its first page. */
const auditOf = async (target: string, caller: Kitchen = admin) =>
  (await call<AuditPage>('admin/listAudit', {}, caller)).payload.entries.filter((e) => e.target === target);

describe('admin/listKitchens', () => {
  it('lists each kitchen with its members, roles, confirmed marks, admin marks, weeks, activity and flags', async () => {
    const planner = await withAccount(true, { name: 'Kita Sonnenblume' });
    const cook = await memberWithAccount(planner, 'cook', false);
    const reader = await addMember(planner, 'reader');
    const unconfirmed = await withAccount(false, { name: 'Kita Löwenzahn' });
    const noAccount = await createKitchen({ name: 'Kita ohne Konto' });
    await call('plan/saveNewWeek', { week: week('2026-W40') }, planner);
    await call('plan/saveNewWeek', { week: week('2026-W41') }, cook);
    await call('plan/saveWeek', { week: week('2026-W41', ['linsen-dal'], 1) }, planner);

    const { rows } = await allKitchens(admin);
    const ids = rows.map((r) => r.kitchenId);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    const stored = (await kitchenDoc(planner)).members as Record<string, { name: string }>;
    const row = rowOf(rows, planner)!;
    expect(row).toMatchObject({
      name: 'Kita Sonnenblume',
      weeksPlanned: 2,
      lastActiveWeek: isoWeekId(Date.now()),
      features: flagsOf(KITCHEN_FEATURES),
      accessVersion: 0,
    });
    // Küchenleitung first, then the cook, then the reader; the address the account has, confirmed or not.
    expect(row.members).toEqual([
      {
        uid: planner.uid,
        name: stored[planner.uid]!.name,
        email: String(planner.token.email),
        emailVerified: true,
        role: 'lead',
        admin: false,
        accessVersion: 0,
      },
      expect.objectContaining({ uid: cook.uid, role: 'cook', emailVerified: false, admin: false }),
      expect.objectContaining({ uid: reader.uid, role: 'reader', emailVerified: false, admin: false }),
    ]);
    expect(row.members[1]!.email).toBe(String(cook.token.email));
    // Created and last sign-in are the Küchenleitung's account's.
    expect(Date.parse(row.created!)).toBeGreaterThanOrEqual(startedAt - 60_000);
    expect(rowOf(rows, unconfirmed)).toMatchObject({
      name: 'Kita Löwenzahn',
      weeksPlanned: 0,
      lastActiveWeek: null,
      members: [expect.objectContaining({ uid: unconfirmed.uid, role: 'lead', emailVerified: false })],
    });
    expect(rowOf(rows, noAccount)).toMatchObject({ lastSignIn: null });
    expect(rowOf(rows, noAccount)!.members[0]).toMatchObject({ emailVerified: false });
    expect(rowOf(rows, admin)).toMatchObject({ features: flagsOf(ALL_FEATURES) });
    expect(rowOf(rows, admin)!.members).toEqual([expect.objectContaining({ uid: admin.uid, admin: true })]);
  });

  it('pages by kitchen id: small pages list the same kitchens as one page', async () => {
    const whole = await allKitchens(admin);
    // About four pages, however many kitchens the test files before this one created.
    const paged = await allKitchens(admin, Math.max(1, Math.ceil(whole.rows.length / 4)));
    expect(paged.pages).toBeGreaterThan(1);
    expect(paged.rows.map((r) => r.kitchenId)).toEqual(whole.rows.map((r) => r.kitchenId));
  });

  it('is refused to a Küchenleitung who is no admin', async () => {
    const lead = await createKitchen();
    expect((await refusal('admin/listKitchens', {}, lead)).code).toBe('permission-denied');
  });
});

describe('admin/setAccess (a kitchen’s flags)', () => {
  it('turns a flag on for the whole kitchen: each member’s next call succeeds; the settings stay', async () => {
    const kitchen = await withAccount(true, { features: { ...KITCHEN_FEATURES, shopping: false } });
    const cook = await addMember(kitchen, 'cook');
    expect((await refusal('shoppingLists/list', {}, cook)).code).toBe('permission-denied');
    const before = await kitchenDoc(kitchen);
    const person = await personDoc(kitchen);
    const features = { ...flagsOf(before.features), shopping: true };
    const answer = await call(
      'admin/setAccess',
      { kitchenId: kitchen.kitchenId, features, version: 0 },
      admin,
    );
    expect(answer.payload).toEqual({ kitchenId: kitchen.kitchenId, features, version: 1 });
    expect((await call('shoppingLists/list', {}, cook)).type).toBe('shoppingLists/list/answer');
    expect((await call('shoppingLists/list', {}, kitchen)).type).toBe('shoppingLists/list/answer');
    // The app learns the kitchen's flags from user/validate: the cook's next start shows the area.
    const validated = await call<{ user: { features: FeatureFlags } }>('user/validate', {}, cook);
    expect(validated.payload.user.features).toMatchObject({ shopping: true });
    // The flags have their own version; the settings' `version` stays, so the kitchen's next save is no
    // conflict, and the person document (the admin role) is untouched.
    expect(await kitchenDoc(kitchen)).toEqual({
      ...before,
      features: { ...before.features, shopping: true },
      accessVersion: 1,
    });
    expect(await personDoc(kitchen)).toEqual(person);
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

  it('refuses flags that changed since the admin saw them; a repeated call answers as stored', async () => {
    const kitchen = await withAccount(true);
    const seen = flagsOf(KITCHEN_FEATURES);
    const other = await createAdmin();
    const target = `kitchens/${kitchen.kitchenId}`;
    await call(
      'admin/setAccess',
      { kitchenId: kitchen.kitchenId, features: { ...seen, usage: true }, version: 0 },
      other,
    );
    const stale = await refusal(
      'admin/setAccess',
      { kitchenId: kitchen.kitchenId, features: { ...seen, videos: false }, version: 0 },
      admin,
    );
    expect(stale).toEqual({
      code: 'failed-precondition',
      message:
        'Die Freischaltung von „Kita Testwiese“ wurde inzwischen an anderer Stelle geändert. Bitte laden Sie die Seite neu und versuchen Sie es noch einmal.',
    });
    expect(flagsOf((await kitchenDoc(kitchen)).features)).toEqual({ ...seen, usage: true });
    // The other admin's retry (its first call went through) answers without a second entry.
    expect(await auditOf(target)).toHaveLength(1);
    const retry = await call(
      'admin/setAccess',
      { kitchenId: kitchen.kitchenId, features: { ...seen, usage: true }, version: 0 },
      other,
    );
    expect(retry.payload).toMatchObject({ version: 1 });
    expect(await auditOf(target)).toHaveLength(1);
  });

  it('refuses a kitchen that does not exist', async () => {
    expect(
      await refusal(
        'admin/setAccess',
        { kitchenId: 'gibt-es-nicht', features: flagsOf(KITCHEN_FEATURES), version: 0 },
        admin,
      ),
    ).toEqual({ code: 'not-found', message: 'Die Küche wurde nicht gefunden.' });
    expect((await testDb().doc('kitchens/gibt-es-nicht').get()).exists).toBe(false);
  });
});

describe('admin/setAdmin (a person’s admin role)', () => {
  it('refuses the role for an e-mail that is not confirmed (and without an account)', async () => {
    const kitchen = await createKitchen();
    for (const person of [
      await memberWithAccount(kitchen, 'cook', false),
      await addMember(kitchen, 'cook'),
    ]) {
      const before = await personDoc(person);
      expect(await refusal('admin/setAdmin', { uid: person.uid, admin: true, version: 0 }, admin)).toEqual({
        code: 'failed-precondition',
        message: ADMIN_NEEDS_VERIFIED_EMAIL_MESSAGE,
      });
      expect(await personDoc(person)).toEqual(before);
    }
  });

  it('gives the role to a person, whatever their role in the kitchen; the kitchen’s flags stay', async () => {
    const kitchen = await withAccount(true, { name: 'Kita Regenbogen' });
    const reader = await memberWithAccount(kitchen, 'reader', true);
    const flags = await kitchenDoc(kitchen);
    expect((await refusal('admin/listKitchens', {}, reader)).code).toBe('permission-denied');
    const answer = await call('admin/setAdmin', { uid: reader.uid, admin: true, version: 0 }, admin);
    expect(answer.payload).toEqual({ uid: reader.uid, admin: true, version: 1 });
    expect(await personDoc(reader)).toMatchObject({ admin: true, accessVersion: 1 });
    expect((await call('admin/listKitchens', { limit: 1 }, reader)).type).toBe('admin/listKitchens/answer');
    // Only the person is an admin: the Küchenleitung of the same kitchen is not, its flags are unchanged.
    expect((await refusal('admin/listKitchens', {}, kitchen)).code).toBe('permission-denied');
    expect(await kitchenDoc(kitchen)).toEqual(flags);
  });

  it('refuses a role that changed since the admin saw it; a repeated call answers as stored', async () => {
    const kitchen = await createKitchen();
    const person = await memberWithAccount(kitchen, 'cook', true);
    const other = await createAdmin();
    await call('admin/setAdmin', { uid: person.uid, admin: true, version: 0 }, other);
    const stale = await refusal('admin/setAdmin', { uid: person.uid, admin: false, version: 0 }, admin);
    expect(stale.code).toBe('failed-precondition');
    expect(stale.message).toMatch(
      /^Die Administratorrolle von „.+“ wurde inzwischen an anderer Stelle geändert\./,
    );
    expect((await personDoc(person)).admin).toBe(true);
    expect(await auditOf(`users/${person.uid}`)).toHaveLength(1);
    await call('admin/setAdmin', { uid: person.uid, admin: true, version: 0 }, other);
    expect(await auditOf(`users/${person.uid}`)).toHaveLength(1);
  });

  it('refuses a person that does not exist', async () => {
    expect(
      await refusal('admin/setAdmin', { uid: 'gibt-es-nicht', admin: false, version: 0 }, admin),
    ).toEqual({
      code: 'not-found',
      message: 'Die Person wurde nicht gefunden.',
    });
  });

  it('keeps the last admin: neither they nor another can take the role away', async () => {
    const only = await withAccount(true, { name: 'Einzige Verwaltung', features: ALL_FEATURES, admin: true });
    // Admins of the test files that ran before lose the role (files run one after another).
    const admins = await testDb().collection('users').where('admin', '==', true).get();
    await Promise.all(
      admins.docs.filter((d) => d.id !== only.uid).map((d) => d.ref.update({ admin: false })),
    );
    const drop = { uid: only.uid, admin: false, version: 0 };
    expect(await refusal('admin/setAdmin', drop, only)).toEqual({
      code: 'failed-precondition',
      message: LAST_ADMIN_MESSAGE,
    });
    expect((await personDoc(only)).admin).toBe(true);

    const second = await withAccount(true);
    await call('admin/setAdmin', { uid: second.uid, admin: true, version: 0 }, only);
    await call('admin/setAdmin', drop, only);
    expect((await personDoc(only)).admin).toBe(false);
    expect((await refusal('admin/listKitchens', {}, only)).code).toBe('permission-denied');
    // Now `second` is the last one: another person cannot be left without one either.
    expect(await refusal('admin/setAdmin', { uid: second.uid, admin: false, version: 1 }, second)).toEqual({
      code: 'failed-precondition',
      message: LAST_ADMIN_MESSAGE,
    });
    admin = second;
  });
});

describe('admin/listAudit', () => {
  it('names kitchens and people: setAccess, setAdmin, ingredients/save and workshops/save, newest first', async () => {
    const from = Date.now() - 1000;
    const kitchen = await withAccount(true, { name: 'Kita Pusteblume' });
    const person = await memberWithAccount(kitchen, 'cook', true);
    await call(
      'admin/setAccess',
      {
        kitchenId: kitchen.kitchenId,
        features: { ...flagsOf(KITCHEN_FEATURES), masterplan: true },
        version: 0,
      },
      admin,
    );
    await call('admin/setAdmin', { uid: person.uid, admin: true, version: 0 }, admin);
    const slug = `protokoll-${Date.now()}`;
    await call('ingredients/save', { ingredient: ingredient(slug, { name: 'Topinambur' }) }, admin);
    await call(
      'workshops/save',
      { workshop: upcomingWorkshop(`${slug}-2027-12-01`), version: 0, isNew: true },
      admin,
    );

    const page = await call<AuditPage>('admin/listAudit', {}, admin);
    const [workshopEntry, ingredientEntry, adminEntry, accessEntry] = page.payload.entries;
    expect(page.meta!.reads).toBeLessThanOrEqual(1 + page.payload.entries.length + 1);
    const who = { uid: admin.uid, email: String(admin.token.email) };
    expect(accessEntry).toMatchObject({
      action: 'admin/setAccess',
      actor: who,
      target: `kitchens/${kitchen.kitchenId}`,
      targetName: 'Kita Pusteblume',
      changes: [{ field: 'features.masterplan', before: 'false', after: 'true' }],
      more: 0,
    });
    const stored = await personDoc(person);
    expect(adminEntry).toMatchObject({
      action: 'admin/setAdmin',
      actor: who,
      target: `users/${person.uid}`,
      changes: [{ field: 'admin', before: 'false', after: 'true' }],
    });
    // The person by name and address, as the person document has them.
    expect(adminEntry!.targetName).toContain(String(stored.email));
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
    const times = [workshopEntry, ingredientEntry, adminEntry, accessEntry].map((e) => Date.parse(e!.at));
    for (let i = 1; i < times.length; i += 1) expect(times[i - 1]).toBeGreaterThanOrEqual(times[i]!);
    expect(times[3]).toBeGreaterThanOrEqual(from);

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
  it('names a kitchen by its institution name, never by its id, also when the entry recorded none (#31)', async () => {
    const kitchen = await withAccount(true, { name: '' });
    const features = { ...flagsOf(KITCHEN_FEATURES), usage: true };
    await call('admin/setAccess', { kitchenId: kitchen.kitchenId, features, version: 0 }, admin);
    const target = `kitchens/${kitchen.kitchenId}`;
    // Without a name the entry records none: no id stands in for it.
    expect((await storedAudit(target))[0]!.targetName).toBe('');
    expect((await auditOf(target, admin))[0]!.targetName).toBe('');
    // An entry from before #29 (access at users/<id>) and one that recorded the id as the name.
    await testDb()
      .collection('auditLog')
      .add({
        ...(await storedAudit(target))[0],
        target: `users/${kitchen.kitchenId}`,
      });
    await testDb()
      .collection('auditLog')
      .add({ ...(await storedAudit(target))[0], targetName: kitchen.kitchenId });
    // After the onboarding the log names the kitchen by its institution.
    await testDb().doc(target).update({ name: 'Kita Löwenzahn' });
    const page = await call<AuditPage>('admin/listAudit', {}, admin);
    const about = page.payload.entries.filter((e) => e.target.endsWith(`/${kitchen.kitchenId}`));
    expect(about.map((e) => e.targetName)).toEqual(['Kita Löwenzahn', 'Kita Löwenzahn', 'Kita Löwenzahn']);
    // One more read for the page's kitchens without a recorded name.
    expect(page.meta!.reads).toBeLessThanOrEqual(1 + page.payload.entries.length + 1 + 1);
  });
});
