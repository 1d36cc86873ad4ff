/**
 * Photos of a shared recipe in the Verwaltung (issue #33): an admin opens a shared recipe from
 * /verwaltung/rezepte and adds and deletes its photos with the recipe page's photo section; both go with
 * `shared: true`, use no quota and land in `sharedPhotos`. Real store and sagas, the fake transport as
 * backend, a stand-in scaler (jsdom has no canvas).
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { PhotoEntry } from '@speiseplaner/shared';
import { photoEntry, renderRecipePage, SCALED_BASE64, testPhotoDeps } from '../../../../test/photoHarness';
import { plannerBackend, SOUP } from '../../../../test/testCatalogue';
import { loggedIn, renderApp } from '../../../../test/renderWithProviders';
import { adminUser, kitchenUser } from '../../../../test/users';
import { NETWORK_ERROR } from '../../../platform/transport/backendError';
import reducer, {
  initialState,
  photoAdded,
  photoDeleted,
  sharedPhotoAnswer,
} from '../../recipes/recipesSlice';

function backendWith(sharedPhotos: PhotoEntry[], own: PhotoEntry[] = []) {
  let added = 0;
  return plannerBackend({
    recipes: [SOUP],
    extra: {
      'recipes/listImages': () => ({
        images: [],
        photos: own,
        sharedPhotos,
        used: { count: own.length, bytes: own.length * 300_000 },
      }),
      'recipes/addImage': ({ recipeId }) => ({ photo: photoEntry(recipeId, 200 + ++added) }),
      'recipes/deleteImage': () => ({ deleted: true as const }),
    },
  });
}

const file = () => new File(['jpeg bytes'], 'suppe.jpg', { type: 'image/jpeg' });

test('from the Verwaltung’s list a shared recipe opens with the photo buttons for the admin', async () => {
  const backend = backendWith([]);
  const { user } = await renderApp('/verwaltung/rezepte', { preloadedState: loggedIn(adminUser), backend });
  const table = await screen.findByRole('table', { name: 'Gemeinsame Rezepte' });
  await user.click(within(table).getByRole('link', { name: SOUP.name }));
  expect(await screen.findByRole('button', { name: 'Foto hochladen' })).toBeInTheDocument();
  expect(screen.getByLabelText('Fotodateien wählen')).toHaveAttribute(
    'accept',
    'image/jpeg,image/png,image/webp,image/heic',
  );
});

test('an admin adds a photo to a shared recipe: sent with shared: true, shown as its cover, no quota', async () => {
  const backend = backendWith([]);
  const photo = testPhotoDeps();
  const { user, store } = renderRecipePage(SOUP.slug, { user: adminUser, backend, deps: photo.deps });

  const button = await screen.findByRole('button', { name: 'Foto hochladen' });
  expect(screen.getByText(/zeigt allen Küchen, wie es angerichtet wird/)).toBeInTheDocument();
  expect(screen.queryByText(/von 200 Fotos/)).not.toBeInTheDocument();

  const chosen = file();
  await user.upload(screen.getByLabelText('Fotodateien wählen'), chosen);
  const cover = await screen.findByRole('img', { name: SOUP.name });
  expect(cover.getAttribute('src')).toMatch(new RegExp(`^/fotos/shared/recipes/${SOUP.slug}/.+-800\\.webp$`));
  expect(photo.scaled).toEqual([chosen]);
  expect(backend.callsOf('recipes/addImage')).toEqual([
    { recipeId: SOUP.slug, data: SCALED_BASE64, contentType: 'image/webp', shared: true },
  ]);
  expect(store.getState().recipes.sharedPhotos).toEqual([photoEntry(SOUP.slug, 201)]);
  expect(store.getState().recipes.photos).toEqual([]);
  expect(store.getState().recipes.photosUsed).toEqual({ count: 0, bytes: 0 });
  expect(button).toBeEnabled();
});

test('an admin deletes a shared recipe’s photo after asking; it goes with shared: true', async () => {
  const photos = [photoEntry(SOUP.slug, 1), photoEntry(SOUP.slug, 2)];
  const backend = backendWith(photos);
  const { user, store } = renderRecipePage(SOUP.slug, {
    user: adminUser,
    backend,
    deps: testPhotoDeps().deps,
  });
  const label = `Foto löschen: ${SOUP.name}, Foto 2 von 2`;
  await user.click(await screen.findByRole('button', { name: label }));
  const dialog = screen.getByRole('dialog', { name: 'Foto löschen?' });
  expect(dialog).toHaveTextContent('aus dem gemeinsamen Rezept gelöscht, für alle Küchen');
  await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  await waitFor(() => expect(store.getState().recipes.sharedPhotos).toEqual([photos[0]]));
  expect(backend.callsOf('recipes/deleteImage')).toEqual([
    { recipeId: SOUP.slug, imageId: photos[1]!.id, shared: true },
  ]);
  expect(screen.queryByRole('img', { name: /Foto 2 von 2/, hidden: true })).not.toBeInTheDocument();
  expect(screen.getByRole('img', { name: SOUP.name })).toBeInTheDocument();
});

test('offline the admin reads the usual message; nothing is sent and nothing waits', async () => {
  const backend = backendWith([photoEntry(SOUP.slug, 1)]);
  const photo = testPhotoDeps();
  photo.state.online = false;
  const { user, store } = renderRecipePage(SOUP.slug, { user: adminUser, backend, deps: photo.deps });
  await user.upload(await screen.findByLabelText('Fotodateien wählen'), file());
  expect(await screen.findByRole('alert')).toHaveTextContent(NETWORK_ERROR);
  expect(screen.queryByText('wartet auf Verbindung')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: `Foto löschen: ${SOUP.name}` }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Löschen' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(NETWORK_ERROR));
  expect(backend.callsOf('recipes/addImage')).toEqual([]);
  expect(backend.callsOf('recipes/deleteImage')).toEqual([]);
  expect(store.getState().recipes.sharedPhotos).toHaveLength(1);
  expect(store.getState().photoUploads.waiting).toEqual([]);
});

test('a kitchen’s cook gets no photo buttons on the shared recipe', async () => {
  const backend = backendWith([photoEntry(SOUP.slug, 1)]);
  renderRecipePage(SOUP.slug, { user: kitchenUser, backend, deps: testPhotoDeps().deps });
  expect(await screen.findByRole('img', { name: SOUP.name })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Foto hochladen' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Foto löschen/ })).not.toBeInTheDocument();
});

test('an admin whose kitchen has „Rezepte“ off gets no photo buttons (the backend would refuse them)', async () => {
  const backend = backendWith([photoEntry(SOUP.slug, 1)]);
  const withoutRecipes = { ...adminUser, features: { ...adminUser.features, recipes: false } };
  renderRecipePage(SOUP.slug, { user: withoutRecipes, backend, deps: testPhotoDeps().deps });
  expect(await screen.findByRole('img', { name: SOUP.name })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Foto hochladen' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Foto löschen/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Bearbeiten' })).not.toBeInTheDocument();
});

test('the recipes reducer keeps shared photos apart from the kitchen’s own and their quota', () => {
  const own = { ...photoEntry(SOUP.slug, 1), bytes: 100 };
  const shared = photoEntry(SOUP.slug, 2);
  let state = { ...initialState, photos: [own], photosUsed: { count: 1, bytes: 100 } };

  const answer = photoAdded({ photo: shared });
  state = reducer(state, sharedPhotoAnswer(answer));
  state = reducer(state, sharedPhotoAnswer(answer));
  expect(state.sharedPhotos).toEqual([shared]);
  expect(state.photos).toEqual([own]);
  expect(state.photosUsed).toEqual({ count: 1, bytes: 100 });

  // The same ids as an own photo: only the shared one goes, the quota stays.
  const twin = { ...shared, id: own.id };
  state = reducer(state, sharedPhotoAnswer(photoAdded({ photo: twin })));
  state = reducer(state, photoDeleted({ recipeId: SOUP.slug, imageId: own.id, shared: true }));
  expect(state.sharedPhotos).toEqual([shared]);
  expect(state.photos).toEqual([own]);
  expect(state.photosUsed).toEqual({ count: 1, bytes: 100 });

  state = reducer(state, photoDeleted({ recipeId: SOUP.slug, imageId: own.id }));
  expect(state.photos).toEqual([]);
  expect(state.photosUsed).toEqual({ count: 0, bytes: 0 });
  expect(state.sharedPhotos).toEqual([shared]);
});
