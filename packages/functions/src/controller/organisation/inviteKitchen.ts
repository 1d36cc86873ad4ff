/**
 * org/inviteKitchen (Träger-Leitung): invites a kitchen by the address of its Küchenleitung. The link's
 * secret is 32 random bytes; the invitation is stored under the first 40 hex digits of its SHA-256 (as
 * team invitations), so only the mail's link finds it. The Träger is read in the same transaction as the
 * pending invitations, checked (`ctx.authorize`), and the invitation and its mail are written together
 * once the shared rule passed (inviteKitchenRefusal). Rate-limited per caller and per address (shared
 * quotas/rateLimits.ts). docs/data-model.md, "Organisations (Träger)".
 */
import { Timestamp } from 'firebase-admin/firestore';
import {
  inviteKitchenRefusal,
  kitchenInvitationExpiresAt,
  organisationInvitationLink,
} from '@speiseplaner/shared';
import { defineHandler } from '../../lib/action';
import { PATHS } from '../../lib/paths';
import { organisationDocOf } from '../../lib/profile';
import { readDoc } from '../../lib/reads';
import { appUrl } from '../newsletter/subscription';
import { invitationIdOf, newInvitationToken } from '../team/invite';
import { refuseIf } from '../team/team';
import { kitchenInvitationMail } from './mail';
import {
  kitchenInvitationAnswer,
  pendingKitchenInvitations,
  type StoredKitchenInvitation,
} from './organisation';

export const inviteKitchen = defineHandler('org/inviteKitchen', {
  profile: 'handler',
  handler: async ({ organisationId, email }, ctx) => {
    const { db } = ctx;
    const organisationRef = ctx.organisationRef!;
    const base = appUrl();
    const token = newInvitationToken();
    const id = invitationIdOf(token);
    return db.runTransaction(async (tx) => {
      const now = Date.now();
      const [organisationSnap, pending] = await Promise.all([
        readDoc(organisationRef, tx),
        pendingKitchenInvitations(db, organisationId, now, tx),
      ]);
      ctx.authorize(organisationSnap.data());
      const organisation = organisationDocOf(organisationSnap.data())!;
      refuseIf(
        inviteKitchenRefusal({
          kitchenCount: Object.keys(organisation.kitchens).length,
          pending,
          email,
          now,
        }),
      );
      const expiresAt = kitchenInvitationExpiresAt(now);
      const stored: StoredKitchenInvitation = {
        email,
        invitedBy: ctx.member?.name ?? '',
        invitedByUid: ctx.auth!.uid,
        createdAt: now,
        expiresAt,
      };
      tx.create(db.doc(PATHS.organisationInvitation(organisationId, id)), {
        ...stored,
        expiresAtTs: Timestamp.fromMillis(expiresAt),
      });
      tx.create(
        db.collection(PATHS.mail).doc(),
        kitchenInvitationMail({
          to: email,
          organisationName: organisation.name,
          invitedBy: stored.invitedBy,
          link: organisationInvitationLink(base, organisationId, token),
          expiresAt,
        }),
      );
      return { invitation: kitchenInvitationAnswer(id, stored) };
    });
  },
});
