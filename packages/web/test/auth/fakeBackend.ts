/**
 * The backend at its transport edge: answers `user/validate` like the controller callable does (a user
 * profile made from the token on the first call, `isNew` then) and `user/updateProfile`. `hold()` keeps answers
 * back to observe 'pending'.
 */
import { profileUpdateOf, type User } from '@speiseplaner/shared';
import type { AuthApi } from '../../src/features/auth/authApi';
import { makeTransport, type FakeTransport } from '../fakeTransport';

export interface FakeBackend extends FakeTransport {
  hold(): () => void;
  /** Set by renderLogin's `holdBackend`: lets the held answers go. */
  releaseHeld?: () => void;
  failWith?: Error;
}

export function profileFor(uid: string, email: string | null): User {
  return {
    id: uid,
    name: '',
    letterhead: '',
    bioControlCode: '',
    noticePhotos: false,
    menuLine: 'mixed',
    nickName: '',
    email: email ?? '',
    photoUrl: '',
    heads: { kiga: 1 },
    prices: {},
    organisationPrices: {},
    allergens: {},
    features: {},
    admin: false,
    version: 0,
    // Like the controller: a new person's first kitchen has the person's uid, with them as Küchenleitung.
    kitchenId: uid,
    role: 'lead',
    kitchens: [{ id: uid, name: '', role: 'lead' }],
    organisation: null,
    organisations: [],
  };
}

export function makeFakeBackend(authApi: AuthApi): FakeBackend {
  const profiles = new Map<string, User>();
  let gate: Promise<void> | null = null;
  /** The signed-in account once held answers may go; fails like the callable without one. */
  const signedIn = async () => {
    if (gate) await gate;
    if (backend.failWith) throw backend.failWith;
    const account = authApi.currentAccount();
    if (!account) throw new Error('Nicht angemeldet');
    return account;
  };
  const backend = makeTransport({
    'user/validate': async () => {
      const account = await signedIn();
      const known = profiles.get(account.uid);
      // Like the controller: the profile is made on the first check from what the sign-in token holds;
      // the token's name is the person's, the institution name is asked for on the onboarding page.
      const user = known
        ? { ...known, email: account.email ?? '', nickName: known.nickName || (account.displayName ?? '') }
        : { ...profileFor(account.uid, account.email), nickName: account.displayName ?? '' };
      profiles.set(account.uid, user);
      return { user, isNew: !known };
    },
    'user/updateProfile': async ({ version, changes }) => {
      const account = await signedIn();
      const known = profiles.get(account.uid);
      if (!known) throw new Error('Ihr Konto ist noch nicht eingerichtet.');
      const update = profileUpdateOf(known, version, changes);
      if (update.kind === 'stale') throw new Error('Ihr Profil wurde inzwischen an anderer Stelle geändert.');
      profiles.set(account.uid, update.user);
      return { user: update.user };
    },
  }) as FakeBackend;
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
