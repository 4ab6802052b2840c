/**
 * `npm run bench -- --hit [--rounds 3]` (issue 41): the product's cached hits against the runtime
 * itself. Starts the built server (page cache on) on a copy of BENCH_DATA_DIR, stores five page types
 * (home, content page, concerts, a concert, a story), and starts a bare node:http server
 * (./bareServer.cjs) that answers the same paths with the very status, headers and bytes the page
 * cache sent (no compression asked: wrk sends no Accept-Encoding). For each page, over `--rounds`
 * rounds, the product and the bare server take hits at the same time, each from its own wrk (one
 * thread, 50 connections, BENCH_DURATION s after 2 s of warm-up): both servers share one CPU, so
 * Linux gives each half of it and the ratio of their requests/s is the ratio of their costs per hit,
 * measured in the same seconds. Prints requests/s of both, the ratio, and each one's CPU per hit
 * (/proc). Target: ≥ 85 % of the bare server.
 *
 * A third server runs the bare server's very code after it has fetched the 19 page types from the
 * product once (`bareServer.cjs` with an origin and paths): nineteen outgoing requests cost a bare
 * server's hits about as much as a real application's history costs the product's (session 56,
 * docs/performance.md, "Where targets are missed"), so its column tells what the isolate's history
 * costs from what a hit does. The target stays against the untouched bare server.
 *
 * `--front` adds a fourth: the product's own page cache in a process that never renders
 * (./frontServer.ts), every other request proxied to the product, the page types fetched through
 * it first (so it has proxied as the product has rendered): what "hits from an isolate that never
 * renders" would give (docs/performance.md, "Where targets are missed", session 56).
 *
 * On a machine of two cores or more every server (every thread) runs on CPU 0 and the wrk processes
 * on CPU 1 (taskset). One server after the other, as this bench first measured, the host moved a
 * page's ratio by a quarter between runs minutes apart (the bare server alone 19,500–30,000 hits/s
 * on one page within a run); loaded at once the ratio held within 2–4 % while both servers' rates
 * moved by half (docs/performance.md, "The hit path").
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DYNO_ENV, dataDir, startServer } from './servers';
import { pageTypes } from './pageTypes';
import { build } from 'esbuild';
import { cpuMs } from './processStats';
import { wrkLoad, type WrkOptions } from './wrk';

export const TARGET = 0.85;
const CONNECTIONS = 50;
export const PAGES = ['home', 'content page', 'concerts', 'concert detail', 'story detail'];
/** what Node writes itself on every answer, the bare server too */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** Every thread of `pid` on CPU `cpu` (new threads inherit it); false when taskset is not there. */
function pin(pid: number, cpu: number): boolean {
  try {
    execFileSync('taskset', ['-a', '-p', '-c', String(cpu), String(pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

export interface Started {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** A Node script that prints its port once it answers; `wrapper`: a command node runs under (valgrind). */
async function startScript(script: string, args: string[], wrapper: string[] = [], env: Record<string, string> = {}): Promise<Started> {
  const [command, ...commandArgs] = [...wrapper, process.execPath, script, ...args];
  const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...DYNO_ENV, ...env } });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', () => reject(new Error('the bare server exited')));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM')))),
  };
}

export const startBare = (pagesFile: string, warmUp: string[] = [], wrapper: string[] = [], env: Record<string, string> = {}) =>
  startScript(path.join(__dirname, 'bareServer.cjs'), [pagesFile, ...warmUp], wrapper, env);

/** What the page cache of the product at `url` sends for each of `paths` (each asked twice, the second a hit), written for ./bareServer.cjs to `file`. */
export async function storePages(url: string, paths: string[], file: string): Promise<void> {
  const stored: Record<string, { status: number; headers: [string, string][]; body: string }> = {};
  for (const page of paths) {
    await (await fetch(`${url}${page}`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer();
    const answer = await fetch(`${url}${page}`, { headers: { 'accept-encoding': 'identity' } });
    if (answer.headers.get('x-cache') !== 'HIT') throw new Error(`${page} was not served from the page cache`);
    const headers: [string, string][] = [];
    answer.headers.forEach((value, name) => {
      if (!OWN_HEADERS.has(name)) headers.push([name, value]);
    });
    stored[page] = { status: answer.status, headers, body: Buffer.from(await answer.arrayBuffer()).toString('base64') };
  }
  fs.writeFileSync(file, JSON.stringify(stored));
}

/** ./frontServer.ts bundled into `dir` (plain JavaScript: no loader in its isolate) and started. */
async function startFront(dir: string, pagesFile: string, productUrl: string): Promise<Started> {
  const outfile = path.join(dir, 'front.cjs');
  await build({ entryPoints: [path.join(__dirname, 'frontServer.ts')], bundle: true, platform: 'node', format: 'cjs', outfile, logLevel: 'warning' });
  return startScript(outfile, [pagesFile, productUrl]);
}

export async function runHitBench(argv: string[]): Promise<boolean> {
  if (argv.includes('--instructions')) {
    const { runHitInstructions } = await import('./hitInstructions');
    return runHitInstructions();
  }
  const { values } = parseArgs({ args: argv.filter((arg) => arg !== '--hit'), options: { rounds: { type: 'string', default: '3' }, front: { type: 'boolean', default: false } } });
  const rounds = Number(values.rounds);
  const duration = Number(process.env.BENCH_DURATION ?? 10);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'orchestra-hit-'));
  const stops: (() => Promise<void>)[] = [];
  const load = os.loadavg()[0].toFixed(1);
  try {
    const product = await startServer(dataDir(tmp, 'product'), process.env.CMS_URL, DYNO_ENV);
    stops.unshift(product.stop);
    const types = await pageTypes(product.url);
    const pages = types.filter((page) => PAGES.includes(page.label));
    const pagesFile = path.join(tmp, 'pages.json');
    await storePages(product.url, pages.map((page) => page.path), pagesFile);
    const bare = await startBare(pagesFile);
    stops.unshift(bare.stop);
    const fetched = await startBare(pagesFile, [product.url, ...types.map((type) => type.path)]);
    stops.unshift(fetched.stop);
    let front: Started | null = null;
    if (values.front) {
      front = await startFront(tmp, pagesFile, product.url);
      stops.unshift(front.stop);
      for (const type of types) await (await fetch(`${front.url}${type.path}`, { headers: { 'accept-encoding': 'gzip' } })).arrayBuffer();
      for (const page of pages) {
        const answer = await fetch(`${front.url}${page.path}`);
        await answer.arrayBuffer();
        if (answer.headers.get('x-cache') !== 'HIT') throw new Error(`${page.path} was not served from the front's page cache`);
      }
    }
    const pinned = os.cpus().length >= 2 && pin(product.pid, 0) && pin(bare.pid, 0) && pin(fetched.pid, 0) && (!front || pin(front.pid, 0));
    const wrkOptions: WrkOptions = pinned ? { cpu: 1 } : {};
    /** `server` and the bare server loaded at once on `pagePath`: requests/s, and each one's CPU µs per request of the measured run */
    const againstBare = async (server: Started, pagePath: string) => {
      const hits = async (loaded: Started) => {
        let before = 0;
        const result = await wrkLoad(`${loaded.url}${pagePath}`, CONNECTIONS, duration, {}, undefined, [], { ...wrkOptions, beforeMeasure: () => (before = cpuMs(loaded.pid)) });
        return { rps: result.rps, cpuUs: ((cpuMs(loaded.pid) - before) * 1000) / Math.max(1, result.requests ?? 0) };
      };
      const [served, bareRun] = await Promise.all([hits(server), hits(bare)]);
      return { served, bare: bareRun };
    };

    const lines = [
      `Cached hits against a bare node:http server writing the same stored bytes and headers, each server loaded at the same time as the bare one: wrk, 1 thread, ${CONNECTIONS} connections per server, ${duration} s, ${rounds} rounds; ${pinned ? 'the servers on CPU 0, wrk on CPU 1' : 'not pinned (taskset or a second CPU missing)'}; load average ${load} before.`,
      '',
      `| Page | Product req/s (per round) | Bare Node req/s at the same time (per round) | Product / bare | CPU µs per hit, product / bare | Bare after 19 fetches / bare (µs per hit) |${front ? ' Front isolate / bare (µs per hit) |' : ''}`,
      `|---|---|---|---|---|---|${front ? '---|' : ''}`,
    ];
    let met = true;
    for (const page of pages) {
      const ours: number[] = [];
      const theirs: number[] = [];
      const fetchedRps: number[] = [];
      const frontRps: number[] = [];
      const cpu = { ours: [] as number[], theirs: [] as number[], fetched: [] as number[], front: [] as number[] };
      const fetchedBare: number[] = [];
      const frontBare: number[] = [];
      for (let round = 0; round < rounds; round++) {
        const ourRun = await againstBare(product, page.path);
        ours.push(ourRun.served.rps);
        theirs.push(ourRun.bare.rps);
        cpu.ours.push(ourRun.served.cpuUs);
        cpu.theirs.push(ourRun.bare.cpuUs);
        const fetchedRun = await againstBare(fetched, page.path);
        fetchedRps.push(fetchedRun.served.rps);
        fetchedBare.push(fetchedRun.bare.rps);
        cpu.fetched.push(fetchedRun.served.cpuUs);
        if (front) {
          const frontRun = await againstBare(front, page.path);
          frontRps.push(frontRun.served.rps);
          frontBare.push(frontRun.bare.rps);
          cpu.front.push(frontRun.served.cpuUs);
        }
      }
      const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
      const ratio = sum(ours) / sum(theirs);
      if (ratio < TARGET) met = false;
      const mean = (values: number[]) => sum(values) / values.length;
      lines.push(`| ${page.label} ${page.path} | ${ours.join(', ')} | ${theirs.join(', ')} | ${(100 * ratio).toFixed(1)} %${ratio < TARGET ? ' (missed)' : ''} | ${mean(cpu.ours).toFixed(1)} / ${mean(cpu.theirs).toFixed(1)} | ${((100 * sum(fetchedRps)) / sum(fetchedBare)).toFixed(1)} % (${mean(cpu.fetched).toFixed(1)}) |${front ? ` ${((100 * sum(frontRps)) / sum(frontBare)).toFixed(1)} % (${mean(cpu.front).toFixed(1)}) |` : ''}`);
      console.log(lines.at(-1));
    }
    lines.push('', `Load average after: ${os.loadavg()[0].toFixed(1)}. Target: ≥ ${TARGET * 100} % on every page.`);
    console.log(`\n${lines.join('\n')}\n`);
    return met;
  } finally {
    for (const stop of stops) await stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
