/**
 * admin/setAdmin (admins): gives a person the admin role of the Verwaltung or takes it away, in the person
 * document (`users/{uid}`: `admin`), the field the router checks for every admin action; the audit entry
 * (lib/audit.ts) names the person (`users/<uid>`, name or address) and is written in the same transaction.
 * - No lost updates: `version` is the person's `accessVersion` as the admin last saw it (the member row of
 *   admin/listKitchens), checked like admin/setAccess; a write stores `accessVersion` + 1, a repeated call
 *   that finds the wanted role stored answers it without writing.
 * - The role goes only to an account whose e-mail address is confirmed (Firebase Auth, asked once before
 *   the transaction), and the last admin keeps it (shared admin/accessRules.ts adminChangeRefusal). The
 *   other admins are read in the transaction (at most two documents), so two admins dropping their roles at
 *   the same time cannot both succeed.
 * Reads: 1 (the person); 3 when the role is taken away.
 */
import { HttpsError } from 'firebase-functions/v2/https';
import { accessVersionOf, adminChangeRefusal, adminRoleOf, entryVerdict } from '@speiseplaner/shared';
import { defineHandler, uidOf } from '../../lib/action';
import { auth } from '../../lib/admin';
import { writeAudit } from '../../lib/audit';
import { notFound, staleVersion } from '../../lib/errors';
import { PATHS } from '../../lib/paths';
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

/** A person as the log and the messages name them: name, else address, else uid. */
export function personNameOf(stored: unknown, uid: string): string {
  const data = (stored ?? {}) as { nickName?: unknown; email?: unknown };
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const name = text(data.nickName);
  const email = text(data.email);
  return (name && email ? `${name} (${email})` : name || email || uid).slice(0, 200);
}

export const setAdmin = defineHandler('admin/setAdmin', {
  handler: async ({ uid, admin, version }, ctx) => {
    const { db } = ctx;
    const callerUid = uidOf(ctx);
    const ref = db.doc(PATHS.person(uid));
    // Auth is no part of the transaction: asked once before it, and only when the role is wanted.
    const targetEmailVerified = admin ? await emailVerifiedOf(uid) : false;
    return db.runTransaction(async (tx) => {
      const snap = await readDoc(ref, tx);
      if (!snap.exists) throw notFound('Die Person');
      const before = adminRoleOf(snap.data());
      const stored = { admin: before, version: accessVersionOf(snap.data()) };
      const verdict = entryVerdict(stored, { version, content: { admin } });
      if (verdict === 'unchanged') return { uid, ...stored };
      const name = personNameOf(snap.data(), uid);
      if (verdict === 'stale') throw staleVersion(`Die Administratorrolle von „${name.slice(0, 60)}“`);
      const adminCount =
        before && !admin
          ? (await readQuery(ref.parent.where('admin', '==', true).limit(2), tx)).size
          : undefined;
      const refusal = adminChangeRefusal({
        callerUid,
        targetUid: uid,
        before,
        after: admin,
        targetEmailVerified,
        adminCount,
      });
      if (refusal) throw new HttpsError('failed-precondition', refusal);
      tx.update(ref, { admin, accessVersion: version + 1 });
      writeAudit(tx, db, ctx, {
        action: 'admin/setAdmin',
        target: `users/${uid}`,
        targetName: name,
        before: { admin: before },
        after: { admin },
      });
      return { uid, admin, version: version + 1 };
    });
  },
});
