/**
 * org/recipes (Träger-Leitung): the Träger's recipes as its kitchens see them in their lists, without
 * withdrawn ones. The router read the person and the Träger; here one more read, the list
 * (docs/data-model.md, "Reads per action").
 */
import { defineHandler } from '../../lib/action';
import { byName, organisationRecipeSummaryOf } from '../../lib/organisationRecipes';
import { PATHS } from '../../lib/paths';
import { readDoc } from '../../lib/reads';

export const listOrganisationRecipes = defineHandler('org/recipes', {
  handler: async (_payload, ctx) => {
    const { id } = ctx.organisation!;
    const summary = organisationRecipeSummaryOf(
      await readDoc(ctx.db.doc(PATHS.organisationRecipeSummary(id))),
    );
    return { recipes: [...summary.items].sort(byName) };
  },
});
