/**
 * Which Firestore an operator command writes to, decided before anything connects: the emulator named by
 * FIRESTORE_EMULATOR_HOST, or a real project with a service-account key (GOOGLE_APPLICATION_CREDENTIALS)
 * that belongs to exactly that project. Every refusal is a German TargetError, so nothing is written to a
 * project the operator did not mean.
 */

export class TargetError extends Error {}

export type Target =
  | { kind: 'emulator'; projectId: string; host: string }
  | { kind: 'project'; projectId: string; credentials: string };

export interface TargetInput {
  /** `--project` as given. */
  project?: string;
  env: Record<string, string | undefined>;
  /** Reads a file by absolute or relative path; undefined when it does not exist. */
  readFile: (path: string) => string | undefined;
  /** The project id the emulators use when no --project is given. */
  emulatorProject: string;
}

/** Checks that GOOGLE_APPLICATION_CREDENTIALS names a service-account key of `project`; returns its path. */
export function checkCredentials(
  project: string,
  env: Record<string, string | undefined>,
  readFile: TargetInput['readFile'],
): string {
  const path = env.GOOGLE_APPLICATION_CREDENTIALS;
  if (!path) {
    throw new TargetError(
      `Für das Projekt ${project} GOOGLE_APPLICATION_CREDENTIALS auf den Dienstkonto-Schlüssel setzen (Firebase-Konsole → Projekteinstellungen → Dienstkonten → Neuen privaten Schlüssel generieren). Nichts geschrieben.`,
    );
  }
  const text = readFile(path);
  if (text === undefined) {
    throw new TargetError(
      `Die Schlüsseldatei ${path} (GOOGLE_APPLICATION_CREDENTIALS) gibt es nicht. Nichts geschrieben.`,
    );
  }
  let key: { type?: string; project_id?: string };
  try {
    key = JSON.parse(text) as typeof key;
  } catch {
    throw new TargetError(`Die Schlüsseldatei ${path} ist kein JSON. Nichts geschrieben.`);
  }
  if (key.type !== 'service_account' || !key.project_id) {
    throw new TargetError(
      `${path} ist kein Dienstkonto-Schlüssel (type „service_account“ mit project_id); so lässt sich nicht prüfen, zu welchem Projekt er gehört. Nichts geschrieben.`,
    );
  }
  if (key.project_id !== project) {
    throw new TargetError(
      `Der Dienstkonto-Schlüssel ${path} gehört zum Projekt ${key.project_id}, nicht zu ${project}. Nichts geschrieben.`,
    );
  }
  return path;
}

/** The emulator when FIRESTORE_EMULATOR_HOST is set, else the real project of --project. */
export function resolveTarget(input: TargetInput): Target {
  const host = input.env.FIRESTORE_EMULATOR_HOST;
  if (host) {
    return {
      kind: 'emulator',
      projectId: input.project ?? input.env.GCLOUD_PROJECT ?? input.emulatorProject,
      host,
    };
  }
  if (!input.project) {
    throw new TargetError(
      'Welches Projekt? --project <Projekt-ID> angeben (oder FIRESTORE_EMULATOR_HOST für einen Emulator setzen). Nichts geschrieben.',
    );
  }
  if (input.project.startsWith('demo-')) {
    throw new TargetError(
      `${input.project} ist ein Demo-Projekt und lebt nur im Emulator: FIRESTORE_EMULATOR_HOST setzen (z. B. 127.0.0.1:8080 bei laufendem pnpm dev). Nichts geschrieben.`,
    );
  }
  return {
    kind: 'project',
    projectId: input.project,
    credentials: checkCredentials(input.project, input.env, input.readFile),
  };
}

export function describeTarget(target: Target): string {
  return target.kind === 'emulator'
    ? `Emulator ${target.host}, Projekt ${target.projectId}`
    : `Projekt ${target.projectId} (Schlüssel ${target.credentials})`;
}
