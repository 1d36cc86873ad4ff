/** The kitchen invitation mail, as a document for the Trigger-Email extension (`mail` collection, lib/mail.ts). */
import { formatLongDateTime, KITCHEN_INVITATION_VALID_DAYS } from '@speiseplaner/shared';
import { MAIL_GREETING, mailHtml, type MailDocument } from '../../lib/mail';

export interface KitchenInvitationMailInput {
  /** The address of the invited kitchen's Küchenleitung. */
  to: string;
  organisationName: string;
  /** Who invites (the Träger-Leitung's name or address). */
  invitedBy: string;
  link: string;
  expiresAt: number;
}

/**
 * Names the Träger and the inviting person, says what joining means (the Träger sees the kitchen's
 * figures, not its recipes or prices) and that the link works 7 days, once, for the Küchenleitung.
 */
export function kitchenInvitationMail(input: KitchenInvitationMailInput): MailDocument {
  const name = input.organisationName.trim();
  const organisation = name ? `den Träger „${name}“` : 'einen Träger';
  const who = input.invitedBy.trim() || 'Die Träger-Leitung';
  const text = [
    'Guten Tag,',
    '',
    `${who} lädt Ihre Küche ein, sich im Speiseplaner ${organisation} anzuschließen.`,
    '',
    'Der Träger sieht dann für Ihre Küche den Namen, Kennzahlen (Kosten je Portion, Bio-Anteil, erfüllte DGE-Kriterien, ob die nächste Woche geplant ist) und wann zuletzt etwas gespeichert wurde. Ihre Rezepte, Preise und Einkaufslisten selbst sieht er nicht. Ihre Küche kann den Träger jederzeit wieder verlassen.',
    '',
    'Um die Einladung anzunehmen, öffnen Sie diesen Link und melden Sie sich als Küchenleitung mit dieser E-Mail-Adresse an; es schließt sich die Küche an, die Sie dabei gewählt haben:',
    '',
    input.link,
    '',
    `Der Link gilt ${KITCHEN_INVITATION_VALID_DAYS} Tage (bis ${formatLongDateTime(input.expiresAt)}) und nur einmal. Wenn Sie mit dieser Einladung nichts anfangen können, ignorieren Sie diese E-Mail einfach.`,
    '',
    ...MAIL_GREETING,
  ].join('\n');
  const subject = name
    ? `Einladung zum Träger „${name}“ im Speiseplaner`
    : 'Einladung zu einem Träger im Speiseplaner';
  return { to: input.to, message: { subject, text, html: mailHtml(text) } };
}
