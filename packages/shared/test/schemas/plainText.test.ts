/** Text fields refuse invisible characters (#26): one rule for every single-line and multi-line field. */
import {
  ACTIONS,
  AllergenReasonSchema,
  HIDDEN_CHARACTERS_MESSAGE,
  InstitutionNameSchema,
  LINE_BREAK_MESSAGE,
  LetterheadSchema,
  NameSchema,
  RecipeSchema,
  ShortTextSchema,
  TextSchema,
  VideoSchema,
  WorkshopRegistrationSchema,
  WorkshopSchema,
  multiLineTextProblem,
  singleLineTextProblem,
} from '../../src';

/** Every character the issue names, and a few more of Unicode's Cc and Cf categories. */
const HIDDEN: [string, string][] = [
  ['U+202A left-to-right embedding', '\u202A'],
  ['U+202B right-to-left embedding', '\u202B'],
  ['U+202C pop directional formatting', '\u202C'],
  ['U+202D left-to-right override', '\u202D'],
  ['U+202E right-to-left override', '\u202E'],
  ['U+2066 left-to-right isolate', '\u2066'],
  ['U+2067 right-to-left isolate', '\u2067'],
  ['U+2068 first strong isolate', '\u2068'],
  ['U+2069 pop directional isolate', '\u2069'],
  ['U+200E LRM', '\u200E'],
  ['U+200F RLM', '\u200F'],
  ['U+061C ALM', '\u061C'],
  ['U+200B zero width space', '\u200B'],
  ['U+200C zero width non-joiner', '\u200C'],
  ['U+200D zero width joiner', '\u200D'],
  ['U+2060 word joiner', '\u2060'],
  ['U+FEFF BOM', '\uFEFF'],
  ['U+00AD soft hyphen (Cf)', '\u00AD'],
  ['U+0000 NUL (Cc)', '\u0000'],
  ['U+001B escape (Cc)', '\u001B'],
  ['U+007F delete (Cc)', '\u007F'],
  ['U+0085 next line (Cc)', '\u0085'],
  ['U+000B vertical tab (Cc)', '\u000B'],
  ['a lone surrogate', '\uD800'],
];

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('invisible characters', () => {
  it.each(HIDDEN)('%s is refused in single-line and multi-line text', (_label, char) => {
    const text = `Guten Tag Max${char}gnp.exe`;
    expect(singleLineTextProblem(text)).toBe('hidden');
    expect(multiLineTextProblem(text)).toBe('hidden');
    expect(messageOf(NameSchema.safeParse(text))).toBe(HIDDEN_CHARACTERS_MESSAGE);
    expect(messageOf(TextSchema.safeParse(text))).toBe(HIDDEN_CHARACTERS_MESSAGE);
  });

  it('keeps what a German kitchen writes: Umlaute, ß, quotes, dashes, emoji, combining marks, flags', () => {
    for (const text of [
      'Kita „Sonnenschein“ e.V. – Haus 2',
      'Grießbrei mit Äpfeln & Zimt',
      'Möhre', // combining diaeresis, category Mn
      'Kartoffel 🥔 aus 🇩🇪',
      'Ana-María Ñúñez',
      'Crème brûlée',
      'שלום עליכם', // right-to-left script without override
    ]) {
      expect(singleLineTextProblem(text)).toBeUndefined();
      expect(NameSchema.safeParse(text).success).toBe(true);
    }
  });

  it('single-line fields refuse line breaks and tabs with their own message', () => {
    for (const text of [
      'Linsen\nDal',
      'Linsen\r\nDal',
      'Linsen\tDal',
      'Linsen\u2028Dal',
      'Linsen\u2029Dal',
    ]) {
      expect(singleLineTextProblem(text)).toBe('lineBreak');
      expect(messageOf(ShortTextSchema.safeParse(text))).toBe(LINE_BREAK_MESSAGE);
    }
  });

  it('multi-line fields keep line breaks and tabs', () => {
    const method = 'Linsen waschen.\r\n\tIn Brühe garen.\nAbschmecken.';
    expect(multiLineTextProblem(method)).toBeUndefined();
    expect(TextSchema.parse(method)).toBe(method);
    expect(LetterheadSchema.parse('Lindenweg 3\n12345 Musterstadt')).toBe('Lindenweg 3\n12345 Musterstadt');
    expect(messageOf(LetterheadSchema.safeParse('Lindenweg 3\n\u202E12345'))).toBe(HIDDEN_CHARACTERS_MESSAGE);
  });

  it('every text field of the entities carries the rule', () => {
    const rlo = 'Max\u202Egnp.exe';
    expect(messageOf(InstitutionNameSchema.safeParse(rlo))).toBe(HIDDEN_CHARACTERS_MESSAGE);
    expect(messageOf(AllergenReasonSchema.safeParse(`Bäcker ${rlo}`))).toBe(HIDDEN_CHARACTERS_MESSAGE);
    const recipe = { slug: 'dal', name: 'Dal', method: '' };
    for (const change of [
      { name: rlo },
      { category: rlo },
      { tags: [rlo] },
      { method: rlo },
      { author: rlo },
    ]) {
      expect(messageOf(RecipeSchema.safeParse({ ...recipe, ...change }))).toBe(HIDDEN_CHARACTERS_MESSAGE);
    }
    const video = { id: 'v', title: 'T', topic: 'Planer', order: 1, published: true };
    for (const change of [{ title: rlo }, { topic: rlo }, { description: rlo }]) {
      expect(messageOf(VideoSchema.safeParse({ ...video, ...change }))).toBe(HIDDEN_CHARACTERS_MESSAGE);
    }
    const workshop = {
      slug: 'w-2030-01-01',
      title: 'Einführung',
      date: '2030-01-01T09:00:00Z',
      deadline: '2029-12-18',
      duration: 90,
      type: 'einfuehrung',
    };
    for (const change of [{ title: rlo }, { location: rlo }, { annotation: rlo }, { template: rlo }]) {
      expect(messageOf(WorkshopSchema.safeParse({ ...workshop, ...change }))).toBe(HIDDEN_CHARACTERS_MESSAGE);
    }
    const registration = {
      workshopSlug: 'w-2030-01-01',
      name: 'Eva Rot',
      email: 'eva@kita.test',
      institution: 'Kita Mohn',
    };
    for (const change of [{ name: rlo }, { institution: rlo }, { phone: rlo }, { comment: rlo }]) {
      expect(messageOf(WorkshopRegistrationSchema.safeParse({ ...registration, ...change }))).toBe(
        HIDDEN_CHARACTERS_MESSAGE,
      );
    }
  });

  it('the action payloads carry it: user/updateProfile refuses a zero-width space in the name with the message', () => {
    expect(
      messageOf(
        ACTIONS['user/updateProfile'].payload.safeParse({ version: 0, changes: { name: 'Kita\u200BSonne' } }),
      ),
    ).toBe(HIDDEN_CHARACTERS_MESSAGE);
  });
});
