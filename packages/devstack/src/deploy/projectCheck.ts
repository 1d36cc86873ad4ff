/** deploy:check's project: from `--project` (an id or an alias of .firebaserc) or .firebaserc's default. */
import type { CheckResult, PreflightInput } from './preflight';
import { parseJson } from './readJson';

/** Google Cloud project ids: 6–30 characters, lower-case letters, digits and hyphens, starting with a letter. */
const PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;

/** The project deployed to: its id and the .firebaserc alias it was given by (both null when unknown). */
export interface ResolvedProject {
  id: string | null;
  alias: string | null;
}

export function resolveProject(input: PreflightInput, results: CheckResult[]): ResolvedProject {
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
