/**
 * A photo taken without a connection (issue #33): scaled, kept in the device store, shown as waiting with
 * its local preview, still there after a reload, and sent when the browser is online again (the `online`
 * event the app already listens to). Real store, sagas and IndexedDB (fake-indexeddb); the scaler is a
 * stand-in (jsdom has no canvas).
 */
import '../../../test/fakeIndexedDb';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { Recipe } from '@speiseplaner/shared';
import { interceptTransport, TransportError } from '../../../test/fakeTransport';
import { photoEntry, renderRecipePage, SCALED_BASE64, testPhotoDeps } from '../../../test/photoHarness';
import { plannerBackend, SOUP } from '../../../test/testCatalogue';
import { kitchenUser, makeUser } from '../../../test/users';
import { offlineStoreOf, readAnswer, readQueuedPhotos } from '../../platform/offline/offlineDb';

const cook = makeUser({ ...kitchenUser, role: 'cook' });
const OWN: Recipe = { ...SOUP, slug: 'meine-suppe', name: 'Meine Suppe', owner: kitchenUser.id };
const store = offlineStoreOf(cook.id, cook.kitchenId);

function backend(addImage: () => unknown = () => ({ photo: photoEntry('meine-suppe', 42) })) {
  return plannerBackend({
    recipes: [SOUP, OWN],
    extra: {
      'recipes/listImages': () => ({ images: [], photos: [], used: { count: 0, bytes: 0 } }),
      'recipes/addImage': addImage,
    },
  });
}

const photoFile = () => new File(['jpeg bytes'], 'suppe.jpg', { type: 'image/jpeg' });

test('offline a photo waits on the device, survives a reload and is sent when the connection is back', async () => {
  const first = testPhotoDeps();
  first.state.online = false;
  const offlineBackend = backend();
  const page = renderRecipePage('meine-suppe', { user: cook, backend: offlineBackend, deps: first.deps });
  await screen.findByRole('button', { name: 'Foto hochladen' });
  await page.user.upload(screen.getByLabelText('Fotodateien wählen'), photoFile());

  const waiting = await screen.findByRole('img', { name: /wartet auf Verbindung/ });
  expect(waiting).toHaveAttribute('src', 'blob:vorschau-1');
  expect(screen.getByText('wartet auf Verbindung')).toBeInTheDocument();
  expect(first.scaled).toHaveLength(1);
  expect(offlineBackend.callsOf('recipes/addImage')).toEqual([]);
  expect((await readQueuedPhotos(store))?.map((p) => p.recipeId)).toEqual(['meine-suppe']);
  page.unmount();

  // A reload, still offline: the photo waits again. (The first page's store keeps running offline.)
  const second = testPhotoDeps();
  second.state.online = false;
  const laterBackend = backend();
  renderRecipePage('meine-suppe', { user: cook, backend: laterBackend, deps: second.deps });
  expect(await screen.findByRole('img', { name: /wartet auf Verbindung/ })).toHaveAttribute(
    'src',
    'blob:vorschau-1',
  );

  second.state.online = true;
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  const cover = await screen.findByRole('img', { name: 'Meine Suppe' });
  expect(cover.getAttribute('src')).toMatch(/-800\.webp$/);
  expect(laterBackend.callsOf('recipes/addImage')).toEqual([
    { recipeId: 'meine-suppe', data: SCALED_BASE64, contentType: 'image/webp' },
  ]);
  await waitFor(() => expect(screen.queryByText('wartet auf Verbindung')).not.toBeInTheDocument());
  expect(second.state.revoked).toEqual(['blob:vorschau-1']);
  expect(await readQueuedPhotos(store)).toEqual([]);
});

test('a waiting photo the server then refuses is dropped with the server’s message', async () => {
  const deps = testPhotoDeps();
  deps.state.online = false;
  const refusing = backend(() => {
    throw new TransportError('not-found', 'Das eigene Rezept „meine-suppe“ gibt es nicht.');
  });
  const page = renderRecipePage('meine-suppe', { user: cook, backend: refusing, deps: deps.deps });
  await screen.findByRole('button', { name: 'Foto hochladen' });
  await page.user.upload(screen.getByLabelText('Fotodateien wählen'), photoFile());
  await screen.findByText('wartet auf Verbindung');

  deps.state.online = true;
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Das eigene Rezept „meine-suppe“ gibt es nicht.',
  );
  expect(screen.queryByText('wartet auf Verbindung')).not.toBeInTheDocument();
  expect(await readQueuedPhotos(store)).toEqual([]);
});

test('a waiting photo can be thrown away before it was sent', async () => {
  const deps = testPhotoDeps();
  deps.state.online = false;
  const quiet = backend();
  const page = renderRecipePage('meine-suppe', { user: cook, backend: quiet, deps: deps.deps });
  await screen.findByRole('button', { name: 'Foto hochladen' });
  await page.user.upload(screen.getByLabelText('Fotodateien wählen'), photoFile());
  await page.user.click(await screen.findByRole('button', { name: 'Wartendes Foto verwerfen' }));
  await page.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Verwerfen' }));
  await waitFor(() => expect(screen.queryByText('wartet auf Verbindung')).not.toBeInTheDocument());
  expect(await readQueuedPhotos(store)).toEqual([]);

  deps.state.online = true;
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
  expect(quiet.callsOf('recipes/addImage')).toEqual([]);
});

test('offline after a reload the recipe shows the photos the device kept from the last visit', async () => {
  const withPhoto = plannerBackend({
    recipes: [SOUP, OWN],
    extra: {
      'recipes/listImages': () => ({
        images: [],
        photos: [photoEntry('meine-suppe', 9)],
        used: { count: 1, bytes: 300_000 },
      }),
    },
  });
  const first = renderRecipePage('meine-suppe', {
    user: cook,
    backend: withPhoto,
    deps: testPhotoDeps().deps,
  });
  await screen.findByRole('img', { name: 'Meine Suppe' });
  await waitFor(async () => expect(await readAnswer(store, 'recipes/listImages')).toBeDefined());
  first.unmount();

  const unreachable = interceptTransport(withPhoto, () => {
    throw new TransportError('unavailable', 'Keine Verbindung zum Server.');
  });
  const deps = testPhotoDeps();
  deps.state.online = false;
  renderRecipePage('meine-suppe', { user: cook, backend: unreachable, deps: deps.deps });
  const cover = await screen.findByRole('img', { name: 'Meine Suppe' });
  expect(cover.getAttribute('src')).toContain(photoEntry('meine-suppe', 9).id);
  expect(screen.getByText('1 von 200 Fotos')).toBeInTheDocument();
});
