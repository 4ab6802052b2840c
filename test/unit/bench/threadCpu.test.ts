/** scripts/bench/processStats.ts's threadCpuMs and pairedCpu.ts's split: a busy thread is seen as its own. */
import { Worker } from 'node:worker_threads';
import { threadCpuMs } from '../../../scripts/bench/processStats';
import { threadSplit } from '../../../scripts/bench/pairedCpu';

/** a thread that spins until it is told to stop (a message on its shared flag) */
function spinner(): { stop(): Promise<void> } {
  const flag = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(`const { workerData } = require('node:worker_threads'); while (Atomics.load(workerData, 0) === 0) {}`, { eval: true, workerData: flag });
  const exited = new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', () => resolve());
  });
  return {
    stop() {
      Atomics.store(flag, 0, 1);
      return exited;
    },
  };
}

test('the main thread is the process id, and CPU a thread spends grows its own entry', async () => {
  const before = threadCpuMs(process.pid);
  expect(before.has(process.pid)).toBe(true);
  const spinning = spinner();
  // read while the thread still runs (its entry is gone once it exits), until it has spent 100 ms
  const busiestNew = () => Math.max(0, ...[...threadCpuMs(process.pid)].filter(([tid]) => !before.has(tid)).map(([, ms]) => ms));
  let spent = busiestNew();
  while (spent < 100) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    spent = busiestNew();
  }
  await spinning.stop();
  expect(spent).toBeGreaterThanOrEqual(100);
}, 30_000);

test('the split: the main thread, the busiest other, the rest, per view', () => {
  const before = new Map([[10, 100], [11, 50], [12, 5], [13, 5]]);
  const after = new Map([[10, 300], [11, 250], [12, 25], [13, 15], [14, 10]]);
  expect(threadSplit(10, before, after, 10)).toEqual({ main: 20, busiest: 20, rest: 4 });
});
