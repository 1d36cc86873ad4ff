/**
 * A page whose code cannot be loaded (offline, or an old tab after a new release) shows the German error
 * page inside the frame: the whole app, with the sign-in page's Firebase Auth chunk failing to arrive.
 */
import { screen, within } from '@testing-library/react';
import { lazyAuthApi } from '../auth/lazyAuthApi';
import { makeTransport } from '../../../test/fakeTransport';
import { renderApp } from '../../../test/renderWithProviders';

/** Auth whose chunk never arrives, failing as Chrome words it. */
function offlineAuth() {
  const load = jest.fn(() =>
    Promise.reject(
      new TypeError(
        'Failed to fetch dynamically imported module: https://speiseplaner.example/assets/auth.js',
      ),
    ),
  );
  return lazyAuthApi(load);
}

describe('page error inside the frame', () => {
  it('explains a page chunk that did not load in German and keeps the navigation', async () => {
    const backend = makeTransport({ 'workshops/list': () => ({ workshops: [] }) });
    await renderApp('/login', { authApi: offlineAuth(), backend });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ein Problem ist aufgetreten' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ein Netzwerkfehler ist aufgetreten: Ein Teil dieser Seite konnte nicht geladen werden.',
    );
    expect(screen.queryByText(/dynamically imported module/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Seite neu laden' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Hauptnavigation' })).getByRole('link', {
        name: 'Speiseplan',
      }),
    ).toHaveAttribute('href', '/artikel/speiseplan');
  });
});
