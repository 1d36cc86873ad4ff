/**
 * What the org/* handlers share (docs/data-model.md, "Organisations (Träger)"): the stored kitchen
 * invitation read as its shared type, the field paths of one kitchen or led Träger, the
 * pending invitations of a Träger, and the `User` answer after a change.
 */
import { FieldPath, type Firestore, type Transaction } from 'firebase-admin/firestore';
import {
  MAX_PENDING_KITCHEN_INVITATIONS,
  type KitchenInvitation,
  type PersonDoc,
  type User,
} from '@speiseplaner/shared';
import { PATHS } from '../../lib/paths';
import { kitchenDocOf } from '../../lib/profile';
import { readDoc, readQuery } from '../../lib/reads';
import { isRecord } from '../../lib/stored';
import { userIn } from '../team/team';

/** The field path of one kitchen of a Träger (`kitchens.<kitchenId>`). */
export const organisationKitchenField = (kitchenId: string) => new FieldPath('kitchens', kitchenId);
/** The field path of a Träger the person leads (`organisations.<orgId>` of `users/{uid}`). */
export const ledOrganisationField = (organisationId: string) =>
  new FieldPath('organisations', organisationId);

/** What `organisations/{orgId}/invitations/{id}` stores (the link's token itself is never stored). */
export interface StoredKitchenInvitation {
  email: string;
  invitedBy: string;
  invitedByUid: string;
  createdAt: number;
  expiresAt: number;
}

/** The stored kitchen invitation, or null when missing or not of the stored shape (then it counts as gone). */
export function kitchenInvitationOf(stored: unknown): StoredKitchenInvitation | null {
  if (!isRecord(stored)) return null;
  const { email, invitedBy, invitedByUid, createdAt, expiresAt } = stored;
  if (typeof email !== 'string' || typeof expiresAt !== 'number' || typeof createdAt !== 'number')
    return null;
  return {
    email,
    invitedBy: typeof invitedBy === 'string' ? invitedBy : '',
    invitedByUid: typeof invitedByUid === 'string' ? invitedByUid : '',
    createdAt,
    expiresAt,
  };
}

/** A pending kitchen invitation as the Träger page shows it. */
export const kitchenInvitationAnswer = (id: string, stored: StoredKitchenInvitation): KitchenInvitation => ({
  id,
  email: stored.email,
  invitedBy: stored.invitedBy,
  createdAt: stored.createdAt,
  expiresAt: stored.expiresAt,
});

/**
 * The Träger's invitations that have not expired, soonest to expire first: at most one more than
 * MAX_PENDING_KITCHEN_INVITATIONS (so a full list is seen as full), one read each (at least one).
 */
export async function pendingKitchenInvitations(
  db: Firestore,
  organisationId: string,
  now: number,
  tx?: Transaction,
): Promise<KitchenInvitation[]> {
  const snap = await readQuery(
    db
      .collection(PATHS.organisationInvitations(organisationId))
      .where('expiresAt', '>', now)
      .orderBy('expiresAt')
      .limit(MAX_PENDING_KITCHEN_INVITATIONS + 1),
    tx,
  );
  return snap.docs.flatMap((doc) => {
    const stored = kitchenInvitationOf(doc.data());
    return stored ? [kitchenInvitationAnswer(doc.id, stored)] : [];
  });
}

/**
 * The answer `User` of person `uid` in kitchen `kitchenId` when they still belong to it (read here, one
 * read), else without a kitchen; with the names of their other kitchens for the switcher.
 */
export async function userInKitchen(
  db: Firestore,
  uid: string,
  person: PersonDoc,
  kitchenId: string | null,
): Promise<User> {
  const id = kitchenId && person.kitchens[kitchenId] ? kitchenId : null;
  const doc = id ? kitchenDocOf((await readDoc(db.doc(PATHS.kitchen(id)))).data()) : null;
  return userIn(db, uid, person, id && doc?.members[uid] ? { id, doc } : null);
}
