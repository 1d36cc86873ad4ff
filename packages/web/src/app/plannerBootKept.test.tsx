/**
 * A cook opening the Speiseplan again on the same device (the offline store from fake-indexeddb): this
 * week's dishes show from the kept copy before the backend has answered anything, the sign-in check
 * included, and every read sends the version of what is kept, so an unchanged catalogue, recipe list and
 * week come back as a few bytes (docs/architecture.md, "Planner boot").
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import '../../test/fakeIndexedDb';
import { emptyPlanWeek, type PlanWeek } from '@speiseplaner/shared';
import { interceptTransport } from '../../test/fakeTransport';
import { FakeAuthApi } from '../../test/auth/fakeAuthApi';
import { renderApp } from '../../test/renderWithProviders';
import { INGREDIENTS, listEntry, plannerBackend, SOUP, CURRY } from '../../test/testCatalogue';
import { kitchenSession, kitchenUser } from '../../test/users';
import type { User } from '@speiseplaner/shared';

const WEEK = '2026-W10';
const STORED: PlanWeek = {
  ...emptyPlanWeek(WEEK),
  days: [[SOUP.slug], [], [], [], []].map((recipes) => ({ recipes })),
  version: 1,
};
const LIST_VERSION = 'liste-1';
const READS = ['ingredients/checkFetch', 'recipes/list', 'recipes/listImages', 'plan/listWeeks'] as const;

const session = kitchenSession;

afterEach(() => localStorage.clear());

/** The backend as the real one answers versions: unchanged things come back without content. */
function versionedBackend(user: User = kitchenUser, weeks: PlanWeek[] = [STORED]) {
  return plannerBackend({
    extra: {
      'user/validate': () => ({ user, isNew: false }),
      'ingredients/checkFetch': ({ catalogueVersion }) =>
        catalogueVersion === 7
          ? { upToDate: true, catalogueVersion: 7 }
          : { upToDate: false, catalogueVersion: 7, ingredients: INGREDIENTS },
      'recipes/list': ({ listVersion }) =>
        listVersion === LIST_VERSION
          ? { upToDate: true, listVersion }
          : { recipes: [SOUP, CURRY].map(listEntry), listVersion: LIST_VERSION },
      'plan/listWeeks': ({ from = '', to = '9999', known }) => {
        const inRange = weeks.filter((w) => w.id >= from && w.id <= to);
        const same = (w: PlanWeek) => known?.[w.id] === w.version;
        return known
          ? { weeks: inRange.filter((w) => !same(w)), unchanged: inRange.filter(same).map((w) => w.id) }
          : { weeks: inRange };
      },
      'workshops/list': () => ({ workshops: [] }),
    },
  });
}

const monday = () => screen.findByRole('region', { name: 'Montag, 02.03.2026' });

/** The first visit: everything loaded and kept (IndexedDB writes follow the answers). */
async function firstVisit() {
  const view = await renderApp(`/app/plan?woche=${WEEK}`, {
    authApi: new FakeAuthApi(session),
    backend: versionedBackend(),
  });
  expect(await within(await monday()).findByText('Karottensuppe')).toBeInTheDocument();
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  view.unmount();
}

test('a repeat visit shows the kept week before any answer and asks with the versions it holds', async () => {
  await firstVisit();
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const backend = interceptTransport(versionedBackend(), () => gate);
  await renderApp(`/app/plan?woche=${WEEK}`, { authApi: new FakeAuthApi(session), backend });
  // Nothing has answered, not even the sign-in check.
  expect(await within(await monday()).findByText('Karottensuppe')).toBeInTheDocument();
  await act(async () => release());
  await waitFor(() => expect(backend.callsOf('user/validate')).toHaveLength(1));
  // (The fake records a call when it passes the gate.)
  expect(backend.callsOf('ingredients/checkFetch')).toEqual([{ catalogueVersion: 7 }]);
  expect(backend.callsOf('recipes/list')).toEqual([{ listVersion: LIST_VERSION }]);
  expect(backend.callsOf('plan/listWeeks')).toEqual([{ from: '2026-W07', to: WEEK, known: { [WEEK]: 1 } }]);
  // The unchanged answers leave the kept copy showing; each read went out once, nothing was created.
  expect(await within(await monday()).findByText('Karottensuppe')).toBeInTheDocument();
  // Costs and checks are computed from the kept catalogue and recipes.
  expect(await screen.findByRole('region', { name: 'Woche im Überblick' })).toBeInTheDocument();
  for (const type of READS) expect({ type, calls: backend.callsOf(type).length }).toEqual({ type, calls: 1 });
  expect(backend.callsOf('plan/saveNewWeek')).toEqual([]);
});

test('a week changed elsewhere since the last visit replaces the kept one', async () => {
  await firstVisit();
  const newer: PlanWeek = {
    ...STORED,
    days: [[CURRY.slug], [], [], [], []].map((recipes) => ({ recipes })),
    version: 2,
  };
  await renderApp(`/app/plan?woche=${WEEK}`, {
    authApi: new FakeAuthApi(session),
    backend: versionedBackend(kitchenUser, [newer]),
  });
  expect(await within(await monday()).findByText('Hähnchen-Curry')).toBeInTheDocument();
  expect(within(await monday()).queryByText('Karottensuppe')).not.toBeInTheDocument();
});

test('an account the backend refuses is signed out, although its profile was kept', async () => {
  await firstVisit();
  const backend = interceptTransport(versionedBackend(), (type) => {
    if (type === 'user/validate')
      throw Object.assign(new Error('Ihr Konto ist gesperrt.'), { code: 'permission-denied' });
  });
  await renderApp(`/app/plan?woche=${WEEK}`, { authApi: new FakeAuthApi(session), backend });
  expect(await screen.findByText(/Ihr Konto ist gesperrt/)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Karottensuppe')).not.toBeInTheDocument());
});
