import { screen, within } from '@testing-library/react';
import { FakeAuthApi } from '../../test/auth/fakeAuthApi';
import { makeTransport } from '../../test/fakeTransport';
import { kitchenUser } from '../../test/users';
import { loggedIn, loggedOut, pending, renderApp } from '../../test/renderWithProviders';
import { workshopIn } from '../../test/workshops';
import { underLoginGate } from './routes';

const notFound = () => screen.findByRole('heading', { level: 1, name: 'Seite nicht gefunden' });

describe('routes', () => {
  it('renders the addresses behind the login check only once its code is in (main.tsx), no others', () => {
    for (const path of ['/app', '/app/plan', '/App/Rezepte', '/statistik', '/verwaltung/workshops'])
      expect([path, underLoginGate(path)]).toEqual([path, true]);
    for (const path of ['/', '/login', '/einladung', '/traeger-einladung', '/application', '/artikel/x'])
      expect([path, underLoginGate(path)]).toEqual([path, false]);
  });

  it('shows the German 404 page for an unknown address, with a way home', async () => {
    await renderApp('/gibt-es-nicht', { preloadedState: loggedOut });
    expect(await notFound()).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Seite nicht gefunden – Speiseplaner');
  });

  it('shows the 404 page for an unknown article', async () => {
    await renderApp('/artikel/gibt-es-nicht', { preloadedState: loggedOut });
    expect(await notFound()).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown workshop', async () => {
    const backend = makeTransport({
      'workshops/list': () => ({ workshops: [workshopIn(10, 'klima', 'Klima')] }),
    });
    await renderApp('/workshops/gibt-es-nicht-2026-01-01', { preloadedState: loggedOut, backend });
    expect(await notFound()).toBeInTheDocument();
  });

  it('shows planner areas that are not built yet as German placeholders', async () => {
    await renderApp('/app/noch-nicht-gebaut', { preloadedState: loggedIn(kitchenUser) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Planer' })).toBeInTheDocument();
    expect(screen.getByText('Dieser Bereich wird gerade gebaut.')).toBeInTheDocument();
  });

  it('opens the week of an address like /app/plan/2026-W10 in the Speiseplan', async () => {
    const { history } = await renderApp('/app/plan/2026-W10', { preloadedState: loggedIn(kitchenUser) });
    expect(history.location.pathname).toBe('/app/plan');
    expect(new URLSearchParams(history.location.search).get('woche')).toBe('2026-W10');
  });

  it('shows the newsletter page', async () => {
    await renderApp('/newsletter', { preloadedState: loggedOut });
    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeInTheDocument();
  });

  it('sends a visitor from /app to the login, coming back to /app', async () => {
    const { history } = await renderApp('/app', { preloadedState: loggedOut, authApi: new FakeAuthApi() });
    await screen.findByRole('heading', { level: 1, name: 'Login & Registrierung' });
    expect(history.location.pathname).toBe('/login');
    expect(new URLSearchParams(history.location.search).get('signInSuccessUrl')).toBe('/app');
  });

  it.each([
    '/app/plan',
    '/app/masterplan',
    '/app/rezepte',
    '/app/rezepte/linsensuppe',
    '/app/zutaten',
    '/app/einkauf',
    '/app/einkauf/liste-1',
    '/app/plan/2026-W10/aushang',
    '/statistik',
  ])('sends a visitor from the planner page %s to the login, coming back there', async (path) => {
    const { history } = await renderApp(path, { preloadedState: loggedOut, authApi: new FakeAuthApi() });
    await screen.findByRole('heading', { level: 1, name: 'Login & Registrierung' });
    expect(history.location.pathname).toBe('/login');
    expect(new URLSearchParams(history.location.search).get('signInSuccessUrl')).toBe(path);
  });

  it('shows a spinner on a planner page while the login is checked', async () => {
    await renderApp('/app/rezepte', { preloadedState: pending });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('progressbar', { name: 'Anmeldung wird geprüft' })).toBeInTheDocument();
    expect(within(main).queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });
});
