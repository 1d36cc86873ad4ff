/**
 * Why this saga exists: the Küchen table loads the kitchens page by page, and each switch sends
 * admin/setAccess with the access the admin saw, so a change another admin made meanwhile is refused by
 * the backend (nothing overwritten) and the table reloads to show it. It also lists a kitchen's recipes
 * and makes one a shared recipe on the admin's confirmed request.
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import type { KitchenRow } from '@speiseplaner/shared';
import { all, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { callAction } from '../../../platform/transport/1-callAction';
import { messageOf } from '../../../platform/errorMessage';
import { runCommand, type CommandResult } from '../../../platform/command';
import { runLoad } from '../../../platform/loadable';
import {
  accessFailed,
  accessToggled,
  kitchenRecipesFailed,
  kitchenRecipesOpened,
  kitchensLoad,
  moreKitchensNeeded,
  recipeShareConfirmed,
  recipeShared,
  recipeShareFailed,
  type AccessToggle,
  type AdminKitchensState,
} from './adminKitchensSlice';

function* loadFirstPage() {
  yield* runLoad(kitchensLoad, 'admin/listKitchens', {});
}

function* loadNextPage() {
  const cursor = (yield select(
    (state: { adminKitchens: AdminKitchensState }) => state.adminKitchens.nextCursor,
  )) as string | null;
  if (cursor) yield* runLoad(kitchensLoad, 'admin/listKitchens', { cursor });
}

/** The access after flipping one switch. */
export function toggledAccess(row: KitchenRow, toggle: AccessToggle): Pick<KitchenRow, 'features' | 'admin'> {
  if (toggle.kind === 'admin') return { features: row.features, admin: !row.admin };
  return { features: { ...row.features, [toggle.flag]: !row.features[toggle.flag] }, admin: row.admin };
}

function* setAccess({ payload: { uid, toggle } }: PayloadAction<{ uid: string; toggle: AccessToggle }>) {
  const rows = (yield select(
    (state: { adminKitchens: AdminKitchensState }) => state.adminKitchens.rows,
  )) as KitchenRow[];
  const row = rows.find((r) => r.uid === uid);
  if (!row) return;
  const result = (yield* runCommand('admin/setAccess', {
    uid,
    ...toggledAccess(row, toggle),
    // The access's version the admin saw (admin/listKitchens): a change made since is refused.
    version: row.accessVersion,
  })) as CommandResult<'admin/setAccess'>;
  if (result.ok) return;
  yield put(accessFailed({ uid, message: result.message }));
  // Another admin changed this kitchen (or the rule refused): show what is stored now.
  if (result.conflict) yield put(kitchensLoad.needed());
}

function* loadKitchenRecipes({ payload: { uid } }: PayloadAction<{ uid: string }>) {
  try {
    yield put(yield* callAction('admin/kitchenRecipes', { uid }));
  } catch (error) {
    yield put(kitchenRecipesFailed({ uid, message: messageOf(error) }));
  }
}

function* shareKitchenRecipe({ payload: { uid, slug } }: PayloadAction<{ uid: string; slug: string }>) {
  try {
    const answer = yield* callAction('admin/shareRecipe', { uid, slug });
    yield put(recipeShared({ uid, slug, sharedSlug: answer.payload.recipe.slug }));
  } catch (error) {
    yield put(recipeShareFailed({ uid, slug, message: messageOf(error) }));
  }
}

export function* adminKitchensSaga() {
  yield all([
    takeLatest(kitchensLoad.needed.type, loadFirstPage),
    takeLeading(moreKitchensNeeded.type, loadNextPage),
    takeEvery(accessToggled.type, setAccess),
    takeLatest(kitchenRecipesOpened.type, loadKitchenRecipes),
    takeEvery(recipeShareConfirmed.type, shareKitchenRecipe),
  ]);
}
