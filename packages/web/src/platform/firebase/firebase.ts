/**
 * The one Firebase app of the web client, used by Auth only (features/auth/defaultAuthApi.ts, its own chunk).
 * The callables are reached without the Firebase SDK (platform/transport/6-callable.ts), so a visitor's page loads none of it.
 */
import { initializeApp } from 'firebase/app';
import { projectId } from './firebaseEnv';

export { useEmulators } from './firebaseEnv';

const env = import.meta.env;

export const firebaseApp = initializeApp({
  apiKey: env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? 'demo-speiseplaner.firebaseapp.com',
  projectId,
  appId: env.VITE_FIREBASE_APP_ID,
});
