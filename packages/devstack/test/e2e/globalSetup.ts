/**
 * Starts the whole stack once for all browser tests on fresh ports: a production build of the web app,
 * served by the Hosting emulator with firebase.json's rewrites and headers (docs/testing.md).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { startStack, type RunningStack } from '../../src/stack';
import { freePorts } from '../../src/stackConfig';
import { AXE_SEEN_FILE, STACK_INFO_FILE } from './stackInfo';

export default async function globalSetup(): Promise<void> {
  const stack = await startStack({ ports: await freePorts(), web: 'hosting' });
  (globalThis as { __stack?: RunningStack }).__stack = stack;
  mkdirSync(dirname(STACK_INFO_FILE), { recursive: true });
  rmSync(AXE_SEEN_FILE, { force: true });
  writeFileSync(
    STACK_INFO_FILE,
    JSON.stringify({ webUrl: stack.webUrl, ports: stack.ports, logins: stack.logins, env: stack.env }),
  );
}
