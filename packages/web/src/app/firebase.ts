/**
 * The one Firebase app of the web client with its Functions (region of both callables). In development
 * (`pnpm dev`) it talks to the emulators; in production the VITE_FIREBASE_* variables name the real project
 * (see README). Auth is set up apart (features/auth/defaultAuthApi.ts): a visitor's backend call (workshop
 * list, newsletter) loads only this, and the Functions SDK sends a token once Auth has been set up.
 */
import { initializeApp } from 'firebase/app';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';

const env = import.meta.env;
export const useEmulators = env.VITE_USE_EMULATORS === 'true';

export const firebaseApp = initializeApp({
  apiKey: env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? 'demo-speiseplaner.firebaseapp.com',
  projectId: env.VITE_FIREBASE_PROJECT_ID ?? 'demo-speiseplaner',
  appId: env.VITE_FIREBASE_APP_ID,
});

/** Region of both callables (SPEC.md section 7). */
export const functions = getFunctions(firebaseApp, 'europe-west3');

if (useEmulators) {
  const [host, port] = (env.VITE_FUNCTIONS_EMULATOR_HOST ?? '127.0.0.1:5001').split(':');
  connectFunctionsEmulator(functions, host ?? '127.0.0.1', Number(port ?? 5001));
}
