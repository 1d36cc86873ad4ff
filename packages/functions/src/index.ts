/**
 * Entry point: exports only. `controller` routes the planner's actions, `workshops` the public workshop
 * calls, `echo` answers its input untouched (the platform floor for `pnpm bench:backend`; emulator only).
 */
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { callableOptions } from './lib/options';
import { dispatchAction } from './lib/dispatch';
import { CONTROLLER_ACTIONS } from './controller/actions';
import { WORKSHOP_ACTIONS } from './workshops/actions';

export const controller = onCall(callableOptions, (request) => dispatchAction(CONTROLLER_ACTIONS, request));
export const workshops = onCall(callableOptions, (request) => dispatchAction(WORKSHOP_ACTIONS, request));
export const echo = onCall(callableOptions, (request) => {
  if (process.env.FUNCTIONS_EMULATOR !== 'true') throw new HttpsError('not-found', 'Nicht verfügbar.');
  return { type: 'echo/answer', payload: request.data };
});
