/**
 * Why this saga exists: the Küchen table loads the kitchens page by page, and each switch sends
 * admin/setAccess (a kitchen's flag) or admin/setAdmin (a person's admin role) with the version the admin
 * saw, so a change another admin made meanwhile is refused by the backend (nothing overwritten) and the
 * table reloads to show it. It also lists a kitchen's recipes
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

/** The command one switch sends, with the version the admin saw (admin/listKitchens); null: row gone. */
function* commandOf(toggle: AccessToggle) {
  const rows = (yield select(
    (state: { adminKitchens: AdminKitchensState }) => state.adminKitchens.rows,
  )) as KitchenRow[];
  if (toggle.kind === 'feature') {
    const row = rows.find((r) => r.kitchenId === toggle.kitchenId);
    if (!row) return null;
    return (yield* runCommand('admin/setAccess', {
      kitchenId: row.kitchenId,
      features: { ...row.features, [toggle.flag]: !row.features[toggle.flag] },
      version: row.accessVersion,
    })) as CommandResult<'admin/setAccess'>;
  }
  const member = rows.flatMap((r) => r.members).find((m) => m.uid === toggle.uid);
  if (!member) return null;
  return (yield* runCommand('admin/setAdmin', {
    uid: member.uid,
    admin: !member.admin,
    version: member.accessVersion,
  })) as CommandResult<'admin/setAdmin'>;
}

function* setAccess({ payload: toggle }: PayloadAction<AccessToggle>) {
  const result = (yield* commandOf(toggle)) as CommandResult<'admin/setAccess' | 'admin/setAdmin'> | null;
  if (!result || result.ok) return;
  yield put(accessFailed({ toggle, message: result.message }));
  // Another admin changed it meanwhile (or the rule refused): show what is stored now.
  if (result.conflict) yield put(kitchensLoad.needed());
}

function* loadKitchenRecipes({ payload: { kitchenId } }: PayloadAction<{ kitchenId: string }>) {
  try {
    yield put(yield* callAction('admin/kitchenRecipes', { kitchenId }));
  } catch (error) {
    yield put(kitchenRecipesFailed({ kitchenId, message: messageOf(error) }));
  }
}

function* shareKitchenRecipe({
  payload: { kitchenId, slug },
}: PayloadAction<{ kitchenId: string; slug: string }>) {
  try {
    const answer = yield* callAction('admin/shareRecipe', { kitchenId, slug });
    yield put(recipeShared({ kitchenId, slug, sharedSlug: answer.payload.recipe.slug }));
  } catch (error) {
    yield put(recipeShareFailed({ kitchenId, slug, message: messageOf(error) }));
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
