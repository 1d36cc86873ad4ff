/**
 * Why this saga exists: a cook takes a photo of the finished dish on the kitchen tablet, often where the
 * Wi-Fi does not reach (issue #33). Each chosen file is checked, scaled on the device to at most 1600 px
 * and sent base64 to `recipes/addImage`; the answer is put as is (recipesSlice adds the photo). Without a
 * connection the scaled photo goes into the device store (offlineDb.ts, `photos`) and shows as waiting;
 * it is sent when the connection is back (the autosave's `flushRequested`, which the app puts on the
 * browser's `online` event), after a saved recipe (a recipe created offline must exist first), at the
 * planner's next start and every minute while photos wait. Deletes go to `recipes/deleteImage`.
 * A shared recipe's photos (`shared`, admins in the Verwaltung) take the same path with `shared: true`:
 * no quota, and no waiting offline (the admin reads the offline message and tries again).
 * The scaler, the online check and the preview addresses are dependencies: jsdom has no canvas.
 */
import type { PayloadAction } from '@reduxjs/toolkit';
import { buffers } from 'redux-saga';
import { actionChannel, all, call, delay, put, race, select, take, takeEvery } from 'redux-saga/effects';
import {
  isLoadedRecipe,
  MAX_PHOTO_UPLOAD_BYTES,
  PHOTO_QUOTA_MESSAGE,
  PHOTO_TOO_LARGE_MESSAGE,
  PHOTO_WRONG_TYPE_MESSAGE,
  photoFitsQuota,
  type RecipeSlot,
} from '@speiseplaner/shared';
import { messageOf } from '../../platform/errorMessage';
import { callAction } from '../../platform/transport/1-callAction';
import { NETWORK_ERROR } from '../../platform/transport/backendError';
import { flushRequested } from '../../platform/autosave/autosaveSlice';
import { isOfflineError, selectOfflineStore } from '../../platform/offline/offlineCache';
import {
  readQueuedPhotos,
  removeQueuedPhoto,
  writeQueuedPhoto,
  type QueuedPhoto,
} from '../../platform/offline/offlineDb';
import {
  base64Of,
  PhotoScaleError,
  scalePhoto,
  type PhotoScaler,
  type ScaledPhoto,
} from '../../platform/photos/scalePhoto';
import { takeChosen } from './chosenPhotos';
import {
  photoDeleteEnded,
  photoDeleteRequested,
  photosChosen,
  photoWaiting,
  uploadEnded,
  uploadFailed,
  uploadProgressed,
  waitingDiscardRequested,
  waitingGone,
  waitingSending,
  type PhotoUploadsState,
} from './photoUploadSlice';
import { photoDeleted, recipeSaved, sharedPhotoAnswer, type RecipesState } from './recipesSlice';

export interface PhotoDeps {
  scale: PhotoScaler;
  /** Whether the device has a connection (the browser's navigator.onLine). */
  online: () => boolean;
  /** A local address that shows the scaled bytes, and its release (an object URL would need one). */
  preview: { create: (data: ArrayBuffer, type: string) => string; revoke: (url: string) => void };
}

/**
 * The browser's dependencies. The preview of a waiting photo is a data: URL of its scaled bytes: the CSP's
 * img-src allows 'self' and data:, not blob: (docs/operations.md), and a data: URL needs no releasing.
 */
export const browserPhotoDeps: PhotoDeps = {
  scale: scalePhoto,
  online: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  preview: {
    create: (data, type) => `data:${type};base64,${base64Of(data)}`,
    revoke: () => {},
  },
};

/** How long waiting photos wait before the next try when no trigger came. */
export const RETRY_WAITING_MS = 60_000;

/** How long a photo of a recipe created a moment ago waits for the recipe's first save. */
export const RECIPE_SAVE_WAIT_MS = 30_000;

type State = { recipes: RecipesState; photoUploads: PhotoUploadsState };

const IMAGE_TYPE = /^image\//;

export function makePhotoSaga(deps: PhotoDeps) {
  /** The waiting photos' bytes by id, also where the device has no store. */
  const waiting = new Map<string, QueuedPhoto>();

  function* showWaiting(photo: QueuedPhoto) {
    waiting.set(photo.id, photo);
    yield put(
      photoWaiting({
        id: photo.id,
        recipeId: photo.recipeId,
        width: photo.width,
        height: photo.height,
        preview: deps.preview.create(photo.data, photo.type),
        sending: false,
      }),
    );
  }

  function* forget(id: string) {
    waiting.delete(id);
    const store = (yield select(selectOfflineStore)) as string | undefined;
    yield call(removeQueuedPhoto, store, id);
    const shown = (
      (yield select((s: State) => s.photoUploads.waiting)) as State['photoUploads']['waiting']
    ).find((w) => w.id === id);
    if (shown) deps.preview.revoke(shown.preview);
    yield put(waitingGone(id));
  }

  /** Keeps a scaled photo on the device until a connection is there. */
  function* keepForLater(recipeId: string, scaled: ScaledPhoto) {
    const photo: QueuedPhoto = {
      id: `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
      recipeId,
      data: scaled.data,
      type: scaled.type,
      width: scaled.width,
      height: scaled.height,
      queuedAt: Date.now(),
    };
    const store = (yield select(selectOfflineStore)) as string | undefined;
    yield call(writeQueuedPhoto, store, photo);
    yield* showWaiting(photo);
  }

  /**
   * Whether the recipe is stored: one created a moment ago (version 0) is written by the autosave about a
   * second later, and the server takes photos of stored recipes only. False when its save did not come
   * within RECIPE_SAVE_WAIT_MS (offline, refused): the photo then waits with the others.
   */
  function* recipeStored(recipeId: string) {
    while (true) {
      const slot = (yield select((s: State) => s.recipes.loaded[recipeId])) as RecipeSlot | undefined;
      if (!isLoadedRecipe(slot) || slot.version > 0) return true;
      const { timeout } = (yield race({
        saved: take(recipeSaved.type),
        timeout: delay(RECIPE_SAVE_WAIT_MS),
      })) as { timeout?: true };
      if (timeout) return false;
    }
  }

  /** The German message why the photo is refused before sending, or undefined when it may go. */
  function* refusalOf(scaled: ScaledPhoto, shared: boolean) {
    if (scaled.data.byteLength > MAX_PHOTO_UPLOAD_BYTES) return PHOTO_TOO_LARGE_MESSAGE;
    // A shared recipe's photos count against no kitchen's quota.
    if (shared) return undefined;
    const used = (yield select((s: State) => s.recipes.photosUsed)) as RecipesState['photosUsed'];
    // Photos waiting on this device will count once sent.
    const withWaiting = { count: used.count + waiting.size, bytes: used.bytes };
    return photoFitsQuota(withWaiting, scaled.data.byteLength) ? undefined : PHOTO_QUOTA_MESSAGE;
  }

  function* uploadOne(recipeId: string, file: Blob, n: number, of: number, shared: boolean) {
    yield put(uploadProgressed({ recipeId, stage: 'scaling', n, of }));
    // An empty type (some Android pickers) leaves it to the decoder.
    if (file.type !== '' && !IMAGE_TYPE.test(file.type)) {
      yield put(uploadFailed({ recipeId, message: PHOTO_WRONG_TYPE_MESSAGE }));
      return;
    }
    let scaled: ScaledPhoto;
    try {
      scaled = (yield call(deps.scale, file)) as ScaledPhoto;
    } catch (error) {
      const message = error instanceof PhotoScaleError ? error.message : PHOTO_WRONG_TYPE_MESSAGE;
      yield put(uploadFailed({ recipeId, message }));
      return;
    }
    const refusal = (yield* refusalOf(scaled, shared)) as string | undefined;
    if (refusal) {
      yield put(uploadFailed({ recipeId, message: refusal }));
      return;
    }
    if (shared) {
      yield* uploadShared(recipeId, scaled, n, of);
      return;
    }
    if (!deps.online()) {
      yield* keepForLater(recipeId, scaled);
      return;
    }
    yield put(uploadProgressed({ recipeId, stage: 'sending', n, of }));
    if (!((yield* recipeStored(recipeId)) as boolean)) {
      yield* keepForLater(recipeId, scaled);
      return;
    }
    try {
      const answer = yield* callAction('recipes/addImage', {
        recipeId,
        data: base64Of(scaled.data),
        contentType: scaled.type,
      });
      yield put(answer);
    } catch (error) {
      // The connection went while sending: the photo waits like one taken offline.
      if (isOfflineError(error)) yield* keepForLater(recipeId, scaled);
      else yield put(uploadFailed({ recipeId, message: messageOf(error) }));
    }
  }

  /** A shared recipe's photo: sent at once with `shared: true`, or the offline message. */
  function* uploadShared(recipeId: string, scaled: ScaledPhoto, n: number, of: number) {
    if (!deps.online()) {
      yield put(uploadFailed({ recipeId, message: NETWORK_ERROR }));
      return;
    }
    yield put(uploadProgressed({ recipeId, stage: 'sending', n, of }));
    try {
      const answer = yield* callAction('recipes/addImage', {
        recipeId,
        data: base64Of(scaled.data),
        contentType: scaled.type,
        shared: true,
      });
      yield put(sharedPhotoAnswer(answer));
    } catch (error) {
      const message = isOfflineError(error) ? NETWORK_ERROR : messageOf(error);
      yield put(uploadFailed({ recipeId, message }));
    }
  }

  /** One choice after the other, each file after the other: one photo in memory at a time. */
  function* uploader() {
    const chosen = (yield actionChannel(photosChosen.type, buffers.expanding(4))) as never;
    while (true) {
      const action = (yield take(chosen)) as ReturnType<typeof photosChosen>;
      const { recipeId, tokens, shared = false } = action.payload;
      for (const [i, token] of tokens.entries()) {
        const file = takeChosen(token);
        if (file) yield call(uploadOne, recipeId, file, i + 1, tokens.length, shared);
      }
      yield put(uploadEnded(recipeId));
    }
  }

  /** Sends the waiting photos, oldest first; stops at the first that finds no connection. */
  function* sendWaiting() {
    for (const photo of [...waiting.values()].sort((a, b) => a.queuedAt - b.queuedAt)) {
      if (!deps.online()) return;
      if (!waiting.has(photo.id)) continue;
      // A recipe created offline is not stored yet (version 0): its photo waits for the recipe's save.
      const slot = (yield select((s: State) => s.recipes.loaded[photo.recipeId])) as RecipeSlot | undefined;
      if (isLoadedRecipe(slot) && slot.version === 0) continue;
      yield put(waitingSending({ id: photo.id, sending: true }));
      try {
        const answer = yield* callAction('recipes/addImage', {
          recipeId: photo.recipeId,
          data: base64Of(photo.data),
          contentType: photo.type,
        });
        yield put(answer);
        yield* forget(photo.id);
      } catch (error) {
        if (isOfflineError(error)) {
          yield put(waitingSending({ id: photo.id, sending: false }));
          return;
        }
        // Refused (quota, recipe deleted meanwhile): it would be refused again; the cook reads why.
        yield* forget(photo.id);
        yield put(uploadFailed({ recipeId: photo.recipeId, message: messageOf(error) }));
      }
    }
  }

  function* sender() {
    const store = (yield select(selectOfflineStore)) as string | undefined;
    const kept = ((yield call(readQueuedPhotos, store)) as QueuedPhoto[] | undefined) ?? [];
    for (const photo of kept) yield* showWaiting(photo);
    const triggers = (yield actionChannel(
      [flushRequested.type, recipeSaved.type, photoWaiting.type],
      buffers.sliding(1),
    )) as never;
    while (true) {
      if (waiting.size > 0) yield call(sendWaiting);
      if (waiting.size > 0) yield race([take(triggers), delay(RETRY_WAITING_MS)]);
      else yield take(triggers);
    }
  }

  function* discard(action: PayloadAction<string>) {
    if (waiting.has(action.payload)) yield* forget(action.payload);
  }

  function* deletePhoto(action: PayloadAction<{ recipeId: string; imageId: string; shared?: boolean }>) {
    const { recipeId, imageId, shared } = action.payload;
    try {
      if (shared && !deps.online()) throw new Error(NETWORK_ERROR);
      yield* callAction(
        'recipes/deleteImage',
        shared ? { recipeId, imageId, shared } : { recipeId, imageId },
      );
      yield put(photoDeleted(shared ? { recipeId, imageId, shared } : { recipeId, imageId }));
      yield put(photoDeleteEnded({ recipeId, imageId }));
    } catch (error) {
      yield put(photoDeleteEnded({ recipeId, imageId, message: messageOf(error) }));
    }
  }

  return function* photoSaga() {
    yield all([
      call(uploader),
      call(sender),
      takeEvery(waitingDiscardRequested.type, discard),
      takeEvery(photoDeleteRequested.type, deletePhoto),
    ]);
  };
}
