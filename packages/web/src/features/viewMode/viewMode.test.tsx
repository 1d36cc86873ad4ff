import { screen } from '@testing-library/react';
import { loggedOut, renderApp } from '../../../test/renderWithProviders';

function clearCookie() {
  document.cookie = 'view-mode=; path=/; max-age=0';
}

/** The page background MUI's CssBaseline sets from the active theme. */
const bodyBackground = () => getComputedStyle(document.body).backgroundColor;

describe('view mode', () => {
  afterEach(clearCookie);

  it('starts light without a cookie', async () => {
    await renderApp('/newsletter', { preloadedState: loggedOut });
    expect(screen.getByRole('button', { name: 'Dunkle Ansicht' })).toBeInTheDocument();
    expect(bodyBackground()).toBe('rgb(246, 248, 245)');
  });

  it('restores dark from the view-mode cookie at start', async () => {
    document.cookie = 'view-mode=dark; path=/';
    await renderApp('/newsletter', { preloadedState: loggedOut });

    expect(screen.getByRole('button', { name: 'Helle Ansicht' })).toBeInTheDocument();
    expect(bodyBackground()).toBe('rgb(18, 23, 20)');
  });

  it('stores the toggled mode in the cookie, so the next start uses it', async () => {
    const { user, unmount } = await renderApp('/newsletter', { preloadedState: loggedOut });
    await user.click(screen.getByRole('button', { name: 'Dunkle Ansicht' }));

    expect(document.cookie).toContain('view-mode=dark');
    unmount();
    await renderApp('/newsletter', { preloadedState: loggedOut });
    expect(screen.getByRole('button', { name: 'Helle Ansicht' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Helle Ansicht' }));
    expect(document.cookie).toContain('view-mode=light');
  });

  it('ignores a cookie with an unknown value', async () => {
    document.cookie = 'view-mode=neon; path=/';
    await renderApp('/newsletter', { preloadedState: loggedOut });
    expect(screen.getByRole('button', { name: 'Dunkle Ansicht' })).toBeInTheDocument();
  });
});
