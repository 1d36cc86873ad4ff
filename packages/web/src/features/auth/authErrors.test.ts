/**
 * The error catalogue (docs/product.md, "Sign-in error messages"): German text, field and next step per
 * Firebase code.
 */
import { describeAuthError } from './authErrors';
import { authError } from '../../../test/auth/fakeAuthApi';

const describe_ = (code: string, context: Parameters<typeof describeAuthError>[1] = 'signIn') =>
  describeAuthError(authError(code), context);

describe('describeAuthError', () => {
  it.each([
    ['auth/email-already-in-use', 'email', 'Die E-Mail-Adresse wird bereits für ein anderes Konto verwendet'],
    ['auth/user-not-found', 'email', 'Diese E-Mail-Adresse passt zu keinem Konto'],
    ['auth/weak-password', 'password', 'Das Passwort muss aus mindestens 6 Zeichen bestehen'],
    ['auth/wrong-password', 'password', 'Die E-Mail-Adresse und das Passwort passen nicht zusammen'],
    ['auth/invalid-credential', 'password', 'Die E-Mail-Adresse und das Passwort passen nicht zusammen'],
    ['auth/network-request-failed', 'screen', 'Ein Netzwerkfehler ist aufgetreten'],
    [
      'auth/user-cancelled',
      'screen',
      'Erteilen Sie die erforderlichen Berechtigungen zur Anmeldung in der Anwendung',
    ],
    ['auth/expired-action-code', 'screen', 'Dieser Code ist abgelaufen.'],
    ['auth/invalid-verification-code', 'code', 'Falscher Code. Versuchen Sie es noch einmal.'],
    ['auth/missing-verification-code', 'code', 'Falscher Code. Versuchen Sie es noch einmal.'],
    ['auth/admin-restricted-operation', 'screen', 'Nicht autorisiert'],
  ])('%s shows at %s: %s', (code, field, message) => {
    expect(describe_(code)).toMatchObject({ code, field, message });
  });

  it('reads too-many-requests differently on sign-in and sign-up', () => {
    expect(describe_('auth/too-many-requests', 'signIn')).toMatchObject({
      field: 'password',
      message:
        'Sie haben zu oft ein falsches Passwort eingegeben. Bitte versuchen Sie es in einigen Minuten noch einmal.',
    });
    expect(describe_('auth/too-many-requests', 'signUp').message).toContain('IP-Adresse');
  });

  it('names the next step where the flow changes', () => {
    expect(describe_('auth/code-expired', 'phone')).toMatchObject({
      flow: 'phoneStart',
      message: 'Dieser Code ist nicht mehr gültig',
    });
    expect(describe_('auth/email-already-in-use', 'signUp').flow).toBe('linking');
    expect(describe_('auth/account-exists-with-different-credential', 'provider').flow).toBe('federated');
    expect(describe_('auth/popup-closed-by-user', 'provider').flow).toBe('ignore');
    expect(describe_('auth/admin-restricted-operation').flow).toBe('unauthorised');
  });

  it('tells an offline user why Google sign-in does not work', () => {
    expect(describe_('auth/network-request-failed', 'provider').message).toMatch(/Ohne Internetverbindung/);
    // The SDK's answer when Google's sign-in scripts cannot load.
    expect(describe_('auth/internal-error', 'provider').message).toMatch(/Ohne Internetverbindung/);
  });

  it('falls back to the generic German text for unknown errors', () => {
    expect(describeAuthError(new Error('kaputt'), 'signIn').message).toBe(
      'Ein Problem ist aufgetreten. Bitte versuchen Sie es noch einmal',
    );
  });
});
