/**
 * Why this saga exists: the Speiseplan shows a week the moment it is picked, so the saga loads it with
 * the 3 weeks before it (the 4-week DGE check, lookbackWeekIds) and creates it on demand when it is
 * missing (`plan/saveNewWeek`); copying a week ensures its target the same way. Edits are autosaved
 * (planAutosave).
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import { emptyPlanWeek, lookbackWeekIds } from '@speiseplaner/shared';
import { all, call, put, select, takeEvery, takeLatest, takeLeading } from 'redux-saga/effects';
import { callAction } from '../../app/backendCall';
import { messageOf } from '../../app/errorMessage';
import { makeAutosaveSaga } from '../autosave/makeAutosaveSaga';
import { planArea } from './planAutosave';
import {
  masterplanLoadFailed,
  masterplanLoading,
  masterplanNeeded,
  weekCopyRequested,
  weekDaysReplaced,
  weekLoadFailed,
  weekLoading,
  weekSelected,
  type PlanState,
  type WeekSlot,
} from './planSlice';

const selectWeeks = (state: { plan: PlanState }) => state.plan.weeks;

/** Loads the weeks `from`–`to` and creates `weekId` when it is not stored yet. */
export function* ensureWeek(weekId: string, from: string) {
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
    yield put(weekLoadFailed({ weekId, message: messageOf(error) }));
  }
}

function* copyWeek({ payload: { source, target } }: PayloadAction<{ source: string; target: string }>) {
  const weeks: Record<string, WeekSlot> = yield select(selectWeeks);
  const from = weeks[source];
  if (typeof from !== 'object' || source === target) return;
  try {
    yield call(ensureWeek, target, target);
    yield put(weekDaysReplaced({ weekId: target, days: from.days }));
  } catch (error) {
    yield put(weekLoadFailed({ weekId: target, message: messageOf(error) }));
  }
}

function* loadMasterplan() {
  const { status }: PlanState['masterplan'] = yield select((s: { plan: PlanState }) => s.plan.masterplan);
  if (status === 'loaded' || status === 'loading') return;
  yield put(masterplanLoading());
  try {
    const answer = yield* callAction('masterplan/listWeeks', {});
    yield put(answer);
  } catch (error) {
    yield put(masterplanLoadFailed(messageOf(error)));
  }
}

const planAutosaveSaga = makeAutosaveSaga(planArea);

export function* planSaga() {
  yield all([
    takeLatest(weekSelected.type, loadSelected),
    takeEvery(weekCopyRequested.type, copyWeek),
    takeLeading(masterplanNeeded.type, loadMasterplan),
    call(planAutosaveSaga),
  ]);
}
