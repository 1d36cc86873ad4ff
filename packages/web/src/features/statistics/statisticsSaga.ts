/**
 * Why this saga exists: the Statistik page needs the kitchen's plan weeks of a range (`plan/listWeeks`,
 * answered into the plan slice as is) and, for admins, the usage counters (`plan/stats`). Each load fails
 * on its own, so a refused counter read does not hide the kitchen's own figures.
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { callAction } from '../../platform/transport/1-callAction';
import { messageOf } from '../../platform/errorMessage';
import { runLoad } from '../../platform/loadable';
import { usageLoad, weeksFailed, weeksLoaded, weeksNeeded } from './statisticsSlice';

function* loadWeeks({ payload: range }: PayloadAction<{ from: string; to: string }>) {
  try {
    yield put(yield* callAction('plan/listWeeks', range));
    yield put(weeksLoaded(range));
  } catch (error) {
    yield put(weeksFailed({ ...range, message: messageOf(error) }));
  }
}

function* loadUsage() {
  yield* runLoad(usageLoad, 'plan/stats', {});
}

export function* statisticsSaga() {
  yield all([takeLatest(weeksNeeded.type, loadWeeks), takeLeading(usageLoad.needed.type, loadUsage)]);
}
