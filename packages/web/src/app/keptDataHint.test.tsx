/**
 * The offline start hint (#31): the planner opened again without network shows the week the offline
 * store kept, and the offline banner says from when that copy is („Gespeicherte Daten von …“). Real store,
 * reducers and sagas with IndexedDB from fake-indexeddb; only the backend transport is faked.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import '../../test/fakeIndexedDb';
import { emptyPlanWeek, formatBerlinDateTime, type PlanWeek, type User } from '@speiseplaner/shared';
import { makeStore } from './store';
import { plannerAreas } from './plannerAreas';
import { weekSelected } from '../features/plan/planSlice';
import { interceptTransport, TransportError, type FakeTransport } from '../../test/fakeTransport';
import { loggedIn } from '../../test/renderWithProviders';
import { makeUser } from '../../test/users';
import { planBackend } from '../../test/planBackend';
import OfflineBanner, { OFFLINE_TEXT } from '../platform/autosave/OfflineBanner';
import { forgetShownFrom } from '../platform/offline/keptAt';
import { offlineStoreOf, readKeptAt } from '../platform/offline/offlineDb';

const WEEK = '2026-W48';
const FEATURES = { plan: true, recipes: true, shopping: true, ingredients: true };

function weekWith(slugs: string[]): PlanWeek {
  const empty = emptyPlanWeek(WEEK);
  return { ...empty, version: 1, days: empty.days.map((day, i) => (i === 0 ? { recipes: slugs } : day)) };
}

function open(user: User, backend: FakeTransport) {
  const store = makeStore(loggedIn(user), { backend, areas: [plannerAreas] });
  store.dispatch(weekSelected(WEEK));
  const dishes = () => {
    const slot = store.getState().plan.weeks[WEEK];
    return typeof slot === 'object' ? slot.days[0]?.recipes : slot;
  };
  return { store, dishes };
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

const unreachable = () =>
  interceptTransport(planBackend().transport, () => {
    throw new TransportError('unavailable', 'Ein Netzwerkfehler ist aufgetreten');
  });

afterEach(() => {
  setOnline(true);
  act(() => forgetShownFrom());
});

test('started offline, the banner says from when the kept week is; online again it goes', async () => {
  const user = makeUser({ id: 'uid-kept-hint', features: FEATURES });
  const before = Date.now();
  const first = open(user, planBackend({ weeks: [weekWith(['karottensuppe'])] }).transport);
  await waitFor(() => expect(first.dishes()).toEqual(['karottensuppe']));
  const store = offlineStoreOf(user.id, user.kitchenId);
  await waitFor(async () => expect(await readKeptAt(store)).toBeGreaterThanOrEqual(before));
  const keptAt = (await readKeptAt(store))!;
  expect(keptAt).toBeLessThanOrEqual(Date.now());

  render(<OfflineBanner />);
  setOnline(false);
  // Offline, but what shows came from the backend: no word of kept data.
  expect(screen.getByRole('alert')).toHaveTextContent(new RegExp(`^${OFFLINE_TEXT}$`));

  // The installed app started again without network.
  const again = open(user, unreachable());
  await waitFor(() => expect(again.dishes()).toEqual(['karottensuppe']));
  await waitFor(() =>
    expect(screen.getByRole('alert')).toHaveTextContent(
      `Gespeicherte Daten von ${formatBerlinDateTime(keptAt)}`,
    ),
  );
  expect(formatBerlinDateTime(keptAt)).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr$/);

  setOnline(true);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('once the backend answers again, the copy on screen is no longer called kept', async () => {
  const user = makeUser({ id: 'uid-kept-fresh', features: FEATURES });
  const backend = planBackend({ weeks: [weekWith(['karottensuppe'])] }).transport;
  const first = open(user, backend);
  await waitFor(() => expect(first.dishes()).toEqual(['karottensuppe']));
  const store = offlineStoreOf(user.id, user.kitchenId);
  await waitFor(async () => expect(await readKeptAt(store)).toBeDefined());

  render(<OfflineBanner />);
  // Opened again online: the kept week shows first, then the backend's answer replaces it.
  const again = open(user, backend);
  await waitFor(() => expect(again.dishes()).toEqual(['karottensuppe']));
  await waitFor(() => expect(backend.callsOf('plan/listWeeks').length).toBeGreaterThanOrEqual(2));
  await new Promise((resolve) => setTimeout(resolve, 50));
  setOnline(false);
  expect(screen.getByRole('alert')).not.toHaveTextContent('Gespeicherte Daten');
});
