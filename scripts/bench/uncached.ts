/**
 * `npm run bench -- --uncached [--databases pglite,postgres] [--views 20] [--warm-up 60] [--pg-database NAME] [--profile]`
 * (issue 41): CPU milliseconds per uncached view of every public page type, every cache off
 * (PAGE_CACHE_MB=0, ANSWER_CACHE_MB=0), from the server process's own CPU time (/proc/PID/stat; the
 * embedded back end runs in that process), for the SSR's reads over the loopback HTTP hop
 * (CMS_TRANSPORT=http) and in process (the default), the two servers asked alternately in rounds so
 * both see the same neighbours. On PGlite (copies of BENCH_DATA_DIR) and PostgreSQL (`--pg-database`:
 * an already seeded database, kept; else one seeded here and dropped; PostgreSQL's own CPU is not
 * counted). Target: at most 25 ms on every page type.
 *
 * `--warm-up N` (60): rounds of every page type on each server before anything is measured, so the
 * figure is that of a server that has been running. Home costs about twice as much in a server's
 * first 60 views; after 20 rounds (380 views) TurboFan was still compiling functions that reach its
 * threshold late (`renderPage` after about 2,600 views) and concerts read 26.8 ms on PGlite, after
 * 60 rounds 15.5 (docs/performance.md, "A server that has been running"). `--warm-up 1` measures a
 * server just started.
 *
 * `--profile`: a third server (in process) runs under `node --cpu-prof`; its samples are cut by the
 * time windows of each page type's views (V8's profile clock and this process's hrtime are both
 * CLOCK_MONOTONIC) and the top self-time functions per page type are printed (./cpuProfile.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { DYNO_ENV, dataDir, startServer, type BenchServer } from './servers';
import { pageTypes, type PageType } from './pageTypes';
import { cpuMs } from './processStats';
import { seed, urlOf } from './scale';
import { topSelfTime, type CpuProfile, type Window } from './cpuProfile';

const TARGET_MS = 25;
/** views of a page type just before it is measured */
const WARM_UP = 3;
const ROUNDS = 4;
const pgAdmin = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const NO_CACHES = { ...DYNO_ENV, PAGE_CACHE_MB: '0', ANSWER_CACHE_MB: '0' };

async function view(url: string): Promise<number> {
  const response = await fetch(url, { redirect: 'manual' });
  await response.arrayBuffer();
  return response.status;
}

/** CPU ms per view of `pagePath` on each server, asked alternately in ROUNDS rounds. */
async function interleaved(servers: BenchServer[], pagePath: string, views: number): Promise<number[]> {
  const spent = servers.map(() => 0);
  for (const server of servers) for (let i = 0; i < WARM_UP; i++) await view(`${server.url}${pagePath}`);
  const perRound = Math.max(1, Math.round(views / ROUNDS));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [index, server] of servers.entries()) {
      const before = cpuMs(server.pid);
      for (let i = 0; i < perRound; i++) await view(`${server.url}${pagePath}`);
      spent[index] += cpuMs(server.pid) - before;
    }
  }
  return spent.map((ms) => ms / (perRound * ROUNDS));
}

interface DatabaseRun {
  name: string;
  /** per page label: [over HTTP, in process] */
  cpu: Map<string, number[]>;
  profile: Map<string, string[]>;
}

async function measureDatabase(name: string, env: (label: string) => Promise<{ dir: string; env: Record<string, string> }>, views: number, warmUp: number, profileDir: string | null): Promise<{ run: DatabaseRun; pages: PageType[] }> {
  const stops: (() => Promise<void>)[] = [];
  try {
    const start = async (label: string, extra: Record<string, string>, nodeArgs: string[] = []) => {
      const setup = await env(label);
      const server = await startServer(setup.dir, undefined, { ...NO_CACHES, ...setup.env, ...extra }, nodeArgs);
      stops.unshift(server.stop);
      return server;
    };
    const http = await start('http', { CMS_TRANSPORT: 'http' });
    const inProcess = await start('in-process', { CMS_TRANSPORT: 'in-process' });
    const pages = await pageTypes(inProcess.url, (label) => console.warn(`${name}: no ${label} found`));
    // every page type in rounds on both servers first: the first page types measured would otherwise
    // pay for compiling the code every view runs
    for (let round = 0; round < warmUp; round++) for (const page of pages) for (const server of [http, inProcess]) await view(`${server.url}${page.path}`);
    const cpu = new Map<string, number[]>();
    for (const page of pages) {
      cpu.set(page.label, await interleaved([http, inProcess], page.path, views));
      console.log(`${name} ${page.label}: ${cpu.get(page.label)!.map((ms) => ms.toFixed(1)).join(' / ')} ms`);
    }
    const profile = new Map<string, string[]>();
    if (profileDir) {
      // alone on the machine's share of this run
      for (const server of [http, inProcess]) await server.stop();
      const dir = path.join(profileDir, name);
      fs.mkdirSync(dir, { recursive: true });
      const profiled = await start('profiled', { CMS_TRANSPORT: 'in-process' }, ['--cpu-prof', `--cpu-prof-dir=${dir}`]);
      const windows: Window[] = [];
      for (let round = 0; round < warmUp; round++) for (const page of pages) await view(`${profiled.url}${page.path}`);
      for (const page of pages) {
        for (let i = 0; i < WARM_UP; i++) await view(`${profiled.url}${page.path}`);
        const from = Number(process.hrtime.bigint() / 1000n);
        for (let i = 0; i < views; i++) await view(`${profiled.url}${page.path}`);
        windows.push({ label: page.label, from, to: Number(process.hrtime.bigint() / 1000n) });
      }
      await profiled.stop();
      stops.shift();
      // one file per thread: the server's and the embedded back end's
      const files = fs.readdirSync(dir).filter((entry) => entry.endsWith('.cpuprofile'));
      if (files.length === 0) console.warn(`${name}: the profiled server wrote no profile`);
      else for (const [label, lines] of topSelfTime(files.map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as CpuProfile), windows, 6)) profile.set(label, lines);
    }
    return { run: { name, cpu, profile }, pages };
  } finally {
    for (const stop of stops) await stop();
  }
}

export async function runUncachedBench(argv: string[]): Promise<boolean> {
  const { values } = parseArgs({
    args: argv.filter((arg) => arg !== '--uncached'),
    options: { databases: { type: 'string', default: 'pglite,postgres' }, views: { type: 'string', default: '20' }, 'warm-up': { type: 'string', default: '60' }, 'pg-database': { type: 'string' }, profile: { type: 'boolean', default: false } },
  });
  const views = Number(values.views);
  const warmUp = Math.max(1, Number(values['warm-up']));
  const databases = values.databases!.split(',');
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'orchestra-uncached-'));
  const profileDir = values.profile ? path.join(tmp, 'profiles') : null;
  const runs: DatabaseRun[] = [];
  let pages: PageType[] = [];
  const admin = new pg.Client({ connectionString: pgAdmin });
  let created: string | null = null;
  const load = os.loadavg()[0].toFixed(1);
  try {
    if (databases.includes('pglite')) {
      const result = await measureDatabase('PGlite', async (label) => ({ dir: dataDir(tmp, `pglite-${label}`), env: {} }), views, warmUp, profileDir);
      runs.push(result.run);
      pages = result.pages;
    }
    if (databases.includes('postgres')) {
      let database = values['pg-database'];
      const media = path.join(tmp, 'pg-media');
      if (process.env.BENCH_DATA_DIR) fs.cpSync(path.join(process.env.BENCH_DATA_DIR, 'media'), media, { recursive: true });
      if (!database) {
        await admin.connect();
        database = created = `bench_uncached_${process.pid}`;
        await admin.query(`CREATE DATABASE ${database}`);
        console.log(`seeding ${database} …`);
        await seed(database, media);
      }
      const url = urlOf(database);
      const result = await measureDatabase('PostgreSQL', async () => ({ dir: path.join(tmp, 'pg-data'), env: { DATABASE_URL: url, MEDIA_DIR: media, SEED: 'false' } }), views, warmUp, profileDir);
      runs.push(result.run);
      if (!pages.length) pages = result.pages;
    }
  } finally {
    if (created) await admin.query(`DROP DATABASE IF EXISTS ${created} WITH (FORCE)`).catch(() => {});
    await admin.end().catch(() => {});
  }
  const header = ['Page', ...runs.flatMap((run) => [`${run.name} over HTTP`, `${run.name} in process`, 'change'])];
  const lines = [`Uncached views, every cache off, ${views} views per page and server (asked alternately, ${ROUNDS} rounds) after ${warmUp} round${warmUp === 1 ? '' : 's'} of every page type; CPU ms per view of the server process; load average ${load} before, ${os.loadavg()[0].toFixed(1)} after. Target: ≤ ${TARGET_MS} ms.`, '', `| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`];
  let met = true;
  for (const page of pages) {
    const cells = [`${page.label} ${page.path}`];
    for (const run of runs) {
      const [overHttp, inProcess] = run.cpu.get(page.label) ?? [Number.NaN, Number.NaN];
      if (!(inProcess <= TARGET_MS)) met = false;
      cells.push(overHttp.toFixed(1), `${inProcess.toFixed(1)}${inProcess <= TARGET_MS ? '' : ' (missed)'}`, `${(((inProcess - overHttp) / overHttp) * 100).toFixed(0)} %`);
    }
    lines.push(`| ${cells.join(' | ')} |`);
  }
  for (const run of runs) {
    if (!run.profile.size) continue;
    lines.push('', `Top self time per page type, ${run.name}, in process (share of the page's samples):`, '');
    for (const [label, top] of run.profile) lines.push(`- **${label}**: ${top.join('; ')}`);
  }
  console.log(`\n${lines.join('\n')}\n`);
  if (profileDir) console.log(`Profiles: ${profileDir} (open in Chrome DevTools)`);
  else fs.rmSync(tmp, { recursive: true, force: true });
  return met;
}
