/** Component, slice and saga tests in jsdom with a real store. */
module.exports = {
  reporters: ['default', '<rootDir>/../../tools/jest-summary-reporter.cjs'],
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  setupFilesAfterEnv: ['<rootDir>/test/setupTests.ts'],
  moduleNameMapper: { '\\.(css|svg|png|jpg)$': '<rootDir>/test/fileStub.cjs' },
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      { tsconfig: { module: 'commonjs', jsx: 'react-jsx', isolatedModules: true }, diagnostics: false },
    ],
  },
};
