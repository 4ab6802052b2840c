/**
 * Debian's wrk (C, epoll) as the load generator for figures above ~2,000 requests/s: autocannon
 * (Node) tops out near 5,000–10,000 requests/s on two cores and then measures itself, not the
 * server (docs/performance.md, "Cached views"). Same result shape as ./load.ts.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { LoadResult } from './load';

const run = promisify(execFile);
export const WRK = process.env.WRK_BIN ?? '/usr/bin/wrk';

/** "1.23ms", "870.00us", "1.02s" -> milliseconds */
function ms(value: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value.trim());
  if (!match) return Number.NaN;
  const factor = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2] as 'us' | 'ms' | 's' | 'm'];
  return Math.round(Number(match[1]) * factor * 100) / 100;
}

export function parseWrk(output: string): LoadResult {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(output);
  const latency = /^\s+Latency\s+\S+\s+\S+\s+(\S+)/m.exec(output);
  const p50 = /^\s+50%\s+(\S+)/m.exec(output);
  const p99 = /^\s+99%\s+(\S+)/m.exec(output);
  if (!rps || !p50 || !p99) throw new Error(`wrk printed no result:\n${output}`);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  const requests = Number(/(\d+) requests in/.exec(output)?.[1] ?? 0);
  return { rps: Math.round(Number(rps[1])), p50: ms(p50[1]), p99: ms(p99[1]), errors: non2xx + socketErrors, non2xx, socketErrors, max: latency ? ms(latency[1]) : undefined, requests };
}

export interface WrkOptions {
  /** run wrk on this CPU only (taskset), so a server pinned to another one does not share it */
  cpu?: number;
  /** called after the warm-up, just before the measured run (e.g. to read a server's CPU time) */
  beforeMeasure?: () => void;
  /** false: no 2 s warm-up (a caller that warms up and counts on its own, as under callgrind) */
  warmUp?: boolean;
  /** kill wrk if it has not ended this many seconds after its duration (a server under valgrind can stall) */
  graceSeconds?: number;
}

/**
 * `connections` over one wrk thread for `duration` s after a 2 s warm-up (unless `options.warmUp` is
 * false): requests/s, p50, p99, errors.
 * `script`: a wrk Lua script (e.g. a header of its own per request), given `scriptArgs` (its `init(args)`).
 */
export async function wrkLoad(url: string, connections: number, duration: number, headers: Record<string, string> = {}, script?: string, scriptArgs: string[] = [], options: WrkOptions = {}): Promise<LoadResult> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const scriptOption = script ? ['-s', script] : [];
  const passed = scriptArgs.length > 0 ? ['--', ...scriptArgs] : [];
  const args = (seconds: number) => ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', ...headerArgs, ...scriptOption, url, ...passed];
  const limit = (seconds: number) => (options.graceSeconds === undefined ? {} : { timeout: (seconds + options.graceSeconds) * 1000 });
  const wrk = (seconds: number) => (options.cpu === undefined ? run(WRK, args(seconds), limit(seconds)) : run('taskset', ['-c', String(options.cpu), WRK, ...args(seconds)], limit(seconds)));
  if (options.warmUp !== false) await wrk(2);
  options.beforeMeasure?.();
  const { stdout } = await wrk(duration);
  return parseWrk(stdout);
}
