/**
 * Runs before each test file: points firebase-admin at the running stack and marks the process as the
 * emulator (answers then carry their read count; App Check is not enforced).
 */
import { readStackInfo } from './stackInfo';

const info = readStackInfo();
Object.assign(process.env, info.env, { GCLOUD_PROJECT: info.projectId, FUNCTIONS_EMULATOR: 'true' });
