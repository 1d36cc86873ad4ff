/**
 * org/withdrawInvitation (Träger-Leitung): deletes a pending kitchen invitation, so its link no longer
 * works (org/invitation and org/accept then answer as for a used one). An expired one can be withdrawn too.
 */
import { HttpsError } from 'firebase-functions/v2/https';
import { ORGANISATION_TEXTS } from '@speiseplaner/shared';
import { defineHandler } from '../../lib/action';
import { PATHS } from '../../lib/paths';
import { readDocs } from '../../lib/reads';

export const withdrawKitchenInvitation = defineHandler('org/withdrawInvitation', {
  profile: 'handler',
  handler: async ({ organisationId, id }, ctx) => {
    const { db } = ctx;
    const ref = db.doc(PATHS.organisationInvitation(organisationId, id));
    await db.runTransaction(async (tx) => {
      const [organisationSnap, snap] = await readDocs([ctx.organisationRef!, ref], tx);
      ctx.authorize(organisationSnap?.data());
      if (!snap?.exists) throw new HttpsError('not-found', ORGANISATION_TEXTS.invitationNotFound);
      tx.delete(ref);
    });
    return { id };
  },
});
