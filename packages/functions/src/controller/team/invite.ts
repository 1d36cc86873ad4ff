/**
 * team/invite (Küchenleitung): invites an address with a role. The link's secret is 32 random bytes; the
 * invitation is stored under the first 40 hex digits of its SHA-256, so the secret itself is never stored
 * and only the mail's link finds the invitation. The invitation and its mail are written in one
 * transaction, after the shared rules (not a member, not invited already, the caps) passed. Rate-limited
 * per caller and per address (shared quotas/rateLimits.ts). docs/data-model.md, "Teams and invitations".
 */
import { randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import {
  invitationExpiresAt,
  invitationLink,
  inviteRefusal,
  MAX_PENDING_INVITATIONS,
  memberNameOf,
} from '@speiseplaner/shared';
import { defineHandler } from '../../lib/action';
import { hashOf } from '../../lib/emailId';
import { PATHS } from '../../lib/paths';
import { kitchenDocOf, NO_PERSON, personOf } from '../../lib/profile';
import { readDoc, readQuery } from '../../lib/reads';
import { appUrl } from '../newsletter/subscription';
import { invitationMail } from './mail';
import { currentKitchen, invitationAnswer, invitationOf, refuseIf, type StoredInvitation } from './team';
import { notFound } from '../../lib/errors';

/** The secret of an invitation's link: 32 random bytes, base64url (shared InvitationTokenSchema). */
export const newInvitationToken = () => randomBytes(32).toString('base64url');

/** The invitation's document id: the first 40 hex digits of the SHA-256 of the link's secret. */
export const invitationIdOf = (token: string) => hashOf(token);

export const inviteToTeam = defineHandler('team/invite', {
  profile: 'handler',
  handler: async ({ email, role }, ctx) => {
    const { db } = ctx;
    const { kitchenId, kitchenRef } = currentKitchen(ctx);
    const base = appUrl();
    const invitations = db.collection(PATHS.invitations(kitchenId));
    const token = newInvitationToken();
    const id = invitationIdOf(token);
    return db.runTransaction(async (tx) => {
      const now = Date.now();
      const [kitchenSnap, pendingSnap] = await Promise.all([
        readDoc(kitchenRef, tx),
        // One more than the cap, so that the rule sees a full list as full.
        readQuery(
          invitations
            .where('expiresAt', '>', now)
            .orderBy('expiresAt')
            .limit(MAX_PENDING_INVITATIONS + 1),
          tx,
        ),
      ]);
      ctx.authorize(kitchenSnap.data());
      const kitchen = kitchenDocOf(kitchenSnap.data());
      if (!kitchen) throw notFound('Die Küche');
      const pending = pendingSnap.docs.flatMap((doc) => {
        const stored = invitationOf(doc.data());
        return stored ? [stored] : [];
      });
      refuseIf(inviteRefusal({ members: kitchen.members, pending, email, now }));
      const expiresAt = invitationExpiresAt(now);
      // The member's team name; a member entry without one (written before names) takes the person's.
      const invitedBy =
        ctx.member?.name ||
        memberNameOf(personOf((await readDoc(db.doc(PATHS.person(ctx.auth!.uid)), tx)).data()) ?? NO_PERSON);
      const stored: StoredInvitation = {
        email,
        role,
        invitedBy,
        invitedByUid: ctx.auth!.uid,
        createdAt: now,
        expiresAt,
      };
      tx.create(invitations.doc(id), { ...stored, expiresAtTs: Timestamp.fromMillis(expiresAt) });
      tx.create(
        db.collection(PATHS.mail).doc(),
        invitationMail({
          to: email,
          kitchenName: kitchen.name,
          invitedBy,
          role,
          link: invitationLink(base, kitchenId, token),
          expiresAt,
        }),
      );
      return { invitation: invitationAnswer(id, stored) };
    });
  },
});
