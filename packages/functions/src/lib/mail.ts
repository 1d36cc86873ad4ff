/** Mails as documents for the Trigger-Email extension (`mail` collection): their shape and common lines. */

export interface MailDocument {
  to: string;
  message: { subject: string; text: string; html?: string };
}

/** The closing lines of every mail. */
export const MAIL_GREETING: readonly string[] = ['Viele Grüße', 'Ihr Speiseplaner-Team'];

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ENTITIES[c]!);
}

/** The HTML part of a plain-text mail: every line HTML-escaped, lines kept. */
export function mailHtml(text: string): string {
  return `<p>${text
    .split('\n')
    .map((line) => escapeHtml(line))
    .join('<br>\n')}</p>`;
}
