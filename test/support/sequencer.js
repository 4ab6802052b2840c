/**
 * Jest test sequencer: Jest's own order within each kind (files that failed last time first, then
 * the slowest first), the browser tests interleaved with the others after a lead.
 *
 * - The lead: the e2e servers seed their demo content at the start of the run (test/e2e/globalSetup.ts);
 *   the first files are back-end, server and unit files, so no worker waits for a server.
 * - Then the two kinds alternate by their share of time: a browser test waits much of its time (on
 *   the network, timers, the e2e server and Chromium's other processes), a back-end test computes.
 *   Run one kind after the other and the cores idle through the browser half of the run; mixed,
 *   the back-end tests fill those waits.
 *
 * "Slowest" comes from Jest's cache of the last run on this machine; on a clean clone (CI) there is
 * none, and Jest would fall back to file size, which starts a five-minute browser walk last and
 * leaves one worker idle at the end. So a file without a cached time takes its time from
 * test/support/fileTimes.json (a recorded run, by project and path; `npm test` refreshes it with
 * `TEST_TIMES_RECORD=1`, test/support/slowestFiles.js). Only the order depends on it.
 */
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

/** Worker-seconds of other files before the first browser file: about 50 s on three workers, what three servers take to seed on a loaded machine. */
const LEAD_SECONDS = 150;
/** A file with no time on record counts as this many seconds. */
const UNKNOWN_SECONDS = 5;

const isBrowserTest = (test) => test.context.config.displayName?.name === 'e2e';

function recordedTimes() {
  try {
    return require('./fileTimes.json');
  } catch {
    return {};
  }
}

/**
 * `others` then `browser` merged: the first of `others` until `leadSeconds` of them, then whichever
 * kind has run the smaller share of its own total, so both end together. Each keeps its order.
 */
function interleave(others, browser, secondsOf, leadSeconds) {
  const merged = [];
  let lead = 0;
  let start = 0;
  while (start < others.length && lead < leadSeconds) {
    lead += secondsOf(others[start]);
    merged.push(others[start++]);
  }
  const rest = others.slice(start);
  const total = (list) => list.reduce((sum, test) => sum + secondsOf(test), 0) || 1;
  const [restTotal, browserTotal] = [total(rest), total(browser)];
  let [o, b, restDone, browserDone] = [0, 0, 0, 0];
  while (o < rest.length || b < browser.length) {
    if (b < browser.length && (o >= rest.length || browserDone / browserTotal <= restDone / restTotal)) {
      browserDone += secondsOf(browser[b]);
      merged.push(browser[b++]);
    } else {
      restDone += secondsOf(rest[o]);
      merged.push(rest[o++]);
    }
  }
  return merged;
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
    const secondsOf = (test) => (this.time(test) ?? UNKNOWN_SECONDS * 1000) / 1000;
    return interleave(sorted.filter((test) => !isBrowserTest(test)), sorted.filter(isBrowserTest), secondsOf, LEAD_SECONDS);
  }
}

module.exports = SuiteSequencer;
module.exports.interleave = interleave;
