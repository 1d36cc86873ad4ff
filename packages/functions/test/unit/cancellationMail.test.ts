/** workshops/cancellationMail.ts: the German cancellation mail of one registration. */
import type { Workshop } from '@speiseplaner/shared';
import { cancellationMail, cancellationMailId } from '../../src/workshops/cancellationMail';

const workshop: Workshop = {
  slug: 'kochen-mit-getreide-2027-03-17',
  title: 'Abgesagt: Kochen mit Getreide',
  date: '2027-03-17T09:30:00+01:00',
  deadline: '2027-03-03',
  duration: 210,
  type: 'getreide-huelsenfruechte',
  location: 'Lehrküche Nürnberg',
};
const registration = { name: "Jürgen O'Neill & Co", email: 'juergen@kita.test', participants: 3 };

it('tells the registrant in German which workshop is cancelled, when and where', () => {
  const mail = cancellationMail(workshop, registration)!;
  expect(mail.to).toBe('juergen@kita.test');
  expect(mail.message.subject).toBe('Absage: Kochen mit Getreide');
  expect(mail.message.text).toBe(
    [
      "Guten Tag Jürgen O'Neill & Co,",
      '',
      'leider müssen wir den Workshop „Kochen mit Getreide“ absagen.',
      '',
      'Termin: Mittwoch, 17. März 2027, 09:30–13:00 Uhr',
      'Ort: Lehrküche Nürnberg',
      'Angemeldet waren: 3 Personen',
      '',
      'Ihre Anmeldung ist damit aufgehoben; Sie brauchen nichts weiter zu tun.',
      'Wir bitten um Entschuldigung und freuen uns, wenn Sie sich für einen der nächsten Termine anmelden.',
      '',
      'Viele Grüße',
      'Ihr Speiseplaner-Team',
    ].join('\n'),
  );
  expect(mail.message.html).toContain('Guten Tag Jürgen O&#39;Neill &amp; Co,<br>');
});

it('greets without the name when an older registration holds a link, markup or a line break in it (#17)', () => {
  for (const name of ['www.gewinn.example/x', 'Max <b>Muster</b>', 'Max\nMuster', '']) {
    const mail = cancellationMail({ ...workshop, location: undefined }, { ...registration, name })!;
    expect(mail.message.text.split('\n')[0]).toBe('Guten Tag,');
    expect(mail.message.text).toContain('Ort: Online-Veranstaltung');
  }
});

it('writes no mail without a valid address, and counts one person without a number', () => {
  expect(cancellationMail(workshop, { ...registration, email: 'kaputt' })).toBeNull();
  expect(cancellationMail(workshop, null)).toBeNull();
  expect(cancellationMail(workshop, { email: 'a@kita.test' })!.message.text).toContain(
    'Angemeldet waren: 1 Person\n',
  );
});

it('has one fixed id per registration', () => {
  expect(cancellationMailId('brot-2027-05-05', 'abc')).toBe('brot-2027-05-05-abc-absage');
});
