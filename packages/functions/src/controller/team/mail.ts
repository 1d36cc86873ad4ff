/** The invitation mail, as a document for the Trigger-Email extension (`mail` collection, lib/mail.ts). */
import {
  formatLongDateTime,
  INVITATION_VALID_DAYS,
  ROLE_DESCRIPTIONS,
  ROLE_LABELS,
  type KitchenRole,
} from '@speiseplaner/shared';
import { MAIL_GREETING, mailHtml, type MailDocument } from '../../lib/mail';

export interface InvitationMailInput {
  to: string;
  /** The kitchen's name ('' before the onboarding). */
  kitchenName: string;
  /** Who invites (the Küchenleitung's name or address). */
  invitedBy: string;
  role: KitchenRole;
  link: string;
  expiresAt: number;
}

/** Names the kitchen, the inviting person and the role; the link works 7 days, once, for this address. */
export function invitationMail(input: InvitationMailInput): MailDocument {
  const name = input.kitchenName.trim();
  const team = name ? `das Team von „${name}“` : 'das Team einer Küche';
  const who = input.invitedBy.trim() || 'Die Küchenleitung';
  const text = [
    'Guten Tag,',
    '',
    `${who} lädt Sie in ${team} im Speiseplaner ein, mit der Rolle „${ROLE_LABELS[input.role]}“ (${ROLE_DESCRIPTIONS[input.role]}).`,
    '',
    'Um die Einladung anzunehmen, öffnen Sie diesen Link und melden Sie sich mit dieser E-Mail-Adresse an (oder legen Sie damit ein Konto an):',
    '',
    input.link,
    '',
    `Der Link gilt ${INVITATION_VALID_DAYS} Tage (bis ${formatLongDateTime(input.expiresAt)}) und nur einmal. Wenn Sie mit dieser Einladung nichts anfangen können, ignorieren Sie diese E-Mail einfach.`,
    '',
    ...MAIL_GREETING,
  ].join('\n');
  return {
    to: input.to,
    message: { subject: `Einladung in ${team} im Speiseplaner`, text, html: mailHtml(text) },
  };
}
