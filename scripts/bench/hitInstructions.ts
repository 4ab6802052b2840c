/**
 * `npm run bench -- --hit --instructions` (issue 41): a cached hit's cost counted, not timed. The
 * product and the bare node:http server of ./hit.ts run under valgrind's callgrind (./callgrind.ts);
 * for each of the five page types both take hits from wrk, and the instructions of the stretch
 * counted, divided by the hits answered in it, give instructions per hit. On a shared host the timed
 * bench's ratio moved by a quarter between runs minutes apart (docs/performance.md, "The hit path"),
 * where one process counted twice agreed within 0.4 % (two processes of one build differed by up to
 * 13 %: what each isolate had run before).
 *
 * The product first renders the 19 page types, as a running site has; each server takes
 * WARM_S seconds of hits uncounted per page (V8 optimises as it would), then counting goes on,
 * COUNT_WARM_S more seconds, the counters are zeroed, and BENCH_DURATION seconds (default 15) are
 * counted. Only the main thread is counted, where the hits are answered: the embedded back end's
 * thread (its upkeep, its queries) is left out, and what the main thread does besides answering in
 * that stretch (the content version's stream) is counted in its hits. Target: the bare server's instructions per
 * hit ≥ 85 % of the product's (so the product answers at ≥ 85 % of its speed). Needs valgrind (Debian's
 * `valgrind`); the product's start under it takes minutes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DYNO_ENV, dataDir, startServer } from './servers';
import { pageTypes } from './pageTypes';
import { callgrindControl, callgrindWrapper, dumpsOf, selfInstructions } from './callgrind';
import { PAGES, TARGET, startBare, storePages, type Started } from './hit';
import { wrkLoad } from './wrk';

/** Hits uncounted before counting starts, per page and server (seconds). */
const WARM_S = 10;
/** Hits counted but zeroed after counting starts: valgrind translates the code anew (seconds). */
const COUNT_WARM_S = 5;
/** Few connections: the hits in flight when the counters are zeroed or dumped are not in wrk's count. */
const CONNECTIONS = 4;
const HOST = '127.0.0.1';

const wrk = (url: string, seconds: number) => wrkLoad(url, CONNECTIONS, seconds, {}, undefined, [], { warmUp: false, graceSeconds: 120 });

/** Waits until `file` exists and its size holds still (a minute at most). */
async function written(file: () => string | undefined): Promise<string> {
  let size = -1;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    const found = file();
    const now = found && fs.existsSync(found) ? fs.statSync(found).size : -1;
    if (found && now > 0 && now === size) return found;
    size = now;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('callgrind wrote no dump within a minute');
}

/** Instructions per hit of `url` on the server `pid` (running under callgrind, dumping to `dir`). */
async function instructionsPerHit(server: Started, pagePath: string, dir: string, seconds: number): Promise<{ perHit: number; hits: number }> {
  const url = `${server.url}${pagePath}`;
  await wrk(url, WARM_S);
  await callgrindControl(server.pid, ['-i', 'on'], HOST);
  await wrk(url, COUNT_WARM_S);
  const before = new Set(dumpsOf(dir, server.pid));
  await callgrindControl(server.pid, ['-z'], HOST);
  const counted = await wrk(url, seconds);
  await callgrindControl(server.pid, ['-d'], HOST);
  const dump = await written(() => dumpsOf(dir, server.pid).find((file) => !before.has(file)));
  await callgrindControl(server.pid, ['-i', 'off'], HOST);
  const hits = counted.requests ?? 0;
  if (hits === 0 || counted.errors > 0) throw new Error(`${url}: ${hits} hits counted, ${counted.errors} errors`);
  return { perHit: selfInstructions(fs.readFileSync(dump, 'utf8')) / hits, hits };
}

export async function runHitInstructions(): Promise<boolean> {
  const seconds = Number(process.env.BENCH_DURATION ?? 15);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'orchestra-hit-instructions-'));
  const dumps = path.join(tmp, 'dumps');
  fs.mkdirSync(dumps);
  const stops: (() => Promise<void>)[] = [];
  try {
    console.log('Starting the product under callgrind (minutes)…');
    const product = await startServer(dataDir(tmp, 'product'), process.env.CMS_URL, DYNO_ENV, [], callgrindWrapper(dumps));
    stops.unshift(product.stop);
    const types = await pageTypes(product.url);
    for (const type of types) await (await fetch(`${product.url}${type.path}`)).arrayBuffer();
    const pages = types.filter((page) => PAGES.includes(page.label));
    const pagesFile = path.join(tmp, 'pages.json');
    await storePages(product.url, pages.map((page) => page.path), pagesFile);
    const bare = await startBare(pagesFile, [], callgrindWrapper(dumps), { HOST });
    stops.unshift(bare.stop);

    const lines = [
      `Instructions per cached hit (callgrind), the product against a bare node:http server writing the same stored bytes and headers: wrk, 1 thread, ${CONNECTIONS} connections; per page and server ${WARM_S} s uncounted, ${COUNT_WARM_S} s counted and zeroed, ${seconds} s counted.`,
      '',
      '| Page | Product instructions per hit (hits) | Bare Node instructions per hit (hits) | Bare / product |',
      '|---|---|---|---|',
    ];
    let met = true;
    for (const page of pages) {
      const ours = await instructionsPerHit(product, page.path, dumps, seconds);
      const theirs = await instructionsPerHit(bare, page.path, dumps, seconds);
      const ratio = theirs.perHit / ours.perHit;
      if (ratio < TARGET) met = false;
      lines.push(`| ${page.label} ${page.path} | ${Math.round(ours.perHit).toLocaleString('en')} (${ours.hits}) | ${Math.round(theirs.perHit).toLocaleString('en')} (${theirs.hits}) | ${(100 * ratio).toFixed(1)} %${ratio < TARGET ? ' (missed)' : ''} |`);
      console.log(lines.at(-1));
    }
    lines.push('', `Target: ≥ ${TARGET * 100} % on every page (the product at least that fraction of the runtime's own speed).`);
    console.log(`\n${lines.join('\n')}\n`);
    return met;
  } finally {
    for (const stop of stops) await stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
