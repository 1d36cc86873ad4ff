/**
 * recipes/list: every recipe the caller can use, from the summary documents — the shared list, the
 * Träger's list when the kitchen belongs to one, and the kitchen's own — in one getAll, so the reads do
 * not grow with the recipes. An own recipe hides the Träger's and a shared one of the same slug, the
 * Träger's a shared one. The router checks the caller first: the kitchen document tells its Träger.
 */
import type { RecipeListEntry } from '@speiseplaner/shared';
import { defineHandler, kitchenOf } from '../../lib/action';
import { PATHS } from '../../lib/paths';
import { readDocs } from '../../lib/reads';
import { summaryOf } from '../../lib/summary';

export const listRecipes = defineHandler('recipes/list', {
  handler: async (_payload, ctx) => {
    const { db } = ctx;
    const organisationId = ctx.user?.organisation?.id;
    // Lowest precedence first: a later list's entry replaces an earlier one of the same slug.
    const snaps = await readDocs([
      db.doc(PATHS.sharedRecipeSummary),
      ...(organisationId ? [db.doc(PATHS.organisationRecipeSummary(organisationId))] : []),
      db.doc(PATHS.ownRecipeSummary(kitchenOf(ctx))),
    ]);
    const bySlug = new Map<string, RecipeListEntry>();
    for (const snap of snaps)
      for (const entry of summaryOf<RecipeListEntry>(snap).items) bySlug.set(entry.slug, entry);
    const recipes = [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name, 'de'));
    return { recipes };
  },
});
