/**
 * The planner with the offline store (IndexedDB from fake-indexeddb) in the real store, reducers and
 * sagas; only the backend transport is faked. A "restart" is a new store for the same account.
 */
import { waitFor } from '@testing-library/react';
import '../../test/fakeIndexedDb';
import { emptyPlanWeek, type PlanWeek, type User } from '@speiseplaner/shared';
import { makeStore } from './store';
import { plannerAreas } from './plannerAreas';
import { flushRequested, selectConflicts, selectDocSave } from '../platform/autosave/autosaveSlice';
import { planActions, weekSelected } from '../features/plan/planSlice';
import { ingredientsNeeded } from '../features/ingredients/ingredientsSlice';
import { recipesNeeded } from '../features/recipes/recipesSlice';
import { interceptTransport, TransportError, type FakeTransport } from '../../test/fakeTransport';
import { loggedIn } from '../../test/renderWithProviders';
import { makeUser } from '../../test/users';
import { planBackend } from '../../test/planBackend';
import { offlineStoreOf, readPending } from '../platform/offline/offlineDb';

const WEEK = '2026-W48';
const FEATURES = { plan: true, recipes: true, shopping: true, ingredients: true };

function weekWith(slugs: string[], version: number): PlanWeek {
  const empty = emptyPlanWeek(WEEK);
  return { ...empty, version, days: empty.days.map((day, i) => (i === 0 ? { recipes: slugs } : day)) };
}

function open(user: User, backend: FakeTransport) {
  const store = makeStore(loggedIn(user), { backend, areas: [plannerAreas] });
  const week = () => store.getState().plan.weeks[WEEK];
  const dishes = () => {
    const slot = week();
    return typeof slot === 'object' ? slot.days[0]?.recipes : slot;
  };
  return { store, week, dishes };
}

/** The transport with every call held until `release` (a slow network). */
function held(transport: FakeTransport) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { transport: interceptTransport(transport, () => gate), release };
}

/** A first visit online: this week, the recipes and the catalogue loaded (and kept). */
async function firstVisit(user: User, weeks: PlanWeek[]) {
  const { transport, stored } = planBackend({ weeks });
  const { store, dishes } = open(user, transport);
  store.dispatch(weekSelected(WEEK));
  store.dispatch(recipesNeeded());
  store.dispatch(ingredientsNeeded());
  await waitFor(() => expect(dishes()).toEqual(['karottensuppe']));
  await waitFor(() => expect(store.getState().recipes.list.status).toBe('loaded'));
  await waitFor(() => expect(store.getState().ingredients.status).toBe('loaded'));
  return { store, stored };
}

/** Waits until the offline store holds what the sagas write after the answers (IndexedDB is async). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

test('the kept week, recipes and catalogue show before the backend answers, then the newer week', async () => {
  const user = makeUser({ id: 'uid-swr', features: FEATURES });
  await firstVisit(user, [weekWith(['karottensuppe'], 1)]);
  await settle();

  // Another device has changed the week since.
  const slow = held(planBackend({ weeks: [weekWith(['haehnchen-curry'], 2)] }).transport);
  const { store, dishes } = open(user, slow.transport);
  store.dispatch(weekSelected(WEEK));
  store.dispatch(recipesNeeded());
  store.dispatch(ingredientsNeeded());
  await waitFor(() => expect(dishes()).toEqual(['karottensuppe']));
  await waitFor(() => expect(store.getState().recipes.list.status).toBe('loaded'));
  await waitFor(() => expect(store.getState().ingredients.status).toBe('loaded'));
  expect(store.getState().recipes.entries.map((entry) => entry.slug)).toContain('karottensuppe');
  expect(slow.transport.calls).toEqual([]);

  slow.release();
  await waitFor(() => expect(dishes()).toEqual(['haehnchen-curry']));
  // The catalogue check asks with the kept version, so an unchanged catalogue is not sent again.
  expect(slow.transport.callsOf('ingredients/checkFetch')).toEqual([{ catalogueVersion: 7 }]);
});

test('offline, the kept week shows without an error', async () => {
  const user = makeUser({ id: 'uid-offline', features: FEATURES });
  await firstVisit(user, [weekWith(['karottensuppe'], 1)]);
  await settle();

  const offline = interceptTransport(planBackend().transport, () => {
    throw new TransportError('unavailable', 'Ein Netzwerkfehler ist aufgetreten');
  });
  const { store, dishes } = open(user, offline);
  store.dispatch(weekSelected(WEEK));
  store.dispatch(recipesNeeded());
  store.dispatch(ingredientsNeeded());
  await waitFor(() => expect(dishes()).toEqual(['karottensuppe']));
  await settle();
  expect(store.getState().plan.error).toBeUndefined();
  expect(store.getState().recipes.list).toEqual({ status: 'loaded' });
  expect(store.getState().ingredients.status).toBe('loaded');
});

test('an edit is kept before its write goes out, and dropped once the backend accepted it', async () => {
  const user = makeUser({ id: 'uid-edit', features: FEATURES });
  const { transport } = planBackend({ weeks: [weekWith(['karottensuppe'], 1)] });
  const keptAtWrite: unknown[] = [];
  const watched = interceptTransport(transport, async (type) => {
    if (type === 'plan/saveWeek')
      keptAtWrite.push(await readPending(offlineStoreOf(user.id, user.kitchenId), 'plan'));
  });
  const { store, dishes } = open(user, watched);
  store.dispatch(weekSelected(WEEK));
  await waitFor(() => expect(dishes()).toEqual(['karottensuppe']));

  store.dispatch(planActions.recipeAdded({ weekId: WEEK, day: 0, slug: 'haehnchen-curry' }));
  store.dispatch(flushRequested());
  await waitFor(() => expect(watched.callsOf('plan/saveWeek')).toHaveLength(1));
  expect(keptAtWrite).toEqual([
    [{ area: 'plan', key: WEEK, doc: expect.objectContaining({ id: WEEK, version: 1 }) }],
  ]);
  expect((keptAtWrite[0] as { doc: PlanWeek }[])[0]?.doc.days[0]?.recipes).toEqual([
    'karottensuppe',
    'haehnchen-curry',
  ]);
  await waitFor(() =>
    expect(selectDocSave(store.getState(), { area: 'plan', key: WEEK })?.status).toBe('saved'),
  );
  await waitFor(async () =>
    expect(await readPending(offlineStoreOf(user.id, user.kitchenId), 'plan')).toEqual([]),
  );
});

test('an edit that could not be sent is written after a restart', async () => {
  const user = makeUser({ id: 'uid-replay', features: FEATURES });
  const first = planBackend({ weeks: [weekWith(['karottensuppe'], 1)] });
  const offlineSaves = interceptTransport(first.transport, (type) => {
    if (type === 'plan/saveWeek')
      throw new TransportError('unavailable', 'Ein Netzwerkfehler ist aufgetreten');
  });
  const before = open(user, offlineSaves);
  before.store.dispatch(weekSelected(WEEK));
  await waitFor(() => expect(before.dishes()).toEqual(['karottensuppe']));
  before.store.dispatch(planActions.recipeAdded({ weekId: WEEK, day: 0, slug: 'haehnchen-curry' }));
  before.store.dispatch(flushRequested());
  await waitFor(() =>
    expect(selectDocSave(before.store.getState(), { area: 'plan', key: WEEK })?.status).toBe('retrying'),
  );

  // The tab is closed; the backend still holds the week without the curry.
  const after = open(user, first.transport);
  after.store.dispatch(weekSelected(WEEK));
  await waitFor(() =>
    expect(first.stored.get(WEEK)?.days[0]?.recipes).toEqual(['karottensuppe', 'haehnchen-curry']),
  );
  expect(first.stored.get(WEEK)?.version).toBe(2);
  expect(after.dishes()).toEqual(['karottensuppe', 'haehnchen-curry']);
  await waitFor(async () =>
    expect(await readPending(offlineStoreOf(user.id, user.kitchenId), 'plan')).toEqual([]),
  );
});

test('a kept edit of a week changed elsewhere since opens the conflict dialog', async () => {
  const user = makeUser({ id: 'uid-stale', features: FEATURES });
  const first = planBackend({ weeks: [weekWith(['karottensuppe'], 1)] });
  const offlineSaves = interceptTransport(first.transport, (type) => {
    if (type === 'plan/saveWeek')
      throw new TransportError('unavailable', 'Ein Netzwerkfehler ist aufgetreten');
  });
  const before = open(user, offlineSaves);
  before.store.dispatch(weekSelected(WEEK));
  await waitFor(() => expect(before.dishes()).toEqual(['karottensuppe']));
  before.store.dispatch(planActions.recipeAdded({ weekId: WEEK, day: 0, slug: 'haehnchen-curry' }));
  before.store.dispatch(flushRequested());
  await waitFor(() =>
    expect(selectDocSave(before.store.getState(), { area: 'plan', key: WEEK })?.status).toBe('retrying'),
  );

  first.stored.set(WEEK, weekWith(['linsen'], 2));
  const after = open(user, first.transport);
  after.store.dispatch(weekSelected(WEEK));
  await waitFor(() => expect(selectConflicts(after.store.getState())).toHaveLength(1));
  expect(selectConflicts(after.store.getState())[0]).toMatchObject({ area: 'plan', key: WEEK });
  expect(first.stored.get(WEEK)?.days[0]?.recipes).toEqual(['linsen']);
  // The edit stays kept until the cook decides.
  expect(await readPending(offlineStoreOf(user.id, user.kitchenId), 'plan')).toHaveLength(1);
});

test('a second account on the same device sees nothing of the first one', async () => {
  const anna = makeUser({ id: 'uid-anna', features: FEATURES });
  await firstVisit(anna, [weekWith(['karottensuppe'], 1)]);
  await settle();

  const bea = makeUser({ id: 'uid-bea', features: FEATURES });
  const slow = held(planBackend().transport);
  const { store, week } = open(bea, slow.transport);
  store.dispatch(weekSelected(WEEK));
  store.dispatch(recipesNeeded());
  store.dispatch(ingredientsNeeded());
  await settle();
  expect(week()).toBe('pending');
  expect(store.getState().recipes.list.status).toBe('loading');
  expect(store.getState().recipes.entries).toEqual([]);
  expect(store.getState().ingredients.status).toBe('loading');
});

test('a write whose answer was lost is saved, not a conflict, when it is sent again', async () => {
  const user = makeUser({ id: 'uid-lost', features: FEATURES });
  const { transport, stored } = planBackend({ weeks: [weekWith(['karottensuppe'], 1)] });
  let lose = 1;
  // The backend stores the week, then the network goes before the answer arrives.
  const lossy = Object.assign(async (...args: Parameters<FakeTransport>) => {
    const answer = await transport(...args);
    if (args[0] === 'plan/saveWeek' && lose-- > 0) {
      // Sent with the average at the prices of that moment; the retry may carry another one.
      stored.set(WEEK, { ...stored.get(WEEK)!, average: 1.23 });
      throw new TransportError('unavailable', 'Ein Netzwerkfehler ist aufgetreten');
    }
    return answer;
  }, transport) as FakeTransport;
  const { store, week, dishes } = open(user, lossy);
  store.dispatch(weekSelected(WEEK));
  await waitFor(() => expect(dishes()).toEqual(['karottensuppe']));

  store.dispatch(planActions.recipeAdded({ weekId: WEEK, day: 0, slug: 'haehnchen-curry' }));
  store.dispatch(flushRequested());
  await waitFor(() =>
    expect(selectDocSave(store.getState(), { area: 'plan', key: WEEK })?.status).toBe('retrying'),
  );
  expect(stored.get(WEEK)?.version).toBe(2);

  store.dispatch(flushRequested());
  await waitFor(() =>
    expect(selectDocSave(store.getState(), { area: 'plan', key: WEEK })?.status).toBe('saved'),
  );
  expect(selectConflicts(store.getState())).toEqual([]);
  expect(week()).toMatchObject({ version: 2 });
  await waitFor(async () =>
    expect(await readPending(offlineStoreOf(user.id, user.kitchenId), 'plan')).toEqual([]),
  );

  // The next edit goes out on top of the stored version.
  store.dispatch(planActions.recipeRemoved({ weekId: WEEK, day: 0, index: 0 }));
  store.dispatch(flushRequested());
  await waitFor(() => expect(stored.get(WEEK)?.version).toBe(3));
  expect(stored.get(WEEK)?.days[0]?.recipes).toEqual(['haehnchen-curry']);
});
