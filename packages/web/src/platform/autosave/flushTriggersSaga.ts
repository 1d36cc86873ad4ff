/**
 * Why this saga exists: a cook closes the laptop or switches tabs right after an edit. When the page is
 * hidden, unsaved edits are written at once instead of after the debounce; when the browser comes back
 * online, waiting retries go out at once instead of after their backoff.
 */
import { eventChannel, type EventChannel } from 'redux-saga';
import { put, take } from 'redux-saga/effects';
import { flushRequested } from './autosaveSlice';

type Trigger = 'hidden' | 'online';

function pageTriggers(): EventChannel<Trigger> {
  return eventChannel((emit) => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') emit('hidden');
    };
    const onOnline = () => emit('online');
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('online', onOnline);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('online', onOnline);
    };
  });
}

export function* flushTriggersSaga() {
  if (typeof document === 'undefined') return;
  const triggers: EventChannel<Trigger> = yield pageTriggers();
  while (true) {
    yield take(triggers);
    yield put(flushRequested());
  }
}
