/** How the e2e global setup hands the running stack's URLs and logins to the test files (a JSON file). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../../src/paths';
import type { DemoLogin } from '../../src/seed/demoUsers';
import type { StackPorts } from '../../src/stackConfig';

export interface StackInfo {
  webUrl: string;
  ports: StackPorts;
  logins: DemoLogin[];
  env: Record<string, string>;
}

export const STACK_INFO_FILE = join(REPO_ROOT, 'tmp', 'e2e-stack.json');

export function readStackInfo(): StackInfo {
  return JSON.parse(readFileSync(STACK_INFO_FILE, 'utf8')) as StackInfo;
}

export function login(info: StackInfo, role: 'Admin' | 'Küche'): DemoLogin {
  const found = info.logins.find((l) => l.role === role);
  if (!found) throw new Error(`Demo-Login ${role} fehlt`);
  return found;
}
