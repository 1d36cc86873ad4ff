/**
 * The day cards fetch their dishes' 320 px covers when the browser is idle, so the service worker keeps
 * them for an offline week even where a lazy image never came into view (issue #33). Only with a worker
 * controlling the page and while online; each address once. The worker and the network are the edges
 * here: a stand-in controller, and `fetch` recorded.
 */
import { screen, within } from '@testing-library/react';
import { emptyPlanWeek, type PhotoEntry, type PlanWeek } from '@speiseplaner/shared';
import { loggedIn, renderApp } from '../../../test/renderWithProviders';
import { kitchenUser } from '../../../test/users';
import { planBackend } from '../../../test/planBackend';
import { CURRY, SOUP } from '../../../test/testCatalogue';

const WEEK = '2026-W49';
const photo = (recipeId: string, id: string): PhotoEntry => ({
  recipeId,
  id,
  width: 1600,
  height: 1200,
  bytes: 200_000,
  createdAt: '2026-11-29T08:00:00.000Z',
});
const SOUP_PHOTO = photo(SOUP.slug, '1'.repeat(32));
const CURRY_PHOTO = photo(CURRY.slug, '2'.repeat(32));
const srcOf = (p: PhotoEntry) =>
  `/fotos/kitchens/${kitchenUser.kitchenId}/recipes/${p.recipeId}/${p.id}-320.webp`;
// Monday the soup, Friday (below the fold on a phone) the curry and the soup again.
const planned: PlanWeek = {
  ...emptyPlanWeek(WEEK),
  days: [[SOUP.slug], [], [], [], [CURRY.slug, SOUP.slug]].map((recipes) => ({ recipes })),
  version: 2,
};

// The registration is vite-plugin-pwa's virtual module, which exists only in a Vite build; the page
// registers a worker because one is there.
jest.mock('../../platform/pwa/registerServiceWorker', () => ({
  registerServiceWorker: jest.fn(),
}));

let online = true;
const fetched = jest.fn((_url: string, _init?: RequestInit) => Promise.resolve({ ok: true }));

beforeAll(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: {} } });
  Object.defineProperty(window, 'requestIdleCallback', {
    configurable: true,
    value: (run: () => void) => window.setTimeout(run, 0),
  });
  Object.defineProperty(window, 'cancelIdleCallback', {
    configurable: true,
    value: (handle: number) => window.clearTimeout(handle),
  });
  Object.defineProperty(globalThis, 'fetch', { configurable: true, writable: true, value: fetched });
});

async function showWeek() {
  const backend = planBackend({
    weeks: [planned],
    extra: {
      'recipes/listImages': () => ({ images: [], photos: [SOUP_PHOTO, CURRY_PHOTO] }),
    },
  });
  const harness = await renderApp(`/app/plan?woche=${WEEK}`, {
    preloadedState: loggedIn(kitchenUser),
    backend: backend.transport,
  });
  const friday = await screen.findByRole('region', { name: /^Freitag, 04\.12\.2026/ });
  await within(friday).findByRole('link', { name: 'Hähnchen-Curry' });
  await within(friday).findAllByRole('presentation');
  return harness;
}

test('offline nothing is fetched; online each cover of the week once, with the cookie', async () => {
  online = false;
  const offline = await showWeek();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(fetched).not.toHaveBeenCalled();
  offline.unmount();

  online = true;
  await showWeek();
  await new Promise((resolve) => setTimeout(resolve, 0));
  const urls = fetched.mock.calls.map(([url]) => url).sort();
  expect(urls).toEqual([srcOf(SOUP_PHOTO), srcOf(CURRY_PHOTO)].sort());
  for (const [, init] of fetched.mock.calls) expect(init).toEqual({ credentials: 'same-origin' });
});
