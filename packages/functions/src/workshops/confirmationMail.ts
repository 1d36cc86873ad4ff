/** The confirmation mail of a registration, as a document for the Trigger-Email extension (`mail` collection). */
import {
  formatDate,
  workshopLocation,
  workshopTimeRange,
  type Workshop,
  type WorkshopRegistration,
} from '@speiseplaner/shared';
import { MAIL_GREETING, type MailDocument } from '../lib/mail';

export function confirmationMail(
  workshop: Workshop,
  registration: Omit<WorkshopRegistration, 'createdAt'>,
): MailDocument {
  const people = registration.participants === 1 ? '1 Person' : `${registration.participants} Personen`;
  const text = [
    `Guten Tag ${registration.name},`,
    '',
    `vielen Dank für Ihre Anmeldung zum Workshop „${workshop.title}“.`,
    '',
    `Termin: ${formatDate(workshop.date)}, ${workshopTimeRange(workshop)}`,
    `Ort: ${workshopLocation(workshop)}`,
    `Einrichtung: ${registration.institution}`,
    `Angemeldet: ${people}`,
    '',
    'Die Zugangsdaten bzw. weitere Hinweise erhalten Sie rechtzeitig vor dem Termin.',
    'Wenn Sie nicht teilnehmen können, antworten Sie bitte kurz auf diese E-Mail.',
    '',
    ...MAIL_GREETING,
  ].join('\n');
  return { to: registration.email, message: { subject: `Anmeldebestätigung: ${workshop.title}`, text } };
}
