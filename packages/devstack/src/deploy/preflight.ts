/**
 * `pnpm deploy:check`: what a deploy to a real project needs, checked before anything is uploaded. A pure
 * function over a file reader, a directory lister and the environment, so every missing piece can be
 * tested; the CLI (check.cli.ts) passes the repository's files. Messages are German: operators read them.
 */
import {
  functionsEnv,
  functionsEnvFiles,
  isReservedFunctionsKey,
  parseDotenv,
  webEnv,
  webEnvFiles,
  type EnvValue,
  type ReadFile,
} from './envFiles';
import {
  allowsOrigin,
  functionRewrite,
  headerOf,
  hostingOf,
  parseCsp,
  sourcesFor,
  type HostingConfig,
} from './hosting';
import { checkFunctionsPackage } from './functionsPackage';
import { checkOperatorDetails } from './operatorCheck';
import { NODE_RUNTIMES, runtimeProblem } from './runtimes';

export type CheckState = 'ok' | 'warning' | 'error';

export interface CheckResult {
  /** Short German name of what was checked. */
  topic: string;
  state: CheckState;
  message: string;
}

export interface PreflightInput {
  /** `--project` as given: a project id or an alias of .firebaserc. */
  project?: string;
  /** The shell's environment (only `VITE_*` and `OPERATOR_*` count, for the web build). */
  env: Record<string, string | undefined>;
  read: ReadFile;
  /** Paths of every file below a directory (relative to the repository root). */
  list: (dir: string) => string[];
  /** yyyy-MM-dd, for the runtime schedule. */
  today: string;
}

export interface PreflightReport {
  /** The project id the checks ran for; null when none could be determined. */
  projectId: string | null;
  results: CheckResult[];
  errors: number;
  warnings: number;
}

export const REQUIRED_REGION = 'europe-west3';
export const OPTIONS_FILE = 'packages/functions/src/lib/options.ts';
/** The web app's Firebase config (app/firebase.ts, app/firebaseEnv.ts). */
export const WEB_CONFIG_KEYS = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_APP_ID',
] as const;
export const APP_CHECK_KEY = 'VITE_APPCHECK_SITE_KEY';
/** A debug token for local builds (packages/web/src/app/appCheck.ts); never part of a deployed build. */
export const APP_CHECK_DEBUG_KEY = 'VITE_APPCHECK_DEBUG_TOKEN';

/** Google Cloud project ids: 6–30 characters, lower-case letters, digits and hyphens, starting with a letter. */
const PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;

interface ResolvedProject {
  id: string | null;
  alias: string | null;
}

function parseJson<T>(read: ReadFile, path: string): T | undefined | 'invalid' {
  const text = read(path);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return 'invalid';
  }
}

function resolveProject(input: PreflightInput, results: CheckResult[]): ResolvedProject {
  const topic = 'Projekt';
  const rc = parseJson<{ projects?: Record<string, string> }>(input.read, '.firebaserc');
  const aliases = rc && rc !== 'invalid' ? (rc.projects ?? {}) : {};
  if (rc === 'invalid') {
    results.push({ topic, state: 'error', message: '.firebaserc ist kein gültiges JSON.' });
  }
  let id: string | undefined;
  let alias: string | null = null;
  let from: string;
  if (input.project) {
    from = '--project';
    if (aliases[input.project]) {
      alias = input.project;
      id = aliases[input.project];
    } else id = input.project;
  } else {
    from = '.firebaserc (default)';
    id = aliases.default;
    alias = id ? 'default' : null;
  }
  if (!id) {
    results.push({
      topic,
      state: 'error',
      message:
        'Kein Projekt angegeben: pnpm deploy:check --project <Projekt-ID> aufrufen oder die ID in .firebaserc als „default“ eintragen (firebase use --add).',
    });
    return { id: null, alias: null };
  }
  if (id.startsWith('demo-')) {
    results.push({
      topic,
      state: 'error',
      message: `„${id}“ ist das Demo-Projekt der Emulatoren, kein echtes Firebase-Projekt: --project <Projekt-ID> angeben.`,
    });
    return { id: null, alias: null };
  }
  if (!PROJECT_ID.test(id)) {
    results.push({
      topic,
      state: 'error',
      message: `„${id}“ ist keine gültige Projekt-ID (6–30 Zeichen: Kleinbuchstaben, Ziffern, Bindestriche; beginnt mit einem Buchstaben).`,
    });
    return { id: null, alias: null };
  }
  results.push({
    topic,
    state: 'ok',
    message: `Projekt ${id}${alias && alias !== 'default' ? ` (Alias ${alias})` : ''}, aus ${from}.`,
  });
  return { id, alias };
}

interface FirebaseJson {
  functions?: { source?: string; runtime?: string }[] | { source?: string; runtime?: string };
}

/** The functions' source folders firebase.json names (the folders a deploy uploads). */
export function functionsSources(read: ReadFile): string[] {
  const config = parseJson<FirebaseJson>(read, 'firebase.json');
  if (config === undefined || config === 'invalid' || !config.functions) return [];
  const codebases = Array.isArray(config.functions) ? config.functions : [config.functions];
  return codebases.flatMap((c) => (c.source ? [c.source] : []));
}

function checkRuntime(input: PreflightInput, results: CheckResult[]): void {
  const topic = 'Laufzeit';
  const config = parseJson<FirebaseJson>(input.read, 'firebase.json');
  if (config === undefined || config === 'invalid') {
    results.push({
      topic,
      state: 'error',
      message: `firebase.json ${config === undefined ? 'fehlt' : 'ist kein gültiges JSON'}.`,
    });
    return;
  }
  const codebases = Array.isArray(config.functions)
    ? config.functions
    : config.functions
      ? [config.functions]
      : [];
  if (codebases.length === 0) {
    results.push({ topic, state: 'error', message: 'firebase.json enthält keine Functions.' });
    return;
  }
  for (const codebase of codebases) {
    if (!codebase.runtime) {
      results.push({
        topic,
        state: 'error',
        message: `firebase.json nennt für ${codebase.source ?? 'die Functions'} keine Laufzeit („runtime“, z. B. „nodejs22“).`,
      });
      continue;
    }
    const problem = runtimeProblem(codebase.runtime, input.today);
    if (problem) {
      results.push({ topic, state: problem.fatal ? 'error' : 'warning', message: problem.message });
      continue;
    }
    const schedule = NODE_RUNTIMES.find((r) => r.id === codebase.runtime)!;
    results.push({
      topic,
      state: 'ok',
      message: `Laufzeit ${codebase.runtime}, unterstützt bis ${schedule.deprecation} (Abschaltung ${schedule.decommission}).`,
    });
    const pkg = parseJson<{ engines?: { node?: string } }>(input.read, `${codebase.source}/package.json`);
    const engines = pkg && pkg !== 'invalid' ? pkg.engines?.node : undefined;
    if (engines !== schedule.node) {
      results.push({
        topic,
        state: 'warning',
        message: `${codebase.source}/package.json nennt engines.node „${engines ?? ''}“, firebase.json aber ${codebase.runtime}: beides auf Node.js ${schedule.node} setzen.`,
      });
    }
  }
}

function checkRegion(input: PreflightInput, results: CheckResult[]): void {
  const topic = 'Region';
  const text = input.read(OPTIONS_FILE);
  const region = text && /\bregion\s*:\s*['"]([a-z0-9-]+)['"]/.exec(text)?.[1];
  if (!region) {
    results.push({
      topic,
      state: 'error',
      message: `In ${OPTIONS_FILE} steht keine Region; die Functions gehören nach ${REQUIRED_REGION} (Frankfurt).`,
    });
  } else if (region !== REQUIRED_REGION) {
    results.push({
      topic,
      state: 'error',
      message: `Die Functions laufen laut ${OPTIONS_FILE} in ${region}, sollen aber in ${REQUIRED_REGION} (Frankfurt) laufen.`,
    });
  } else {
    results.push({ topic, state: 'ok', message: `Functions in ${REQUIRED_REGION}.` });
  }
}

/** An https origin: no path, no trailing slash. */
const VALID_APP_URL = /^https:\/\/[a-z0-9.-]+(:\d+)?$/i;
const LOCAL_APP_URL = /^https:\/\/(localhost|127\.|\[::1\])/i;
const publicAppUrl = (url: string | undefined): url is string =>
  !!url && VALID_APP_URL.test(url) && !LOCAL_APP_URL.test(url);

function checkFunctionsEnv(
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

function checkWebEnv(
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

export const SITE_ORIGIN_KEY = 'VITE_SITE_ORIGIN';

/** The public address the prerendered pages name (docs/operations.md, "Site origin"); the build needs it. */
function checkSiteOrigin(env: Map<string, EnvValue>, file: string, results: CheckResult[]): void {
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

const SOURCE_FILE = /\.(ts|tsx)$/;
const TEST_FILE = /\.test\.(ts|tsx)$/;

/** The web app's own source files, without tests. */
function webSources(input: PreflightInput): string[] {
  return input.list('packages/web/src').filter((f) => SOURCE_FILE.test(f) && !TEST_FILE.test(f));
}

function checkWebAppCheck(input: PreflightInput, appCheckEnforced: boolean, results: CheckResult[]): void {
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

export const WEB_DIST = 'packages/web/dist';
/** The callables and the same-origin paths Hosting sends to them. */
export const API_REWRITES = [
  { path: '/api/controller', functionId: 'controller' },
  { path: '/api/workshops', functionId: 'workshops' },
] as const;

function checkHosting(input: PreflightInput, results: CheckResult[]): HostingConfig | undefined {
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
      message: `Web-App aus ${WEB_DIST}, /api/controller und /api/workshops zu den Functions, Sicherheits-Header gesetzt.`,
    });
  }
  return hosting;
}

/** The sign-in frames and the backend calls of the web app must be allowed by the CSP. */
function checkCspFitsApp(
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

/** Runs every check; the report lists each result in the order checked. */
export function preflight(input: PreflightInput): PreflightReport {
  const results: CheckResult[] = [];
  const project = resolveProject(input, results);
  checkRuntime(input, results);
  for (const source of functionsSources(input.read)) checkFunctionsPackage(input.read, source, results);
  checkRegion(input, results);
  const functions = checkFunctionsEnv(input, project, results);
  const appCheckEnforced = functions.get('ENFORCE_APP_CHECK')?.value !== 'false';
  const web = checkWebEnv(input, project, appCheckEnforced, results);
  checkWebAppCheck(input, appCheckEnforced, results);
  const hosting = checkHosting(input, results);
  checkCspFitsApp(input, hosting, functions, web, results);
  return {
    projectId: project.id,
    results,
    errors: results.filter((r) => r.state === 'error').length,
    warnings: results.filter((r) => r.state === 'warning').length,
  };
}

const MARK: Record<CheckState, string> = { ok: '✓', warning: '!', error: '✗' };

/** The report with results added after `preflight` (the CLI's install), counts updated. */
export function withResults(report: PreflightReport, more: CheckResult[]): PreflightReport {
  const results = [...report.results, ...more];
  return {
    ...report,
    results,
    errors: results.filter((r) => r.state === 'error').length,
    warnings: results.filter((r) => r.state === 'warning').length,
  };
}

/** The report as the CLI prints it. */
export function formatReport(report: PreflightReport): string {
  const lines = [
    `Deploy-Prüfung${report.projectId ? ` für ${report.projectId}` : ''}:`,
    ...report.results.map((r) => `  ${MARK[r.state]} ${r.topic}: ${r.message}`),
  ];
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  lines.push(
    report.errors > 0
      ? `${count(report.errors, 'Fehler', 'Fehler')}, ${count(report.warnings, 'Warnung', 'Warnungen')}: so nicht deployen.`
      : `Alles bereit${report.warnings > 0 ? ` (${count(report.warnings, 'Warnung', 'Warnungen')})` : ''}.`,
  );
  return lines.join('\n');
}
