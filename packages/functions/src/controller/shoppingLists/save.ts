/** shoppingLists/save: saves one of the caller's existing shopping lists (version-checked). */
import type { ShoppingList } from '@speiseplaner/shared';
import { uidOf, type ActionHandler } from '../../lib/action';
import { PATHS } from '../../lib/paths';
import { saveVersioned } from '../../lib/versionedSave';
import type { PayloadOf } from '../payloads';

export const saveShoppingList: ActionHandler<
  PayloadOf<'shoppingLists/save'>,
  { shoppingList: ShoppingList }
> = {
  profile: 'handler',
  handler: async ({ shoppingList }, ctx) => ({
    shoppingList: await saveVersioned(ctx.db, {
      ref: ctx.db.doc(PATHS.shoppingList(uidOf(ctx), shoppingList.id)),
      incoming: shoppingList,
      what: 'Die Einkaufsliste',
      mustExist: true,
      authorizeWith: { ctx, profileRef: ctx.db.doc(PATHS.user(uidOf(ctx))) },
    }),
  }),
};
