/**
 * admin/kitchenRecipes (admins): a kitchen's own recipes (`kitchens/{kitchenId}/recipes`), as its recipe
 * list document holds them (two reads: the kitchen and its list, bounded like the kitchen's own list), so
 * an admin can pick one to make shared (admin/shareRecipe).
 */
import { RecipeListEntrySchema, type RecipeListEntry } from '@speiseplaner/shared';
import { defineHandler } from '../../lib/action';
import { notFound } from '../../lib/errors';
import { PATHS } from '../../lib/paths';
import { readDocs } from '../../lib/reads';
import { summaryOf } from '../../lib/summary';

export const listKitchenRecipes = defineHandler('admin/kitchenRecipes', {
  handler: async ({ kitchenId }, { db }) => {
    const [kitchen, summary] = await readDocs([
      db.doc(PATHS.kitchen(kitchenId)),
      db.doc(PATHS.ownRecipeSummary(kitchenId)),
    ]);
    if (!kitchen!.exists) throw notFound('Die Küche');
    // Entries stored before a schema change are left out rather than failing the whole answer.
    const recipes = summaryOf<RecipeListEntry>(summary).items.flatMap((entry) => {
      const parsed = RecipeListEntrySchema.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    });
    return { kitchenId, recipes };
  },
});
