/**
 * The admin area's backend (#13): every admin change of shared content lands in the audit log, in the
 * same transaction, with who, when and a short before/after summary of the changed fields.
 */
import type { Timestamp } from 'firebase-admin/firestore';
import { call, refusal, type Kitchen } from '../helpers/call';
import { seedCatalogue } from '../helpers/catalogue';
import { ingredient, masterplanWeek, recipe, upcomingWorkshop } from '../helpers/fixtures';
import { createAdmin, createKitchen, testDb } from '../helpers/kitchens';

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
    await call('workshops/save', { workshop: upcomingWorkshop(slug) }, admin);
    await call(
      'workshops/save',
      { workshop: upcomingWorkshop(slug, { title: 'Abgesagt: Einführung', capacity: 12 }) },
      admin,
    );
    await call('workshops/delete', { slug }, admin);
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

    await call('masterplan/saveWeek', { week: masterplanWeek('2030-W10') }, admin);
    const [week] = await storedAudit('masterplan/2030-W10');
    expect(week).toMatchObject({ action: 'masterplan/saveWeek', actor: { uid: admin.uid } });
    expect(week!.changes.map((c) => c.field)).toEqual(['id', 'average', 'days']);
  });
});
