/**
 * Reads a planner page needs, sent before the page asks (plannerBootSaga.ts): as soon as the signed-in
 * account is known, so they travel together with the sign-in check and the page's chunk instead of after
 * both. The store's backend (store.ts) hands each prefetched answer to the first saga that sends the same
 * action, once; the sagas stay as they are, and every read still happens once per load.
 *
 * A prefetched call that failed is sent again when the page asks (a new account's profile may not have
 * existed yet), and an answer nobody took within a minute is dropped (it may be stale by then).
 *
 * Here every call gets the current kitchen (`kitchenOf`, the sign-in state's `auth.kitchenId`) unless the saga
 * named one; a prefetched answer serves a call for the same kitchen (or any, if it went without one), and a
 * kitchen switch drops them all.
 * Transport layer 2 of 6, sagas first (docs/architecture.md, "Transport layers"):
 * previous: 1-callAction.ts, next: 3-answerCheck.ts (development) or 4-backend.ts.
 */
import type { ActionType } from '@speiseplaner/shared';
import type { BackendCall } from './1-callAction';

export interface BootCall {
  type: ActionType;
  payload: object;
}

export const BOOT_ANSWER_TTL_MS = 60_000;

/** The payload as a key: keys sorted, so `{ from, to }` and `{ to, from }` are the same call. */
const keyOf = (kitchen: string | undefined, type: string, payload: unknown) =>
  `${kitchen ?? ''} ${type} ${JSON.stringify(payload, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)))
      : value,
  )}`;

interface Prefetched {
  answer: Promise<unknown>;
  startedAt: number;
}

export interface BootCalls {
  /** The backend the sagas use: a prefetched answer if there is one for this call, else the network. */
  backend: BackendCall;
  /** Sends these calls now, all at once. */
  start: (calls: readonly BootCall[]) => void;
  /**
   * Calls wait from now until `release` (the kept copy shows before Firebase Auth has restored the
   * session, app/plannerBootSaga.ts: without the account's ID token the backend would refuse them).
   */
  hold: () => void;
  /** Waiting calls go out (after `start`, so that they take the prefetched answers). */
  release: () => void;
  /** Drops every answer not taken yet (sign-out, kitchen switch), and fails the calls that wait. */
  clear: () => void;
}

/** What a call waiting in `hold` fails with when the calls are dropped (another account signed in). */
export const HELD_CALL_DROPPED = 'Der Aufruf wurde verworfen: Es ist ein anderes Konto angemeldet.';

interface BootCallOptions {
  /** The current kitchen every call carries; undefined before the app knows it (a visitor). */
  kitchenOf?: () => string | undefined;
  now?: () => number;
}

export function makeBootCalls(
  network: BackendCall,
  { kitchenOf = () => undefined, now = Date.now }: BootCallOptions = {},
): BootCalls {
  const prefetched = new Map<string, Prefetched>();
  let held: { gate: Promise<boolean>; open: (send: boolean) => void } | undefined;

  const hold = () => {
    if (held) return;
    let open: (send: boolean) => void = () => undefined;
    const gate = new Promise<boolean>((resolve) => (open = resolve));
    held = { gate, open };
  };
  const openGate = (send: boolean) => {
    held?.open(send);
    held = undefined;
  };

  const take = (kitchen: string | undefined, type: string, payload: unknown): Prefetched | undefined => {
    // A call sent before any kitchen was known (a first sign-in on this device) went without one, and the
    // server answered it for the kitchen used last, which the sign-in check names too: it serves any kitchen.
    const kitchens = kitchen === undefined ? [undefined] : [kitchen, undefined];
    const keys = kitchens.map((k) => keyOf(k, type, payload));
    for (const key of keys) {
      const entry = prefetched.get(key);
      if (!entry) continue;
      prefetched.delete(key);
      if (now() - entry.startedAt < BOOT_ANSWER_TTL_MS) return entry;
    }
    return undefined;
  };

  const backend = (async (type, payload, kitchenNamed?: string) => {
    if (held && !(await held.gate)) throw new Error(HELD_CALL_DROPPED);
    // The kitchen as it is when the call goes out (a held call: once the account is confirmed).
    const kitchen = kitchenNamed ?? kitchenOf();
    const entry = take(kitchen, type, payload);
    if (entry) {
      try {
        return await entry.answer;
      } catch {
        // Sent again below: the error the page shows is that of its own call.
      }
    }
    return network(type, payload, kitchen);
  }) as BackendCall;

  const start = (calls: readonly BootCall[]) => {
    const kitchen = kitchenOf();
    for (const { type, payload } of calls) {
      const answer = network(type, payload as never, kitchen);
      // Taken later or never: a failure must not surface as an unhandled rejection.
      answer.catch(() => undefined);
      prefetched.set(keyOf(kitchen, type, payload), { answer, startedAt: now() });
    }
  };

  const clear = () => {
    prefetched.clear();
    openGate(false);
  };
  return { backend, start, hold, release: () => openGate(true), clear };
}
