/**
 * Offline, the frame's lazily loaded parts (account menu, tooltip) may not arrive. The frame then keeps
 * working instead of leaving a blank page. The chunk download is the edge faked here: the modules fail
 * to load as a browser's dynamic import does.
 */
import { screen, within } from '@testing-library/react';
import { kitchenUser } from '../../../test/users';
import { loggedIn, renderApp } from '../../../test/renderWithProviders';

// Factories inline: jest.mock is hoisted above every declaration of this file.
jest.mock('./AccountMenu', () => {
  throw new TypeError('Failed to fetch dynamically imported module: https://speiseplaner.example/a.js');
});
jest.mock('@mui/material/Tooltip', () => {
  throw new TypeError('Failed to fetch dynamically imported module: https://speiseplaner.example/t.js');
});

describe('frame without its lazily loaded chunks', () => {
  it('still names the account and leads to the account page', async () => {
    const { history, user } = await renderApp('/newsletter', { preloadedState: loggedIn(kitchenUser) });

    const account = await screen.findByRole('link', { name: 'Konto: Kita Sonnenschein' });
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeInTheDocument();
    await user.click(account);
    expect(history.location.pathname).toBe('/app');
  });

  it('keeps the page when the label of a sidebar icon cannot load', async () => {
    const { user } = await renderApp('/newsletter', { preloadedState: loggedIn(kitchenUser) });
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });

    await user.hover(within(nav).getByRole('link', { name: 'Rezepte' }));
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Rezepte' })).toBeInTheDocument();
  });
});
