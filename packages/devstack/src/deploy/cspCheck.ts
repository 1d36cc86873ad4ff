/** deploy:check's Content-Security-Policy against the app: sign-in frames and backend calls allowed. */
import type { EnvValue } from './envFiles';
import { publicAppUrl } from './functionsEnvCheck';
import { allowsOrigin, headerOf, parseCsp, sourcesFor, type HostingConfig } from './hosting';
import type { CheckResult, PreflightInput } from './preflight';
import { webSources } from './webAppCheckInit';

/** The sign-in frames and the backend calls of the web app must be allowed by the CSP. */
export function checkCspFitsApp(
  input: PreflightInput,
  hosting: HostingConfig | undefined,
  functions: Map<string, EnvValue>,
  web: Map<string, EnvValue>,
  results: CheckResult[],
): void {
  const topic = 'CSP';
  const policy = hosting && headerOf(hosting, '**', 'Content-Security-Policy');
  if (!policy) return;
  const csp = parseCsp(policy);
  const authDomain = web.get('VITE_FIREBASE_AUTH_DOMAIN')?.value;
  const appUrl = functions.get('APP_URL')?.value;
  // Without a valid APP_URL (reported above) the app's own domain is unknown.
  if (authDomain && publicAppUrl(appUrl)) {
    const appHost = new URL(appUrl).host;
    const frames = sourcesFor(csp, 'frame-src');
    const sameOrigin = authDomain === appHost && frames.includes("'self'");
    if (sameOrigin || allowsOrigin(frames, `https://${authDomain}`)) {
      results.push({
        topic,
        state: 'ok',
        message: sameOrigin
          ? `Anmeldeseiten (authDomain ${authDomain}) kommen von der Web-App selbst.`
          : `Anmeldeseiten von ${authDomain} sind in frame-src erlaubt.`,
      });
    } else {
      results.push({
        topic,
        state: 'error',
        message: `VITE_FIREBASE_AUTH_DOMAIN „${authDomain}“ ist nicht die Domain der Web-App (APP_URL ${appUrl ?? 'fehlt'}) und steht nicht in frame-src der CSP: die Anmeldung mit Google würde blockiert. authDomain auf die Domain der Web-App setzen (docs/operations.md, „Sign-in domain“).`,
      });
    }
  }
  const direct = webSources(input).find((f) => input.read(f)?.includes('cloudfunctions.net'));
  const connect = sourcesFor(csp, 'connect-src');
  if (direct && !connect.some((s) => s.includes('cloudfunctions.net'))) {
    results.push({
      topic,
      state: 'error',
      message: `Die Web-App ruft die Functions direkt unter *.cloudfunctions.net auf (${direct}), die CSP (connect-src) erlaubt aber nur die eigene Herkunft: in Produktion muss sie /api/controller und /api/workshops aufrufen.`,
    });
  }
}
