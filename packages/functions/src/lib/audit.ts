/**
 * The audit log (docs/data-model.md, "Audit log"): one `auditLog` document per admin change of shared
 * content or of a kitchen's access: who (uid and e-mail), when (the server's commit time), which action,
 * which document, and a short before/after summary of the changed fields (shared admin/auditSummary.ts,
 * bounded far below 10 kB). Written in the same transaction as the change, so there is no change without
 * its entry and no entry without its change; a save that writes nothing (a retried save answering the
 * stored copy) records nothing.
 */
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { auditSummaryOf, type ActionType } from '@speiseplaner/shared';
import { uidOf, type ActionContext } from './action';
import { PATHS } from './paths';

export interface AuditRecord {
  action: ActionType;
  /** The changed document, e.g. `kitchens/<id>`, `users/<uid>`, `ingredients/<slug>`, `workshops/<slug>`. */
  target: string;
  /** What the target is called now (a kitchen's name, a person's name or address), so the log names it. */
  targetName?: string;
  /** The stored state before the change (undefined/null: created). */
  before: unknown;
  /** The stored state after it (undefined/null: deleted). */
  after: unknown;
  /** Field paths left out of the summary (e.g. `version`). */
  ignore?: readonly string[];
}

/** Who acts: the caller's uid and e-mail (the profile's, which is stored only once confirmed, else the token's). */
export function actorOf(ctx: ActionContext): { uid: string; email: string } {
  const uid = uidOf(ctx);
  const tokenEmail = ctx.auth?.token.email;
  const email = ctx.user?.email || (typeof tokenEmail === 'string' ? tokenEmail : '');
  return { uid, email: email.slice(0, 254) };
}

/** Adds the entry of one admin change to the transaction `tx` that makes the change. */
export function writeAudit(tx: Transaction, db: Firestore, ctx: ActionContext, record: AuditRecord): void {
  const summary = auditSummaryOf(record.before, record.after, { ignore: record.ignore });
  tx.set(db.collection(PATHS.auditLog).doc(), {
    at: FieldValue.serverTimestamp(),
    actor: actorOf(ctx),
    action: record.action,
    target: record.target.slice(0, 300),
    targetName: (record.targetName ?? '').slice(0, 200),
    changes: summary.changes,
    more: summary.more,
  });
}
