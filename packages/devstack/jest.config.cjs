/**
 * Jest projects of the dev stack. Run one with `pnpm exec jest --selectProjects <name>`.
 * - conformance: pins the Firestore behaviour the product relies on, against whatever
 *   FIRESTORE_EMULATOR_HOST points at (the patched stand-in when unset; see docs/firestore-standin.md).
 * Further projects (e.g. e2e) are added to `projects` below.
 */
const transform = {
  '^.+\\.tsx?$': ['ts-jest', { tsconfig: { module: 'commonjs', isolatedModules: true } }],
};

const conformance = {
  displayName: 'conformance',
  testEnvironment: 'node',
  roots: ['<rootDir>/test/conformance'],
  transform,
  globalSetup: '<rootDir>/test/conformance/globalSetup.ts',
  globalTeardown: '<rootDir>/test/conformance/globalTeardown.ts',
};

module.exports = {
  reporters: ['default', '<rootDir>/../../tools/jest-summary-reporter.cjs'],
  // Contended transactions wait for the client's retry backoff (seconds, not milliseconds).
  testTimeout: 30000,
  projects: [conformance],
};
