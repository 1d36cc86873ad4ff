/**
 * Which Firebase project the web client talks to, read from the Vite env: in development (`pnpm dev`) the
 * emulators, in production the project named by the VITE_FIREBASE_* variables (see README). Imports no
 * Firebase code, so the backend client (platform/transport/4-backend.ts) can use it without loading the SDK.
 */
const env = import.meta.env;

export const useEmulators = env.VITE_USE_EMULATORS === 'true';

export const projectId = env.VITE_FIREBASE_PROJECT_ID ?? 'demo-speiseplaner';

/** Region of both callables (docs/product.md, "Backend calls"; functions/src/lib/options.ts). */
const REGION = 'europe-west3';

/**
 * A callable's URL is `${functionsBaseUrl}/${endpoint}`. In production the app's own origin: Hosting
 * rewrites /api/controller and /api/workshops to the functions (firebase.json), so the CSP needs no other
 * host and no CORS request is made. With the emulators, the Functions emulator's URL.
 */
export const functionsBaseUrl = useEmulators
  ? `http://${env.VITE_FUNCTIONS_EMULATOR_HOST ?? '127.0.0.1:5001'}/${projectId}/${REGION}`
  : '/api';

/**
 * The reCAPTCHA Enterprise site key App Check runs with (appCheck.ts); a production build without it fails
 * (vite.config.ts). Not with the emulators: they verify no App Check token, and the debug provider would
 * have to exchange its token with Google's App Check service, which a local stack cannot reach.
 */
export const appCheckSiteKey: string | undefined = useEmulators
  ? undefined
  : (env.VITE_APPCHECK_SITE_KEY as string | undefined) || undefined;

/**
 * Whether calls carry App Check tokens. With the emulators too: there appCheck.ts makes its own unsigned
 * token (the Functions emulator decodes tokens without checking them), so App Check starts at the same
 * moment as in production and the browser tests can see when it does.
 */
export const appCheckEnabled = useEmulators || appCheckSiteKey !== undefined;
