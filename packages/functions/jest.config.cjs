/**
 * Functions tests run against a real local stack: the global setup starts the local Firestore and the
 * Auth + Functions emulators once (fresh ports, no seed) and the global teardown stops them. One worker:
 * the local Firestore lives in the setup's process and the machine has two cores.
 */
// firebase-admin (Google's auth library) asks the cloud metadata server whether it runs in Google Cloud;
// here that address answers 403 and every test process printed a MetadataLookupWarning. Nothing in a test
// runs in Google Cloud, so the probe is switched off for the test processes (inherited by the workers).
process.env.METADATA_SERVER_DETECTION ??= 'none';

module.exports = {
  reporters: ['default', '<rootDir>/../../tools/jest-summary-reporter.cjs'],
  preset: 'ts-jest',
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  maxWorkers: 1,
  testTimeout: 60_000,
  globalSetup: '<rootDir>/test/setup/globalSetup.ts',
  globalTeardown: '<rootDir>/test/setup/globalTeardown.ts',
  setupFiles: ['<rootDir>/test/setup/stackEnv.ts'],
  setupFilesAfterEnv: ['<rootDir>/test/setup/quietRefusals.ts'],
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: { module: 'commonjs', isolatedModules: true } }] },
};
