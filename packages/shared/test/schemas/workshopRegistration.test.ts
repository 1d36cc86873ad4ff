/** The public workshop registration takes only single-line text without links or markup (#17). */
import { runInNewContext } from 'node:vm';
import { WorkshopRegistrationSchema } from '../../src';

const fine = {
  workshopSlug: 'einfuehrung-2027-11-22',
  name: "Jürgen O'Neill-Schäfer",
  email: 'juergen@kita-sonne.de',
  institution: 'Kita „Sonnenschein“ e.V. – Haus 2',
  phone: '+49 (030) 123-456',
  participants: 2,
  comment: 'Wir bringen eine Kollegin mit, Grüße aus Köln!',
};
/** The German message of the first refusal, or undefined when the registration is taken. */
const messageOf = (change: Record<string, unknown>) =>
  WorkshopRegistrationSchema.safeParse({ ...fine, ...change }).error?.issues[0]?.message;

describe('WorkshopRegistrationSchema', () => {
  it('takes ordinary input with Umlaute, hyphens, apostrophes, quotes and dots', () => {
    expect(WorkshopRegistrationSchema.parse(fine)).toEqual(fine);
    expect(messageOf({ name: 'Ana-María Ñúñez', institution: 'Familienzentrum St. Josef' })).toBeUndefined();
  });

  it('refuses line breaks and control characters in every field', () => {
    expect(messageOf({ name: 'Anna\nBerg' })).toBe(
      'Bitte geben Sie den Namen in einer Zeile ohne Zeilenumbrüche ein.',
    );
    expect(messageOf({ institution: 'Kita\r\nGewinnspiel' })).toBe(
      'Bitte geben Sie die Einrichtung in einer Zeile ohne Zeilenumbrüche ein.',
    );
    expect(messageOf({ phone: '030\t123' })).toBe(
      'Bitte geben Sie die Telefonnummer in einer Zeile ohne Zeilenumbrüche ein.',
    );
    expect(messageOf({ comment: 'Hallo\u2028Welt' })).toBe(
      'Bitte geben Sie den Kommentar in einer Zeile ohne Zeilenumbrüche ein.',
    );
  });

  it('refuses links: http(s)://, www. and domain-like paths', () => {
    expect(messageOf({ name: 'https://spam.example' })).toBe('Bitte geben Sie den Namen ohne Links ein.');
    expect(messageOf({ institution: 'Kita http://x.de' })).toBe(
      'Bitte geben Sie die Einrichtung ohne Links ein.',
    );
    expect(messageOf({ institution: 'Besuchen Sie www.gewinn.de' })).toBe(
      'Bitte geben Sie die Einrichtung ohne Links ein.',
    );
    expect(messageOf({ comment: 'siehe gewinn.example/jetzt' })).toBe(
      'Bitte geben Sie den Kommentar ohne Links ein.',
    );
    expect(messageOf({ phone: 'bit.ly/abc' })).toBe('Bitte geben Sie die Telefonnummer ohne Links ein.');
    // A domain inside a longer word run, after other domain parts, or after other text.
    expect(messageOf({ comment: 'anmeldung.kita-sonne.de/kurs' })).toBe(
      'Bitte geben Sie den Kommentar ohne Links ein.',
    );
    expect(messageOf({ comment: 'Infos: schule_nord.de/essen' })).toBe(
      'Bitte geben Sie den Kommentar ohne Links ein.',
    );
    // Not links: a dotted abbreviation, an e-mail address, a slash between words.
    expect(
      messageOf({ comment: 'Wir kommen ca. um 9 Uhr, Mail an info@kita-sonne.de, Mo./Di.' }),
    ).toBeUndefined();
  });

  it('answers a huge text at once, with the length rule', () => {
    // 200,000 characters and no link: the link test used to take time growing with the square of the length
    // (about 80 s for the name alone), and zod runs it even on a text that is already too long. A hang guard,
    // not a speed target: the answer takes milliseconds, the limit interrupts the parse after 10 s.
    const input = {
      ...fine,
      name: 'a'.repeat(200_000),
      institution: 'ab1-'.repeat(50_000),
      comment: 'x.'.repeat(100_000),
    };
    const parse = () =>
      WorkshopRegistrationSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    const issues: unknown = runInNewContext('parse()', { parse }, { timeout: 10_000 });
    expect(issues).toEqual([
      'Bitte geben Sie den Namen mit höchstens 100 Zeichen ein.',
      'Bitte geben Sie die Einrichtung mit höchstens 150 Zeichen ein.',
      'Bitte geben Sie den Kommentar mit höchstens 500 Zeichen ein.',
    ]);
  });

  it('refuses markup', () => {
    expect(messageOf({ name: '<b>Anna</b>' })).toBe(
      'Bitte geben Sie den Namen ohne die Zeichen < und > ein.',
    );
    expect(messageOf({ institution: 'Kita > alles' })).toBe(
      'Bitte geben Sie die Einrichtung ohne die Zeichen < und > ein.',
    );
  });

  it('refuses text that is too long, in German', () => {
    expect(messageOf({ name: 'a'.repeat(100) })).toBeUndefined();
    expect(messageOf({ name: 'a'.repeat(101) })).toBe(
      'Bitte geben Sie den Namen mit höchstens 100 Zeichen ein.',
    );
    expect(messageOf({ institution: 'a'.repeat(151) })).toBe(
      'Bitte geben Sie die Einrichtung mit höchstens 150 Zeichen ein.',
    );
    expect(messageOf({ phone: '1'.repeat(31) })).toBe(
      'Bitte geben Sie die Telefonnummer mit höchstens 30 Zeichen ein.',
    );
    expect(messageOf({ comment: 'a'.repeat(501) })).toBe(
      'Bitte geben Sie den Kommentar mit höchstens 500 Zeichen ein.',
    );
  });
});
