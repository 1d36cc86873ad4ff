/**
 * user/allergens: changes of the caller's own allergen marks, one per ingredient (every mark its product
 * carries and why, or null to follow the catalogue again). Stored as the difference to the catalogue's
 * marks, applied to the stored map inside a transaction like user/prices, so two devices that change
 * different ingredients both keep theirs. Unknown ingredients, dangerous keys and a missing reason are
 * refused with a German message, and then nothing is written (docs/domain-rules.md, "A kitchen's own
 * allergen marks").
 */
import { applyUserAllergenChanges } from '@speiseplaner/shared';
import { uidOf, defineHandler } from '../../lib/action';
import { userMissing } from '../../lib/errors';
import { PATHS } from '../../lib/paths';
import { profileOf } from '../../lib/profile';
import { readDoc } from '../../lib/reads';
import { readCatalogue } from '../ingredients/catalogue';

export const setUserAllergens = defineHandler('user/allergens', {
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
      const bySlug = new Map(catalogue.items.map((i) => [i.slug, i]));
      const allergens = applyUserAllergenChanges(stored.allergens, changes, (slug) => bySlug.get(slug));
      tx.update(ref, { allergens });
      return { user: { ...stored, allergens } };
    });
  },
});
