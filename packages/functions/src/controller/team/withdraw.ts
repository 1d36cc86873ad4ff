/**
 * team/withdraw (Küchenleitung): deletes a pending invitation of the current kitchen, so its link no longer
 * works (team/accept then answers like for a used one). An expired invitation can be withdrawn too.
 */
import { HttpsError } from 'firebase-functions/v2/https';
import { defineHandler } from '../../lib/action';
import { PATHS } from '../../lib/paths';
import { readDocs } from '../../lib/reads';
import { currentKitchen } from './team';

export const INVITATION_NOT_FOUND =
  'Diese Einladung gibt es nicht mehr: Sie wurde bereits angenommen oder zurückgezogen. Bitte laden Sie die Seite neu.';

export const withdrawInvitation = defineHandler('team/withdraw', {
  profile: 'handler',
  handler: async ({ id }, ctx) => {
    const { db } = ctx;
    const { kitchenId, kitchenRef } = currentKitchen(ctx);
    const ref = db.doc(PATHS.invitation(kitchenId, id));
    await db.runTransaction(async (tx) => {
      const [kitchenSnap, snap] = await readDocs([kitchenRef, ref], tx);
      ctx.authorize(kitchenSnap?.data());
      if (!snap?.exists) throw new HttpsError('not-found', INVITATION_NOT_FOUND);
      tx.delete(ref);
    });
    return { id };
  },
});
