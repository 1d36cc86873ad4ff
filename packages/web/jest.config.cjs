/** Component, slice and saga tests in jsdom with a real store. */
const markdownEsm = require('../../tools/jest-markdown-esm.cjs');
const { typescriptTransform } = require('../../tools/jest-swc.cjs');

module.exports = {
  reporters: ['default', '<rootDir>/../../tools/jest-summary-reporter.cjs'],
  testEnvironment: '<rootDir>/test/jsdomEnvironment.cjs',
  // A hang guard, not a speed target (speed is measured in benchmarks): one test of a big MUI form costs
  // about 10 s of CPU in jsdom, and beside the other test lanes (tools/test.sh) a worker gets a fraction
  // of a core, so a right test took 60 s and more. One limit for every file, set here only.
  testTimeout: 180_000,
  // Tests sit next to the code they test; test/ holds only shared helpers (docs/testing.md).
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/test/setupTests.ts'],
  moduleNameMapper: {
    '\\.(css|svg|png|jpg)$': '<rootDir>/test/fileStub.cjs',
    // Workspace packages by source path, so content's own import of shared resolves from here too.
    '^@speiseplaner/shared$': '<rootDir>/../shared/src/index.ts',
    '^@speiseplaner/content$': '<rootDir>/../content/src/index.ts',
    '^@speiseplaner/content/(.*)$': '<rootDir>/../content/$1',
  },
  // Test article sources parse articles the way the build does (test/fsArticleSources.ts).
  transformIgnorePatterns: markdownEsm.transformIgnorePatterns,
  transform: {
    ...typescriptTransform({ jsx: true }),
    ...markdownEsm.transform,
  },
};
