/** The build's progress lines (scripts/lib/buildProgress.ts): a line per stage, at most one per interval in between. */
import { PROGRESS_INTERVAL_MS, progressReporter, withProgress } from '../../../scripts/lib/buildProgress';

test('one line per stage change, and in between at most one per PROGRESS_INTERVAL_MS, with the elapsed time', () => {
  const lines: string[] = [];
  let now = 1000;
  const report = progressReporter('client', 0, (line) => lines.push(line), () => now);
  report(0, 'setup');
  report(0.1, 'building', '10/50 modules');
  now += 1000;
  report(0.2, 'building', '20/50 modules'); // same stage, too soon: quiet
  now += PROGRESS_INTERVAL_MS;
  report(0.4, 'building', '40/90 modules'); // same stage, interval passed: a line
  report(0.7, 'sealing', 'chunk optimization');
  report(0.95, 'emitting');
  now += 500;
  report(1, 'done');
  expect(lines).toEqual([
    'build client   0 % starting · 1.0 s',
    'build client  10 % compiling modules (10/50 modules) · 1.0 s',
    'build client  40 % compiling modules (40/90 modules) · 7.0 s',
    'build client  70 % optimizing · 7.0 s',
    'build client  95 % writing files · 7.0 s',
    'build client 100 % done · 7.5 s',
  ]);
});

test('withProgress adds a ProgressPlugin to every configuration and keeps their plugins', () => {
  const marker = { apply() {} };
  const configs = withProgress([{ name: 'client', plugins: [marker] }, { name: 'server' }], Date.now(), () => {});
  expect(configs.map((c) => c.plugins?.length)).toEqual([2, 1]);
  expect(configs[0].plugins?.[0]).toBe(marker);
  expect(configs.every((c) => c.plugins?.some((p) => p?.constructor?.name === 'ProgressPlugin'))).toBe(true);
});
