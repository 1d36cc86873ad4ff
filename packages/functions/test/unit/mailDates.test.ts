/**
 * The date rule of docs/product.md ("Daten und Uhrzeiten"): mails write dates in words, never as
 * yyyy-MM-dd. Every mail builder of src/ is listed here with realistic input; the scan names the mail whose
 * subject or body holds an ISO date outside a link (links may carry a workshop's slug). A new mail builder
 * that is not listed fails the last test.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Workshop } from '@speiseplaner/shared';
import type { MailDocument } from '../../src/lib/mail';
import { invitationMail } from '../../src/controller/team/mail';
import { kitchenInvitationMail } from '../../src/controller/organisation/mail';
import {
  alreadySubscribedMail,
  confirmationMail as newsletterConfirmationMail,
  welcomeMail,
} from '../../src/controller/newsletter/mails';
import { confirmationMail } from '../../src/workshops/confirmationMail';
import { cancellationMail } from '../../src/workshops/cancellationMail';

const workshop: Workshop = {
  slug: 'kochen-mit-huelsenfruechten-2027-02-24',
  title: 'Kochen mit Hülsenfrüchten',
  date: '2027-02-24T14:00:00+01:00',
  deadline: '2027-02-03',
  duration: 120,
  type: 'getreide-huelsenfruechte',
  location: 'Lehrküche Giesing',
};
const registration = {
  workshopSlug: workshop.slug,
  name: 'Jana Koch',
  email: 'jana@kita.test',
  institution: 'Kita Sonnenschein',
  participants: 2,
};
const expiresAt = Date.UTC(2026, 11, 5, 12, 40);
const link = `https://speiseplaner.example/workshops/${workshop.slug}?am=2027-02-24`;

/** Every mail the functions build, by the source file that builds it. */
const MAILS: Record<string, () => MailDocument | null> = {
  'workshops/confirmationMail.ts': () => confirmationMail(workshop, registration),
  'workshops/cancellationMail.ts': () =>
    cancellationMail({ ...workshop, title: `Abgesagt: ${workshop.title}` }, registration),
  'controller/team/mail.ts': () =>
    invitationMail({
      to: 'ben@kita.test',
      kitchenName: 'Kita Sonnenschein',
      invitedBy: 'Anna Leitner',
      role: 'cook',
      link,
      expiresAt,
    }),
  'controller/organisation/mail.ts': () =>
    kitchenInvitationMail({
      to: 'leitung@kita.test',
      organisationName: 'Kita-Verbund Süd',
      invitedBy: 'Paula Träger',
      link,
      expiresAt,
    }),
  'controller/newsletter/mails.ts#confirmation': () => newsletterConfirmationMail('a@kita.test', link),
  'controller/newsletter/mails.ts#welcome': () => welcomeMail('a@kita.test', link),
  'controller/newsletter/mails.ts#already': () => alreadySubscribedMail('a@kita.test', link),
};

const ISO_DATE = /\d{4}-\d{2}-\d{2}/;
const LINK = /\bhttps?:\/\/\S+/g;

/** The ISO dates a reader would see in a mail: subject, text and HTML part, links left out. */
function isoDatesIn(mail: MailDocument): string[] {
  const parts = [mail.message.subject, mail.message.text, mail.message.html ?? ''];
  return parts.flatMap((part) => part.replace(LINK, '').match(new RegExp(ISO_DATE, 'g')) ?? []);
}

describe('mails write dates in words', () => {
  it.each(Object.keys(MAILS))('%s has no yyyy-MM-dd date', (name) => {
    const mail = MAILS[name]!();
    expect(mail).not.toBeNull();
    expect({ mail: name, isoDates: isoDatesIn(mail!) }).toEqual({ mail: name, isoDates: [] });
  });

  it('writes the workshop date in words in the confirmation and the cancellation', () => {
    for (const name of ['workshops/confirmationMail.ts', 'workshops/cancellationMail.ts'])
      expect(MAILS[name]!()!.message.text).toContain('Termin: Mittwoch, 24. Februar 2027, 14:00–16:00 Uhr');
  });

  it('catches an ISO date and names the mail', () => {
    const bad: MailDocument = { to: 'x@kita.test', message: { subject: 'Termin', text: 'am 2027-02-24' } };
    expect(isoDatesIn(bad)).toEqual(['2027-02-24']);
  });

  it('lists every source file that builds a mail', () => {
    const src = join(__dirname, '../../src');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((entry) => {
        const path = join(dir, entry);
        return statSync(path).isDirectory() ? files(path) : [path];
      });
    const builders = files(src)
      .filter((path) => path.endsWith('.ts') && !path.endsWith('lib/mail.ts'))
      .filter((path) => /\): MailDocument\b/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(src, path));
    const covered = new Set(Object.keys(MAILS).map((name) => name.split('#')[0]));
    expect(builders.filter((path) => !covered.has(path))).toEqual([]);
  });
});
