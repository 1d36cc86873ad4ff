/**
 * The one Firebase app of the web client. In development (`pnpm dev`) it talks to the Auth and Functions
 * emulators; in production the VITE_FIREBASE_* variables name the real project (see README).
 */
import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';

const env = import.meta.env;
const useEmulators = env.VITE_USE_EMULATORS === 'true';

export const firebaseApp = initializeApp({
  apiKey: env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? 'demo-speiseplaner.firebaseapp.com',
  projectId: env.VITE_FIREBASE_PROJECT_ID ?? 'demo-speiseplaner',
  appId: env.VITE_FIREBASE_APP_ID,
});

export const auth = getAuth(firebaseApp);
auth.languageCode = 'de';

/** Region of both callables (SPEC.md section 7). */
export const functions = getFunctions(firebaseApp, 'europe-west3');

if (useEmulators) {
  connectAuthEmulator(auth, `http://${env.VITE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`, {
    disableWarnings: true,
  });
  const [host, port] = (env.VITE_FUNCTIONS_EMULATOR_HOST ?? '127.0.0.1:5001').split(':');
  connectFunctionsEmulator(functions, host ?? '127.0.0.1', Number(port ?? 5001));
}
