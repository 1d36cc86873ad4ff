import { screen, waitFor, within } from '@testing-library/react';
import type { User } from '@speiseplaner/shared';
import { loggedIn, renderApp } from '../../../test/renderWithProviders';
import { kitchenUser, makeUser } from '../../../test/users';
import { organisationBackend } from './organisationBackend.testkit';

const member: User = makeUser({
  ...kitchenUser,
  organisation: { id: 'traeger-musterstadt', name: 'Kita-Eigenbetrieb Musterstadt' },
});

async function openAccount(caller: User) {
  const backend = organisationBackend({ caller });
  const harness = await renderApp('/app', { preloadedState: loggedIn(caller), backend: backend.transport });
  await screen.findByRole('heading', { name: 'Mein Konto', level: 1 });
  return { ...harness, backend };
}

test("the Küchenleitung sees the kitchen's Träger and leaves it only after the question", async () => {
  const { user, backend, store } = await openAccount(member);
  expect(screen.getByText('Träger: Kita-Eigenbetrieb Musterstadt')).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Träger verlassen' }));
  const dialog = await screen.findByRole('dialog', { name: 'Träger verlassen?' });
  expect(dialog).toHaveTextContent(
    '„Kita Sonnenschein“ gehört dann nicht mehr zum Träger „Kita-Eigenbetrieb Musterstadt“',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(backend.transport.callsOf('org/leave')).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Träger verlassen' }));
  const again = await screen.findByRole('dialog', { name: 'Träger verlassen?' });
  await user.click(within(again).getByRole('button', { name: 'Träger verlassen' }));
  await waitFor(() => expect(screen.queryByText(/^Träger: /)).toBeNull());
  expect(backend.transport.callsOf('org/leave')).toEqual([{}]);
  expect(store.getState().auth.user?.organisation).toBeNull();
});

test('a cook sees the Träger but cannot leave it', async () => {
  await openAccount({ ...member, role: 'cook' });
  expect(screen.getByText('Träger: Kita-Eigenbetrieb Musterstadt')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Träger verlassen' })).toBeNull();
});

test('a kitchen without a Träger shows no Träger line', async () => {
  await openAccount(kitchenUser);
  expect(screen.queryByText(/^Träger: /)).toBeNull();
});
