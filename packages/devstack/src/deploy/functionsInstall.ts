/**
 * deploy:check's install of the functions folder the way Cloud Build does it: a copy without node_modules
 * in a temporary directory, `npm ci --omit=dev` from the registry, then the bundle loaded with only what
 * npm installed, so a dependency the bundle needs but the manifest lacks shows here and not in production.
 * docs/operations.md, "The functions package".
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { CheckResult } from './preflight';

const TOPIC = 'Functions-Installation';
/** The functions the bundle must export (packages/functions/src/index.ts). */
export const EXPECTED_EXPORTS = ['controller', 'workshops', 'photos', 'retention', 'guestCleanup'];

/** npm's own error lines (`npm error code …`, `npm error … Unsupported URL Type …`), at most five. */
function npmErrorLines(output: string): string {
  const lines = output
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => /^npm (error|ERR!)/.test(l) && !/A complete log|^npm error\s*$/.test(l));
  return lines.slice(0, 5).join(' | ') || output.trim().split('\n').slice(-3).join(' | ');
}

/** Installs a copy of `sourceDir` with npm and loads its bundle; pushes one result. */
export function installLikeCloudBuild(sourceDir: string, results: CheckResult[]): void {
  const dir = mkdtempSync(join(tmpdir(), 'speiseplaner-functions-'));
  try {
    cpSync(sourceDir, dir, { recursive: true, filter: (src) => basename(src) !== 'node_modules' });
    const install = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: dir,
      encoding: 'utf8',
      timeout: 10 * 60_000,
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (install.status !== 0) {
      const why = npmErrorLines(`${install.stdout}\n${install.stderr}`) || (install.error?.message ?? '');
      results.push({
        topic: TOPIC,
        state: 'error',
        message: `npm ci --omit=dev scheitert für ${sourceDir}, wie es Cloud Build täte: ${why}`,
      });
      return;
    }
    const load = spawnSync(
      process.execPath,
      [
        '-e',
        'console.log(JSON.stringify(Object.keys(require(require("node:path").resolve(require("./package.json").main)))))',
      ],
      {
        cwd: dir,
        encoding: 'utf8',
        timeout: 120_000,
        env: { PATH: process.env.PATH ?? '', GCLOUD_PROJECT: 'x' },
      },
    );
    const exported =
      load.status === 0 ? (JSON.parse(load.stdout.trim().split('\n').pop() ?? '[]') as string[]) : [];
    const missing = EXPECTED_EXPORTS.filter((name) => !exported.includes(name));
    if (load.status !== 0 || missing.length > 0) {
      const why =
        load.status !== 0
          ? load.stderr.trim().split('\n').slice(0, 3).join(' | ')
          : `es fehlen ${missing.join(', ')}`;
      results.push({
        topic: TOPIC,
        state: 'error',
        message: `Das Bundle lädt mit den installierten Paketen nicht: ${why}`,
      });
      return;
    }
    results.push({
      topic: TOPIC,
      state: 'ok',
      message: `npm ci --omit=dev in einer Kopie ohne Fehler; das Bundle lädt (${exported.join(', ')}).`,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
