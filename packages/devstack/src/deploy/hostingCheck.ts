/**
 * deploy:check's Hosting section of firebase.json: the web app's folder, the /api rewrites to the callables
 * and /fotos/** to the photos function in the functions' region, each before the web app's catch-all, and
 * the security headers every page needs.
 */
import { functionRewrite, headerOf, hostingOf, parseCsp, type HostingConfig } from './hosting';
import type { CheckResult, PreflightInput } from './preflight';
import { parseJson } from './readJson';
import { REQUIRED_REGION } from './regionCheck';

export const WEB_DIST = 'packages/web/dist';
/** The functions and the same-origin paths Hosting sends to them. */
export const API_REWRITES = [
  { path: '/api/controller', functionId: 'controller' },
  { path: '/api/workshops', functionId: 'workshops' },
  { path: '/fotos/**', functionId: 'photos' },
] as const;

/** Index of the first rewrite with `path` as its source, or of the first regex rewrite (-1: none). */
const indexOfSource = (hosting: HostingConfig, path: string) =>
  (hosting.rewrites ?? []).findIndex((r) => (r.source ?? r.glob) === path);
const firstRegex = (hosting: HostingConfig) => (hosting.rewrites ?? []).findIndex((r) => r.regex);

export function checkHosting(input: PreflightInput, results: CheckResult[]): HostingConfig | undefined {
  const topic = 'Hosting';
  const config = parseJson<unknown>(input.read, 'firebase.json');
  const hosting = config && config !== 'invalid' ? hostingOf(config) : undefined;
  if (!hosting) {
    results.push({
      topic,
      state: 'error',
      message: 'firebase.json enthält keinen Abschnitt „hosting“ für die Web-App.',
    });
    return undefined;
  }
  const problems: string[] = [];
  if (hosting.public !== WEB_DIST) problems.push(`„public“ ist „${hosting.public ?? ''}“ statt ${WEB_DIST}`);
  for (const { path, functionId } of API_REWRITES) {
    const rewrite = functionRewrite(hosting, path);
    if (!rewrite || rewrite.functionId !== functionId || rewrite.region !== REQUIRED_REGION) {
      problems.push(`${path} führt nicht zur Function ${functionId} in ${REQUIRED_REGION}`);
    } else if (firstRegex(hosting) >= 0 && firstRegex(hosting) < indexOfSource(hosting, path)) {
      problems.push(`${path} steht hinter der Umleitung auf die Web-App und erreicht ${functionId} nie`);
    }
  }
  const policy = headerOf(hosting, '**', 'Content-Security-Policy');
  if (!policy) problems.push('der Header Content-Security-Policy fehlt');
  else {
    const csp = parseCsp(policy);
    for (const [directive, source] of [
      ['object-src', "'none'"],
      ['base-uri', "'self'"],
      ['frame-ancestors', "'none'"],
    ] as const) {
      if (csp.get(directive)?.join(' ') !== source)
        problems.push(`die CSP setzt nicht ${directive} ${source}`);
    }
  }
  if (problems.length > 0) {
    for (const problem of problems)
      results.push({ topic, state: 'error', message: `firebase.json: ${problem}.` });
  } else {
    results.push({
      topic,
      state: 'ok',
      message: `Web-App aus ${WEB_DIST}, /api/controller, /api/workshops und /fotos/** zu den Functions, Sicherheits-Header gesetzt.`,
    });
  }
  return hosting;
}
