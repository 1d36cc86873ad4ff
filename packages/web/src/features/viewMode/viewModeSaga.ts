/** Why a saga: writing the cookie is a side effect, so the reducer stays pure; it runs after each change. */
import { select, takeEvery } from 'redux-saga/effects';
import { writeViewModeCookie } from './viewModeCookie';
import { selectViewMode, viewModeChosen, viewModeToggled, type ViewMode } from './viewModeSlice';

function* storeViewMode() {
  const mode: ViewMode = yield select(selectViewMode);
  writeViewModeCookie(mode);
}

export function* viewModeSaga() {
  yield takeEvery([viewModeToggled.type, viewModeChosen.type], storeViewMode);
}
