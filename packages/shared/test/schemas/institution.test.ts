import {
  BIO_CONTROL_CODE_FORMAT,
  BioControlCodeSchema,
  INSTITUTION_NAME_REQUIRED,
  INSTITUTION_NAME_TOO_LONG,
  InstitutionNameSchema,
  LETTERHEAD_TOO_LONG,
  LETTERHEAD_TOO_MANY_LINES,
  LetterheadSchema,
  letterheadLineCount,
  parseActionPayload,
} from '../../src';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('institution name', () => {
  it('is trimmed and kept when 1–120 characters', () => {
    expect(InstitutionNameSchema.parse('  Kita Regenbogen ')).toBe('Kita Regenbogen');
    expect(InstitutionNameSchema.parse('x'.repeat(120))).toHaveLength(120);
  });

  it('asks for a name when empty or blank, in German', () => {
    expect(messageOf(InstitutionNameSchema.safeParse(''))).toBe(INSTITUTION_NAME_REQUIRED);
    expect(messageOf(InstitutionNameSchema.safeParse('   '))).toBe(
      'Bitte geben Sie den Namen Ihrer Einrichtung ein.',
    );
  });

  it('refuses more than 120 characters', () => {
    expect(messageOf(InstitutionNameSchema.safeParse('x'.repeat(121)))).toBe(INSTITUTION_NAME_TOO_LONG);
    expect(INSTITUTION_NAME_TOO_LONG).toBe('Der Name darf höchstens 120 Zeichen lang sein.');
  });
});

describe('letterhead', () => {
  it('counts printed lines; an empty text has none', () => {
    expect(letterheadLineCount('')).toBe(0);
    expect(letterheadLineCount('  \n ')).toBe(0);
    expect(letterheadLineCount('Lindenweg 3')).toBe(1);
    expect(letterheadLineCount('Lindenweg 3\r\n12345 Musterstadt\nTel. 0123 4567')).toBe(3);
  });

  it('takes empty text (no letterhead) and up to three lines, trimmed', () => {
    expect(LetterheadSchema.parse('')).toBe('');
    expect(LetterheadSchema.parse(' Lindenweg 3\n12345 Musterstadt\nTel. 0123 4567 \n')).toBe(
      'Lindenweg 3\n12345 Musterstadt\nTel. 0123 4567',
    );
  });

  it('refuses a fourth line and more than 300 characters with German messages', () => {
    expect(messageOf(LetterheadSchema.safeParse('a\nb\nc\nd'))).toBe(LETTERHEAD_TOO_MANY_LINES);
    expect(LETTERHEAD_TOO_MANY_LINES).toBe('Der Briefkopf hat höchstens 3 Zeilen.');
    expect(messageOf(LetterheadSchema.safeParse('x'.repeat(301)))).toBe(LETTERHEAD_TOO_LONG);
    expect(LetterheadSchema.safeParse('x'.repeat(300)).success).toBe(true);
  });

  it('is what user/updateProfile accepts as letterhead', () => {
    expect(
      parseActionPayload('user/updateProfile', { version: 0, changes: { letterhead: ' Lindenweg 3 ' } }),
    ).toEqual({
      version: 0,
      changes: { letterhead: 'Lindenweg 3' },
    });
    expect(() =>
      parseActionPayload('user/updateProfile', { version: 0, changes: { letterhead: '1\n2\n3\n4' } }),
    ).toThrow('Feld changes.letterhead');
  });
});

describe('BioControlCodeSchema', () => {
  it('accepts an empty code (not certified) and a code as on the certificate', () => {
    expect(BioControlCodeSchema.parse('')).toBe('');
    expect(BioControlCodeSchema.parse(' DE-ÖKO-006 ')).toBe('DE-ÖKO-006');
  });

  it('writes a code typed in lower case, with OE or with spaces the official way', () => {
    expect(BioControlCodeSchema.parse('de-öko-039')).toBe('DE-ÖKO-039');
    expect(BioControlCodeSchema.parse('DE-OEKO-001')).toBe('DE-ÖKO-001');
    expect(BioControlCodeSchema.parse('DE - ÖKO - 012')).toBe('DE-ÖKO-012');
  });

  it('refuses anything else with the German format message', () => {
    for (const bad of ['DE-ÖKO-06', 'AT-BIO-301', 'Bio', 'DE-ÖKO-0061']) {
      const result = BioControlCodeSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(BIO_CONTROL_CODE_FORMAT);
    }
  });
});
