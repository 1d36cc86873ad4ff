/**
 * The stack of the browser tests, as `globalSetup.ts` (one jest run) and `runBrowserTests.ts` (the lane)
 * start it: the whole stack on free ports with a production build served by the Hosting emulator.
 */
import { PROJECT_ID } from '../../src/paths';
import { startStack, type RunningStack } from '../../src/stack';
import { freePorts } from '../../src/stackConfig';
import { warmFunctionWorkers } from '../../src/warmWorkers';

/**
 * How many function calls the Functions emulator runs at once (its own setting, read by firebase-tools'
 * work queue; default 50); further calls wait in its queue. The emulator starts a new Node process (about
 * 3 CPU-s and 120 MB each) whenever a call finds no idle one and keeps it to the end, so the app's calls
 * in parallel made the browser lane's stack grow to 40 and more processes on a busy machine
 * (docs/testing.md, "Test time"). With the limit, 16 workers after 13 files of the lane (not 4: a call
 * counts as done when its answer starts, before its worker is idle again).
 */
export const FUNCTIONS_EMULATOR_PARALLEL = 4;

/**
 * The worker processes started before the first test (src/warmWorkers.ts): as many for the controller and
 * the photo server as the queue lets run at once, two for the workshops' callable.
 */
export const WARM_WORKERS = {
  controller: FUNCTIONS_EMULATOR_PARALLEL,
  photos: FUNCTIONS_EMULATOR_PARALLEL,
  workshops: 2,
};

export async function startBrowserStack(): Promise<RunningStack> {
  process.env.FUNCTIONS_EMULATOR_PARALLEL ??= String(FUNCTIONS_EMULATOR_PARALLEL);
  const stack = await startStack({ ports: await freePorts(), web: 'hosting' });
  try {
    await warmFunctionWorkers(
      `http://127.0.0.1:${stack.ports.functions}/${PROJECT_ID}/europe-west3`,
      WARM_WORKERS,
    );
  } catch (err) {
    await stack.stop();
    throw err;
  }
  return stack;
}
