/**
 * Entry point: exports only. `controller` routes the planner's actions, `workshops` the public workshop
 * calls, `echo` answers its input untouched (the platform floor for `pnpm bench:backend`; emulator only),
 * `photos` serves the recipe photos behind Hosting's `/fotos/**` (photos/serve.ts),
 * `retention` deletes expired personal data every night, `guestCleanup` guests long inactive. Their runtime options are in lib/options.ts.
 */
import { HttpsError, onCall, onRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import {
  controllerOptions,
  echoOptions,
  guestCleanupOptions,
  photosOptions,
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
import { servePhoto } from './photos/serve';

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
export const photos = onRequest(photosOptions, async (req, res) => {
  try {
    await servePhoto(req, res);
  } catch (err) {
    logger.error('Foto konnte nicht ausgeliefert werden', { cause: String(err) });
    if (!res.headersSent)
      res.status(503).set('Cache-Control', 'no-store').send('Foto gerade nicht verfügbar.');
    else res.destroy();
  }
});
export const retention = onSchedule(retentionOptions, async () => {
  await applyRetention(db(), new Date());
});
export const guestCleanup = onSchedule(guestCleanupOptions, async () => {
  await cleanUpGuests(db(), auth(), new Date());
});
