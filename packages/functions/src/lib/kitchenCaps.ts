/**
 * Shared's per-kitchen caps (quotas/kitchenCaps.ts) inside the creating transaction: a kitchen at its cap
 * gets resource-exhausted with a German message and nothing is written (docs/data-model.md).
 */
import type { Query, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { kitchenCapMessage, underKitchenCap, type CappedKind } from '@speiseplaner/shared';
import type { ActionContext } from './action';
import { readCount } from './reads';

/** A guest: signed in anonymously (Auth's sign-in provider "anonymous"). */
export function isGuest(ctx: Pick<ActionContext, 'auth'>): boolean {
  const firebase = ctx.auth?.token.firebase as { sign_in_provider?: unknown } | undefined;
  return firebase?.sign_in_provider === 'anonymous';
}

export const kitchenCapReached = (kind: CappedKind, guest: boolean) =>
  new HttpsError('resource-exhausted', kitchenCapMessage(kind, guest));

/** Throws unless one more `kind` fits beside the `stored` ones. */
export function assertUnderCap(kind: CappedKind, stored: number, ctx: Pick<ActionContext, 'auth'>): void {
  const guest = isGuest(ctx);
  if (!underKitchenCap(kind, stored, guest)) throw kitchenCapReached(kind, guest);
}

/** Counts the kitchen's stored `kind` (a collection under kitchens/{kitchenId}) in the transaction and checks the cap. */
export async function assertRoomIn(
  kind: CappedKind,
  collection: Query,
  ctx: Pick<ActionContext, 'auth'>,
  tx: Transaction,
): Promise<void> {
  assertUnderCap(kind, await readCount(collection, tx), ctx);
}
