/**
 * Signed-in browser states without the login screen (docs/testing.md, "Test time"). A sign-in through the
 * screen cost a browser test about 4–5 CPU-s in Chromium more than a restored one (measured 2026-11-29);
 * most tests sign in only to reach their subject.
 *
 * The first sign-in of a run goes through the screen, and what Firebase Auth stored then (its IndexedDB
 * record of the user, read with Playwright's `storageState({ indexedDB: true })`) becomes the pattern for
 * every other account: the same record with that account's uid, address and tokens from the Auth emulator's
 * REST sign-in, and the app's session mark naming it. Firebase Auth checks a restored user with the Auth
 * emulator when the page loads (accounts:lookup) and signs it out if the record does not hold, so a wrong
 * record shows as a test that never gets signed in. The pattern is kept in a file beside the stack-info
 * file, so the test files of all workers of a run share it.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readStackInfo, SIGNED_IN_PATTERN_FILE } from '../stackInfo';
import type { SavedState } from './pages';

/** Firebase Auth's database: the app's own (kept weeks, catalogue) stays out, so a page loads as after a sign-in. */
const AUTH_DATABASE = 'firebaseLocalStorageDb';
/** The web app's session mark and the uid beside it (packages/web/src/features/auth/sessionHint.ts). */
const SESSION_ACCOUNT_KEY = 'speiseplaner-session-uid';
/** The kitchen an account used last (kitchenMemory.ts): not known for an account the browser never saw. */
const KITCHEN_MEMORY_PREFIX = 'speiseplaner-kitchen:';

/**
 * A record as Playwright saves it: `value` when it is plain JSON, else `valueEncoded` in Playwright's own
 * serialization (Firebase Auth's record holds `undefined` fields, so it comes encoded).
 */
interface SavedRecord {
  key?: unknown;
  value?: unknown;
  valueEncoded?: unknown;
}
interface SavedDatabase {
  name: string;
  stores: { name: string; records: SavedRecord[] }[];
}
/** Playwright's types leave out the IndexedDB part of an origin's saved state. */
type SavedOrigin = SavedState['origins'][number] & { indexedDB?: SavedDatabase[] };

/** Playwright's serialization of a value back to the value (the kinds an Auth record holds). */
function decoded(encoded: unknown): unknown {
  if (typeof encoded !== 'object' || encoded === null) return encoded;
  const e = encoded as { v?: string; o?: { k: string; v: unknown }[]; a?: unknown[]; d?: string };
  if (e.o) return Object.fromEntries(e.o.map(({ k, v }) => [k, decoded(v)]));
  if (e.a) return e.a.map(decoded);
  if (e.d !== undefined) return e.d;
  if (e.v === 'null') return null;
  return undefined;
}

/** Only Firebase Auth's database of what a signed-in context holds. */
export function authOnly(state: SavedState): SavedState {
  return {
    cookies: state.cookies,
    origins: state.origins.map((origin: SavedOrigin) => ({
      ...origin,
      indexedDB: origin.indexedDB?.filter((db) => db.name === AUTH_DATABASE),
    })),
  };
}

/** Keeps a state saved after a sign-in through the screen as this run's pattern. */
export function keepPattern(state: SavedState): void {
  const temporary = `${SIGNED_IN_PATTERN_FILE}.${process.pid}`;
  writeFileSync(temporary, JSON.stringify(state));
  renameSync(temporary, SIGNED_IN_PATTERN_FILE);
}

function pattern(): SavedState | undefined {
  try {
    return JSON.parse(readFileSync(SIGNED_IN_PATTERN_FILE, 'utf8')) as SavedState;
  } catch {
    return undefined;
  }
}

async function identityToolkit<T>(method: string, body: unknown): Promise<T> {
  const { ports } = readStackInfo();
  const res = await fetch(
    `http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-api-key`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
  if (!res.ok) throw new Error(`Auth-Emulator ${method}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

interface SignInAnswer {
  localId: string;
  idToken: string;
  refreshToken: string;
  expiresIn: string;
}
interface LookupAnswer {
  users: {
    email?: string;
    displayName?: string;
    emailVerified?: boolean;
    createdAt?: string;
    lastLoginAt?: string;
    providerUserInfo?: { providerId: string; rawId?: string; email?: string; displayName?: string }[];
  }[];
}

/**
 * The pattern signed in as this account (e-mail and password, through the Auth emulator), or undefined
 * while the run has no pattern yet.
 */
export async function signedInState(email: string, password: string): Promise<SavedState | undefined> {
  const base = pattern();
  if (!base) return undefined;
  const answer = await identityToolkit<SignInAnswer>('signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  const [user] = (await identityToolkit<LookupAnswer>('lookup', { idToken: answer.idToken })).users;
  if (!user) throw new Error(`Auth-Emulator kennt ${email} nicht`);
  const uid = answer.localId;
  const rewrite = (record: SavedRecord): SavedRecord => {
    const saved = ('valueEncoded' in record ? decoded(record.valueEncoded) : record.value) as {
      fbase_key?: string;
      value?: Record<string, unknown>;
    };
    const value = saved?.value;
    if (!value || typeof value.uid !== 'string') return record;
    // JSON.stringify drops the undefined fields; Firebase Auth reads a missing field as undefined.
    return {
      value: JSON.parse(
        JSON.stringify({
          ...saved,
          value: {
            ...value,
            uid,
            email: user.email,
            displayName: user.displayName,
            emailVerified: user.emailVerified ?? false,
            isAnonymous: false,
            createdAt: user.createdAt,
            lastLoginAt: user.lastLoginAt,
            providerData: (user.providerUserInfo ?? []).map((info) => ({
              providerId: info.providerId,
              uid: info.rawId ?? '',
              displayName: info.displayName ?? null,
              email: info.email ?? null,
              phoneNumber: null,
              photoURL: null,
            })),
            stsTokenManager: {
              refreshToken: answer.refreshToken,
              accessToken: answer.idToken,
              expirationTime: Date.now() + Number(answer.expiresIn) * 1000,
            },
          },
        }),
      ) as unknown,
    };
  };
  return {
    cookies: base.cookies,
    origins: base.origins.map((origin: SavedOrigin) => ({
      ...origin,
      localStorage: origin.localStorage
        .filter((item) => !item.name.startsWith(KITCHEN_MEMORY_PREFIX))
        .map((item) => (item.name === SESSION_ACCOUNT_KEY ? { ...item, value: uid } : item)),
      indexedDB: origin.indexedDB?.map((db) => ({
        ...db,
        stores: db.stores.map((store) => ({ ...store, records: store.records.map(rewrite) })),
      })),
    })),
  };
}
