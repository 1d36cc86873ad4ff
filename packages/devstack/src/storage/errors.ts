/**
 * Errors in the JSON API's shape: `{ error: { code, message, errors: [{ message, domain, reason, … }] } }`.
 * The Node client turns that body into an ApiError whose `code` is the HTTP status and whose `message`
 * is `error.message`, so the product sees the same error locally as in production.
 */
export interface ErrorDetail {
  message: string;
  domain: string;
  reason: string;
  locationType?: string;
  location?: string;
}

export class StorageError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly reason: string,
    readonly extra: Partial<Pick<ErrorDetail, 'locationType' | 'location'>> = {},
  ) {
    super(message);
  }

  body(): { error: { code: number; message: string; errors: ErrorDetail[] } } {
    return {
      error: {
        code: this.status,
        message: this.message,
        errors: [{ message: this.message, domain: 'global', reason: this.reason, ...this.extra }],
      },
    };
  }
}

export function noSuchObject(bucket: string, name: string): StorageError {
  return new StorageError(404, `No such object: ${bucket}/${name}`, 'notFound');
}

export function preconditionFailed(): StorageError {
  return new StorageError(
    412,
    'At least one of the pre-conditions you specified did not hold.',
    'conditionNotMet',
    {
      locationType: 'header',
      location: 'If-Match',
    },
  );
}

export function badRequest(message: string, reason = 'invalid'): StorageError {
  return new StorageError(400, message, reason);
}

export function notFound(message: string): StorageError {
  return new StorageError(404, message, 'notFound');
}

/** A GET whose `ifGenerationNotMatch`/`ifMetagenerationNotMatch` held: production answers 304 with no body. */
export class NotModified extends Error {
  constructor() {
    super('Not Modified');
  }
}
