/** Phone sign-in: number check, six-digit code, 'Bestätigt' for one second, 15-second resend countdown. */
import { act, screen } from '@testing-library/react';
import { CORRECT_SMS_CODE, FakeAuthApi } from '../../../test/auth/fakeAuthApi';
import { renderLogin } from '../../../test/auth/renderLogin';

async function atPhoneScreen(api = new FakeAuthApi()) {
  const rendered = await renderLogin('/login', {
    api,
    userOptions: { advanceTimers: jest.advanceTimersByTime },
  });
  await rendered.user.click(await screen.findByRole('button', { name: 'Mit Telefonnummer anmelden' }));
  return rendered;
}

async function atCodeScreen(api = new FakeAuthApi()) {
  const rendered = await atPhoneScreen(api);
  await rendered.user.type(screen.getByRole('textbox', { name: 'Telefonnummer' }), '0170 1234567{Enter}');
  await screen.findByRole('heading', { name: 'Code bestätigen' });
  return rendered;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('phone number', () => {
  it('offers Germany (+49) as the preset country', async () => {
    await atPhoneScreen();
    expect(screen.getByRole('combobox', { name: 'Land' })).toHaveTextContent('Deutschland (+49)');
  });

  it('refuses a number that is no German mobile number and focuses the field', async () => {
    const { user, authApi } = await atPhoneScreen();
    const field = screen.getByRole('textbox', { name: 'Telefonnummer' });
    await user.type(field, '0170 12345{Enter}');
    expect(screen.getByText('Geben Sie eine gültige Telefonnummer ein')).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(authApi.sentSms).toEqual([]);
  });

  it('sends the code to the number in international form', async () => {
    const { authApi } = await atCodeScreen();
    expect(authApi.sentSms).toEqual(['+491701234567']);
    expect(screen.getByText(/an \+491701234567 gesendet/)).toBeInTheDocument();
  });
});

describe('code entry', () => {
  it('says a wrong code is wrong, at the code field', async () => {
    const { user, store } = await atCodeScreen();
    const field = screen.getByRole('textbox', { name: 'Sechsstelliger Code' });
    await user.type(field, '654321{Enter}');
    expect(await screen.findByText('Falscher Code. Versuchen Sie es noch einmal.')).toBeInTheDocument();
    expect(field).toHaveFocus();
    expect(store.getState().auth.status).toBe('loggedout');
  });

  it('needs exactly six digits before asking Firebase', async () => {
    const { user, authApi } = await atCodeScreen();
    await user.type(screen.getByRole('textbox', { name: 'Sechsstelliger Code' }), '12345{Enter}');
    expect(screen.getByText('Falscher Code. Versuchen Sie es noch einmal.')).toBeInTheDocument();
    expect(authApi.calls).not.toContain('confirm');
  });

  it("shows 'Bestätigt' for one second after the right code, then goes on", async () => {
    const { user, store } = await atCodeScreen();
    await user.type(
      screen.getByRole('textbox', { name: 'Sechsstelliger Code' }),
      `${CORRECT_SMS_CODE}{Enter}`,
    );
    expect(await screen.findByRole('heading', { name: 'Bestätigt' })).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(900);
    });
    expect(store.getState().auth.status).toBe('loggedin');
    expect(screen.getByRole('heading', { name: 'Bestätigt' })).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(200);
    });
    expect(await screen.findByText('Seite /app')).toBeInTheDocument();
  });

  it('allows a resend only after the 15 second countdown, then counts again', async () => {
    const { user, authApi } = await atCodeScreen();
    expect(screen.getByText('Code erneut senden in 0:15')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Code erneut senden' })).not.toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(14_000);
    });
    expect(screen.getByText('Code erneut senden in 0:01')).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1_000);
    });
    await user.click(screen.getByRole('button', { name: 'Code erneut senden' }));
    expect(authApi.sentSms).toHaveLength(2);
    expect(await screen.findByText('Code erneut senden in 0:15')).toBeInTheDocument();
  });

  it("goes back to the number with 'Nummer ändern', keeping what was typed", async () => {
    const { user } = await atCodeScreen();
    await user.click(screen.getByRole('button', { name: 'Nummer ändern' }));
    expect(await screen.findByRole('textbox', { name: 'Telefonnummer' })).toHaveValue('0170 1234567');
  });

  it('keeps another chosen country when the number is changed', async () => {
    const { user, authApi } = await atPhoneScreen();
    await user.click(screen.getByRole('combobox', { name: 'Land' }));
    await user.click(await screen.findByRole('option', { name: 'Österreich (+43)' }));
    await user.type(screen.getByRole('textbox', { name: 'Telefonnummer' }), '0664 1234567{Enter}');
    await screen.findByRole('heading', { name: 'Code bestätigen' });
    expect(authApi.sentSms).toEqual(['+436641234567']);
    await user.click(screen.getByRole('button', { name: 'Nummer ändern' }));
    expect(await screen.findByRole('combobox', { name: 'Land' })).toHaveTextContent('Österreich (+43)');
  });

  it('returns to the number screen when the code has expired', async () => {
    const api = new FakeAuthApi();
    api.smsCodesExpire = true;
    const { user } = await atCodeScreen(api);
    await user.type(
      screen.getByRole('textbox', { name: 'Sechsstelliger Code' }),
      `${CORRECT_SMS_CODE}{Enter}`,
    );
    expect(await screen.findByRole('heading', { name: 'Mit Telefonnummer anmelden' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Dieser Code ist nicht mehr gültig');
  });
});
