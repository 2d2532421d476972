// Integration stage: the real CMS (seeded, throw-away database), the site built against it,
// and the production server (the tests that need a browser are in the browser stage, test/browser/).
// See test/integration/support/global-setup.ts.
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test/integration'],
  testMatch: ['**/*.test.ts'],
  // The support code's own unit tests run with the unit tests (jest.config.js).
  testPathIgnorePatterns: ['/node_modules/', '/__tests__/'],
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/test/setup/jest-preprocess.js' },
  transformIgnorePatterns: ['^(?!.*/node_modules/cookie/).*/node_modules/'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1' },
  globalSetup: '<rootDir>/test/integration/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/integration/support/global-teardown.ts',
  testSequencer: '<rootDir>/test/integration/support/sequencer.js',
  testTimeout: 120_000,
  slowTestThreshold: 30,
  reporters: ['default', ['<rootDir>/test/support/jest-stage-reporter.js', { stage: 'integration' }]],
};
