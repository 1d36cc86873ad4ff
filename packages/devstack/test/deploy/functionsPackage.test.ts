/**
 * The folder Cloud Build receives (packages/functions/deploy, firebase.json `functions.source`): built by
 * packages/functions/build.mjs, installed here the way Cloud Build does it (npm from the registry, dev
 * dependencies omitted), and refused by deploy:check when an entry npm cannot install is planted.
 * The install tests need the npm registry, as `pnpm install` does.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { installLikeCloudBuild } from '../../src/deploy/functionsInstall';
import { checkFunctionsPackage, isRegistrySpec } from '../../src/deploy/functionsPackage';
import type { CheckResult } from '../../src/deploy/preflight';
import { FUNCTIONS_DIR, REPO_ROOT } from '../../src/paths';

const SOURCE = 'packages/functions/deploy';
const DEPLOY_DIR = resolve(REPO_ROOT, SOURCE);
const readRepo = (path: string) => {
  try {
    return readFileSync(resolve(REPO_ROOT, path), 'utf8');
  } catch {
    return undefined;
  }
};

let copy: string;

beforeAll(() => {
  // The same build the predeploy step and the local stack run.
  execFileSync(process.execPath, ['build.mjs'], { cwd: FUNCTIONS_DIR, stdio: 'pipe' });
});

beforeEach(() => {
  copy = mkdtempSync(join(tmpdir(), 'staged-functions-'));
  cpSync(DEPLOY_DIR, copy, { recursive: true, filter: (src) => !src.includes('node_modules') });
});

afterEach(() => rmSync(copy, { recursive: true, force: true }));

/** Plants a dependency in the copy's manifest (as a monorepo manifest would carry it). */
function plant(section: 'dependencies' | 'devDependencies', name: string, spec: string) {
  const path = join(copy, 'package.json');
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, Record<string, string>>;
  manifest[section] = { ...manifest[section], [name]: spec };
  writeFileSync(path, JSON.stringify(manifest, null, 2));
}

const readCopy = (path: string) => {
  try {
    return readFileSync(join(copy, path.slice(SOURCE.length + 1)), 'utf8');
  } catch {
    return undefined;
  }
};

describe('the staged functions folder', () => {
  it('firebase.json deploys it, and it lists registry packages only, with a matching lockfile', () => {
    const firebase = JSON.parse(readRepo('firebase.json')!) as { functions: { source: string }[] };
    expect(firebase.functions.map((f) => f.source)).toEqual([SOURCE]);
    const results: CheckResult[] = [];
    checkFunctionsPackage(readRepo, SOURCE, results);
    expect(results).toEqual([expect.objectContaining({ state: 'ok' })]);
    const manifest = JSON.parse(readRepo(`${SOURCE}/package.json`)!) as Record<string, unknown>;
    expect(manifest).not.toHaveProperty('devDependencies');
    expect(JSON.stringify(manifest)).not.toMatch(/workspace:|@speiseplaner\//);
  });

  it('installs from the registry with npm ci --omit=dev and its bundle loads every function', () => {
    const results: CheckResult[] = [];
    installLikeCloudBuild(copy, results);
    expect(results).toHaveLength(1);
    expect(results[0]!.message).toContain('controller, echo, guestCleanup, photos, retention, workshops');
    expect(results[0]!.state).toBe('ok');
  }, 300_000);

  it('a planted workspace: entry is refused by the check, naming the entry, and npm fails on it too', () => {
    plant('devDependencies', '@speiseplaner/shared', 'workspace:*');
    const results: CheckResult[] = [];
    checkFunctionsPackage(readCopy, SOURCE, results);
    const messages = results.filter((r) => r.state === 'error').map((r) => r.message);
    expect(messages.join('\n')).toContain('„@speiseplaner/shared“: „workspace:*“ in devDependencies');

    const installed: CheckResult[] = [];
    installLikeCloudBuild(copy, installed);
    expect(installed[0]!.state).toBe('error');
    expect(installed[0]!.message).toMatch(/npm ci --omit=dev scheitert.*(EUNSUPPORTEDPROTOCOL|workspace:)/);
  }, 300_000);

  it('a stale lockfile, a file: dependency and a missing bundle are each named', () => {
    plant('dependencies', 'eigene-helfer', 'file:../shared');
    rmSync(join(copy, 'lib'), { recursive: true });
    const results: CheckResult[] = [];
    checkFunctionsPackage(readCopy, SOURCE, results);
    const text = results.map((r) => `${r.state} ${r.message}`).join('\n');
    expect(text).toContain('error packages/functions/deploy/package.json: „eigene-helfer“: „file:../shared“');
    expect(text).toContain('package-lock.json passt nicht zu packages/functions/deploy/package.json');
    expect(text).toContain('packages/functions/deploy/lib/index.js fehlt');
  });
});

describe('isRegistrySpec', () => {
  it.each(['13.10.0', '^7.4.0', '~1.2', '>=1 <2', 'latest', '1.x'])('%s comes from the registry', (spec) =>
    expect(isRegistrySpec(spec)).toBe(true),
  );
  it.each([
    'workspace:*',
    'file:../x',
    'link:../x',
    'git+https://x.test/y.git',
    'owner/repo',
    '../x',
    'npm:a@1',
  ])('%s does not', (spec) => expect(isRegistrySpec(spec)).toBe(false));
});
