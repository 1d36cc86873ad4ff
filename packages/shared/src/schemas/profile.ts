/**
 * The kitchen's profile: the fields it edits itself on the onboarding page and in Mein Konto, written by
 * one action, user/updateProfile, with any subset of them. Each field is checked by the schema the single
 * actions used before (same limits, same German messages). The profile carries a version like the other
 * versioned documents: a write names the version it was based on, and one based on an older version is
 * refused (docs/data-model.md, "users").
 */
import { z } from './zod';
import { versionVerdict } from '../versioning/versionCheck';
import { HeadcountsSchema } from './common';
import { BioControlCodeSchema, InstitutionNameSchema, LetterheadSchema } from './institution';
import { MenuLineSchema } from './menuLine';
import type { User } from './user';

/** The fields of the profile, in the order the account page shows them. */
export const PROFILE_FIELDS = [
  'name',
  'letterhead',
  'bioControlCode',
  'noticePhotos',
  'menuLine',
  'heads',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export const PROFILE_CHANGES_EMPTY = 'Bitte ändern Sie mindestens eine Angabe.';

/**
 * Any subset of the profile fields (at least one): institution name (trimmed, 1–120 characters, one line),
 * letterhead (trimmed, at most 300 characters on 3 lines; '' clears), code of the organic control body
 * ("DE-ÖKO-006"; '' = not certified), photos on the Aushang (on/off), menu line, default heads per age group.
 */
export const ProfileChangesSchema = z
  .strictObject({
    name: InstitutionNameSchema.optional(),
    letterhead: LetterheadSchema.optional(),
    bioControlCode: BioControlCodeSchema.optional(),
    noticePhotos: z.boolean().optional(),
    menuLine: MenuLineSchema.optional(),
    heads: HeadcountsSchema.optional(),
  })
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), PROFILE_CHANGES_EMPTY);
export type ProfileChanges = z.output<typeof ProfileChangesSchema>;
/** What a form hands over before the schema trims and normalises it. */
export type ProfileChangesInput = z.input<typeof ProfileChangesSchema>;

/**
 * What a profile write based on `version` does to the stored profile:
 * - `write`: the version is the stored one; the changed fields and version + 1 are stored.
 * - `repeat`: a retry of a write that already went through (stored version one higher, the fields as
 *   sent): nothing is written and the stored profile is the answer, so a write is idempotent.
 * - `stale`: based on an older version; nothing is written and the caller is told to reload.
 * A profile stored without a version counts as version 0 (the user schema's default). The rule is the
 * one of every versioned save (versioning/versionCheck.ts), applied to the changed fields.
 */
export type ProfileUpdate =
  | { kind: 'write'; fields: ProfileChanges & { version: number }; user: User }
  | { kind: 'repeat'; user: User }
  | { kind: 'stale' };

export function profileUpdateOf(stored: User, version: number, changes: ProfileChanges): ProfileUpdate {
  const fields: ProfileChanges & { version: number } = { version };
  const held: Partial<User> & { version: number } = { version: stored.version };
  for (const field of PROFILE_FIELDS) {
    if (changes[field] === undefined) continue;
    Object.assign(fields, { [field]: changes[field] });
    Object.assign(held, { [field]: stored[field] });
  }
  // The one version rule (versioning/versionCheck.ts), on the changed fields only: a retry is recognised by
  // them, whatever else of the profile changed.
  const verdict = versionVerdict(held, fields);
  if (verdict === 'stale') return { kind: 'stale' };
  if (verdict === 'already-saved') return { kind: 'repeat', user: stored };
  const written = { ...fields, version: stored.version + 1 };
  return { kind: 'write', fields: written, user: { ...stored, ...written } };
}
