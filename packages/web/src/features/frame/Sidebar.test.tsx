import { screen, within } from '@testing-library/react';
import { kitchenUser } from '../../../test/users';
import { loggedIn, renderApp } from '../../../test/renderWithProviders';
import { wideScreen } from '../../../test/wideScreen';

const nav = () => screen.getByRole('navigation', { name: 'Hauptnavigation' });

describe('sidebar width', () => {
  const original = window.matchMedia;
  afterEach(() => {
    window.matchMedia = original;
  });

  it('stays open without a toggle on wide screens', async () => {
    wideScreen();
    await renderApp('/newsletter', { preloadedState: loggedIn(kitchenUser) });

    expect(within(nav()).queryByRole('button', { name: /Navigation/ })).not.toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Rezepte' })).toBeVisible();
  });

  it('is collapsed on small screens, opens with the toggle and closes after choosing a page', async () => {
    const { user, history } = await renderApp('/newsletter', { preloadedState: loggedIn(kitchenUser) });

    const toggle = within(nav()).getByRole('button', { name: 'Navigation ausklappen' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(nav()).getByRole('button', { name: 'Navigation einklappen' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await user.click(within(nav()).getByRole('link', { name: 'Rezepte' }));
    expect(history.location.pathname).toBe('/app/rezepte');
    expect(within(nav()).getByRole('button', { name: 'Navigation ausklappen' })).toBeInTheDocument();
  });

  it('widens when a group is opened while collapsed', async () => {
    const { user } = await renderApp('/newsletter', { preloadedState: loggedIn(kitchenUser) });

    await user.click(within(nav()).getByRole('button', { name: 'Hintergründe' }));
    expect(within(nav()).getByRole('button', { name: 'Navigation einklappen' })).toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: /Nachhaltig/ })).toHaveAttribute(
      'href',
      '/artikel/nachhaltigkeit',
    );
  });
});

describe('on a phone', () => {
  const original = window.matchMedia;
  beforeEach(() => {
    // Below 600 px: the max-width queries match, the min-width ones do not.
    window.matchMedia = (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
      }) as unknown as MediaQueryList;
  });
  afterEach(() => {
    window.matchMedia = original;
  });

  it("has no icon strip; the top bar's menu button opens the navigation and Escape closes it", async () => {
    const { user, history } = await renderApp('/newsletter', { preloadedState: loggedIn(kitchenUser) });
    // The strip's links are not shown until the navigation is opened.
    expect(within(nav()).getByRole('link', { name: 'Rezepte', hidden: true })).not.toBeVisible();
    const menu = screen.getByRole('button', { name: 'Navigation öffnen' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav()).getByRole('link', { name: 'Rezepte' })).toBeVisible();
    expect(within(nav()).getByRole('button', { name: 'Navigation einklappen' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
    expect(within(nav()).getByRole('link', { name: 'Rezepte', hidden: true })).not.toBeVisible();

    await user.click(menu);
    await user.click(within(nav()).getByRole('link', { name: 'Rezepte' }));
    expect(history.location.pathname).toBe('/app/rezepte');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('skip link', () => {
  it('leads keyboard users past the navigation to the page', async () => {
    await renderApp('/newsletter', { preloadedState: loggedIn(kitchenUser) });
    expect(screen.getByRole('link', { name: 'Zum Inhalt springen' })).toHaveAttribute('href', '#inhalt');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'inhalt');
  });
});

describe('list structure', () => {
  const originalMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  it('puts every entry and group into an item of a list, so screen readers count them', async () => {
    wideScreen();
    const { user } = await renderApp('/newsletter', { preloadedState: loggedIn(kitchenUser) });
    await user.click(within(nav()).getByRole('button', { name: 'Hintergründe' }));

    const lists = within(nav()).getAllByRole('list');
    expect(lists.length).toBeGreaterThanOrEqual(3); // planner entries, groups, the open group's articles
    for (const list of lists) for (const child of Array.from(list.children)) expect(child.tagName).toBe('LI');
    const rezepte = within(nav()).getByRole('link', { name: 'Rezepte' });
    expect(rezepte.closest('li')).not.toBeNull();
    const articles = within(nav()).getByRole('list', { name: 'Hintergründe' });
    expect(
      within(articles)
        .getByRole('link', { name: /Nachhaltig/ })
        .closest('li'),
    ).not.toBeNull();
  });
});
