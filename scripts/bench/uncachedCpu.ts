/**
 * CPU milliseconds per uncached page view, read from the server process's own CPU time
 * (/proc/PID/stat utime + stime, in clock ticks of `getconf CLK_TCK`): robust on a busy machine,
 * where requests/s and latency move with the neighbours' load but the CPU a view costs does not.
 * With the embedded back end (no CMS_URL) the back end and its database run in the same process,
 * so the figure is the whole cost of a view.
 *
 * For each path: a warm-up, then `requests` sequential requests, then `requests` requests over
 * CONCURRENCY connections; CPU ms per view for each. Every request is anonymous with no cookie.
 *
 *   npx tsx scripts/bench/uncachedCpu.ts --url http://localhost:3000 --pid 12345 [--requests 100] [path ...]
 *
 * Without paths: home, concerts list, a concert, a story and a content page (the first of each
 * linked from the site: from /de/konzerte, /de/stories and the home page's links).
 */
import { cpuMs } from './processStats';

export const CONCURRENCY = 10;
const WARM_UP = 10;

export interface CpuRow {
  path: string;
  requests: number;
  /** CPU ms per view, one request at a time */
  sequentialMs: number;
  /** CPU ms per view, CONCURRENCY requests at a time */
  concurrentMs: number;
  /** statuses other than 200 seen during the run */
  errors: number;
}

async function get(url: string): Promise<number> {
  const response = await fetch(url, { redirect: 'manual', headers: { 'accept-encoding': 'gzip' } });
  await response.arrayBuffer();
  return response.status;
}

async function run(url: string, count: number, concurrency: number): Promise<number> {
  let errors = 0;
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next += 1;
      if ((await get(url)) !== 200) errors += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return errors;
}

export async function measureCpuPerView(baseUrl: string, pid: number, paths: string[], requests: number): Promise<CpuRow[]> {
  const rows: CpuRow[] = [];
  for (const path of paths) {
    const url = new URL(path, baseUrl).toString();
    await run(url, WARM_UP, 1);
    let before = cpuMs(pid);
    let errors = await run(url, requests, 1);
    const sequentialMs = (cpuMs(pid) - before) / requests;
    before = cpuMs(pid);
    errors += await run(url, requests, CONCURRENCY);
    const concurrentMs = (cpuMs(pid) - before) / requests;
    rows.push({ path, requests, sequentialMs, concurrentMs, errors });
  }
  return rows;
}

/** The first link on `page` whose path matches `pattern`. */
async function firstLink(baseUrl: string, page: string, pattern: RegExp): Promise<string | undefined> {
  const html = await (await fetch(new URL(page, baseUrl))).text();
  for (const [, href] of html.matchAll(/href="([^"#?]+)"/g)) if (pattern.test(href)) return href;
  return undefined;
}

/** Home, concerts list, a concert, a story and a content page of the running site. */
export async function defaultPaths(baseUrl: string): Promise<string[]> {
  const concert = await firstLink(baseUrl, '/de/konzerte', /^\/de\/konzerte\/[^/]+\/\d+\/?$/);
  const story = await firstLink(baseUrl, '/de/stories', /^\/de\/stories\/[^/]+\/\d+\/?$/);
  // a page of the page tree: not one of the fixed routes (shared/routes/table.ts)
  const fixed = /^\/de\/(404|abonnement|konzerte|newsletter|orchester|presse|stories|forms|search|subscriptions)(\/|$)/;
  const html = await (await fetch(new URL('/de', baseUrl))).text();
  // not a file of the site either (the stories' feed, /de/stories.rss)
  const page = [...html.matchAll(/href="(\/de\/[^"#?.]+)"/g)].map(([, href]) => href).find((href) => !fixed.test(href));
  return ['/de', '/de/konzerte', concert, story, page].filter((path): path is string => !!path);
}

export function formatRows(rows: CpuRow[]): string {
  const lines = ['| Path | Requests | CPU ms/view, sequential | CPU ms/view, ' + CONCURRENCY + ' at a time | Non-200 |', '|---|---:|---:|---:|---:|'];
  for (const row of rows) lines.push(`| ${row.path} | ${row.requests} | ${row.sequentialMs.toFixed(1)} | ${row.concurrentMs.toFixed(1)} | ${row.errors} |`);
  return lines.join('\n');
}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index < 0) return undefined;
  const [value] = args.splice(index, 2).slice(1);
  return value;
}

async function main() {
  const args = process.argv.slice(2);
  const url = option(args, '--url') ?? 'http://localhost:3000';
  const pid = Number(option(args, '--pid'));
  const requests = Number(option(args, '--requests') ?? 100);
  if (!Number.isInteger(pid) || pid <= 0) {
    console.error('usage: npx tsx scripts/bench/uncachedCpu.ts --url http://localhost:3000 --pid PID [--requests N] [path ...]');
    process.exit(2);
  }
  const paths = args.length ? args : await defaultPaths(url);
  console.log(formatRows(await measureCpuPerView(url, pid, paths, requests)));
}

if (process.argv[1] && /uncachedCpu\.ts$/.test(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
