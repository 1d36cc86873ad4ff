/**
 * The functions deploy on a runtime Google still accepts: firebase.json names a runtime of the table in
 * src/deploy/runtimes.ts whose decommission date lies after today, and the build target and
 * `engines.node` of packages/functions name the same Node.js version.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { NODE_RUNTIMES, runtimeProblem, runtimeStatus, todayUtc } from '../../src/deploy/runtimes';
import { REPO_ROOT, FUNCTIONS_DIR } from '../../src/paths';

const firebaseJson = JSON.parse(readFileSync(resolve(REPO_ROOT, 'firebase.json'), 'utf8')) as {
  functions: { source: string; runtime?: string }[];
};
const today = todayUtc();

describe('runtime of the functions', () => {
  const runtimes = firebaseJson.functions.map((f) => f.runtime);

  it('every functions codebase names its runtime', () => {
    expect(runtimes.length).toBeGreaterThan(0);
    for (const runtime of runtimes) expect(typeof runtime).toBe('string');
  });

  it.each(runtimes.map((r) => [r ?? '(keine)']))('%s is in the runtime table', (runtime) => {
    expect(NODE_RUNTIMES.map((r) => r.id)).toContain(runtime);
  });

  it.each(runtimes.map((r) => [r ?? '(keine)']))('%s is not decommissioned today', (runtime) => {
    const status = runtimeStatus(runtime, today);
    expect(status.state).not.toBe('unknown');
    expect(status.state).not.toBe('decommissioned');
  });

  it('engines.node and the esbuild target name the runtime’s Node.js version', () => {
    const runtime = NODE_RUNTIMES.find((r) => r.id === runtimes[0])!;
    const pkg = JSON.parse(readFileSync(resolve(FUNCTIONS_DIR, 'package.json'), 'utf8'));
    expect(pkg.engines.node).toBe(runtime.node);
    const build = readFileSync(resolve(FUNCTIONS_DIR, 'build.mjs'), 'utf8');
    expect(build).toMatch(new RegExp(`target: 'node${runtime.node}'`));
  });
});

describe('runtime table', () => {
  it('has well-formed dates, deprecation before decommission', () => {
    for (const r of NODE_RUNTIMES) {
      expect(r.deprecation).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(r.decommission).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(r.deprecation < r.decommission).toBe(true);
      expect(r.id).toBe(`nodejs${r.node}`);
    }
  });

  it('matches the table in docs/operations.md', () => {
    const doc = readFileSync(resolve(REPO_ROOT, 'docs/operations.md'), 'utf8');
    for (const r of NODE_RUNTIMES) {
      expect(doc).toMatch(
        new RegExp(`\\|\\s*\`${r.id}\`\\s*\\|\\s*${r.deprecation}\\s*\\|\\s*${r.decommission}\\s*\\|`),
      );
    }
  });

  it('tells a decommissioned, a deprecated, an unknown and a supported runtime apart', () => {
    expect(runtimeProblem('nodejs20', '2026-10-30')).toMatchObject({ fatal: true });
    expect(runtimeProblem('nodejs20', '2026-10-30')!.message).toContain('abgeschaltet');
    expect(runtimeProblem('nodejs20', '2026-05-01')).toMatchObject({ fatal: false });
    expect(runtimeProblem('nodejs20', '2026-04-29')).toBeNull();
    expect(runtimeProblem('nodejs16', '2020-01-01')).toMatchObject({ fatal: true });
    expect(runtimeProblem('nodejs22', '2026-11-24')).toBeNull();
  });
});
