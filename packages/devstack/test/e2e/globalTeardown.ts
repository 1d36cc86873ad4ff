/** Stops every process of the e2e stack and removes the hand-over files (not a stack given from outside). */
import type { RunningStack } from '../../src/stack';
import { removeStackInfo, stackGiven } from './stackInfo';

export default async function globalTeardown(): Promise<void> {
  if (stackGiven()) return;
  await (globalThis as { __stack?: RunningStack }).__stack?.stop();
  removeStackInfo();
}
