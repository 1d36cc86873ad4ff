/**
 * `pnpm admin migrate-kitchens`: moves every kitchen stored in the old shape — the kitchen's settings on the
 * login's `users/{uid}` document, its weeks, recipes, meta documents and shopping lists below it — to
 * `kitchens/{uid}`, with that person as Küchenleitung, and rewrites `users/{uid}` as the person
 * (docs/data-model.md, "Kitchens and people"; the procedure: docs/operations.md, "Moving kitchens to
 * kitchens/").
 *
 * Per person, in this order, so a run stopped anywhere can simply be started again:
 * 1. every document below `users/{uid}` is copied to the same path below `kitchens/{uid}` when the copy is
 *    missing (a create: a copy that exists is never overwritten), in batches of at most 500 writes;
 * 2. the old documents of a page are deleted once their copies exist;
 * 3. last, in one transaction, `kitchens/{uid}` is created from the settings of `users/{uid}` and
 *    `users/{uid}` is rewritten as the person. That rewrite is the marker: a person document (it has
 *    `kitchens`) is done, and the backend refuses the kitchen's actions until then.
 * A dry run (the default) reads the same and writes nothing. Documents are counted per collection before
 * and after; the counts must match what was copied and deleted.
 */
import { FieldPath, type DocumentReference, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import {
  KITCHEN_FIELDS,
  KitchenDocSchema,
  PersonDocSchema,
  type KitchenDoc,
  type PersonDoc,
} from '@speiseplaner/shared';
import { kitchenPath, personPath } from '../kitchens';

/** The most writes Firestore takes in one batch. */
export const MAX_BATCH_WRITES = 500;

/** The collections below a kitchen in the old shape (any other one found is moved too). */
export const KITCHEN_COLLECTIONS = ['weeks', 'recipes', 'meta', 'shoppingLists'] as const;

export interface KitchenMigrationOptions {
  /** Write; without it a dry run that only counts. */
  apply?: boolean;
  /** Documents per page (each page is one copy batch and one delete batch); at most 500. */
  batchSize?: number;
  /** The members' `since` (ms); now by default. */
  now?: number;
  /** Called after every committed batch with its number of writes (tests stop a run there, as a crash). */
  afterBatch?: (writes: number) => void | Promise<void>;
}

/** Documents of one collection: below `users/{uid}` (old) and below `kitchens/{uid}` (new). */
export interface PlaceCount {
  old: number;
  new: number;
}

export interface Counts {
  /** Person documents (`users/{uid}`) in the old shape and as persons. */
  users: PlaceCount;
  /** Kitchen documents `kitchens/{uid}` of those uids (old: always 0). */
  kitchens: PlaceCount;
  /** Documents per collection below the uids. */
  collections: Record<string, PlaceCount>;
}

export interface KitchenMigration {
  apply: boolean;
  /** `users/{uid}` entries looked at (documents, and ids that only hold subcollections). */
  checked: number;
  /** Already persons: nothing to do. */
  alreadyMigrated: number;
  /** Kitchens moved (or, in a dry run, to move), by uid. */
  migrated: string[];
  /** Left alone, with the reason (their documents stay where they are). */
  failed: { uid: string; message: string }[];
  /** Stored values the backend could not read and ignored already; the move leaves them out. */
  dropped: { uid: string; paths: string[] }[];
  /** Per collection: copies created (would be created), copies that existed already, old documents deleted. */
  moved: Record<string, { copied: number; existing: number; deleted: number }>;
  batches: number;
  writes: number;
  before: Counts;
  after: Counts;
  /** Counts that do not add up (empty when every document is accounted for). */
  mismatches: string[];
}

/**
 * An old-shape user document: kitchen fields and no `kitchens` map (the functions' test, lib/profile.ts
 * `isOldShapePerson`, is the same).
 */
export const isOldShape = (data: Record<string, unknown> | undefined): data is Record<string, unknown> =>
  !!data &&
  !Object.prototype.hasOwnProperty.call(data, 'kitchens') &&
  KITCHEN_FIELDS.some((field) => Object.prototype.hasOwnProperty.call(data, field));

const issuesOf = (error: { issues: { path: PropertyKey[]; message: string }[] }) =>
  error.issues.map((i) => `${i.path.map(String).join('.') || '(Dokument)'}: ${i.message}`).join('; ');

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Most repair rounds: each drops every value that failed in the round before. */
const MAX_REPAIRS = 3;

/**
 * The kitchen's settings as the backend read them before the move: a value that does not fit the schema
 * was dropped there (and got its default), so it is dropped here too, and named in the report.
 */
function readableKitchen(
  candidate: Record<string, unknown>,
): { kitchen: KitchenDoc; dropped: string[] } | { error: string } {
  const data = structuredClone(candidate);
  const dropped: string[] = [];
  for (let round = 0; round <= MAX_REPAIRS; round++) {
    const parsed = KitchenDocSchema.safeParse(data);
    if (parsed.success) return { kitchen: parsed.data, dropped };
    if (round === MAX_REPAIRS) return { error: `Küche: ${issuesOf(parsed.error)}` };
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String);
      if (path.length === 0 || path[0] === 'members') return { error: `Küche: ${issuesOf(parsed.error)}` };
      let keys = issue.code === 'unrecognized_keys' ? issue.keys : [path.pop()!];
      const at = (p: string[]) => p.reduce<unknown>((o, key) => (isRecord(o) ? o[key] : undefined), data);
      // A wrong list element drops the whole list (it gets its default), as the backend read it.
      while (!isRecord(at(path)) && path.length) keys = [path.pop()!];
      const parent = at(path);
      if (!isRecord(parent)) continue;
      for (const key of keys) {
        delete parent[key];
        dropped.push([...path, key].join('.'));
      }
    }
  }
  return { error: 'Küche: nicht lesbar' };
}

/**
 * The kitchen and the person an old user document becomes (with the values dropped as unreadable), or why
 * it cannot.
 */
export function splitOldUser(
  uid: string,
  data: Record<string, unknown>,
  now: number,
): { kitchen: KitchenDoc; person: PersonDoc; dropped: string[] } | { error: string } {
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const nickName = str(data.nickName);
  const email = str(data.email);
  const accessVersion = typeof data.accessVersion === 'number' ? data.accessVersion : 0;
  const kitchen = readableKitchen({
    ...Object.fromEntries(KITCHEN_FIELDS.filter((f) => data[f] !== undefined).map((f) => [f, data[f]])),
    accessVersion,
    members: {
      [uid]: { role: 'lead', name: (nickName || str(data.name)).slice(0, 120), email, since: now },
    },
  });
  if ('error' in kitchen) return kitchen;
  const person = PersonDocSchema.safeParse({
    nickName,
    email,
    photoUrl: str(data.photoUrl),
    admin: data.admin === true,
    accessVersion,
    kitchens: { [uid]: 'lead' },
    lastKitchen: uid,
  });
  if (!person.success) return { error: `Person: ${issuesOf(person.error)}` };
  return { kitchen: kitchen.kitchen, person: person.data, dropped: kitchen.dropped };
}

const emptyCounts = (): Counts => ({
  users: { old: 0, new: 0 },
  kitchens: { old: 0, new: 0 },
  collections: Object.fromEntries(KITCHEN_COLLECTIONS.map((c) => [c, { old: 0, new: 0 }])),
});

async function collectionIds(...refs: DocumentReference[]): Promise<string[]> {
  const lists = await Promise.all(refs.map((ref) => ref.listCollections()));
  return [...new Set([...KITCHEN_COLLECTIONS, ...lists.flat().map((c) => c.id)])];
}

/** Counts the documents of these uids, old and new places. */
async function countAll(db: Firestore, uids: readonly string[]): Promise<Counts> {
  const counts = emptyCounts();
  for (const uid of uids) {
    const userRef = db.doc(personPath(uid));
    const kitchenRef = db.doc(kitchenPath(uid));
    const [user, kitchen] = await db.getAll(userRef, kitchenRef);
    if (user!.exists) counts.users[isOldShape(user!.data()) ? 'old' : 'new'] += 1;
    if (kitchen!.exists) counts.kitchens.new += 1;
    for (const id of await collectionIds(userRef, kitchenRef)) {
      const [old, moved] = await Promise.all([
        userRef.collection(id).count().get(),
        kitchenRef.collection(id).count().get(),
      ]);
      const place = (counts.collections[id] ??= { old: 0, new: 0 });
      place.old += old.data().count;
      place.new += moved.data().count;
    }
  }
  return counts;
}

export async function migrateKitchens(
  db: Firestore,
  options: KitchenMigrationOptions = {},
): Promise<KitchenMigration> {
  const apply = options.apply === true;
  const size = Math.min(options.batchSize ?? MAX_BATCH_WRITES, MAX_BATCH_WRITES);
  if (!Number.isInteger(size) || size < 1) throw new Error('batchSize muss zwischen 1 und 500 liegen.');
  const now = options.now ?? Date.now();
  const refs = await db.collection('users').listDocuments();
  const uids = refs.map((r) => r.id).sort();
  const result: KitchenMigration = {
    apply,
    checked: uids.length,
    alreadyMigrated: 0,
    migrated: [],
    failed: [],
    dropped: [],
    moved: {},
    batches: 0,
    writes: 0,
    before: await countAll(db, uids),
    after: emptyCounts(),
    mismatches: [],
  };
  const commit = async (batch: WriteBatch, writes: number) => {
    await batch.commit();
    result.batches += 1;
    result.writes += writes;
    await options.afterBatch?.(writes);
  };

  for (const uid of uids) {
    const userRef = db.doc(personPath(uid));
    const kitchenRef = db.doc(kitchenPath(uid));
    const user = await userRef.get();
    if (!user.exists) {
      result.failed.push({ uid, message: 'Unterdokumente ohne Benutzerdokument; bitte von Hand prüfen.' });
      continue;
    }
    if (!isOldShape(user.data())) {
      result.alreadyMigrated += 1;
      continue;
    }
    const split = splitOldUser(uid, user.data()!, now);
    if ('error' in split) {
      result.failed.push({ uid, message: split.error });
      continue;
    }
    // 1 and 2: copy what is missing, then delete the old page.
    for (const id of await collectionIds(userRef)) {
      const moved = (result.moved[id] ??= { copied: 0, existing: 0, deleted: 0 });
      let last: string | undefined;
      for (;;) {
        let query = userRef.collection(id).orderBy(FieldPath.documentId()).limit(size);
        if (last) query = query.startAfter(last);
        const page = await query.get();
        if (page.empty) break;
        last = page.docs[page.docs.length - 1]!.id;
        const targets = await db.getAll(...page.docs.map((d) => kitchenRef.collection(id).doc(d.id)));
        const missing = page.docs.filter((_, i) => !targets[i]!.exists);
        moved.copied += missing.length;
        moved.existing += page.size - missing.length;
        if (!apply) continue;
        if (missing.length) {
          const copy = db.batch();
          for (const doc of missing) copy.create(kitchenRef.collection(id).doc(doc.id), doc.data());
          await commit(copy, missing.length);
        }
        const remove = db.batch();
        for (const doc of page.docs) remove.delete(doc.ref);
        await commit(remove, page.size);
        moved.deleted += page.size;
      }
    }
    // 3: the kitchen and the person, from the user document as it is now.
    if (apply) {
      const outcome = await db.runTransaction(async (tx) => {
        const [current, kitchen] = await tx.getAll(userRef, kitchenRef);
        if (!isOldShape(current!.data())) return 'done';
        const docs = splitOldUser(uid, current!.data()!, now);
        if ('error' in docs) return docs.error;
        if (!kitchen!.exists) tx.create(kitchenRef, docs.kitchen);
        else if (!kitchen!.get(`members.${uid}`))
          tx.update(kitchenRef, { [`members.${uid}`]: docs.kitchen.members[uid] });
        tx.set(userRef, docs.person);
        return 'moved';
      });
      if (outcome === 'moved') {
        result.batches += 1;
        result.writes += 2;
        await options.afterBatch?.(2);
      } else if (outcome !== 'done') {
        result.failed.push({ uid, message: outcome });
        continue;
      }
    }
    result.migrated.push(uid);
    if (split.dropped.length) result.dropped.push({ uid, paths: split.dropped });
  }

  result.after = apply ? await countAll(db, uids) : result.before;
  result.mismatches = accountFor(result);
  return result;
}

/** Compares the counts after the run with the counts before plus what the run copied and deleted. */
function accountFor({ apply, before, after, moved, migrated }: KitchenMigration): string[] {
  const problems: string[] = [];
  const check = (label: string, expected: number, found: number) => {
    if (expected !== found) problems.push(`${label}: erwartet ${expected}, gezählt ${found}`);
  };
  const ids = new Set([...Object.keys(before.collections), ...Object.keys(after.collections)]);
  for (const id of [...ids].sort()) {
    const was = before.collections[id] ?? { old: 0, new: 0 };
    const is = after.collections[id] ?? { old: 0, new: 0 };
    const m = apply ? (moved[id] ?? { copied: 0, existing: 0, deleted: 0 }) : { copied: 0, deleted: 0 };
    check(`${id} unter kitchens/`, was.new + m.copied, is.new);
    check(`${id} unter users/`, was.old - m.deleted, is.old);
  }
  const done = apply ? migrated.length : 0;
  check('Benutzerdokumente im alten Format', before.users.old - done, after.users.old);
  check('Personendokumente', before.users.new + done, after.users.new);
  return problems;
}

const placeLine = (label: string, was: PlaceCount, is: PlaceCount) =>
  `  ${label.padEnd(16)} vorher ${was.old} alt / ${was.new} neu   nachher ${is.old} alt / ${is.new} neu`;

/** The German summary the admin command prints. */
export function kitchenMigrationReport(r: KitchenMigration): string {
  const n = r.migrated.length;
  const kitchensWord = (k: number) => `${k} ${k === 1 ? 'Küche' : 'Küchen'}`;
  const lines = [
    r.apply
      ? `Küchen-Umzug: ${r.checked} Benutzer geprüft, ${kitchensWord(n)} nach kitchens/ umgezogen, ${r.alreadyMigrated} schon umgezogen.`
      : `Probelauf (nichts geschrieben; mit --apply ausführen): ${r.checked} Benutzer geprüft, ${kitchensWord(n)} ${n === 1 ? 'würde' : 'würden'} umziehen, ${r.alreadyMigrated} schon umgezogen.`,
  ];
  for (const [id, m] of Object.entries(r.moved).sort()) {
    lines.push(
      `  ${id}: ${m.copied} ${r.apply ? 'kopiert' : 'zu kopieren'}, ${m.existing} schon kopiert` +
        (r.apply ? `, ${m.deleted} alte gelöscht` : ''),
    );
  }
  lines.push('Dokumente (alt = unter users/{uid}, neu = unter kitchens/{uid}):');
  lines.push(placeLine('Benutzer/Person', r.before.users, r.after.users));
  lines.push(placeLine('Küche', r.before.kitchens, r.after.kitchens));
  const ids = new Set([...Object.keys(r.before.collections), ...Object.keys(r.after.collections)]);
  for (const id of [...ids].sort()) {
    const none = { old: 0, new: 0 };
    lines.push(placeLine(id, r.before.collections[id] ?? none, r.after.collections[id] ?? none));
  }
  if (r.apply) lines.push(`${r.writes} Schreibvorgänge in ${r.batches} Stapeln.`);
  for (const { uid, paths } of r.dropped)
    lines.push(`${uid}: unlesbare Werte weggelassen (die App las sie schon nicht): ${paths.join(', ')}`);
  for (const { uid, message } of r.failed) lines.push(`Nicht umgezogen: ${uid} – ${message}`);
  lines.push(
    r.mismatches.length
      ? `Zählung stimmt NICHT: ${r.mismatches.join('; ')}`
      : 'Zählung stimmt: jedes Dokument ist an seinem Platz.',
  );
  return lines.join('\n');
}
