/** The typed error every domain function throws on bad input: a stable code plus a German message. */

/**
 * The message for a failure that has no message of its own: the functions answer an unexpected error
 * with it (lib/dispatch.ts), the web shows it when a call or sign-in fails without a German message.
 */
export const GENERIC_ERROR = 'Ein Problem ist aufgetreten. Bitte versuchen Sie es noch einmal';

export type DomainErrorCode = 'invalid-data' | 'invalid-argument' | 'not-found';

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /** Where the problem is, e.g. `ingredients.3.slug` (empty when not about one field). */
    readonly path: string = '',
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** True when a value is a DomainError (also across bundles, by name and code). */
export function isDomainError(value: unknown): value is DomainError {
  return (
    value instanceof DomainError ||
    (value instanceof Error && value.name === 'DomainError' && 'code' in value)
  );
}
