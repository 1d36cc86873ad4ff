/**
 * The planner's pages for a signed-in person without a kitchen: one page that says so, no planner calls;
 * and a person removed from the kitchen meanwhile reaches that state (or their next kitchen) on the first
 * refused call, instead of seeing the refusal on every page.
 */
import { screen, waitFor } from '@testing-library/react';
import { ACTIONS, NOT_A_MEMBER, type ActionType, type User } from '@speiseplaner/shared';
import { FakeAuthApi } from '../../test/auth/fakeAuthApi';
import { TransportError, type FakeTransport } from '../../test/fakeTransport';
import type { BackendCall } from '../platform/transport/1-callAction';
import { loggedIn, renderApp } from '../../test/renderWithProviders';
import { plannerBackend } from '../../test/testCatalogue';
import { kitchenUser, makeUser } from '../../test/users';

const NO_KITCHEN = 'Sie gehören zurzeit zu keiner Küche';

/** Whether an action works on a kitchen (the server refuses it to a non-member). */
const kitchenAction = (type: string) => ACTIONS[type as ActionType]?.role !== undefined;

const withoutKitchen: User = makeUser({ ...kitchenUser, kitchenId: '', kitchens: [] });

test('without a kitchen the planner says so once, explains the invitation and calls nothing', async () => {
  const backend = plannerBackend();
  await renderApp('/app/rezepte', { preloadedState: loggedIn(withoutKitchen), backend });
  expect(await screen.findByRole('heading', { name: NO_KITCHEN, level: 1 })).toBeInTheDocument();
  expect(screen.getByText(/Eine Küchenleitung kann Sie in ihre Küche einladen/)).toBeInTheDocument();
  expect(screen.getByText(/Die Einladung kommt per E-Mail/)).toBeInTheDocument();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(backend.calls.filter((sent) => kitchenAction(sent.type))).toEqual([]);
});

/** Signed in at kitchen A; the kitchen's calls are refused once `removed` (the Küchenleitung removed them). */
function removedMeanwhile(afterwards: User) {
  const api = new FakeAuthApi({
    uid: kitchenUser.id,
    email: kitchenUser.email,
    password: 'geheim123',
    displayName: null,
    isAnonymous: false,
  });
  const state = { removed: false, refused: 0 };
  const inner = plannerBackend({
    extra: {
      // The sign-in check answers kitchen A; once removed, the server answers the next kitchen or none.
      'user/validate': () => ({ user: state.removed ? afterwards : kitchenUser, isNew: false }),
    },
  });
  // Only kitchen A refuses; another kitchen of the person still answers.
  const refusing: BackendCall = async (type, payload, kitchen) => {
    if (kitchenAction(type) && (kitchen ?? kitchenUser.kitchenId) === kitchenUser.kitchenId) {
      state.removed = true;
      state.refused += 1;
      throw new TransportError('permission-denied', NOT_A_MEMBER);
    }
    return inner(type, payload, kitchen);
  };
  const backend: FakeTransport = Object.assign(refusing, {
    calls: inner.calls,
    callsOf: inner.callsOf,
    kitchensOf: inner.kitchensOf,
  });
  return { api, backend, state };
}

test('a member removed meanwhile gets the sign-in checked again, not the refusal on every page', async () => {
  const { api, backend, state } = removedMeanwhile(withoutKitchen);
  await renderApp('/app/rezepte', { authApi: api, backend });
  expect(await screen.findByRole('heading', { name: NO_KITCHEN, level: 1 })).toBeInTheDocument();
  expect(state.refused).toBeGreaterThan(0);
  // The second check names no kitchen, so the server does not answer the refused one.
  expect(backend.kitchensOf('user/validate')).toEqual([undefined, '']);
  expect(screen.queryByText(NOT_A_MEMBER)).toBeNull();
  // Nothing more is asked of the kitchen.
  const refused = state.refused;
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(state.refused).toBe(refused);
});

test('a member removed from one of two kitchens goes on in the other', async () => {
  const other: User = makeUser({
    ...kitchenUser,
    name: 'Kita Regenbogen',
    kitchenId: 'kueche-regenbogen',
    role: 'cook',
    kitchens: [{ id: 'kueche-regenbogen', name: 'Kita Regenbogen', role: 'cook' }],
  });
  const { api, backend } = removedMeanwhile(other);
  const { store } = await renderApp('/app/rezepte', { authApi: api, backend });
  await waitFor(() => expect(store.getState().auth.kitchenId).toBe('kueche-regenbogen'));
  // The page loads again, now the other kitchen's recipes.
  await waitFor(() => expect(backend.kitchensOf('recipes/list')).toContain('kueche-regenbogen'));
  expect(api.currentAccount()?.uid).toBe(kitchenUser.id);
  expect(backend.kitchensOf('user/validate')).toEqual([undefined, '']);
  expect(screen.queryByText(NOT_A_MEMBER)).toBeNull();
  expect(screen.queryByRole('heading', { name: NO_KITCHEN })).toBeNull();
});
