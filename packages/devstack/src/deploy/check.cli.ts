/**
 * `pnpm deploy:check [--project <id|alias>] [--no-install]`: checks what a deploy needs
 * (src/deploy/preflight.ts) against the repository's files, then installs the functions folder the way Cloud
 * Build would (functionsInstall.ts; `--no-install` skips that, e.g. in the Hosting predeploy), and prints
 * each result in German. Exit code 1 when something is missing, 2 on a wrong call. Also the functions' and
 * Hosting's predeploy step in firebase.json.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { REPO_ROOT } from '../paths';
import { installLikeCloudBuild } from './functionsInstall';
import { formatReport, functionsSources, preflight, withResults, type CheckResult } from './preflight';
import { todayUtc } from './runtimes';

const USAGE = 'Aufruf: pnpm deploy:check [--project <Projekt-ID oder Alias>] [--no-install]';

function parseArgs(argv: string[]): { project?: string; install: boolean } {
  const args = argv.filter((a) => a !== '--');
  let project: string | undefined;
  let install = true;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--project' || arg === '-P') {
      project = args[++i];
      if (!project || project.startsWith('-')) throw new Error('--project braucht eine Projekt-ID.');
    } else if (arg === '--no-install') {
      install = false;
    } else if (arg.startsWith('--project=')) {
      project = arg.slice('--project='.length);
    } else {
      throw new Error(`Unbekanntes Argument „${arg}“.`);
    }
  }
  return project ? { project, install } : { install };
}

function read(path: string): string | undefined {
  const full = resolve(REPO_ROOT, path);
  return existsSync(full) ? readFileSync(full, 'utf8') : undefined;
}

function list(dir: string): string[] {
  const root = resolve(REPO_ROOT, dir);
  if (!existsSync(root)) return [];
  const out: string[] = [];
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      if (entry.name === 'node_modules') continue;
      const full = join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(relative(REPO_ROOT, full));
    }
  };
  walk(root);
  return out;
}

try {
  const { project, install } = parseArgs(process.argv.slice(2));
  const checked = preflight({
    ...(project ? { project } : {}),
    env: process.env,
    read,
    list,
    today: todayUtc(),
  });
  // The install needs a staged folder without known defects; with one, its message already says what to do.
  const installs: CheckResult[] = [];
  const packageOk = !checked.results.some((r) => r.topic === 'Functions-Paket' && r.state === 'error');
  if (install && packageOk) {
    for (const source of functionsSources(read)) installLikeCloudBuild(resolve(REPO_ROOT, source), installs);
  }
  const report = withResults(checked, installs);
  console.log(formatReport(report));
  process.exitCode = report.errors > 0 ? 1 : 0;
} catch (err) {
  console.error(`${(err as Error).message}\n${USAGE}`);
  process.exitCode = 2;
}
