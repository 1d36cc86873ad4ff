/**
 * shoppingLists/new: stores a new shopping list under the id the client chose. The client chooses the
 * dates and headcounts; the server computes the items with the shared shopping rules from the kitchen's
 * stored plan weeks (lib/shoppingItems.ts) and ignores the items sent. Sending the same dates and
 * headcounts again answers the stored list (a retry); another list under a taken id is refused. Its days
 * must lie in the planning window the weeks use. A new list must fit the kitchen's cap
 * (lib/kitchenCaps.ts). A kitchen of a Träger then updates its summary (lib/organisationSummary.ts).
 */
import { HttpsError } from 'firebase-functions/v2/https';
import {
  assertShoppingListInPlanningWindow,
  kitchenPrices,
  sameContent,
  type ShoppingList,
} from '@speiseplaner/shared';
import { defineHandler, kitchenOf } from '../../lib/action';
import { countUsage } from '../../lib/activity';
import { assertRoomIn } from '../../lib/kitchenCaps';
import { summariseList } from '../../lib/organisationSummary';
import { PATHS } from '../../lib/paths';
import { readDoc } from '../../lib/reads';
import { plain } from '../../lib/sameContent';
import { computedShoppingList } from '../../lib/shoppingItems';
import { storedData } from '../../lib/stored';
import { changedByOf } from '../../lib/changedBy';

/** The user's choices of a list: what makes a second `new` the same list. */
const choicesOf = ({ startDate, endDate, heads }: Pick<ShoppingList, 'startDate' | 'endDate' | 'heads'>) => ({
  startDate,
  endDate,
  heads,
});

export const newShoppingList = defineHandler('shoppingLists/new', {
  handler: async ({ shoppingList }, ctx) => {
    assertShoppingListInPlanningWindow(shoppingList, Date.now());
    const { db } = ctx;
    const kitchenId = kitchenOf(ctx);
    const ref = db.doc(PATHS.shoppingList(kitchenId, shoppingList.id));
    const computed = await computedShoppingList(
      db,
      kitchenId,
      shoppingList,
      kitchenPrices(ctx.user?.prices ?? {}, ctx.user?.organisationPrices),
      ctx.user?.organisation?.id,
    );
    const { shoppingList: answer, created } = await db.runTransaction(async (tx) => {
      const snap = await readDoc(ref, tx);
      const stored = storedData<ShoppingList>(snap);
      if (stored) {
        if (stored.version === 1 && sameContent(choicesOf(stored), choicesOf(plain(shoppingList))))
          return { shoppingList: stored, created: false };
        throw new HttpsError(
          'already-exists',
          'Diese Einkaufsliste gibt es schon. Bitte laden Sie die Seite neu.',
        );
      }
      await assertRoomIn('shoppingLists', db.collection(PATHS.shoppingLists(kitchenId)), ctx, tx);
      const fresh = plain({ ...computed, changedBy: changedByOf(ctx, Date.now()), version: 1 });
      tx.set(ref, fresh);
      return { shoppingList: fresh, created: true };
    });
    if (created) {
      await countUsage(db, { counter: 'shoppingLists' });
      await summariseList(ctx, answer);
    }
    return { shoppingList: answer };
  },
});
