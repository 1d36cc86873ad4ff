/** Unit and property tests of the domain core; pure functions, no emulator needed. */
module.exports = {
  reporters: ['default', '<rootDir>/../../tools/jest-summary-reporter.cjs'],
  preset: 'ts-jest',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: { module: 'commonjs', isolatedModules: true } }] },
};
