/**
 * Firebase App Check with reCAPTCHA Enterprise, loaded in its own chunk by the first backend call
 * (backend.ts registers it with appCheckToken.ts), so a visitor's first page carries none of it. Runs only
 * in builds for a real project: with the emulators firebaseEnv.ts has no site key.
 */
import {
  getLimitedUseToken,
  getToken,
  initializeAppCheck,
  ReCaptchaEnterpriseProvider,
} from 'firebase/app-check';
import type { AppCheckTokens } from './appCheckToken';
import { firebaseApp } from './firebase';
import { appCheckSiteKey } from './firebaseEnv';

// A debug token (docs/operations.md, "App Check") for a local build against the real project: App Check
// then exchanges it instead of asking reCAPTCHA. "true" lets the SDK make one and print it in the console.
const debugToken = import.meta.env.VITE_APPCHECK_DEBUG_TOKEN as string | undefined;
if (debugToken) {
  (self as { FIREBASE_APPCHECK_DEBUG_TOKEN?: string | boolean }).FIREBASE_APPCHECK_DEBUG_TOKEN =
    debugToken === 'true' ? true : debugToken;
}

// No automatic refresh: the SDK would fetch a new token every half hour while a page stays open, each one
// a reCAPTCHA assessment; getToken fetches one when a call needs it and the kept one has expired.
const appCheck = initializeAppCheck(firebaseApp, {
  provider: new ReCaptchaEnterpriseProvider(appCheckSiteKey ?? ''),
  isTokenAutoRefreshEnabled: false,
});

export const appCheckTokens: AppCheckTokens = {
  token: async () => (await getToken(appCheck)).token,
  limitedUseToken: async () => (await getLimitedUseToken(appCheck)).token,
};
