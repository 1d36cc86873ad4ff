/**
 * Where a cook looks for a dish, its cover photo shows before the name (issue #33): the recipe list, the
 * recipe picker of a day and the day card of the Speiseplan. The backend lists the kitchen's photos with
 * `recipes/listImages`; the addresses are the ones the photo function serves (/fotos/…).
 */
import { screen, within } from '@testing-library/react';
import { emptyPlanWeek, type PhotoEntry, type PlanWeek } from '@speiseplaner/shared';
import { loggedIn, renderApp } from '../../../test/renderWithProviders';
import { kitchenUser } from '../../../test/users';
import { planBackend } from '../../../test/planBackend';
import { CURRY, SOUP } from '../../../test/testCatalogue';

const PHOTO_ID = '0123456789abcdef0123456789abcdef';
const SOUP_PHOTO: PhotoEntry = {
  recipeId: SOUP.slug,
  id: PHOTO_ID,
  width: 1600,
  height: 1067,
  bytes: 310_000,
  createdAt: '2026-11-29T08:00:00.000Z',
};
const SOUP_SRC = `/fotos/kitchens/${kitchenUser.kitchenId}/recipes/${SOUP.slug}/${PHOTO_ID}-320.webp`;
const WEEK = '2026-W49';
const planned: PlanWeek = {
  ...emptyPlanWeek(WEEK),
  days: [[SOUP.slug, CURRY.slug], [], [], [], []].map((recipes) => ({ recipes })),
  version: 2,
};

function backend() {
  return planBackend({
    weeks: [planned],
    extra: {
      'recipes/listImages': () => ({ images: [], photos: [SOUP_PHOTO], used: { count: 1, bytes: 310_000 } }),
    },
  });
}

/** The photo (or the placeholder) inside a recipe's link or button. */
const photoIn = (element: HTMLElement) => element.querySelector('img');
const placeholderIn = (element: HTMLElement) => element.querySelector('[data-photo-placeholder]');

test('the recipe list shows the cover before the name, inside the link; a recipe without one an empty box', async () => {
  await renderApp('/app/rezepte', { preloadedState: loggedIn(kitchenUser), backend: backend().transport });
  const soup = await screen.findByRole('link', { name: 'Karottensuppe' });
  await within(soup).findByRole('presentation');
  expect(photoIn(soup)).toHaveAttribute('src', SOUP_SRC);
  expect(photoIn(soup)).toHaveAttribute('width', '48');
  const curry = screen.getByRole('link', { name: 'Hähnchen-Curry' });
  expect(photoIn(curry)).toBeNull();
  expect(placeholderIn(curry)).not.toBeNull();
});

test('the day card and the recipe picker show the cover of a dish with a photo', async () => {
  const { user } = await renderApp(`/app/plan?woche=${WEEK}`, {
    preloadedState: loggedIn(kitchenUser),
    backend: backend().transport,
  });
  const monday = await screen.findByRole('region', { name: /^Montag, 30\.11\.2026/ });
  const soup = await within(monday).findByRole('link', { name: 'Karottensuppe' });
  await within(soup).findByRole('presentation');
  expect(photoIn(soup)).toHaveAttribute('src', SOUP_SRC);
  expect(photoIn(soup)).toHaveAttribute('width', '40');
  expect(placeholderIn(within(monday).getByRole('link', { name: 'Hähnchen-Curry' }))).not.toBeNull();

  await user.click(within(monday).getByRole('button', { name: 'Rezept hinzufügen' }));
  const dialog = await screen.findByRole('dialog', { name: /^Rezept für Montag hinzufügen/ });
  const pick = await within(dialog).findByRole('button', { name: /^Karottensuppe/ });
  expect(photoIn(pick)).toHaveAttribute('src', SOUP_SRC);
  expect(photoIn(within(dialog).getByRole('button', { name: /^Hähnchen-Curry/ }))).toBeNull();
});
