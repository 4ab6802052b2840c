/**
 * Jest reporter: at the end of a run, the ten slowest test files with their wall times, so the next
 * person sees where the suite's time goes. Each run also writes its times to .tmp/test-times/ (one
 * JSON per Jest invocation); with `--combine`, scripts/testTimes.ts prints the ten slowest of all.
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
    if (process.env.TEST_TIMES_QUIET === '1') return;
    process.stdout.write(formatSlowest(this.times, `The ${TOP} slowest test files of this run (${this.label})`));
  }
}

function formatSlowest(times, title) {
  const slowest = [...times].sort((a, b) => b.seconds - a.seconds).slice(0, TOP);
  const total = times.reduce((sum, t) => sum + t.seconds, 0);
  const lines = slowest.map((t) => `  ${t.seconds.toFixed(1).padStart(7)} s  ${t.project.padEnd(7)} ${t.file}${t.failed ? '  (failed)' : ''}`);
  return `\n${title}, of ${times.length} files taking ${total.toFixed(0)} s in all (summed over workers):\n${lines.join('\n')}\n\n`;
}

module.exports = SlowestFiles;
module.exports.formatSlowest = formatSlowest;
