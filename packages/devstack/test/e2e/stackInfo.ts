/** How the e2e global setup hands the running stack's URLs and logins to the test files (a JSON file). */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { REPO_ROOT } from '../../src/paths';
import type { DemoLogin } from '../../src/seed/demoUsers';
import type { RunningStack } from '../../src/stack';
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
/** The signed-in state this run's first sign-in through the screen left (support/savedSignIn.ts). */
export const SIGNED_IN_PATTERN_FILE = STACK_INFO_FILE.replace(/\.json$/, '') + '-signed-in.json';

/**
 * True when the stack was started outside jest (`runBrowserTests.ts`, docs/testing.md "Test time"): the global
 * setup then neither starts nor stops one, so several jest runs share one stack and one production build.
 */
export function stackGiven(): boolean {
  return process.env.E2E_STACK_GIVEN === '1';
}

/**
 * Hands the running stack to the test files; a new run starts with no accessibility checks recorded and no
 * signed-in state.
 */
export function writeStackInfo(stack: RunningStack): void {
  mkdirSync(dirname(STACK_INFO_FILE), { recursive: true });
  rmSync(AXE_SEEN_FILE, { force: true });
  rmSync(SIGNED_IN_PATTERN_FILE, { force: true });
  const info: StackInfo = { webUrl: stack.webUrl, ports: stack.ports, logins: stack.logins, env: stack.env };
  writeFileSync(STACK_INFO_FILE, JSON.stringify(info));
}

export function removeStackInfo(): void {
  rmSync(STACK_INFO_FILE, { force: true });
  rmSync(AXE_SEEN_FILE, { force: true });
  rmSync(SIGNED_IN_PATTERN_FILE, { force: true });
}

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
