/**
 * The photo saga in a real store (reducers and sagas) with fake timers; only the backend transport and the
 * photo dependencies (scaler, online check, preview) are stand-ins, as in recipesSaga.test.ts.
 */
import type { Recipe } from '@speiseplaner/shared';
import { makeStore, plannerAreas } from '../../../test/app';
import { interceptTransport, TransportError } from '../../../test/fakeTransport';
import { photoEntry, SCALED_BASE64, testPhotoDeps } from '../../../test/photoHarness';
import { loggedIn } from '../../../test/renderWithProviders';
import { plannerBackend, SOUP } from '../../../test/testCatalogue';
import { kitchenUser } from '../../../test/users';
import { flushRequested } from '../../platform/autosave/autosaveSlice';
import { holdChosen } from './chosenPhotos';
import { RETRY_WAITING_MS } from './photoUploadSaga';
import { photosChosen } from './photoUploadSlice';
import { recipeCreated } from './recipesSlice';
import { makeRecipesSaga, recipesSaga } from './recipesSaga';

const advance = (ms: number) => jest.advanceTimersByTimeAsync(ms);

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const NEW: Recipe = { ...SOUP, slug: 'neue-suppe', name: 'Neue Suppe', owner: kitchenUser.id, version: 0 };

function storeWith(backend = plannerBackend()) {
  const photo = testPhotoDeps();
  const areas = {
    ...plannerAreas,
    sagas: plannerAreas.sagas.map((saga) => (saga === recipesSaga ? makeRecipesSaga(photo.deps) : saga)),
  };
  const store = makeStore(loggedIn(kitchenUser), { backend, areas: [areas] });
  const choose = (recipeId: string) =>
    store.dispatch(
      photosChosen({ recipeId, tokens: [holdChosen(new Blob(['jpeg'], { type: 'image/jpeg' }))] }),
    );
  const waiting = () => store.getState().photoUploads.waiting;
  return { store, photo, choose, waiting };
}

test('a photo of a recipe created offline waits for the recipe’s first save, then goes out', async () => {
  const sent: string[] = [];
  const backend = interceptTransport(
    plannerBackend({
      recipes: [SOUP],
      extra: { 'recipes/addImage': ({ recipeId }) => ({ photo: photoEntry(recipeId, 5) }) },
    }),
    (type) => {
      if (type === 'recipes/save' || type === 'recipes/addImage') sent.push(type);
    },
  );
  const { store, photo, choose, waiting } = storeWith(backend);
  photo.state.online = false;
  store.dispatch(recipeCreated(NEW));
  choose('neue-suppe');
  await advance(0);
  expect(waiting()).toHaveLength(1);

  // Online again before the recipe's write went out: the photo must not be sent for a recipe not stored.
  photo.state.online = true;
  store.dispatch(flushRequested());
  await advance(0);
  await advance(1000);
  await advance(0);
  expect(sent).toEqual(['recipes/save', 'recipes/addImage']);
  expect(waiting()).toEqual([]);
  expect(store.getState().recipes.photos.map((p) => p.recipeId)).toEqual(['neue-suppe']);
});

test('a waiting photo whose send found no server is tried again after a minute without any trigger', async () => {
  let reachable = false;
  const backend = interceptTransport(
    plannerBackend({
      extra: { 'recipes/addImage': ({ recipeId }) => ({ photo: photoEntry(recipeId, 6) }) },
    }),
    (type) => {
      if (type === 'recipes/addImage' && !reachable)
        throw new TransportError('unavailable', 'Keine Verbindung zum Server.');
    },
  );
  const { photo, choose, waiting } = storeWith(backend);
  // The browser says online, but the server cannot be reached (a kitchen's weak Wi-Fi).
  choose('haehnchen-curry');
  await advance(0);
  expect(waiting()).toHaveLength(1);
  expect(backend.callsOf('recipes/addImage')).toEqual([]);

  reachable = true;
  await advance(RETRY_WAITING_MS);
  expect(waiting()).toEqual([]);
  expect(backend.callsOf('recipes/addImage')).toEqual([
    { recipeId: 'haehnchen-curry', data: SCALED_BASE64, contentType: 'image/webp' },
  ]);
  expect(photo.scaled).toHaveLength(1);
});

test('a photo chosen right after creating a recipe goes out once the recipe is stored', async () => {
  const sent: string[] = [];
  const backend = interceptTransport(
    plannerBackend({
      recipes: [SOUP],
      extra: { 'recipes/addImage': ({ recipeId }) => ({ photo: photoEntry(recipeId, 7) }) },
    }),
    (type) => {
      if (type === 'recipes/save' || type === 'recipes/addImage') sent.push(type);
    },
  );
  const { store, choose, waiting } = storeWith(backend);
  store.dispatch(recipeCreated(NEW));
  choose('neue-suppe');
  await advance(0);
  expect(store.getState().photoUploads.active['neue-suppe']?.stage).toBe('sending');
  expect(sent).toEqual([]);
  await advance(1000);
  await advance(0);
  expect(sent).toEqual(['recipes/save', 'recipes/addImage']);
  expect(waiting()).toEqual([]);
  expect(store.getState().photoUploads.active).toEqual({});
  expect(store.getState().recipes.photos.map((p) => p.recipeId)).toEqual(['neue-suppe']);
});
