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

/**
 * One file per run, so two runs at once (several people in one checkout) neither read nor delete each
 * other's stack. The first import (in the global setup) picks the name and puts it into the environment,
 * which the test workers inherit; E2E_STACK_INFO_FILE may also be set by hand to reuse a running stack.
 */
const INFO_FILE_VARIABLE = 'E2E_STACK_INFO_FILE';
process.env[INFO_FILE_VARIABLE] ??= join(REPO_ROOT, 'tmp', `e2e-stack-${process.pid}.json`);
export const STACK_INFO_FILE = process.env[INFO_FILE_VARIABLE];
/** The accessibility checks' record of what this run has checked (support/accessibility.ts). */
export const AXE_SEEN_FILE = STACK_INFO_FILE.replace(/\.json$/, '') + '-axe-seen.txt';

export function readStackInfo(): StackInfo {
  return JSON.parse(readFileSync(STACK_INFO_FILE, 'utf8')) as StackInfo;
}

export function login(
  info: StackInfo,
  role: 'Admin' | 'Küche' | 'Köchin' | 'Kita-Leitung' | 'Küche Löwenzahn' | 'Küche Pusteblume' | 'Träger',
): DemoLogin {
  const found = info.logins.find((l) => l.role === role);
  if (!found) throw new Error(`Demo-Login ${role} fehlt`);
  return found;
}
