/** Ids, secrets and time rules of newsletter subscriptions (double opt-in). */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { NEWSLETTER_CONFIRM_DAYS, NEWSLETTER_RESEND_MINUTES } from '@speiseplaner/shared';

/** A link secret: 24 random bytes, base64url (32 characters). */
export const newLinkToken = () => randomBytes(24).toString('base64url');

/** Compares a link secret in constant time, so answer times do not reveal how much of it was right. */
export function tokensMatch(stored: unknown, given: string): boolean {
  if (typeof stored !== 'string') return false;
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

const MINUTE = 60_000;

/** True when a mail went out so recently that a repeated sign-up writes none. */
export const mailedRecently = (mailedAt: string, now: Date) =>
  now.getTime() - Date.parse(mailedAt) < NEWSLETTER_RESEND_MINUTES * MINUTE;

/** True when the confirmation link of a mail written at `mailedAt` no longer works. */
export const confirmLinkExpired = (mailedAt: string, now: Date) =>
  now.getTime() - Date.parse(mailedAt) > NEWSLETTER_CONFIRM_DAYS * 24 * 60 * MINUTE;

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
