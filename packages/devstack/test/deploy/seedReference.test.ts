/**
 * `pnpm admin seed-reference` against the local Firestore stand-in (started by the project's globalSetup):
 * the first run writes every reference document, a second run writes none, one changed price writes
 * exactly the catalogue with one new price entry, and the kitchens' own data is never touched.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import {
  catalogueEntrySize,
  currentPriceEntry,
  MAX_CATALOGUE_ENTRY_BYTES,
  type Ingredient,
  type PriceEntry,
  type Video,
} from '@speiseplaner/shared';
import { loadReferenceContent, type ReferenceContent } from '../../src/seed/referenceContent';
import { mergePrices, priceArchivePath } from '../../src/seed/referenceWrites';
import { seedReference } from '../../src/seed/seedReferenceData';

const TODAY = '2026-11-24';
const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

let app: App;
let db: Firestore;
let content: ReferenceContent;

beforeAll(async () => {
  if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error('FIRESTORE_EMULATOR_HOST fehlt (globalSetup).');
  // A project of its own: no other test file sees these documents.
  app = initializeApp({ projectId: `demo-seedref-${randomUUID().slice(0, 8)}` }, 'seed-reference-test');
  db = getFirestore(app);
  content = await loadReferenceContent();
});

afterAll(async () => {
  await db.terminate();
  await deleteApp(app);
});

async function catalogueItem(slug: string): Promise<Ingredient> {
  const items = (await db.doc('catalogue/ingredients').get()).data()!.items as Ingredient[];
  return items.find((i) => i.slug === slug)!;
}

describe('seed-reference', () => {
  const kitchen = {
    name: 'Kita Sonnenschein',
    prices: { karotte: { price: 1, amount: 1000 } },
    members: { 'person-1': { role: 'lead', name: 'Anna', email: 'anna@kita.test', since: 1 } },
  };
  const person = { nickName: 'Anna', admin: false, kitchens: { 'kitchen-1': 'lead' } };

  it('writes every reference document on the first run', async () => {
    await db.doc('kitchens/kitchen-1').set(kitchen);
    await db.doc('users/person-1').set(person);
    expect(content.ingredients.length).toBeGreaterThan(0);
    expect(content.recipes.length).toBeGreaterThan(0);
    expect(content.workshops.length).toBeGreaterThan(0);

    const { writes } = await seedReference(db, { content, today: TODAY });
    // catalogue/ingredients, one per recipe + catalogue/recipes, catalogue/templates, one per workshop +
    // catalogue/workshops, catalogue/videos
    const expected = 1 + content.recipes.length + 1 + 1 + content.workshops.length + 1 + 1;
    expect(writes).toHaveLength(expected);
    expect(writes.some((w) => /^(users|kitchens)\//.test(w.path))).toBe(false);

    const catalogue = (await db.doc('catalogue/ingredients').get()).data()!;
    expect(catalogue.items).toHaveLength(content.ingredients.length);
    const first = content.recipes[0]!;
    expect((await db.doc(`recipes/${first.slug}`).get()).data()).toMatchObject({
      name: first.name,
      version: 1,
    });
    expect((await db.doc('catalogue/workshops').get()).data()!.items).toHaveLength(content.workshops.length);
    const videos = (await db.doc('catalogue/videos').get()).data()!.items as Video[];
    expect(videos).toHaveLength(content.videos.length);
    expect(videos.filter((v) => v.published)).toEqual([]);
  });

  it('adds only the videos the project lacks: an admin’s edit of a video stays', async () => {
    const doc = (await db.doc('catalogue/videos').get()).data()!;
    const [first, ...rest] = doc.items as Video[];
    const edited = { ...first!, published: true, youtubeId: 'dQw4w9WgXcQ' };
    await db.doc('catalogue/videos').set({ ...doc, items: [edited, ...rest.slice(1)] });
    const { writes } = await seedReference(db, { content, today: TODAY });
    expect(writes.map((w) => w.path)).toEqual(['catalogue/videos']);
    expect(writes[0]!.changes).toEqual([`${rest[0]!.id} neu`]);
    const items = (await db.doc('catalogue/videos').get()).data()!.items as Video[];
    expect(items.find((v) => v.id === first!.id)).toEqual(edited);
    expect(items).toHaveLength(content.videos.length);
    await db.doc('catalogue/videos').set(doc);
  });

  it('writes nothing on a second run', async () => {
    expect((await seedReference(db, { content, today: TODAY })).writes).toEqual([]);
    expect((await seedReference(db, { today: TODAY })).writes).toEqual([]);
  });

  it('writes one document with one new price entry when one price changes', async () => {
    const changed = clone(content);
    const ingredient = changed.ingredients[0]!;
    const before = await catalogueItem(ingredient.slug);
    const last = ingredient.prices[ingredient.prices.length - 1]!;
    last.price = Math.round((last.price + 0.1) * 1000) / 1000;
    const catalogueBefore = await db.doc('catalogue/ingredients').get();

    const dry = await seedReference(db, { content: changed, today: TODAY, dryRun: true });
    expect(dry.writes.map((w) => w.path)).toEqual(['catalogue/ingredients']);
    expect((await db.doc('catalogue/ingredients').get()).data()).toEqual(catalogueBefore.data());

    const { writes } = await seedReference(db, { content: changed, today: TODAY });
    expect(writes.map((w) => w.path)).toEqual(['catalogue/ingredients']);
    expect(writes[0]!.changes).toEqual([expect.stringContaining(`${ingredient.slug}: neuer Preis`)]);

    const after = await catalogueItem(ingredient.slug);
    expect(after.prices).toEqual([
      ...before.prices,
      { price: last.price, fromDate: TODAY, referenceAmount: last.referenceAmount },
    ]);
    expect(after.version).toBe(before.version + 1);
    // Every other ingredient is as it was.
    const others = (await db.doc('catalogue/ingredients').get()).data()!.items as Ingredient[];
    const othersBefore = catalogueBefore.data()!.items as Ingredient[];
    expect(others.filter((i) => i.slug !== ingredient.slug)).toEqual(
      othersBefore.filter((i) => i.slug !== ingredient.slug),
    );

    expect((await seedReference(db, { content: changed, today: TODAY })).writes).toEqual([]);
    expect((await seedReference(db, { content: changed, today: '2026-12-01' })).writes).toEqual([]);
  });

  it('keeps entries only the project has', async () => {
    const own = { ...clone(content.ingredients[1]!), slug: 'eigene-zutat', name: 'Eigene Zutat', version: 3 };
    const doc = (await db.doc('catalogue/ingredients').get()).data()!;
    await db.doc('catalogue/ingredients').set({ ...doc, items: [...doc.items, own] });
    const changed = clone(content);
    changed.ingredients[1]!.name = `${changed.ingredients[1]!.name} (neu)`;
    const { writes } = await seedReference(db, { content: changed, today: TODAY });
    expect(writes.map((w) => w.path)).toEqual(['catalogue/ingredients']);
    expect(writes[0]!.changes).toEqual([`${changed.ingredients[1]!.slug}: name geändert`]);
    expect(await catalogueItem('eigene-zutat')).toEqual(own);
  });

  it('brings a stored ingredient with a long price history within the catalogue’s bound, once (#17)', async () => {
    // 60 monthly prices stored before the bound (an admin's own ingredient, 2020 to 2024).
    const history: PriceEntry[] = Array.from({ length: 60 }, (_, i) => ({
      price: 1 + i / 100,
      fromDate: `${2020 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}-01`,
      referenceAmount: 100,
    }));
    const long = { ...clone(content.ingredients[2]!), slug: 'lange-geschichte', prices: history, version: 2 };
    const doc = (await db.doc('catalogue/ingredients').get()).data()!;
    await db.doc('catalogue/ingredients').set({ ...doc, items: [...doc.items, long] });

    const { writes } = await seedReference(db, { content, today: TODAY });
    expect(writes.map((w) => w.path)).toEqual([
      'catalogue/ingredients',
      priceArchivePath('lange-geschichte'),
    ]);
    const kept = await catalogueItem('lange-geschichte');
    expect(catalogueEntrySize(kept)).toBeLessThanOrEqual(MAX_CATALOGUE_ENTRY_BYTES);
    expect(kept.version).toBe(3);
    expect(currentPriceEntry(kept.prices, TODAY)).toEqual(history.at(-1));
    const archived = (await db.doc(priceArchivePath('lange-geschichte')).get()).data()!
      .prices as PriceEntry[];
    expect([...archived, ...kept.prices]).toEqual(history);
    // Every other ingredient stays as it was, and a second run writes nothing.
    expect(await catalogueItem('eigene-zutat')).toMatchObject({ version: 3 });
    expect((await seedReference(db, { content, today: TODAY })).writes).toEqual([]);
  });

  it('never touches the kitchens’ documents', async () => {
    expect((await db.doc('kitchens/kitchen-1').get()).data()).toEqual(kitchen);
    expect((await db.doc('users/person-1').get()).data()).toEqual(person);
  });
});

describe('mergePrices', () => {
  const entry = (price: number, fromDate: string, referenceAmount = 100): PriceEntry => ({
    price,
    fromDate,
    referenceAmount,
  });
  const stored = [entry(1, '2025-03-01'), entry(1.1, '2026-04-01')];

  it('keeps the history when the content has nothing new', () => {
    expect(mergePrices(stored, [entry(1, '2025-03-01'), entry(1.1, '2026-04-01')], TODAY).added).toEqual([]);
  });

  it('appends a changed current price dated today, never rewriting an entry', () => {
    const { prices, added } = mergePrices(
      stored,
      [entry(0.9, '2025-03-01'), entry(1.2, '2026-04-01')],
      TODAY,
    );
    expect(added).toEqual([entry(1.2, TODAY)]);
    expect(prices).toEqual([...stored, entry(1.2, TODAY)]);
  });

  it('does not undo a later price an admin set in the app', () => {
    const withAdmin = [...stored, entry(1.3, '2026-06-01')];
    expect(mergePrices(withAdmin, [entry(1, '2025-03-01'), entry(1.1, '2026-04-01')], TODAY).added).toEqual(
      [],
    );
  });

  it('appends a price announced for a later day on that day', () => {
    const { prices } = mergePrices(stored, [entry(1.1, '2026-04-01'), entry(1.25, '2027-01-01')], TODAY);
    expect(prices.at(-1)).toEqual(entry(1.25, '2027-01-01'));
  });

  it('takes the content’s history for an ingredient without prices', () => {
    expect(mergePrices([], stored, TODAY).prices).toEqual(stored);
  });
});

describe('pnpm admin seed-reference (CLI)', () => {
  const devstack = resolve(__dirname, '../..');
  // Asynchronous: the Firestore stand-in answers from this very process (jest runs the file in band).
  const run = (args: string[], env: Record<string, string>) =>
    new Promise<{ status: number; stdout: string; stderr: string }>((done) => {
      execFile(
        resolve(devstack, 'node_modules/.bin/tsx'),
        ['src/admin.ts', 'seed-reference', ...args],
        { cwd: devstack, env: { PATH: process.env.PATH ?? '', METADATA_SERVER_DETECTION: 'none', ...env } },
        (err, stdout, stderr) => done({ status: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
      );
    });

  it('previews, writes, and then finds nothing to write, against the emulator', async () => {
    const env = { FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST! };
    const project = `demo-seedcli-${randomUUID().slice(0, 8)}`;
    const dry = await run(['--project', project, '--dry-run'], env);
    expect(dry.stderr).toContain(
      `Ziel: Emulator ${env.FIRESTORE_EMULATOR_HOST}, Projekt ${project} – Probelauf`,
    );
    expect(dry.status).toBe(0);
    const count = /Probelauf: (\d+) Dokumente würden geschrieben; nichts geschrieben\./.exec(dry.stdout)?.[1];
    expect(Number(count)).toBeGreaterThan(100);
    expect((await run(['--project', project], env)).stdout).toContain(`${count} Dokumente geschrieben.`);
    expect((await run(['--project', project], env)).stdout).toContain('Alles aktuell: nichts zu schreiben.');
  }, 120_000);

  it('refuses a real project without credentials', async () => {
    const result = await run(['--project', 'speiseplaner-prod'], {});
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('GOOGLE_APPLICATION_CREDENTIALS');
    expect(result.stderr).toContain('Nichts geschrieben.');
  });
});
