/**
 * Runs every browser test on one stack and one production build (docs/testing.md, "Test time"):
 * the files that share the stack peacefully run in parallel jest workers, then `pwa.e2e` runs alone, as it
 * replaces the served build with a new deploy. Exit status 1 if either run failed.
 *
 *   pnpm --filter @speiseplaner/devstack test:browser [--workers N] [more jest arguments for both runs]
 */
import { spawn } from 'node:child_process';
import { startBrowserStack } from './browserStack';
import { removeStackInfo, STACK_INFO_FILE, writeStackInfo } from './stackInfo';
import { clearSlowRequests } from './support/slowRequests';

// As in jest.config.cjs: no probe of Google's metadata server from the stack's admin SDK (it answers 403 here).
process.env.METADATA_SERVER_DETECTION ??= 'none';

/** Files that change what every other browser test sees, so they run after the others, one at a time. */
const RUN_ALONE = ['pwa\\.e2e'];
/** Parallel browser contexts on a 2-core machine: measured in docs/testing.md, "Test time". */
const DEFAULT_WORKERS = 2;

function jest(args: string[], summaryName: string): Promise<number> {
  const bin = require.resolve('jest/bin/jest');
  const child = spawn(process.execPath, [bin, '--selectProjects', 'e2e', ...args], {
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_STACK_GIVEN: '1',
      E2E_STACK_INFO_FILE: STACK_INFO_FILE,
      // A failed test runs once more, and is named if it passed then (retries.ts).
      E2E_RETRIES: process.env.E2E_RETRIES ?? '1',
      TEST_SUMMARY_NAME: summaryName,
    },
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
}

async function main() {
  const args = process.argv.slice(2);
  const at = args.indexOf('--workers');
  const workers = at >= 0 ? args.splice(at, 2)[1]! : String(DEFAULT_WORKERS);
  clearSlowRequests();
  const stack = await startBrowserStack();
  let status = 1;
  try {
    writeStackInfo(stack);
    const shared = await jest(
      ['-w', workers, '--testPathIgnorePatterns', ...RUN_ALONE, ...args],
      'devstack-browser',
    );
    const alone = await jest(
      ['-w', '1', '--testPathPatterns', RUN_ALONE.join('|'), ...args],
      'devstack-browser-alone',
    );
    status = shared === 0 && alone === 0 ? 0 : 1;
  } finally {
    removeStackInfo();
    await stack.stop();
  }
  process.exit(status);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
