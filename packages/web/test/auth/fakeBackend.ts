/**
 * The backend at its transport edge: answers `user/validate` like the controller callable does (a user
 * profile, `isNew` on the first call per account). `hold()` keeps answers back to observe 'pending'.
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
  const known = new Set<string>();
  let gate: Promise<void> | null = null;
  const backend = (async (type: string, payload: unknown) => {
    backend.calls.push({ type, payload });
    if (gate) await gate;
    if (backend.failWith) throw backend.failWith;
    const account = authApi.currentAccount();
    if (type !== 'user/validate' || !account) throw new Error('Nicht angemeldet');
    const isNew = !known.has(account.uid);
    known.add(account.uid);
    return { type: 'user/validate/answer', payload: { user: profileFor(account.uid, account.email), isNew } };
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
