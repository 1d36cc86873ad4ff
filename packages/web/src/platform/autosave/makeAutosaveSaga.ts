/**
 * Why this saga exists: edits must reach the backend without a save button and without ever losing
 * one. Per area it
 * - counts every edit of a document right away (so the page knows it is unsaved),
 * - asks for a write 1 s after the last edit (`debounce`), and at once on a flush,
 * - writes through an action channel and a queue per document with a blocking call, so the writes of a
 *   document go out one at a time in order, each carrying its latest state (never an older one after a
 *   newer one), and a document that keeps failing holds up no other,
 * - retries failed writes with backoff (a flush or going online retries at once),
 * - stops at a stale-version answer and lets the user choose in the conflict dialog,
 * - stops at a final refusal (finalError.ts: no rights, document gone, too large, invalid) and keeps the
 *   edit until the cook retries or discards it (SaveRefusedNotice).
 */
import type { Action, UnknownAction } from '@reduxjs/toolkit';
import { sameContent } from '@speiseplaner/shared';
import { buffers, channel, type Channel } from 'redux-saga';
import {
  actionChannel,
  all,
  call,
  debounce,
  delay,
  fork,
  put,
  race,
  select,
  take,
  takeEvery,
} from 'redux-saga/effects';
import { messageOf } from '../errorMessage';
import type { AutosaveArea } from './autosaveArea';
import { finalMessageOf } from './finalError';
import {
  conflictDetected,
  conflictKept,
  conflictResolved,
  docChanged,
  docReloaded,
  flushRequested,
  refusalAnswered,
  saveFailed,
  saveRefused,
  saveRequested,
  saveStarted,
  saveSucceeded,
  selectDocSave,
  type AutosaveState,
  type DocSaveState,
} from './autosaveSlice';
import { isConflict, retryDelayMs } from './retryDelay';
import { dropEdit, keepEdit, keptEdits } from '../offline/pendingEdits';

export const DEBOUNCE_MS = 1000;

/** What goes into a document's queue: a write request or the user's answer to a conflict or refusal. */
type DocRequest =
  ReturnType<typeof saveRequested> | ReturnType<typeof conflictResolved> | ReturnType<typeof refusalAnswered>;

/** States in which only the user's answer writes again. */
const waitsForUser = (doc: DocSaveState) => doc.status === 'conflict' || doc.status === 'refused';

export function makeAutosaveSaga<State extends { autosave: AutosaveState }, Doc extends object>(
  area: AutosaveArea<State, Doc>,
) {
  const ref = (key: string) => ({ area: area.area, key });
  // Patterns take plain actions (redux-saga's type); the area reads them as unknown actions.
  const isChange = (action: Action) =>
    area.isChange(action as UnknownAction) && area.keyOf(action as UnknownAction) !== undefined;
  const isLoaded = (entry: Doc | string | undefined): entry is Doc =>
    typeof entry === 'object' && entry !== null;

  function* markChanged(action: UnknownAction) {
    const key = area.keyOf(action) as string;
    const entry: Doc | string | undefined = yield select(area.selectEntry, key);
    // A placeholder has nothing to save; counting it would leave the page "unsaved" for good.
    if (!isLoaded(entry)) return;
    yield put(docChanged(ref(key)));
    yield* keepEdit(area.area, key, entry);
  }

  /** After a write: the kept copy goes once the backend holds the latest edit, else it takes the new version. */
  function* settleKept(key: string) {
    const saveState: DocSaveState | undefined = yield select(selectDocSave, ref(key));
    const entry: Doc | string | undefined = yield select(area.selectEntry, key);
    if (saveState && saveState.rev > saveState.savedRev && isLoaded(entry))
      yield* keepEdit(area.area, key, entry);
    else yield* dropEdit(area.area, key);
  }

  /**
   * A stale version, but the backend holds exactly this edit: an earlier write arrived and only its answer
   * was lost (offline, a killed tab). Its version is taken over instead of asking the cook.
   */
  function* storedAlready(key: string, outgoing: Doc) {
    try {
      const stored: Doc = yield call(area.fetchStored, key);
      if (!(area.sameContent ?? sameContent)(stored, outgoing)) return false;
      yield put(area.storedLoaded(key, stored, 'mine'));
      return true;
    } catch {
      return false;
    }
  }

  /** Edits kept from an earlier visit (reload, killed tab) are put back and written. */
  function* replayKept() {
    const kept = yield* keptEdits(area.area);
    for (const { key, doc } of kept) {
      yield put(area.storedLoaded(key, doc as Doc, 'theirs'));
      yield put(docChanged(ref(key)));
      yield put(saveRequested(ref(key)));
    }
  }

  /** Asks for a write of every document of the area with edits not yet stored. */
  function* requestUnsaved() {
    const docs: Record<string, DocSaveState> = yield select((state: State) => state.autosave.docs);
    const prefix = `${area.area}:`;
    for (const [id, doc] of Object.entries(docs)) {
      if (!id.startsWith(prefix) || doc.rev <= doc.savedRev || waitsForUser(doc)) continue;
      yield put(saveRequested(ref(id.slice(prefix.length))));
    }
  }

  /** Writes the latest state of one document; retries until it is stored, in conflict or refused. */
  function* writeUntilStored(key: string) {
    while (true) {
      const saveState: DocSaveState | undefined = yield select(selectDocSave, ref(key));
      if (!saveState || saveState.rev <= saveState.savedRev || waitsForUser(saveState)) return;
      const entry: Doc | string | undefined = yield select(area.selectEntry, key);
      if (!isLoaded(entry)) return;
      const outgoing: Doc = area.selectOutgoing ? yield select(area.selectOutgoing, entry) : entry;
      const rev = saveState.rev;
      // Kept before it goes out: a tab killed during the write still has the edit on the next open.
      yield* keepEdit(area.area, key, entry);
      yield put(saveStarted({ ...ref(key), rev }));
      try {
        const answer: Action = yield call(area.write, outgoing, key);
        yield put(answer);
        yield put(saveSucceeded({ ...ref(key), rev }));
        yield* settleKept(key);
        return;
      } catch (error) {
        if (isConflict(error)) {
          if (yield* storedAlready(key, outgoing)) {
            yield put(saveSucceeded({ ...ref(key), rev }));
            yield* settleKept(key);
          } else yield put(conflictDetected({ ...ref(key), message: messageOf(error) }));
          return;
        }
        const final = finalMessageOf(error);
        if (final !== undefined) {
          yield put(saveRefused({ ...ref(key), message: final }));
          return;
        }
        const wait = retryDelayMs(saveState.failures + 1);
        yield put(saveFailed({ ...ref(key), message: messageOf(error), retryAt: Date.now() + wait }));
        yield race([delay(wait), take(flushRequested.type)]);
      }
    }
  }

  function* resolveConflict(key: string, choice: 'mine' | 'theirs') {
    try {
      const stored: Doc = yield call(area.fetchStored, key);
      yield put(area.storedLoaded(key, stored, choice));
    } catch (error) {
      yield put(conflictDetected({ ...ref(key), message: messageOf(error) }));
      return;
    }
    if (choice === 'theirs') {
      yield put(docReloaded(ref(key)));
      yield* dropEdit(area.area, key);
      return;
    }
    yield put(conflictKept(ref(key)));
    yield call(writeUntilStored, key);
  }

  /** The cook gives up a refused edit: the stored version replaces it. */
  function* discardRefused(key: string) {
    try {
      const stored: Doc = yield call(area.fetchStored, key);
      yield put(area.storedLoaded(key, stored, 'theirs'));
      yield put(docReloaded(ref(key)));
      yield* dropEdit(area.area, key);
    } catch (error) {
      yield put(saveRefused({ ...ref(key), message: messageOf(error) }));
    }
  }

  /** One document's queue: its writes and conflict answers, one at a time, in order. */
  function* docWriter(key: string, queue: Channel<DocRequest>) {
    while (true) {
      const action: DocRequest = yield take(queue);
      if (conflictResolved.match(action)) yield call(resolveConflict, key, action.payload.choice);
      else if (refusalAnswered.match(action) && action.payload.choice === 'discard')
        yield call(discardRefused, key);
      else yield call(writeUntilStored, key);
    }
  }

  /** Routes requests to a queue per document, so a document that keeps failing holds up no other. */
  function* writer() {
    const mine = (action: Action): action is DocRequest =>
      (saveRequested.match(action) || conflictResolved.match(action) || refusalAnswered.match(action)) &&
      action.payload.area === area.area;
    const requests: Channel<DocRequest> = yield actionChannel(mine, buffers.expanding(16));
    const queues = new Map<string, Channel<DocRequest>>();
    while (true) {
      const action: DocRequest = yield take(requests);
      const key = action.payload.key;
      let queue = queues.get(key);
      if (!queue) {
        queue = channel<DocRequest>(buffers.expanding(4));
        queues.set(key, queue);
        yield fork(docWriter, key, queue);
      }
      yield put(queue, action);
    }
  }

  return function* autosaveSaga() {
    yield all([
      call(replayKept),
      takeEvery(isChange, markChanged),
      debounce(DEBOUNCE_MS, isChange, requestUnsaved),
      takeEvery(flushRequested.type, requestUnsaved),
      call(writer),
    ]);
  };
}
