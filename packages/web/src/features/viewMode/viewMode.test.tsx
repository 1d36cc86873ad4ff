import { screen } from '@testing-library/react';
import { loggedOut, renderApp } from '../../../test/renderWithProviders';

function clearCookie() {
  document.cookie = 'view-mode=; path=/; max-age=0';
}

/**
 * The scheme the page's CSS variables follow (platform/theme.ts); jsdom does not resolve CSS variables, the
 * colours themselves are checked in a browser (devstack darkFirstPaint.e2e.test.ts).
 */
const scheme = () => document.documentElement.dataset.viewMode;

describe('view mode', () => {
  afterEach(() => {
    clearCookie();
    delete document.documentElement.dataset.viewMode;
  });

  it('starts light without a cookie', async () => {
    await renderApp('/newsletter', { preloadedState: loggedOut });
    expect(screen.getByRole('button', { name: 'Dunkle Ansicht' })).toBeInTheDocument();
    expect(scheme()).toBe('light');
  });

  it('restores dark from the view-mode cookie at start', async () => {
    document.cookie = 'view-mode=dark; path=/';
    await renderApp('/newsletter', { preloadedState: loggedOut });

    expect(screen.getByRole('button', { name: 'Helle Ansicht' })).toBeInTheDocument();
    expect(scheme()).toBe('dark');
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
    expect(scheme()).toBe('light');
  });

  it('ignores a cookie with an unknown value', async () => {
    document.cookie = 'view-mode=neon; path=/';
    await renderApp('/newsletter', { preloadedState: loggedOut });
    expect(screen.getByRole('button', { name: 'Dunkle Ansicht' })).toBeInTheDocument();
  });
});
