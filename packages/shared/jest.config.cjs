/** Unit and property tests of the domain core; pure functions, no emulator needed. */
const { typescriptTransform } = require('../../tools/jest-swc.cjs');

module.exports = {
  reporters: ['default', '<rootDir>/../../tools/jest-summary-reporter.cjs'],
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  transform: typescriptTransform(),
};
