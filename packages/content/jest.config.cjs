/** Data tests: every content file validated against the shared schemas and domain rules. */
const markdownEsm = require('../../tools/jest-markdown-esm.cjs');
const { typescriptTransform } = require('../../tools/jest-swc.cjs');

module.exports = {
  reporters: ['default', '<rootDir>/../../tools/jest-summary-reporter.cjs'],
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  transformIgnorePatterns: markdownEsm.transformIgnorePatterns,
  transform: {
    ...typescriptTransform(),
    ...markdownEsm.transform,
  },
};
