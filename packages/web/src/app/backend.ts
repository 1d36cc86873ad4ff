/**
 * Transport edge to the backend: calls the `controller` (or `workshops`) callable with an action
 * `{ type, payload }` and returns the answer action, which the sagas dispatch as is (SPEC.md section 7).
 * Errors become `BackendError` with the callable's code and its German message.
 */
import { httpsCallable } from 'firebase/functions';
import { functions } from './firebase';

export interface BackendAction<P = unknown> {
  type: string;
  payload: P;
}

export class BackendError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'BackendError';
  }
}

const GENERIC = 'Ein Problem ist aufgetreten. Bitte versuchen Sie es noch einmal';

/** Sends one action to a callable endpoint and returns its answer action. */
export async function callBackend<A = unknown>(
  type: string,
  payload: unknown,
  endpoint: 'controller' | 'workshops' = type.startsWith('workshops/') ? 'workshops' : 'controller',
): Promise<BackendAction<A>> {
  try {
    const result = await httpsCallable<BackendAction, BackendAction<A>>(functions, endpoint)({ type, payload });
    return result.data;
  } catch (err) {
    const e = err as { code?: string; message?: string };
    const code = (e.code ?? 'unknown').replace(/^functions\//, '');
    const message =
      code === 'unavailable' || code === 'internal' && !e.message ? 'Ein Netzwerkfehler ist aufgetreten' : e.message;
    throw new BackendError(code, message && message !== 'internal' ? message : GENERIC);
  }
}
