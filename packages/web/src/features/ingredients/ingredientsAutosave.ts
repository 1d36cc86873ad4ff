/** How the autosave machinery writes catalogue ingredients (admins): `ingredients/save`, version-checked. */
import type { UnknownAction } from '@reduxjs/toolkit';
import type { Ingredient } from '@speiseplaner/shared';
import { callAction } from '../../platform/transport/1-callAction';
import type { AutosaveArea } from '../../platform/autosave/autosaveArea';
import type { AutosaveState } from '../../platform/autosave/autosaveSlice';
import {
  catalogueAmountChanged,
  catalogueIngredientEdited,
  cataloguePriceChanged,
  ingredientAdded,
  ingredientStoredLoaded,
  INGREDIENTS_AREA,
  type IngredientsState,
} from './ingredientsSlice';

type State = { ingredients: IngredientsState; autosave: AutosaveState };

export { INGREDIENTS_AREA };

export const ingredientsArea: AutosaveArea<State, Ingredient> = {
  area: INGREDIENTS_AREA,
  isChange: (action: UnknownAction) =>
    cataloguePriceChanged.match(action) ||
    catalogueAmountChanged.match(action) ||
    catalogueIngredientEdited.match(action) ||
    ingredientAdded.match(action),
  keyOf: (action: UnknownAction) => {
    if (cataloguePriceChanged.match(action) || catalogueAmountChanged.match(action))
      return action.payload.slug;
    if (ingredientAdded.match(action) || catalogueIngredientEdited.match(action)) return action.payload.slug;
    return undefined;
  },
  selectEntry: (state, key) => state.ingredients.items[key],
  write: (ingredient) => callAction('ingredients/save', { ingredient }),
  fetchStored: function* (key) {
    const answer = yield* callAction('ingredients/fetchAll', {});
    const stored = answer.payload.ingredients.find((i) => i.slug === key);
    if (!stored) throw new Error('Die Zutat ist nicht mehr im Katalog.');
    return stored;
  },
  storedLoaded: (_key, stored, choice) => ingredientStoredLoaded({ stored, choice }),
};
