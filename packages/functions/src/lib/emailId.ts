/**
 * Document id derived from an e-mail address: the first 40 hex digits of the SHA-256 of the trimmed,
 * lower-cased address. The same person in any spelling finds the same document (workshop registrations,
 * newsletter subscriptions), and the address itself never appears in a path.
 */
import { createHash } from 'node:crypto';

export const emailIdOf = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 40);
