/**
 * Why this saga exists: the Speiseplan shows a week the moment it is picked, so the saga loads it with
 * the 3 weeks before it (the 4-week DGE check, lookbackWeekIds) and creates it on demand when it is
 * missing (`plan/saveNewWeek`); a week filled from elsewhere (a copied week, an adopted masterplan week)
 * is ensured the same way first. For the copy dialog it lists the weeks after the copied one (the next
 * empty week is proposed) and copies onto a week that holds dishes only when the user said so, keeping
 * the target's days before the copy for „Rückgängig“ (docs/product.md, "Copying a week"). It answers the Masterplan's adopt dialog (weekAdoptRequested, see
 * features/weekEditor/weekAdoption.ts): a week that holds dishes is replaced only when the user said so.
 * Edits are autosaved (planAutosave).
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import {
  addWeeks,
  COPY_LOOKAHEAD_WEEKS,
  emptyPlanWeek,
  lookbackWeekIds,
  plannedCount,
  type PlanWeek,
} from '@speiseplaner/shared';
import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { callAction } from '../../platform/transport/1-callAction';
import { messageOf } from '../../platform/errorMessage';
import { selectMay } from '../../platform/roles';
import { makeAutosaveSaga } from '../../platform/autosave/makeAutosaveSaga';
import {
  fromStore,
  isFromStore,
  isOfflineError,
  keepWeeks,
  storedWeeks,
} from '../../platform/offline/offlineCache';
import {
  dishCount,
  weekAdoptAnswered,
  weekAdoptRequested,
  type WeekAdoptRequest,
} from '../weekEditor/weekAdoption';
import { planArea } from './planAutosave';
import {
  copyDialogOpened,
  copySearchDone,
  weekCopyAnswered,
  weekCopyRequested,
  weekDaysReplaced,
  weekLoadFailed,
  weekLoading,
  weekSelected,
  weekCreated,
  weekSaved,
  weeksListed,
  weekStoredLoaded,
  type PlanState,
  type WeekCopyRequest,
  type WeekSlot,
} from './planSlice';

const selectWeeks = (state: { plan: PlanState }) => state.plan.weeks;

/** The weeks the offline store kept show at once (the backend's answer follows); returns them. */
function* showKeptWeeks(ids: readonly string[]) {
  const kept = yield* storedWeeks(ids);
  if (kept.length > 0) yield put(fromStore(weeksListed({ weeks: kept })));
  return kept;
}

/** A kept week nobody edited since it showed gives way to the backend's newer one. */
function* refreshKeptWeeks(kept: readonly PlanWeek[], fresh: readonly PlanWeek[]) {
  const weeks: Record<string, WeekSlot> = yield select(selectWeeks);
  for (const week of fresh) {
    const old = kept.find((k) => k.id === week.id);
    const local = JSON.stringify(weeks[week.id]);
    if (old && local === JSON.stringify(old) && local !== JSON.stringify(week))
      yield put(weekStoredLoaded({ week, choice: 'theirs' }));
  }
}

/** Loads the weeks `from`–`to` and creates `weekId` when it is not stored yet. */
function* ensureWeek(weekId: string, from: string) {
  const weeks: Record<string, WeekSlot> = yield select(selectWeeks);
  const ids = lookbackWeekIds(weekId).filter((id) => id >= from);
  if (ids.every((id) => typeof weeks[id] === 'object')) return;
  yield put(weekLoading(ids));
  const kept = yield* showKeptWeeks(ids);
  // The kept weeks' versions: the backend lists an unchanged one by its id only (app/plannerBoot.ts asks alike).
  const range = { from, to: weekId };
  const payload = kept.length
    ? { ...range, known: Object.fromEntries(kept.map((week) => [week.id, week.version])) }
    : range;
  const listed = yield* callAction('plan/listWeeks', payload);
  yield put(listed);
  yield* refreshKeptWeeks(kept, listed.payload.weeks);
  const unchanged = listed.payload.unchanged ?? [];
  const found = listed.payload.weeks.some((w) => w.id === weekId) || unchanged.includes(weekId);
  const now: Record<string, WeekSlot> = yield select(selectWeeks);
  if (!found && typeof now[weekId] !== 'object') {
    // A reader may not create weeks: an unplanned week shows empty, and is neither stored nor kept.
    if (!((yield select(selectMay, 'edit')) as boolean)) {
      yield put(fromStore(weeksListed({ weeks: [emptyPlanWeek(weekId)] })));
      return;
    }
    const created = yield* callAction('plan/saveNewWeek', { week: emptyPlanWeek(weekId) });
    yield put(created);
  }
}

function* loadSelected({ payload: weekId }: PayloadAction<string>) {
  try {
    yield call(ensureWeek, weekId, lookbackWeekIds(weekId)[0]!);
  } catch (error) {
    // Offline with the week kept: it shows as it was; the offline banner says why nothing is newer.
    const weeks: Record<string, WeekSlot> = yield select(selectWeeks);
    if (isOfflineError(error) && typeof weeks[weekId] === 'object') return;
    yield put(weekLoadFailed({ weekIds: [weekId], message: messageOf(error) }));
  }
}

/** Every week the backend sends (listed, created, saved) is kept for the next open. */
function* keepAnsweredWeeks(
  action: ReturnType<typeof weeksListed> | ReturnType<typeof weekCreated> | ReturnType<typeof weekSaved>,
) {
  if (isFromStore(action)) return;
  yield* keepWeeks('weeks' in action.payload ? action.payload.weeks : [action.payload.week]);
}

/** The weeks after the copied one, for the copy dialog's proposal (they land in the week slots). */
function* searchCopyTargets({ payload: source }: PayloadAction<string>) {
  try {
    const range = { from: addWeeks(source, 1), to: addWeeks(source, COPY_LOOKAHEAD_WEEKS) };
    yield put(yield* callAction('plan/listWeeks', range));
    yield put(copySearchDone({ source, failed: false }));
  } catch {
    // No proposal then: the dialog offers next week, and the copy itself still asks before replacing.
    yield put(copySearchDone({ source, failed: true }));
  }
}

/**
 * A week copied: the target is loaded or created first; one that holds dishes is filled only with
 * `replace`, otherwise the answer says it is planned (the dialog names its dishes and asks).
 */
function* copyWeek({ payload: { source, target, replace } }: PayloadAction<WeekCopyRequest>) {
  try {
    yield call(ensureWeek, target, target);
  } catch (error) {
    const message = messageOf(error);
    yield put(weekLoadFailed({ weekIds: [target], message }));
    yield put(weekCopyAnswered({ outcome: 'failed', target, message }));
    return;
  }
  const weeks: Record<string, WeekSlot> = yield select(selectWeeks);
  const slot = weeks[target];
  const previous = typeof slot === 'object' ? slot.days : emptyPlanWeek(target).days;
  const replaced = plannedCount(previous).dishes > 0;
  if (replaced && !replace) {
    yield put(weekCopyAnswered({ outcome: 'planned', target }));
    return;
  }
  yield put(weekDaysReplaced({ weekId: target, days: source.days }));
  yield put(
    weekCopyAnswered({ outcome: 'copied', source: source.id, target, previous: [...previous], replaced }),
  );
}

/**
 * A masterplan week asked into the kitchen's week: loaded or created first; a week that holds dishes is
 * filled only with `replace`, otherwise the answer says how many it holds (the dialog asks).
 */
function* adoptWeek({ payload: { weekId, source, replace } }: PayloadAction<WeekAdoptRequest>) {
  try {
    yield call(ensureWeek, weekId, weekId);
  } catch (error) {
    const message = messageOf(error);
    yield put(weekLoadFailed({ weekIds: [weekId], message }));
    yield put(weekAdoptAnswered({ weekId, outcome: 'failed', message }));
    return;
  }
  const weeks: Record<string, WeekSlot> = yield select(selectWeeks);
  const target = weeks[weekId];
  const dishes = typeof target === 'object' ? dishCount(target.days) : 0;
  if (dishes > 0 && !replace) {
    yield put(weekAdoptAnswered({ weekId, outcome: 'planned', dishes }));
    return;
  }
  yield put(weekDaysReplaced({ weekId, days: source.days }));
  yield put(weekAdoptAnswered({ weekId, outcome: 'adopted' }));
}

const planAutosaveSaga = makeAutosaveSaga(planArea);

export function* planSaga() {
  yield all([
    takeLatest(weekSelected.type, loadSelected),
    takeLatest(copyDialogOpened.type, searchCopyTargets),
    takeLatest(weekCopyRequested.type, copyWeek),
    takeLatest(weekAdoptRequested.type, adoptWeek),
    takeEvery([weeksListed.type, weekCreated.type, weekSaved.type], keepAnsweredWeeks),
    call(planAutosaveSaga),
  ]);
}
