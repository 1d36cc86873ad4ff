/**
 * The backend at its transport edge: answers `user/validate` like the controller callable does (a user
 * profile made from the token on the first call, `isNew` then) and `user/name`. `hold()` keeps answers
 * back to observe 'pending'.
 */
import type { User } from '@speiseplaner/shared';
import type { AuthApi } from '../../src/features/auth/authApi';

export interface FakeBackend {
  (type: string, payload: unknown): Promise<{ type: string; payload: unknown }>;
  calls: { type: string; payload: unknown }[];
  hold(): () => void;
  /** Set by renderLogin's `holdBackend`: lets the held answers go. */
  releaseHeld?: () => void;
  failWith?: Error;
}

export function profileFor(uid: string, email: string | null): User {
  return {
    id: uid,
    name: '',
    nickName: '',
    email: email ?? '',
    photoUrl: '',
    heads: { kiga: 1 },
    prices: {},
    features: {},
    admin: false,
  };
}

export function makeFakeBackend(authApi: AuthApi): FakeBackend {
  const profiles = new Map<string, User>();
  let gate: Promise<void> | null = null;
  const backend = (async (type: string, payload: unknown) => {
    backend.calls.push({ type, payload });
    if (gate) await gate;
    if (backend.failWith) throw backend.failWith;
    const account = authApi.currentAccount();
    if (!account) throw new Error('Nicht angemeldet');
    const known = profiles.get(account.uid);
    if (type === 'user/validate') {
      // Like the controller: the profile is made on the first check from what the sign-in token holds.
      const user = known
        ? { ...known, email: account.email ?? '' }
        : { ...profileFor(account.uid, account.email), name: account.displayName ?? '' };
      profiles.set(account.uid, user);
      return { type: 'user/validate/answer', payload: { user, isNew: !known } };
    }
    if (type === 'user/name' && known) {
      const user = { ...known, name: (payload as { name: string }).name };
      profiles.set(account.uid, user);
      return { type: 'user/name/answer', payload: { user } };
    }
    throw new Error(`Unbekannte Aktion ${type}`);
  }) as FakeBackend;
  backend.calls = [];
  backend.hold = () => {
    let release = () => undefined as void;
    gate = new Promise<void>((resolve) => {
      release = () => {
        gate = null;
        resolve();
      };
    });
    return release;
  };
  return backend;
}
