/**
 * The AuthApi on the modular Firebase Auth SDK. Guests are upgraded by linking (same uid, so their data
 * stays); a Google sign-in that collides with a password account keeps the Google credential pending in
 * sessionStorage and links it after the password sign-in.
 */
import {
  applyActionCode,
  checkActionCode,
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  getRedirectResult,
  GoogleAuthProvider,
  isSignInWithEmailLink,
  linkWithCredential,
  linkWithPopup,
  linkWithRedirect,
  OAuthCredential,
  onAuthStateChanged,
  RecaptchaVerifier,
  sendEmailVerification,
  sendPasswordResetEmail,
  sendSignInLinkToEmail,
  signInAnonymously,
  signInWithEmailAndPassword,
  signInWithEmailLink,
  signInWithPhoneNumber,
  signInWithPopup,
  signInWithRedirect,
  signOut,
  updateProfile,
  verifyPasswordResetCode,
  type Auth,
  type User as FirebaseUser,
} from 'firebase/auth';
import { authErrorCode, type AuthAccount, type AuthApi } from './authApi';
import { clearPendingCredential, loadPendingCredential, savePendingCredential } from './pendingStorage';

function toAccount(user: FirebaseUser): AuthAccount {
  return { uid: user.uid, email: user.email, displayName: user.displayName, isAnonymous: user.isAnonymous };
}

/** Codes after which the popup cannot work here and the redirect flow takes over. */
const REDIRECT_FALLBACK = new Set(['auth/popup-blocked', 'auth/operation-not-supported-in-this-environment']);

/** Never settles: the browser is leaving for the provider's page. */
const leavingPage = () => new Promise<void>(() => undefined);

function rememberCollision(error: unknown): void {
  if (authErrorCode(error) !== 'auth/account-exists-with-different-credential') return;
  const credential = GoogleAuthProvider.credentialFromError(error as never);
  const email = (error as { customData?: { email?: string } }).customData?.email;
  if (credential && email) savePendingCredential({ email, credential: credential.toJSON() });
}

async function linkPendingCredential(user: FirebaseUser, email: string): Promise<void> {
  const pending = loadPendingCredential();
  if (!pending || pending.email.toLowerCase() !== email.toLowerCase()) return;
  clearPendingCredential();
  const credential = OAuthCredential.fromJSON(pending.credential);
  // Linking is a bonus: the password sign-in itself has worked, so a failed link must not undo it.
  if (credential) await linkWithCredential(user, credential).catch(() => undefined);
}

export function createFirebaseAuthApi(auth: Auth): AuthApi {
  const guest = () => (auth.currentUser?.isAnonymous ? auth.currentUser : null);

  return {
    onAuthStateChanged: (listener) =>
      onAuthStateChanged(auth, (user) => listener(user ? toAccount(user) : null)),
    currentAccount: () => (auth.currentUser ? toAccount(auth.currentUser) : null),
    signOut: () => signOut(auth),

    async signInWithPassword(email, password) {
      const { user } = await signInWithEmailAndPassword(auth, email, password);
      await linkPendingCredential(user, email);
    },
    async createAccount(email, password, displayName) {
      const current = guest();
      const { user } = current
        ? await linkWithCredential(current, EmailAuthProvider.credential(email, password))
        : await createUserWithEmailAndPassword(auth, email, password);
      if (displayName) {
        await updateProfile(user, { displayName });
        // A fresh ID token carries the name, so the backend's first account check can use it.
        await user.getIdToken(true);
      }
    },
    sendPasswordReset: (email, continueUrl) =>
      sendPasswordResetEmail(auth, email, continueUrl ? { url: continueUrl } : undefined),
    verifyPasswordResetCode: (code) => verifyPasswordResetCode(auth, code),
    confirmPasswordReset: (code, newPassword) => confirmPasswordReset(auth, code, newPassword),
    async checkActionCode(code) {
      const info = await checkActionCode(auth, code);
      return {
        operation: info.operation,
        email: info.data.email ?? null,
        previousEmail: info.data.previousEmail ?? null,
      };
    },
    applyActionCode: (code) => applyActionCode(auth, code),
    async sendEmailVerification(continueUrl) {
      if (!auth.currentUser)
        throw Object.assign(new Error('signed out'), { code: 'auth/user-token-expired' });
      await sendEmailVerification(auth.currentUser, { url: continueUrl });
    },
    async refreshIdToken() {
      await auth.currentUser?.getIdToken(true);
    },

    sendSignInLink: (email, url) => sendSignInLinkToEmail(auth, email, { url, handleCodeInApp: true }),
    isSignInLink: (url) => isSignInWithEmailLink(auth, url),
    async signInWithLink(email, url) {
      const current = guest();
      if (current) await linkWithCredential(current, EmailAuthProvider.credentialWithLink(email, url));
      else await signInWithEmailLink(auth, email, url);
    },

    async signInWithGoogle() {
      if (typeof navigator !== 'undefined' && navigator.onLine === false) {
        throw Object.assign(new Error('offline'), { code: 'auth/network-request-failed' });
      }
      const provider = new GoogleAuthProvider();
      provider.setCustomParameters({ prompt: 'select_account' });
      const current = guest();
      try {
        if (current) await linkWithPopup(current, provider);
        else await signInWithPopup(auth, provider);
      } catch (error) {
        if (REDIRECT_FALLBACK.has(authErrorCode(error))) {
          if (current) await linkWithRedirect(current, provider);
          else await signInWithRedirect(auth, provider);
          return leavingPage();
        }
        rememberCollision(error);
        throw error;
      }
    },
    async completeRedirectSignIn() {
      try {
        await getRedirectResult(auth);
      } catch (error) {
        rememberCollision(error);
        throw error;
      }
    },
    async signInAsGuest() {
      await signInAnonymously(auth);
    },

    async startPhoneSignIn(phoneNumber, recaptchaContainer) {
      // Only against the emulator: it cannot answer a real reCAPTCHA.
      if (auth.emulatorConfig) auth.settings.appVerificationDisabledForTesting = true;
      const verifier = new RecaptchaVerifier(auth, recaptchaContainer, { size: 'invisible' });
      try {
        const result = await signInWithPhoneNumber(auth, phoneNumber, verifier);
        return {
          async confirm(code: string) {
            await result.confirm(code);
          },
        };
      } finally {
        // A fresh verifier per attempt: the container may hold only one rendered widget.
        verifier.clear();
      }
    },
  };
}
