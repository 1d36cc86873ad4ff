/**
 * deploy:check's web build configuration (packages/web/.env* and the shell's VITE_*): the Firebase config
 * of the project deployed to, the App Check site key and no debug token, no emulators; then the site origin
 * (siteOriginCheck.ts) and the operator details (operatorCheck.ts) of the same configuration.
 */
import { webEnv, webEnvFiles, type EnvValue } from './envFiles';
import { checkOperatorDetails } from './operatorCheck';
import type { CheckResult, PreflightInput } from './preflight';
import type { ResolvedProject } from './projectCheck';
import { checkSiteOrigin } from './siteOriginCheck';

/** The web app's Firebase config (platform/firebase/firebase.ts, platform/firebase/firebaseEnv.ts). */
export const WEB_CONFIG_KEYS = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
] as const;
export const APP_CHECK_KEY = 'VITE_APPCHECK_SITE_KEY';
/** A debug token for local builds (packages/web/src/platform/firebase/appCheck.ts); never part of a deployed build. */
export const APP_CHECK_DEBUG_KEY = 'VITE_APPCHECK_DEBUG_TOKEN';

export function checkWebEnv(
  input: PreflightInput,
  project: ResolvedProject,
  appCheckEnforced: boolean,
  results: CheckResult[],
): Map<string, EnvValue> {
  const topic = 'Web-Konfiguration';
  const env = webEnv(input.read, project.id, input.env);
  const files = webEnvFiles(project.id);
  const file = project.id ? `packages/web/.env.${project.id}` : files[0]!;
  if (env.get('VITE_USE_EMULATORS')?.value === 'true') {
    results.push({
      topic,
      state: 'error',
      message: `VITE_USE_EMULATORS=true (${env.get('VITE_USE_EMULATORS')!.from}): so gebaut spricht die Web-App mit den Emulatoren auf 127.0.0.1. Den Eintrag entfernen.`,
    });
  }
  const missing = WEB_CONFIG_KEYS.filter((key) => !env.get(key)?.value);
  for (const key of missing) {
    results.push({
      topic,
      state: 'error',
      message: `${key} fehlt in ${file} (Firebase-Konsole: Projekteinstellungen → Allgemein → Meine Apps → Web-App).`,
    });
  }
  const webProject = env.get('VITE_FIREBASE_PROJECT_ID');
  if (webProject?.value && project.id && webProject.value !== project.id) {
    results.push({
      topic,
      state: 'error',
      message: `VITE_FIREBASE_PROJECT_ID ist „${webProject.value}“ (${webProject.from}), deployt wird aber ${project.id}: die Web-App würde mit dem falschen Projekt sprechen.`,
    });
  }
  if (missing.length === 0 && (!webProject || !project.id || webProject.value === project.id)) {
    results.push({
      topic,
      state: 'ok',
      message: `Firebase-Konfiguration der Web-App vollständig (${WEB_CONFIG_KEYS.map((k) => env.get(k)!.from)
        .filter((f, i, all) => all.indexOf(f) === i)
        .join(', ')}).`,
    });
  }
  const siteKey = env.get(APP_CHECK_KEY);
  if (!siteKey?.value) {
    // The web build itself refuses to run without it (packages/web/vite.config.ts).
    results.push({
      topic: 'App Check',
      state: 'error',
      message: `${APP_CHECK_KEY} fehlt: den reCAPTCHA-Enterprise-Websiteschlüssel (Firebase-Konsole → App Check → Web-App) in ${file} eintragen; ohne ihn ${appCheckEnforced ? 'lehnen die Functions jeden Aufruf ab, und ' : ''}der Build der Web-App bricht ab.`,
    });
  } else {
    results.push({
      topic: 'App Check',
      state: 'ok',
      message: `App-Check-Websiteschlüssel gesetzt (${siteKey.from}).`,
    });
  }
  const debugToken = env.get(APP_CHECK_DEBUG_KEY);
  if (debugToken?.value) {
    results.push({
      topic: 'App Check',
      state: 'error',
      message: `${APP_CHECK_DEBUG_KEY} ist gesetzt (${debugToken.from}): die Web-App würde sich mit diesem Debug-Token statt mit reCAPTCHA ausweisen, und wer es aus dem JavaScript liest, könnte die Functions aufrufen. Nur für lokale Builds; vor dem Deploy entfernen.`,
    });
  }
  checkSiteOrigin(env, file, results);
  checkOperatorDetails(env, file, results);
  return env;
}
