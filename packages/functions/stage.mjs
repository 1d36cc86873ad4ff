// Lays out deploy/, the folder firebase.json names as the functions' source: what Cloud Build receives and
// installs with npm (docs/operations.md, "The functions package"). Its manifest lists registry
// dependencies only, pinned to the versions this checkout installed and tested; its npm lockfile is
// rewritten only when those pins change, so builds need no network otherwise. The bundle lands in
// deploy/lib (build.mjs). Run alone: `node stage.mjs`.
import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
export const DEPLOY_DIR = join(HERE, 'deploy');

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** The version pnpm installed for a dependency (read from its folder: the packages' exports hide package.json). */
function installedVersion(name) {
  const path = join(HERE, 'node_modules', name, 'package.json');
  if (!existsSync(path)) throw new Error(`${name} ist nicht installiert: erst pnpm install ausführen.`);
  return readJson(path).version;
}

/** The deployed manifest: runtime dependencies of packages/functions, pinned; nothing from the workspace. */
export function deployManifest() {
  const own = readJson(join(HERE, 'package.json'));
  const dependencies = Object.fromEntries(
    Object.keys(own.dependencies ?? {})
      .sort()
      .map((name) => [name, installedVersion(name)]),
  );
  return {
    name: 'speiseplaner-functions',
    version: own.version,
    private: true,
    description: 'Erzeugt von packages/functions/stage.mjs – nicht von Hand ändern.',
    main: 'lib/index.js',
    engines: own.engines,
    dependencies,
  };
}

function lockMatches(manifest) {
  const lockPath = join(DEPLOY_DIR, 'package-lock.json');
  if (!existsSync(lockPath)) return false;
  const root = readJson(lockPath).packages?.[''] ?? {};
  return JSON.stringify(root.dependencies ?? {}) === JSON.stringify(manifest.dependencies);
}

/**
 * The Firebase CLI reads a codebase's env files (`.env`, `.env.<project>`) from its source folder; operators
 * keep them in packages/functions (docs/operations.md, step 8), so they are copied over, and copies whose
 * original is gone are removed. The example stays behind: it is not a project's config.
 */
function copyEnvFiles() {
  const isEnv = (name) => name === '.env' || (name.startsWith('.env.') && name !== '.env.example');
  const wanted = readdirSync(HERE).filter(isEnv);
  for (const name of readdirSync(DEPLOY_DIR).filter(isEnv)) {
    if (!wanted.includes(name)) rmSync(join(DEPLOY_DIR, name));
  }
  for (const name of wanted) {
    // Copied only when changed: a running Functions emulator reloads on every write (build.mjs).
    const copy = join(DEPLOY_DIR, name);
    if (!existsSync(copy) || !readFileSync(copy).equals(readFileSync(join(HERE, name))))
      copyFileSync(join(HERE, name), copy);
  }
}

/**
 * The Firebase CLI looks for the SDK's `.bin/firebase-functions` in the source folder's node_modules (to
 * discover the functions before a deploy and in the emulator); a link to packages/functions/node_modules
 * gives it pnpm's install. The link is never uploaded (firebase.json ignores node_modules).
 */
function linkNodeModules() {
  const link = join(DEPLOY_DIR, 'node_modules');
  let present = false;
  try {
    present = lstatSync(link) !== undefined;
  } catch {
    present = false;
  }
  if (!present) symlinkSync('../node_modules', link, 'dir');
}

/** Writes deploy/package.json and, when the pins changed, deploy/package-lock.json (npm, from the registry). */
export function stageDeployFolder() {
  mkdirSync(join(DEPLOY_DIR, 'lib'), { recursive: true });
  const manifest = deployManifest();
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  const manifestPath = join(DEPLOY_DIR, 'package.json');
  if (!existsSync(manifestPath) || readFileSync(manifestPath, 'utf8') !== text)
    writeFileSync(manifestPath, text);
  copyEnvFiles();
  linkNodeModules();
  if (!lockMatches(manifest)) {
    console.log('functions: Abhängigkeiten geändert, schreibe deploy/package-lock.json mit npm …');
    execFileSync(
      'npm',
      ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'],
      { cwd: DEPLOY_DIR, stdio: 'inherit' },
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) stageDeployFolder();
