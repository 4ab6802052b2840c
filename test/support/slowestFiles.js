/**
 * Jest reporter: at the end of a run, the ten slowest test files with their wall times, so the next
 * person sees where the suite's time goes. Each run also writes its times to .tmp/test-times/ (one
 * JSON per Jest invocation); with TEST_TIMES_RECORD=1 it also records them in test/support/fileTimes.json,
 * the order of a run on a clean clone (test/support/sequencer.js).
 * A .js file: Jest loads reporters with require() before any transform.
 */
const fs = require('node:fs');
const path = require('node:path');

const TOP = 10;

class SlowestFiles {
  constructor(globalConfig, options = {}) {
    this.rootDir = globalConfig.rootDir;
    this.label = options.label || 'jest';
    this.times = [];
  }

  onTestResult(test, result) {
    const { start, end } = result.perfStats;
    if (!start || !end) return;
    this.times.push({
      file: path.relative(this.rootDir, test.path),
      project: test.context.config.displayName?.name ?? '',
      seconds: (end - start) / 1000,
      failed: result.numFailingTests > 0 || !!result.testExecError,
    });
  }

  onRunComplete() {
    if (this.times.length === 0) return;
    const dir = path.join(this.rootDir, '.tmp', 'test-times');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${this.label}.json`), JSON.stringify(this.times, null, 1));
    // the order of a run on a clean clone (test/support/sequencer.js): refreshed from a whole run
    if (process.env.TEST_TIMES_RECORD === '1') writeRecordedTimes(this.rootDir, this.times);
    if (process.env.TEST_TIMES_QUIET === '1') return;
    process.stdout.write(formatSlowest(this.times, `The ${TOP} slowest test files of this run (${this.label})`));
  }
}

/** test/support/fileTimes.json: each file's time in this run, by project and path, merged into what is recorded. */
function writeRecordedTimes(rootDir, times) {
  const file = path.join(rootDir, 'test', 'support', 'fileTimes.json');
  const recorded = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  for (const t of times) recorded[`${t.project} ${t.file}`] = Math.round(t.seconds);
  const sorted = Object.fromEntries(Object.entries(recorded).sort(([a], [b]) => a.localeCompare(b)));
  fs.writeFileSync(file, `${JSON.stringify(sorted, null, 1)}\n`);
}

function formatSlowest(times, title) {
  const slowest = [...times].sort((a, b) => b.seconds - a.seconds).slice(0, TOP);
  const total = times.reduce((sum, t) => sum + t.seconds, 0);
  const lines = slowest.map((t) => `  ${t.seconds.toFixed(1).padStart(7)} s  ${t.project.padEnd(7)} ${t.file}${t.failed ? '  (failed)' : ''}`);
  return `\n${title}, of ${times.length} files taking ${total.toFixed(0)} s in all (summed over workers):\n${lines.join('\n')}\n\n`;
}

module.exports = SlowestFiles;
module.exports.formatSlowest = formatSlowest;
