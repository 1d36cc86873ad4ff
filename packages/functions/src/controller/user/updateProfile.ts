/**
 * user/updateProfile: changes any subset of the caller's profile fields (institution name, letterhead,
 * organic control code, menu line, default heads), checked by the shared schema. The user document is
 * versioned for these fields (shared `profileUpdateOf`): in a transaction the caller's version must equal
 * the stored one (0 when the document has none yet), the changed fields and version + 1 are written, and
 * only these fields, so prices, allergen marks and access set meanwhile stay. A write based on an older
 * version is refused with the usual „… wurde inzwischen an anderer Stelle geändert …“; a retry of a write
 * that went through answers the stored user. docs/data-model.md, "users".
 */
import { profileUpdateOf } from '@speiseplaner/shared';
import { defineHandler, uidOf } from '../../lib/action';
import { staleVersion, userMissing } from '../../lib/errors';
import { PATHS } from '../../lib/paths';
import { profileOf } from '../../lib/profile';
import { readDoc } from '../../lib/reads';

export const updateProfile = defineHandler('user/updateProfile', {
  handler: async ({ version, changes }, ctx) => {
    const { db } = ctx;
    const uid = uidOf(ctx);
    // The router loaded the document; without it the caller has not run user/validate yet.
    if (!ctx.user) throw userMissing();
    const ref = db.doc(PATHS.user(uid));
    return db.runTransaction(async (tx) => {
      const snap = await readDoc(ref, tx);
      const stored = snap.exists ? profileOf(uid, snap.data()) : null;
      if (!stored) throw userMissing();
      const update = profileUpdateOf(stored, version, changes);
      if (update.kind === 'stale') throw staleVersion('Ihr Profil');
      if (update.kind === 'write') tx.update(ref, update.fields);
      return { user: update.user };
    });
  },
});
