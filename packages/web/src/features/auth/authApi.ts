/**
 * The edge between the sign-in code and Firebase Auth. Sagas read it from the saga context
 * (`getContext('authApi')`), components through `useAuthApi()`; tests hand in a fake with the same shape.
 * Every method rejects with an error carrying a Firebase `code` (e.g. `auth/wrong-password`).
 */

/** What the app needs to know about the account Firebase reports. */
export interface AuthAccount {
  uid: string;
  email: string | null;
  displayName: string | null;
  isAnonymous: boolean;
}

/** Result of an action code check (`checkActionCode`). */
export interface ActionCodeDetails {
  operation: string;
  email: string | null;
  previousEmail: string | null;
}

/** A sent phone code waiting for the user to type it. */
export interface PhoneConfirmation {
  confirm(code: string): Promise<void>;
}

export interface AuthApi {
  /** Calls the listener with the account (or null) now and on every sign-in/out; returns unsubscribe. */
  onAuthStateChanged(listener: (account: AuthAccount | null) => void): () => void;
  currentAccount(): AuthAccount | null;
  signOut(): Promise<void>;

  /** Signs in; links a pending credential for this e-mail (see pendingStorage) afterwards. */
  signInWithPassword(email: string, password: string): Promise<void>;
  /** Creates the account, or upgrades the current guest account (same uid) when one is signed in. */
  createAccount(email: string, password: string, displayName?: string): Promise<void>;
  sendPasswordReset(email: string, continueUrl?: string): Promise<void>;
  /** Returns the e-mail the reset code belongs to. */
  verifyPasswordResetCode(code: string): Promise<string>;
  confirmPasswordReset(code: string, newPassword: string): Promise<void>;
  checkActionCode(code: string): Promise<ActionCodeDetails>;
  applyActionCode(code: string): Promise<void>;
  /**
   * Sends the signed-in account the mail that confirms its address; its link leads back to `continueUrl`
   * (the app's page the person came from) once the address is confirmed.
   */
  sendEmailVerification(continueUrl: string): Promise<void>;
  /**
   * Fetches a fresh ID token for the signed-in account, so the next backend call sees what changed since
   * (e.g. the address confirmed in another tab: the token's `email_verified`).
   */
  refreshIdToken(): Promise<void>;

  sendSignInLink(email: string, url: string): Promise<void>;
  isSignInLink(url: string): boolean;
  signInWithLink(email: string, url: string): Promise<void>;

  /** Popup sign-in; a blocked popup falls back to a redirect (the promise then never settles). */
  signInWithGoogle(): Promise<void>;
  /** Finishes a redirect sign-in started earlier; resolves when there was none. */
  completeRedirectSignIn(): Promise<void>;
  signInAsGuest(): Promise<void>;

  /** Sends a code by SMS; the invisible reCAPTCHA lives in the given element. */
  startPhoneSignIn(phoneNumber: string, recaptchaContainer: HTMLElement): Promise<PhoneConfirmation>;
}

/** Reads the Firebase error code of a rejected auth call ('' when there is none). */
export function authErrorCode(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : '';
  }
  return '';
}
