/**
 * The version rule of an entry the Verwaltung edits in a form: a video, a workshop, a kitchen's access
 * (docs/architecture.md, "Writes outside autosave"). The admin's save or delete names the version of the
 * entry it was based on (0 for a new one; a stored entry without a version counts as 0, storedVersion, so
 * entries stored before versions need no migration) and whether it creates the entry. The version check
 * itself is versionVerdict's, the one rule of every versioned save; this adds what a form's save also
 * asks: does the entry exist, and is it already as wanted.
 * - `unchanged`: the stored entry already holds the wanted content (a repeated click, the retry of a save
 *   whose answer was lost, or the same change made elsewhere): answer it, write nothing.
 * - `write`: store the content with version + 1 (a delete: remove the entry).
 * - `taken`: a new entry whose key another stored entry has (already-exists).
 * - `missing`: an edit or delete of an entry that is not stored (not-found).
 * - `stale`: the stored entry moved past the version the admin saw; nothing is written and the caller
 *   answers its German conflict message (failed-precondition).
 */
import { sameContent } from './sameContent';
import { versionVerdict } from './versionCheck';

export type EntryVerdict = 'unchanged' | 'write' | 'taken' | 'missing' | 'stale';

export interface EntryChange {
  /** The version of the entry the admin last saw; 0 for a new one. */
  version: number;
  /** True when the admin creates the entry (a form opened with "Neu …"). */
  isNew?: boolean;
  /** The wanted entry; none for a delete. */
  content?: object;
}

/** What a save or delete of an entry does over `stored` (null when none is stored), by the rule above. */
export function entryVerdict(stored: object | null | undefined, change: EntryChange): EntryVerdict {
  if (!stored) return change.isNew && change.content ? 'write' : 'missing';
  if (change.content && sameContent(stored, change.content)) return 'unchanged';
  if (change.isNew) return 'taken';
  return versionVerdict(stored, { ...change.content, version: change.version }) === 'write'
    ? 'write'
    : 'stale';
}
