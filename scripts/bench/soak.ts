/**
 * Soak (docs/reliability.md): many connections over a mix of pages and API calls for minutes, then
 * the verdict: 0 errors (connection errors, timeouts, non-2xx) and RSS flat. A benchmark-style run,
 * not a test.
 *
 *   npm run bench -- --soak [--duration 600] [--connections 50] [--url http://host:port] [--postgres] [--heap]
 *   tsx scripts/bench/soak.ts [the same options]
 *
 * Without --url it starts the production server from the existing build (npm run build) on a free
 * port with the embedded back end, on a copy of BENCH_DATA_DIR (a seeded data directory with db/ and
 * media/, as `npm run bench` takes it) or on a new one (the first start seeds: minutes); with
 * --postgres on a new PostgreSQL database (BENCH_PG_URL, an admin connection; default
 * postgres://postgres@127.0.0.1:5432/postgres), seeded at the first start and dropped at the end.
 * Every few seconds it samples the server's RSS from /proc and its V8 heap from the operator's
 * /healthz (a HEALTH_TOKEN made for the run). Reported: the requests by status, errors, the machine's
 * load average, and RSS and heap before the load, after the warm-up (the first fifth of the
 * duration), at the end and after the load. RSS counts as flat when the median of the last fifth of
 * the samples is at most RSS_GROWTH_LIMIT above the median of the second fifth. Exit code 1 when
 * either condition fails.
 *
 * --heap: a heap snapshot after the warm-up and one after the load (each with the load paused:
 * writing one stops the server for seconds and briefly costs RSS of its own), compared by
 * constructor (./heapDiff.ts): what holds the memory that stayed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { compareHeaps, summarizeHeap } from './heapDiff';
import { staleReason } from '../lib/buildState';
import { freePort } from '../lib/freePort';
import { projectRoot } from '../lib/root';
import { spawnServer, stopServer, waitForHealthy } from '../lib/serverProcess';

const RSS_GROWTH_LIMIT = 0.2;
const SAMPLE_MS = 5000;

/** What the connections cycle through: pages of every kind and API calls (all 2xx on the demo seed). */
export const SOAK_REQUESTS = [
  { path: '/de' },
  { path: '/en' },
  { path: '/de/konzerte' },
  { path: '/en/concerts' },
  { path: '/de/orchester' },
  { path: '/de/stories' },
  { path: '/de/presse' },
  { path: '/de/abonnement' },
  { path: '/de/ueber-uns' },
  { path: '/de/search/pages/1?query=konzert' },
  { path: '/de/api/events/?page=1' },
  { path: '/de/api/genres/' },
  { path: '/de/pageeditor-api/nav?news=3' },
  { path: '/de/pageeditor-api/page/ueber-uns' },
  { path: '/de/api/search/autocomplete/?query=bee' },
  { path: '/healthz' },
];

export interface SoakOptions {
  /** seconds */
  duration: number;
  connections: number;
  /** a running site; unset: start the built server */
  url?: string;
  /** the started server on a new PostgreSQL database instead of PGlite */
  postgres?: boolean;
  /** heap snapshots after the warm-up and after the load, compared */
  heap?: boolean;
}

/** --duration, --connections, --url, --postgres, --heap from command-line arguments (others, like --soak, are ignored). */
export function soakOptions(args: string[]): SoakOptions {
  const { values } = parseArgs({
    args,
    strict: false,
    options: {
      duration: { type: 'string', default: '600' },
      connections: { type: 'string', default: '50' },
      url: { type: 'string' },
      postgres: { type: 'boolean', default: false },
      heap: { type: 'boolean', default: false },
    },
  });
  const duration = Number(values.duration);
  const connections = Number(values.connections);
  if (!(duration > 0) || !(connections > 0)) throw new Error('--duration and --connections must be positive numbers');
  return { duration, connections, url: typeof values.url === 'string' ? values.url.replace(/\/+$/, '') : undefined, postgres: values.postgres === true, heap: values.heap === true };
}

function rssOf(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /VmRSS:\s+(\d+) kB/.exec(status);
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const mib = (bytes: number | null) => (bytes === null ? '–' : `${(bytes / 1024 / 1024).toFixed(0)} MiB`);

const pgAdmin = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The server's V8 heap in MiB, from the operator's /healthz; null when it does not answer in time. */
async function heapOf(url: string, token: string): Promise<number | null> {
  try {
    const response = await fetch(`${url}/healthz`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(4000) });
    const body = (await response.json()) as { memory?: { heapUsed?: number } };
    return body.memory?.heapUsed ?? null;
  } catch {
    return null;
  }
}

/** Signals the server to write a heap snapshot into `dir` and answers its path once written (the server answers again). */
export async function heapSnapshot(pid: number, dir: string, url: string): Promise<string> {
  const known = new Set(fs.readdirSync(dir));
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + 300_000;
  for (;;) {
    const file = fs.readdirSync(dir).find((name) => name.endsWith('.heapsnapshot') && !known.has(name));
    // the snapshot is written on the server's main thread: once it answers, the file is complete
    if (file && (await fetch(`${url}/healthz`).then((r) => r.ok, () => false))) return path.join(dir, file);
    if (Date.now() > deadline) throw new Error('no heap snapshot within 5 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

type LoadResult = Awaited<ReturnType<typeof autocannon>>;

/** Runs the soak and prints its report; true when there were no errors and RSS stayed flat. */
export async function runSoak({ duration, connections, url: given, postgres = false, heap = false }: SoakOptions): Promise<boolean> {
  let url = given;
  let child: ReturnType<typeof spawnServer> | undefined;
  let tmp: string | undefined;
  let dropDatabase: (() => Promise<void>) | undefined;
  const token = randomBytes(16).toString('hex');
  try {
    if (!url) {
      const reason = staleReason(projectRoot, 'production');
      if (reason && /missing|development/.test(reason)) throw new Error(`No production build (${reason}): run "npm run build" first`);
      if (reason) console.warn(`Note: ${reason}; soaking the existing build.`);
      tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'soak-'));
      const env: NodeJS.ProcessEnv = { NODE_ENV: 'production', SEED: 'true', HOST: '127.0.0.1', CMS_URL: '', DATA_DIR: path.join(tmp, 'db'), MEDIA_DIR: path.join(tmp, 'media'), LOG_LEVEL: 'warn', HEALTH_TOKEN: token };
      if (postgres) {
        const name = `bench_soak_${Date.now()}`;
        const admin = new pg.Client({ connectionString: pgAdmin });
        await admin.connect();
        await admin.query(`CREATE DATABASE ${name}`);
        dropDatabase = async () => {
          await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
          await admin.end();
        };
        env.DATABASE_URL = pgAdmin.replace(/\/[^/]*$/, `/${name}`);
        console.log(`soak: PostgreSQL database ${name}, seeded at the first start (minutes)`);
      } else if (process.env.BENCH_DATA_DIR) fs.cpSync(process.env.BENCH_DATA_DIR, tmp, { recursive: true });
      else console.log('soak: no BENCH_DATA_DIR, so the server seeds the demo content first (minutes)');
      if (heap) env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${tmp}`.trim();
      const port = await freePort();
      url = `http://127.0.0.1:${port}`;
      child = spawnServer({ ...env, PORT: String(port) }, 'inherit');
      await waitForHealthy(url, child, 900_000);
    }
    return await soak({ url, connections, duration, pid: child?.pid, token, snapshotDir: heap ? tmp : undefined });
  } finally {
    if (child) await stopServer(child);
    if (dropDatabase) await dropDatabase();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  }
}

async function soak({ url, connections, duration, pid, token, snapshotDir }: { url: string; connections: number; duration: number; pid?: number; token: string; snapshotDir?: string }): Promise<boolean> {
  const rssBefore = pid ? rssOf(pid) : null;
  const heapBefore = await heapOf(url, token);
  const samples: { rss: number; heap: number | null }[] = [];
  const loads: number[] = [];
  const sampler = setInterval(() => {
    loads.push(os.loadavg()[0] ?? 0);
    const rss = pid ? rssOf(pid) : null;
    if (rss !== null) void heapOf(url, token).then((heap) => samples.push({ rss, heap }));
  }, SAMPLE_MS);
  try {
    console.log(`soak: ${connections} connections for ${duration} s against ${url} (${SOAK_REQUESTS.length} paths), load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    const byStatus: Record<string, number> = {};
    const load = (seconds: number): Promise<LoadResult> => {
      const run = autocannon({ url, connections, duration: seconds, requests: SOAK_REQUESTS });
      run.on('response', (_client, statusCode) => {
        byStatus[statusCode] = (byStatus[statusCode] ?? 0) + 1;
      });
      return run;
    };
    // with --heap the warm-up (a fifth) is a run of its own, followed by the first snapshot
    const warmUp = Math.max(1, Math.round(duration / 5));
    const results: LoadResult[] = [];
    let snapshots: string[] = [];
    if (snapshotDir && pid) {
      results.push(await load(warmUp));
      snapshots.push(await heapSnapshot(pid, snapshotDir, url));
      results.push(await load(duration - warmUp));
    } else results.push(await load(duration));
    const rssAfter = pid ? rssOf(pid) : null;
    const heapAfter = await heapOf(url, token);
    if (snapshotDir && pid) snapshots.push(await heapSnapshot(pid, snapshotDir, url));
    const sum = (pick: (r: LoadResult) => number) => results.reduce((total, r) => total + pick(r), 0);
    const requests = sum((r) => r.requests.total);
    const errors = sum((r) => r.errors) + sum((r) => r.timeouts) + sum((r) => r.non2xx);
    const last = results[results.length - 1] as LoadResult;
    console.log(`requests ${requests}, ${Math.round(requests / duration)}/s, latency p50 ${last.latency.p50} ms, p99 ${last.latency.p99} ms (of the ${snapshotDir ? 'main run' : 'run'})`);
    console.log(`by status: ${Object.entries(byStatus).map(([status, count]) => `${status}: ${count}`).join(', ') || 'none'}`);
    console.log(`errors ${sum((r) => r.errors)}, timeouts ${sum((r) => r.timeouts)}, non-2xx ${sum((r) => r.non2xx)}`);
    if (loads.length) console.log(`load average (1 min) during the run: ${Math.min(...loads).toFixed(1)} to ${Math.max(...loads).toFixed(1)}, median ${median(loads).toFixed(1)} (${os.cpus().length} cores)`);
    /** null: not judged (not our server, or too short a run) */
    let flat: boolean | null = null;
    if (!pid) console.log('RSS: not measured (--url: the server is not ours)');
    else if (samples.length >= 5) {
      const fifth = Math.floor(samples.length / 5);
      const early = median(samples.slice(fifth, 2 * fifth).map((x) => x.rss));
      const late = median(samples.slice(samples.length - fifth).map((x) => x.rss));
      const heaps = (part: typeof samples) => median(part.map((x) => x.heap).filter((h): h is number => h !== null));
      flat = late <= early * (1 + RSS_GROWTH_LIMIT);
      console.log(
        `RSS ${mib(rssBefore)} before the load, ${mib(early)} after warm-up, ${mib(late)} at the end, ${mib(Math.max(...samples.map((x) => x.rss)))} peak, ${mib(rssAfter)} after the load ` +
          `(${flat ? 'flat' : 'GROWING'}; limit +${RSS_GROWTH_LIMIT * 100} % from warm-up to end)`,
      );
      console.log(`V8 heap used ${heapBefore ?? '–'} MiB before, ${heaps(samples.slice(fifth, 2 * fifth))} MiB after warm-up, ${heaps(samples.slice(samples.length - fifth))} MiB at the end, ${heapAfter ?? '–'} MiB after the load`);
    } else console.log(`RSS ${mib(rssBefore)} before, ${mib(rssAfter)} after the load (too few samples for a verdict: run longer)`);
    if (snapshots.length === 2) {
      console.log(compareHeaps(summarizeHeap(snapshots[0] as string), summarizeHeap(snapshots[1] as string)).join('\n'));
      snapshots = [];
    }
    console.log(`verdict: ${errors} errors, RSS ${flat === null ? 'not judged' : flat ? 'flat' : 'growing'}`);
    return errors === 0 && flat !== false;
  } finally {
    clearInterval(sampler);
  }
}

if (require.main === module) {
  runSoak(soakOptions(process.argv.slice(2))).then(
    (passed) => {
      process.exitCode = passed ? 0 : 1;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
