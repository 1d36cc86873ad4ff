/**
 * Why this saga exists: the Speiseplan shows a week the moment it is picked, so the saga loads it with
 * the 3 weeks before it (the 4-week DGE check, lookbackWeekIds) and creates it on demand when it is
 * missing (`plan/saveNewWeek`); a week filled from elsewhere (a copied week, an adopted masterplan week)
 * is ensured the same way first. Edits are autosaved (planAutosave).
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import { emptyPlanWeek, lookbackWeekIds, type PlanDay } from '@speiseplaner/shared';
import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { callAction } from '../../app/backendCall';
import { messageOf } from '../../app/errorMessage';
import { makeAutosaveSaga } from '../../app/autosave/makeAutosaveSaga';
import { planArea } from './planAutosave';
import {
  weekDaysReplaced,
  weekFillRequested,
  weekLoadFailed,
  weekLoading,
  weekSelected,
  type PlanState,
  type WeekSlot,
} from './planSlice';

const selectWeeks = (state: { plan: PlanState }) => state.plan.weeks;

/** Loads the weeks `from`–`to` and creates `weekId` when it is not stored yet. */
function* ensureWeek(weekId: string, from: string) {
  const weeks: Record<string, WeekSlot> = yield select(selectWeeks);
  const ids = lookbackWeekIds(weekId).filter((id) => id >= from);
  if (ids.every((id) => typeof weeks[id] === 'object')) return;
  yield put(weekLoading(ids));
  const listed = yield* callAction('plan/listWeeks', { from, to: weekId });
  yield put(listed);
  const found = listed.payload.weeks.some((w) => w.id === weekId);
  const now: Record<string, WeekSlot> = yield select(selectWeeks);
  if (!found && typeof now[weekId] !== 'object') {
    const created = yield* callAction('plan/saveNewWeek', { week: emptyPlanWeek(weekId) });
    yield put(created);
  }
}

function* loadSelected({ payload: weekId }: PayloadAction<string>) {
  try {
    yield call(ensureWeek, weekId, lookbackWeekIds(weekId)[0]!);
  } catch (error) {
    yield put(weekLoadFailed({ weekIds: [weekId], message: messageOf(error) }));
  }
}

/** The one way days come into a plan week from elsewhere: copy and adopt. */
function* fillWeek({
  payload: { weekId, days },
}: PayloadAction<{ weekId: string; days: readonly PlanDay[] }>) {
  try {
    yield call(ensureWeek, weekId, weekId);
    yield put(weekDaysReplaced({ weekId, days }));
  } catch (error) {
    yield put(weekLoadFailed({ weekIds: [weekId], message: messageOf(error) }));
  }
}

const planAutosaveSaga = makeAutosaveSaga(planArea);

export function* planSaga() {
  yield all([
    takeLatest(weekSelected.type, loadSelected),
    takeEvery(weekFillRequested.type, fillWeek),
    call(planAutosaveSaga),
  ]);
}
