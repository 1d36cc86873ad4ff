/**
 * An AuthApi that loads the real one (the Firebase Auth SDK) on first use, so the entry chunk of every page
 * does not carry it. Asynchronous methods wait for the load; the synchronous ones need it done, which
 * useAuthApi guarantees for the sign-in screens (they suspend until `ready()` settles).
 */
import type { AuthAccount, AuthApi } from './authApi';

/** How long a failed load waits before the auth state subscription tries again. */
const RETRY_MS = 3000;

export interface LazyAuthApi extends AuthApi {
  /** Starts the load once; the same promise until it fails. */
  ready(): Promise<AuthApi>;
  /** The loaded AuthApi, or null while it still loads. */
  loaded(): AuthApi | null;
}

export function isLazyAuthApi(api: AuthApi): api is LazyAuthApi {
  return 'ready' in api && 'loaded' in api;
}

export function lazyAuthApi(load: () => Promise<AuthApi>): LazyAuthApi {
  let api: AuthApi | null = null;
  let pending: Promise<AuthApi> | undefined;

  const ready = (): Promise<AuthApi> =>
    (pending ??= load().then(
      (loadedApi) => {
        // React's convention for a settled thenable: use() reads the value without suspending.
        const settled = pending as unknown as { status: string; value: AuthApi };
        settled.status = 'fulfilled';
        settled.value = loadedApi;
        return (api = loadedApi);
      },
      (error: unknown) => {
        // A failed chunk download (e.g. offline) may succeed on the next use.
        pending = undefined;
        throw error;
      },
    ));
  const loadedNow = (): AuthApi => {
    if (!api) throw new Error('Die Anmeldung wird noch geladen. Bitte versuchen Sie es gleich noch einmal.');
    return api;
  };

  return {
    ready,
    loaded: () => api,
    onAuthStateChanged(listener: (account: AuthAccount | null) => void) {
      let stopped = false;
      let unsubscribe: (() => void) | undefined;
      const subscribe = (): void => {
        ready().then(
          (loadedApi) => {
            if (!stopped) unsubscribe = loadedApi.onAuthStateChanged(listener);
          },
          () => {
            if (!stopped) setTimeout(subscribe, RETRY_MS);
          },
        );
      };
      subscribe();
      return () => {
        stopped = true;
        unsubscribe?.();
      };
    },
    currentAccount: () => api?.currentAccount() ?? null,
    isSignInLink: (url) => loadedNow().isSignInLink(url),
    signOut: async () => (await ready()).signOut(),
    signInWithPassword: async (email, password) => (await ready()).signInWithPassword(email, password),
    createAccount: async (email, password, displayName) =>
      (await ready()).createAccount(email, password, displayName),
    sendPasswordReset: async (email, continueUrl) => (await ready()).sendPasswordReset(email, continueUrl),
    verifyPasswordResetCode: async (code) => (await ready()).verifyPasswordResetCode(code),
    confirmPasswordReset: async (code, newPassword) =>
      (await ready()).confirmPasswordReset(code, newPassword),
    checkActionCode: async (code) => (await ready()).checkActionCode(code),
    applyActionCode: async (code) => (await ready()).applyActionCode(code),
    sendEmailVerification: async (continueUrl) => (await ready()).sendEmailVerification(continueUrl),
    refreshIdToken: async () => (await ready()).refreshIdToken(),
    sendSignInLink: async (email, url) => (await ready()).sendSignInLink(email, url),
    signInWithLink: async (email, url) => (await ready()).signInWithLink(email, url),
    signInWithGoogle: async () => (await ready()).signInWithGoogle(),
    completeRedirectSignIn: async () => (await ready()).completeRedirectSignIn(),
    signInAsGuest: async () => (await ready()).signInAsGuest(),
    startPhoneSignIn: async (phoneNumber, container) =>
      (await ready()).startPhoneSignIn(phoneNumber, container),
  };
}
