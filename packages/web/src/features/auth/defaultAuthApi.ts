/**
 * The AuthApi of the running app: Firebase Auth of the one Firebase app (src/app/firebase.ts), loaded in
 * its own chunk through lazyAuthApi; tests use a fake instead. Once getAuth has run, the Functions SDK
 * adds the signed-in user's token to every backend call.
 */
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { firebaseApp, useEmulators } from '../../app/firebase';
import { createFirebaseAuthApi } from './firebaseAuthApi';

const auth = getAuth(firebaseApp);
auth.languageCode = 'de';
if (useEmulators) {
  connectAuthEmulator(auth, `http://${import.meta.env.VITE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`, {
    disableWarnings: true,
  });
}

export const authApi = createFirebaseAuthApi(auth);
