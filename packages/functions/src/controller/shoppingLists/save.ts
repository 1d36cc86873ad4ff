/**
 * shoppingLists/save: saves one of the caller's existing shopping lists (version-checked); its days must
 * lie in the planning window the weeks use.
 */
import { assertShoppingListInPlanningWindow } from '@speiseplaner/shared';
import { uidOf, defineHandler } from '../../lib/action';
import { PATHS } from '../../lib/paths';
import { saveVersioned } from '../../lib/versionedSave';

export const saveShoppingList = defineHandler('shoppingLists/save', {
  profile: 'handler',
  handler: async ({ shoppingList }, ctx) => {
    assertShoppingListInPlanningWindow(shoppingList, Date.now());
    return {
      shoppingList: await saveVersioned(ctx.db, {
        ref: ctx.db.doc(PATHS.shoppingList(uidOf(ctx), shoppingList.id)),
        incoming: shoppingList,
        what: 'Die Einkaufsliste',
        mustExist: true,
        authorizeWith: { ctx, profileRef: ctx.db.doc(PATHS.user(uidOf(ctx))) },
      }),
    };
  },
});
