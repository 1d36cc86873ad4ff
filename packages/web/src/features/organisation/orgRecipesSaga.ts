/**
 * Why this saga exists: the Träger page reads the Träger's recipes on every visit (another Träger-Leitung
 * may have shared one meanwhile) together with the own recipes of the current kitchen (what may be
 * shared), and sends shares and withdrawals one at a time in the order they were made (docs/product.md,
 * "Träger"). Every answer of a write is the Träger's whole list.
 */
import type { Channel } from 'redux-saga';
import { actionChannel, all, call, put, take, takeLatest } from 'redux-saga/effects';
import { messageOf } from '../../platform/errorMessage';
import { callAction } from '../../platform/transport/1-callAction';
import {
  orgRecipesListed,
  orgRecipesLoadFailed,
  orgRecipesLoading,
  orgRecipesNeeded,
  orgRecipeWriteDone,
  orgRecipeWriteFailed,
  orgRecipeWriteSubmitted,
  ownRecipesFailed,
  ownRecipesListed,
  ownRecipesLoading,
} from './orgRecipesSlice';

function* loadTraegerList(organisationId: string) {
  yield put(orgRecipesLoading());
  try {
    const answer = yield* callAction('org/recipes', { organisationId });
    yield put(orgRecipesListed({ organisationId, recipes: answer.payload.recipes }));
  } catch (error) {
    yield put(orgRecipesLoadFailed({ organisationId, message: messageOf(error) }));
  }
}

/** The kitchen's own recipes only: shared and the Träger's own entries of recipes/list cannot be shared. */
function* loadOwn(kitchenId: string) {
  if (!kitchenId) {
    yield put(ownRecipesListed([]));
    return;
  }
  yield put(ownRecipesLoading());
  try {
    // Sent without a version: the answer always carries the recipes.
    const answer = yield* callAction('recipes/list', {});
    yield put(
      ownRecipesListed(
        (answer.payload.recipes ?? []).filter((entry) => entry.owner === kitchenId && !entry.organisation),
      ),
    );
  } catch (error) {
    yield put(ownRecipesFailed(messageOf(error)));
  }
}

function* load({ payload }: ReturnType<typeof orgRecipesNeeded>) {
  yield all([call(loadTraegerList, payload.organisationId), call(loadOwn, payload.kitchenId)]);
}

function* write({ payload }: ReturnType<typeof orgRecipeWriteSubmitted>) {
  const { organisationId, write: request } = payload;
  try {
    const answer =
      request.kind === 'share'
        ? yield* callAction('org/shareRecipe', { organisationId, slug: request.slug })
        : yield* callAction('org/withdrawRecipe', { organisationId, slug: request.slug });
    yield put(orgRecipesListed({ organisationId, recipes: answer.payload.recipes }));
    yield put(orgRecipeWriteDone());
  } catch (error) {
    yield put(orgRecipeWriteFailed(messageOf(error)));
  }
}

export function* orgRecipesSaga() {
  yield takeLatest(orgRecipesNeeded.type, load);
  const writes: Channel<ReturnType<typeof orgRecipeWriteSubmitted>> = yield actionChannel(
    orgRecipeWriteSubmitted.type,
  );
  while (true) {
    const next: ReturnType<typeof orgRecipeWriteSubmitted> = yield take(writes);
    yield call(write, next);
  }
}
