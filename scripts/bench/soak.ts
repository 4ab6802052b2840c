/**
 * Soak (docs/reliability.md): many connections over a mix of pages and API calls for minutes, then
 * the verdict: 0 errors (connection errors, timeouts, non-2xx) and RSS flat. A benchmark-style run,
 * not a test.
 *
 *   tsx scripts/bench/soak.ts [--duration 300] [--connections 50] [--url http://host:port]
 *
 * Without --url it starts the production server from the existing build (npm run build) on a free
 * port with the embedded back end on a temporary database, and samples the server's RSS from /proc
 * every few seconds. RSS counts as flat when the median of the last fifth of the samples is at most
 * RSS_GROWTH_LIMIT above the median of the second fifth (the first is warm-up). Exit code 1 when
 * either condition fails.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { freePort } from '../lib/freePort';
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
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

async function main() {
  const { values } = parseArgs({
    options: {
      duration: { type: 'string', default: '300' },
      connections: { type: 'string', default: '50' },
      url: { type: 'string' },
    },
  });
  const duration = Number(values.duration);
  const connections = Number(values.connections);
  if (!(duration > 0) || !(connections > 0)) throw new Error('--duration and --connections must be positive numbers');

  let url = values.url?.replace(/\/+$/, '');
  let child: ReturnType<typeof spawnServer> | undefined;
  let dataDir: string | undefined;
  if (!url) {
    const port = await freePort();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'soak-'));
    url = `http://127.0.0.1:${port}`;
    child = spawnServer({ NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, MEDIA_DIR: path.join(dataDir, 'media'), LOG_LEVEL: 'warn' }, 'inherit');
    await waitForHealthy(url, child, 600_000);
  }

  const samples: number[] = [];
  const sampler = child?.pid
    ? setInterval(() => {
        const rss = rssOf(child.pid!);
        if (rss !== null) samples.push(rss);
      }, SAMPLE_MS)
    : undefined;
  try {
    console.log(`soak: ${connections} connections for ${duration} s against ${url} (${SOAK_REQUESTS.length} paths)`);
    const result = await autocannon({ url, connections, duration, requests: SOAK_REQUESTS });
    const errors = result.errors + result.timeouts + result.non2xx;
    console.log(`requests ${result.requests.total}, ${Math.round(result.requests.average)}/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
    console.log(`errors ${result.errors}, timeouts ${result.timeouts}, non-2xx ${result.non2xx}`);
    let flat = true;
    if (samples.length >= 5) {
      const fifth = Math.floor(samples.length / 5);
      const early = median(samples.slice(fifth, 2 * fifth));
      const late = median(samples.slice(samples.length - fifth));
      flat = late <= early * (1 + RSS_GROWTH_LIMIT);
      console.log(`RSS ${mib(early)} after warm-up, ${mib(late)} at the end (${flat ? 'flat' : 'GROWING'}; limit +${RSS_GROWTH_LIMIT * 100} %)`);
    } else if (child) {
      console.log('RSS: too few samples for a verdict (run longer)');
    } else {
      console.log('RSS: not measured (--url: the server is not ours)');
    }
    console.log(`verdict: ${errors} errors, RSS ${flat ? 'flat' : 'growing'}`);
    process.exitCode = errors === 0 && flat ? 0 : 1;
  } finally {
    if (sampler) clearInterval(sampler);
    if (child) await stopServer(child);
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
