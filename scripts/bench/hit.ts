/**
 * `npm run bench -- --hit [--rounds 3]` (issue 41): the product's cached hits against the runtime
 * itself. Starts the built server (page cache on) on a copy of BENCH_DATA_DIR, stores five page types
 * (home, content page, concerts, a concert, a story), and starts a bare node:http server
 * (./bareServer.cjs) that answers the same paths with the very status, headers and bytes the page
 * cache sent (no compression asked: wrk sends no Accept-Encoding). wrk (one thread, 50 connections,
 * BENCH_DURATION s) runs against each in turn, interleaved over `--rounds` rounds so both see the
 * same neighbours; prints requests/s of both and the ratio. Target: ≥ 85 % of the bare server.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DYNO_ENV, dataDir, startServer } from './servers';
import { pageTypes } from './pageTypes';
import { wrkLoad } from './wrk';

const TARGET = 0.85;
const CONNECTIONS = 50;
const PAGES = ['home', 'content page', 'concerts', 'concert detail', 'story detail'];
/** what Node writes itself on every answer, the bare server too */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

async function startBare(pagesFile: string): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, [path.join(__dirname, 'bareServer.cjs'), pagesFile], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...DYNO_ENV } });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', () => reject(new Error('the bare server exited')));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM')))),
  };
}

export async function runHitBench(argv: string[]): Promise<boolean> {
  const { values } = parseArgs({ args: argv.filter((arg) => arg !== '--hit'), options: { rounds: { type: 'string', default: '3' } } });
  const rounds = Number(values.rounds);
  const duration = Number(process.env.BENCH_DURATION ?? 10);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'orchestra-hit-'));
  const stops: (() => Promise<void>)[] = [];
  const load = os.loadavg()[0].toFixed(1);
  try {
    const product = await startServer(dataDir(tmp, 'product'), process.env.CMS_URL, DYNO_ENV);
    stops.unshift(product.stop);
    const pages = (await pageTypes(product.url)).filter((page) => PAGES.includes(page.label));
    const stored: Record<string, { status: number; headers: [string, string][]; body: string }> = {};
    for (const page of pages) {
      await (await fetch(`${product.url}${page.path}`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer();
      const answer = await fetch(`${product.url}${page.path}`, { headers: { 'accept-encoding': 'identity' } });
      if (answer.headers.get('x-cache') !== 'HIT') throw new Error(`${page.path} was not served from the page cache`);
      const headers: [string, string][] = [];
      answer.headers.forEach((value, name) => {
        if (!OWN_HEADERS.has(name)) headers.push([name, value]);
      });
      stored[page.path] = { status: answer.status, headers, body: Buffer.from(await answer.arrayBuffer()).toString('base64') };
    }
    const pagesFile = path.join(tmp, 'pages.json');
    fs.writeFileSync(pagesFile, JSON.stringify(stored));
    const bare = await startBare(pagesFile);
    stops.unshift(bare.stop);

    const lines = [
      `Cached hits against a bare node:http server writing the same stored bytes and headers: wrk, 1 thread, ${CONNECTIONS} connections, ${duration} s each, ${rounds} rounds interleaved; load average ${load} before.`,
      '',
      '| Page | Product req/s (per round) | Bare Node req/s (per round) | Product / bare |',
      '|---|---|---|---|',
    ];
    let met = true;
    for (const page of pages) {
      const ours: number[] = [];
      const theirs: number[] = [];
      for (let round = 0; round < rounds; round++) {
        ours.push((await wrkLoad(`${product.url}${page.path}`, CONNECTIONS, duration)).rps);
        theirs.push((await wrkLoad(`${bare.url}${page.path}`, CONNECTIONS, duration)).rps);
      }
      const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
      const ratio = sum(ours) / sum(theirs);
      if (ratio < TARGET) met = false;
      lines.push(`| ${page.label} ${page.path} | ${ours.join(', ')} | ${theirs.join(', ')} | ${(100 * ratio).toFixed(1)} %${ratio < TARGET ? ' (missed)' : ''} |`);
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
