/**
 * The Firebase glue at the very edge, with the SDK's functions replaced by recording stand-ins: which SDK
 * call each situation leads to (guest linking, popup fallback, pending Google credential).
 */
import { createFirebaseAuthApi } from './firebaseAuthApi';
import { loadPendingCredential } from './pendingStorage';
import { authError } from '../../../test/auth/fakeAuthApi';

const SDK_CALLS = [
  'createUserWithEmailAndPassword',
  'linkWithCredential',
  'updateProfile',
  'signInWithPopup',
  'signInWithRedirect',
  'linkWithPopup',
  'signInWithEmailAndPassword',
  'sendEmailVerification',
] as const;
const sdk = Object.fromEntries(SDK_CALLS.map((name) => [name, jest.fn()])) as Record<
  (typeof SDK_CALLS)[number],
  jest.Mock
>;

jest.mock('firebase/auth', () => {
  class GoogleAuthProvider {
    setCustomParameters() {}
    static credentialFromError() {
      return { toJSON: () => ({ providerId: 'google.com', idToken: 'google-token' }) };
    }
  }
  // Resolved at call time: this factory runs before the test module's own constants exist.
  const forward =
    (name: string) =>
    (...args: unknown[]) =>
      (sdk as Record<string, jest.Mock>)[name]!(...args);
  const names = [
    'createUserWithEmailAndPassword',
    'linkWithCredential',
    'updateProfile',
    'signInWithPopup',
    'signInWithRedirect',
    'linkWithPopup',
    'signInWithEmailAndPassword',
    'sendEmailVerification',
  ];
  return {
    ...Object.fromEntries(names.map((name) => [name, forward(name)])),
    GoogleAuthProvider,
    EmailAuthProvider: { credential: (email: string, password: string) => ({ email, password }) },
    OAuthCredential: { fromJSON: (json: object) => ({ restored: json }) },
  };
});

type FakeUser = { uid: string; isAnonymous: boolean; getIdToken: jest.Mock };
const user = (uid: string, isAnonymous = false): FakeUser => ({ uid, isAnonymous, getIdToken: jest.fn() });

function authWith(currentUser: FakeUser | null) {
  return { currentUser } as unknown as Parameters<typeof createFirebaseAuthApi>[0];
}

beforeEach(() => {
  Object.values(sdk).forEach((mock) => mock.mockReset());
  sessionStorage.clear();
});

describe('createAccount', () => {
  it('links a signed-in guest instead of creating a second account, and refreshes the token with the name', async () => {
    const guest = user('guest-1', true);
    sdk.linkWithCredential.mockResolvedValue({ user: guest });
    await createFirebaseAuthApi(authWith(guest)).createAccount('kueche@kita.de', 'geheim123', 'Anna Koch');
    expect(sdk.createUserWithEmailAndPassword).not.toHaveBeenCalled();
    expect(sdk.linkWithCredential).toHaveBeenCalledWith(guest, {
      email: 'kueche@kita.de',
      password: 'geheim123',
    });
    expect(sdk.updateProfile).toHaveBeenCalledWith(guest, { displayName: 'Anna Koch' });
    expect(guest.getIdToken).toHaveBeenCalledWith(true);
  });

  it('creates the account when nobody is signed in', async () => {
    const created = user('uid-2');
    sdk.createUserWithEmailAndPassword.mockResolvedValue({ user: created });
    await createFirebaseAuthApi(authWith(null)).createAccount('kueche@kita.de', 'geheim123', 'Anna Koch');
    expect(sdk.linkWithCredential).not.toHaveBeenCalled();
    expect(sdk.updateProfile).toHaveBeenCalledWith(created, { displayName: 'Anna Koch' });
  });
});

describe('confirming the address', () => {
  const LINK = 'https://speiseplaner.example/einladung?kueche=k&token=t';

  it('sends the confirmation mail with the link back to the page it was asked on', async () => {
    const account = user('uid-5');
    await createFirebaseAuthApi(authWith(account)).sendEmailVerification(LINK);
    expect(sdk.sendEmailVerification).toHaveBeenCalledWith(account, { url: LINK });
  });

  it('refuses without a signed-in account, with a code the error texts know', async () => {
    await expect(createFirebaseAuthApi(authWith(null)).sendEmailVerification(LINK)).rejects.toMatchObject({
      code: 'auth/user-token-expired',
    });
    expect(sdk.sendEmailVerification).not.toHaveBeenCalled();
  });

  it('fetches a fresh ID token, so the backend sees the confirmed address', async () => {
    const account = user('uid-6');
    await createFirebaseAuthApi(authWith(account)).refreshIdToken();
    expect(account.getIdToken).toHaveBeenCalledWith(true);
  });
});

describe('signInWithGoogle', () => {
  it('falls back to the redirect when the popup is blocked', async () => {
    sdk.signInWithPopup.mockRejectedValue(authError('auth/popup-blocked'));
    const api = createFirebaseAuthApi(authWith(null));
    const outcome = await Promise.race([
      api.signInWithGoogle().then(() => 'settled'),
      new Promise((resolve) => setTimeout(() => resolve('leaving page'), 20)),
    ]);
    expect(sdk.signInWithRedirect).toHaveBeenCalledTimes(1);
    expect(outcome).toBe('leaving page');
  });

  it('links Google to a signed-in guest', async () => {
    const guest = user('guest-3', true);
    sdk.linkWithPopup.mockResolvedValue({ user: guest });
    await createFirebaseAuthApi(authWith(guest)).signInWithGoogle();
    expect(sdk.linkWithPopup).toHaveBeenCalledTimes(1);
    expect(sdk.signInWithPopup).not.toHaveBeenCalled();
  });

  it('keeps a colliding Google credential and links it after the password sign-in, then forgets it', async () => {
    const collision = Object.assign(authError('auth/account-exists-with-different-credential'), {
      customData: { email: 'kueche@kita.de' },
    });
    sdk.signInWithPopup.mockRejectedValue(collision);
    const api = createFirebaseAuthApi(authWith(null));
    await expect(api.signInWithGoogle()).rejects.toBe(collision);
    expect(loadPendingCredential()?.email).toBe('kueche@kita.de');

    const account = user('uid-4');
    sdk.signInWithEmailAndPassword.mockResolvedValue({ user: account });
    sdk.linkWithCredential.mockResolvedValue({ user: account });
    await api.signInWithPassword('Kueche@Kita.de', 'geheim123');
    expect(sdk.linkWithCredential).toHaveBeenCalledWith(account, {
      restored: { providerId: 'google.com', idToken: 'google-token' },
    });
    expect(loadPendingCredential()).toBeNull();
  });
});
