/**
 * `npm run bench -- --paired A B [--rounds 30]`: CPU ms per uncached view of two builds, asked
 * alternately, one view at a time, so both see the same neighbours at the same moment (on a shared
 * machine the absolute figure moves with the load; the ratio B/A does not). A and B are running
 * servers given as `url@pid` (start each from its own build with PAGE_CACHE_MB=0 on its own copy of
 * one seeded data directory; docs/performance.md, issue 23). Each round asks every page of PATHS of
 * A then B (B then A on odd rounds); the CPU of each view is read from that server's /proc before
 * and after it. Prints both figures and B/A. `--every-type`: every public page type (19, ./pageTypes.ts,
 * the detail pages found on B) instead of PATHS, and a table of CPU ms per view per page type;
 * `--paths "/de/orchester,/en/orchestra"`: those paths instead, with the same table.
 * Each side's CPU is also split by thread over the measured rounds: the main thread (the render),
 * the busiest other thread (the embedded back end's, when there is one) and all the others together
 * (V8's helper threads, which compile and collect garbage, and libuv's pool, which compresses):
 * /proc/PID/task, as the process's own total hides the work of threads that run no code of ours.
 */
import { parseArgs } from 'node:util';
import { cpuMs, threadCpuMs } from './processStats';
import { pageTypes } from './pageTypes';
import { serverSpec } from './serverSpec';

/** Page types of both languages, lists and details of the demo content (a missing one fails the run). */
const PATHS = ['/de', '/de/konzerte', '/de/konzerte/rasumowsky/4', '/de/stories', '/de/stories/podcast-hoeren-lernen-folge-1/15', '/de/orchester', '/de/orchester/hanna-lindqvist/2', '/de/ueber-uns', '/en', '/en/concerts'];
const WARM_UP_ROUNDS = 2;

interface Side {
  url: string;
  pid: number;
  ms: number;
  views: number;
}

/** CPU ms per view of the main thread, the busiest other and the rest, between two readings of threadCpuMs. */
export function threadSplit(pid: number, before: Map<number, number>, after: Map<number, number>, views: number): { main: number; busiest: number; rest: number } {
  const spent = [...after].map(([tid, ms]) => ({ tid, ms: ms - (before.get(tid) ?? 0) }));
  const main = spent.find((thread) => thread.tid === pid)?.ms ?? 0;
  const others = spent.filter((thread) => thread.tid !== pid).map((thread) => thread.ms).sort((x, y) => y - x);
  const busiest = others[0] ?? 0;
  const rest = others.slice(1).reduce((sum, ms) => sum + ms, 0);
  return { main: main / views, busiest: busiest / views, rest: rest / views };
}

function sideOf(spec: string | undefined): Side {
  const { url, pid } = serverSpec(spec ?? '');
  if (pid === null) throw new Error(`expected url@pid (http://127.0.0.1:4201@12345), got ${spec ?? 'nothing'}`);
  return { url, pid, ms: 0, views: 0 };
}

/** One view; any status but `expected` fails the run (the page type 'not found' answers 404). */
async function view(side: Side, path: string, expected = 200): Promise<void> {
  const response = await fetch(`${side.url}${path}`);
  await response.arrayBuffer();
  if (response.status !== expected) throw new Error(`${side.url}${path} answered ${response.status}`);
}

export async function runPairedCpu(args: string[]): Promise<void> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, strict: false, options: { rounds: { type: 'string' }, 'every-type': { type: 'boolean' }, paths: { type: 'string' } } });
  const [a, b] = positionals.map(sideOf);
  if (!a || !b) throw new Error('npm run bench -- --paired http://host:portA@pidA http://host:portB@pidB [--rounds 30] [--every-type | --paths /a,/b]');
  const rounds = Number(values.rounds ?? 30);
  const chosen = typeof values.paths === 'string' ? values.paths.split(',').map((path) => path.trim()).filter(Boolean) : null;
  const pages = (values['every-type'] ? await pageTypes(b.url, (label) => console.warn(`no ${label} found`)) : (chosen ?? PATHS).map((path) => ({ label: path, path }))).map((page) => ({ ...page, status: page.label === 'not found' ? 404 : 200 }));
  /** per page: CPU ms of A and of B over the rounds */
  const perPage = new Map(pages.map((page) => [page.label, [0, 0]]));
  for (let round = 0; round < WARM_UP_ROUNDS; round += 1) for (const { path, status } of pages) for (const side of [a, b]) await view(side, path, status);
  const threadsBefore = [a, b].map((side) => threadCpuMs(side.pid));
  for (let round = 0; round < rounds; round += 1) {
    for (const { label, path, status } of pages) {
      for (const side of round % 2 ? [b, a] : [a, b]) {
        const before = cpuMs(side.pid);
        await view(side, path, status);
        const spent = cpuMs(side.pid) - before;
        side.ms += spent;
        side.views += 1;
        perPage.get(label)![side === a ? 0 : 1] += spent;
      }
    }
  }
  if (values['every-type'] || chosen) {
    console.log('| Page | A | B | B / A |\n|---|---|---|---|');
    for (const { label, path } of pages) {
      const [msA, msB] = perPage.get(label)!.map((ms) => ms / rounds);
      console.log(`| ${label === path ? path : `${label} ${path}`} | ${msA.toFixed(1)} | ${msB.toFixed(1)} | ${(msB / msA).toFixed(2)} |`);
    }
  }
  const threadsAfter = [a, b].map((side) => threadCpuMs(side.pid));
  const perView = (side: Side) => side.ms / side.views;
  console.log(`A ${a.url}: ${perView(a).toFixed(2)} ms CPU per uncached view (${a.views} views)`);
  console.log(`B ${b.url}: ${perView(b).toFixed(2)} ms CPU per uncached view (${b.views} views)`);
  console.log(`B / A = ${(perView(b) / perView(a)).toFixed(3)}`);
  for (const [index, side] of [a, b].entries()) {
    const split = threadSplit(side.pid, threadsBefore[index], threadsAfter[index], side.views);
    console.log(`${index ? 'B' : 'A'} by thread, ms per view: main ${split.main.toFixed(2)}, busiest other (the embedded back end's) ${split.busiest.toFixed(2)}, the rest (V8's helpers, libuv's pool) ${split.rest.toFixed(2)}`);
  }
}
