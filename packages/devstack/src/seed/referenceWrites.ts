/**
 * Which documents the reference data of @speiseplaner/content changes in a Firestore, in the layout of
 * docs/data-model.md: `catalogue/ingredients`, `recipes/{slug}` with `catalogue/recipes`,
 * `catalogue/templates`, `workshops/{slug}` with `catalogue/workshops`, `catalogue/videos`. Used by the demo seed of
 * `pnpm dev` and by `pnpm admin seed-reference` for a real project.
 *
 * Rules, so that running it again changes nothing and an operator can run it against live data:
 * - Only documents whose content differs are written (compared without `version` and key order).
 * - Entries of the content win over stored entries with the same key; entries only the project has
 *   (an admin's own ingredient, recipe or workshop) stay.
 * - Videos are the exception: the content holds only the Mediathek's first entries, and admins maintain
 *   them in the app (YouTube id, published). A video of the content is added only when the project has
 *   none with its id, so an admin's edit is never undone.
 * - Price history is never rewritten: a price of the content that the project does not have yet (the
 *   price in force today, or one announced for a later day) is appended as a new entry, dated today or on
 *   its announced day. Earlier entries of the content do not replace stored ones.
 * - The catalogue keeps its bound (shared prices/catalogueEntry.ts, docs/data-model.md "Document
 *   limits"): every ingredient, the project's own ones too, keeps only the price entries that fit its
 *   place (older ones are appended to `catalogue/ingredients/priceArchive/{slug}`, as `ingredients/save`
 *   does), and a content with more ingredients than the cap or one that cannot fit is refused.
 * - Nothing below `users/` or `kitchens/` is read or written; registrations below `workshops/{slug}` stay untouched.
 */
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import {
  canonicalJson,
  catalogueEntryOf,
  currentPriceEntry,
  formatEuro,
  MAX_INGREDIENTS,
  mergePriceArchive,
  sameContent,
  type Ingredient,
  type PriceEntry,
  type Recipe,
  type Workshop,
} from '@speiseplaner/shared';
import { plain, type ReferenceContent } from './referenceContent';

export interface PlannedWrite {
  path: string;
  data: DocumentData;
  /** What changes, in German, for `--dry-run` and the log. */
  changes: string[];
}

type Entry = Record<string, unknown>;

/** Top-level fields (besides `version`) whose values differ. */
function changedFields(a: Entry, b: Entry): string[] {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  keys.delete('version');
  return [...keys]
    .filter(
      (k) => (a[k] === undefined) !== (b[k] === undefined) || canonicalJson(a[k]) !== canonicalJson(b[k]),
    )
    .sort();
}

const byFromDate = (a: PriceEntry, b: PriceEntry) =>
  a.fromDate < b.fromDate ? -1 : a.fromDate > b.fromDate ? 1 : 0;

/**
 * The stored price history with the content's new prices appended (see the rules above). A content price
 * counts as known when the project has the same price and reference amount dated on or after it.
 */
export function mergePrices(
  stored: readonly PriceEntry[],
  content: readonly PriceEntry[],
  today: string,
): { prices: PriceEntry[]; added: PriceEntry[] } {
  if (stored.length === 0) return { prices: [...content], added: [...content] };
  const inForce = content.length > 0 ? currentPriceEntry(content, today) : undefined;
  const candidates = [
    ...(inForce && inForce.fromDate <= today ? [inForce] : []),
    ...content.filter((p) => p.fromDate > today),
  ];
  const added: PriceEntry[] = [];
  for (const c of candidates) {
    const known = [...stored, ...added].some(
      (s) => s.price === c.price && s.referenceAmount === c.referenceAmount && s.fromDate >= c.fromDate,
    );
    if (!known) added.push({ ...c, fromDate: c.fromDate > today ? c.fromDate : today });
  }
  // A stable sort keeps an entry appended today after one already stored for today, so it applies.
  return { prices: [...stored, ...added].sort(byFromDate), added };
}

interface MergedList {
  items: Entry[];
  changes: string[];
}

/**
 * The stored summary's items with the content's entries put in (content wins per key, stored-only
 * entries stay), sorted by key like the functions' summaries. `merge` builds an entry from the stored
 * one and the content's, or returns null when the stored entry needs no change.
 */
function mergeList(
  stored: Entry[],
  content: Entry[],
  keyOf: (e: Entry) => string,
  merge: (old: Entry | undefined, next: Entry) => { entry: Entry; change: string } | null,
): MergedList {
  const byKey = new Map(stored.map((e) => [keyOf(e), e]));
  const changes: string[] = [];
  for (const next of content) {
    const key = keyOf(next);
    const result = merge(byKey.get(key), next);
    if (!result) continue;
    byKey.set(key, result.entry);
    changes.push(result.change);
  }
  const items = [...byKey.values()].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
  return { items, changes };
}

/** Versioned entries (ingredients, recipe list entries, templates): content wins, version + 1. */
function versionedMerge(label: (e: Entry) => string) {
  return (old: Entry | undefined, next: Entry) => {
    if (old && sameContent(old, next)) return null;
    const entry = { ...next, version: Number(old?.version ?? 0) + 1 };
    return {
      entry,
      change: old ? `${label(next)} geändert (${changedFields(old, next).join(', ')})` : `${label(next)} neu`,
    };
  };
}

function ingredientMerge(today: string) {
  return (old: Entry | undefined, next: Entry) => {
    const content = next as unknown as Ingredient;
    if (!old) return versionedMerge(() => content.slug)(undefined, next);
    const stored = old as unknown as Ingredient;
    const { prices, added } = mergePrices(
      Array.isArray(stored.prices) ? stored.prices : [],
      content.prices,
      today,
    );
    const merged: Entry = { ...next, prices };
    if (sameContent(old, merged)) return null;
    const fields = changedFields(old, merged).filter((f) => f !== 'prices');
    const parts = [
      ...added.map(
        (p) => `neuer Preis ${formatEuro(p.price)} je ${p.referenceAmount} ${content.unit} ab ${p.fromDate}`,
      ),
      ...(fields.length > 0 ? [`${fields.join(', ')} geändert`] : []),
    ];
    return {
      entry: { ...merged, version: Number(stored.version ?? 0) + 1 },
      change: `${content.slug}: ${parts.join('; ')}`,
    };
  };
}

/** Where an ingredient's archived prices live (the functions' PATHS.ingredientPriceArchive). */
export const priceArchivePath = (slug: string) => `catalogue/ingredients/priceArchive/${slug}`;

/**
 * The merged catalogue within its bound: each entry trimmed to its place (version + 1 when its prices
 * change), the archive writes for the entries that moved, read and merged with what is archived.
 */
async function boundCatalogue(
  db: Firestore,
  merged: MergedList,
  today: string,
): Promise<{ merged: MergedList; archives: PlannedWrite[] }> {
  if (merged.items.length > MAX_INGREDIENTS) {
    throw new Error(
      `Der Zutatenkatalog hätte ${merged.items.length} Zutaten, erlaubt sind höchstens ${MAX_INGREDIENTS}.`,
    );
  }
  const moved = new Map<string, PriceEntry[]>();
  const changes = [...merged.changes];
  const items = merged.items.map((item) => {
    const ingredient = item as unknown as Ingredient;
    const prices = Array.isArray(ingredient.prices) ? ingredient.prices : [];
    const bounded = catalogueEntryOf({ ...ingredient, prices }, today);
    if (!bounded) throw new Error(`Die Zutat ${ingredient.slug} passt nicht in den Zutatenkatalog.`);
    if (bounded.archived.length === 0) return item;
    moved.set(ingredient.slug, bounded.archived);
    changes.push(`${ingredient.slug}: ${bounded.archived.length} ältere Preise ins Archiv`);
    return { ...bounded.entry, version: Number(ingredient.version ?? 0) + 1 } as unknown as Entry;
  });
  const stored = await readMany(db, [...moved.keys()].map(priceArchivePath));
  const archives = [...moved].map(([slug, prices]) => {
    const old = stored.get(priceArchivePath(slug));
    const oldPrices = Array.isArray(old?.prices) ? (old.prices as PriceEntry[]) : [];
    return {
      path: priceArchivePath(slug),
      data: { prices: mergePriceArchive(oldPrices, prices) },
      changes: [`${prices.length} ältere Preise von ${slug} archiviert`],
    };
  });
  return { merged: { items, changes }, archives };
}

async function readData(db: Firestore, path: string): Promise<DocumentData | undefined> {
  const snap = await db.doc(path).get();
  return snap.exists ? snap.data() : undefined;
}

/** Documents by path, read in rounds of 100. */
async function readMany(db: Firestore, paths: string[]): Promise<Map<string, DocumentData | undefined>> {
  const out = new Map<string, DocumentData | undefined>();
  for (let i = 0; i < paths.length; i += 100) {
    const refs = paths.slice(i, i + 100).map((p) => db.doc(p));
    if (refs.length === 0) continue;
    const snaps = await db.getAll(...refs);
    for (const snap of snaps) out.set(snap.ref.path, snap.exists ? snap.data() : undefined);
  }
  return out;
}

function summaryWrite(
  path: string,
  stored: DocumentData | undefined,
  merged: MergedList,
  what: string,
): PlannedWrite | null {
  if (stored && merged.changes.length === 0) return null;
  return {
    path,
    data: { items: merged.items, version: Number(stored?.version ?? 0) + 1 },
    changes: merged.changes.length > 0 ? merged.changes : [`${what} angelegt (leer)`],
  };
}

const storedItems = (doc: DocumentData | undefined): Entry[] =>
  Array.isArray(doc?.items) ? (doc.items as Entry[]) : [];

const slugOf = (e: Entry) => String(e.slug);
const idOf = (e: Entry) => String(e.id);

/** The writes that bring `db` to the content's reference data; nothing is written here. */
export async function planReferenceWrites(
  db: Firestore,
  content: ReferenceContent,
  today: string,
): Promise<PlannedWrite[]> {
  const writes: PlannedWrite[] = [];
  const add = (w: PlannedWrite | null) => {
    if (w) writes.push(w);
  };
  const c = plain(content);

  // Ingredient catalogue: one document within its bound, older prices in an archive per ingredient.
  const ingredientDoc = await readData(db, 'catalogue/ingredients');
  const ingredients = await boundCatalogue(
    db,
    mergeList(
      storedItems(ingredientDoc),
      c.ingredients as unknown as Entry[],
      slugOf,
      ingredientMerge(today),
    ),
    today,
  );
  add(summaryWrite('catalogue/ingredients', ingredientDoc, ingredients.merged, 'Zutatenkatalog'));
  writes.push(...ingredients.archives);

  // Shared recipes: one document each, and their list entries (recipe without method) in one summary.
  const recipeDocs = await readMany(
    db,
    c.recipes.map((r) => `recipes/${r.slug}`),
  );
  const recipeVersions = new Map<string, number>();
  for (const recipe of c.recipes as unknown as (Recipe & Entry)[]) {
    const path = `recipes/${recipe.slug}`;
    const old = recipeDocs.get(path);
    if (old && sameContent(old, recipe)) {
      recipeVersions.set(recipe.slug, Number(old.version ?? 0));
      continue;
    }
    const version = Number(old?.version ?? 0) + 1;
    recipeVersions.set(recipe.slug, version);
    writes.push({
      path,
      data: { ...recipe, version },
      changes: [old ? `geändert (${changedFields(old, recipe).join(', ')})` : 'neu'],
    });
  }
  const recipeListDoc = await readData(db, 'catalogue/recipes');
  const listEntries = c.recipes.map(({ method: _m, ...entry }) => ({
    ...entry,
    version: recipeVersions.get(entry.slug) ?? 1,
  }));
  add(
    summaryWrite(
      'catalogue/recipes',
      recipeListDoc,
      mergeList(storedItems(recipeListDoc), listEntries as unknown as Entry[], slugOf, (old, next) => {
        if (old && sameContent(old, next) && old.version === next.version) return null;
        return { entry: next, change: `${String(next.slug)} ${old ? 'geändert' : 'neu'}` };
      }),
      'Rezeptliste',
    ),
  );

  // Masterplan templates: one document, each entry with its own version.
  const templateDoc = await readData(db, 'catalogue/templates');
  add(
    summaryWrite(
      'catalogue/templates',
      templateDoc,
      mergeList(storedItems(templateDoc), c.templates as unknown as Entry[], idOf, versionedMerge(idOf)),
      'Vorlagen',
    ),
  );

  // Workshops: one document each (registrations below it stay), and all of them in one summary.
  const workshopDocs = await readMany(
    db,
    c.workshops.map((w) => `workshops/${w.slug}`),
  );
  for (const workshop of c.workshops as unknown as (Workshop & Entry)[]) {
    const path = `workshops/${workshop.slug}`;
    const old = workshopDocs.get(path);
    if (old && sameContent(old, workshop)) continue;
    writes.push({
      path,
      data: workshop,
      changes: [old ? `geändert (${changedFields(old, workshop).join(', ')})` : 'neu'],
    });
  }
  const workshopListDoc = await readData(db, 'catalogue/workshops');
  add(
    summaryWrite(
      'catalogue/workshops',
      workshopListDoc,
      mergeList(storedItems(workshopListDoc), c.workshops as unknown as Entry[], slugOf, (old, next) =>
        old && sameContent(old, next)
          ? null
          : { entry: next, change: `${String(next.slug)} ${old ? 'geändert' : 'neu'}` },
      ),
      'Workshop-Liste',
    ),
  );

  // Mediathek videos: only the ones the project lacks (see the rules above).
  const videoDoc = await readData(db, 'catalogue/videos');
  add(
    summaryWrite(
      'catalogue/videos',
      videoDoc,
      mergeList(storedItems(videoDoc), c.videos as unknown as Entry[], idOf, (old, next) =>
        old ? null : { entry: next, change: `${String(next.id)} neu` },
      ),
      'Mediathek',
    ),
  );

  for (const w of writes) {
    if (w.path.startsWith('users/') || w.path.startsWith('kitchens/'))
      throw new Error(`Referenzdaten dürfen ${w.path} nicht schreiben.`);
  }
  return writes;
}

/** Writes the planned documents (whole-document sets, in batches of 400). */
export async function applyWrites(db: Firestore, writes: PlannedWrite[]): Promise<void> {
  for (let i = 0; i < writes.length; i += 400) {
    const batch = db.batch();
    for (const w of writes.slice(i, i + 400)) batch.set(db.doc(w.path), w.data);
    await batch.commit();
  }
}
