/**
 * The mail that tells a registrant a workshop is cancelled (workshops/cancel), as a document for the
 * Trigger-Email extension. Like the confirmation (confirmationMail.ts), the only text of the visitor's in it is
 * the name, HTML-escaped, and only when it passes today's rule for names (WorkshopRegistrationSchema):
 * registrations stored before the single-line rule (#17) may hold a link or a line break in their name,
 * and then the greeting goes without the name. Without a valid address there is no mail.
 */
import {
  EmailSchema,
  formatPersonCount,
  registrationSeats,
  titleWithoutCancellation,
  WorkshopRegistrationSchema,
  workshopLocation,
  workshopWhen,
  type Workshop,
} from '@speiseplaner/shared';
import { MAIL_GREETING, mailHtml, type MailDocument } from '../lib/mail';
import { isRecord } from '../lib/stored';

/** Id of the cancellation mail of registration `registrationId` (the confirmation's id plus "-absage"). */
export const cancellationMailId = (slug: string, registrationId: string) =>
  `${slug}-${registrationId}-absage`;

export function cancellationMail(workshop: Workshop, stored: unknown): MailDocument | null {
  const registration = isRecord(stored) ? stored : {};
  const to = EmailSchema.safeParse(registration.email);
  if (!to.success) return null;
  const name = WorkshopRegistrationSchema.shape.name.safeParse(registration.name);
  const seats = registrationSeats(registration);
  const people = formatPersonCount(seats);
  const title = titleWithoutCancellation(workshop.title);
  const text = [
    name.success ? `Guten Tag ${name.data},` : 'Guten Tag,',
    '',
    `leider müssen wir den Workshop „${title}“ absagen.`,
    '',
    `Termin: ${workshopWhen(workshop)}`,
    `Ort: ${workshopLocation(workshop)}`,
    `Angemeldet waren: ${people}`,
    '',
    'Ihre Anmeldung ist damit aufgehoben; Sie brauchen nichts weiter zu tun.',
    'Wir bitten um Entschuldigung und freuen uns, wenn Sie sich für einen der nächsten Termine anmelden.',
    '',
    ...MAIL_GREETING,
  ].join('\n');
  return { to: to.data, message: { subject: `Absage: ${title}`, text, html: mailHtml(text) } };
}
