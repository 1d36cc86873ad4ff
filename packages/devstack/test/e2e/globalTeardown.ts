/** Stops every process of the e2e stack and removes the hand-over files. */
import { rmSync } from 'node:fs';
import type { RunningStack } from '../../src/stack';
import { AXE_SEEN_FILE, STACK_INFO_FILE } from './stackInfo';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __stack?: RunningStack }).__stack?.stop();
  rmSync(STACK_INFO_FILE, { force: true });
  rmSync(AXE_SEEN_FILE, { force: true });
}
