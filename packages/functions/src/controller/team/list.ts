/**
 * team/list: the members of the caller's current kitchen (from its `members`, the one truth of who
 * belongs), and for the Küchenleitung the invitations not yet accepted, withdrawn or expired (one bounded
 * query; other roles get an empty list). Reads: the kitchen, and for a Küchenleitung the pending
 * invitations (at least one read, at most MAX_PENDING_INVITATIONS).
 */
import { MAX_PENDING_INVITATIONS, ROLE_LABELS, type KitchenRole } from '@speiseplaner/shared';
import { defineHandler } from '../../lib/action';
import { PATHS } from '../../lib/paths';
import { kitchenDocOf } from '../../lib/profile';
import { readDoc, readQuery } from '../../lib/reads';
import { currentKitchen, invitationAnswer, invitationOf, teamMemberOf } from './team';

const ROLE_ORDER = Object.keys(ROLE_LABELS) as KitchenRole[];

export const listTeam = defineHandler('team/list', {
  profile: 'handler',
  handler: async (_payload, ctx) => {
    const { db } = ctx;
    const { kitchenId, kitchenRef } = currentKitchen(ctx);
    const stored = (await readDoc(kitchenRef)).data();
    ctx.authorize(stored);
    const members = Object.entries(kitchenDocOf(stored)?.members ?? {})
      .map(([uid, member]) => teamMemberOf(uid, member))
      .sort(
        (a, b) =>
          ROLE_ORDER.indexOf(a.role) - ROLE_ORDER.indexOf(b.role) ||
          a.name.localeCompare(b.name, 'de') ||
          a.uid.localeCompare(b.uid),
      );
    if (ctx.role !== 'lead') return { members, invitations: [] };
    const pending = await readQuery(
      db
        .collection(PATHS.invitations(kitchenId))
        .where('expiresAt', '>', Date.now())
        .orderBy('expiresAt')
        .limit(MAX_PENDING_INVITATIONS),
    );
    const invitations = pending.docs.flatMap((doc) => {
      const invitation = invitationOf(doc.data());
      return invitation ? [invitationAnswer(doc.id, invitation)] : [];
    });
    return { members, invitations };
  },
});
