// Unit and component tests: jest + @testing-library/react, TypeScript through Babel (as Gatsby
// compiles it). The browser and CMS tests have their own config (jest.integration.config.js).
module.exports = {
  testEnvironment: 'jsdom',
  // Every spy and mock is put back after each test.
  restoreMocks: true,
  // A guard against a test that hangs, not a speed target: `npm test` runs these beside the test
  // environment's CMS seeding and site build, which share the two cores, and the heaviest component
  // tests (a user walking the sidebar's three levels) then take several times their usual second.
  testTimeout: 20_000,
  roots: [
    '<rootDir>/src',
    '<rootDir>/server',
    '<rootDir>/shared',
    '<rootDir>/plugins',
    '<rootDir>/scripts',
    '<rootDir>/cms/src',
    '<rootDir>/cms/scripts',
    '<rootDir>/test/integration/support',
    '<rootDir>/test/lint',
  ],
  testMatch: ['**/__tests__/**/*.test.[jt]s?(x)'],
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/test/setup/jest-preprocess.js' },
  // The first pattern that matches wins: style sheets first, so that '@/…/x.module.css' is a stub too.
  moduleNameMapper: {
    '\\.(css)$': 'identity-obj-proxy',
    '^@/(.*)$': '<rootDir>/src/$1',
    '^gatsby$': '<rootDir>/test/mocks/gatsby.tsx',
    // One React for the CMS admin's components (cms/src/admin) and the testing library: the CMS's
    // own copy (cms/node_modules, the same version) would be a second one, and its hooks fail.
    '^react$': '<rootDir>/node_modules/react',
    '^react/(.*)$': '<rootDir>/node_modules/react/$1',
    '^react-dom$': '<rootDir>/node_modules/react-dom',
    '^react-dom/(.*)$': '<rootDir>/node_modules/react-dom/$1',
  },
  // Transpiled too: gatsby's untranspiled ESM (gatsby-script, gatsby-link) and cookie 2, an
  // ESM-only dependency of fastify's inject (jest cannot require ES modules).
  transformIgnorePatterns: ['^(?!.*/node_modules/cookie/).*/node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)'],
  setupFilesAfterEnv: ['<rootDir>/test/setup/jest-setup.ts'],
  globals: { __PATH_PREFIX__: '', __BASE_PATH__: '' },
  testPathIgnorePatterns: ['/node_modules/', '/.cache/', '/public/'],
  // Each file's duration, and the stage's report for the summary of `npm test` (scripts/test.ts).
  reporters: ['default', ['<rootDir>/test/support/jest-stage-reporter.js', { stage: 'unit' }]],
};
