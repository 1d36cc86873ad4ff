/**
 * `pnpm deploy:check`: what a deploy to a real project needs, checked before anything is uploaded. A pure
 * function over a file reader, a directory lister and the environment, so every missing piece can be
 * tested; the CLI (check.cli.ts) passes the repository's files. Messages are German: operators read them.
 * Each check is a file of its own beside this one (projectCheck.ts … cspCheck.ts); this file runs them in
 * order and prints the report.
 */
import type { ReadFile } from './envFiles';
import { checkCspFitsApp } from './cspCheck';
import { checkFunctionsEnv } from './functionsEnvCheck';
import { checkFunctionsPackage } from './functionsPackage';
import { checkHosting } from './hostingCheck';
import { resolveProject } from './projectCheck';
import { parseJson, type FirebaseJson } from './readJson';
import { checkRegion } from './regionCheck';
import { checkRuntime } from './runtimeCheck';
import { checkWebAppCheck } from './webAppCheckInit';
import { checkWebEnv } from './webEnvCheck';

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

/** The functions' source folders firebase.json names (the folders a deploy uploads). */
export function functionsSources(read: ReadFile): string[] {
  const config = parseJson<FirebaseJson>(read, 'firebase.json');
  if (config === undefined || config === 'invalid' || !config.functions) return [];
  const codebases = Array.isArray(config.functions) ? config.functions : [config.functions];
  return codebases.flatMap((c) => (c.source ? [c.source] : []));
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
