/**
 * Firebase App Check, loaded in its own chunk by the first backend call that needs a token (backend.ts
 * registers it with appCheckToken.ts): a visitor who only reads (the workshop list, articles, videos)
 * loads none of it. In builds for a real project with reCAPTCHA Enterprise; in builds for the emulators
 * with a token made here, since they verify none (firebaseEnv.ts, docs/operations.md "App Check").
 */
import {
  CustomProvider,
  getLimitedUseToken,
  getToken,
  initializeAppCheck,
  ReCaptchaEnterpriseProvider,
} from 'firebase/app-check';
import type { AppCheckTokens } from '../transport/appCheckToken';
import { firebaseApp } from './firebase';
import { appCheckSiteKey, projectId, useEmulators } from './firebaseEnv';

// A debug token (docs/operations.md, "App Check") for a local build against the real project: App Check
// then exchanges it instead of asking reCAPTCHA. "true" lets the SDK make one and print it in the console.
const debugToken = import.meta.env.VITE_APPCHECK_DEBUG_TOKEN as string | undefined;
if (debugToken) {
  (self as { FIREBASE_APPCHECK_DEBUG_TOKEN?: string | boolean }).FIREBASE_APPCHECK_DEBUG_TOKEN =
    debugToken === 'true' ? true : debugToken;
}

const TOKEN_LIFETIME_MS = 60 * 60 * 1000;
const base64Url = (text: string) => btoa(text).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/**
 * An unsigned token in the form of an App Check token, for the emulators only: the Functions emulator
 * decodes it without checking and hands it to the functions as `request.app`. Each one is new (`jti`).
 */
function emulatorToken(): { token: string; expireTimeMillis: number } {
  const now = Date.now();
  const claims = {
    sub: 'speiseplaner-emulator',
    aud: [`projects/${projectId}`],
    iat: Math.floor(now / 1000),
    exp: Math.floor((now + TOKEN_LIFETIME_MS) / 1000),
    jti: crypto.randomUUID(),
  };
  const token = [
    base64Url(JSON.stringify({ alg: 'none', typ: 'JWT' })),
    base64Url(JSON.stringify(claims)),
    'emulator',
  ].join('.');
  return { token, expireTimeMillis: now + TOKEN_LIFETIME_MS };
}

// No automatic refresh: the SDK would fetch a new token every half hour while a page stays open, each one
// a reCAPTCHA assessment; getToken fetches one when a call needs it and the kept one has expired.
const appCheck = initializeAppCheck(firebaseApp, {
  provider: useEmulators
    ? new CustomProvider({ getToken: () => Promise.resolve(emulatorToken()) })
    : new ReCaptchaEnterpriseProvider(appCheckSiteKey ?? ''),
  isTokenAutoRefreshEnabled: false,
});

export const appCheckTokens: AppCheckTokens = {
  token: async () => (await getToken(appCheck)).token,
  limitedUseToken: async () => (await getLimitedUseToken(appCheck)).token,
};
