/**
 * Transport edge to the backend: calls the `controller` (or `workshops`) callable with an action
 * `{ type, payload }` and returns the answer action, which the sagas dispatch as is (SPEC.md section 7).
 * Errors become `BackendError` with the callable's code and its German message.
 */

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

const NETWORK_ERROR = 'Ein Netzwerkfehler ist aufgetreten';
const GENERIC = 'Ein Problem ist aufgetreten. Bitte versuchen Sie es noch einmal';

/** Firebase loads on the first call (its own chunk), not with the entry chunk every page loads. */
async function loadCallable<A>(endpoint: string) {
  try {
    const [{ httpsCallable }, { functions }] = await Promise.all([
      import('firebase/functions'),
      import('./firebase'),
    ]);
    return httpsCallable<BackendAction, BackendAction<A>>(functions, endpoint);
  } catch {
    // The chunk did not arrive (offline): the same message as a failed call.
    throw new BackendError('unavailable', NETWORK_ERROR);
  }
}

/** Sends one action to a callable endpoint and returns its answer action. */
export async function callBackend<A = unknown>(
  type: string,
  payload: unknown,
  endpoint: 'controller' | 'workshops' = type.startsWith('workshops/') ? 'workshops' : 'controller',
): Promise<BackendAction<A>> {
  const callable = await loadCallable<A>(endpoint);
  try {
    const result = await callable({ type, payload });
    return result.data;
  } catch (err) {
    const e = err as { code?: string; message?: string };
    const code = (e.code ?? 'unknown').replace(/^functions\//, '');
    const message = code === 'unavailable' || (code === 'internal' && !e.message) ? NETWORK_ERROR : e.message;
    throw new BackendError(code, message && message !== 'internal' ? message : GENERIC);
  }
}
