/**
 * What the team/* handlers share (docs/data-model.md, "Teams and invitations"): the shared rules' refusals
 * as callable errors, the stored kitchen, person and invitation read as their shared types, and the
 * `User` answer of a person in a kitchen.
 */
import { FieldPath, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  KitchenRoleSchema,
  MAX_KITCHENS_PER_PERSON,
  userOf,
  type Invitation,
  type KitchenDoc,
  type KitchenRole,
  type Member,
  type PersonDoc,
  type TeamMember,
  type TeamRefusal,
  type User,
} from '@speiseplaner/shared';
import { kitchenOf, type SelfCheckContext } from '../../lib/action';
import { PATHS } from '../../lib/paths';
import { kitchenDocOf } from '../../lib/profile';
import { readDocs } from '../../lib/reads';
import { isRecord } from '../../lib/stored';

/**
 * The current kitchen of a team action and its document's reference. The team/* kitchen actions are
 * `profile: 'handler'`: they read the kitchen in their own transaction and call `ctx.authorize` with it, so
 * the membership and role check and the change see the same `members`.
 */
export function currentKitchen(ctx: SelfCheckContext): { kitchenId: string; kitchenRef: DocumentReference } {
  const kitchenId = kitchenOf(ctx);
  return { kitchenId, kitchenRef: ctx.kitchenRef ?? ctx.db.doc(PATHS.kitchen(kitchenId)) };
}

/** Throws the shared rule's refusal (German text, its code) when there is one. */
export function refuseIf(refusal: TeamRefusal | null): void {
  if (refusal) throw new HttpsError(refusal.code, refusal.message);
}

/** The field path of one member (`members.<uid>`) or one of a person's kitchens (`kitchens.<id>`). */
export const memberField = (uid: string) => new FieldPath('members', uid);
export const kitchenField = (kitchenId: string) => new FieldPath('kitchens', kitchenId);

/** A member as the team page shows it. */
export const teamMemberOf = (uid: string, member: Member): TeamMember => ({
  uid,
  name: member.name,
  email: member.email,
  role: member.role,
  since: member.since,
});

/** What `kitchens/{kid}/invitations/{id}` stores (the link's token itself is never stored). */
export interface StoredInvitation {
  email: string;
  role: KitchenRole;
  invitedBy: string;
  invitedByUid: string;
  createdAt: number;
  expiresAt: number;
}

/** The stored invitation, or null when missing or not of the stored shape (then it counts as gone). */
export function invitationOf(stored: unknown): StoredInvitation | null {
  if (!isRecord(stored)) return null;
  const { email, role, invitedBy, invitedByUid, createdAt, expiresAt } = stored;
  if (typeof email !== 'string' || typeof expiresAt !== 'number' || typeof createdAt !== 'number')
    return null;
  const parsedRole = KitchenRoleSchema.safeParse(role);
  if (!parsedRole.success) return null;
  return {
    email,
    role: parsedRole.data,
    invitedBy: typeof invitedBy === 'string' ? invitedBy : '',
    invitedByUid: typeof invitedByUid === 'string' ? invitedByUid : '',
    createdAt,
    expiresAt,
  };
}

/** A pending invitation as the team page shows it. */
export const invitationAnswer = (id: string, stored: StoredInvitation): Invitation => ({
  id,
  email: stored.email,
  role: stored.role,
  invitedBy: stored.invitedBy,
  createdAt: stored.createdAt,
  expiresAt: stored.expiresAt,
});

/** The person's kitchens other than `current`, read in one getAll for their names (at most 20). */
async function kitchenNamesOf(
  db: Firestore,
  person: PersonDoc,
  current: string,
): Promise<Record<string, string>> {
  const ids = Object.keys(person.kitchens)
    .filter((id) => id !== current)
    .slice(0, MAX_KITCHENS_PER_PERSON);
  const refs: DocumentReference[] = ids.map((id) => db.doc(PATHS.kitchen(id)));
  const snaps = await readDocs(refs);
  return Object.fromEntries(ids.map((id, i) => [id, kitchenDocOf(snaps[i]?.data())?.name ?? '']));
}

/**
 * The answer `User` of person `uid` in kitchen `kitchen` (null: no kitchen left), with the names of all
 * their kitchens for the switcher.
 */
export async function userIn(
  db: Firestore,
  uid: string,
  person: PersonDoc,
  kitchen: { id: string; doc: KitchenDoc } | null,
): Promise<User> {
  const names = await kitchenNamesOf(db, person, kitchen?.id ?? '');
  return userOf(uid, person, kitchen, names);
}
