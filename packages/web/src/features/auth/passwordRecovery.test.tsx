/** 'Passwort vergessen?', the reset mail and the reset link handler (mode=resetPassword). */
import { screen } from '@testing-library/react';
import { FakeAuthApi } from '../../../test/auth/fakeAuthApi';
import { openEmailSignIn, renderLogin } from '../../../test/auth/renderLogin';

const EMAIL = 'kueche@kita-sonnenschein.de';

describe('password recovery', () => {
  it('sends the reset mail for the entered e-mail and confirms it', async () => {
    const { user, authApi } = await renderLogin();
    await openEmailSignIn(user);
    await user.type(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), `${EMAIL}{Enter}`);
    await user.click(await screen.findByRole('button', { name: 'Passwort vergessen?' }));
    expect(screen.getByRole('heading', { name: 'Passwort wiederherstellen' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveValue(EMAIL);
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(
      await screen.findByRole('heading', { name: 'Überprüfen Sie Ihren Posteingang' }),
    ).toBeInTheDocument();
    expect(screen.getByText(new RegExp(EMAIL))).toBeInTheDocument();
    expect(authApi.sentResets).toEqual([EMAIL]);
  });

  it('checks the e-mail before sending', async () => {
    const { user, authApi } = await renderLogin();
    await openEmailSignIn(user);
    await user.type(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }), `${EMAIL}{Enter}`);
    await user.click(await screen.findByRole('button', { name: 'Passwort vergessen?' }));
    await user.clear(screen.getByRole('textbox', { name: 'E-Mail-Adresse' }));
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(screen.getByText('Geben Sie Ihre E-Mail-Adresse ein, um fortzufahren')).toBeInTheDocument();
    expect(authApi.sentResets).toEqual([]);
  });
});

describe('reset link', () => {
  function apiWithResetCode() {
    const api = new FakeAuthApi();
    api.addAccount(EMAIL, 'altes-passwort');
    api.resetCodes.set('code-1', EMAIL);
    return api;
  }

  it('sets the new password and offers to continue to continueUrl', async () => {
    const api = apiWithResetCode();
    const { user } = await renderLogin('/login?mode=resetPassword&oobCode=code-1&continueUrl=%2Fapp%2Fplan', {
      api,
    });
    expect(await screen.findByText(`für ${EMAIL}`)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Neues Passwort'), 'kurz{Enter}');
    expect(screen.getByText('Das Passwort muss aus mindestens 6 Zeichen bestehen')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Neues Passwort'));
    await user.type(screen.getByLabelText('Neues Passwort'), 'neues-passwort{Enter}');
    expect(await screen.findByRole('heading', { name: 'Passwort geändert' })).toBeInTheDocument();
    expect(api.accounts[0]?.password).toBe('neues-passwort');
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText('Seite /app/plan')).toBeInTheDocument();
  });

  it('explains an expired or used link', async () => {
    await renderLogin('/login?mode=resetPassword&oobCode=verbraucht', { api: apiWithResetCode() });
    expect(
      await screen.findByRole('heading', { name: 'Versuchen Sie noch einmal, Ihr Passwort zurückzusetzen' }),
    ).toBeInTheDocument();
  });
});

describe('account action links', () => {
  it('confirms the e-mail address once (verifyEmail)', async () => {
    const api = new FakeAuthApi();
    api.actionCodes.set('v-1', { operation: 'VERIFY_EMAIL', email: EMAIL, previousEmail: null });
    await renderLogin('/login?mode=verifyEmail&oobCode=v-1', { api });
    expect(
      await screen.findByRole('heading', { name: 'Ihre E-Mail-Adresse wurde bestätigt' }),
    ).toBeInTheDocument();
    expect(api.count('applyActionCode')).toBe(1);
  });

  it('after confirming an address asked for on an invitation, „Weiter“ leads back to it', async () => {
    const api = new FakeAuthApi();
    api.actionCodes.set('v-2', { operation: 'VERIFY_EMAIL', email: EMAIL, previousEmail: null });
    const invitation = '/einladung?kueche=kueche-sonnenschein&token=abc';
    const continueUrl = encodeURIComponent(`${window.location.origin}${invitation}`);
    const { user } = await renderLogin(`/login?mode=verifyEmail&oobCode=v-2&continueUrl=${continueUrl}`, {
      api,
    });
    expect(await screen.findByText('Mit „Weiter“ geht es zurück zu Ihrer Einladung.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(await screen.findByText(`Seite ${invitation}`)).toBeInTheDocument();
  });

  it('restores the old e-mail (recoverEmail) and names it', async () => {
    const api = new FakeAuthApi();
    api.actionCodes.set('r-1', {
      operation: 'RECOVER_EMAIL',
      email: EMAIL,
      previousEmail: 'neu@example.org',
    });
    const { user } = await renderLogin('/login?mode=recoverEmail&oobCode=r-1', { api });
    expect(
      await screen.findByRole('heading', { name: 'E-Mail-Adresse wiederhergestellt' }),
    ).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`wieder ${EMAIL}`))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Passwort zurücksetzen' }));
    expect(await screen.findByRole('button', { name: 'E-Mail zum Zurücksetzen gesendet' })).toBeDisabled();
    expect(api.sentResets).toEqual([EMAIL]);
  });

  it.each([
    ['verifyAndChangeEmail', 'Versuchen Sie noch einmal, Ihre E-Mail-Adresse zu ändern'],
    ['revertSecondFactorAddition', 'Die zweite Bestätigungsmethode kann nicht entfernt werden'],
  ])('explains a used %s link', async (mode, title) => {
    await renderLogin(`/login?mode=${mode}&oobCode=unbekannt`);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
  });
});
