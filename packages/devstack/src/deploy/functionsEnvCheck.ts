/**
 * deploy:check's functions environment (.env files of packages/functions): no file twice, no reserved key,
 * a public https APP_URL, and a warning when App Check is switched off.
 */
import {
  functionsEnv,
  functionsEnvFiles,
  isReservedFunctionsKey,
  parseDotenv,
  type EnvValue,
} from './envFiles';
import type { CheckResult, PreflightInput } from './preflight';
import type { ResolvedProject } from './projectCheck';

/** An https origin: no path, no trailing slash. */
export const VALID_APP_URL = /^https:\/\/[a-z0-9.-]+(:\d+)?$/i;
const LOCAL_APP_URL = /^https:\/\/(localhost|127\.|\[::1\])/i;
export const publicAppUrl = (url: string | undefined): url is string =>
  !!url && VALID_APP_URL.test(url) && !LOCAL_APP_URL.test(url);

export function checkFunctionsEnv(
  input: PreflightInput,
  project: ResolvedProject,
  results: CheckResult[],
): Map<string, EnvValue> {
  const topic = 'Functions-Umgebung';
  const files = functionsEnvFiles(project.id, project.alias === 'default' ? null : project.alias);
  const [, byId, byAlias] = files;
  if (byId && byAlias && input.read(byId) !== undefined && input.read(byAlias) !== undefined) {
    results.push({
      topic,
      state: 'error',
      message: `${byId} und ${byAlias} gibt es beide; die Firebase-CLI bricht dann ab. Eine der beiden Dateien löschen.`,
    });
  }
  for (const file of files) {
    const text = input.read(file);
    if (text === undefined) continue;
    for (const key of Object.keys(parseDotenv(text))) {
      if (isReservedFunctionsKey(key)) {
        results.push({
          topic,
          state: 'error',
          message: `${file}: ${key} ist für Firebase reserviert und wird beim Deploy abgelehnt; den Eintrag entfernen.`,
        });
      }
    }
  }
  const env = functionsEnv(input.read, project.id, project.alias === 'default' ? null : project.alias);
  const appUrl = env.get('APP_URL');
  const fileHint = project.id ? `${files[1]} oder ${files[0]}` : files[0]!;
  if (!appUrl?.value) {
    results.push({
      topic,
      state: 'error',
      message: `APP_URL fehlt: die Adresse der Web-App (für die Links in Newsletter-E-Mails) in ${fileHint} eintragen, z. B. APP_URL=https://speiseplaner.example.`,
    });
  } else if (!VALID_APP_URL.test(appUrl.value)) {
    results.push({
      topic,
      state: 'error',
      message: `APP_URL „${appUrl.value}“ (${appUrl.from}) muss eine https-Adresse ohne Pfad und ohne „/“ am Ende sein, z. B. https://speiseplaner.example.`,
    });
  } else if (LOCAL_APP_URL.test(appUrl.value)) {
    results.push({
      topic,
      state: 'error',
      message: `APP_URL „${appUrl.value}“ (${appUrl.from}) zeigt auf diesen Rechner; Links in E-Mails brauchen die öffentliche Adresse.`,
    });
  } else {
    results.push({ topic, state: 'ok', message: `APP_URL ${appUrl.value} (${appUrl.from}).` });
  }
  if (env.get('ENFORCE_APP_CHECK')?.value === 'false') {
    results.push({
      topic: 'App Check',
      state: 'warning',
      message: `ENFORCE_APP_CHECK=false (${env.get('ENFORCE_APP_CHECK')!.from}): die Functions nehmen auch Aufrufe ohne App-Check-Token an. Nur für eine schrittweise Einführung.`,
    });
  }
  return env;
}
