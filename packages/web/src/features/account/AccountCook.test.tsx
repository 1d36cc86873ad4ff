/**
 * Mein Konto for a member who does not lead the kitchen: the kitchen's settings show as text, without
 * their forms, and the account menu offers no "Name ändern" (platform/roles.ts: Küchenleitung only).
 */
import { screen, within } from '@testing-library/react';
import { makeTransport } from '../../../test/fakeTransport';
import { loggedIn, renderApp } from '../../../test/renderWithProviders';
import { kitchenUser, makeUser } from '../../../test/users';

const cook = makeUser({
  ...kitchenUser,
  id: 'uid-koch',
  nickName: 'Ben',
  bioControlCode: 'DE-ÖKO-006',
  menuLine: 'vegetarian',
  role: 'cook',
  kitchens: [{ id: kitchenUser.kitchenId, name: kitchenUser.name, role: 'cook' }],
});

test('a cook sees the kitchen settings without being able to change them', async () => {
  const { user } = await renderApp('/app', { preloadedState: loggedIn(cook), backend: makeTransport() });

  const settings = await screen.findByTestId('kitchen-settings');
  expect(settings).toHaveTextContent('Name der Einrichtung: Kita Sonnenschein');
  expect(settings).toHaveTextContent('Öko-Kontrollstelle: DE-ÖKO-006');
  expect(settings).toHaveTextContent('Die Einstellungen der Küche ändert die Küchenleitung.');
  expect(screen.getByText('ovo-lacto-vegetarisch')).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Name der Einrichtung' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Personenzahlen bearbeiten' })).not.toBeInTheDocument();
  expect(screen.queryByRole('radio', { name: 'Mischkost' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: /^Konto: / }));
  const menu = await screen.findByRole('menu');
  expect(within(menu).getByRole('menuitem', { name: 'Mein Konto' })).toBeInTheDocument();
  expect(within(menu).queryByRole('menuitem', { name: 'Name ändern' })).not.toBeInTheDocument();
});
