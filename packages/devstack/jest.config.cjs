/**
 * Jest projects of the dev stack. Run one with `pnpm exec jest --selectProjects <name>`.
 * - conformance: pins the Firestore behaviour the product relies on, against whatever
 *   FIRESTORE_EMULATOR_HOST points at (the patched stand-in when unset; see docs/firestore-standin.md).
 * - e2e: browser tests in Debian's Chromium against the whole stack (production build of the web app),
 *   started once by test/e2e/globalSetup.ts on free ports and stopped afterwards, or given by
 *   test/e2e/runBrowserTests.ts, which shares one stack between parallel runs (what tools/test.sh does).
 * - deploy: the deploy configuration (runtime, Hosting headers, preflight) and the reference seed, the
 *   latter against the same local Firestore as conformance.
 */
// The Firestore the caller pointed the run at (e.g. the official emulator), captured before any project's
// globalSetup: the e2e stack sets FIRESTORE_EMULATOR_HOST to its own stand-in (the product's indexes), and
// the conformance suite must not mistake that for a Firestore given from outside.
process.env.SPEISEPLANER_GIVEN_FIRESTORE_HOST ??= process.env.FIRESTORE_EMULATOR_HOST ?? '';

// firebase-admin (Google's auth library) asks the cloud metadata server whether it runs in Google Cloud;
// here that address answers 403 and every test process printed a MetadataLookupWarning. Nothing in a test
// runs in Google Cloud, so the probe is switched off for the test processes (inherited by the workers).
process.env.METADATA_SERVER_DETECTION ??= 'none';

const markdownEsm = require('../../tools/jest-markdown-esm.cjs');
const { typescriptTransform } = require('../../tools/jest-swc.cjs');

const transform = typescriptTransform();

const conformance = {
  displayName: 'conformance',
  testEnvironment: 'node',
  roots: ['<rootDir>/test/conformance'],
  transform,
  globalSetup: '<rootDir>/test/conformance/globalSetup.ts',
  globalTeardown: '<rootDir>/test/conformance/globalTeardown.ts',
};

const e2e = {
  displayName: 'e2e',
  testEnvironment: 'node',
  roots: ['<rootDir>/test/e2e'],
  testMatch: ['**/*.e2e.test.ts'],
  // prerender.e2e reads articles with the content package's parser (docs/testing.md).
  transformIgnorePatterns: markdownEsm.transformIgnorePatterns,
  transform: { ...transform, ...markdownEsm.transform },
  globalSetup: '<rootDir>/test/e2e/globalSetup.ts',
  globalTeardown: '<rootDir>/test/e2e/globalTeardown.ts',
  setupFilesAfterEnv: ['<rootDir>/test/e2e/retries.ts'],
};

const deploy = {
  displayName: 'deploy',
  testEnvironment: 'node',
  roots: ['<rootDir>/test/deploy'],
  transform,
  globalSetup: '<rootDir>/test/conformance/globalSetup.ts',
  globalTeardown: '<rootDir>/test/conformance/globalTeardown.ts',
};

module.exports = {
  reporters: ['default', '<rootDir>/../../tools/jest-summary-reporter.cjs'],
  // Contended transactions wait for the client's retry backoff (seconds, not milliseconds).
  testTimeout: 30000,
  projects: [conformance, deploy, e2e],
  // One worker unless told otherwise: the conformance and deploy tests share one local Firestore, and a
  // single browser test file runs best alone. `test/e2e/runBrowserTests.ts` runs the browser tests with
  // several workers on one stack (docs/testing.md, "Test time").
  maxWorkers: 1,
};
