/**
 * Photos on the recipe page (issue #33): cover and thumbnails from the store, the buttons only for cooks on
 * own recipes, a chosen file scaled and sent, the server's German refusal shown, a delete after asking.
 * Real store and sagas; the backend is the fake transport, the scaler a stand-in (jsdom has no canvas;
 * the scaling maths are tested in platform/photos/scalePhoto.test.ts).
 */
import { screen, waitFor, within } from '@testing-library/react';
import {
  PHOTO_QUOTA,
  PHOTO_QUOTA_MESSAGE,
  PHOTO_WRONG_TYPE_MESSAGE,
  type PhotoEntry,
  type Recipe,
} from '@speiseplaner/shared';
import { interceptTransport, TransportError } from '../../../test/fakeTransport';
import { photoEntry, renderRecipePage, SCALED_BASE64, testPhotoDeps } from '../../../test/photoHarness';
import { plannerBackend, SOUP } from '../../../test/testCatalogue';
import { kitchenUser, makeUser } from '../../../test/users';
import type { Handlers } from '../../../test/fakeTransport';

const OWN: Recipe = { ...SOUP, slug: 'meine-suppe', name: 'Meine Suppe', owner: kitchenUser.id };
const cook = makeUser({ ...kitchenUser, role: 'cook' });
const reader = makeUser({ ...kitchenUser, role: 'reader' });

function backendWith(
  photos: PhotoEntry[],
  extra: Handlers = {},
  { sharedPhotos = [] as PhotoEntry[], count = photos.length } = {},
) {
  let added = 0;
  return plannerBackend({
    recipes: [SOUP, OWN],
    extra: {
      'recipes/listImages': () => ({
        images: [],
        photos,
        sharedPhotos,
        used: { count, bytes: count * 300_000 },
      }),
      'recipes/addImage': ({ recipeId }) => ({ photo: photoEntry(recipeId, 100 + ++added) }),
      'recipes/deleteImage': () => ({ deleted: true as const }),
      ...extra,
    },
  });
}

const file = (type = 'image/jpeg') => new File(['jpeg bytes'], 'suppe.jpg', { type });
const fileInput = () => screen.getByLabelText<HTMLInputElement>('Fotodateien wählen');

test('the first photo is the cover at 800 px, the others thumbnails at 320 px, sized from their entries', async () => {
  const photos = [photoEntry('meine-suppe', 1), photoEntry('meine-suppe', 2), photoEntry('meine-suppe', 3)];
  renderRecipePage('meine-suppe', { user: cook, backend: backendWith(photos), deps: testPhotoDeps().deps });

  const cover = await screen.findByRole('img', { name: 'Meine Suppe' });
  const base = `/fotos/kitchens/${kitchenUser.kitchenId}/recipes/meine-suppe/${photos[0]!.id}`;
  expect(cover).toHaveAttribute('src', `${base}-800.webp`);
  expect(cover.getAttribute('srcset')).toBe(`${base}-800.webp 800w, ${base}-1600.webp 1600w`);
  expect([cover.getAttribute('width'), cover.getAttribute('height')]).toEqual(['800', '600']);
  expect(cover).not.toHaveAttribute('loading');

  const second = screen.getByRole('img', { name: 'Meine Suppe, Foto 2 von 3' });
  expect(second.getAttribute('src')).toMatch(/-320\.webp$/);
  expect([second.getAttribute('width'), second.getAttribute('height')]).toEqual(['320', '240']);
  expect(second).toHaveAttribute('loading', 'lazy');
  expect(screen.getByRole('img', { name: 'Meine Suppe, Foto 3 von 3' })).toBeInTheDocument();
  expect(screen.getByText('3 von 200 Fotos')).toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: /^Foto löschen/ })).toHaveLength(3);
});

test('a reader sees the photos but no buttons; on a shared recipe a cook sees none either', async () => {
  const photos = [photoEntry('meine-suppe', 1)];
  const shared = [photoEntry('karottensuppe', 7)];
  const backend = backendWith(photos, {}, { sharedPhotos: shared });
  const first = renderRecipePage('meine-suppe', { user: reader, backend, deps: testPhotoDeps().deps });
  expect(await screen.findByRole('img', { name: 'Meine Suppe' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Foto hochladen' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Foto löschen/ })).not.toBeInTheDocument();
  first.unmount();

  renderRecipePage('karottensuppe', { user: cook, backend, deps: testPhotoDeps().deps });
  const cover = await screen.findByRole('img', { name: 'Karottensuppe' });
  expect(cover.getAttribute('src')).toMatch(/^\/fotos\/shared\/recipes\/karottensuppe\//);
  expect(screen.queryByRole('button', { name: 'Foto hochladen' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Foto löschen/ })).not.toBeInTheDocument();
});

test('a chosen photo is scaled, sent base64 and shows as the cover; the button waits meanwhile', async () => {
  let releaseSend = () => {};
  const holdSend = new Promise<void>((resolve) => (releaseSend = resolve));
  const backend = interceptTransport(backendWith([]), async (type) => {
    if (type === 'recipes/addImage') await holdSend;
  });
  const photo = testPhotoDeps();
  const { user } = renderRecipePage('meine-suppe', { user: cook, backend, deps: photo.deps });
  const button = await screen.findByRole('button', { name: 'Foto hochladen' });
  expect(screen.getByText('0 von 200 Fotos')).toBeInTheDocument();

  photo.holdScaling();
  const chosen = file();
  await user.upload(fileInput(), chosen);
  expect(await screen.findByText('Foto wird verkleinert …')).toBeInTheDocument();
  expect(button).toBeDisabled();
  expect(photo.scaled).toEqual([chosen]);

  photo.release();
  expect(await screen.findByText('Foto wird hochgeladen …')).toBeInTheDocument();
  releaseSend();
  const cover = await screen.findByRole('img', { name: 'Meine Suppe' });
  expect(cover.getAttribute('src')).toMatch(/-800\.webp$/);
  expect(backend.callsOf('recipes/addImage')).toEqual([
    { recipeId: 'meine-suppe', data: SCALED_BASE64, contentType: 'image/webp' },
  ]);
  expect(button).toBeEnabled();
  expect(screen.queryByText(/wird hochgeladen/)).not.toBeInTheDocument();
  expect(screen.getByText('1 von 200 Fotos')).toBeInTheDocument();
});

test('the server’s refusal shows in German; a file that is no image and a full quota are refused at once', async () => {
  const backend = backendWith([], {
    'recipes/addImage': () => {
      throw new TransportError('resource-exhausted', PHOTO_QUOTA_MESSAGE);
    },
  });
  const photo = testPhotoDeps();
  const { user } = renderRecipePage('meine-suppe', { user: cook, backend, deps: photo.deps });
  await screen.findByRole('button', { name: 'Foto hochladen' });

  await user.upload(fileInput(), file());
  expect(await screen.findByRole('alert')).toHaveTextContent(PHOTO_QUOTA_MESSAGE);
  expect(screen.queryByRole('img')).not.toBeInTheDocument();

  await user.upload(fileInput(), file('application/pdf'));
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(PHOTO_WRONG_TYPE_MESSAGE));
  expect(photo.scaled).toHaveLength(1);
  expect(backend.callsOf('recipes/addImage')).toHaveLength(1);
});

test('with the quota used up nothing is sent', async () => {
  const backend = backendWith([photoEntry('meine-suppe', 1)], {}, { count: PHOTO_QUOTA.count });
  const { user } = renderRecipePage('meine-suppe', { user: cook, backend, deps: testPhotoDeps().deps });
  await screen.findByText('200 von 200 Fotos');
  await user.upload(fileInput(), file());
  expect(await screen.findByRole('alert')).toHaveTextContent(PHOTO_QUOTA_MESSAGE);
  expect(backend.callsOf('recipes/addImage')).toEqual([]);
});

test('a photo is deleted only after asking', async () => {
  const photos = [photoEntry('meine-suppe', 1), photoEntry('meine-suppe', 2)];
  const backend = backendWith(photos);
  const { user } = renderRecipePage('meine-suppe', { user: cook, backend, deps: testPhotoDeps().deps });
  const label = 'Foto löschen: Meine Suppe, Foto 2 von 2';
  await user.click(await screen.findByRole('button', { name: label }));
  const dialog = screen.getByRole('dialog', { name: 'Foto löschen?' });
  await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(backend.callsOf('recipes/deleteImage')).toEqual([]);

  await user.click(screen.getByRole('button', { name: label }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Löschen' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() =>
    expect(screen.queryByRole('img', { name: /Foto 2 von 2/, hidden: true })).not.toBeInTheDocument(),
  );
  expect(backend.callsOf('recipes/deleteImage')).toEqual([
    { recipeId: 'meine-suppe', imageId: photos[1]!.id },
  ]);
  expect(screen.getByRole('img', { name: 'Meine Suppe' })).toBeInTheDocument();
  expect(screen.getByText('1 von 200 Fotos')).toBeInTheDocument();
});

test('a refused delete keeps the photo and says why', async () => {
  const message = 'Sie haben keine Berechtigung für diese Aktion.';
  const backend = backendWith([photoEntry('meine-suppe', 1)], {
    'recipes/deleteImage': () => {
      throw new TransportError('permission-denied', message);
    },
  });
  const { user } = renderRecipePage('meine-suppe', { user: cook, backend, deps: testPhotoDeps().deps });
  await user.click(await screen.findByRole('button', { name: 'Foto löschen: Meine Suppe' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Löschen' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(screen.getByRole('img', { name: 'Meine Suppe' })).toBeInTheDocument();
});

test('on a phone the camera button opens the back camera', async () => {
  const matchMedia = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: query.includes('pointer: coarse'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    onchange: null,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  try {
    renderRecipePage('meine-suppe', { user: cook, backend: backendWith([]), deps: testPhotoDeps().deps });
    expect(await screen.findByRole('button', { name: 'Foto aufnehmen' })).toBeInTheDocument();
    const camera = screen.getByLabelText('Foto mit der Kamera aufnehmen');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(camera).toHaveAttribute('accept', 'image/*');
  } finally {
    window.matchMedia = matchMedia;
  }
});
