/**
 * Why this saga exists: the recipe list and image names are read once per session; a selected recipe is
 * fetched while its slot is 'pending' and marked 'notFound' when the fetch fails. Edits of own recipes
 * and new recipes go through the shared autosave saga (debounced, ordered, retried).
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, getContext, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import type { BackendCall } from '../../app/store';
import { messageOf } from '../../app/errorMessage';
import { makeAutosaveSaga } from '../autosave/makeAutosaveSaga';
import { recipesArea } from './recipesAutosave';
import {
  recipeNotFound,
  recipeSelected,
  recipesLoadFailed,
  recipesLoading,
  recipesNeeded,
  type RecipesState,
} from './recipesSlice';

type State = { recipes: RecipesState };

function* loadList() {
  const status: RecipesState['listStatus'] = yield select((s: State) => s.recipes.listStatus);
  if (status === 'loaded' || status === 'loading') return;
  const backend: BackendCall = yield getContext('backend');
  yield put(recipesLoading());
  try {
    const answer: { type: string; payload: unknown } = yield call(backend, 'recipes/list', {});
    yield put(answer);
  } catch (error) {
    yield put(recipesLoadFailed(messageOf(error)));
    return;
  }
  try {
    const images: { type: string; payload: unknown } = yield call(backend, 'recipes/listImages', {});
    yield put(images);
  } catch {
    // Without image names the recipes simply show no pictures.
  }
}

function* fetchRecipe(action: PayloadAction<string>) {
  const slot: unknown = yield select((s: State) => s.recipes.loaded[action.payload]);
  if (slot !== 'pending') return;
  const backend: BackendCall = yield getContext('backend');
  try {
    const answer: { type: string; payload: unknown } = yield call(backend, 'recipes/fetch', {
      slug: action.payload,
    });
    yield put(answer);
  } catch {
    yield put(recipeNotFound(action.payload));
  }
}

const recipesAutosave = makeAutosaveSaga(recipesArea);

export function* recipesSaga() {
  yield all([
    takeLeading(recipesNeeded.type, loadList),
    takeEvery(recipeSelected.type, fetchRecipe),
    call(recipesAutosave),
  ]);
}
