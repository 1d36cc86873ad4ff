/**
 * `loadOnce` (platform/loadable.ts) with the offline store: in a file of its own, so that the first load, which
 * carries loadable.ts for the public pages' reads, does not carry the store.
 */
import type { ActionPayload, ActionType, AnswerAction } from '@speiseplaner/shared';
import { call, put, select, type Effect } from 'redux-saga/effects';
import { callAction } from '../transport/1-callAction';
import { messageOf } from '../errorMessage';
import type { Load, LoadActions } from '../loadable';
import { forgetShownFrom } from './keptAt';
import { keepAnswer, restoreAnswer } from './offlineCache';
import { isOfflineError } from './storeMark';

/** How a read uses the offline store (platform/offline): under which key its answer is kept, and when. */
export interface KeptLoad<T extends ActionType, R> {
  /** The key of the kept answer (one per thing: 'recipes/list', 'shoppingLists/list' …). */
  key: string;
  /**
   * 'store': the kept answer shows at once and the backend's answer replaces it (stale-while-revalidate),
   * for answers whose case reducer replaces what is there. 'backend': the backend first, the kept answer
   * only when it cannot be reached, for answers that never replace a loaded copy.
   */
  first: 'store' | 'backend';
  /** The payload, read after the kept answer is in place (the catalogue asks with the kept version). */
  payload: (state: R) => ActionPayload<T>;
  /** Answers worth keeping (default: all). */
  keepIf?: (answer: AnswerAction<T>) => boolean;
}

/**
 * `loadOnce` with the offline store: the answer is kept for the next open. While a kept answer shows, the
 * load does not go back to `loading`, and an unreachable backend leaves it showing instead of failing.
 */
export function* loadOnceKept<T extends ActionType, R>(
  actions: LoadActions,
  selectLoad: (state: R) => Load,
  type: T,
  kept: KeptLoad<T, R>,
): Generator<Effect, AnswerAction<T> | undefined, unknown> {
  const { status } = (yield select(selectLoad)) as Load;
  if (status === 'loaded' || status === 'loading') return undefined;
  const shown = kept.first === 'store' ? yield* restoreAnswer(kept.key) : false;
  if (!shown) yield put(actions.loading());
  try {
    const payload = (yield select(kept.payload)) as ActionPayload<T>;
    const answer = yield* callAction(type, payload);
    yield put(answer);
    if (kept.keepIf?.(answer) ?? true) yield* keepAnswer(kept.key, answer);
    // "Unchanged": what shows is the backend's current state, no longer old data.
    else yield call(forgetShownFrom);
    return answer;
  } catch (error) {
    const offline = isOfflineError(error);
    if (offline && (shown || (kept.first === 'backend' && (yield* restoreAnswer(kept.key)))))
      return undefined;
    yield put(actions.loadFailed(messageOf(error)));
    return undefined;
  }
}
