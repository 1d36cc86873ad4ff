/**
 * A kitchen's own entries keyed by catalogue ingredient (user/prices, user/allergens): the stored map and
 * the catalogue are read in one transaction, the shared rule applies the changes (refusing unknown
 * ingredients in German), and only that field is written, so two devices changing different ingredients
 * both keep theirs.
 */
import type { Ingredient, User } from '@speiseplaner/shared';
import { readCatalogue } from '../controller/ingredients/catalogue';
import { uidOf, type ActionContext } from './action';
import { userMissing } from './errors';
import { PATHS } from './paths';
import { profileOf } from './profile';
import { readDoc } from './reads';

export async function updateOwnCatalogueField<K extends 'prices' | 'allergens'>(
  ctx: ActionContext,
  field: K,
  apply: (stored: User[K], catalogue: readonly Ingredient[]) => User[K],
): Promise<{ user: User }> {
  const { db } = ctx;
  const uid = uidOf(ctx);
  // The router loaded the document; without it the caller has not run user/validate yet.
  if (!ctx.user) throw userMissing();
  const ref = db.doc(PATHS.user(uid));
  return db.runTransaction(async (tx) => {
    const [snap, catalogue] = await Promise.all([readDoc(ref, tx), readCatalogue(db, tx)]);
    const stored = snap.exists ? profileOf(uid, snap.data()) : null;
    if (!stored) throw userMissing();
    const next = apply(stored[field], catalogue.items);
    tx.update(ref, { [field]: next });
    return { user: { ...stored, [field]: next } };
  });
}
