/**
 * The kitchen switch (the switcher in the frame, features/frame/KitchenSwitcher.tsx): writes the old
 * kitchen's unsaved edits first, asks `user/validate` for the chosen kitchen (the server checks the
 * membership and remembers it as the one used last), then empties the planner's data of the old kitchen
 * (its store areas, their sagas and prefetched answers: `kitchenData`, app/store.ts) and puts the new
 * kitchen's user; the frame then renders the page anew, which loads the new kitchen's data. Offline, the
 * profile kept in the chosen kitchen's store stands in; without one the switch fails with a message and
 * nothing changes. Loaded when a switch is asked for (authSaga.ts).
 * The same steps follow a call refused because the person no longer belongs to the current kitchen
 * (removed meanwhile): `recheckMembership` asks user/validate without a kitchen, and the server answers
 * the next kitchen the person belongs to, or none (then the planner's pages say so, components/LoginGate).
 */
import { call, getContext, put } from 'redux-saga/effects';
import { messageOf } from '../../platform/errorMessage';
import { fromStore, isOfflineError } from '../../platform/offline/storeMark';
import { callAction } from '../../platform/transport/1-callAction';
import type { KitchenData } from '../../platform/storeAreas';
import { kitchenSwitchFailed, userValidated } from './authSlice';
import { savePendingEdits } from './kitchenEntry';
import { rememberKitchen } from './kitchenMemory';
import { afterCheck, readProfile } from './profileStore';

/** The message when the chosen kitchen cannot be opened offline. */
const SWITCH_OFFLINE =
  'Ohne Verbindung lässt sich nur eine Küche öffnen, die auf diesem Gerät schon einmal geöffnet war.';

export function* switchKitchen(uid: string | undefined, kitchenId: string) {
  // The old kitchen's unsaved edits first: every call carries the current kitchen (at most 10 s).
  yield* savePendingEdits();
  let answer: ReturnType<typeof userValidated>;
  let checked = true;
  try {
    answer = yield* callAction('user/validate', {}, kitchenId);
  } catch (error) {
    const kept: unknown = uid && isOfflineError(error) ? yield call(readProfile, uid, kitchenId) : undefined;
    if (!userValidated.match(kept)) {
      yield put(kitchenSwitchFailed(isOfflineError(error) ? SWITCH_OFFLINE : messageOf(error)));
      return;
    }
    answer = fromStore(kept);
    checked = false;
  }
  yield* enter(answer);
  if (checked) yield* afterCheck(uid, answer);
  else yield call(rememberKitchen, uid, answer.payload.user.kitchenId || undefined);
}

/** The old kitchen's planner data goes, the answered kitchen's user comes (its pages load it anew). */
function* enter(answer: ReturnType<typeof userValidated>) {
  const kitchenData: KitchenData | undefined = yield getContext('kitchenData');
  kitchenData?.stop();
  try {
    yield put(answer);
  } finally {
    kitchenData?.start();
  }
}

/**
 * After a NOT_A_MEMBER refusal: the sign-in checked again without the refused kitchen. Its unsaved edits
 * cannot be written there any more; a check that fails leaves the page's own error standing.
 */
export function* recheckMembership(uid: string | undefined, refusedKitchen: string) {
  let answer: ReturnType<typeof userValidated>;
  try {
    // '' sends no kitchen: the server takes the last used one only if the person still belongs to it.
    answer = yield* callAction('user/validate', {}, '');
  } catch {
    return;
  }
  if (answer.payload.user.kitchenId === refusedKitchen) return;
  yield* enter(answer);
  yield* afterCheck(uid, answer);
}
