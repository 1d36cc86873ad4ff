/**
 * admin/listAudit (admins): one page of the audit log (lib/audit.ts), newest first. Bounded: at most
 * `limit` (200) entries per call; `cursor` is the id of the last entry of the page before (one more
 * read), `complete` says whether the page reaches the oldest entry. Only the automatic index on `at`
 * (descending) is needed. An entry about a kitchen that recorded no name (the kitchen had none yet, or the
 * entry is older than names in the log) carries the kitchen's institution name as it is now, so the
 * Änderungsprotokoll never names a kitchen by its id (#31): one getAll of those kitchens, at most one read
 * per entry of the page.
 */
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { AUDIT_MAX_CHANGES, type AuditEntry } from '@speiseplaner/shared';
import { defineHandler } from '../../lib/action';
import { notFound } from '../../lib/errors';
import { PATHS } from '../../lib/paths';
import { readDoc, readDocs, readQuery } from '../../lib/reads';
import { isRecord } from '../../lib/stored';
import { institutionNameOf } from './setAccess';

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : '');
const textOrNull = (value: unknown) => (typeof value === 'string' ? value.slice(0, 400) : null);

/** A stored entry as the answer carries it (entries are written only by lib/audit.ts; checked anyway). */
function entryOf(doc: DocumentSnapshot): AuditEntry {
  const data = doc.data() ?? {};
  const at = data.at as { toDate?: () => Date } | undefined;
  const actor = isRecord(data.actor) ? data.actor : {};
  const changes = Array.isArray(data.changes) ? data.changes.filter(isRecord) : [];
  return {
    id: doc.id,
    at: (typeof at?.toDate === 'function' ? at.toDate() : doc.createTime!.toDate()).toISOString(),
    actor: { uid: text(actor.uid, 128), email: text(actor.email, 254) },
    action: text(data.action, 80),
    target: text(data.target, 300),
    targetName: text(data.targetName, 200),
    changes: changes.slice(0, AUDIT_MAX_CHANGES).map((c) => ({
      field: text(c.field, 200),
      before: textOrNull(c.before),
      after: textOrNull(c.after),
    })),
    more: Number.isInteger(data.more) && (data.more as number) > 0 ? (data.more as number) : 0,
  };
}

/** The kitchen an entry is about: `kitchens/<id>`, or `users/<id>` of an access change before #29. */
function kitchenIdOf(entry: AuditEntry): string | null {
  const [kind, id, ...rest] = entry.target.split('/');
  if (!id || rest.length > 0) return null;
  if (kind === 'kitchens' || (kind === 'users' && entry.action === 'admin/setAccess')) return id;
  return null;
}

/** Entries about a kitchen without a recorded name get the kitchen's current name ('' when it has none). */
async function withKitchenNames(db: Firestore, entries: AuditEntry[]): Promise<AuditEntry[]> {
  const unnamed = (entry: AuditEntry) => {
    const id = kitchenIdOf(entry);
    return id !== null && (entry.targetName.trim() === '' || entry.targetName === id) ? id : null;
  };
  const ids = [...new Set(entries.map(unnamed).filter((id): id is string => id !== null))];
  const snaps = await readDocs(ids.map((id) => db.doc(PATHS.kitchen(id))));
  const names = new Map(snaps.map((snap) => [snap.id, institutionNameOf(snap.data())] as const));
  return entries.map((entry) => {
    const id = unnamed(entry);
    return id === null ? entry : { ...entry, targetName: names.get(id) ?? '' };
  });
}

export const listAudit = defineHandler('admin/listAudit', {
  handler: async ({ cursor, limit }, { db }) => {
    let query = db
      .collection(PATHS.auditLog)
      .orderBy('at', 'desc')
      .limit(limit + 1);
    if (cursor) {
      const last = await readDoc(db.doc(`${PATHS.auditLog}/${cursor}`));
      if (!last.exists) throw notFound('Der Protokolleintrag');
      query = query.startAfter(last);
    }
    const snap = await readQuery(query);
    const docs = snap.docs.slice(0, limit);
    const complete = snap.size <= limit;
    return {
      entries: await withKitchenNames(db, docs.map(entryOf)),
      nextCursor: complete ? null : (docs[docs.length - 1]?.id ?? null),
      complete,
    };
  },
});
