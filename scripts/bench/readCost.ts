/**
 * `npm run bench -- --reads [--calls 200] [--pages "home,concerts"]`: what each of the SSR's reads
 * costs the embedded back end (issue 41: "fewer reads per view" starts from this table).
 *
 * 1. Which reads: a server at LOG_LEVEL=debug views every public page type once (./pageTypes.ts) with
 *    every cache off; the back end logs each read the render made (cms/app.ts, at debug for the SSR's
 *    own reads), and the lines between two views are that page type's reads.
 * 2. What each costs: a server on the same data, every cache off, at the Procfile's memory settings;
 *    each distinct read is asked `--calls` times straight from the back end's own loopback listener,
 *    one at a time, as the SSR asks it (`x-ssr-render: 1`, JSON), in passes over every read after
 *    passes that only warm up (the first reads measured would pay for V8's compiling). The CPU per call
 *    is read from /proc: the back end's thread (the busiest thread of the process but the main one,
 *    which only hands the calls over) and the whole process (V8's helpers and libuv's pool too).
 *    Over HTTP, so a call also pays the listener's request and response; the SSR's in-process reads
 *    pay a thread message instead (`--paired` splits a whole view by thread).
 * Prints each read with its bytes, its CPU and the page types that read it, then per page type the sum
 * of its reads: the back end's share of an uncached view.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import type { ChildProcess } from 'node:child_process';
import { freePort } from '../lib/freePort';
import { spawnServer, stopServer, waitForHealthy } from '../lib/serverProcess';
import { DYNO_ENV, dataDir } from './servers';
import { pageTypes, type PageType } from './pageTypes';
import { cpuMs, threadCpuMs } from './processStats';

const NO_CACHES = { PAGE_CACHE_MB: '0', ANSWER_CACHE_MB: '0' };
/** the roots the back end's endpoints are mounted under (cms/http/mount.ts) */
const API_PATH = /^\/(?:(?:de|en)\/)?(?:api|pageeditor-api)\//;
/** reads that are not a render's (the version stream, health checks, the redirect table's refresh: server/redirects/table.ts) */
const NOT_A_READ = /\/(?:health|content-version|versions)\/|\/redirect$/;
/** passes over every read before any is measured (V8 optimises what the reads run), and calls of each per pass */
const WARM_UP_PASSES = 3;
const WARM_UP_CALLS = 20;
/** the measured calls of a read are spread over this many passes over every read, so a disturbance is shared */
const PASSES = 4;
/** how long the log must be quiet after a view before its reads are taken as complete */
const QUIET_MS = 250;

interface Running {
  url: string;
  pid: number;
  child: ChildProcess;
  /** the back end's loopback address, from the server's "back end ready" line */
  cmsUrl: Promise<string>;
  /** API paths the back end logged since the last call of `take` */
  take(): string[];
  lastLine(): number;
}

async function start(data: string, level: string, env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawnServer(
    {
      NODE_ENV: 'production',
      SEED: 'true',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: level,
      CMS_URL: '',
      DATA_DIR: path.join(data, 'db'),
      MEDIA_DIR: path.join(data, 'media'),
      ...env,
    },
    'pipe',
  );
  let seen: string[] = [];
  let last = Date.now();
  let ready: (url: string) => void = () => {};
  const cmsUrl = new Promise<string>((resolve) => (ready = resolve));
  createInterface({ input: child.stdout! }).on('line', (line) => {
    last = Date.now();
    let entry: { msg?: string; cms?: string; req?: { method?: string; url?: string } };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      return; // the demo banner and other plain lines
    }
    if (entry.msg === 'back end ready' && entry.cms) ready(entry.cms);
    const read = entry.req?.url;
    if (entry.msg === 'request completed' && entry.req?.method === 'GET' && read && API_PATH.test(read) && !NOT_A_READ.test(read)) seen.push(read);
  });
  child.stderr!.pipe(process.stderr);
  await waitForHealthy(url, child, 900_000);
  return {
    url,
    pid: child.pid!,
    child,
    cmsUrl,
    take: () => {
      const taken = seen;
      seen = [];
      return taken;
    },
    lastLine: () => last,
  };
}

async function quiet(server: Running): Promise<void> {
  while (Date.now() - server.lastLine() < QUIET_MS) await new Promise((resolve) => setTimeout(resolve, 50));
}

/** The reads each page type's render makes, in order (a read made twice is listed twice). */
async function readsOf(server: Running, pages: PageType[]): Promise<Map<string, string[]>> {
  const reads = new Map<string, string[]>();
  for (const page of pages) {
    await quiet(server);
    server.take();
    const response = await fetch(`${server.url}${page.path}`);
    await response.arrayBuffer();
    await quiet(server);
    reads.set(page.label, server.take());
  }
  return reads;
}

interface ReadCost {
  bytes: number;
  status: number;
  /** CPU ms per call of the back end's thread */
  threadMs: number;
  /** CPU ms per call of the whole process */
  processMs: number;
}

async function call(url: string): Promise<{ status: number; bytes: number }> {
  const response = await fetch(url, { headers: { accept: 'application/json', 'x-ssr-render': '1' } });
  const body = await response.arrayBuffer();
  return { status: response.status, bytes: body.byteLength };
}

async function costsOf(pid: number, urls: string[], calls: number): Promise<ReadCost[]> {
  for (let pass = 0; pass < WARM_UP_PASSES; pass++) for (const url of urls) for (let i = 0; i < WARM_UP_CALLS; i++) await call(url);
  const spent = urls.map(() => ({ threadMs: 0, processMs: 0, calls: 0, status: 0, bytes: 0 }));
  const perPass = Math.max(1, Math.round(calls / PASSES));
  for (let pass = 0; pass < PASSES; pass++) {
    for (const [index, url] of urls.entries()) {
      const threadsBefore = threadCpuMs(pid);
      const before = cpuMs(pid);
      let answer = { status: 0, bytes: 0 };
      for (let i = 0; i < perPass; i++) answer = await call(url);
      const threads = [...threadCpuMs(pid)].filter(([tid]) => tid !== pid).map(([tid, ms]) => ms - (threadsBefore.get(tid) ?? 0));
      const sum = spent[index];
      sum.processMs += cpuMs(pid) - before;
      sum.threadMs += Math.max(0, ...threads);
      sum.calls += perPass;
      Object.assign(sum, answer);
    }
  }
  return spent.map((sum) => ({ status: sum.status, bytes: sum.bytes, threadMs: sum.threadMs / sum.calls, processMs: sum.processMs / sum.calls }));
}

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

export async function runReadCost(args: string[]): Promise<void> {
  const { values } = parseArgs({ args, strict: false, options: { calls: { type: 'string' }, pages: { type: 'string' } } });
  const calls = Number(values.calls ?? 200);
  const wanted = typeof values.pages === 'string' ? values.pages.split(',').map((label) => label.trim()) : null;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'orchestra-reads-'));
  const data = dataDir(tmp, 'reads');
  let server: Running | null = null;
  try {
    server = await start(data, 'debug', NO_CACHES);
    const pages = (await pageTypes(server.url, (label) => console.warn(`no ${label} found`))).filter((page) => !wanted || wanted.includes(page.label));
    const reads = await readsOf(server, pages);
    await stopServer(server.child);
    server = null;

    server = await start(data, 'info', { ...DYNO_ENV, ...NO_CACHES });
    const cmsUrl = await server.cmsUrl;
    const distinct = [...new Set([...reads.values()].flat())];
    const measured = await costsOf(server.pid, distinct.map((read) => new URL(read, cmsUrl).toString()), calls);
    const costs = new Map(distinct.map((read, index) => [read, measured[index]]));

    console.log(`\nEach read of a render, ${calls} calls in ${PASSES} passes over every read after ${WARM_UP_PASSES} passes of ${WARM_UP_CALLS}, straight from the back end's loopback listener, every cache off (embedded PGlite):\n`);
    console.log(row(['Read', 'Status', 'Bytes', "Back end's thread, CPU ms per call", 'Whole process, CPU ms per call', 'Page types']));
    console.log(row(Array(6).fill('---')));
    for (const read of distinct) {
      const cost = costs.get(read)!;
      const readers = pages.filter((page) => reads.get(page.label)!.includes(read)).map((page) => page.label);
      console.log(row([`\`${read}\``, cost.status, cost.bytes, cost.threadMs.toFixed(2), cost.processMs.toFixed(2), readers.length === pages.length ? 'every one' : readers.join(', ')]));
    }
    console.log(`\nPer page type, the sum of its reads:\n`);
    console.log(row(['Page', 'Reads', "Back end's thread, CPU ms", 'Whole process, CPU ms']));
    console.log(row(Array(4).fill('---')));
    for (const page of pages) {
      const own = reads.get(page.label)!;
      const sum = (pick: (cost: ReadCost) => number) => own.reduce((total, read) => total + pick(costs.get(read)!), 0).toFixed(2);
      console.log(row([`${page.label} ${page.path}`, own.length, sum((cost) => cost.threadMs), sum((cost) => cost.processMs)]));
    }
  } finally {
    if (server) await stopServer(server.child);
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
