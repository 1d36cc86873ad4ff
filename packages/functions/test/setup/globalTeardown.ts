/** Stops what the global setup started: emulators (whole process groups), the local Firestore, the info file. */
import { rmSync } from 'node:fs';
import type { RunningStack } from '@speiseplaner/devstack/src/stack';
import { stackInfoFile } from './stackInfo';

export default async function globalTeardown(): Promise<void> {
  const stack = (globalThis as { __functionsStack?: RunningStack }).__functionsStack;
  await stack?.stop();
  rmSync(stackInfoFile(), { force: true });
}
