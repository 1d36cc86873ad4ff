/**
 * org/shareRecipe (Träger-Leitung): copies an own recipe of the caller's current kitchen (the request's
 * kitchen, else the one the person used last; the caller cooks or leads there) to the Träger, in one
 * transaction with the Träger's list. Its kitchens see it at once and cannot change it. Shared again, it
 * replaces the Träger's copy with a raised version (the edit reaches every kitchen; a withdrawn one comes
 * back); a recipe of another kitchen with the same slug gets `<slug>-2`, `-3` … (shared
 * organisations/organisationRecipes.ts). docs/data-model.md, "Organisations (Träger)".
 */
import { HttpsError } from 'firebase-functions/v2/https';
import {
  fitsInDocument,
  ORGANISATION_RECIPE_TEXTS,
  organisationRecipeTarget,
  ownRecipeAuthor,
  RecipeSchema,
  roleAllows,
  type PersonDoc,
} from '@speiseplaner/shared';
import { defineHandler } from '../../lib/action';
import { notFound } from '../../lib/errors';
import { byName, organisationRecipeSummaryOf } from '../../lib/organisationRecipes';
import { PATHS } from '../../lib/paths';
import { kitchenDocOf, personOf } from '../../lib/profile';
import { readDocs } from '../../lib/reads';
import { plain } from '../../lib/sameContent';
import { upsertEntry } from '../../lib/summary';
import { listEntryOf, recipeKey } from '../recipes/listEntry';

/** The caller's current kitchen: the request's, else the last used one, else the first (lib/dispatch.ts). */
function currentKitchenOf(requested: string | null, person: PersonDoc | null): string | null {
  if (requested) return requested;
  if (!person) return null;
  if (person.lastKitchen && person.kitchens[person.lastKitchen]) return person.lastKitchen;
  return Object.keys(person.kitchens)[0] ?? null;
}

export const shareOrganisationRecipe = defineHandler('org/shareRecipe', {
  profile: 'handler',
  handler: async ({ organisationId, slug }, ctx) => {
    const { db } = ctx;
    const uid = ctx.auth!.uid;
    const summaryRef = db.doc(PATHS.organisationRecipeSummary(organisationId));
    return db.runTransaction(async (tx) => {
      const [organisationSnap, personSnap, summarySnap] = await readDocs(
        [ctx.organisationRef!, db.doc(PATHS.person(uid)), summaryRef],
        tx,
      );
      ctx.authorize(organisationSnap?.data());
      const kitchenId = currentKitchenOf(ctx.requestedKitchen, personOf(personSnap?.data()));
      if (!kitchenId) throw new HttpsError('failed-precondition', ORGANISATION_RECIPE_TEXTS.noKitchen);
      const [kitchenSnap, ownSnap] = await readDocs(
        [db.doc(PATHS.kitchen(kitchenId)), db.doc(PATHS.ownRecipe(kitchenId, slug))],
        tx,
      );
      const kitchen = kitchenDocOf(kitchenSnap?.data());
      if (!roleAllows(kitchen?.members[uid]?.role, 'cook'))
        throw new HttpsError('permission-denied', ORGANISATION_RECIPE_TEXTS.notACook);
      const own = RecipeSchema.safeParse(ownSnap!.exists ? ownSnap!.data() : undefined);
      if (!own.success) throw notFound(`Das Rezept „${slug}“ Ihrer Küche`);
      const before = organisationRecipeSummaryOf(summarySnap);
      const target = organisationRecipeTarget(kitchenId, slug, before.sources);
      if (target.kind !== 'ok')
        throw new HttpsError('resource-exhausted', ORGANISATION_RECIPE_TEXTS[target.kind]);
      const { owner: _owner, changedBy: _changedBy, author: _author, ...content } = own.data;
      const author = ownRecipeAuthor({ name: kitchen!.name });
      const recipe = plain(
        RecipeSchema.parse({
          ...content,
          slug: target.slug,
          organisation: organisationId,
          ...(author ? { author } : {}),
          version: target.version,
        }),
      );
      const summary = {
        ...upsertEntry(before, listEntryOf(recipe), recipeKey),
        sources: { ...before.sources, [target.slug]: { kitchenId, slug, version: target.version } },
      };
      if (!fitsInDocument(summary))
        throw new HttpsError('resource-exhausted', ORGANISATION_RECIPE_TEXTS.listFull);
      tx.set(db.doc(PATHS.organisationRecipe(organisationId, target.slug)), {
        ...recipe,
        source: { kitchenId, slug },
      });
      tx.set(summaryRef, summary);
      return { recipes: [...summary.items].sort(byName) };
    });
  },
});
