/**
 * Runtime options of every function, chosen one by one; docs/operations.md ("Function options") gives the
 * reason for each value, and test/unit/runtimeOptions.test.ts pins them, so a change is deliberate. All run
 * in the region of docs/product.md ("Backend calls"). The callables enforce no App Check themselves: the
 * dispatcher asks for it per action (lib/appCheck.ts), so the public reads need none.
 */
import type { CallableOptions, HttpsOptions } from 'firebase-functions/v2/https';
import type { ScheduleOptions } from 'firebase-functions/v2/scheduler';

const inEmulator = process.env.FUNCTIONS_EMULATOR === 'true';

/** Every function's region (pnpm deploy:check reads it here). */
const placement = { region: 'europe-west3' } as const;

/** Ends a call well before the web client gives up on it (70 s, packages/web/src/platform/transport/6-callable.ts). */
const CALLABLE_TIMEOUT_SECONDS = 30;

const callable = {
  ...placement,
  // Off for the whole function: a token that comes along is still verified and passed as `request.app`,
  // and lib/dispatch.ts refuses by the action's rule (docs/operations.md, "App Check").
  enforceAppCheck: false,
  // A whole vCPU: the platform allows more than one request per instance only with cpu >= 1.
  cpu: 1,
  concurrency: 80,
  timeoutSeconds: CALLABLE_TIMEOUT_SECONDS,
} satisfies CallableOptions;

/** The planner's actions (signed in) and the public newsletter actions. */
export const controllerOptions: CallableOptions = {
  ...callable,
  memory: '512MiB',
  maxInstances: 10,
};

/** The public workshop list and registration, and the admins' workshop actions. */
export const workshopsOptions: CallableOptions = {
  ...callable,
  memory: '256MiB',
  maxInstances: 3,
};

/**
 * The bench's platform floor: the controller's options, so both measure the same instance, and deployed
 * only to the emulator (`omit` elsewhere), so production has no endpoint that does nothing.
 */
export const echoOptions: CallableOptions = {
  ...controllerOptions,
  omit: !inEmulator,
};

/**
 * The recipe photos behind Hosting's `/fotos/**` (photos/serve.ts): small answers streamed from Cloud
 * Storage, so little memory; a whole vCPU for 80 requests at once (a plan page asks for a dozen photos in
 * one go). At most 5 instances: 400 photo requests at once, and a ceiling on what a flood can cost.
 */
export const photosOptions: HttpsOptions = {
  ...placement,
  cpu: 1,
  memory: '256MiB',
  concurrency: 80,
  maxInstances: 5,
  timeoutSeconds: 30,
};

/** The daily retention clean-up (scheduled/retention.ts): 03:30 in Germany, one run at a time. */
export const retentionOptions: ScheduleOptions = {
  ...placement,
  schedule: '30 3 * * *',
  timeZone: 'Europe/Berlin',
  cpu: 1,
  memory: '256MiB',
  concurrency: 1,
  maxInstances: 1,
  timeoutSeconds: 300,
  retryCount: 2,
  minBackoffSeconds: 600,
};

/** The nightly guest clean-up (scheduled/guestCleanup.ts): 04:00 in Germany, after retention. */
export const guestCleanupOptions: ScheduleOptions = {
  ...retentionOptions,
  schedule: '0 4 * * *',
};
