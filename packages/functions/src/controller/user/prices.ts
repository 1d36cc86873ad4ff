/**
 * user/prices: changes of the caller's own purchase prices, one per ingredient (a price, or null to remove
 * it). They are applied to the stored map inside a transaction, so two devices that change different
 * ingredients both keep their prices. Only ingredients of the catalogue get a price; dangerous keys and
 * unknown ingredients are refused with a German message, and then nothing is written.
 */
import { applyUserPriceChanges } from '@speiseplaner/shared';
import { uidOf, defineHandler } from '../../lib/action';
import { userMissing } from '../../lib/errors';
import { PATHS } from '../../lib/paths';
import { profileOf } from '../../lib/profile';
import { readDoc } from '../../lib/reads';
import { readCatalogue } from '../ingredients/catalogue';

export const setUserPrices = defineHandler('user/prices', {
  handler: async ({ changes }, ctx) => {
    const { db } = ctx;
    const uid = uidOf(ctx);
    // The router loaded the document; without it the caller has not run user/validate yet.
    if (!ctx.user) throw userMissing();
    const ref = db.doc(PATHS.user(uid));
    return db.runTransaction(async (tx) => {
      const [snap, catalogue] = await Promise.all([readDoc(ref, tx), readCatalogue(db, tx)]);
      const stored = snap.exists ? profileOf(uid, snap.data()) : null;
      if (!stored) throw userMissing();
      const known = new Set(catalogue.items.map((i) => i.slug));
      const prices = applyUserPriceChanges(stored.prices, changes, (slug) => known.has(slug));
      tx.update(ref, { prices });
      return { user: { ...stored, prices } };
    });
  },
});
