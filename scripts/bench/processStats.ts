/**
 * A process's own CPU time and memory, read from /proc (Linux): CPU milliseconds per request stay
 * meaningful on a shared, noisy machine where wall-clock figures swing several-fold.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

let ticks: number | null = null;
/** Clock ticks per second of /proc/PID/stat (getconf CLK_TCK, 100 on Linux). */
function clockTicks(): number {
  if (ticks === null) {
    try {
      ticks = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
    } catch {
      ticks = 100;
    }
  }
  return ticks;
}

/** User plus system CPU time in a /proc stat file (a process's or a thread's), in milliseconds. */
function statCpuMs(file: string): number {
  const stat = fs.readFileSync(file, 'utf8');
  // the command name (field 2) may hold spaces: fields after its closing parenthesis
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return ((utime + stime) * 1000) / clockTicks();
}

/** User plus system CPU time of `pid` so far, in milliseconds. */
export function cpuMs(pid: number): number {
  return statCpuMs(`/proc/${pid}/stat`);
}

/** User plus system CPU time of each thread of `pid` so far, in milliseconds, by thread id. */
export function threadCpuMs(pid: number): Map<number, number> {
  const threads = new Map<number, number>();
  for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
    try {
      threads.set(Number(tid), statCpuMs(`/proc/${pid}/task/${tid}/stat`));
    } catch {
      // the thread ended between the listing and the read
    }
  }
  return threads;
}

/** User plus system CPU time so far of every process named `name` (PostgreSQL's: `postgres`), in milliseconds, by process id. */
export function processesCpuMs(name: string): Map<number, number> {
  const found = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name) found.set(Number(entry), statCpuMs(`/proc/${entry}/stat`));
    } catch {
      // the process ended between the listing and the read
    }
  }
  return found;
}

/**
 * The CPU milliseconds spent between two readings of processesCpuMs: a process in both, what it spent
 * between them; one that started in between, all it spent. One that ended in between is not counted
 * (a pooled connection's backend lives as long as the load).
 */
export function spentBetween(before: Map<number, number>, after: Map<number, number>): number {
  let spent = 0;
  for (const [pid, ms] of after) spent += Math.max(0, ms - (before.get(pid) ?? 0));
  return spent;
}

/** Resident memory of `pid` in MiB. */
export function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kib / 1024);
}

/** The direct children of `pid` (nginx's workers under its master), from /proc. */
export function childPids(pid: number): number[] {
  try {
    return fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}
