/**
 * The AuthApi of the running app: Firebase Auth of the one Firebase app (src/platform/firebase/firebase.ts), loaded in
 * its own chunk through lazyAuthApi; tests use a fake instead. Once it has run, every backend call carries
 * the signed-in user's ID token (platform/transport/idToken.ts), and the `__session` cookie for the recipe
 * photos follows that token (platform/firebase/photoSessionCookie.ts).
 */
import { connectAuthEmulator, getAuth, onIdTokenChanged } from 'firebase/auth';
import { firebaseApp, useEmulators } from '../../platform/firebase/firebase';
import { keepPhotoSessionCookie } from '../../platform/firebase/photoSessionCookie';
import { registerIdTokenSource } from '../../platform/transport/idToken';
import { createFirebaseAuthApi } from './firebaseAuthApi';

const auth = getAuth(firebaseApp);
auth.languageCode = 'de';
if (useEmulators) {
  connectAuthEmulator(auth, `http://${import.meta.env.VITE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`, {
    disableWarnings: true,
  });
}

// authStateReady: right after the load Auth may still be restoring the saved session, and a call made then
// must not go out as a visitor's.
registerIdTokenSource(async () => {
  await auth.authStateReady();
  return auth.currentUser ? auth.currentUser.getIdToken() : null;
});

keepPhotoSessionCookie((listener) => onIdTokenChanged(auth, listener));

export const authApi = createFirebaseAuthApi(auth);
