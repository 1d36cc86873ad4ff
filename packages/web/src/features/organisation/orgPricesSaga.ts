/**
 * Why this saga exists: the Träger page reads the Träger's price list on every visit and the ingredient
 * catalogue once (the CSV import checks names against it, the template lists it), and saves a new list
 * naming the version it showed. A list saved meanwhile by another Träger-Leitung is refused as stale:
 * the page then reads the list again and keeps the parsed file, so „Übernehmen“ can simply be pressed
 * again (docs/product.md, "Träger").
 */
import type { Channel } from 'redux-saga';
import { actionChannel, all, call, put, select, take, takeLatest } from 'redux-saga/effects';
import { isConflict } from '../../platform/autosave/retryDelay';
import { messageOf } from '../../platform/errorMessage';
import { callAction } from '../../platform/transport/1-callAction';
import {
  orgPricesLoaded,
  orgPricesLoadFailed,
  orgPricesLoading,
  orgPricesNeeded,
  orgPricesSaveDone,
  orgPricesSaveFailed,
  orgPricesSubmitted,
  priceCatalogueFailed,
  priceCatalogueLoaded,
  priceCatalogueLoading,
  selectOrgPrices,
  type OrgPricesState,
} from './orgPricesSlice';

function* loadList(organisationId: string) {
  yield put(orgPricesLoading());
  try {
    const answer = yield* callAction('org/prices', { organisationId });
    yield put(orgPricesLoaded({ organisationId, list: answer.payload }));
  } catch (error) {
    yield put(orgPricesLoadFailed({ organisationId, message: messageOf(error) }));
  }
}

function* loadCatalogue() {
  const { catalogueLoad }: OrgPricesState = yield select(selectOrgPrices);
  if (catalogueLoad.status === 'loaded' || catalogueLoad.status === 'loading') return;
  yield put(priceCatalogueLoading());
  try {
    const answer = yield* callAction('ingredients/checkFetch', {});
    yield put(priceCatalogueLoaded(answer.payload.ingredients ?? []));
  } catch (error) {
    yield put(priceCatalogueFailed(messageOf(error)));
  }
}

function* load({ payload }: ReturnType<typeof orgPricesNeeded>) {
  yield all([call(loadList, payload.organisationId), call(loadCatalogue)]);
}

function* save({ payload }: ReturnType<typeof orgPricesSubmitted>) {
  const { organisationId, prices } = payload;
  const { list }: OrgPricesState = yield select(selectOrgPrices);
  try {
    const answer = yield* callAction('org/savePrices', {
      organisationId,
      prices,
      version: list?.version ?? 0,
    });
    yield put(orgPricesLoaded({ organisationId, list: answer.payload }));
    yield put(orgPricesSaveDone(Object.keys(prices).length));
  } catch (error) {
    yield put(orgPricesSaveFailed(messageOf(error)));
    if (isConflict(error)) yield call(loadList, organisationId);
  }
}

export function* orgPricesSaga() {
  yield takeLatest(orgPricesNeeded.type, load);
  const saves: Channel<ReturnType<typeof orgPricesSubmitted>> = yield actionChannel(orgPricesSubmitted.type);
  while (true) {
    const next: ReturnType<typeof orgPricesSubmitted> = yield take(saves);
    yield call(save, next);
  }
}
