/**
 * recipes/list: every recipe the caller can use, from two summary documents (the shared list and the
 * caller's own) – two reads however many recipes exist. An own recipe hides a shared one of the same slug.
 */
import type { RecipeListEntry } from '@speiseplaner/shared';
import { defineHandler, kitchenOf } from '../../lib/action';
import { PATHS } from '../../lib/paths';
import { readDocs } from '../../lib/reads';
import { summaryOf } from '../../lib/summary';

export const listRecipes = defineHandler('recipes/list', {
  profile: 'parallel',
  handler: async (_payload, ctx) => {
    const { db } = ctx;
    const [shared, own] = await readDocs([
      db.doc(PATHS.sharedRecipeSummary),
      db.doc(PATHS.ownRecipeSummary(kitchenOf(ctx))),
    ]);
    const bySlug = new Map<string, RecipeListEntry>();
    for (const entry of summaryOf<RecipeListEntry>(shared).items) bySlug.set(entry.slug, entry);
    for (const entry of summaryOf<RecipeListEntry>(own).items) bySlug.set(entry.slug, entry);
    const recipes = [...bySlug.values()].sort((a, b) => a.name.localeCompare(b.name, 'de'));
    return { recipes };
  },
});
