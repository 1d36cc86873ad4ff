/**
 * Why this saga exists: the Masterplan page (and the Speiseplan's adopt dialog) need the stored weeks
 * once; the page loads a picked week that is not in the list (or creates it empty when the backend has
 * none), reads the seasonal templates for admins and fills a range of weeks from a template. Admins'
 * edits are autosaved (masterplanAutosave). Adopting a week into a kitchen's Speiseplan is asked by
 * AdoptDialog and answered by the plan saga (features/weekEditor/weekAdoption.ts).
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import { emptyMasterplanWeek, type PlanDay } from '@speiseplaner/shared';
import { all, call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { callAction } from '../../platform/transport/1-callAction';
import { messageOf } from '../../platform/errorMessage';
import { loadOnce } from '../../platform/loadable';
import { makeAutosaveSaga } from '../../platform/autosave/makeAutosaveSaga';
import type { WeekSlot } from '../weekEditor/weekSlots';
import { masterplanArea } from './masterplanAutosave';
import {
  listLoad,
  templateApplyRequested,
  templatesLoad,
  weekCreated,
  weekDaysReplaced,
  weekLoadFailed,
  weekLoading,
  weeksLoaded,
  weekSelected,
  type MasterplanState,
} from './masterplanSlice';

type State = { masterplan: MasterplanState };

const selectWeeks = (state: State) => state.masterplan.weeks;

/** The latest weeks; the answer goes out as is. */
function* loadList() {
  yield* loadOnce(listLoad, (state: State) => state.masterplan.list, 'masterplan/listWeeks', {});
}

function* loadTemplates() {
  yield* loadOnce(
    templatesLoad,
    (state: State) => state.masterplan.templates,
    'masterplan/listTemplates',
    {},
  );
}

/** Loads the weeks `ids` (consecutive) that are not here yet, and creates the ones the backend lacks. */
function* ensureWeeks(ids: string[]) {
  const weeks: Record<string, WeekSlot> = yield select(selectWeeks);
  const missing = ids.filter((id) => typeof weeks[id] !== 'object');
  if (missing.length === 0) return;
  yield put(weekLoading(missing));
  // A range answer is kept apart from the full list (it is not the whole masterplan).
  const answer = yield* callAction('masterplan/listWeeks', { from: missing[0], to: missing.at(-1) });
  const found = answer.payload.weeks;
  yield put(weeksLoaded(found));
  for (const id of missing)
    if (!found.some((w) => w.id === id)) yield put(weekCreated(emptyMasterplanWeek(id)));
}

function* loadSelected({ payload: weekId }: PayloadAction<string>) {
  try {
    yield call(ensureWeeks, [weekId]);
  } catch (error) {
    yield put(weekLoadFailed({ weekIds: [weekId], message: messageOf(error) }));
  }
}

function* applyTemplate({ payload }: PayloadAction<{ weeks: { id: string; days: PlanDay[] }[] }>) {
  const ids = payload.weeks.map((w) => w.id);
  try {
    yield call(ensureWeeks, ids);
  } catch (error) {
    yield put(weekLoadFailed({ weekIds: ids, message: messageOf(error) }));
    return;
  }
  for (const week of payload.weeks) yield put(weekDaysReplaced({ weekId: week.id, days: week.days }));
}

const masterplanAutosaveSaga = makeAutosaveSaga(masterplanArea);

export function* masterplanSaga() {
  yield all([
    takeLeading(listLoad.needed.type, loadList),
    takeLatest(weekSelected.type, loadSelected),
    takeEvery(templateApplyRequested.type, applyTemplate),
    takeLeading(templatesLoad.needed.type, loadTemplates),
    call(masterplanAutosaveSaga),
  ]);
}
