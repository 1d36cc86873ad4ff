/**
 * shoppingLists/new: stores a new shopping list under the id the client chose (the client computes the
 * items with the shared shopping rules). Sending the same list again answers the stored one (a retry);
 * a different list under a taken id is refused. Its days must lie in the planning window the weeks use. A new list must fit the kitchen's cap (lib/kitchenCaps.ts).
 */
import { HttpsError } from 'firebase-functions/v2/https';
import { assertShoppingListInPlanningWindow, type ShoppingList } from '@speiseplaner/shared';
import { uidOf, defineHandler } from '../../lib/action';
import { countUsage } from '../../lib/activity';
import { assertRoomIn } from '../../lib/kitchenCaps';
import { PATHS } from '../../lib/paths';
import { readDoc } from '../../lib/reads';
import { plain, sameContent } from '../../lib/sameContent';
import { storedData } from '../../lib/stored';

export const newShoppingList = defineHandler('shoppingLists/new', {
  handler: async ({ shoppingList }, ctx) => {
    assertShoppingListInPlanningWindow(shoppingList, Date.now());
    const { db } = ctx;
    const uid = uidOf(ctx);
    const ref = db.doc(PATHS.shoppingList(uid, shoppingList.id));
    const { shoppingList: answer, created } = await db.runTransaction(async (tx) => {
      const snap = await readDoc(ref, tx);
      const created = plain({ ...shoppingList, version: 1 });
      const stored = storedData<ShoppingList>(snap);
      if (stored) {
        if (stored.version === 1 && sameContent(stored, created))
          return { shoppingList: stored, created: false };
        throw new HttpsError(
          'already-exists',
          'Diese Einkaufsliste gibt es schon. Bitte laden Sie die Seite neu.',
        );
      }
      await assertRoomIn('shoppingLists', db.collection(PATHS.shoppingLists(uid)), ctx, tx);
      tx.set(ref, created);
      return { shoppingList: created, created: true };
    });
    if (created) await countUsage(db, { counter: 'shoppingLists' });
    return { shoppingList: answer };
  },
});
