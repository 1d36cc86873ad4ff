/** Which Firestore an operator command writes to; every refusal happens before anything connects. */
import { resolveTarget, TargetError, type TargetInput } from '../../src/deploy/target';

const KEY = '/keys/speiseplaner-prod-firebase-adminsdk-x.json';
const key = (projectId: string, type = 'service_account') => JSON.stringify({ type, project_id: projectId });

function input(overrides: Partial<TargetInput> = {}, files: Record<string, string> = {}): TargetInput {
  return {
    project: 'speiseplaner-prod',
    env: { GOOGLE_APPLICATION_CREDENTIALS: KEY },
    readFile: (path) => files[path],
    emulatorProject: 'demo-speiseplaner',
    ...overrides,
  };
}

const refusal = (i: TargetInput) => {
  try {
    resolveTarget(i);
  } catch (err) {
    expect(err).toBeInstanceOf(TargetError);
    return (err as Error).message;
  }
  throw new Error('resolveTarget did not refuse');
};

describe('resolveTarget', () => {
  it('takes the real project when the key belongs to it', () => {
    expect(resolveTarget(input({}, { [KEY]: key('speiseplaner-prod') }))).toEqual({
      kind: 'project',
      projectId: 'speiseplaner-prod',
      credentials: KEY,
    });
  });

  it('takes the emulator when FIRESTORE_EMULATOR_HOST is set', () => {
    expect(
      resolveTarget(input({ project: undefined, env: { FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080' } })),
    ).toEqual({
      kind: 'emulator',
      projectId: 'demo-speiseplaner',
      host: '127.0.0.1:8080',
    });
  });

  it('refuses without credentials', () => {
    expect(refusal(input({ env: {} }))).toMatch(/GOOGLE_APPLICATION_CREDENTIALS .*Nichts geschrieben\.$/);
  });

  it('refuses a key of another project', () => {
    expect(refusal(input({}, { [KEY]: key('anderes-projekt') }))).toBe(
      `Der Dienstkonto-Schlüssel ${KEY} gehört zum Projekt anderes-projekt, nicht zu speiseplaner-prod. Nichts geschrieben.`,
    );
  });

  it('refuses a missing key file, a file that is no JSON and credentials that are no service account', () => {
    expect(refusal(input())).toContain('gibt es nicht');
    expect(refusal(input({}, { [KEY]: 'nope' }))).toContain('kein JSON');
    expect(refusal(input({}, { [KEY]: key('speiseplaner-prod', 'authorized_user') }))).toContain(
      'kein Dienstkonto-Schlüssel',
    );
  });

  it('refuses without a project and with a demo project outside the emulator', () => {
    expect(refusal(input({ project: undefined }))).toContain('Welches Projekt?');
    expect(refusal(input({ project: 'demo-speiseplaner' }))).toContain('lebt nur im Emulator');
  });
});
