/**
 * shoppingLists/save: saves one of the caller's existing shopping lists (version-checked); its days must
 * lie in the planning window the weeks use. Only the marks are the user's: the stored list keeps its
 * dates, headcounts and items, takes `checked` per item from the client, and its status is the shared
 * rule's (lib/shoppingItems.ts). A kitchen of a Träger then updates its summary (lib/organisationSummary.ts).
 */
import { assertShoppingListInPlanningWindow } from '@speiseplaner/shared';
import { defineHandler, kitchenOf } from '../../lib/action';
import { summariseList } from '../../lib/organisationSummary';
import { PATHS } from '../../lib/paths';
import { withUserMarks } from '../../lib/shoppingItems';
import { saveVersioned } from '../../lib/versionedSave';
import { changedByOf } from '../../lib/changedBy';

export const saveShoppingList = defineHandler('shoppingLists/save', {
  profile: 'handler',
  handler: async ({ shoppingList }, ctx) => {
    const now = Date.now();
    assertShoppingListInPlanningWindow(shoppingList, now);
    const saved = await saveVersioned(ctx.db, {
      ref: ctx.db.doc(PATHS.shoppingList(kitchenOf(ctx), shoppingList.id)),
      incoming: shoppingList,
      what: 'Die Einkaufsliste',
      mustExist: true,
      // mustExist: a missing list was refused before this runs.
      complete: (incoming, stored) => ({
        ...withUserMarks(stored!, incoming, now),
        changedBy: changedByOf(ctx, now),
      }),
      access: { profileRef: ctx.kitchenRef!, authorize: ctx.authorize },
    });
    await summariseList(ctx, saved);
    return { shoppingList: saved };
  },
});
