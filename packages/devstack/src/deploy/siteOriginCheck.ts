/** deploy:check's public address of the web app (VITE_SITE_ORIGIN), which the web build needs. */
import type { EnvValue } from './envFiles';
import { VALID_APP_URL } from './functionsEnvCheck';
import type { CheckResult } from './preflight';

export const SITE_ORIGIN_KEY = 'VITE_SITE_ORIGIN';

/** The public address the prerendered pages name (docs/operations.md, "Site origin"); the build needs it. */
export function checkSiteOrigin(env: Map<string, EnvValue>, file: string, results: CheckResult[]): void {
  const topic = 'Web-Adresse';
  const origin = env.get(SITE_ORIGIN_KEY);
  if (!origin?.value) {
    results.push({
      topic,
      state: 'error',
      message: `${SITE_ORIGIN_KEY} fehlt: die öffentliche Adresse der Web-App (wie APP_URL) in ${file} eintragen, z. B. ${SITE_ORIGIN_KEY}=https://speiseplaner.example; ohne sie bricht der Build der Web-App ab.`,
    });
  } else if (!VALID_APP_URL.test(origin.value)) {
    results.push({
      topic,
      state: 'error',
      message: `${SITE_ORIGIN_KEY} „${origin.value}“ (${origin.from}) muss eine https-Adresse ohne Pfad und ohne „/“ am Ende sein, z. B. https://speiseplaner.example.`,
    });
  } else {
    results.push({ topic, state: 'ok', message: `${SITE_ORIGIN_KEY} ${origin.value} (${origin.from}).` });
  }
}
