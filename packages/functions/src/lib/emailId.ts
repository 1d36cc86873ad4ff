/**
 * Document id derived from an e-mail address: the first 40 hex digits of the SHA-256 of the trimmed,
 * lower-cased address. The same person in any spelling finds the same document (workshop registrations,
 * newsletter subscriptions), and the address itself never appears in a path.
 */
import { createHash } from 'node:crypto';

/** The first `length` hex digits of the SHA-256 of `text`. */
export const hashOf = (text: string, length = 40) =>
  createHash('sha256').update(text).digest('hex').slice(0, length);

export const emailIdOf = (email: string) => hashOf(email.trim().toLowerCase());

/** A pseudonym of a uid for logs: one kitchen always gets the same value, the uid itself never appears. */
export const uidHashOf = (uid: string) => hashOf(uid, 16);
