/**
 * The kitchen switcher in the top bar: a person in two kitchens switches by keyboard; the check asks for the
 * chosen kitchen, the page shows that kitchen's data and nothing of the other, every later call carries
 * it, and the device keeps it for the next start. A person in one kitchen sees no switcher.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import type { KitchenEntry, User } from '@speiseplaner/shared';
import { FakeAuthApi } from '../../../test/auth/fakeAuthApi';
import { renderApp } from '../../../test/renderWithProviders';
import { CURRY, listEntry, plannerBackend, SOUP } from '../../../test/testCatalogue';
import { makeUser } from '../../../test/users';
import { interceptTransport, TransportError } from '../../../test/fakeTransport';

/** Where the device keeps the kitchen used last (features/auth/kitchenMemory.ts). */
const KEPT_KITCHEN = 'speiseplaner-kitchen:uid-anna';

const KITCHENS: KitchenEntry[] = [
  { id: 'kueche-sonne', name: 'Kita Sonnenschein', role: 'lead' },
  { id: 'kueche-mond', name: 'Kita Mondschein', role: 'reader' },
];
const FEATURES = { plan: true, recipes: true, shopping: true, ingredients: true };

const annaIn = (kitchenId: string, kitchens = KITCHENS): User => {
  const kitchen = kitchens.find((k) => k.id === kitchenId)!;
  return makeUser({
    id: 'uid-anna',
    email: 'anna@sonnenschein.example',
    name: kitchen.name,
    kitchenId,
    role: kitchen.role,
    kitchens,
    features: FEATURES,
  });
};

const session = {
  uid: 'uid-anna',
  email: 'anna@sonnenschein.example',
  password: 'geheim123',
  displayName: null,
  isAnonymous: false,
};

/** Each kitchen has its own recipes: the soup in Sonnenschein, the curry in Mondschein. */
function kitchensBackend(kitchens = KITCHENS) {
  let last = kitchens[0]!.id;
  return plannerBackend({
    recipes: [SOUP, CURRY],
    extra: {
      'user/validate': (_payload, kitchen) => {
        // Like the server: the kitchen asked for, else the one used last; it is remembered.
        last = kitchen && kitchens.some((k) => k.id === kitchen) ? kitchen : last;
        return { user: annaIn(last, kitchens), isNew: false };
      },
      'recipes/list': (_payload, kitchen) => ({
        recipes: [kitchen === 'kueche-mond' ? CURRY : SOUP].map(listEntry),
      }),
      'workshops/list': () => ({ workshops: [] }),
    },
  });
}

afterEach(() => localStorage.clear());

test('switching kitchens by keyboard loads the chosen kitchen and nothing of the other', async () => {
  const backend = kitchensBackend();
  const { user } = await renderApp('/app/rezepte', { authApi: new FakeAuthApi(session), backend });
  expect(await screen.findByRole('link', { name: 'Karottensuppe' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Neues Rezept' })).toBeInTheDocument();

  const switcher = await screen.findByRole('button', { name: 'Küche wechseln, jetzt: Kita Sonnenschein' });
  act(() => switcher.focus());
  await user.keyboard('{Enter}');
  const menu = await screen.findByRole('menu', { name: 'Ihre Küchen' });
  const items = within(menu).getAllByRole('menuitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'Kita SonnenscheinKüchenleitung',
    'Kita MondscheinLesen',
  ]);
  expect(items[0]).toHaveAttribute('aria-current', 'true');
  await waitFor(() => expect(items[0]).toHaveFocus());
  await user.keyboard('{ArrowDown}');
  expect(items[1]).toHaveFocus();
  await user.keyboard('{Enter}');

  expect(await screen.findByRole('link', { name: 'Hähnchen-Curry' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Karottensuppe' })).not.toBeInTheDocument();
  expect(
    await screen.findByRole('button', { name: 'Küche wechseln, jetzt: Kita Mondschein' }),
  ).toBeInTheDocument();
  // In Mondschein Anna reads: no new recipe.
  expect(screen.queryByRole('button', { name: 'Neues Rezept' })).not.toBeInTheDocument();

  expect(backend.kitchensOf('user/validate')).toEqual([undefined, 'kueche-mond']);
  // The first list went with the sign-in check, before any kitchen was known on this device.
  expect(backend.kitchensOf('recipes/list')).toEqual([undefined, 'kueche-mond']);
  expect(localStorage.getItem(KEPT_KITCHEN)).toBe('kueche-mond');
});

test('offline, a kitchen never opened on this device is not switched to, with a message', async () => {
  const online = kitchensBackend();
  let offline = false;
  const backend = interceptTransport(online, () => {
    if (offline) throw new TransportError('unavailable', 'Ein Netzwerkfehler ist aufgetreten');
  });
  const { user } = await renderApp('/app/rezepte', { authApi: new FakeAuthApi(session), backend });
  expect(await screen.findByRole('link', { name: 'Karottensuppe' })).toBeInTheDocument();

  offline = true;
  await user.click(await screen.findByRole('button', { name: 'Küche wechseln, jetzt: Kita Sonnenschein' }));
  await user.click(await screen.findByRole('menuitem', { name: /Kita Mondschein/ }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Die Küche konnte nicht gewechselt werden. Ohne Verbindung lässt sich nur eine Küche öffnen, die auf diesem Gerät schon einmal geöffnet war.',
  );
  expect(screen.getByRole('link', { name: 'Karottensuppe' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Küche wechseln, jetzt: Kita Sonnenschein' })).toBeEnabled();
  expect(localStorage.getItem(KEPT_KITCHEN)).toBe('kueche-sonne');
});

test('the next start opens the kitchen used last', async () => {
  localStorage.setItem(KEPT_KITCHEN, 'kueche-mond');
  const backend = kitchensBackend();
  await renderApp('/app/rezepte', { authApi: new FakeAuthApi(session), backend });

  expect(await screen.findByRole('link', { name: 'Hähnchen-Curry' })).toBeInTheDocument();
  expect(backend.kitchensOf('user/validate')).toEqual(['kueche-mond']);
  expect(
    await screen.findByRole('button', { name: 'Küche wechseln, jetzt: Kita Mondschein' }),
  ).toBeInTheDocument();
});

test('a person in one kitchen sees no switcher', async () => {
  const one = [KITCHENS[0]!];
  await renderApp('/app/rezepte', { authApi: new FakeAuthApi(session), backend: kitchensBackend(one) });
  expect(await screen.findByRole('link', { name: 'Karottensuppe' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Küche wechseln/ })).not.toBeInTheDocument();
});
