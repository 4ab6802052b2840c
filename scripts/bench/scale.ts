/**
 * `npm run bench -- --scale [--factors 1,10,100] [--views 20]` (issue 24): the cost curve of a
 * growing catalogue. Seeds the demo once into a new PostgreSQL database (BENCH_PG_URL, an admin
 * connection; default postgres://postgres@127.0.0.1:5432/postgres), copies it per factor (CREATE
 * DATABASE … TEMPLATE) and multiplies its concerts and stories with `npm run seed -- --scale N`
 * (cms/seed/scale.ts, timed), then starts the built server on each with every cache off
 * (PAGE_CACHE_MB=0, ANSWER_CACHE_MB=0) and measures per page type the HTML bytes of a view and the
 * CPU milliseconds per uncached view from the server process's own CPU time (/proc/PID/stat; the
 * back end runs in that process, PostgreSQL's own CPU is not counted), and the database statements
 * per view (counted in the server process by ./countQueries.cjs, less what it sends when idle); then
 * search latency: overview searches by wrk for SEARCH_SECONDS, 10 at a time, p50 and p99 (target at
 * 100×: p99 under 50 ms). Prints Markdown; the databases are dropped at the end. docs/performance.md records
 * the figures.
 * `--databases a,b,c`: measure existing databases instead (one per factor, already seeded and
 * scaled, e.g. with `npm run seed -- --scale N`); they are kept.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { freePort } from '../lib/freePort';
import { projectRoot } from '../lib/root';
import { spawnServer, stopServer, waitForHealthy } from '../lib/serverProcess';
import { cpuMs } from './processStats';
import { DYNO_ENV } from './servers';
import { wrkLoad } from './wrk';

const pgAdmin = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const WARM_UP = 3;
/** the one row without the flat target: a sitemap file holds every concert up to 50,000 */
const GROWS_BY_DESIGN = 'sitemap file of the concerts (grows up to 50,000 addresses by design)';

interface Measured {
  bytes: number;
  cpuMs: number;
  status: number;
  /** database statements per view */
  queries: number;
}

/** the searches of the latency run, 10 at a time (words the demo's titles and texts hold, and a miss) */
const SEARCH_WORDS = ['Konzert', 'Sinfonie', 'Orchester', 'Mozart', 'Beethoven', 'Brahms', 'Saison', 'Violine', 'Abonnement', 'Presse', 'Kammermusik', 'xylophonquartett'];
/**
 * What the header search asks while a visitor types (`/de/api/search/autocomplete/?query=`): the
 * words above as they grow from two letters, and a miss (`--search … --typed`).
 */
const TYPED = [...SEARCH_WORDS.flatMap((word) => [2, 3, 4].map((letters) => word.slice(0, letters))), 'xq'];
/** seconds of the search run (after wrk's 2 s warm-up) */
const SEARCH_SECONDS = 10;
const SEARCH_CONCURRENCY = 10;

export const urlOf = (name: string) => pgAdmin.replace(/\/[^/]*$/, `/${name}`);

/** Runs `npm run seed` (cms/seed/cli.ts) against `database`; answers its wall time in seconds and its last line. */
export function seed(database: string, mediaDir: string, args: string[] = []): Promise<{ seconds: number; said: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(projectRoot, 'cms/seed/cli.ts'), ...args],
      { cwd: projectRoot, env: { ...process.env, DATABASE_URL: urlOf(database), MEDIA_DIR: mediaDir, NODE_ENV: 'production', DEMO_EDITOR_PASSWORD: 'bench-scale-password' }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`seed ${args.join(' ')} failed: ${stderr || error.message}`));
        const lines = stdout.trim().split('\n');
        resolve({ seconds: (performance.now() - started) / 1000, said: lines.find((line) => line.startsWith('seed --scale')) ?? lines[lines.length - 1] ?? '' });
      },
    );
  });
}

async function view(url: string): Promise<{ status: number; bytes: number }> {
  const response = await fetch(url, { redirect: 'manual' });
  const body = await response.arrayBuffer();
  return { status: response.status, bytes: body.byteLength };
}

/** The server's count of database statements so far (./countQueries.cjs). */
async function queryCount(countUrl: string): Promise<number> {
  return Number(await (await fetch(countUrl)).text());
}

/** Statements per millisecond the idle server sends (the content version's LISTEN connection, pool checks): subtracted from a view's. */
async function idleQueryRate(countUrl: string): Promise<number> {
  const before = await queryCount(countUrl);
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const sent = (await queryCount(countUrl)) - before;
  return sent / (performance.now() - started);
}

/** Bytes of one view, CPU ms and database statements per view over `views` sequential uncached views. */
async function measure(baseUrl: string, pid: number, pagePath: string, views: number, countUrl: string, idleRate: number): Promise<Measured> {
  const url = new URL(pagePath, baseUrl).toString();
  for (let i = 0; i < WARM_UP; i++) await view(url);
  const before = cpuMs(pid);
  const countBefore = await queryCount(countUrl);
  const started = performance.now();
  let last = { status: 0, bytes: 0 };
  for (let i = 0; i < views; i++) last = await view(url);
  const statements = (await queryCount(countUrl)) - countBefore - idleRate * (performance.now() - started);
  return { bytes: last.bytes, cpuMs: (cpuMs(pid) - before) / views, status: last.status, queries: Math.max(0, statements / views) };
}

export interface SearchLatency {
  p50: number;
  p99: number;
  max: number;
  failed: number;
  /** answered in the run */
  requests: number;
}

/**
 * Overview searches (`/de/api/search/?query=`) of SEARCH_WORDS in turn (or, as `asked` says,
 * autocomplete's calls of TYPED or the group pages of SEARCH_WORDS), SEARCH_CONCURRENCY at a time for
 * SEARCH_SECONDS, by Debian's wrk (./searchWords.lua) asking as a browser does (gzip): a load generator
 * in C, so that the figure is the server's and not a Node client's sharing its two cores (this run
 * used fetch until issue 41; its own CPU per request took a third of the cores). Percentiles in ms.
 */
/** What a search run asks: the overview, autocomplete (the words as typed) or the first page of the group "others". */
export type SearchAsked = 'overview' | 'typed' | 'others';

const SEARCH_PATHS: Record<SearchAsked, string> = {
  overview: '/de/api/search/?query=',
  typed: '/de/api/search/autocomplete/?query=',
  others: '/de/api/search/others/?query=',
};

export async function searchLatency(baseUrl: string, seconds = SEARCH_SECONDS, asked: SearchAsked = 'overview', beforeMeasure?: () => void): Promise<SearchLatency> {
  const words = (asked === 'typed' ? TYPED : SEARCH_WORDS).map((word) => encodeURIComponent(word));
  const result = await wrkLoad(new URL('/', baseUrl).toString(), SEARCH_CONCURRENCY, seconds, { 'accept-encoding': 'gzip' }, path.join(__dirname, 'searchWords.lua'), [SEARCH_PATHS[asked], ...words], { beforeMeasure });
  return { p50: result.p50, p99: result.p99, max: result.max ?? Number.NaN, failed: result.errors, requests: result.requests ?? 0 };
}

/** The first link on `page` whose path matches `pattern`. */
async function firstLink(baseUrl: string, page: string, pattern: RegExp): Promise<string> {
  const html = await (await fetch(new URL(page, baseUrl))).text();
  for (const [, href] of html.matchAll(/href="([^"#?]+)"/g)) if (pattern.test(href)) return href;
  throw new Error(`no link matching ${pattern} on ${page}`);
}

/** The page types of issue 24, the details found on the 1× site (the copies come after the originals, so the same ids exist at every factor). */
async function pagesOf(baseUrl: string): Promise<[string, string][]> {
  const concert = await firstLink(baseUrl, '/de/konzerte', /^\/de\/konzerte\/[^/]+\/\d+\/?$/);
  const story = await firstLink(baseUrl, '/de/stories', /^\/de\/stories\/[^/]+\/\d+\/?$/);
  const tag = await firstLink(baseUrl, story, /^\/de\/stories\/tags\/[^/]+\/?$/);
  const person = await firstLink(baseUrl, '/de/orchester', /^\/de\/orchester\/[^/]+\/\d+\/?$/);
  return [
    ['home', '/de'],
    ['concerts', '/de/konzerte'],
    ['a concert', concert],
    ['stories', '/de/stories'],
    ['stories, page 2', '/de/stories?page=2'],
    ['a category', '/de/stories/lesen'],
    ['a tag', tag],
    ['a story', story],
    ['orchestra', '/de/orchester'],
    ['a person', person],
    ['press', '/de/presse'],
    ['search', '/de/search?query=Konzert'],
    ['stories RSS', '/de/stories.rss'],
    ['calendar feed', '/de/konzerte.ics'],
    ['sitemap index', '/sitemap.xml'],
    // a sitemap file grows with its kind by design, up to 50,000 addresses (then the next file starts)
    [GROWS_BY_DESIGN, '/sitemap-de-event-1.xml'],
  ];
}

const kb = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : `${(bytes / 1024).toFixed(1)} KB`);

export async function runScaleBench(argv: string[]): Promise<boolean> {
  const { values } = parseArgs({ args: argv, strict: false, options: { factors: { type: 'string', default: '1,10,100' }, views: { type: 'string', default: '20' }, databases: { type: 'string' } } });
  const factors = String(values.factors).split(',').map(Number).filter((n) => Number.isInteger(n) && n >= 1);
  const views = Number(values.views) || 20;
  const stamp = Date.now();
  const given = typeof values.databases === 'string' ? values.databases.split(',') : null;
  if (given && given.length !== factors.length) throw new Error('--databases names one database per factor');
  const names = given ?? factors.map((factor) => `bench_scale_${stamp}_${factor}`);
  const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-scale-media-'));
  const admin = new pg.Client({ connectionString: pgAdmin });
  await admin.connect();
  const created: string[] = [];
  const results = new Map<number, Measured[]>();
  const searches = new Map<number, SearchLatency>();
  const seeds: string[] = [];
  let pages: [string, string][] = [];
  let ok = true;
  /** the demo once, a copy per factor, each scaled */
  const seedAll = async () => {
    const base = `bench_scale_${stamp}_base`;
      await admin.query(`CREATE DATABASE ${base}`);
      created.push(base);
      const demo = await seed(base, mediaDir);
      seeds.push(`demo seed: ${demo.seconds.toFixed(1)} s`);
      for (const [i, factor] of factors.entries()) {
        await admin.query(`CREATE DATABASE ${names[i]} TEMPLATE ${base}`);
        created.push(names[i]);
        if (factor > 1) {
          const scaled = await seed(names[i], mediaDir, ['--scale', String(factor)]);
          seeds.push(`--scale ${factor}: ${scaled.said} (the whole command ${scaled.seconds.toFixed(1)} s)`);
        }
      }
  };
  try {
    if (!given) await seedAll();
    for (const [i, factor] of factors.entries()) {
      const port = await freePort();
      const countPort = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const countUrl = `http://127.0.0.1:${countPort}/`;
      const preload = path.join(projectRoot, 'scripts/bench/countQueries.cjs');
      const child = spawnServer(
        {
          // as a dyno runs it (the Procfile's heap cap and V8's one background thread), counting its statements
          ...DYNO_ENV,
          NODE_ENV: 'production',
          SEED: 'false',
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'error',
          CMS_URL: '',
          DATABASE_URL: urlOf(names[i]),
          MEDIA_DIR: mediaDir,
          PAGE_CACHE_MB: '0',
          ANSWER_CACHE_MB: '0',
          PUBLIC_URL: url,
          NODE_OPTIONS: `${DYNO_ENV.NODE_OPTIONS} --require ${preload}`,
          BENCH_QUERY_COUNT_PORT: String(countPort),
        },
        'inherit',
      );
      try {
        await waitForHealthy(url, child, 300_000);
        if (!pages.length) pages = await pagesOf(url);
        const idleRate = await idleQueryRate(countUrl);
        const rows: Measured[] = [];
        for (const [, pagePath] of pages) rows.push(await measure(url, child.pid!, pagePath, views, countUrl, idleRate));
        results.set(factor, rows);
        searches.set(factor, await searchLatency(url));
        console.error(`bench --scale: ${factor}× measured`);
      } finally {
        await stopServer(child);
      }
    }
  } finally {
    for (const name of created) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  }
  const first = results.get(factors[0])!;
  const lastFactor = factors[factors.length - 1];
  const last = results.get(lastFactor)!;
  const header = ['Page', ...factors.flatMap((f) => [`${f}×: HTML`, `CPU ms`, 'queries']), `${lastFactor}× / ${factors[0]}×: bytes, CPU`];
  const lines = [
    `bench --scale: ${os.cpus().length} CPUs, Node ${process.version}, PostgreSQL, every cache off, ${views} sequential uncached views per page after ${WARM_UP} warm-up; load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}.`,
    ...seeds.map((line) => `- ${line}`),
    '',
    `| ${header.join(' | ')} |`,
    `|${header.map((_, i) => (i ? '---:' : '---')).join('|')}|`,
    ...pages.map(([label, pagePath], row) => {
      const cells = factors.flatMap((factor) => {
        const m = results.get(factor)![row];
        return [m.status === 200 ? kb(m.bytes) : `${m.status}`, m.cpuMs.toFixed(1), m.queries.toFixed(1)];
      });
      const ratio = `${(last[row].bytes / Math.max(1, first[row].bytes)).toFixed(2)}, ${(last[row].cpuMs / Math.max(0.1, first[row].cpuMs)).toFixed(2)}`;
      // the target: within 1.5× of the 1× bytes and CPU (plus 5 ms)
      const within = label === GROWS_BY_DESIGN || (last[row].bytes <= first[row].bytes * 1.5 && last[row].cpuMs <= first[row].cpuMs * 1.5 + 5);
      if (!within || factors.some((factor) => results.get(factor)![row].status !== 200)) ok = false;
      return `| ${label} \`${pagePath}\` | ${cells.join(' | ')} | ${ratio}${within ? '' : ' (over target)'} |`;
    }),
    '',
    `Search (\`/de/api/search/?query=\`, ${SEARCH_WORDS.length} words in turn, ${SEARCH_CONCURRENCY} at a time for ${SEARCH_SECONDS} s, wrk, gzip; target at ${lastFactor}×: p99 under 50 ms):`,
    '',
    '| Factor | answered | p50 ms | p99 ms | max ms | failed |',
    '|---|---:|---:|---:|---:|---:|',
    ...factors.map((factor) => {
      const s = searches.get(factor)!;
      return `| ${factor}× | ${s.requests} | ${s.p50.toFixed(1)} | ${s.p99.toFixed(1)}${factor === lastFactor && s.p99 >= 50 ? ' (over target)' : ''} | ${s.max.toFixed(1)} | ${s.failed} |`;
    }),
  ];
  if (searches.get(lastFactor)!.failed > 0) ok = false;
  console.log(lines.join('\n'));
  return ok;
}
