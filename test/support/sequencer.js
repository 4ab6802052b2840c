/**
 * Jest test sequencer: Jest's own order (files that failed last time first, then the slowest by the
 * times of earlier runs, else the largest), with the browser tests after all others. The e2e server
 * seeds its demo content while the unit, server and back-end tests run (test/e2e/globalSetup.ts),
 * so no worker waits for it; the slowest e2e files still start first among the e2e files.
 */
const Sequencer = require('@jest/test-sequencer').default;

const isBrowserTest = (test) => test.context.config.displayName?.name === 'e2e';

class SuiteSequencer extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    return [...sorted.filter((test) => !isBrowserTest(test)), ...sorted.filter(isBrowserTest)];
  }
}

module.exports = SuiteSequencer;
