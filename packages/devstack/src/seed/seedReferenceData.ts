/**
 * Loads the reference data of @speiseplaner/content into Firestore in the layout of docs/data-model.md:
 * the ingredient catalogue, shared recipes (+ their list summary), masterplan templates, the first
 * masterplan weeks, and the workshops (+ their list summary). Idempotent: entries whose content did not
 * change keep their version, so running it twice writes the same documents.
 */
import type { Firestore } from 'firebase-admin/firestore';
import {
  IngredientSchema,
  MasterplanTemplateSchema,
  RecipeSchema,
  WorkshopSchema,
  addWeeks,
  isoWeekId,
  preparePlannerData,
  weekCost,
  type MasterplanTemplate,
  type PlannerData,
} from '@speiseplaner/shared';
import type { z } from 'zod';
import { seasonTemplate } from './seasonTemplate';

type Entry = Record<string, unknown> & { version?: number };

/** The content package's export `name`, or [] while it does not exist (content is written in parallel). */
async function contentList(name: string): Promise<unknown[]> {
  try {
    const content = (await import('@speiseplaner/content')) as Record<string, unknown>;
    const value = content[name];
    return Array.isArray(value) ? value : [];
  } catch (err) {
    console.warn(
      `Referenzdaten: @speiseplaner/content lässt sich nicht laden (${(err as Error).message.split('\n')[0]})`,
    );
    return [];
  }
}

/** Parses every entry; invalid ones are reported and skipped so one bad entry does not block the seed. */
function parseAll<S extends z.ZodType>(schema: S, list: unknown[], what: string): z.output<S>[] {
  const out: z.output<S>[] = [];
  for (const item of list) {
    const parsed = schema.safeParse(item);
    if (parsed.success) out.push(parsed.data);
    else
      console.warn(
        `Referenzdaten: ${what} übersprungen (${JSON.stringify(item).slice(0, 60)}…): ${parsed.error.issues[0]?.message}`,
      );
  }
  return out;
}

const json = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;
const withoutVersion = ({ version: _v, ...rest }: Entry) => JSON.stringify(rest);

/** Gives each entry the stored version when unchanged, else stored version + 1 (1 when new). */
function versioned(entries: Entry[], stored: Entry[], key: string): { items: Entry[]; changed: boolean } {
  const byKey = new Map(stored.map((e) => [String(e[key]), e]));
  let changed = entries.length !== stored.length;
  const items = entries.map((entry) => {
    const old = byKey.get(String(entry[key]));
    if (old && withoutVersion(old) === withoutVersion(entry)) return old;
    changed = true;
    return { ...entry, version: Number(old?.version ?? 0) + 1 };
  });
  return { items, changed };
}

async function writeSummary(db: Firestore, path: string, entries: Entry[], key: string): Promise<Entry[]> {
  const snap = await db.doc(path).get();
  const stored = (snap.data()?.items ?? []) as Entry[];
  const { items, changed } = versioned(json(entries), stored, key);
  if (changed || !snap.exists)
    await db.doc(path).set({ items, version: Number(snap.data()?.version ?? 0) + 1 });
  return items;
}

async function writeDocs(db: Firestore, collection: string, docs: Entry[], key: string): Promise<void> {
  for (let i = 0; i < docs.length; i += 400) {
    const batch = db.batch();
    for (const doc of docs.slice(i, i + 400)) batch.set(db.doc(`${collection}/${String(doc[key])}`), doc);
    await batch.commit();
  }
}

/**
 * Masterplan weeks of the next six weeks from this season's mixed template, only where none exist, with
 * their average cost at the catalogue's prices (what an admin's save would store), so the trend is real.
 */
async function seedMasterplan(
  db: Firestore,
  templates: MasterplanTemplate[],
  prices: PlannerData,
): Promise<void> {
  const template = seasonTemplate(templates, new Date());
  if (!template) return;
  const first = isoWeekId(new Date());
  for (const [index, week] of template.weeks.entries()) {
    const id = addWeeks(first, index);
    const ref = db.doc(`masterplan/${id}`);
    if ((await ref.get()).exists) continue;
    const days = week.days.map((d) => ({ recipes: d.recipes }));
    const average = weekCost(prices, { id, days }).average;
    await ref.set({ id, days, average, version: 1 });
  }
}

export interface SeededReferenceData {
  templates: MasterplanTemplate[];
  /** The catalogue's prices and the shared recipes. */
  prices: PlannerData;
}

export async function seedReferenceData(db: Firestore): Promise<SeededReferenceData> {
  const ingredients = parseAll(IngredientSchema, await contentList('INGREDIENTS'), 'Zutat');
  await writeSummary(db, 'catalogue/ingredients', ingredients, 'slug');

  const recipes = parseAll(RecipeSchema, await contentList('RECIPES'), 'Rezept').map(
    ({ owner: _o, ...r }) => r,
  );
  const storedRecipes = await writeSummary(
    db,
    'catalogue/recipes',
    recipes.map(({ method: _m, ...entry }) => entry),
    'slug',
  );
  const recipeVersions = new Map(storedRecipes.map((e) => [e.slug, e.version]));
  await writeDocs(
    db,
    'recipes',
    json(recipes).map((r) => ({ ...r, version: recipeVersions.get(r.slug) ?? 1 })),
    'slug',
  );

  const templates = parseAll(MasterplanTemplateSchema, await contentList('TEMPLATES'), 'Vorlage');
  await writeSummary(db, 'catalogue/templates', templates, 'id');
  const prices = preparePlannerData({ ingredients, recipes });
  await seedMasterplan(db, templates, prices);

  const workshops = json(parseAll(WorkshopSchema, await contentList('WORKSHOPS'), 'Workshop'));
  await writeDocs(db, 'workshops', workshops, 'slug');
  await db.doc('catalogue/workshops').set({ items: workshops, version: 1 });
  return { templates, prices };
}
