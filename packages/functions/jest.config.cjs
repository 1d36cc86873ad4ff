/**
 * Functions tests run against a real local stack: the global setup starts the local Firestore and the
 * Auth + Functions emulators once (fresh ports, no seed) and the global teardown stops them. One worker:
 * the local Firestore lives in the setup's process and the machine has two cores.
 */
// firebase-admin (Google's auth library) asks the cloud metadata server whether it runs in Google Cloud;
// here that address answers 403 and every test process printed a MetadataLookupWarning. Nothing in a test
// runs in Google Cloud, so the probe is switched off for the test processes (inherited by the workers).
process.env.METADATA_SERVER_DETECTION ??= 'none';

const { typescriptTransform } = require('../../tools/jest-swc.cjs');

module.exports = {
  reporters: ['default', '<rootDir>/../../tools/jest-summary-reporter.cjs'],
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  maxWorkers: 1,
  // The files that scan the whole database first, while it is small (test/setup/scanFirstSequencer.cjs).
  testSequencer: '<rootDir>/test/setup/scanFirstSequencer.cjs',
  // A hang guard, not a speed target (docs/testing.md, "Test time"): beside the browser lane a test that
  // reads the whole database before and after each of its refused calls took more than 60 s, and its
  // remaining calls then ran on into the next test's window.
  testTimeout: 180_000,
  globalSetup: '<rootDir>/test/setup/globalSetup.ts',
  globalTeardown: '<rootDir>/test/setup/globalTeardown.ts',
  setupFiles: ['<rootDir>/test/setup/stackEnv.ts'],
  setupFilesAfterEnv: ['<rootDir>/test/setup/quietRefusals.ts'],
  transform: typescriptTransform(),
};
