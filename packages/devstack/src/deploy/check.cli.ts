/**
 * `pnpm deploy:check [--project <id|alias>]`: checks what a deploy needs (src/deploy/preflight.ts) against
 * the repository's files and prints each result in German. Exit code 1 when something is missing, 2 on a
 * wrong call. Also the functions' and Hosting's predeploy step in firebase.json.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { REPO_ROOT } from '../paths';
import { formatReport, preflight } from './preflight';
import { todayUtc } from './runtimes';

const USAGE = 'Aufruf: pnpm deploy:check [--project <Projekt-ID oder Alias>]';

function parseArgs(argv: string[]): { project?: string } {
  const args = argv.filter((a) => a !== '--');
  let project: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--project' || arg === '-P') {
      project = args[++i];
      if (!project || project.startsWith('-')) throw new Error('--project braucht eine Projekt-ID.');
    } else if (arg.startsWith('--project=')) {
      project = arg.slice('--project='.length);
    } else {
      throw new Error(`Unbekanntes Argument „${arg}“.`);
    }
  }
  return project ? { project } : {};
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
  const { project } = parseArgs(process.argv.slice(2));
  const report = preflight({
    ...(project ? { project } : {}),
    env: process.env,
    read,
    list,
    today: todayUtc(),
  });
  console.log(formatReport(report));
  process.exitCode = report.errors > 0 ? 1 : 0;
} catch (err) {
  console.error(`${(err as Error).message}\n${USAGE}`);
  process.exitCode = 2;
}
