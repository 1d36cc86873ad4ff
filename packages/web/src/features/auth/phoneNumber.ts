/**
 * Phone numbers for SMS sign-in: the country choice (Germany first, default) and the conversion of what a
 * user types ("0170 1234567", "+49 (0)151 12345678", "0049 …") to the E.164 form Firebase expects.
 */

export interface PhoneCountry {
  /** ISO 3166 code, e.g. DE. */
  iso: string;
  name: string;
  dialCode: string;
}

export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  { iso: 'DE', name: 'Deutschland', dialCode: '49' },
  { iso: 'AT', name: 'Österreich', dialCode: '43' },
  { iso: 'CH', name: 'Schweiz', dialCode: '41' },
  { iso: 'LU', name: 'Luxemburg', dialCode: '352' },
  { iso: 'NL', name: 'Niederlande', dialCode: '31' },
  { iso: 'BE', name: 'Belgien', dialCode: '32' },
  { iso: 'FR', name: 'Frankreich', dialCode: '33' },
  { iso: 'DK', name: 'Dänemark', dialCode: '45' },
  { iso: 'PL', name: 'Polen', dialCode: '48' },
  { iso: 'CZ', name: 'Tschechien', dialCode: '420' },
  { iso: 'IT', name: 'Italien', dialCode: '39' },
  { iso: 'ES', name: 'Spanien', dialCode: '34' },
  { iso: 'GB', name: 'Vereinigtes Königreich', dialCode: '44' },
  { iso: 'US', name: 'Vereinigte Staaten', dialCode: '1' },
];

export const DEFAULT_COUNTRY_ISO = 'DE';

export const TEXT_COUNTRY_UNSUPPORTED = 'Der angegebene Ländercode wird nicht unterstützt.';

export function findCountry(iso: string): PhoneCountry | undefined {
  return PHONE_COUNTRIES.find((country) => country.iso === iso.toUpperCase());
}

/** German mobile numbers: 15x, 16x or 17x and, without the leading 0, 10 or 11 digits. */
const GERMAN_MOBILE = /^1[5-7]\d{8,9}$/;

function nationalNumberValid(country: PhoneCountry, national: string): boolean {
  if (country.iso === 'DE') return GERMAN_MOBILE.test(national);
  // Elsewhere only the E.164 limits: at most 15 digits in all, and a plausible minimum.
  return national.length >= 6 && country.dialCode.length + national.length <= 15;
}

/**
 * Converts typed input to E.164 (`+491701234567`), or returns null when it is no valid number.
 * A number typed with + or 00 uses its own country code; that code must be one of the offered countries.
 */
export function toE164(input: string, countryIso: string = DEFAULT_COUNTRY_ISO): string | null {
  // Separators people type: spaces, dashes, slashes, dots and the "(0)" of German notation.
  const compact = input
    .trim()
    .replace(/\(0\)/g, '')
    .replace(/[\s\-/.()]/g, '');
  if (compact === '' || !/^(\+|00)?\d+$/.test(compact)) return null;

  if (compact.startsWith('+') || compact.startsWith('00')) {
    const digits = compact.replace(/^(\+|00)/, '');
    // Longest dial code first, so +352 is not read as +35 …
    const country = [...PHONE_COUNTRIES]
      .sort((a, b) => b.dialCode.length - a.dialCode.length)
      .find((candidate) => digits.startsWith(candidate.dialCode));
    if (!country) return null;
    const national = digits.slice(country.dialCode.length).replace(/^0/, '');
    return nationalNumberValid(country, national) ? `+${country.dialCode}${national}` : null;
  }

  const country = findCountry(countryIso);
  if (!country) return null;
  const national = compact.replace(/^0/, '');
  return nationalNumberValid(country, national) ? `+${country.dialCode}${national}` : null;
}

/** The country a passed code names, or the German error text when it is not offered. */
export function checkCountryCode(iso: string): { country: PhoneCountry } | { error: string } {
  const country = findCountry(iso);
  return country ? { country } : { error: TEXT_COUNTRY_UNSUPPORTED };
}
