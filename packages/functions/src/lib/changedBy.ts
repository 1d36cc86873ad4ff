/**
 * Who changed a document, as the server stamps it on each save (shared ChangedBy; docs/product.md, "Teams"):
 * the checked member of the kitchen and the server's time. Never taken from the payload.
 */
import type { ChangedBy } from '@speiseplaner/shared';
import type { CallContext } from './action';

/** The stamp of the caller's save at `at` (ms); the caller must have passed the kitchen check. */
export function changedByOf(ctx: Pick<CallContext, 'member'>, at: number): ChangedBy {
  if (!ctx.member) throw new Error('changedBy: kein geprüftes Mitglied der Küche');
  return { uid: ctx.member.uid, name: ctx.member.name, at };
}
