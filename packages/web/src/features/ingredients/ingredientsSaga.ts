/**
 * Why this saga exists: every planner page needs the ingredient catalogue for costs, but it should be
 * read once per session (`ingredients/checkFetch` on load). Own prices go out as the one change the cook
 * made (`user/prices`, a price or null), one write at a time in the order they were made; the backend
 * applies it to the stored map, so another device's prices stay. Catalogue edits by admins are autosaved
 * through the shared autosave saga. Own allergen marks go out from their dialog (`user/allergens`).
 */
import type { Channel } from 'redux-saga';
import { actionChannel, all, call, put, select, take, takeLeading } from 'redux-saga/effects';
import {
  ownAllergenEntry,
  setUserPrice,
  sortAllergenIds,
  type Ingredient,
  type UserPriceChange,
  type UserPrices,
} from '@speiseplaner/shared';
import { callAction } from '../../platform/transport/1-callAction';
import { messageOf } from '../../platform/errorMessage';
import { loadOnceKept } from '../../platform/offline/keptLoad';
import type { AuthState } from '../auth/authSlice';
import { makeAutosaveSaga } from '../../platform/autosave/makeAutosaveSaga';
import { ingredientsArea } from './ingredientsAutosave';
import {
  catalogueLoad,
  ownAllergensChanged,
  ownAllergensFailed,
  ownPriceRemoved,
  ownPriceSet,
  ownPricesFailed,
  type IngredientsState,
} from './ingredientsSlice';

type State = { ingredients: IngredientsState; auth: AuthState };

const selectCatalogue = (s: State) => s.ingredients;

/** Kept with its version: on the next open the catalogue shows at once and the check sends only changes. */
function* loadCatalogue() {
  yield* loadOnceKept(catalogueLoad, selectCatalogue, 'ingredients/checkFetch', {
    key: 'ingredients/checkFetch',
    first: 'store',
    payload: ({ ingredients: { catalogueVersion } }: State) =>
      catalogueVersion === undefined ? {} : { catalogueVersion },
    // "Unchanged" carries no ingredients: the kept catalogue stays the one to show.
    keepIf: (answer) => answer.payload.ingredients !== undefined,
  });
}

type OwnPriceEdit = ReturnType<typeof ownPriceSet> | ReturnType<typeof ownPriceRemoved>;

function* saveOwnPrice(action: OwnPriceEdit) {
  const current: UserPrices = yield select((s: State) => s.auth.user?.prices ?? {});
  try {
    let change: UserPriceChange;
    if (ownPriceSet.match(action)) {
      const { slug } = action.payload;
      // Checked here as well, so that a bad price shows its German message without a round trip.
      const checked = setUserPrice(current, slug, {
        price: action.payload.price,
        amount: action.payload.amount,
      });
      change = { slug, price: checked[slug]! };
    } else {
      change = { slug: action.payload, price: null };
    }
    yield put(yield* callAction('user/prices', { changes: [change] }));
  } catch (error) {
    yield put(ownPricesFailed(messageOf(error)));
  }
}

function* ownPricesWriter() {
  const edits: Channel<OwnPriceEdit> = yield actionChannel([ownPriceSet.type, ownPriceRemoved.type]);
  while (true) {
    const action: OwnPriceEdit = yield take(edits);
    yield call(saveOwnPrice, action);
  }
}

/**
 * The kitchen's own allergen marks of one ingredient (`user/allergens`): checked with the shared rule
 * first, so a missing reason shows its German message without a round trip; the backend checks again.
 */
function* saveOwnAllergens(action: ReturnType<typeof ownAllergensChanged>) {
  const { slug, own } = action.payload;
  try {
    const ingredient: Ingredient | undefined = yield select((s: State) => s.ingredients.items[slug]);
    if (own && ingredient) ownAllergenEntry(ingredient.allergens, own, ingredient.name);
    const sent = own ? { allergens: sortAllergenIds(own.allergens), reason: own.reason } : null;
    yield put(yield* callAction('user/allergens', { changes: [{ slug, own: sent }] }));
  } catch (error) {
    yield put(ownAllergensFailed(messageOf(error)));
  }
}

const ingredientsAutosave = makeAutosaveSaga(ingredientsArea);

export function* ingredientsSaga() {
  yield all([
    takeLeading(catalogueLoad.needed.type, loadCatalogue),
    call(ownPricesWriter),
    takeLeading(ownAllergensChanged.type, saveOwnAllergens),
    call(ingredientsAutosave),
  ]);
}
