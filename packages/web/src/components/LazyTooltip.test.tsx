import { screen, waitFor, within } from '@testing-library/react';
import { kitchenUser } from '../../test/users';
import { loggedIn, loggedOut, renderApp } from '../../test/renderWithProviders';
import { wideScreen } from '../../test/wideScreen';

const nav = () => screen.getByRole('navigation', { name: 'Hauptnavigation' });

describe('labels of the collapsed sidebar and the top bar', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('shows the label of an icon in the collapsed sidebar while the mouse is over it', async () => {
    const { user } = await renderApp('/newsletter', { preloadedState: loggedIn(kitchenUser) });
    const recipes = within(nav()).getByRole('link', { name: 'Rezepte' });

    await user.hover(recipes);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Rezepte');

    await user.unhover(recipes);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('shows the label to keyboard users and leaves the focus on the link', async () => {
    const { user } = await renderApp('/newsletter', { preloadedState: loggedIn(kitchenUser) });
    const recipes = within(nav()).getByRole('link', { name: 'Rezepte' });

    // Tab through the skip link, the logo and the entries before it.
    for (let step = 0; step < 20 && document.activeElement !== recipes; step++) await user.tab();
    expect(recipes).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Rezepte');
    expect(recipes).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(recipes).toHaveFocus();
  });

  it('shows no label in the wide sidebar, where the text is visible', async () => {
    wideScreen();
    const { user } = await renderApp('/newsletter', { preloadedState: loggedIn(kitchenUser) });

    await user.hover(within(nav()).getByRole('link', { name: 'Rezepte' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('names the view-mode toggle on hover', async () => {
    const { user } = await renderApp('/newsletter', { preloadedState: loggedOut });

    await user.hover(screen.getByRole('button', { name: 'Dunkle Ansicht' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Dunkle Ansicht');
  });
});
