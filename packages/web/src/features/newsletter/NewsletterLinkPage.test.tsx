import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { newsletterLink } from '@speiseplaner/shared';
import { AppProviders, AppRoutes, makeStore } from '../../../test/app';
import { fsArticleSources } from '../../../test/fsArticleSources';
import { makeTransport, TransportError, type Handler } from '../../../test/fakeTransport';
import { loggedOut, renderApp } from '../../../test/renderWithProviders';

const ID = 'a3f1c09b7e2d4c5f8a6b1e0d9c8b7a6f5e4d3c2b';
const TOKEN = 'Zk3mQ9vX_2bLr-7TtYwPq4sN8uHcJdEa';
const INCOMPLETE = 'Der Link ist unvollständig. Bitte kopieren Sie ihn ganz aus der E-Mail.';
const CONFIRMED = 'Vielen Dank! Ihre Anmeldung zum Newsletter ist bestätigt.';
/** The backend's one answer to every unsubscribe (it does not reveal whether the address was subscribed). */
const UNSUBSCRIBED =
  'Wenn dieser Abmeldelink gültig war, ist Ihre Adresse jetzt vom Newsletter abgemeldet und gelöscht. Falls Sie weiterhin E-Mails erhalten, verwenden Sie bitte den Link aus der neuesten Newsletter-E-Mail.';
const NOT_FOUND = 'Dieser Bestätigungslink ist ungültig. Bitte melden Sie sich erneut an.';

/** The app address of a mail link, built as the backend builds it. */
function pathOf(kind: 'confirm' | 'unsubscribe', id = ID, token = TOKEN) {
  const url = new URL(newsletterLink('https://speiseplaner.example', kind, id, token));
  return url.pathname + url.search;
}

async function open(path: string, handlers: Record<string, Handler> = {}) {
  const backend = makeTransport(handlers);
  const harness = await renderApp(path, { preloadedState: loggedOut, backend });
  return { ...harness, backend };
}

describe('newsletter confirmation link', () => {
  it('confirms the subscription without sign-in and shows the answer', async () => {
    let answer: (value: unknown) => void = () => {};
    const { backend } = await open(pathOf('confirm'), {
      'newsletter/confirm': () => new Promise((resolve) => (answer = resolve)),
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter-Anmeldung' })).toBeInTheDocument();
    expect(screen.getByText('Ihre Anmeldung wird bestätigt …')).toBeInTheDocument();
    answer({ status: 'active', message: CONFIRMED });

    expect(await screen.findByText(CONFIRMED)).toBeInTheDocument();
    expect(screen.queryByText('Ihre Anmeldung wird bestätigt …')).not.toBeInTheDocument();
    expect(backend.calls).toEqual([{ type: 'newsletter/confirm', payload: { id: ID, token: TOKEN } }]);
    expect(document.title).toBe('Newsletter-Anmeldung – Speiseplaner');
  });

  it('refuses a cut-off link in German and sends nothing', async () => {
    const { backend } = await open(pathOf('confirm', ID, TOKEN.slice(0, 20)));

    expect(screen.getByText(INCOMPLETE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Erneut anmelden' })).toHaveAttribute('href', '/newsletter');
    expect(backend.calls).toEqual([]);
  });

  it('refuses a link without id and token', async () => {
    const { backend } = await open('/newsletter/bestaetigen');

    expect(screen.getByText(INCOMPLETE)).toBeInTheDocument();
    expect(backend.calls).toEqual([]);
  });

  it("shows the backend's German error with a way to sign up again", async () => {
    await open(pathOf('confirm'), {
      'newsletter/confirm': () => {
        throw new TransportError('not-found', NOT_FOUND);
      },
    });

    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Erneut anmelden' })).toHaveAttribute('href', '/newsletter');
  });

  it('sends the link once although React StrictMode mounts the page twice', async () => {
    const backend = makeTransport({ 'newsletter/confirm': () => ({ status: 'active', message: CONFIRMED }) });
    // As main.tsx renders the app: StrictMode runs the page's effect twice.
    const store = makeStore(loggedOut, { backend });
    const entries = [pathOf('confirm')];
    render(
      <StrictMode>
        <AppProviders store={store} sources={fsArticleSources}>
          <MemoryRouter initialEntries={entries}>
            <AppRoutes />
          </MemoryRouter>
        </AppProviders>
      </StrictMode>,
    );

    expect(await screen.findByText(CONFIRMED)).toBeInTheDocument();
    expect(backend.callsOf('newsletter/confirm')).toEqual([{ id: ID, token: TOKEN }]);
  });
});

describe('newsletter unsubscribe link', () => {
  it('unsubscribes without sign-in and shows the answer', async () => {
    let answer: (value: unknown) => void = () => {};
    const { backend } = await open(pathOf('unsubscribe'), {
      'newsletter/unsubscribe': () => new Promise((resolve) => (answer = resolve)),
    });

    expect(screen.getByRole('heading', { level: 1, name: 'Newsletter abbestellen' })).toBeInTheDocument();
    expect(screen.getByText('Sie werden abgemeldet …')).toBeInTheDocument();
    answer({ status: 'unsubscribed', message: UNSUBSCRIBED });

    expect(await screen.findByText(UNSUBSCRIBED)).toBeInTheDocument();
    expect(backend.calls).toEqual([{ type: 'newsletter/unsubscribe', payload: { id: ID, token: TOKEN } }]);
    expect(document.title).toBe('Newsletter abbestellen – Speiseplaner');
  });

  it('refuses a cut-off link in German and sends nothing', async () => {
    const { backend } = await open(pathOf('unsubscribe', ID.slice(0, 30)));

    expect(screen.getByText(INCOMPLETE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Newsletter-Seite' })).toHaveAttribute('href', '/newsletter');
    expect(backend.calls).toEqual([]);
  });
});
