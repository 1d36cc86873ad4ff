/**
 * Where the backend client gets the App Check token it sends as `X-Firebase-AppCheck`. Like idToken.ts,
 * this file holds no Firebase code: backend.ts registers a loader of appCheck.ts (firebase/app-check with
 * reCAPTCHA Enterprise, a chunk of its own), and only a call that needs a token starts it: the public reads
 * (workshop list, videos) carry none, so a visitor who only reads loads no reCAPTCHA; sending a form or
 * signing in does (docs/operations.md, "App Check"). Without a registered loader (unit tests) calls carry
 * no token.
 */
import { appCheckByType, type AppCheckRule } from '@speiseplaner/shared';

/** The tokens of the started App Check (appCheck.ts). */
export interface AppCheckTokens {
  /** The current token; the SDK keeps it (about an hour) and fetches a new one when it expires. */
  token(): Promise<string>;
  /** A new limited-use token: one reCAPTCHA assessment each, for calls the backend may protect from replay. */
  limitedUseToken(): Promise<string>;
}

/**
 * Which token a call carries: none for a public read, a limited-use one (the backend consumes it, so it
 * cannot be replayed) for a public write, the standard one for every signed-in call.
 */
export type AppCheckKind = AppCheckRule;

/** Which token a call of `type` carries (shared appCheckByType: the backend's rule without zod). */
export function appCheckKindOf(type: string): AppCheckKind {
  return appCheckByType(type);
}

export interface AppCheckWaits {
  /** How long a call waits for its token: loading the chunk and reCAPTCHA, the assessment, the exchange. */
  waitMs: number;
  /** The wait after a call got no token (reCAPTCHA blocked or unreachable), until one arrives again. */
  retryWaitMs: number;
}

const DEFAULT_WAITS: AppCheckWaits = { waitMs: 10_000, retryWaitMs: 1_500 };

let loader: (() => Promise<AppCheckTokens>) | null = null;
let started: Promise<AppCheckTokens> | undefined;
let waits = DEFAULT_WAITS;
/** The last call got no token: the next ones wait only briefly. */
let failing = false;

/** Starts App Check on the first call through `load`; null switches it off. */
export function registerAppCheck(
  load: (() => Promise<AppCheckTokens>) | null,
  options: Partial<AppCheckWaits> = {},
): void {
  loader = load;
  started = undefined;
  waits = { ...DEFAULT_WAITS, ...options };
  failing = false;
}

/** Whether calls that need a token try to carry one. */
export function appCheckRegistered(): boolean {
  return loader !== null;
}

/** Whether App Check was started (its chunk requested): only by a call that needs a token. */
export function appCheckStarted(): boolean {
  return started !== undefined;
}

function start(load: () => Promise<AppCheckTokens>): Promise<AppCheckTokens> {
  const pending = (started ??= load());
  // A chunk that failed to download (offline) is tried again by the next call.
  pending.catch(() => {
    if (started === pending) started = undefined;
  });
  return pending;
}

/**
 * The token for one call, or null for a public read (App Check is not started for it), without App Check,
 * or when none came in time. The SDK never settles
 * while the reCAPTCHA script cannot load (a blocker, offline), so the call does not wait for it: it goes
 * without a token and the backend decides (refused while it enforces App Check, accepted while the
 * project only monitors).
 */
export async function currentAppCheckToken(kind: AppCheckKind): Promise<string | null> {
  if (!loader || kind === 'none') return null;
  const attempt = start(loader)
    .then((tokens) => (kind === 'limited-use' ? tokens.limitedUseToken() : tokens.token()))
    .catch(() => null);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), failing ? waits.retryWaitMs : waits.waitMs);
  });
  try {
    const token = await Promise.race([attempt, timeout]);
    failing = !token;
    return token || null;
  } finally {
    clearTimeout(timer);
  }
}
