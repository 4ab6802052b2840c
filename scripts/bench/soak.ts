/**
 * Soak (docs/reliability.md): many connections over a mix of pages and API calls for minutes, then
 * the verdict: 0 errors (connection errors, timeouts, non-2xx) and RSS flat. A benchmark-style run,
 * not a test.
 *
 *   npm run bench -- --soak [--duration 300] [--connections 50] [--url http://host:port]
 *   tsx scripts/bench/soak.ts [the same options]
 *
 * Without --url it starts the production server from the existing build (npm run build) on a free
 * port with the embedded back end, on a copy of BENCH_DATA_DIR (a seeded data directory with db/ and
 * media/, as `npm run bench` takes it) or on a new one (the first start seeds: minutes), and samples
 * the server's RSS from /proc every few seconds. Reported: the requests by status, errors, and RSS
 * before the load, after the warm-up, at the end and after the load. RSS counts as flat when the
 * median of the last fifth of the samples is at most RSS_GROWTH_LIMIT above the median of the second
 * fifth (the first is warm-up). Exit code 1 when either condition fails.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
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
  { path: '/de/pageeditor-api/nav' },
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
}

/** --duration, --connections, --url from command-line arguments (others, like --soak, are ignored). */
export function soakOptions(args: string[]): SoakOptions {
  const { values } = parseArgs({
    args,
    strict: false,
    options: {
      duration: { type: 'string', default: '300' },
      connections: { type: 'string', default: '50' },
      url: { type: 'string' },
    },
  });
  const duration = Number(values.duration);
  const connections = Number(values.connections);
  if (!(duration > 0) || !(connections > 0)) throw new Error('--duration and --connections must be positive numbers');
  return { duration, connections, url: typeof values.url === 'string' ? values.url.replace(/\/+$/, '') : undefined };
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

/** Runs the soak and prints its report; true when there were no errors and RSS stayed flat. */
export async function runSoak({ duration, connections, url: given }: SoakOptions): Promise<boolean> {
  let url = given;
  let child: ReturnType<typeof spawnServer> | undefined;
  let tmp: string | undefined;
  if (!url) {
    const reason = staleReason(projectRoot, 'production');
    if (reason && /missing|development/.test(reason)) throw new Error(`No production build (${reason}): run "npm run build" first`);
    if (reason) console.warn(`Note: ${reason}; soaking the existing build.`);
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'soak-'));
    if (process.env.BENCH_DATA_DIR) fs.cpSync(process.env.BENCH_DATA_DIR, tmp, { recursive: true });
    else console.log('soak: no BENCH_DATA_DIR, so the server seeds the demo content first (minutes)');
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    child = spawnServer(
      { NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', CMS_URL: '', DATA_DIR: path.join(tmp, 'db'), MEDIA_DIR: path.join(tmp, 'media'), LOG_LEVEL: 'warn' },
      'inherit',
    );
    await waitForHealthy(url, child, 900_000);
  }

  const pid = child?.pid;
  const rssBefore = pid ? rssOf(pid) : null;
  const samples: number[] = [];
  const sampler = pid
    ? setInterval(() => {
        const rss = rssOf(pid);
        if (rss !== null) samples.push(rss);
      }, SAMPLE_MS)
    : undefined;
  try {
    console.log(`soak: ${connections} connections for ${duration} s against ${url} (${SOAK_REQUESTS.length} paths)`);
    const byStatus: Record<string, number> = {};
    const run = autocannon({ url, connections, duration, requests: SOAK_REQUESTS });
    run.on('response', (_client, statusCode) => {
      byStatus[statusCode] = (byStatus[statusCode] ?? 0) + 1;
    });
    const result = await run;
    const rssAfter = pid ? rssOf(pid) : null;
    const errors = result.errors + result.timeouts + result.non2xx;
    console.log(`requests ${result.requests.total}, ${Math.round(result.requests.average)}/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
    console.log(`by status: ${Object.entries(byStatus).map(([status, count]) => `${status}: ${count}`).join(', ') || 'none'}`);
    console.log(`errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`);
    /** null: not judged (not our server, or too short a run) */
    let flat: boolean | null = null;
    if (!pid) console.log('RSS: not measured (--url: the server is not ours)');
    else if (samples.length >= 5) {
      const fifth = Math.floor(samples.length / 5);
      const early = median(samples.slice(fifth, 2 * fifth));
      const late = median(samples.slice(samples.length - fifth));
      flat = late <= early * (1 + RSS_GROWTH_LIMIT);
      console.log(
        `RSS ${mib(rssBefore)} before the load, ${mib(early)} after warm-up, ${mib(late)} at the end, ${mib(rssAfter)} after the load ` +
          `(${flat ? 'flat' : 'GROWING'}; limit +${RSS_GROWTH_LIMIT * 100} % from warm-up to end)`,
      );
    } else console.log(`RSS ${mib(rssBefore)} before, ${mib(rssAfter)} after the load (too few samples for a verdict: run longer)`);
    console.log(`verdict: ${errors} errors, RSS ${flat === null ? 'not judged' : flat ? 'flat' : 'growing'}`);
    return errors === 0 && flat !== false;
  } finally {
    if (sampler) clearInterval(sampler);
    if (child) await stopServer(child);
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
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
