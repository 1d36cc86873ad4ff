/** The newsletter's mails, as documents for the Trigger-Email extension (`mail` collection). */
import { NEWSLETTER_CONFIRM_DAYS } from '@speiseplaner/shared';
import { MAIL_GREETING, type MailDocument } from '../../lib/mail';

/** Asks the address to confirm (double opt-in); nothing is sent before that. */
export function confirmationMail(to: string, confirmLink: string): MailDocument {
  const text = [
    'Guten Tag,',
    '',
    'Sie möchten den Newsletter des Speiseplaners erhalten. Bitte bestätigen Sie das mit einem Klick auf diesen Link:',
    '',
    confirmLink,
    '',
    `Der Link gilt ${NEWSLETTER_CONFIRM_DAYS} Tage. Wenn Sie den Newsletter nicht bestellt haben, ignorieren Sie diese E-Mail einfach: Ohne Bestätigung erhalten Sie von uns nichts.`,
    '',
    ...MAIL_GREETING,
  ].join('\n');
  return { to, message: { subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung', text } };
}

/** After the confirmation: welcome, with the way out. */
export function welcomeMail(to: string, unsubscribeLink: string): MailDocument {
  const text = [
    'Guten Tag,',
    '',
    'vielen Dank für Ihre Bestätigung! Ab der nächsten Ausgabe erhalten Sie unseren Newsletter mit neuen Rezepten, saisonalen Speiseplänen und Workshop-Terminen.',
    '',
    'Abbestellen können Sie ihn jederzeit mit einem Klick:',
    unsubscribeLink,
    '',
    ...MAIL_GREETING,
  ].join('\n');
  return { to, message: { subject: 'Willkommen beim Newsletter des Speiseplaners', text } };
}

/** A new sign-up of an address that already receives the newsletter: nothing to do, here is the way out. */
export function alreadySubscribedMail(to: string, unsubscribeLink: string): MailDocument {
  const text = [
    'Guten Tag,',
    '',
    'Sie haben den Newsletter des Speiseplaners noch einmal bestellt. Diese Adresse erhält ihn bereits, Sie brauchen nichts weiter zu tun.',
    '',
    'Falls Sie ihn nicht mehr erhalten möchten, bestellen Sie ihn hier ab:',
    unsubscribeLink,
    '',
    ...MAIL_GREETING,
  ].join('\n');
  return { to, message: { subject: 'Sie erhalten unseren Newsletter bereits', text } };
}
