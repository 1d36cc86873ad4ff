/**
 * Why this saga exists: the Masterplan page lists the stored weeks once, loads a picked week that is not
 * in the list (or creates it empty when the backend has none), reads the seasonal templates for admins,
 * fills a range of weeks from a template, and hands a week to the user's own Speiseplan. Admins' edits
 * are autosaved (masterplanAutosave).
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import { emptyMasterplanWeek, type PlanDay } from '@speiseplaner/shared';
import { all, call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { callAction } from '../../app/backendCall';
import { messageOf } from '../../app/errorMessage';
import { makeAutosaveSaga } from '../autosave/makeAutosaveSaga';
import { ensureWeek } from '../plan/planSaga';
import {
  weekDaysReplaced as planWeekDaysReplaced,
  weekLoadFailed as planWeekLoadFailed,
} from '../plan/planSlice';
import { masterplanArea } from './masterplanAutosave';
import {
  adoptRequested,
  listLoadFailed,
  listLoading,
  pageOpened,
  templateApplyRequested,
  templatesLoadFailed,
  templatesLoading,
  templatesNeeded,
  weekCreated,
  weekFilled,
  weekLoadFailed,
  weekLoading,
  weeksLoaded,
  weekSelected,
  type MasterplanSlot,
  type MasterplanState,
} from './masterplanSlice';

type State = { masterplan: MasterplanState };

const selectWeeks = (state: State) => state.masterplan.weeks;

function* loadList() {
  const status: MasterplanState['listStatus'] = yield select((s: State) => s.masterplan.listStatus);
  if (status === 'loaded' || status === 'loading') return;
  yield put(listLoading());
  try {
    // The latest weeks; the answer goes out as is (the Speiseplan's masterplan dialog reads it too).
    const answer = yield* callAction('masterplan/listWeeks', {});
    yield put(answer);
  } catch (error) {
    yield put(listLoadFailed(messageOf(error)));
  }
}

/** Loads the weeks `ids` (consecutive) that are not here yet, and creates the ones the backend lacks. */
function* ensureWeeks(ids: string[]) {
  const weeks: Record<string, MasterplanSlot> = yield select(selectWeeks);
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
  for (const week of payload.weeks) yield put(weekFilled({ weekId: week.id, days: week.days }));
}

function* loadTemplates() {
  const { status }: MasterplanState['templates'] = yield select((s: State) => s.masterplan.templates);
  if (status === 'loaded' || status === 'loading') return;
  yield put(templatesLoading());
  try {
    const answer = yield* callAction('masterplan/listTemplates', {});
    yield put(answer);
  } catch (error) {
    yield put(templatesLoadFailed(messageOf(error)));
  }
}

/** The user's plan week of the same id is loaded or created, then takes the days (the plan autosave writes it). */
function* adopt({ payload: { weekId, days } }: PayloadAction<{ weekId: string; days: PlanDay[] }>) {
  try {
    yield call(ensureWeek, weekId, weekId);
    yield put(planWeekDaysReplaced({ weekId, days }));
  } catch (error) {
    yield put(planWeekLoadFailed({ weekId, message: messageOf(error) }));
  }
}

const masterplanAutosaveSaga = makeAutosaveSaga(masterplanArea);

export function* masterplanSaga() {
  yield all([
    takeLeading(pageOpened.type, loadList),
    takeLatest(weekSelected.type, loadSelected),
    takeEvery(templateApplyRequested.type, applyTemplate),
    takeLeading(templatesNeeded.type, loadTemplates),
    takeEvery(adoptRequested.type, adopt),
    call(masterplanAutosaveSaga),
  ]);
}
