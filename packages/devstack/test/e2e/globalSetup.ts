/**
 * Starts the whole stack once for all browser tests on fresh ports: a production build of the web app,
 * served by the Hosting emulator with firebase.json's rewrites and headers (docs/testing.md). A stack
 * started by `runBrowserTests.ts` for several jest runs (E2E_STACK_GIVEN=1) is used as it is.
 */
import type { RunningStack } from '../../src/stack';
import { startBrowserStack } from './browserStack';
import { stackGiven, writeStackInfo } from './stackInfo';

export default async function globalSetup(): Promise<void> {
  if (stackGiven()) return;
  const stack = await startBrowserStack();
  (globalThis as { __stack?: RunningStack }).__stack = stack;
  writeStackInfo(stack);
}
