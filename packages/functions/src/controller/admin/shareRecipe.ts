/**
 * admin/shareRecipe (admins): copies one of a kitchen's recipes (`kitchens/{kitchenId}/recipes/{slug}`)
 * into the shared recipes, in one
 * transaction with the shared list entry and the audit entry. The copy has no owner, notes the kitchen's
 * institution as `author`, starts at version 1 and keeps the kitchen's slug unless a shared recipe has it
 * (then the first free `<slug>-2` …, shared admin/sharedRecipeSlug.ts). The kitchen's own recipe stays.
 */
import { HttpsError } from 'firebase-functions/v2/https';
import {
  fitsInDocument,
  freeSharedSlug,
  MAX_NAME_LENGTH,
  NO_FREE_SHARED_SLUG_MESSAGE,
  RECIPE_LIST_FULL_MESSAGE,
  RecipeSchema,
  type RecipeListEntry,
} from '@speiseplaner/shared';
import { defineHandler } from '../../lib/action';
import { writeAudit } from '../../lib/audit';
import { notFound } from '../../lib/errors';
import { PATHS } from '../../lib/paths';
import { readDocs } from '../../lib/reads';
import { plain } from '../../lib/sameContent';
import { summaryOf, upsertEntry } from '../../lib/summary';
import { listEntryOf, recipeKey } from '../recipes/listEntry';
import { kitchenNameOf } from './setAccess';

export const shareRecipe = defineHandler('admin/shareRecipe', {
  handler: async ({ kitchenId, slug }, ctx) => {
    const { db } = ctx;
    const summaryRef = db.doc(PATHS.sharedRecipeSummary);
    return db.runTransaction(async (tx) => {
      const [kitchen, own, summarySnap] = await readDocs(
        [db.doc(PATHS.kitchen(kitchenId)), db.doc(PATHS.ownRecipe(kitchenId, slug)), summaryRef],
        tx,
      );
      if (!kitchen!.exists) throw notFound('Die Küche');
      const stored = RecipeSchema.safeParse(own!.exists ? own!.data() : undefined);
      if (!stored.success) throw notFound('Das Rezept dieser Küche');
      const before = summaryOf<RecipeListEntry>(summarySnap);
      const sharedSlug = freeSharedSlug(slug, new Set(before.items.map(recipeKey)));
      if (!sharedSlug) throw new HttpsError('failed-precondition', NO_FREE_SHARED_SLUG_MESSAGE);
      const name = kitchen!.data()?.name;
      const author = (typeof name === 'string' ? name.trim() : '').slice(0, MAX_NAME_LENGTH) || undefined;
      const recipe = plain(
        RecipeSchema.parse({ ...stored.data, slug: sharedSlug, owner: undefined, author, version: 1 }),
      );
      const summary = upsertEntry(before, listEntryOf(recipe), recipeKey);
      if (!fitsInDocument(summary)) throw new HttpsError('resource-exhausted', RECIPE_LIST_FULL_MESSAGE);
      tx.set(db.doc(PATHS.sharedRecipe(sharedSlug)), recipe);
      tx.set(summaryRef, summary);
      writeAudit(tx, db, ctx, {
        action: 'admin/shareRecipe',
        target: `recipes/${sharedSlug}`,
        targetName: recipe.name,
        before: null,
        after: {
          name: recipe.name,
          author: recipe.author ?? null,
          from: `kitchens/${kitchenId}/recipes/${slug}`,
          kitchen: kitchenNameOf(kitchen!.data(), kitchenId),
        },
      });
      return { recipe };
    });
  },
});
