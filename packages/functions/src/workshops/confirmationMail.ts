/**
 * The confirmation mail of a registration, as a document for the Trigger-Email extension (`mail` collection).
 * Registration is public, so of the visitor's text only the name is in the mail (HTML-escaped in the HTML
 * part); institution, phone and comment are not, so nobody can send text of their choice from our sender (#17).
 */
import {
  formatPersonCount,
  workshopLocation,
  workshopWhen,
  type Workshop,
  type WorkshopRegistration,
} from '@speiseplaner/shared';
import { MAIL_GREETING, mailHtml, type MailDocument } from '../lib/mail';

export function confirmationMail(
  workshop: Workshop,
  registration: Omit<WorkshopRegistration, 'createdAt'>,
): MailDocument {
  const people = formatPersonCount(registration.participants);
  const text = [
    `Guten Tag ${registration.name},`,
    '',
    `vielen Dank für Ihre Anmeldung zum Workshop „${workshop.title}“.`,
    '',
    `Termin: ${workshopWhen(workshop)}`,
    `Ort: ${workshopLocation(workshop)}`,
    `Angemeldet: ${people}`,
    '',
    'Die Zugangsdaten bzw. weitere Hinweise erhalten Sie rechtzeitig vor dem Termin.',
    'Wenn Sie nicht teilnehmen können, antworten Sie bitte kurz auf diese E-Mail.',
    '',
    ...MAIL_GREETING,
  ].join('\n');
  return {
    to: registration.email,
    message: { subject: `Anmeldebestätigung: ${workshop.title}`, text, html: mailHtml(text) },
  };
}
