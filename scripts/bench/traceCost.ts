/**
 * What recording a trace adds to main.js's start (issue 39), a measurement, not a test:
 *
 *   npm run bench -- --trace-cost [--pages concerts] [--rounds 3] [--url http://host:port]
 *
 * Cold first visits (a fresh browser context each, at 1×, a phone's size) traced several ways, in
 * turn: with the timeline's, V8's and loading categories only; with one more of what Lighthouse 12.8
 * records added: the JavaScript stacks (`disabled-by-default-devtools.timeline.stack`), the scripts'
 * rundown, or their source texts (`disabled-by-default-devtools.v8-source-rundown-sources`); with all
 * of Lighthouse's categories; with V8's CPU profiler (which Lighthouse 12.8 leaves out). A visitor's
 * browser records none of them. Prints, per page and way, the medians of main.js's `v8.compile` and
 * `EvaluateScript` on the page's main thread: the part of main.js's task that is the recording's own,
 * which Lighthouse's simulation multiplies into blocking time like the page's work
 * (docs/performance.md, "Where targets are missed", issue 39, session 77). Chromium and the server
 * (without --url): ./lowEndPhone.ts.
 */
import { parseArgs } from 'node:util';
import type { Browser } from 'puppeteer';
import { phonePage, type TraceEvent } from './longTasks';
import { onLowEndPhone } from './lowEndPhone';
import { median } from './median';
import { pageTypes } from './pageTypes';

const BASE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'disabled-by-default-v8.compile', 'loading', 'blink.user_timing'];

/** What Lighthouse 12.8 records on top of those (`core/gather/gatherers/trace.js`, its `getDefaultTraceCategories`). */
const STACKS = ['disabled-by-default-devtools.timeline.stack'];
const SOURCE_RUNDOWN = ['disabled-by-default-devtools.target-rundown', 'disabled-by-default-devtools.v8-source-rundown'];
/** each script's source text written into the trace */
const SOURCES = ['disabled-by-default-devtools.v8-source-rundown-sources'];
const LIGHTHOUSE_REST = ['disabled-by-default-lighthouse', 'blink.console', 'disabled-by-default-devtools.screenshot', 'disabled-by-default-devtools.timeline.frame', 'latencyInfo'];

const WAYS = [
  { name: 'timeline and V8 only', extra: [] as string[] },
  { name: '+ JavaScript stacks', extra: STACKS },
  { name: '+ the scripts\' rundown, no sources', extra: SOURCE_RUNDOWN },
  { name: '+ the scripts\' sources', extra: SOURCES },
  { name: 'Lighthouse 12.8\'s categories', extra: [...STACKS, ...SOURCE_RUNDOWN, ...SOURCES, ...LIGHTHOUSE_REST] },
  { name: '+ V8\'s CPU profiler (not Lighthouse\'s)', extra: ['disabled-by-default-v8.cpu_profiler'] },
];

/** main.js's compile and evaluation on the page's main thread (ms), and whether V8 streamed it. */
interface MainJsCost {
  compileMs: number;
  evaluateMs: number;
  streamed: boolean;
}

const isMainJs = (event: TraceEvent) => /\/main\.[0-9a-f]+\.js$/.test(event.args?.data?.url ?? '');

export function mainJsCostOf(events: TraceEvent[]): MainJsCost | null {
  const evaluate = events.find((e) => e.name === 'EvaluateScript' && isMainJs(e));
  const compile = events.find((e) => e.name === 'v8.compile' && isMainJs(e) && evaluate && e.tid === evaluate.tid && e.pid === evaluate.pid);
  if (!evaluate || !compile) return null;
  return { compileMs: (compile.dur ?? 0) / 1000, evaluateMs: (evaluate.dur ?? 0) / 1000, streamed: compile.args?.data?.streamed === true };
}

async function visit(browser: Browser, url: string, categories: string[]): Promise<MainJsCost | null> {
  const context = await browser.createBrowserContext();
  try {
    const page = await phonePage(context);
    await page.tracing.start({ categories });
    await page.goto(url, { waitUntil: 'load' });
    // main.js is requested once the page is painted (server/render/scriptsAfterPaint.ts): wait for its run
    await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0, { timeout: 60_000 });
    const { traceEvents } = JSON.parse(Buffer.from((await page.tracing.stop())!).toString()) as { traceEvents: TraceEvent[] };
    return mainJsCostOf(traceEvents);
  } finally {
    await context.close();
  }
}

export async function runTraceCostBench(argv: string[]): Promise<void> {
  const { values } = parseArgs({ args: argv, strict: false, options: { pages: { type: 'string', default: 'concerts' }, rounds: { type: 'string', default: '3' }, url: { type: 'string' } } });
  const wanted = String(values.pages).split(',').map((label) => label.trim());
  const rounds = Math.max(1, Number(values.rounds) || 3);
  await onLowEndPhone(typeof values.url === 'string' ? values.url : undefined, 'trace-cost', async (browser, origin) => {
    const pages = (await pageTypes(origin)).filter((page) => wanted.includes(page.label));
    if (!pages.length) throw new Error(`--pages: none of ${wanted.join(', ')} is a page type (./pageTypes.ts)`);
    const rows: string[] = [];
    for (const page of pages) {
      const costs = WAYS.map(() => [] as MainJsCost[]);
      for (let round = 0; round < rounds; round++) {
        for (const [i, way] of WAYS.entries()) {
          const cost = await visit(browser, new URL(page.path, origin).toString(), [...BASE_CATEGORIES, ...way.extra]);
          if (cost) costs[i].push(cost);
        }
        console.error(`bench --trace-cost: ${page.label}, round ${round + 1} of ${rounds}`);
      }
      for (const [i, way] of WAYS.entries()) {
        const of = (pick: (cost: MainJsCost) => number) => (costs[i].length ? median(costs[i].map(pick)).toFixed(1) : '–');
        rows.push(`| ${page.label} \`${page.path}\` | ${way.name} | ${costs[i].length} | ${costs[i].every((cost) => cost.streamed) ? 'yes' : 'no'} | ${of((cost) => cost.compileMs)} | ${of((cost) => cost.evaluateMs)} |`);
      }
    }
    console.log(
      [
        `main.js's start on the page's main thread at 1×, cold first visits traced ${WAYS.length} ways in turn, ${rounds} rounds, medians:`,
        '',
        '| Page | Trace | visits | streamed | v8.compile ms | EvaluateScript ms |',
        '|---|---|---:|---|---:|---:|',
        ...rows,
      ].join('\n'),
    );
  });
}
