/** shoppingLists/fetch: one of the caller's shopping lists by id (another kitchen's id is simply not found). */
import type { ShoppingList } from '@speiseplaner/shared';
import { defineHandler, kitchenOf } from '../../lib/action';
import { notFound } from '../../lib/errors';
import { PATHS } from '../../lib/paths';
import { readDoc } from '../../lib/reads';
import { storedData } from '../../lib/stored';

export const fetchShoppingList = defineHandler('shoppingLists/fetch', {
  profile: 'parallel',
  handler: async ({ id }, ctx) => {
    const snap = await readDoc(ctx.db.doc(PATHS.shoppingList(kitchenOf(ctx), id)));
    const shoppingList = storedData<ShoppingList>(snap);
    if (!shoppingList) throw notFound('Die Einkaufsliste');
    return { shoppingList };
  },
});
