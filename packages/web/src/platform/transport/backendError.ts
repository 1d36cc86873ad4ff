/** The error of a failed backend call: the callable's code (e.g. `invalid-argument`) and a German message. */
export class BackendError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'BackendError';
  }
}

export const NETWORK_ERROR = 'Ein Netzwerkfehler ist aufgetreten';

/** A call that got no answer in time (the client's deadline, or the backend's `deadline-exceeded`). */
export const TIMEOUT_ERROR = 'Der Server hat nicht rechtzeitig geantwortet';
