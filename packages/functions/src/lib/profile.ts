/**
 * The stored person (`users/{uid}`, PersonDoc) and kitchen (`kitchens/{kitchenId}`, KitchenDoc), normalised
 * here and nowhere else (docs/data-model.md, "Kitchens and people"); the answer shape `User` joins them
 * (shared `userOf`). A stored document may miss fields written by older versions; missing fields get the
 * schema's defaults. A field that does not fit the schema is dropped (and so gets its default) instead of
 * refusing the whole document, so a stray value never locks a person or a kitchen out; feature flags and
 * the admin flag count only when they are exactly `true`, as before. A member entry that does not fit is
 * dropped alone: that member is refused, the others keep working.
 */
import {
  KITCHEN_FIELDS,
  KitchenDocSchema,
  OrganisationDocSchema,
  PersonDocSchema,
  UserSchema,
  type KitchenDoc,
  type OrganisationDoc,
  type PersonDoc,
  type User,
} from '@speiseplaner/shared';
import { z, type ZodObject } from 'zod';
import { plain } from './sameContent';
import { isRecord } from './stored';

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
 * `stored` parsed with `schema` (unknown top-level keys dropped, each value that does not fit dropped so
 * that it gets its default), or null when it is no object at all. The stored data is not changed.
 */
function tolerant<T>(schema: ZodObject, stored: unknown, extra: Record<string, unknown> = {}): T | null {
  if (!isRecord(stored)) return null;
  // A plain copy: repairs must not touch the snapshot's data, and Firestore values become JSON.
  const data: Record<string, unknown> = { ...plain(stored), ...extra };
  const loose = z.object(schema.shape);
  for (let round = 0; round <= MAX_REPAIRS; round++) {
    const parsed = loose.safeParse(data);
    if (parsed.success) return parsed.data as T;
    for (const issue of parsed.error.issues) {
      if (issue.path.length === 0) return null;
      // A bad entry of a map of entries (a member) goes whole: its other fields alone would not fit either.
      if (issue.code === 'unrecognized_keys') drop(data, issue.path, issue.keys);
      else drop(data, issue.path.slice(0, depthOf(issue.path)));
    }
  }
  return null;
}

/** Maps whose entries are dropped whole when one of their fields does not fit. */
const ENTRY_MAPS = new Set(['members', 'kitchens', 'organisations']);
/** Objects dropped whole when one of their fields does not fit (a kitchen's `organisation`). */
const WHOLE_VALUES = new Set(['organisation']);

/** How much of an issue's path goes: an entry of a map, a whole object, or the bad value alone. */
function depthOf(path: readonly PropertyKey[]): number {
  const top = String(path[0]);
  if (ENTRY_MAPS.has(top)) return 2;
  if (WHOLE_VALUES.has(top)) return 1;
  return path.length;
}

/**
 * The profile stored for `uid` in the old shape (one `users/{uid}` per kitchen, before kitchens with a
 * team) as a `User`, or null when there is none; the migration and the Verwaltung read old documents.
 */
export function profileOf(uid: string, stored: unknown): User | null {
  return tolerant<User>(UserSchema, stored, { id: uid });
}

/** The stored person as a PersonDoc, or null when the document is missing (or no object). */
export function personOf(stored: unknown): PersonDoc | null {
  return tolerant<PersonDoc>(PersonDocSchema, stored);
}

/** A person with nothing stored: no name, no admin role, no kitchens. */
export const NO_PERSON: PersonDoc = PersonDocSchema.parse({});

/** The stored kitchen as a KitchenDoc, or null when the document is missing (or no object). */
export function kitchenDocOf(stored: unknown): KitchenDoc | null {
  return tolerant<KitchenDoc>(KitchenDocSchema, stored);
}

/** The stored Träger as an OrganisationDoc, or null when the document is missing (or no object). */
export function organisationDocOf(stored: unknown): OrganisationDoc | null {
  return tolerant<OrganisationDoc>(OrganisationDocSchema, stored);
}

/**
 * True for a person document in the shape before kitchens with a team: the kitchen's fields on
 * `users/{uid}` and no `kitchens` map. The migration (`pnpm admin migrate-kitchens`) moves it.
 */
export function isOldShapePerson(stored: unknown): boolean {
  return (
    isRecord(stored) &&
    !Object.prototype.hasOwnProperty.call(stored, 'kitchens') &&
    KITCHEN_FIELDS.some((field) => Object.prototype.hasOwnProperty.call(stored, field))
  );
}

/**
 * `user` with the settings of its current kitchen `kitchen` (the fields of KITCHEN_FIELDS, and the name in
 * the list of kitchens, as shared `userOf` builds it).
 */
export function withKitchenFields(
  user: User,
  kitchen: Pick<KitchenDoc, (typeof KITCHEN_FIELDS)[number]>,
): User {
  const settings = Object.fromEntries(KITCHEN_FIELDS.map((field) => [field, kitchen[field]]));
  const kitchens = user.kitchens.map((entry) =>
    entry.id === user.kitchenId ? { ...entry, name: kitchen.name || 'Neue Küche' } : entry,
  );
  return { ...user, ...settings, kitchens };
}
