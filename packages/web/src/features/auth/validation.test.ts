/** Sign-in input rules (docs/product.md, "Sign-in input rules"). */
import { emailError, nameError, newPasswordError, passwordError } from './validation';

describe('emailError', () => {
  it('asks for a missing e-mail', () => {
    expect(emailError('  ')).toBe('Geben Sie Ihre E-Mail-Adresse ein, um fortzufahren');
  });

  it.each(['kueche@kita.de', 'a.b+plan@schule.example.org', 'info@mensa.xn--p1ai', `k@x.${'a'.repeat(63)}`])(
    'accepts %s',
    (email) => expect(emailError(email)).toBeNull(),
  );

  it.each([
    'kueche',
    'kueche@',
    'kueche@kita',
    'kueche@kita.d',
    `k@x.${'a'.repeat(64)}`,
    'zwei @kita.de',
    'a@@kita.de',
  ])('rejects %s', (email) => expect(emailError(email)).toBe('Diese E-Mail-Adresse ist ungültig'));
});

describe('passwords and name', () => {
  it('asks for a password on sign-in, whatever its length', () => {
    expect(passwordError('')).toBe('Geben Sie Ihr Passwort ein');
    expect(passwordError('abc')).toBeNull();
  });

  it('needs at least 6 characters for a new password', () => {
    expect(newPasswordError('')).toBe('Geben Sie Ihr Passwort ein');
    expect(newPasswordError('abcde')).toBe('Das Passwort muss aus mindestens 6 Zeichen bestehen');
    expect(newPasswordError('abcdef')).toBeNull();
  });

  it('needs a name on sign-up', () => {
    expect(nameError(' ')).toBe('Geben Sie Ihren Kontonamen ein');
    expect(nameError('Kita Sonnenschein')).toBeNull();
  });
});
