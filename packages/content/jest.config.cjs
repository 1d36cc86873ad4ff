/** Data tests: every content file validated against the shared schemas and domain rules. */
const markdownEsm = require('../../tools/jest-markdown-esm.cjs');

module.exports = {
  reporters: ['default', '<rootDir>/../../tools/jest-summary-reporter.cjs'],
  preset: 'ts-jest',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  transformIgnorePatterns: markdownEsm.transformIgnorePatterns,
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: { module: 'commonjs', isolatedModules: true } }],
    ...markdownEsm.transform,
  },
};
