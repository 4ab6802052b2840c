/**
 * `npm run bench`: a benchmark, not a test (docs/performance.md records its figures). Starts the
 * production server from the existing build twice on copies of one seeded database: as it runs
 * (page cache on) and with the page cache off. Measures, side by side in one run:
 *   1. cached views of home, concerts, a concert, a story and a content page against nginx serving
 *      the same bytes, at 10 and 50 connections (requests/s, p50, p99), loaded by wrk (./wrk.ts);
 *   2. uncached views: CPU milliseconds per view from the server process's own CPU time, and
 *      requests/s: with the back end's answers kept per content version (ANSWER_CACHE_MB, a page
 *      not in the page cache) and with nothing kept (a third server: the first view after a change);
 *   3. the overload run (./overload.ts): every request a miss, at a fixed rate of 4x the uncached
 *      capacity measured on the same server, for BENCH_OVERLOAD_S: answers by status, 503s without
 *      Retry-After, requests left unanswered, goodput against capacity, RSS over the run, and the
 *      503 path's own CPU per answer (./shedCost.ts); its JSON summary is the last line printed;
 *   4. the JavaScript a visitor downloads per page type (./pageTypes.ts, budget VISITOR_JS_BUDGET_KIB).
 * The servers run with the Procfile's memory settings (./servers.ts DYNO_ENV).
 * Prints Markdown. `npm run bench -- --js`: the JavaScript sizes only.
 * The other modes (soak, scale, uncached, hit, the cluster and the sale, Lighthouse and the phone's
 * long tasks and interactions, …) are listed with their options in ./modes.ts, which this file
 * dispatches from (`npm run bench -- --help` prints them; an unknown option is refused, not taken for the default
 * run); each mode's own file says what it measures.
 * Environment: BENCH_DATA_DIR (a seeded data directory to copy; without it each server seeds its
 * own, which takes minutes), BENCH_DURATION (s per load run, 10), BENCH_CPU_VIEWS (30),
 * BENCH_OVERLOAD_S (60), NGINX_BIN (/usr/sbin/nginx).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { staleReason } from '../lib/buildState';
import { freePort } from '../lib/freePort';
import { projectRoot } from '../lib/root';
import { DYNO_ENV, dataDir, healthDetails, startServer, type BenchServer } from './servers';
import { chunkGroupJs, firstVisitJs, laterModuleJs, pageCss, type JsSize } from './jsSize';
import { pageTypes, VISITOR_JS_BUDGET_KIB } from './pageTypes';
import { startNginx } from './nginx';
import { load } from './load';
import { wrkLoad } from './wrk';
import { cpuMs, rssMiB } from './processStats';
import { overloadRows, runOverload } from './overload';
import { measureShedCost } from './shedCost';
import { chooseMode, USAGE } from './modes';

const duration = Number(process.env.BENCH_DURATION ?? 10);
/** sequential uncached views per page for the CPU figure */
const CPU_VIEWS = Number(process.env.BENCH_CPU_VIEWS ?? 30);
const loadBefore = os.loadavg()[0].toFixed(1);

/** The pages of issue 14's targets: the fixed ones by path, the details found on their lists. */
const MEASURED = ['home', 'concerts', 'concert detail', 'story detail', 'content page'];

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

interface PageJs {
  label: string;
  path: string;
  size: JsSize;
  /** the renderers of modules below the first section, loaded as they near the viewport */
  later: JsSize;
  /** the style sheets of its head */
  css: JsSize;
}

function jsLines(pages: PageJs[], consent: JsSize, editor: JsSize): string[] {
  const flag = (size: JsSize) => (size.gzip / 1024 > VISITOR_JS_BUDGET_KIB ? ' (over budget)' : '');
  return [
    `| JavaScript (budget ${VISITOR_JS_BUDGET_KIB} KiB gzipped per page) | Files | Raw | Gzipped | Brotli | Later: modules below, scrolled to (gzipped) | Style sheets before the first paint: files, raw, gzipped |`,
    '|---|---:|---:|---:|---:|---:|---:|',
    ...pages.map(
      (p) =>
        `| Visitor, ${p.label} ${p.path} (first visit: script tags and cookie manager) | ${p.size.files.length} | ${kib(p.size.bytes)} | ${kib(p.size.gzip)}${flag(p.size)} | ${kib(p.size.br)} | ${p.later.files.length ? `+${kib(p.later.gzip)} in ${p.later.files.length} files` : '–'} | ${p.css.files.length}, ${kib(p.css.bytes)}, ${kib(p.css.gzip)} |`,
    ),
    `| Cookie manager alone, after mount (in every first visit above) | ${consent.files.length} | ${kib(consent.bytes)} | ${kib(consent.gzip)} | ${kib(consent.br)} | | |`,
    `| Editor chunk group (only with ?edit) | ${editor.files.length} | ${kib(editor.bytes)} | ${kib(editor.gzip)} | ${kib(editor.br)} | | |`,
  ];
}

function report(sections: string[][], js: string[]) {
  const lines = [
    `Benchmark: ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ${duration} s per target after 2 s warm-up, no compression; load average before: ${loadBefore}.`,
    '',
    ...sections.flatMap((section) => [...section, '']),
    ...js,
  ];
  console.log(`\n${lines.join('\n')}\n`);
}

async function measureJs(origin: string): Promise<string[]> {
  const pages: PageJs[] = [];
  const missing = (label: string) => console.warn(`No link to a ${label} found on its list page: not measured.`);
  const stats = path.join(projectRoot, 'build', 'loadable-stats.json');
  for (const { label, path: pagePath } of await pageTypes(origin, missing)) {
    const html = await (await fetch(`${origin}${pagePath}`)).text();
    pages.push({ label, path: pagePath, size: await firstVisitJs(html, stats, origin), later: await laterModuleJs(html, stats, origin), css: await pageCss(html, origin) });
  }
  return jsLines(pages, await chunkGroupJs(stats, 'cookie-consent', origin), await chunkGroupJs(stats, 'editor', origin));
}

const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

async function main() {
  const argv = process.argv.slice(2);
  const choice = chooseMode(argv);
  if (choice.kind === 'help') {
    console.log(USAGE);
    return;
  }
  if (choice.kind === 'unknown') {
    console.error(`Unknown option ${choice.flag}.\n\n${USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (choice.kind === 'mode') {
    if ((await choice.mode.run(argv)) === false) process.exitCode = 1;
    return;
  }
  const reason = staleReason(projectRoot, 'production');
  if (reason && /missing|development/.test(reason)) throw new Error(`No production build (${reason}): run "npm run build" first`);
  if (reason) console.warn(`Note: ${reason}; measuring the existing build.`);

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'orchestra-bench-'));
  const stops: (() => Promise<void>)[] = [];
  try {
    if (process.argv.includes('--js')) {
      // JavaScript sizes only, no load test: npm run bench -- --js
      const real = await startServer(dataDir(tmp, 'js'), process.env.CMS_URL);
      stops.unshift(real.stop);
      report([], await measureJs(real.url));
      return;
    }
    // cached: the server as it runs; uncached: the same build with the page cache off, on a copy
    const cached = await startServer(dataDir(tmp, 'cached'), process.env.CMS_URL, DYNO_ENV);
    stops.unshift(cached.stop);
    const uncached = await startServer(dataDir(tmp, 'uncached'), process.env.CMS_URL, { ...DYNO_ENV, PAGE_CACHE_MB: '0' });
    stops.unshift(uncached.stop);
    const cold = await startServer(dataDir(tmp, 'cold'), process.env.CMS_URL, { ...DYNO_ENV, PAGE_CACHE_MB: '0', ANSWER_CACHE_MB: '0' });
    stops.unshift(cold.stop);
    const rssStart = rssMiB(cached.pid);

    const pages = (await pageTypes(cached.url)).filter((page) => MEASURED.includes(page.label));
    const html: Record<string, string> = {};
    for (const page of pages) {
      await fetch(`${cached.url}${page.path}`); // rendered and stored
      const answer = await fetch(`${cached.url}${page.path}`, { headers: { 'accept-encoding': 'identity' } });
      if (answer.headers.get('x-cache') !== 'HIT') console.warn(`${page.path} was not served from the cache (${answer.headers.get('x-cache')})`);
      html[page.path] = await answer.text();
    }
    const nginx = await startNginx(path.join(tmp, 'nginx'), await freePort(), html);
    stops.unshift(nginx.stop);

    // 1. cached views beside nginx serving the same bytes
    const cachedRows = [row(['Page', 'Connections', 'Cached: req/s', 'p50 ms', 'p99 ms', 'nginx: req/s', 'p50 ms', 'p99 ms', 'Cached / nginx', 'Errors']), row(Array(10).fill('---'))];
    for (const page of pages) {
      for (const connections of [10, 50]) {
        // wrk (not autocannon, which tops out below both servers on two cores): ./wrk.ts
        const ours = await wrkLoad(`${cached.url}${page.path}`, connections, duration);
        const theirs = await wrkLoad(`${nginx.url}${page.path}`, connections, duration);
        cachedRows.push(row([`${page.label} ${page.path}`, connections, ours.rps, ours.p50, ours.p99, theirs.rps, theirs.p50, theirs.p99, `${((100 * ours.rps) / theirs.rps).toFixed(1)} %`, ours.errors + theirs.errors]));
        console.log(cachedRows.at(-1));
      }
    }

    // 2. uncached views: CPU per view from the process's own CPU time, and requests/s
    const cpuRows = [
      row(['Page', 'CPU ms per uncached view (answers kept)', 'CPU ms per view, nothing kept', 'Uncached req/s (10 connections)', 'p99 ms']),
      row(Array(5).fill('---')),
    ];
    const cpuPerView = async (server: BenchServer, pagePath: string) => {
      const url = `${server.url}${pagePath}`;
      for (let i = 0; i < 5; i++) await (await fetch(url)).text();
      const before = cpuMs(server.pid);
      for (let i = 0; i < CPU_VIEWS; i++) await (await fetch(url)).text();
      return (cpuMs(server.pid) - before) / CPU_VIEWS;
    };
    for (const page of pages) {
      const kept = await cpuPerView(uncached, page.path);
      const nothingKept = await cpuPerView(cold, page.path);
      const rps = await load(`${uncached.url}${page.path}`, 10, duration);
      cpuRows.push(row([`${page.label} ${page.path}`, kept.toFixed(1), nothingKept.toFixed(1), rps.rps, rps.p99]));
      console.log(cpuRows.at(-1));
    }

    // 3. overload: 4x what the renderer takes, every request a miss, open loop (./overload.ts)
    const overload = await runOverload(cached);
    const memory = [`RSS of the cached server: ${rssStart} MiB after start, ${rssMiB(cached.pid)} MiB at the end (page cache: ${JSON.stringify((await healthDetails(cached.url))?.pageCache ?? null)}).`];
    // the 503 path's own CPU: a server of its own whose one render place is held (./shedCost.ts)
    overload.shedCost = await measureShedCost();

    report([cachedRows, cpuRows, overloadRows(overload), memory], await measureJs(cached.url));
    console.log(JSON.stringify({ overload }));
  } finally {
    for (const stop of stops) await stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

// A reader that goes away (`npm run bench | head`) must not end the run before its `finally`
// stops the servers it started: what is printed after that is dropped, the run ends as it would.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EPIPE') throw error;
});

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
