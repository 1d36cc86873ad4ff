/** How the global setup hands the running stack's addresses to the test files (a JSON file in tmp). */
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface StackInfo {
  env: Record<string, string>;
  functionsUrl: string;
  authUrl: string;
  projectId: string;
}

/** Per run (the setup's pid), so parallel runs in other checkouts do not collide. */
export const stackInfoFile = () =>
  join(tmpdir(), `speiseplaner-functions-tests-${process.env.FUNCTIONS_TEST_RUN ?? 'run'}.json`);

export function readStackInfo(): StackInfo {
  return JSON.parse(readFileSync(stackInfoFile(), 'utf8')) as StackInfo;
}
