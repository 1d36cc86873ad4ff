/** Starts the local Firestore and the Auth + Functions emulators once for every functions test. */
import { writeFileSync } from 'node:fs';
import { startStack, type RunningStack } from '@speiseplaner/devstack/src/stack';
import { freePorts } from '@speiseplaner/devstack/src/stackConfig';
import { PROJECT_ID } from '@speiseplaner/devstack/src/paths';
import { stackInfoFile } from './stackInfo';

export default async function globalSetup(): Promise<void> {
  process.env.FUNCTIONS_TEST_RUN = String(process.pid);
  const stack = await startStack({ ports: await freePorts(), web: false, seed: false });
  (globalThis as { __functionsStack?: RunningStack }).__functionsStack = stack;
  writeFileSync(
    stackInfoFile(),
    JSON.stringify({
      env: stack.env,
      functionsUrl: `http://127.0.0.1:${stack.ports.functions}/${PROJECT_ID}/europe-west3`,
      authUrl: `http://127.0.0.1:${stack.ports.auth}`,
      projectId: PROJECT_ID,
    }),
  );
}
