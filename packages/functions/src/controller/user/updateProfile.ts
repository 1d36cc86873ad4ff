/**
 * user/updateProfile (Küchenleitung): changes any subset of the kitchen's settings (institution name,
 * letterhead, organic control code, menu line, default heads) on `kitchens/{kitchenId}`, checked by the
 * shared schema. The kitchen document is versioned for these fields (shared `profileUpdateOf`): in a
 * transaction the caller's version must equal the stored one (0 when the document has none yet), the
 * changed fields and version + 1 are written, and only these fields, so prices, allergen marks, flags and
 * members set meanwhile stay. A write based on an older version is refused with the usual „… wurde
 * inzwischen an anderer Stelle geändert …“; a retry of a write that went through answers the stored
 * kitchen. docs/data-model.md, "Kitchens and people".
 */
import { profileUpdateOf } from '@speiseplaner/shared';
import { defineHandler, kitchenOf, uidOf } from '../../lib/action';
import { notAMember, staleVersion } from '../../lib/errors';
import { PATHS } from '../../lib/paths';
import { kitchenDocOf, withKitchenFields } from '../../lib/profile';
import { readDoc } from '../../lib/reads';

export const updateProfile = defineHandler('user/updateProfile', {
  handler: async ({ version, changes }, ctx) => {
    const { db } = ctx;
    const uid = uidOf(ctx);
    const ref = db.doc(PATHS.kitchen(kitchenOf(ctx)));
    return db.runTransaction(async (tx) => {
      const stored = kitchenDocOf((await readDoc(ref, tx)).data());
      // Removed meanwhile (the router checked before this transaction read the kitchen again).
      if (!stored?.members[uid] || !ctx.user) throw notAMember();
      const update = profileUpdateOf(withKitchenFields(ctx.user, stored), version, changes);
      if (update.kind === 'stale') throw staleVersion('Ihr Profil');
      if (update.kind === 'write') tx.update(ref, update.fields);
      return { user: withKitchenFields(update.user, update.user) };
    });
  },
});
