/**
 * Which Firebase project the web client talks to, read from the Vite env: in development (`pnpm dev`) the
 * emulators, in production the project named by the VITE_FIREBASE_* variables (see README). Imports no
 * Firebase code, so the backend client (app/backend.ts) can use it without loading the SDK.
 */
const env = import.meta.env;

export const useEmulators = env.VITE_USE_EMULATORS === 'true';

export const projectId = env.VITE_FIREBASE_PROJECT_ID ?? 'demo-speiseplaner';

/** Region of both callables (docs/product.md, "Backend calls"; functions/src/lib/options.ts). */
const REGION = 'europe-west3';

/** A callable's URL is `${functionsBaseUrl}/${endpoint}`, as the Functions SDK built it. */
export const functionsBaseUrl = useEmulators
  ? `http://${env.VITE_FUNCTIONS_EMULATOR_HOST ?? '127.0.0.1:5001'}/${projectId}/${REGION}`
  : `https://${REGION}-${projectId}.cloudfunctions.net`;
