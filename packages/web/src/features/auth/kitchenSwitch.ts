/**
 * The kitchen switch (the switcher in the frame, features/frame/KitchenSwitcher.tsx): writes the old
 * kitchen's unsaved edits first, asks `user/validate` for the chosen kitchen (the server checks the
 * membership and remembers it as the one used last), then empties the planner's data of the old kitchen
 * (its store areas, their sagas and prefetched answers: `kitchenData`, app/store.ts) and puts the new
 * kitchen's user; the frame then renders the page anew, which loads the new kitchen's data. Offline, the
 * profile kept in the chosen kitchen's store stands in; without one the switch fails with a message and
 * nothing changes. Loaded when a switch is asked for (authSaga.ts).
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
  const kitchenData: KitchenData | undefined = yield getContext('kitchenData');
  kitchenData?.stop();
  try {
    yield put(answer);
  } finally {
    kitchenData?.start();
  }
  if (checked) yield* afterCheck(uid, answer);
  else yield call(rememberKitchen, uid, answer.payload.user.kitchenId || undefined);
}
