/**
 * The recipe page with a real store (reducers and sagas) whose photo saga gets test dependencies: jsdom
 * has no canvas, so the scaler is a stand-in that records the files it got and answers fixed bytes; the
 * online check and the preview addresses are switches the test holds. Everything else is the app's.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { PhotoEntry, User } from '@speiseplaner/shared';
import { AppProviders, makeStore, plannerAreas } from './app';
import { fsArticleSources } from './fsArticleSources';
import { loggedIn } from './renderWithProviders';
import type { FakeTransport } from './fakeTransport';
import RecipePage from '../src/features/recipes/RecipePage';
import { makeRecipesSaga, recipesSaga } from '../src/features/recipes/recipesSaga';
import type { PhotoDeps } from '../src/features/recipes/photoUploadSaga';
import type { ScaledPhoto } from '../src/platform/photos/scalePhoto';

/** The bytes the stand-in scaler answers, and their base64 as `recipes/addImage` must carry them. */
export const SCALED_BYTES = Uint8Array.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4]);
export const SCALED_BASE64 = 'UklGRgECAwQ=';

export function testPhotoDeps() {
  const scaled: Blob[] = [];
  let hold: Promise<void> | undefined;
  let release = () => {};
  const state = { online: true, previews: 0, revoked: [] as string[] };
  const deps: PhotoDeps = {
    scale: async (file) => {
      scaled.push(file);
      await hold;
      const photo: ScaledPhoto = {
        data: SCALED_BYTES.slice().buffer,
        type: 'image/webp',
        width: 1600,
        height: 1200,
      };
      return photo;
    },
    online: () => state.online,
    preview: {
      create: () => `blob:vorschau-${++state.previews}`,
      revoke: (url) => state.revoked.push(url),
    },
  };
  return {
    deps,
    state,
    /** The files the scaler got. */
    scaled,
    /** Holds the scaler until `release()`. */
    holdScaling() {
      hold = new Promise((resolve) => (release = resolve));
    },
    release: () => release(),
  };
}

export function renderRecipePage(
  slug: string,
  { user, backend, deps }: { user: User; backend: FakeTransport; deps: PhotoDeps },
) {
  const areas = {
    ...plannerAreas,
    sagas: plannerAreas.sagas.map((saga) => (saga === recipesSaga ? makeRecipesSaga(deps) : saga)),
  };
  const store = makeStore(loggedIn(user), { backend, areas: [areas] });
  const view = render(
    <AppProviders store={store} sources={fsArticleSources}>
      <MemoryRouter initialEntries={[`/app/rezepte/${slug}`]}>
        <Routes>
          <Route path="/app/rezepte/:slug" element={<RecipePage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { store, ...view, user: userEvent.setup({ applyAccept: false }) };
}

/** A stored photo entry: 1600 × 1200, its id from `n`. */
export const photoEntry = (recipeId: string, n: number): PhotoEntry => ({
  recipeId,
  id: n.toString(16).padStart(32, '0'),
  width: 1600,
  height: 1200,
  bytes: 300_000,
  createdAt: '2026-11-28T10:00:00.000Z',
});
