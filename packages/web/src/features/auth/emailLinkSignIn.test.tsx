/** E-mail link sign-in: the sent screen, the link opened in the same browser and on another device. */
import { screen, waitFor } from '@testing-library/react';
import { loadEmailHint } from './pendingStorage';
import { FakeAuthApi } from '../../../test/auth/fakeAuthApi';
import { openEmailSignIn, renderLogin } from '../../../test/auth/renderLogin';

const EMAIL = 'kueche@kita-sonnenschein.de';

beforeEach(() => sessionStorage.clear());

async function requestLink(api: FakeAuthApi) {
  const { user } = await renderLogin('/login?signInSuccessUrl=%2Fapp%2Feinkauf', { api });
  await openEmailSignIn(user);
  await user.type(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), `${EMAIL}{Enter}`);
  await user.click(await screen.findByRole('button', { name: 'Anmeldelink per E-Mail senden' }));
  await screen.findByRole('heading', { name: 'Anmelde-E-Mail gesendet' });
  const sent = api.sentLinks[0]!;
  // What the e-mail's link opens: the continue address plus Firebase's own parameters.
  const opened = new URL(sent.url);
  opened.searchParams.set('mode', 'signIn');
  opened.searchParams.set('oobCode', 'link-1');
  return `${opened.pathname}${opened.search}`;
}

describe('e-mail link', () => {
  it('sends the link, names the address and remembers it in this browser', async () => {
    const api = new FakeAuthApi();
    await requestLink(api);
    expect(screen.getByText(`Wir haben einen Anmeldelink an ${EMAIL} gesendet.`)).toBeInTheDocument();
    expect(api.sentLinks[0]?.url).toMatch(
      /^http:\/\/localhost\/login\?signInSuccessUrl=%2Fapp%2Feinkauf&ui_sid=[A-Za-z0-9]{32}$/,
    );
    expect(loadEmailHint()?.email).toBe(EMAIL);
  });

  it('signs in at once in the same browser, removes the hint and goes to the success URL', async () => {
    const api = new FakeAuthApi();
    const link = await requestLink(api);
    document.body.innerHTML = '';
    window.history.replaceState(null, '', link);
    await renderLogin(link, { api });
    expect(await screen.findByText('Seite /app/einkauf')).toBeInTheDocument();
    expect(api.count('signInWithLink')).toBe(1);
    expect(loadEmailHint()).toBeNull();
  });

  it('asks for the e-mail again on another device', async () => {
    const api = new FakeAuthApi();
    const link = await requestLink(api);
    sessionStorage.clear(); // another browser knows nothing of the request
    document.body.innerHTML = '';
    window.history.replaceState(null, '', link);
    const { user } = await renderLogin(link, { api });
    expect(await screen.findByRole('heading', { name: 'E-Mail-Adresse bestätigen' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), 'andere@example.org{Enter}');
    expect(
      await screen.findByText('Die E-Mail-Adresse passt nicht zu dem Anmeldelink, den Sie geöffnet haben.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }));
    await user.type(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), `${EMAIL}{Enter}`);
    await waitFor(() => expect(screen.getByText('Seite /app/einkauf')).toBeInTheDocument());
  });
});
