/** What people type as phone numbers and what Firebase receives. */
import { checkCountryCode, toE164 } from './phoneNumber';

describe('toE164', () => {
  it.each([
    ['0170 1234567', '+491701234567'], // 10 digits without the 0
    ['01512 3456789', '+4915123456789'], // 11 digits without the 0
    ['0151/23456789', '+4915123456789'],
    ['+49 (0)151 23456789', '+4915123456789'],
    ['0049 176 12345678', '+4917612345678'],
    ['+49-160-1234567', '+491601234567'],
  ])('reads the German mobile number %s', (typed, e164) => {
    expect(toE164(typed, 'DE')).toBe(e164);
  });

  it.each([
    ['0170 123456'], // 9 digits: too short
    ['01512 34567890'], // 12 digits: too long
    ['089 1234567'], // a landline cannot receive the SMS code
    ['0170 12a4567'],
    [''],
    ['+999 1234567'], // no offered country has this code
  ])('rejects %p', (typed) => {
    expect(toE164(typed, 'DE')).toBeNull();
  });

  it('uses the chosen country when the number has no international prefix', () => {
    expect(toE164('0664 1234567', 'AT')).toBe('+436641234567');
    expect(toE164('+43 664 1234567', 'DE')).toBe('+436641234567');
  });

  it('reads the longer dial code first (+352 Luxemburg, not +35)', () => {
    expect(toE164('+352 621 123 456', 'DE')).toBe('+352621123456');
  });
});

describe('checkCountryCode', () => {
  it('accepts an offered country and refuses others in German', () => {
    expect(checkCountryCode('de')).toEqual({ country: { iso: 'DE', name: 'Deutschland', dialCode: '49' } });
    expect(checkCountryCode('XX')).toEqual({ error: 'Der angegebene Ländercode wird nicht unterstützt.' });
  });
});
