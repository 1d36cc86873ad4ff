/**
 * The env files a deploy reads, as the tools that read them do: the Firebase CLI uploads
 * `packages/functions/.env` and `.env.<project id or alias>` with the functions (never `.env.local`, which is
 * for the emulator only, and never the shell's variables); Vite's `build --mode <project>` reads
 * `packages/web/.env`, `.env.local`, `.env.<mode>` and `.env.<mode>.local`, and the shell's `VITE_*` and
 * `OPERATOR_*` variables (the prefixes vite.config.ts loads) win over every file.
 */

/** Reads one file relative to the repository root; undefined when it does not exist. */
export type ReadFile = (path: string) => string | undefined;

/** KEY=value lines of a dotenv file; `#` comments, `export ` and surrounding quotes are dropped. */
export function parseDotenv(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    let value = match[2]!.trim();
    const quote = value[0];
    if ((quote === '"' || quote === "'") && value.endsWith(quote) && value.length >= 2) {
      value = value.slice(1, -1);
    } else {
      value = value.replace(/\s+#.*$/, '');
    }
    out[match[1]!] = value;
  }
  return out;
}

export interface EnvValue {
  value: string;
  /** Where the value came from: a file path or "Umgebungsvariable". */
  from: string;
}

/** Later files win; returns each key's value and the file it came from. */
function merge(read: ReadFile, files: string[]): Map<string, EnvValue> {
  const merged = new Map<string, EnvValue>();
  for (const file of files) {
    const text = read(file);
    if (text === undefined) continue;
    for (const [key, value] of Object.entries(parseDotenv(text))) merged.set(key, { value, from: file });
  }
  return merged;
}

export const FUNCTIONS_ENV_DIR = 'packages/functions';
export const WEB_ENV_DIR = 'packages/web';

/**
 * The functions' env files for a project, lowest first, in the Firebase CLI's order: `.env`, `.env.<id>`,
 * `.env.<alias>` (the CLI refuses to deploy when both of the last two exist).
 */
export function functionsEnvFiles(projectId: string | null, alias?: string | null): string[] {
  const names = ['.env'];
  if (projectId) names.push(`.env.${projectId}`);
  if (alias && alias !== projectId) names.push(`.env.${alias}`);
  return names.map((n) => `${FUNCTIONS_ENV_DIR}/${n}`);
}

/** Keys the Firebase CLI refuses in the functions' env files (firebase-tools, functions/env.js). */
const RESERVED_KEYS = new Set([
  'FIREBASE_CONFIG',
  'CLOUD_RUNTIME_CONFIG',
  'EVENTARC_CLOUD_EVENT_SOURCE',
  'ENTRY_POINT',
  'GCP_PROJECT',
  'GCLOUD_PROJECT',
  'GOOGLE_CLOUD_PROJECT',
  'FUNCTION_TRIGGER_TYPE',
  'FUNCTION_NAME',
  'FUNCTION_MEMORY_MB',
  'FUNCTION_TIMEOUT_SEC',
  'FUNCTION_IDENTITY',
  'FUNCTION_REGION',
  'FUNCTION_TARGET',
  'FUNCTION_SIGNATURE_TYPE',
  'K_SERVICE',
  'K_REVISION',
  'PORT',
  'K_CONFIGURATION',
]);
const RESERVED_PREFIXES = ['X_GOOGLE_', 'FIREBASE_', 'EXT_', 'KIT_'];
const ALLOWED_PREFIXES = ['FIREBASE_SECRET_REF_', 'EXT_MIGRATED_SYSTEM_', 'EXT_SELECTED_EVENTS'];

/** True when the Firebase CLI would refuse `key` in a functions env file. */
export function isReservedFunctionsKey(key: string): boolean {
  if (RESERVED_KEYS.has(key)) return true;
  if (ALLOWED_PREFIXES.some((p) => key.startsWith(p))) return false;
  return RESERVED_PREFIXES.some((p) => key.startsWith(p));
}

/** The web app's env files for `vite build --mode <projectId>`, lowest first. */
export function webEnvFiles(projectId: string | null): string[] {
  const names = ['.env', '.env.local'];
  if (projectId) names.push(`.env.${projectId}`, `.env.${projectId}.local`);
  return names.map((n) => `${WEB_ENV_DIR}/${n}`);
}

export function functionsEnv(
  read: ReadFile,
  projectId: string | null,
  alias?: string | null,
): Map<string, EnvValue> {
  return merge(read, functionsEnvFiles(projectId, alias));
}

export function webEnv(
  read: ReadFile,
  projectId: string | null,
  processEnv: Record<string, string | undefined>,
): Map<string, EnvValue> {
  const merged = merge(read, webEnvFiles(projectId));
  for (const [key, value] of Object.entries(processEnv)) {
    if (/^(VITE|OPERATOR)_/.test(key) && value !== undefined)
      merged.set(key, { value, from: 'Umgebungsvariable' });
  }
  return merged;
}
