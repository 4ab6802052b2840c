/**
 * All tests, one run: `npm test` (after the type check and lint). Projects:
 *   unit    pure functions, stores, config (test/unit)
 *   server  the Express app with supertest against a fake back end (test/server)
 *   e2e     the production build in Chromium with the embedded back end (test/e2e)
 *   cms     the back end's tests on PGlite (jest.cms.config.js, owned by cms/)
 *   cms-pg  the same tests on PostgreSQL (the server at 127.0.0.1:5432, TEST_DATABASE_URL, or embedded)
 * A .js file because Node 20 cannot load jest.config.ts without ts-node, which we do not install.
 * Run under `node --experimental-vm-modules` (npm scripts do): PGlite imports modules dynamically.
 */
const common = {
  rootDir: __dirname,
  // Jest's node environment; a file's AsyncLocalStorage instances end with it (the file says why)
  testEnvironment: '<rootDir>/test/support/nodeEnvironment.js',
  // Jest 30 "soft-deletes" globals a test file left (mobx keeps its state in a global) and wraps them
  // in warning proxies; a later file in the same worker then recursed in those proxies (RangeError:
  // Maximum call stack size exceeded). Each file gets a fresh module registry anyway.
  testEnvironmentOptions: { globalsCleanup: 'off' },
  // an SVG file is its text, as the server's bundle imports it (the icon sprite)
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/test/support/babelTransform.js', '^.+\\.svg$': '<rootDir>/test/support/svgSource.js' },
  // CSS Modules resolve to their class names as written; plain CSS to nothing.
  moduleNameMapper: { '\\.css$': '<rootDir>/test/support/cssModule.js' },
};

// the back-end config without its standalone reporters (reporters are a run's option, not a project's)
const cms = { ...require('./jest.cms.config.js') }; // (its TLS-only file left out: the PGlite project)
delete cms.reporters;

/** @type {import('jest').Config} */
module.exports = {
  // Three on two cores: the browser tests (the last half of the run) wait on the network, timers and
  // the other processes (the e2e server, Chromium's); with two of them at a time the cores were idle
  // 47 % of that phase, with three 18 % (docs/testing.md, "Current times").
  maxWorkers: 3,
  // A worker that has run many files takes 0.3–0.6 s to end after its last file on a 2-core machine
  // (Node frees its environment and a heap of a gigabyte or more after the exit event; measured with
  // no handle left open), more than Jest's default 500 ms: every passing run then ended with "A worker
  // process has failed to exit gracefully". A timer or socket a test leaks still shows after this.
  workerGracefulExitTimeout: 3000,
  reporters: ['default', ['<rootDir>/test/support/slowestFiles.js', { label: 'jest' }]],
  // the browser tests after the others, so the e2e server's first start overlaps them
  testSequencer: '<rootDir>/test/support/sequencer.js',
  // Global on purpose: a project's own testTimeout is ignored when projects run together. Generous,
  // because a 2-core CI machine loading PGlite and Chromium at once is slow; assertions stay strict.
  testTimeout: 60_000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/test/unit/**/*.test.ts?(x)'],
    },
    {
      ...common,
      displayName: 'server',
      testMatch: ['<rootDir>/test/server/**/*.test.ts?(x)'],
      // the server's links as its bundle resolves them (webpack.config.ts: client/links/linkPaths.server.ts)
      moduleNameMapper: { ...common.moduleNameMapper, '^\\./linkPaths$': '<rootDir>/client/links/linkPaths.server.ts' },
      // The renderer needs the client build's chunk map (build/loadable-stats.json).
      globalSetup: '<rootDir>/test/support/ensureBuild.ts',
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/e2e/**/*.test.ts'],
      globalSetup: '<rootDir>/test/e2e/globalSetup.ts',
      setupFilesAfterEnv: ['<rootDir>/test/e2e/serverReady.ts'],
      globalTeardown: '<rootDir>/test/e2e/globalTeardown.ts',
      testTimeout: 60_000,
    },
    cms,
    // the back end's tests again on PostgreSQL (TEST_DATABASE=postgres in each file's environment)
    {
      ...cms,
      displayName: 'cms-pg',
      // PGlite's named statements and PGlite's upkeep are tested on a PGlite: once, in `cms`
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/cms/db/pgliteStatements.test.ts', '<rootDir>/cms/jobs/pgliteMaintenance.test.ts'],
      setupFiles: ['<rootDir>/cms/test/usePostgres.js'],
      globalSetup: '<rootDir>/cms/test/globalSetupPostgres.ts',
    },
  ],
};
