/**
 * Secrets and the link address of newsletter subscriptions (double opt-in); the time rules are the shared
 * core's (newsletterMailedRecently, newsletterConfirmLinkExpired).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';

/** A link secret: 24 random bytes, base64url (32 characters). */
export const newLinkToken = () => randomBytes(24).toString('base64url');

/** Compares a link secret in constant time, so answer times do not reveal how much of it was right. */
export function tokensMatch(stored: unknown, given: string): boolean {
  if (typeof stored !== 'string') return false;
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The web app's address the mail links open: APP_URL (the dev stack sets it; in production it is set in
 * packages/functions/.env). Without it no mail could carry a working link, so the action fails.
 */
export function appUrl(): string {
  const url = process.env.APP_URL;
  if (!url || !/^https?:\/\/[^/]+/.test(url))
    throw new Error('APP_URL ist nicht gesetzt: keine Links für Newsletter-E-Mails');
  return url;
}
