/**
 * Jest config of the back-end tests alone (npm run test:cms / test:cms:pg). The foundation's
 * jest.config can include these as a project: testMatch cms/**\/*.test.ts + this globalSetup.
 * PGlite needs `node --experimental-vm-modules` under Jest (it imports modules dynamically).
 */
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'cms',
  rootDir: __dirname,
  // Jest's node environment; a file's AsyncLocalStorage instances end with it (the file says why)
  testEnvironment: '<rootDir>/test/support/nodeEnvironment.js',
  // see jest.config.js: no soft-deleted globals between files
  testEnvironmentOptions: { globalsCleanup: 'off' },
  testMatch: ['<rootDir>/cms/**/*.test.ts'],
  // each of these tests one database of its own whatever TEST_DATABASE says, so it runs in one run only:
  // a PostgreSQL server of its own (TLS) in the PostgreSQL run (jest.config.js's cms-pg, test:cms:pg),
  // PGlite's named statements (an in-memory PGlite) and PGlite's upkeep in the PGlite run
  testPathIgnorePatterns:
    process.env.TEST_DATABASE === 'postgres' ? ['/node_modules/', '<rootDir>/cms/db/pgliteStatements.test.ts', '<rootDir>/cms/jobs/pgliteMaintenance.test.ts'] : ['/node_modules/', '<rootDir>/cms/db/tlsPostgres.test.ts'],
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/test/support/babelTransform.js' },
  // V8's compiled code of each module kept for the worker's next test file (the file says why)
  runtime: '<rootDir>/test/support/codeCacheRuntime.js',
  globalSetup: '<rootDir>/cms/test/globalSetup.ts',
  globalTeardown: '<rootDir>/cms/test/globalTeardown.ts',
  testTimeout: 30000,
  reporters: ['default', ['<rootDir>/test/support/slowestFiles.js', { label: 'cms' }]],
};
