/**
 * deploy:check's look at the folder Cloud Build receives (firebase.json `functions.source`, laid out by
 * packages/functions/stage.mjs): Cloud Build installs it with npm, which knows no `workspace:` or `link:`
 * and fails on them, so every dependency must be a registry version, the lockfile must match the manifest,
 * and the bundle must be built. docs/operations.md, "The functions package".
 */
import type { ReadFile } from './envFiles';
import type { CheckResult } from './preflight';

const TOPIC = 'Functions-Paket';
/** Dependency sections npm installs (devDependencies too, unless --omit=dev). */
const SECTIONS = ['dependencies', 'optionalDependencies', 'peerDependencies', 'devDependencies'] as const;

interface Manifest {
  main?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

/** Whether npm can take `spec` from the registry (not `workspace:*`, `file:../x`, `link:`, git or a URL). */
export function isRegistrySpec(spec: string): boolean {
  // A version, range or tag has no protocol (workspace:, file:, git+https:), no path and no URL.
  return !/[:/\\]/.test(spec) && !spec.startsWith('.');
}

function parse<T>(text: string | undefined): T | undefined | 'invalid' {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as T;
  } catch {
    return 'invalid';
  }
}

/** The entries npm cannot install, each named with its section, as German messages. */
export function unsupportedEntries(manifest: Manifest, file: string): string[] {
  return SECTIONS.flatMap((section) =>
    Object.entries(manifest[section] ?? {})
      .filter(([, spec]) => !isRegistrySpec(spec))
      .map(
        ([name, spec]) =>
          `${file}: „${name}“: „${spec}“ in ${section} kann npm in Cloud Build nicht aus der Registry installieren. ` +
          'Das Paket wird von packages/functions/stage.mjs erzeugt: dort nur Registry-Abhängigkeiten eintragen und neu bauen.',
      ),
  );
}

/** Checks one codebase's source folder as the deploy uploads it. */
export function checkFunctionsPackage(read: ReadFile, source: string, results: CheckResult[]): void {
  const file = `${source}/package.json`;
  const build = 'pnpm --filter @speiseplaner/functions run build';
  const manifest = parse<Manifest>(read(file));
  if (manifest === undefined || manifest === 'invalid') {
    const what = manifest === undefined ? 'fehlt' : 'ist kein gültiges JSON';
    results.push({ topic: TOPIC, state: 'error', message: `${file} ${what}: erst ${build} ausführen.` });
    return;
  }
  const problems = unsupportedEntries(manifest, file);
  if (Object.keys(manifest.devDependencies ?? {}).length > 0) {
    problems.push(
      `${file} nennt devDependencies: das bereitgestellte Paket braucht nur Laufzeit-Abhängigkeiten.`,
    );
  }
  const lock = parse<{ packages?: Record<string, { dependencies?: Record<string, string> }> }>(
    read(`${source}/package-lock.json`),
  );
  if (lock === undefined || lock === 'invalid') {
    problems.push(`${source}/package-lock.json fehlt oder ist kaputt: ${build} schreibt es neu.`);
  } else if (
    JSON.stringify(lock.packages?.['']?.dependencies ?? {}) !== JSON.stringify(manifest.dependencies ?? {})
  ) {
    problems.push(`${source}/package-lock.json passt nicht zu ${file}: ${build} schreibt es neu.`);
  }
  const main = manifest.main ?? 'index.js';
  if (read(`${source}/${main}`) === undefined) {
    problems.push(`${source}/${main} fehlt: erst ${build} ausführen.`);
  }
  for (const message of problems) results.push({ topic: TOPIC, state: 'error', message });
  if (problems.length === 0) {
    const deps = Object.entries(manifest.dependencies ?? {}).map(([name, version]) => `${name} ${version}`);
    results.push({
      topic: TOPIC,
      state: 'ok',
      message: `${source}: nur Registry-Pakete (${deps.join(', ')}).`,
    });
  }
}
