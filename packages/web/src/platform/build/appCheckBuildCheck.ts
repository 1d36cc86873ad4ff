/**
 * The production build's App Check check (vite.config.ts): a build for a real project without the
 * reCAPTCHA Enterprise site key would ship an app whose every backend call the functions refuse, so it
 * fails instead. Builds for the emulators (`pnpm dev`, the browser tests) need no key.
 */

/** The build's problem with App Check, or null; `env` is Vite's resolved env of the build's mode. */
export function appCheckBuildProblem(env: Record<string, unknown>): string | null {
  if (env.VITE_USE_EMULATORS === 'true') return null;
  const siteKey = env.VITE_APPCHECK_SITE_KEY;
  if (typeof siteKey === 'string' && siteKey.trim() !== '') return null;
  const mode = typeof env.MODE === 'string' ? env.MODE : 'production';
  return (
    `VITE_APPCHECK_SITE_KEY fehlt (Modus „${mode}“): ohne den reCAPTCHA-Enterprise-Websiteschlüssel ` +
    'lehnen die Functions jeden Aufruf der Web-App ab. Den Schlüssel in packages/web/.env.<Projekt-ID> ' +
    'eintragen (docs/operations.md, „App Check“) oder für die Emulatoren mit VITE_USE_EMULATORS=true bauen.'
  );
}
