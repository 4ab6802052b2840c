/**
 * The overload run (issue 25, item 5): `npm run bench -- --overload`, and section 3 of `npm run bench`.
 *
 * 1. Capacity: anonymous views that are all misses (`/de/konzerte?query=…`, a new search each, so
 *    neither the page cache nor the back end's kept answers hold it), 10 connections in a closed loop
 *    on the server as it runs (page cache on): 200s per second.
 * 2. Overload: the same requests at a fixed arrival rate of 4× that capacity (./openLoop.ts) for
 *    BENCH_OVERLOAD_S: answers by status, 503s without Retry-After, requests with no answer within
 *    10 s, goodput (200s per second against the capacity), the server's RSS each second (before,
 *    after the warm-up, peak, end) and its CPU.
 * 3. The 503 path's own CPU per answer: a server whose one render place is held (RENDER_CONCURRENCY=1,
 *    RENDER_QUEUE=0, a back end that never answers a page's data: ./heldBackend.ts), so every page
 *    request is turned away; a load of them at a fixed rate; CPU ms from /proc/PID/stat, less the
 *    same server's idle CPU over as long, divided by the 503s.
 *
 * The servers run with the Procfile's memory settings (MALLOC_ARENA_MAX=2, NODE_OPTIONS
 * --max-old-space-size=256 unless NODE_OPTIONS is set), as a dyno runs them.
 * Prints Markdown rows and, with --overload, a JSON summary as its last line.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compareHeaps, summarizeHeap } from './heapDiff';
import { closedLoop, openLoop, type OpenLoopResult } from './openLoop';
import { cpuMs, rssMiB } from './processStats';
import { DYNO_ENV, dataDir, healthDetails, startServer, type BenchServer } from './servers';
import { heapSnapshot } from './soak';
import { measureShedCost, shedCostLines, type ShedCost } from './shedCost';

const OVERLOAD_S = Number(process.env.BENCH_OVERLOAD_S ?? 60);
const CAPACITY_S = Number(process.env.BENCH_DURATION ?? 10);
/** times the measured capacity */
const FACTOR = 4;
/** RSS may grow this much from after the warm-up (the second fifth of the run) to its end (the last fifth) and still count as flat */
export const RSS_FLAT_LIMIT = 0.2;

export interface OverloadSummary {
  loadAverage: { before: number; after: number };
  /** 200s per second, closed loop, before and after the overload; `capacity` is their mean */
  capacityBefore: number;
  capacityAfter: number;
  capacity: number;
  rate: number;
  durationS: number;
  sent: number;
  byStatus: Record<string, number>;
  retryAfterMissing: number;
  unanswered: number;
  failures: Record<string, number>;
  goodput: number;
  goodputPct: number;
  /** server CPU ms per 200: at capacity, and under the overload (where the 503s are paid from it too) */
  cpuMsPer200: { capacity: number; overload: number };
  okP50Ms: number;
  okP99Ms: number;
  shedP50Ms: number;
  shedP99Ms: number;
  /** RSS before the overload, medians of the second and of the last fifth of it, its peak; flat: end within RSS_FLAT_LIMIT of warm */
  rssMiB: { before: number; warm: number; peak: number; end: number; flat: boolean };
  /** the same medians of RSS less the page cache's bytes (sampled every 5 s) */
  rssLessPageCacheMiB: { warm: number; end: number; flat: boolean };
  cpuMsPerSecond: number;
  renders: unknown;
  pageCache: unknown;
  shedCost?: ShedCost;
}

let counter = 0;
/** A page nobody asked for before: a search of its own. */
export const missPath = () => `/de/konzerte?query=overload${counter++}`;

const median = (values: number[]): number | undefined => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Closed-loop capacity of uncached views, with the server's CPU per 200. */
async function capacityOf(server: BenchServer): Promise<{ perSecond: number; cpuMsPer200: number }> {
  const before = cpuMs(server.pid);
  const run = await closedLoop(server.url, missPath, 10, CAPACITY_S);
  return { perSecond: run.perSecond, cpuMsPer200: (cpuMs(server.pid) - before) / Math.max(1, run.byStatus[200] ?? 0) };
}

/** `snapshotDir`: the server writes heap snapshots there on SIGUSR2 (--heap): one before the overload, one after, compared. */
export async function runOverload(server: BenchServer, log: (line: string) => void = console.log, snapshotDir?: string): Promise<OverloadSummary> {
  const before = os.loadavg()[0];
  await closedLoop(server.url, missPath, 10, 2); // warm-up
  const first = await capacityOf(server);
  log(`capacity: ${first.perSecond.toFixed(1)} uncached views/s (10 connections, closed loop, each a miss), ${first.cpuMsPer200.toFixed(1)} CPU ms each`);
  // BENCH_OVERLOAD_RATE: a fixed rate instead (a memory check at a rate this machine's capacity would not reach)
  const rate = Number(process.env.BENCH_OVERLOAD_RATE) || Math.max(1, Math.round(first.perSecond * FACTOR));
  log(`overload: ${rate} requests/s for ${OVERLOAD_S} s`);
  const snapshots = snapshotDir ? [await heapSnapshot(server.pid, snapshotDir, server.url)] : [];
  const rss: number[] = [];
  /** RSS less the page cache's bytes (it fills towards PAGE_CACHE_MB during the run, by design), sampled every 5 s */
  const net: number[] = [];
  const rssBefore = rssMiB(server.pid);
  const pageCacheMiB = async () => ((((await healthDetails(server.url))?.pageCache as { bytes?: number } | null)?.bytes ?? 0) / 1024 / 1024);
  let cpuBefore = cpuMs(server.pid);
  const result: OpenLoopResult = await openLoop({
    origin: server.url,
    path: missPath,
    rate,
    durationS: OVERLOAD_S,
    maxConnections: 1000,
    onStart: () => (cpuBefore = cpuMs(server.pid)),
    onSecond: (second) => {
      rss.push(rssMiB(server.pid));
      if (second % 5 === 0) {
        const sampled = rss.at(-1) ?? 0;
        void pageCacheMiB().then((cache) => net.push(Math.round(sampled - cache)));
      }
      if (second % 10 === 0) log(`  ${second} s: RSS ${rss.at(-1)} MiB, load average ${os.loadavg()[0].toFixed(1)}`);
    },
  });
  const cpu = cpuMs(server.pid) - cpuBefore;
  const details = await healthDetails(server.url);
  if (snapshotDir) {
    snapshots.push(await heapSnapshot(server.pid, snapshotDir, server.url));
    log(compareHeaps(summarizeHeap(snapshots[0] as string), summarizeHeap(snapshots[1] as string)).join('\n'));
  }
  const after = await capacityOf(server);
  log(`capacity after: ${after.perSecond.toFixed(1)} uncached views/s, ${after.cpuMsPer200.toFixed(1)} CPU ms each`);
  const capacity = (first.perSecond + after.perSecond) / 2;
  const ok = result.byStatus[200] ?? 0;
  // as the soak judges it (./soak.ts): the median of the second fifth of the run (after the warm-up)
  // against the median of the last fifth; single samples swing with each garbage collection
  const fifth = Math.max(1, Math.floor(rss.length / 5));
  const warm = median(rss.slice(fifth, 2 * fifth)) ?? rssBefore;
  const end = median(rss.slice(rss.length - fifth)) ?? rssBefore;
  const netFifth = Math.max(1, Math.floor(net.length / 5));
  const netWarm = median(net.slice(netFifth, 2 * netFifth)) ?? 0;
  const netEnd = median(net.slice(net.length - netFifth)) ?? 0;
  return {
    loadAverage: { before, after: os.loadavg()[0] },
    capacityBefore: round(first.perSecond),
    capacityAfter: round(after.perSecond),
    capacity: round(capacity),
    rate,
    durationS: OVERLOAD_S,
    sent: result.sent,
    byStatus: result.byStatus,
    retryAfterMissing: result.retryAfterMissing,
    unanswered: result.unanswered,
    failures: result.failures,
    goodput: round(ok / OVERLOAD_S),
    goodputPct: Math.round((100 * ok) / OVERLOAD_S / capacity),
    cpuMsPer200: { capacity: round((first.cpuMsPer200 + after.cpuMsPer200) / 2), overload: round(cpu / Math.max(1, ok)) },
    okP50Ms: result.ok.p50,
    okP99Ms: result.ok.p99,
    shedP50Ms: result.shed.p50,
    shedP99Ms: result.shed.p99,
    rssMiB: { before: rssBefore, warm, peak: Math.max(rssBefore, ...rss), end, flat: end <= warm * (1 + RSS_FLAT_LIMIT) },
    rssLessPageCacheMiB: { warm: netWarm, end: netEnd, flat: netEnd <= netWarm * (1 + RSS_FLAT_LIMIT) },
    cpuMsPerSecond: Math.round(cpu / OVERLOAD_S),
    renders: details?.renders ?? null,
    pageCache: details?.pageCache ?? null,
  };
}

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

export function overloadRows(s: OverloadSummary): string[] {
  const share = (status: string) => `${((100 * (s.byStatus[status] ?? 0)) / Math.max(1, s.sent)).toFixed(1)} %`;
  const others = Object.entries(s.byStatus).filter(([status]) => status !== '200' && status !== '503');
  return [
    row(['Overload run', 'Capacity before / after (200/s)', 'Rate (req/s)', 'Sent', '200', '503', '503 without Retry-After', 'Other statuses', 'Unanswered (10 s)', 'Goodput (200/s, % of capacity)', 'CPU ms per 200: capacity / overload', 'p50 / p99 of 200s (ms)', 'p50 / p99 of 503s (ms)', 'RSS before → warm → peak → end (MiB)', 'RSS less page cache: warm → end (MiB)']),
    row(Array(15).fill('---')),
    row([
      `/de/konzerte?query=…, each a miss, ${s.durationS} s`,
      `${s.capacityBefore} / ${s.capacityAfter}`,
      s.rate,
      s.sent,
      share('200'),
      share('503'),
      s.retryAfterMissing,
      others.length ? others.map(([status, count]) => `${status}: ${count}`).join(', ') : 'none',
      s.unanswered ? `${s.unanswered} (${Object.entries(s.failures).map(([cause, count]) => `${cause} ${count}`).join(', ')})` : 0,
      `${s.goodput} (${s.goodputPct} %)`,
      `${s.cpuMsPer200.capacity} / ${s.cpuMsPer200.overload}`,
      `${s.okP50Ms} / ${s.okP99Ms}`,
      `${s.shedP50Ms} / ${s.shedP99Ms}`,
      `${s.rssMiB.before} → ${s.rssMiB.warm} → ${s.rssMiB.peak} → ${s.rssMiB.end} (${s.rssMiB.flat ? 'flat' : 'GROWING'})`,
      `${s.rssLessPageCacheMiB.warm} → ${s.rssLessPageCacheMiB.end} (${s.rssLessPageCacheMiB.flat ? 'flat' : 'GROWING'})`,
    ]),
    ...(Math.max(s.capacityBefore, s.capacityAfter) > 1.5 * Math.min(s.capacityBefore, s.capacityAfter)
      ? [`The capacity before and after differ by more than half: the machine's load changed during the run, so the rate may not have been 4× and goodput against capacity means little; CPU ms per 200 still compares.`]
      : []),
    `Load average (1 min): ${s.loadAverage.before.toFixed(1)} before, ${s.loadAverage.after.toFixed(1)} after (${os.cpus().length} cores); server CPU ${s.cpuMsPerSecond} ms/s during the overload. Render gate after: ${JSON.stringify(s.renders)}. Page cache after: ${JSON.stringify(s.pageCache)}.`,
    ...(s.shedCost ? ['', ...shedCostLines(s.shedCost)] : []),
  ];
}

/** `npm run bench -- --overload`: the overload run and the 503 cost alone, on a copy of BENCH_DATA_DIR. */
export async function runOverloadBench(): Promise<void> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'orchestra-overload-'));
  const stops: (() => Promise<void>)[] = [];
  try {
    const heap = process.argv.includes('--heap');
    const env = heap ? { ...DYNO_ENV, NODE_OPTIONS: `${DYNO_ENV.NODE_OPTIONS} --heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${tmp}`.trim() } : DYNO_ENV;
    const server = await startServer(dataDir(tmp, 'overload'), process.env.CMS_URL, env);
    stops.unshift(server.stop);
    const summary = await runOverload(server, console.log, heap ? tmp : undefined);
    await server.stop();
    stops.shift();
    summary.shedCost = await measureShedCost();
    console.log(`\n${overloadRows(summary).join('\n')}\n`);
    console.log(JSON.stringify({ overload: summary }));
  } finally {
    for (const stop of stops) await stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
