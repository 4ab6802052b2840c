/**
 * Jest test sequencer: Jest's own order (files that failed last time first, then the slowest first),
 * with the browser tests after all others. The e2e server seeds its demo content while the unit,
 * server and back-end tests run (test/e2e/globalSetup.ts), so no worker waits for it.
 *
 * "Slowest" comes from Jest's cache of the last run on this machine; on a clean clone (CI) there is
 * none, and Jest would fall back to file size, which starts a five-minute browser walk last and
 * leaves one worker idle at the end. So a file without a cached time takes its time from
 * test/support/fileTimes.json (a recorded run, by project and path; `npm test` refreshes it with
 * `TEST_TIMES_RECORD=1`, test/support/slowestFiles.js). Only the order depends on it.
 */
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const isBrowserTest = (test) => test.context.config.displayName?.name === 'e2e';

function recordedTimes() {
  try {
    return require('./fileTimes.json');
  } catch {
    return {};
  }
}

class SuiteSequencer extends Sequencer {
  recorded = recordedTimes();

  time(test) {
    const cached = super.time(test);
    if (cached != null) return cached;
    const key = `${test.context.config.displayName?.name ?? ''} ${path.relative(test.context.config.rootDir, test.path)}`;
    const seconds = this.recorded[key];
    return seconds == null ? undefined : seconds * 1000;
  }

  async sort(tests) {
    const sorted = await super.sort(tests);
    return [...sorted.filter((test) => !isBrowserTest(test)), ...sorted.filter(isBrowserTest)];
  }
}

module.exports = SuiteSequencer;
