import { screen, waitFor, within } from '@testing-library/react';
import { applyUserPriceChanges, type User } from '@speiseplaner/shared';
import { loggedIn, renderApp } from '../../../test/renderWithProviders';
import { kitchenUser, profileUpdater } from '../../../test/users';
import { plannerBackend } from '../../../test/testCatalogue';

function backendFor(start: User) {
  const profile = profileUpdater(start);
  return plannerBackend({
    extra: {
      'user/updateProfile': profile['user/updateProfile'],
      'user/prices': (payload) => {
        const user = profile.current();
        profile.set({ ...user, prices: applyUserPriceChanges(user.prices, payload.changes, () => true) });
        return { user: profile.current() };
      },
    },
  });
}

const openMenu = async (user: { click: (e: Element) => Promise<void> }, name: string) =>
  user.click(await screen.findByRole('button', { name: `Konto: ${name}` }));

describe('personal menu', () => {
  it('changes the institution name in the name dialog (max width sm)', async () => {
    const backend = backendFor(kitchenUser);
    const { user } = await renderApp('/app/zutaten', { preloadedState: loggedIn(kitchenUser), backend });
    await openMenu(user, 'Kita Sonnenschein');
    await user.click(screen.getByRole('menuitem', { name: 'Name ändern' }));
    const dialog = await screen.findByRole('dialog', { name: 'Name der Einrichtung' });
    expect(dialog.className).toMatch(/MuiDialog-paperWidthSm/);
    const field = within(dialog).getByRole('textbox', { name: 'Name der Einrichtung' });
    await user.clear(field);
    await user.type(field, 'Kita Regenbogen');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByRole('button', { name: 'Konto: Kita Regenbogen' })).toBeInTheDocument();
    expect(backend.callsOf('user/updateProfile')).toEqual([
      { version: 0, changes: { name: 'Kita Regenbogen' } },
    ]);
  });

  it('offers own prices only when ingredients exist and the user has own prices; removing one sends that change', async () => {
    const withPrices = {
      ...kitchenUser,
      prices: { sahne: { price: 1.1, amount: 100 }, karotte: { price: 0.5, amount: 100 } },
    };
    const backend = backendFor(withPrices);
    const { user } = await renderApp('/app/zutaten', { preloadedState: loggedIn(withPrices), backend });
    await screen.findByRole('table', { name: 'Zutaten' });
    await openMenu(user, 'Kita Sonnenschein');
    await user.click(screen.getByRole('menuitem', { name: 'Eigene Preise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eigene Preise' });
    expect(dialog.className).toMatch(/MuiDialog-paperWidthMd/);
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Karotte', 'Sahne']);
    expect(rows[1]).toHaveTextContent('0,90 / 100 ml');
    await user.click(within(rows[0]!).getByRole('button', { name: 'Entfernen' }));
    await waitFor(() =>
      expect(backend.callsOf('user/prices')).toEqual([{ changes: [{ slug: 'karotte', price: null }] }]),
    );
  });

  it('has no own-prices entry for a user without own prices', async () => {
    const { user } = await renderApp('/app/zutaten', {
      preloadedState: loggedIn(kitchenUser),
      backend: backendFor(kitchenUser),
    });
    await screen.findByRole('table', { name: 'Zutaten' });
    await openMenu(user, 'Kita Sonnenschein');
    expect(screen.getByRole('menuitem', { name: 'Name ändern' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Eigene Preise' })).not.toBeInTheDocument();
  });
});
