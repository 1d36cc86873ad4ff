/**
 * Why this saga exists: the recipe list and image names are read once per session; a selected recipe is
 * fetched while its slot is 'pending' and marked 'notFound' when the fetch fails. Edits of own recipes
 * and new recipes go through the shared autosave saga (debounced, ordered, retried). Photos of own
 * recipes are added and deleted by photoUploadSaga.ts (with its browser dependencies, `makeRecipesSaga`
 * takes others in tests).
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, put, select, takeEvery, takeLeading } from 'redux-saga/effects';
import { callAction } from '../../platform/transport/1-callAction';
import { loadOnceKept } from '../../platform/offline/keptLoad';
import { isOfflineError, keepAnswer, restoreAnswer } from '../../platform/offline/offlineCache';
import { makeAutosaveSaga } from '../../platform/autosave/makeAutosaveSaga';
import { browserPhotoDeps, makePhotoSaga, type PhotoDeps } from './photoUploadSaga';
import { recipesArea } from './recipesAutosave';
import { listLoad, recipeNotFound, recipeSelected, recipesNeeded, type RecipesState } from './recipesSlice';

type State = { recipes: RecipesState };

/**
 * The image names and the photo index. Kept like the list: offline, a kept list shows with the photos it
 * had (the page and the day cards show their covers from the browser's cache, platform/pwa).
 */
function* loadPhotos() {
  try {
    const answer = yield* callAction('recipes/listImages', {});
    yield put(answer);
    yield* keepAnswer('recipes/listImages', answer);
  } catch (error) {
    // Without image names and photos the recipes simply show no pictures.
    if (isOfflineError(error)) yield* restoreAnswer('recipes/listImages');
  }
}

function* loadList() {
  const { status } = (yield select((s: State) => s.recipes.list)) as RecipesState['list'];
  if (status === 'loaded' || status === 'loading') return;
  const listed = yield* loadOnceKept(listLoad, (s: State) => s.recipes.list, 'recipes/list', {
    key: 'recipes/list',
    first: 'store',
    payload: ({ recipes: { listVersion } }: State) => (listVersion === undefined ? {} : { listVersion }),
    // "Unchanged" carries no recipes: the kept list stays the one to show.
    keepIf: (answer) => answer.payload.recipes !== undefined,
  });
  // A kept list that shows while the backend cannot be reached gets its kept photos.
  const after = (yield select((s: State) => s.recipes.list)) as RecipesState['list'];
  if (listed || after.status === 'loaded') yield* loadPhotos();
}

function* fetchRecipe(action: PayloadAction<string>) {
  const slot: unknown = yield select((s: State) => s.recipes.loaded[action.payload]);
  if (slot !== 'pending') return;
  const key = `recipes/fetch:${action.payload}`;
  try {
    const fetched = yield* callAction('recipes/fetch', { slug: action.payload });
    yield put(fetched);
    yield* keepAnswer(key, fetched);
  } catch (error) {
    // Offline, a recipe opened before shows as it was then.
    if (isOfflineError(error) && (yield* restoreAnswer(key))) return;
    yield put(recipeNotFound(action.payload));
  }
}

const recipesAutosave = makeAutosaveSaga(recipesArea);

export function makeRecipesSaga(photoDeps: PhotoDeps) {
  const photoSaga = makePhotoSaga(photoDeps);
  return function* recipesSaga() {
    yield all([
      takeLeading(recipesNeeded.type, loadList),
      takeEvery(recipeSelected.type, fetchRecipe),
      call(recipesAutosave),
      call(photoSaga),
    ]);
  };
}

export const recipesSaga = makeRecipesSaga(browserPhotoDeps);
