/** Starts the whole stack once for all browser tests: production build of the web app, fresh ports. */
import { writeFileSync } from 'node:fs';
import { startStack, type RunningStack } from '../../src/stack';
import { freePorts } from '../../src/stackConfig';
import { STACK_INFO_FILE } from './stackInfo';

export default async function globalSetup(): Promise<void> {
  process.env.JEST_E2E_RUN = String(process.pid);
  const stack = await startStack({ ports: await freePorts(), web: 'preview' });
  (globalThis as { __stack?: RunningStack }).__stack = stack;
  writeFileSync(
    STACK_INFO_FILE,
    JSON.stringify({ webUrl: stack.webUrl, ports: stack.ports, logins: stack.logins, env: stack.env }),
  );
}
