/**
 * `pnpm dev` sends no mail (no Trigger-Email extension offline): this prints each new document of the
 * `mail` collection to the terminal instead, links included, so a developer can click the newsletter's
 * confirmation link or read a workshop confirmation. Polling, because the dev stack's Firestore stand-in
 * is not pinned for listeners.
 */
import type { Firestore } from 'firebase-admin/firestore';

interface MailDoc {
  to?: string;
  message?: { subject?: string; text?: string };
}

/** One mail as terminal lines: recipient, subject and every link in the text. */
export function describeMail(mail: MailDoc): string {
  const links = (mail.message?.text ?? '').split('\n').filter((line) => /^https?:\/\//.test(line.trim()));
  return [
    `✉ E-Mail an ${mail.to ?? '?'}: ${mail.message?.subject ?? '(ohne Betreff)'}`,
    ...links.map((l) => `  ${l.trim()}`),
  ].join('\n');
}

/** Prints mails written from now on every `intervalMs`; returns the function that stops it. */
export async function printNewMails(db: Firestore, intervalMs = 2000): Promise<() => void> {
  const seen = new Set((await db.collection('mail').get()).docs.map((d) => d.id));
  let busy = false;
  const poll = async () => {
    if (busy) return;
    busy = true;
    try {
      for (const doc of (await db.collection('mail').get()).docs) {
        if (seen.has(doc.id)) continue;
        seen.add(doc.id);
        console.log(describeMail(doc.data() as MailDoc));
      }
    } catch {
      // The stack is stopping; the next tick or the exit ends this.
    } finally {
      busy = false;
    }
  };
  // poll catches every error itself, so the promise is dropped on purpose.
  const timer = setInterval(() => void poll(), intervalMs);
  return () => clearInterval(timer);
}
