/**
 * Entry point: exports only. `controller` routes the planner's actions, `workshops` the public workshop
 * calls, `echo` answers its input untouched (the platform floor for `pnpm bench:backend`; emulator only),
 * `retention` deletes expired personal data every night, `guestCleanup` guests long inactive. Their runtime options are in lib/options.ts.
 */
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import {
  controllerOptions,
  echoOptions,
  guestCleanupOptions,
  retentionOptions,
  workshopsOptions,
} from './lib/options';
import { auth, db } from './lib/admin';
import { dispatchAction } from './lib/dispatch';
import { withCompressedAnswers } from './lib/compressAnswers';
import { CONTROLLER_ACTIONS } from './controller/actions';
import { WORKSHOP_ACTIONS } from './workshops/actions';
import { cleanUpGuests } from './scheduled/guestCleanup';
import { applyRetention } from './scheduled/retention';

// Answers gzipped when the caller accepts it: nothing on their way to the browser compresses them
// (lib/compressAnswers.ts). `echo`, the platform's floor for the bench, stays bare.
export const controller = withCompressedAnswers(
  onCall(controllerOptions, (request) => dispatchAction(CONTROLLER_ACTIONS, request)),
);
export const workshops = withCompressedAnswers(
  onCall(workshopsOptions, (request) => dispatchAction(WORKSHOP_ACTIONS, request)),
);
export const echo = onCall(echoOptions, (request) => {
  if (process.env.FUNCTIONS_EMULATOR !== 'true') throw new HttpsError('not-found', 'Nicht verfügbar.');
  return { type: 'echo/answer', payload: request.data };
});
export const retention = onSchedule(retentionOptions, async () => {
  await applyRetention(db(), new Date());
});
export const guestCleanup = onSchedule(guestCleanupOptions, async () => {
  await cleanUpGuests(db(), auth(), new Date());
});
