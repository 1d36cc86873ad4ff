/**
 * org/withdrawRecipe (Träger-Leitung): takes a recipe out of the Träger's list, so its kitchens no longer
 * see it in lists and pickers. Its document stays (like shared recipes, never deleted): weeks that name it
 * keep loading and saving, and sharing it again brings it back. docs/data-model.md, "Organisations (Träger)".
 */
import { defineHandler } from '../../lib/action';
import { notFound } from '../../lib/errors';
import { byName, organisationRecipeSummaryOf } from '../../lib/organisationRecipes';
import { PATHS } from '../../lib/paths';
import { readDoc } from '../../lib/reads';
import { removeEntry } from '../../lib/summary';
import { recipeKey } from '../recipes/listEntry';

export const withdrawOrganisationRecipe = defineHandler('org/withdrawRecipe', {
  handler: async ({ slug }, ctx) => {
    const { db } = ctx;
    const summaryRef = db.doc(PATHS.organisationRecipeSummary(ctx.organisation!.id));
    return db.runTransaction(async (tx) => {
      const before = organisationRecipeSummaryOf(await readDoc(summaryRef, tx));
      if (!before.items.some((entry) => entry.slug === slug)) throw notFound('Das Rezept des Trägers');
      const after = { ...removeEntry(before, slug, recipeKey), sources: before.sources };
      tx.set(summaryRef, after);
      return { recipes: [...after.items].sort(byName) };
    });
  },
});
