/**
 * The one way entities with a `version` are saved (weeks, recipes, shopping lists, masterplan weeks):
 * in a transaction, the client's `version` must equal the stored one (0 when missing); the stored copy
 * then gets version + 1. A retry of a save that already went through (stored version is one higher and
 * the content is the same) answers the stored copy instead of failing: saves are idempotent. Nothing is
 * written without the proof of the access check (`access`, lib/access.ts).
 */
import type { DocumentReference, DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { storedVersion, versionVerdict } from '@speiseplaner/shared';
import { assertChecked, type Checked } from './access';
import { notFound, staleVersion } from './errors';
import { readDocs } from './reads';
import { plain } from './sameContent';
import { storedData } from './stored';

type Versioned = Record<string, unknown> & { version: number };

/** What a `merge` decides (VersionedSave.merge). */
export type MergeVerdict<T> = { kind: 'write'; doc: T } | { kind: 'unchanged'; doc: T };

export interface VersionedSave<T extends Versioned> {
  ref: DocumentReference;
  incoming: T;
  /** German subject for messages, e.g. „Die Woche 2026-W48“. */
  what: string;
  /** Refuse to create: saving a missing document answers not-found (creation has its own action). */
  mustExist?: boolean;
  /** Further documents read in the same transaction (summaries), handed to `alsoWrite`. */
  related?: DocumentReference[];
  /**
   * The proof that the caller passed the access check (lib/access.ts): the router's (`ctx.checked`), or,
   * for actions with `profile: 'handler'`, the profile document to read in the same round trip and the
   * check (`ctx.authorize`) that turns it into the proof before anything is written.
   */
  access: Checked | { profileRef: DocumentReference; authorize: (storedProfile: unknown) => Checked };
  /**
   * Refuses the save (throws) after the reads and the authorization, before anything is written; may
   * await a read started before the transaction (lib/visibleRecipes.ts).
   */
  check?: (related: DocumentSnapshot[]) => void | Promise<void>;
  /**
   * The copy to store, made from `incoming` and the stored copy (null when missing) after `check` (and the
   * authorization): fields the server computes (a week's average, lib/weekAverage.ts; a shopping list's
   * items, lib/shoppingItems.ts). A retry is compared with this copy.
   */
  complete?: (incoming: T, stored: T | null) => T;
  /**
   * Replaces the whole-document version rule by a finer one (a plan week's per-day merge, shared
   * versioning/dayMerge.ts): runs after `check`, before `complete`, with the stored copy; answers the copy
   * to store (`write`, any version: the save stores stored version + 1), that nothing changes
   * (`unchanged`: the stored copy is the answer), or throws its own refusal. May await reads.
   */
  merge?: (stored: T, incoming: T) => MergeVerdict<T> | Promise<MergeVerdict<T>>;
  /**
   * Writes that belong to the same save (summary entries, counters, the audit log); runs only when
   * something is written. `previous` is the stored copy the save replaces (null when created).
   */
  alsoWrite?: (
    tx: Transaction,
    saved: T,
    related: DocumentSnapshot[],
    created: boolean,
    previous: T | null,
  ) => void;
  /**
   * Runs once after the transaction committed, only when it wrote, with the reads of the attempt that
   * committed (usage counts, which must stay out of the transaction: lib/activity.ts).
   */
  afterCommit?: (saved: T, related: DocumentSnapshot[], created: boolean) => Promise<void>;
}

export async function saveVersioned<T extends Versioned>(db: Firestore, save: VersionedSave<T>): Promise<T> {
  let written: { related: DocumentSnapshot[]; created: boolean } | null = null;
  const result = await db.runTransaction(async (tx) => {
    written = null;
    const { access } = save;
    const selfCheck = 'profileRef' in access ? access : null;
    const profileRefs = selfCheck ? [selfCheck.profileRef] : [];
    const [snap, ...rest] = await readDocs([save.ref, ...(save.related ?? []), ...profileRefs], tx);
    const related = rest.slice(0, save.related?.length ?? 0);
    const proof = selfCheck ? selfCheck.authorize(rest[rest.length - 1]!.data() ?? null) : access;
    // Before `check`, `complete` and any write: without a proof from the access check nothing is stored.
    assertChecked(proof, save.what);
    const stored = storedData<T>(snap);
    if (!stored && save.mustExist) throw notFound(save.what);
    await save.check?.(related);
    const merged = stored && save.merge ? await save.merge(stored, save.incoming) : null;
    if (merged?.kind === 'unchanged') return merged.doc;
    const base = merged ? merged.doc : save.incoming;
    const incoming = save.complete ? save.complete(base, stored) : base;
    // The shared version rule (versioning/versionCheck.ts): write, answer a lost answer's retry, or refuse.
    // A merge already decided: its copy is written over the stored version.
    const verdict = merged ? 'write' : versionVerdict(stored, incoming);
    if (verdict === 'write') {
      const saved = plain({ ...incoming, version: storedVersion(stored) + 1 });
      tx.set(save.ref, saved);
      save.alsoWrite?.(tx, saved, related, !stored, stored);
      written = { related, created: !stored };
      return saved;
    }
    if (stored && verdict === 'already-saved') return stored;
    throw staleVersion(save.what);
  });
  const committed = written as { related: DocumentSnapshot[]; created: boolean } | null;
  if (committed && save.afterCommit) await save.afterCommit(result, committed.related, committed.created);
  return result;
}
