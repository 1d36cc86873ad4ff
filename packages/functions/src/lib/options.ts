/**
 * Options shared by both callables: the region of docs/product.md ("Backend calls"); App Check enforced
 * outside the emulator.
 */
import type { CallableOptions } from 'firebase-functions/v2/https';

const inEmulator = process.env.FUNCTIONS_EMULATOR === 'true';

export const callableOptions: CallableOptions = {
  region: 'europe-west3',
  enforceAppCheck: !inEmulator && process.env.ENFORCE_APP_CHECK !== 'false',
  memory: '256MiB',
  concurrency: 80,
};
