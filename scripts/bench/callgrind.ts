/**
 * Counting instructions with valgrind's callgrind (./hitInstructions.ts): a count does not swing with
 * the neighbours of a shared host as a time does. A process runs under `callgrindWrapper` without
 * counting (`--instr-atstart=no`); `callgrindControl` switches counting on, zeroes the counters and
 * dumps them around the stretch to measure, and `selfInstructions` sums a dump.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * valgrind's command line for a process whose dumps go to `dir` (named after its process id), one
 * file per thread: the embedded back end's thread (its upkeep, its version stream) runs in the same
 * process, and valgrind runs one thread at a time, so its work would land in whatever is measured.
 */
export const callgrindWrapper = (dir: string): string[] => ['valgrind', '--tool=callgrind', '--instr-atstart=no', '--separate-threads=yes', `--callgrind-out-file=${path.join(dir, 'cg.%p')}`, '-q'];

/**
 * `callgrind_control` on process `pid` (`-i on`, `-z`, `-d`). valgrind names the pipes it is reached by
 * after `HOST`: `host` must be the value the process was started with.
 */
export async function callgrindControl(pid: number, args: string[], host: string): Promise<void> {
  await run('callgrind_control', [...args, String(pid)], { env: { ...process.env, HOST: host }, timeout: 120_000 });
}

/** The main thread's dumps of `pid` in `dir` (`cg.PID.N-01`, one per `-d`; the other threads' end in their own number). */
export const dumpsOf = (dir: string, pid: number): string[] =>
  fs
    .readdirSync(dir)
    .filter((name) => name.startsWith(`cg.${pid}.`) && name.endsWith('-01'))
    .map((name) => path.join(dir, name));

/**
 * The instructions (`Ir`) of a callgrind dump: the sum of every function's own cost lines. The line
 * after a `calls=` line is the cost of that call, callees included, and is left out. The dump's own
 * `summary:` and `totals:` lines are not read: after `-z` they still held what came before it.
 */
export function selfInstructions(dump: string): number {
  let positions = 1;
  let event = 0;
  let afterCall = false;
  let total = 0;
  for (const line of dump.split('\n')) {
    if (line.startsWith('positions:')) positions = line.slice('positions:'.length).trim().split(/\s+/).length;
    else if (line.startsWith('events:')) event = Math.max(0, line.slice('events:'.length).trim().split(/\s+/).indexOf('Ir'));
    else if (line.startsWith('calls=')) afterCall = true;
    else if (/^[0-9+\-*]/.test(line)) {
      if (!afterCall) total += Number(line.trim().split(/\s+/)[positions + event] ?? 0);
      afterCall = false;
    }
  }
  return total;
}
