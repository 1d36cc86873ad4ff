/** How the autosave machinery writes recipes (own, or shared by admins): `recipes/save`, version-checked. */
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Recipe } from '@speiseplaner/shared';
import { callAction } from '../../platform/transport/1-callAction';
import type { AutosaveArea } from '../../platform/autosave/autosaveArea';
import type { AutosaveState } from '../../platform/autosave/autosaveSlice';
import { recipeCreated, recipeEdited, recipeStoredLoaded, type RecipesState } from './recipesSlice';

type State = { recipes: RecipesState; autosave: AutosaveState };

export const RECIPES_AREA = 'recipes';

/** What the machinery sees instead of a Träger's recipe: a placeholder, never saved. */
const ORGANISATION_RECIPE = 'organisation';

export const recipesArea: AutosaveArea<State, Recipe> = {
  area: RECIPES_AREA,
  isChange: (action: UnknownAction) => recipeEdited.match(action) || recipeCreated.match(action),
  keyOf: (action: UnknownAction) => {
    if (recipeEdited.match(action)) return action.payload.slug;
    if (recipeCreated.match(action)) return action.payload.slug;
    return undefined;
  },
  // 'pending' and 'notFound' are strings: the autosave saga never writes them. A Träger's recipe is never
  // written from a kitchen, not even by an admin (only the Träger-Leitung shares it; docs/data-model.md,
  // "Organisations (Träger)"): it counts as a placeholder too.
  selectEntry: (state, key) => {
    const slot = state.recipes.loaded[key];
    return typeof slot === 'object' && slot.organisation !== undefined ? ORGANISATION_RECIPE : slot;
  },
  // A recipe without owner (and not the Träger's) is a shared one: only admins edit it, and the backend
  // checks that.
  write: (recipe) =>
    callAction(
      'recipes/save',
      recipe.owner === undefined && recipe.organisation === undefined ? { recipe, shared: true } : { recipe },
    ),
  fetchStored: function* (key) {
    const answer = yield* callAction('recipes/fetch', { slug: key });
    return answer.payload.recipe;
  },
  storedLoaded: (_key, stored, choice) => recipeStoredLoaded({ stored, choice }),
};
