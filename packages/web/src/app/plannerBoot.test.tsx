/**
 * A kitchen opening the Speiseplan: the page's reads go out together with the sign-in check, not after it
 * and not after the page's chunk. The fake backend answers nothing until every expected call was made, so
 * a waterfall (one call waiting for another's answer) never gets there; each read is sent once.
 */
import { screen, within } from '@testing-library/react';
import { emptyPlanWeek, type PlanWeek } from '@speiseplaner/shared';
import { interceptTransport } from '../../test/fakeTransport';
import { FakeAuthApi } from '../../test/auth/fakeAuthApi';
import { renderApp } from '../../test/renderWithProviders';
import { plannerBackend, SOUP } from '../../test/testCatalogue';
import { kitchenSession, kitchenUser, makeUser } from '../../test/users';
import type { User } from '@speiseplaner/shared';
import { kitchenKeyOf } from '../features/auth/kitchenMemory';

const WEEK = '2026-W10';
const STORED: PlanWeek = {
  ...emptyPlanWeek(WEEK),
  days: [[SOUP.slug], [], [], [], []].map((recipes) => ({ recipes })),
  version: 1,
};
const EXPECTED = [
  'user/validate',
  'ingredients/checkFetch',
  'recipes/list',
  'recipes/listImages',
  'plan/listWeeks',
] as const;

afterEach(() => localStorage.clear());

const session = kitchenSession;

/** The backend, holding every answer until all of `EXPECTED` were called. */
function heldBackend(user: User = kitchenUser) {
  const transport = plannerBackend({
    extra: {
      'user/validate': () => ({ user, isNew: false }),
      'plan/listWeeks': ({ from = '', to = '9999' }) => ({
        weeks: [STORED].filter((w) => w.id >= from && w.id <= to),
      }),
      'workshops/list': () => ({ workshops: [] }),
    },
  });
  const called = new Set<string>();
  let release = () => {};
  const allCalled = new Promise<void>((resolve) => (release = resolve));
  const held = interceptTransport(transport, async (type) => {
    called.add(type);
    if (EXPECTED.every((t) => called.has(t))) release();
    await allCalled;
  });
  return { transport: held, called };
}

test('the Speiseplan sends its reads with the sign-in check, all before the first answer, each once', async () => {
  const backend = heldBackend();
  await renderApp(`/app/plan?woche=${WEEK}`, {
    authApi: new FakeAuthApi(session),
    backend: backend.transport,
  });
  const monday = await screen.findByRole('region', { name: 'Montag, 02.03.2026' });
  expect(await within(monday).findByText('Karottensuppe')).toBeInTheDocument();
  for (const type of EXPECTED)
    expect({ type, calls: backend.transport.callsOf(type).length }).toEqual({ type, calls: 1 });
  expect(backend.transport.callsOf('plan/listWeeks')).toEqual([{ from: '2026-W07', to: WEEK }]);
  expect(backend.transport.callsOf('plan/saveNewWeek')).toEqual([]);
  // This device knew no kitchen: the first calls went without one, the check named it, and it is kept.
  expect(backend.transport.kitchensOf('user/validate')).toEqual([undefined]);
  expect(localStorage.getItem(kitchenKeyOf(kitchenUser.id))).toBe(kitchenUser.kitchenId);
});

test('every call carries the kitchen this device used last, the first reads and the check too', async () => {
  localStorage.setItem(kitchenKeyOf(kitchenUser.id), 'kueche-nord');
  const cook = makeUser({
    ...kitchenUser,
    kitchenId: 'kueche-nord',
    role: 'cook',
    kitchens: [
      { id: kitchenUser.id, name: 'Kita Sonnenschein', role: 'lead' },
      { id: 'kueche-nord', name: 'Kita Nordlicht', role: 'cook' },
    ],
  });
  const backend = heldBackend(cook);
  await renderApp(`/app/plan?woche=${WEEK}`, {
    authApi: new FakeAuthApi(session),
    backend: backend.transport,
  });
  const monday = await screen.findByRole('region', { name: 'Montag, 02.03.2026' });
  expect(await within(monday).findByText('Karottensuppe')).toBeInTheDocument();
  for (const type of EXPECTED)
    expect({ type, kitchens: backend.transport.kitchensOf(type) }).toEqual({
      type,
      kitchens: ['kueche-nord'],
    });
  expect(backend.transport.calls.every((call) => call.kitchen === 'kueche-nord')).toBe(true);
});
