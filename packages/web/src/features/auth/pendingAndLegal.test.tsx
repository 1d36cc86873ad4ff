/** What /login shows while the account is checked, and the legal links under the sign-in choices. */
import { act, screen } from '@testing-library/react';
import { FakeAuthApi } from '../../../test/auth/fakeAuthApi';
import { renderLogin } from '../../../test/auth/renderLogin';

describe('while the account is checked', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the spinner only after 500 ms, then leaves for the app', async () => {
    const api = new FakeAuthApi({
      uid: 'uid-9',
      email: 'kueche@kita-sonnenschein.de',
      password: 'geheim123',
      displayName: null,
      isAnonymous: false,
    });
    const { backend } = await renderLogin('/login', { api, holdBackend: true });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(499);
    });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('progressbar', { name: 'Anmeldung wird geprüft' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mit E-Mail anmelden' })).not.toBeInTheDocument();

    await act(async () => {
      backend.releaseHeld?.();
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(await screen.findByText('Seite /app')).toBeInTheDocument();
  });
});

describe('legal links', () => {
  it('links the terms of use and the privacy policy', async () => {
    await renderLogin();
    expect(await screen.findByRole('link', { name: 'Nutzungsbedingungen' })).toHaveAttribute(
      'href',
      '/artikel/agbs',
    );
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute(
      'href',
      '/artikel/datenschutz',
    );
  });
});
