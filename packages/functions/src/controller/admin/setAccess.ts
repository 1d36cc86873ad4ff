/**
 * admin/setAccess (admins): sets a kitchen's feature flags and admin role in its user document
 * (`features.<flag>`, `admin`), the fields the router checks on every call and the admin command writes,
 * so a change applies to the kitchen's next call. Only changed fields are written, in one transaction with
 * the audit log entry (lib/audit.ts).
 * - No lost updates: `version` is the access's version as the admin last saw it (`accessVersion` of the
 *   user document, 0 when it has none: shared accessVersionOf; it is not the profile's `version`), checked
 *   by the shared entryVerdict (versioning/entryVersion.ts). When another admin, or the admin command,
 *   changed the access since, nothing is written and the answer is the usual failed-precondition
 *   „… wurde inzwischen an anderer Stelle geändert …“; a write stores `accessVersion` + 1. A repeated call
 *   that finds the wanted access already stored answers it without writing.
 * - The admin role goes only to an account whose e-mail address is confirmed (Firebase Auth), and the last
 *   admin keeps it (shared admin/accessRules.ts). The other admins are read in the transaction (at most
 *   two documents), so two admins dropping their roles at the same time cannot both succeed.
 */
import { HttpsError } from 'firebase-functions/v2/https';
import {
  accessChangeRefusal,
  accessStateOf,
  accessUpdateOf,
  accessVersionOf,
  entryVerdict,
  type AccessState,
} from '@speiseplaner/shared';
import { defineHandler, uidOf } from '../../lib/action';
import { auth } from '../../lib/admin';
import { writeAudit } from '../../lib/audit';
import { notFound, staleVersion } from '../../lib/errors';
import { PATHS } from '../../lib/paths';
import { profileOf } from '../../lib/profile';
import { readDoc, readQuery } from '../../lib/reads';

/** Whether the sign-in account of `uid` has a confirmed e-mail address (false without an account). */
async function emailVerifiedOf(uid: string): Promise<boolean> {
  try {
    const account = await auth().getUser(uid);
    return account.emailVerified && Boolean(account.email);
  } catch (err) {
    if ((err as { code?: string }).code === 'auth/user-not-found') return false;
    throw err;
  }
}

export const setAccess = defineHandler('admin/setAccess', {
  handler: async ({ uid, features, admin, version }, ctx) => {
    const { db } = ctx;
    const callerUid = uidOf(ctx);
    const wanted: AccessState = { features, admin };
    const ref = db.doc(PATHS.user(uid));
    // Auth is no part of the transaction: asked once before it, and only when the wanted access has the role.
    const targetEmailVerified = admin ? await emailVerifiedOf(uid) : false;
    return db.runTransaction(async (tx) => {
      const snap = await readDoc(ref, tx);
      if (!snap.exists) throw notFound('Die Küche');
      const before = accessStateOf(snap.data());
      const stored = { ...before, version: accessVersionOf(snap.data()) };
      const verdict = entryVerdict(stored, { version, content: wanted });
      if (verdict === 'unchanged') return { uid, ...stored };
      if (verdict === 'stale') {
        const profile = profileOf(uid, snap.data());
        throw staleVersion(`Der Zugang von „${(profile?.name || profile?.email || uid).slice(0, 60)}“`);
      }
      const adminCount =
        before.admin && !admin
          ? (await readQuery(db.collection(PATHS.users).where('admin', '==', true).limit(2), tx)).size
          : undefined;
      const refusal = accessChangeRefusal({
        callerUid,
        targetUid: uid,
        before,
        after: wanted,
        targetEmailVerified,
        adminCount,
      });
      if (refusal) throw new HttpsError('failed-precondition', refusal);
      tx.update(ref, { ...accessUpdateOf(before, wanted), accessVersion: version + 1 });
      writeAudit(tx, db, ctx, { action: 'admin/setAccess', target: `users/${uid}`, before, after: wanted });
      return { uid, ...wanted, version: version + 1 };
    });
  },
});
