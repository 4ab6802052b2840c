/** A bench's servers as named on its command line (scripts/bench/serverSpec.ts) and the CPU of a kind of process (scripts/bench/processStats.ts). */
import fs from 'node:fs';
import { processesCpuMs, spentBetween } from '../../../scripts/bench/processStats';
import { serverSpec } from '../../../scripts/bench/serverSpec';

test('a side is a URL, with the server\'s process id after an @ when its CPU is wanted', () => {
  expect(serverSpec('http://127.0.0.1:4200')).toEqual({ url: 'http://127.0.0.1:4200', pid: null });
  expect(serverSpec('http://127.0.0.1:4200/@31337')).toEqual({ url: 'http://127.0.0.1:4200', pid: 31337 });
  expect(() => serverSpec('127.0.0.1:4200')).toThrow(/url@pid/);
  expect(() => serverSpec('http://127.0.0.1:4200@pid')).toThrow(/url@pid/);
});

test('the CPU spent between two readings: the growth of a process in both, all of one that started, nothing of one that ended', () => {
  const before = new Map([
    [10, 500],
    [11, 40],
  ]);
  const after = new Map([
    [10, 620],
    [12, 30],
  ]);
  expect(spentBetween(before, after)).toBe(120 + 30);
});

test('the processes of a name are found in /proc with their CPU, this one among them', () => {
  const name = fs.readFileSync('/proc/self/comm', 'utf8').trim();
  const found = processesCpuMs(name);
  expect(found.has(process.pid)).toBe(true);
  const spentBefore = found.get(process.pid)!;
  // spend CPU until the reading grows (the kernel counts in ticks of 10 ms), for at most 5 s
  const giveUp = Date.now() + 5000;
  let spentAfter = spentBefore;
  while (spentAfter <= spentBefore && Date.now() < giveUp) {
    const until = Date.now() + 20;
    while (Date.now() < until);
    spentAfter = processesCpuMs(name).get(process.pid)!;
  }
  expect(spentAfter).toBeGreaterThan(spentBefore);
  expect(processesCpuMs('no-such-process-name').size).toBe(0);
});
