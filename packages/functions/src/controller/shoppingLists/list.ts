/** shoppingLists/list: the caller's latest shopping lists (newest first, at most LIST_LIMIT). */
import type { ShoppingList } from '@speiseplaner/shared';
import { defineHandler, kitchenOf } from '../../lib/action';
import { LIST_LIMIT, PATHS } from '../../lib/paths';
import { readQuery } from '../../lib/reads';
import { storedList } from '../../lib/stored';

export const listShoppingLists = defineHandler('shoppingLists/list', {
  profile: 'parallel',
  handler: async (_payload, ctx) => {
    const query = ctx.db
      .collection(PATHS.shoppingLists(kitchenOf(ctx)))
      .orderBy('startDate', 'desc')
      .limit(LIST_LIMIT);
    const snap = await readQuery(query);
    return { shoppingLists: storedList<ShoppingList>(snap) };
  },
});
