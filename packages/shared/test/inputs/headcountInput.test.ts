/** A headcount as a cook types it: the web field and the backend answer the same German message. */
import {
  checkHeadcountInput,
  HEADCOUNT_MESSAGES,
  HeadcountsSchema,
  MAX_HEADCOUNT,
  parseActionPayload,
} from '../../src';

describe('checkHeadcountInput', () => {
  it('takes whole numbers from 0 to 9999; empty counts 0', () => {
    expect(checkHeadcountInput('25')).toEqual({ ok: true, value: 25 });
    expect(checkHeadcountInput(' 0 ')).toEqual({ ok: true, value: 0 });
    expect(checkHeadcountInput('')).toEqual({ ok: true, value: 0 });
    expect(checkHeadcountInput('9999')).toEqual({ ok: true, value: MAX_HEADCOUNT });
    expect(checkHeadcountInput('1.500')).toEqual({ ok: true, value: 1500 });
    expect(checkHeadcountInput('20,0')).toEqual({ ok: true, value: 20 });
  });

  it('refuses a negative, fractional, absurd or non-numeric count with a German message', () => {
    expect(checkHeadcountInput('-5')).toEqual({
      ok: false,
      message: 'Die Personenzahl darf nicht negativ sein. Für eine Altersgruppe ohne Essen geben Sie 0 ein.',
    });
    expect(checkHeadcountInput('12,5')).toEqual({ ok: false, message: HEADCOUNT_MESSAGES.notWhole });
    expect(checkHeadcountInput('10000')).toEqual({
      ok: false,
      message: 'Höchstens 9.999 Personen je Altersgruppe und Tag.',
    });
    expect(checkHeadcountInput('1e9')).toEqual({ ok: false, message: HEADCOUNT_MESSAGES.notANumber });
    expect(checkHeadcountInput('zwanzig')).toEqual({ ok: false, message: HEADCOUNT_MESSAGES.notANumber });
  });

  it('gives the backend the same messages through the shared schema', () => {
    const issue = (heads: unknown) => HeadcountsSchema.safeParse(heads).error?.issues[0]?.message;
    expect(issue({ kiga: -5 })).toBe(HEADCOUNT_MESSAGES.negative);
    expect(issue({ kita: 2.5 })).toBe(HEADCOUNT_MESSAGES.notWhole);
    expect(issue({ adult: 10_000 })).toBe(HEADCOUNT_MESSAGES.tooLarge);
    expect(issue({ school: '20' })).toBe(HEADCOUNT_MESSAGES.notANumber);
    expect(issue({ kiga: 20 })).toBeUndefined();
    expect(() =>
      parseActionPayload('user/updateProfile', { version: 0, changes: { heads: { kiga: -5 } } }),
    ).toThrow();
  });
});
