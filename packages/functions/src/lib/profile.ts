/**
 * The caller's profile (`users/{uid}`) as the shared `User`: read once per action, normalised here and
 * nowhere else. The stored document has no `id` (the uid is the document id) and may miss fields written
 * by older versions; missing fields get the schema's defaults. A field that does not fit the schema is
 * dropped (and so gets its default) instead of refusing the whole profile, so a stray value never locks a
 * kitchen out; feature flags and the admin flag count only when they are exactly `true`, as before.
 */
import { UserSchema, type User } from '@speiseplaner/shared';
import { z } from 'zod';
import { plain } from './sameContent';
import { isRecord } from './stored';

/** The user schema without the strict check on unknown top-level fields (they are dropped). */
const StoredUserSchema = z.object(UserSchema.shape);

/** Most repair rounds: each drops every value that failed in the round before. */
const MAX_REPAIRS = 3;

/** Removes the value at `path` (or the listed unknown keys below it) from a plain copy of the document. */
function drop(data: Record<string, unknown>, path: readonly PropertyKey[], keys?: readonly string[]): void {
  let parent: unknown = data;
  const rest = keys ? path : path.slice(0, -1);
  for (const key of rest) {
    if (!isRecord(parent)) return;
    parent = parent[String(key)];
  }
  if (!isRecord(parent)) return;
  if (keys) for (const key of keys) delete parent[key];
  else if (path.length > 0) delete parent[String(path[path.length - 1])];
}

/**
 * The profile stored for `uid` as a `User`, or null when there is none (or it is no object at all). The
 * stored data is not changed.
 */
export function profileOf(uid: string, stored: unknown): User | null {
  if (!isRecord(stored)) return null;
  // A plain copy: repairs must not touch the snapshot's data, and Firestore values become JSON.
  const data: Record<string, unknown> = { ...plain(stored), id: uid };
  for (let round = 0; round <= MAX_REPAIRS; round++) {
    const parsed = StoredUserSchema.safeParse(data);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      if (issue.path.length === 0) return null;
      drop(data, issue.path, issue.code === 'unrecognized_keys' ? issue.keys : undefined);
    }
  }
  return null;
}
