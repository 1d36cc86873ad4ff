/**
 * Why this saga exists: the Statistik page needs the kitchen's plan weeks of a range (`plan/listWeeks`,
 * answered into the plan slice as is) and, for admins, the usage counters (`plan/stats`). Each load fails
 * on its own, so a refused counter read does not hide the kitchen's own figures.
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import { all, call, getContext, put, takeLatest, takeLeading } from 'redux-saga/effects';
import { messageOf } from '../../app/errorMessage';
import type { BackendCall } from '../../app/store';
import { usageFailed, usageNeeded, weeksFailed, weeksLoaded, weeksNeeded } from './statisticsSlice';

type Answer = { type: string; payload: unknown };

function* loadWeeks({ payload: range }: PayloadAction<{ from: string; to: string }>) {
  const backend: BackendCall = yield getContext('backend');
  try {
    const answer: Answer = yield call(backend, 'plan/listWeeks', range);
    yield put(answer);
    yield put(weeksLoaded(range));
  } catch (error) {
    yield put(weeksFailed({ ...range, message: messageOf(error) }));
  }
}

function* loadUsage() {
  const backend: BackendCall = yield getContext('backend');
  try {
    const answer: Answer = yield call(backend, 'plan/stats', {});
    yield put(answer);
  } catch (error) {
    yield put(usageFailed(messageOf(error)));
  }
}

export function* statisticsSaga() {
  yield all([takeLatest(weeksNeeded.type, loadWeeks), takeLeading(usageNeeded.type, loadUsage)]);
}
