/** The checked inputs of the Zutatenkatalog: a catalogue price and the day it starts from. */
import {
  checkCataloguePriceInput,
  checkDateInput,
  checkPriceDateInput,
  DATE_MESSAGES,
  PRICE_MESSAGES,
} from '../../src';

const value = (check: { ok: boolean; value?: unknown; message?: string }) =>
  check.ok ? check.value : check.message;

describe('checkCataloguePriceInput', () => {
  it('takes euro with a comma or a dot, whole cents, thousands dots with a comma, a euro sign', () => {
    expect(value(checkCataloguePriceInput('2,49'))).toBe(2.49);
    expect(value(checkCataloguePriceInput('2.49'))).toBe(2.49);
    expect(value(checkCataloguePriceInput(' 3 € '))).toBe(3);
    expect(value(checkCataloguePriceInput('0,5'))).toBe(0.5);
    expect(value(checkCataloguePriceInput(',05'))).toBe(0.05);
    expect(value(checkCataloguePriceInput('1.234,50'))).toBe(1234.5);
    expect(value(checkCataloguePriceInput('0,01'))).toBe(0.01);
  });

  it('refuses more than two decimals as typed, also a trailing zero', () => {
    expect(value(checkCataloguePriceInput('2,499'))).toBe(PRICE_MESSAGES.decimals);
    expect(value(checkCataloguePriceInput('2,490'))).toBe(PRICE_MESSAGES.decimals);
    expect(value(checkCataloguePriceInput('0.001'))).toBe(PRICE_MESSAGES.decimals);
    // Without a comma the dot is the decimal separator: "1.234" is 1,234 €, not 1234 €.
    expect(value(checkCataloguePriceInput('1.234'))).toBe(PRICE_MESSAGES.decimals);
  });

  it('refuses a negative or zero price', () => {
    for (const text of ['-1,20', '−1,20', '–2', '0', '0,00', ',0'])
      expect([text, value(checkCataloguePriceInput(text))]).toEqual([text, PRICE_MESSAGES.notPositive]);
  });

  it('refuses empty input, text and more than the largest amount', () => {
    expect(value(checkCataloguePriceInput(''))).toBe(PRICE_MESSAGES.empty);
    expect(value(checkCataloguePriceInput('  €'))).toBe(PRICE_MESSAGES.empty);
    for (const text of ['zwei', '1,2,3', '2,49 Euro', '1e3', '--1', 'NaN', 'Infinity'])
      expect([text, value(checkCataloguePriceInput(text))]).toEqual([text, PRICE_MESSAGES.notANumber]);
    expect(value(checkCataloguePriceInput('1000000'))).toBe(1_000_000);
    expect(value(checkCataloguePriceInput('1000000,01'))).toBe(PRICE_MESSAGES.tooLarge);
    expect(PRICE_MESSAGES.tooLarge).toBe('Der Preis darf höchstens 1.000.000 € betragen.');
  });
});

describe('checkDateInput and checkPriceDateInput', () => {
  it('take yyyy-MM-dd and the German TT.MM.JJJJ, with one-digit day and month', () => {
    expect(value(checkDateInput('2026-03-01'))).toBe('2026-03-01');
    expect(value(checkDateInput('01.03.2026'))).toBe('2026-03-01');
    expect(value(checkDateInput(' 1.3.2026 '))).toBe('2026-03-01');
    expect(value(checkDateInput('29.02.2028'))).toBe('2028-02-29');
  });

  it('refuse a date in an impossible format', () => {
    for (const text of [
      '2026/03/01',
      '03-01-2026',
      '1.3.26',
      '2026-3-1',
      'morgen',
      '01.03.2026 12:00',
      '20260301',
    ])
      expect([text, value(checkDateInput(text))]).toEqual([text, DATE_MESSAGES.format]);
    expect(value(checkDateInput(''))).toBe(DATE_MESSAGES.empty);
  });

  it('refuse a day that does not exist', () => {
    for (const text of ['30.02.2026', '29.02.2027', '2026-13-01', '31.04.2026', '00.01.2026', '2026-01-32'])
      expect([text, value(checkDateInput(text))]).toEqual([text, DATE_MESSAGES.missingDay]);
  });

  it('keep a price date within 2000 to 2099', () => {
    expect(value(checkPriceDateInput('01.01.2000'))).toBe('2000-01-01');
    expect(value(checkPriceDateInput('2099-12-31'))).toBe('2099-12-31');
    expect(value(checkPriceDateInput('31.12.1999'))).toBe(DATE_MESSAGES.range);
    expect(value(checkPriceDateInput('0001-01-01'))).toBe(DATE_MESSAGES.range);
    expect(value(checkPriceDateInput('9999-12-31'))).toBe(DATE_MESSAGES.range);
    expect(value(checkPriceDateInput('31.02.2026'))).toBe(DATE_MESSAGES.missingDay);
  });
});
