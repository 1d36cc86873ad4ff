/** deploy:check's look into the web app's sources: does it initialise App Check at all? */
import type { CheckResult, PreflightInput } from './preflight';

const SOURCE_FILE = /\.(ts|tsx)$/;
const TEST_FILE = /\.test\.(ts|tsx)$/;

/** The web app's own source files, without tests. */
export function webSources(input: PreflightInput): string[] {
  return input.list('packages/web/src').filter((f) => SOURCE_FILE.test(f) && !TEST_FILE.test(f));
}

export function checkWebAppCheck(
  input: PreflightInput,
  appCheckEnforced: boolean,
  results: CheckResult[],
): void {
  const initialises = webSources(input).some((f) => input.read(f)?.includes('initializeAppCheck'));
  if (initialises) return;
  results.push({
    topic: 'App Check',
    state: appCheckEnforced ? 'error' : 'warning',
    message: appCheckEnforced
      ? 'Die Web-App initialisiert App Check nicht (kein initializeAppCheck in packages/web/src), die Functions verlangen es aber: jeder Aufruf würde abgelehnt. Erst App Check in der Web-App einbauen oder vorübergehend ENFORCE_APP_CHECK=false in der Functions-Umgebung setzen.'
      : 'Die Web-App initialisiert App Check nicht (kein initializeAppCheck in packages/web/src).',
  });
}
