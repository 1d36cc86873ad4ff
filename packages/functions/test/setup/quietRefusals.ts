/**
 * Runs before each test file: the tests provoke refusals on purpose (signed out, missing feature, stale
 * save), and each leaves a warning line (lib/log.ts). Those lines are muted; error lines (unexpected
 * failures) still show. test/unit/actionLog.test.ts checks the lines themselves.
 */
import { logger } from 'firebase-functions/logger';

jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
