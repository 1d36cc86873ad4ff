/**
 * A kitchen's own entries keyed by catalogue ingredient (user/prices, user/allergens), stored on the
 * kitchen document (`kitchens/{kitchenId}`): the stored map and the catalogue are read in one transaction,
 * the shared rule applies the changes (refusing unknown ingredients in German), and only that field is
 * written, so two members or devices changing different ingredients both keep theirs. A caller removed
 * from the kitchen meanwhile is refused inside the transaction.
 */
import type { Ingredient, User } from '@speiseplaner/shared';
import { readCatalogue } from '../controller/ingredients/catalogue';
import { kitchenOf, uidOf, type ActionContext } from './action';
import { notAMember } from './errors';
import { PATHS } from './paths';
import { kitchenDocOf, withKitchenFields } from './profile';
import { readDoc } from './reads';

export async function updateOwnCatalogueField<K extends 'prices' | 'allergens'>(
  ctx: ActionContext,
  field: K,
  apply: (stored: User[K], catalogue: readonly Ingredient[]) => User[K],
): Promise<{ user: User }> {
  const { db } = ctx;
  const uid = uidOf(ctx);
  const ref = db.doc(PATHS.kitchen(kitchenOf(ctx)));
  return db.runTransaction(async (tx) => {
    const [snap, catalogue] = await Promise.all([readDoc(ref, tx), readCatalogue(db, tx)]);
    const stored = kitchenDocOf(snap.data());
    if (!stored?.members[uid] || !ctx.user) throw notAMember();
    const next = apply(stored[field] as User[K], catalogue.items);
    tx.update(ref, { [field]: next });
    return { user: { ...withKitchenFields(ctx.user, stored), [field]: next } };
  });
}
