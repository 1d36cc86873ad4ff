/**
 * Summary documents: one document holding a list of entries (recipe list entries, workshops, the
 * ingredient catalogue), so that a screen reads one document instead of one per entity. Entries are an
 * array (not a map) so that a whole-document write replaces them exactly.
 */
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { storedData } from './stored';

export interface SummaryDoc<E> {
  items: E[];
  /** Bumped on every change; clients compare it to skip refetching (ingredients/checkFetch). */
  version: number;
}

export function summaryOf<E>(snap: DocumentSnapshot | undefined): SummaryDoc<E> {
  const data = storedData<Partial<SummaryDoc<E>>>(snap) ?? {};
  return { items: Array.isArray(data.items) ? data.items : [], version: Number(data.version ?? 0) };
}

/** The summary with `entry` put in place of the entry with the same key (or appended, sorted by key). */
export function upsertEntry<E>(summary: SummaryDoc<E>, entry: E, keyOf: (e: E) => string): SummaryDoc<E> {
  const key = keyOf(entry);
  const items = summary.items.filter((e) => keyOf(e) !== key);
  items.push(entry);
  items.sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
  return { items, version: summary.version + 1 };
}

export function removeEntry<E>(summary: SummaryDoc<E>, key: string, keyOf: (e: E) => string): SummaryDoc<E> {
  return { items: summary.items.filter((e) => keyOf(e) !== key), version: summary.version + 1 };
}
