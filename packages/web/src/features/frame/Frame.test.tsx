import { screen, within } from '@testing-library/react';
import { ARTICLE_INDEX } from '@speiseplaner/content';
import { adminUser, kitchenUser, makeUser } from '../../../test/users';
import { loggedIn, loggedOut, pending, renderApp } from '../../../test/renderWithProviders';

const nav = () => screen.getByRole('navigation', { name: 'Hauptnavigation' });
const navLink = (name: string) => within(nav()).queryByRole('link', { name });
const titleOf = (slug: string) => ARTICLE_INDEX.find((a) => a.slug === slug)!.title;

describe('frame navigation by feature flags', () => {
  it('shows a logged-out visitor only the Speiseplan article and the login button', async () => {
    await renderApp('/newsletter', { preloadedState: loggedOut });

    expect(navLink('Speiseplan')).toHaveAttribute('href', '/artikel/speiseplan');
    for (const hidden of ['Masterplan', 'Rezepte', 'Einkauf', 'Zutaten', 'Statistik', 'Lehrvideos']) {
      expect(navLink(hidden)).not.toBeInTheDocument();
    }
    // The sign-in comes back to the page it was started from.
    expect(screen.getByRole('link', { name: 'Login & Registrierung' })).toHaveAttribute(
      'href',
      '/login?signInSuccessUrl=%2Fnewsletter',
    );
  });

  it('shows a kitchen its planner areas but not the admin areas', async () => {
    await renderApp('/newsletter', { preloadedState: loggedIn(kitchenUser) });

    expect(navLink('Speiseplan')).toHaveAttribute('href', '/app/plan');
    expect(navLink('Rezepte')).toHaveAttribute('href', '/app/rezepte');
    expect(navLink('Einkauf')).toHaveAttribute('href', '/app/einkauf');
    expect(navLink('Zutaten')).toHaveAttribute('href', '/app/zutaten');
    expect(navLink('Lehrvideos')).toHaveAttribute('href', '/mediathek');
    // Its own Statistik comes with the plan; the Masterplan stays with the operator.
    expect(navLink('Statistik')).toHaveAttribute('href', '/statistik');
    expect(navLink('Masterplan')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login & Registrierung' })).not.toBeInTheDocument();
  });

  it('shows an admin with every feature all seven entries', async () => {
    await renderApp('/newsletter', { preloadedState: loggedIn(adminUser) });

    expect(navLink('Masterplan')).toHaveAttribute('href', '/app/masterplan');
    expect(navLink('Statistik')).toHaveAttribute('href', '/statistik');
    const entries = within(nav())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(entries).toEqual(
      expect.arrayContaining([
        'Masterplan',
        'Speiseplan',
        'Rezepte',
        'Einkauf',
        'Zutaten',
        'Statistik',
        'Lehrvideos',
      ]),
    );
  });

  it('links Speiseplan to the article for a logged-in user without the plan feature', async () => {
    await renderApp('/newsletter', {
      preloadedState: loggedIn(makeUser({ name: 'Mensa', features: { recipes: true } })),
    });

    expect(navLink('Speiseplan')).toHaveAttribute('href', '/artikel/speiseplan');
    expect(navLink('Rezepte')).toBeInTheDocument();
  });

  it('opens the article groups with titles from the article index', async () => {
    const { user } = await renderApp('/newsletter', { preloadedState: loggedOut });

    expect(navLink(titleOf('schulung-und-beratung'))).not.toBeInTheDocument();
    await user.click(within(nav()).getByRole('button', { name: 'Praxisangebote' }));
    expect(navLink(titleOf('schulung-und-beratung'))).toHaveAttribute(
      'href',
      '/artikel/schulung-und-beratung',
    );
    expect(navLink(titleOf('ueber-den-planer'))).toHaveAttribute('href', '/artikel/ueber-den-planer');
    expect(navLink(titleOf('kuechenmanagement'))).toHaveAttribute('href', '/artikel/kuechenmanagement');

    await user.click(within(nav()).getByRole('button', { name: 'Hintergründe' }));
    expect(navLink(titleOf('nachhaltigkeit'))).toHaveAttribute('href', '/artikel/nachhaltigkeit');
    expect(navLink(titleOf('ueber-uns'))).toHaveAttribute('href', '/artikel/ueber-uns');
  });

  it('has a logo that leads home', async () => {
    const { user, history } = await renderApp('/newsletter', { preloadedState: loggedOut });

    await user.click(screen.getAllByRole('link', { name: 'Speiseplaner – zur Startseite' })[0]!);
    expect(history.location.pathname).toBe('/');
  });
});

describe('account panel', () => {
  it('shows a spinner while the login is being checked', async () => {
    await renderApp('/newsletter', { preloadedState: pending });

    expect(screen.getByRole('progressbar', { name: 'Anmeldung wird geprüft' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login & Registrierung' })).not.toBeInTheDocument();
  });

  it('shows the avatar with up to three initials and the name, and a menu to the account', async () => {
    const user = makeUser({ name: 'Städtische Kita Am Park', features: { plan: true } });
    const { user: clicks, history } = await renderApp('/newsletter', { preloadedState: loggedIn(user) });

    const account = screen.getByRole('button', { name: 'Konto: Städtische Kita Am Park' });
    expect(within(account).getByTestId('user-avatar')).toHaveAttribute('data-initials', 'SKA');
    // The initials are drawn, not text: the visible text is the name the button's name contains.
    expect(account).toHaveTextContent(/^Städtische Kita Am Park$/);

    await clicks.click(account);
    await clicks.click(screen.getByRole('menuitem', { name: 'Mein Konto' }));
    expect(history.location.pathname).toBe('/app');
  });

  it('falls back to the nick name when the institution has no name yet', async () => {
    const user = makeUser({ nickName: 'Anna Berg', email: 'anna@kita.example', features: {} });
    await renderApp('/newsletter', { preloadedState: loggedIn(user) });

    const account = screen.getByRole('button', { name: 'Konto: Anna Berg' });
    expect(within(account).getByTestId('user-avatar')).toHaveAttribute('data-initials', 'AB');
  });
});

describe('the footer', () => {
  const footerLink = (name: string) => within(screen.getByRole('contentinfo')).getByRole('link', { name });

  it.each([
    ['a visitor on the home page', '/', loggedOut],
    ['a kitchen in the planner', '/app/einkauf', loggedIn(kitchenUser)],
  ])('lets %s reach Impressum, Datenschutz and the accessibility statement', async (_who, path, state) => {
    await renderApp(path, { preloadedState: state });

    expect(footerLink('Impressum')).toHaveAttribute('href', '/artikel/impressum');
    expect(footerLink('Datenschutz')).toHaveAttribute('href', '/artikel/datenschutz');
    expect(footerLink('Barrierefreiheit')).toHaveAttribute('href', '/artikel/barrierefreiheit');
    expect(footerLink('Leichte Sprache')).toHaveAttribute('href', '/artikel/leichte-sprache');
    expect(footerLink('Newsletter')).toHaveAttribute('href', '/newsletter');
  });

  it('links only to articles that exist', async () => {
    await renderApp('/', { preloadedState: loggedOut });

    const articles = within(screen.getByRole('contentinfo'))
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')!)
      .filter((href) => href.startsWith('/artikel/'))
      .map((href) => href.slice('/artikel/'.length));
    expect(articles.length).toBeGreaterThanOrEqual(6);
    expect(articles.filter((slug) => !ARTICLE_INDEX.some((a) => a.slug === slug))).toEqual([]);
    expect(titleOf('barrierefreiheit')).toBe('Erklärung zur Barrierefreiheit');
  });
});

describe('the Verwaltung in the sidebar', () => {
  const group = () => within(nav()).queryByRole('button', { name: 'Verwaltung' });

  it('is there for an admin, with the start page and each section', async () => {
    const { user } = await renderApp('/newsletter', { preloadedState: loggedIn(adminUser) });

    await user.click(group()!);
    const links = within(screen.getByRole('list', { name: 'Verwaltung' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      expect.arrayContaining(['/verwaltung', '/verwaltung/kuechen', '/verwaltung/protokoll']),
    );
  });

  it('is never shown to a kitchen', async () => {
    await renderApp('/newsletter', { preloadedState: loggedIn(kitchenUser) });

    expect(group()).not.toBeInTheDocument();
  });
});
