/**
 * Counts the Firestore document reads of one action (billing rule: a document read or a query result
 * document is one read, an empty query still costs one). Handlers read through these helpers; the
 * emulator answers carry the count so tests and the bench can check that every screen's cost is bounded.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type {
  DocumentReference,
  DocumentSnapshot,
  Query,
  QuerySnapshot,
  Transaction,
} from 'firebase-admin/firestore';

const meter = new AsyncLocalStorage<{ reads: number }>();

/** Runs `fn` with a fresh read counter and returns its result and the number of reads. */
export async function metered<T>(fn: () => Promise<T>): Promise<{ result: T; reads: number }> {
  const counter = { reads: 0 };
  const result = await meter.run(counter, fn);
  return { result, reads: counter.reads };
}

function count(n: number): void {
  const counter = meter.getStore();
  if (counter) counter.reads += n;
}

/** One document, in a transaction when given. */
export async function readDoc(ref: DocumentReference, tx?: Transaction): Promise<DocumentSnapshot> {
  const snap = tx ? await tx.get(ref) : await ref.get();
  count(1);
  return snap;
}

/** Several documents in one round trip. */
export async function readDocs(refs: DocumentReference[], tx?: Transaction): Promise<DocumentSnapshot[]> {
  if (refs.length === 0) return [];
  const snaps = tx ? await tx.getAll(...refs) : await refs[0]!.firestore.getAll(...refs);
  count(refs.length);
  return snaps;
}

/** A query: one read per result, at least one. */
export async function readQuery(query: Query, tx?: Transaction): Promise<QuerySnapshot> {
  const snap = tx ? await tx.get(query) : await query.get();
  count(Math.max(1, snap.size));
  return snap;
}

/** The number of documents a query matches (an aggregation: billed as one read per 1,000 entries). */
export async function readCount(query: Query, tx?: Transaction): Promise<number> {
  const aggregate = query.count();
  const snap = tx ? await tx.get(aggregate) : await aggregate.get();
  const matched = snap.data().count;
  count(Math.max(1, Math.ceil(matched / 1000)));
  return matched;
}
