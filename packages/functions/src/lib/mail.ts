/** Mails as documents for the Trigger-Email extension (`mail` collection): their shape and common lines. */

export interface MailDocument {
  to: string;
  message: { subject: string; text: string; html?: string };
}

/** The closing lines of every mail. */
export const MAIL_GREETING: readonly string[] = ['Viele Grüße', 'Ihr Speiseplaner-Team'];
