/**
 * „Fotos auf dem Aushang zeigen“ (issue #33): off by default; the Küchenleitung switches it on for the
 * kitchen (user/updateProfile), and then each day of the parents' menu shows the cover of its first dish
 * with a photo, in the 800 px variant.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { emptyPlanWeek, type PhotoEntry, type PlanWeek, type User } from '@speiseplaner/shared';
import { loggedIn, renderApp } from '../../../test/renderWithProviders';
import { kitchenUser, makeUser } from '../../../test/users';
import { CURRY, SOUP } from '../../../test/testCatalogue';
import { planBackend } from '../../../test/planBackend';

const WEEK = '2026-W10';
const PHOTO_ID = 'fedcba9876543210fedcba9876543210';
const CURRY_PHOTO: PhotoEntry = {
  recipeId: CURRY.slug,
  id: PHOTO_ID,
  width: 1600,
  height: 1200,
  bytes: 280_000,
  createdAt: '2026-11-29T08:00:00.000Z',
};
const lead = makeUser({ ...kitchenUser, name: 'Kita Sonnenschein' });
const week: PlanWeek = {
  ...emptyPlanWeek(WEEK),
  // Monday: the soup has no photo, the curry has; Tuesday: only the soup.
  days: [[SOUP.slug, CURRY.slug], [SOUP.slug], [], [], []].map((recipes) => ({ recipes })),
  version: 1,
};

async function openNotice(user: User) {
  let stored = user;
  const backend = planBackend({
    weeks: [week],
    extra: {
      'recipes/listImages': () => ({ images: [], photos: [CURRY_PHOTO], used: { count: 1, bytes: 280_000 } }),
      'user/updateProfile': ({ version, changes }) => {
        stored = { ...stored, ...changes, version: version + 1 };
        return { user: stored };
      },
    },
  });
  const harness = await renderApp(`/app/plan/${WEEK}/aushang`, {
    preloadedState: loggedIn(user),
    backend: backend.transport,
  });
  const notice = await screen.findByRole('article', { name: 'Aushang für die Eltern' });
  await within(notice).findByText('Hähnchen-Curry');
  return { ...harness, backend, notice };
}

const dayOf = (notice: HTMLElement, label: string) =>
  within(notice).getByRole('heading', { name: label }).closest('section') as HTMLElement;

test('without the setting the Aushang shows no photos', async () => {
  const { notice, backend } = await openNotice(lead);
  expect(screen.getByRole('switch', { name: 'Fotos auf dem Aushang zeigen' })).not.toBeChecked();
  // The photo list has been answered (the curry has a photo), and still none is on the sheet.
  await waitFor(() => expect(backend.transport.callsOf('recipes/listImages')).toHaveLength(1));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(within(notice).queryByRole('img')).not.toBeInTheDocument();
  expect(within(notice).queryByTestId('notice-photo')).not.toBeInTheDocument();
});

test('the Küchenleitung switches the photos on: each day shows its first dish with a photo, 800 px', async () => {
  const { notice, user, backend } = await openNotice(lead);
  await user.click(screen.getByRole('switch', { name: 'Fotos auf dem Aushang zeigen' }));

  const cover = await within(dayOf(notice, 'Mo 02.03.')).findByRole('img', { name: 'Hähnchen-Curry' });
  expect(cover).toHaveAttribute(
    'src',
    `/fotos/kitchens/${lead.kitchenId}/recipes/${CURRY.slug}/${PHOTO_ID}-800.webp`,
  );
  expect(cover).toHaveAttribute('loading', 'eager');
  // Tuesday's soup has no photo: no box, no placeholder on paper.
  expect(within(dayOf(notice, 'Di 03.03.')).queryByTestId('notice-photo')).not.toBeInTheDocument();
  expect(backend.transport.callsOf('user/updateProfile')).toEqual([
    { version: lead.version, changes: { noticePhotos: true } },
  ]);
  expect(screen.getByRole('switch', { name: 'Fotos auf dem Aushang zeigen' })).toBeChecked();
});

test('a cook sees the kitchen’s setting but cannot change it', async () => {
  const cook = makeUser({
    ...lead,
    id: 'uid-koch',
    role: 'cook',
    noticePhotos: true,
    kitchens: [{ id: lead.kitchenId, name: lead.name, role: 'cook' }],
  });
  const { notice } = await openNotice(cook);
  const toggle = screen.getByRole('switch', { name: 'Fotos auf dem Aushang zeigen' });
  expect(toggle).toBeChecked();
  expect(toggle).toBeDisabled();
  expect(screen.getByText(/Ein- und ausschalten kann es die Küchenleitung/)).toBeInTheDocument();
  expect(await within(notice).findByRole('img', { name: 'Hähnchen-Curry' })).toBeInTheDocument();
});
