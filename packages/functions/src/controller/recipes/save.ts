/**
 * recipes/save: saves one of the kitchen's own recipes (owner = the kitchen) and its list entry, or – for
 * admins with `shared: true` – a shared recipe. A recipe owned by another kitchen is refused, and so is
 * an edited shared recipe sent without `shared` (it has a version but the caller has no own copy), and a
 * recipe of the Träger (`organisation` set: only the Träger-Leitung changes it, by sharing it again). A new
 * own recipe must fit the kitchen's cap, and the recipe list must stay inside one document. A saved
 * shared recipe is recorded in the audit log (lib/audit.ts), in the same transaction. An own recipe's
 * `author` is the kitchen's name (shared ownRecipeAuthor), never what the payload says; a shared recipe
 * keeps the author the Verwaltung gives it.
 */
import type { DocumentReference } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  fitsInDocument,
  ORGANISATION_RECIPE_TEXTS,
  ownRecipeAuthor,
  RECIPE_LIST_FULL_MESSAGE,
  type Ingredient,
  type Recipe,
  type RecipeListEntry,
} from '@speiseplaner/shared';
import { defineHandler, isAdmin, kitchenOf } from '../../lib/action';
import { countUsage } from '../../lib/activity';
import { writeAudit } from '../../lib/audit';
import { adminOnly, foreignOwner } from '../../lib/errors';
import { assertUnderCap } from '../../lib/kitchenCaps';
import { PATHS } from '../../lib/paths';
import { readDocs } from '../../lib/reads';
import { summaryOf, upsertEntry } from '../../lib/summary';
import { saveVersioned } from '../../lib/versionedSave';
import { changedByOf } from '../../lib/changedBy';
import { assertKnownIngredients } from './knownIngredients';
import { listEntryOf, recipeKey } from './listEntry';

/** An edited shared recipe cannot be saved as the caller's own: only admins change shared recipes. */
const sharedRecipeRefused = (name: string) =>
  new HttpsError(
    'permission-denied',
    `Das Rezept „${name}“ gehört zu den gemeinsamen Rezepten und kann nur von Administratoren geändert werden.`,
  );

/** A recipe of the Träger cannot be saved by a kitchen: only the Träger-Leitung shares it again. */
const organisationRecipeRefused = () =>
  new HttpsError('permission-denied', ORGANISATION_RECIPE_TEXTS.readOnly);

/**
 * After a refused own save: when the caller has no own copy but the Träger's recipe (`organisation`, when
 * the kitchen belongs to one) or a shared recipe has this slug, the client sent that recipe (its version)
 * – say so instead of „inzwischen geändert“. Reads only on refusal.
 */
async function refuseSharedOverwrite(
  own: DocumentReference,
  organisation: DocumentReference | null,
  shared: DocumentReference,
  name: string,
) {
  const [ownSnap, ...others] = await readDocs([own, ...(organisation ? [organisation] : []), shared]);
  if (ownSnap!.exists) return;
  if (organisation && others[0]!.exists) throw organisationRecipeRefused();
  if (others[others.length - 1]!.exists) throw sharedRecipeRefused(name);
}

/** The recipe with `author` set, or without the field when there is none (no `undefined` is stored). */
function withAuthor(recipe: Recipe, author: string | undefined): Recipe {
  const { author: _sent, ...rest } = recipe;
  return author === undefined ? rest : { ...rest, author };
}

export const saveRecipe = defineHandler('recipes/save', {
  handler: async ({ recipe, shared }, ctx) => {
    const { db } = ctx;
    // The owner of an own recipe is the kitchen (its id; a kitchen's first id is its first lead's uid).
    const kitchenId = kitchenOf(ctx);
    if (shared && !isAdmin(ctx)) throw adminOnly();
    // The Träger's recipes change only by the Träger-Leitung sharing them again (org/shareRecipe).
    if (recipe.organisation !== undefined) throw organisationRecipeRefused();
    if (!shared && recipe.owner !== undefined && recipe.owner !== kitchenId) throw foreignOwner();
    const incoming: Recipe = shared
      ? { ...recipe, owner: undefined }
      : withAuthor({ ...recipe, owner: kitchenId }, ownRecipeAuthor(ctx.user ?? {}));
    const summaryRef = db.doc(shared ? PATHS.sharedRecipeSummary : PATHS.ownRecipeSummary(kitchenId));
    const catalogueRef = db.doc(PATHS.ingredientCatalogue);
    const ref = db.doc(shared ? PATHS.sharedRecipe(recipe.slug) : PATHS.ownRecipe(kitchenId, recipe.slug));
    const saved = await saveVersioned(db, {
      ref,
      incoming,
      what: `Das Rezept „${recipe.name}“`,
      access: ctx.checked,
      related: [summaryRef, catalogueRef],
      check: (related) => assertKnownIngredients(recipe, summaryOf<Ingredient>(related[1])),
      // An own recipe names who saved it last; a shared one is the Verwaltung's (its audit log says who).
      complete: shared ? undefined : (own) => ({ ...own, changedBy: changedByOf(ctx, Date.now()) }),
      alsoWrite: (tx, stored, [summarySnap], created, previous) => {
        const before = summaryOf<RecipeListEntry>(summarySnap);
        if (created && !shared) assertUnderCap('recipes', before.items.length, ctx);
        const summary = upsertEntry(before, listEntryOf(stored), recipeKey);
        // The list is one document: it must stay below Firestore's 1 MiB (docs/data-model.md).
        if (!fitsInDocument(summary)) throw new HttpsError('resource-exhausted', RECIPE_LIST_FULL_MESSAGE);
        tx.set(summaryRef, summary);
        if (shared)
          writeAudit(tx, db, ctx, {
            action: 'recipes/save',
            target: `recipes/${stored.slug}`,
            before: previous,
            after: stored,
            ignore: ['version'],
          });
      },
      afterCommit: async (_saved, _related, created) => {
        if (created && !shared) await countUsage(db, { counter: 'recipes' });
      },
    }).catch(async (err: unknown) => {
      if (!shared && err instanceof HttpsError && err.code === 'failed-precondition')
        await refuseSharedOverwrite(
          ref,
          ctx.user?.organisation
            ? db.doc(PATHS.organisationRecipe(ctx.user.organisation.id, recipe.slug))
            : null,
          db.doc(PATHS.sharedRecipe(recipe.slug)),
          recipe.name,
        );
      throw err;
    });
    return { recipe: saved };
  },
});
