/**
 * Where a first visit's long tasks come from on a low-end phone (issue 39): a measurement, not a test.
 *
 *   npm run bench -- --long-tasks [--pages "home,concerts,concert detail,story detail"] [--url http://host:port]
 *   npm run bench -- --long-tasks --url http://B --against http://A [--rounds 6] [--pages …]
 *
 * For each page type, a first visit in a fresh context at a phone's size with the CPU slowed as the
 * Lighthouse bench calibrates a low-end phone (./lowEnd.ts), traced (Chrome's timeline): every task
 * of the page's main thread of 50 ms or more, when it started, how long it took and what ran in it
 * (a script's evaluation, a function call of a script, style and layout, parsing the HTML), and the
 * sum of the tasks' time over 50 ms until the page has been quiet for 5 s (what total blocking
 * time adds up, without Lighthouse's own window). Chromium and the server: ./lowEndPhone.ts.
 * With `--against`, two builds side by side instead: first visits of each page alternately on A
 * (`--against`) and B (`--url`), `--rounds` each, and per page the medians of the time over 50 ms,
 * of the longest task and of the tasks' count, with B / A (a single visit moves by a fifth), and of
 * the page's layouts: their time, and how many laid out the whole page (every object dirty: the
 * streamed document's first, and one more for each web font arriving after it).
 *
 *   npm run bench -- --long-tasks --lantern [--rounds 5] [--pages …] [--url …]
 *   npm run bench -- --long-tasks --lantern --url http://B --against http://A [--rounds 5] [--pages …]
 *
 * With `--lantern`, what Lighthouse's simulation gets to count instead: Lighthouse (simulated
 * throttling, its default) records the page at the host's own speed and Lantern multiplies every
 * main-thread task of 10 ms or more by the CPU slowdown; shorter ones are left out of its graph.
 * So each visit is traced at 1×, in a Chromium launched for it as Lighthouse launches one (a reused
 * renderer process has its fonts matched and its caches warm, which made single visits differ by
 * half), and per page type the bench prints the medians over `--rounds` visits of the count and
 * the time of the tasks of 10 ms or more, and of Σ max(0, task × slowdown − 50 ms) over them (what
 * those tasks add to the blocking time at the low-end slowdown if all of them fall after the first
 * paint in the simulation: an upper bound), then the tasks of the median visit with their work.
 * With `--against` too, two builds' first visits alternately (A, B; B first every other round), the
 * medians of each side by side with B / A of the summed figure.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import type { Browser, Page } from 'puppeteer';
import { launchLighthouseChromium, onLowEndPhone } from './lowEndPhone';
import { pageTypes } from './pageTypes';
import { median } from './median';

const LONG_TASK_MS = 50;
const QUIET_MS = 5_000;
/** The shortest main-thread task Lantern keeps in its graph (SIGNIFICANT_DUR_THRESHOLD_MS). */
export const LANTERN_TASK_MS = 10;
/** How long a 1× visit is traced after the network has gone quiet (the consent dialog, the after-load work). */
const SETTLE_MS = 2_500;
/**
 * What Lighthouse 12 records (core/gather/gatherers/trace.js): its tracing costs the page's main
 * thread too (a stack trace on each timeline event, every script's source copied into the trace), and
 * the tasks Lantern multiplies are the ones so recorded.
 */
const LIGHTHOUSE_TRACE_CATEGORIES = [
  '-*',
  'disabled-by-default-lighthouse',
  'loading',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'blink.console',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.screenshot',
  'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-devtools.timeline.frame',
  'latencyInfo',
  'disabled-by-default-devtools.target-rundown',
  'disabled-by-default-devtools.v8-source-rundown-sources',
  'disabled-by-default-devtools.v8-source-rundown',
];
/** How long a Chromium launched for a visit is left to finish starting before the visit. */
const LAUNCH_SETTLE_MS = 2_000;

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string }; beginData?: { dirtyObjects?: number; totalObjects?: number; url?: string } };
}

export interface LongTask {
  startMs: number;
  durationMs: number;
  /** the largest kinds of work in the task, in ms */
  parts: [string, number][];
}

const file = (url: string | undefined) => (url ?? '').split('/').pop()?.split('?')[0] || 'inline';

/** What a trace event inside a task stands for, or null for the ones that only wrap others. */
function workOf(event: TraceEvent): string | null {
  if (event.name === 'EvaluateScript') return `evaluate ${file(event.args?.data?.url)}`;
  if (event.name === 'FunctionCall') return `call in ${file(event.args?.data?.url)}`;
  if (event.name === 'ParseHTML') return 'parse HTML';
  if (event.name === 'ParseAuthorStyleSheet') return 'parse CSS';
  if (event.name === 'v8.compile' || event.name === 'V8.CompileCode') return `compile ${file(event.args?.data?.url)}`;
  if (event.name === 'Layout') return 'layout';
  if (event.name === 'UpdateLayoutTree') return 'style';
  if (event.name === 'Paint' || event.name === 'PrePaint') return 'paint';
  if (event.name === 'MajorGC' || event.name === 'MinorGC') return 'garbage collection';
  return null;
}

const runTasks = (list: TraceEvent[]) => list.filter((e) => e.name === 'RunTask');

/** The complete events of the renderer main thread that did the most work (the page's), or none. */
function pageThreadOf(events: TraceEvent[]): TraceEvent[] | undefined {
  const slices = (thread: TraceEvent) => events.filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && e.dur);
  const busy = (list: TraceEvent[]) => runTasks(list).reduce((sum, e) => sum + e.dur!, 0);
  // the full browser has renderers of its own too (its built-in extensions' pages, busier than ours)
  const parsedWebPage = (list: TraceEvent[]) => list.some((e) => e.name === 'ParseHTML' && /^https?:/.test(e.args?.beginData?.url ?? ''));
  const renderers = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map(slices);
  const pages = renderers.filter(parsedWebPage);
  return (pages.length > 0 ? pages : renderers).sort((a, b) => busy(b) - busy(a))[0];
}

export interface Layouts {
  /** the page's layouts, summed */
  ms: number;
  /** layouts of every object of a page of more than one (a new page, a web font arriving) */
  wholePage: number;
}

/** How long the page's main thread laid out, and how often the whole page. */
export function layoutsOf(events: TraceEvent[]): Layouts {
  const layouts = (pageThreadOf(events) ?? []).filter((e) => e.name === 'Layout');
  const whole = layouts.filter(({ args }) => (args?.beginData?.totalObjects ?? 0) > 1 && args?.beginData?.dirtyObjects === args?.beginData?.totalObjects);
  return { ms: layouts.reduce((sum, e) => sum + e.dur! / 1000, 0), wholePage: whole.length };
}

/**
 * The tasks of `minMs` or more of the renderer's main thread that did the most work (the page's),
 * outermost only, each with its largest kinds of work (those of at least a tenth of `minMs`).
 */
export function longTasksOf(events: TraceEvent[], minMs = LONG_TASK_MS): LongTask[] {
  const onThread = pageThreadOf(events);
  if (!onThread) return [];
  const first = Math.min(...runTasks(onThread).map((e) => e.ts));
  const candidates = runTasks(onThread).filter((e) => e.dur! >= minMs * 1000);
  const tasks = candidates.filter((task) => !candidates.some((outer) => outer !== task && outer.ts <= task.ts && outer.ts + outer.dur! >= task.ts + task.dur!)).sort((a, b) => a.ts - b.ts);
  return tasks.flatMap((task) => {
    const inside = onThread.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= task.ts + task.dur!);
    // the bench's own waiting (puppeteer's evaluate) is not the page's
    if (inside.some((e) => e.name === 'FunctionCall' && (e.args?.data?.url ?? '').startsWith('pptr:'))) return [];
    const parts = new Map<string, number>();
    for (const event of inside) {
      const work = workOf(event);
      if (work) parts.set(work, (parts.get(work) ?? 0) + event.dur! / 1000);
    }
    return [{ startMs: (task.ts - first) / 1000, durationMs: task.dur! / 1000, parts: [...parts].filter(([, ms]) => ms >= minMs / 10).sort((a, b) => b[1] - a[1]).slice(0, 3) }];
  });
}

interface Visit {
  tasks: LongTask[];
  layouts: Layouts;
}

/** The events of the trace the page has been recording. */
async function stopTrace(page: Page): Promise<TraceEvent[]> {
  return (JSON.parse(Buffer.from((await page.tracing.stop())!).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
}

/** One first visit of `url` in a fresh context, traced until no long task has come for QUIET_MS. */
async function traceVisit(browser: Browser, url: string, slowdown: number): Promise<Visit> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(120_000);
    await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    await page.tracing.start({ categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'] });
    await page.goto(url, { waitUntil: 'load' });
    await page.evaluate(
      (quietMs, longMs) =>
        new Promise<void>((resolve) => {
          let timer = setTimeout(resolve, quietMs);
          new PerformanceObserver((list) => {
            if (list.getEntries().some((entry) => entry.duration >= longMs)) {
              clearTimeout(timer);
              timer = setTimeout(resolve, quietMs);
            }
          }).observe({ type: 'longtask' });
        }),
      QUIET_MS,
      LONG_TASK_MS,
    );
    const traceEvents = await stopTrace(page);
    return { tasks: longTasksOf(traceEvents), layouts: layoutsOf(traceEvents) };
  } finally {
    await context.close();
  }
}

const blockingOf = (tasks: LongTask[]) => tasks.reduce((sum, task) => sum + task.durationMs - LONG_TASK_MS, 0);

/** Both builds' first visits of each page, alternating (A first on even rounds), and the medians. */
async function compareBuilds(browser: Browser, a: string, b: string, paths: { label: string; path: string }[], rounds: number, slowdown: number): Promise<void> {
  console.log(
    `| Page | blocking over 50 ms A → B (ms) | B / A | longest task A → B (ms) | long tasks A → B | layouts A → B (ms) | whole-page layouts A → B |\n|---|---:|---:|---:|---:|---:|---:|`,
  );
  for (const { label, path: pagePath } of paths) {
    const visits: Record<'a' | 'b', Visit[]> = { a: [], b: [] };
    for (let round = 0; round < rounds; round++) {
      for (const side of round % 2 ? (['b', 'a'] as const) : (['a', 'b'] as const)) visits[side].push(await traceVisit(browser, `${side === 'a' ? a : b}${pagePath}`, slowdown));
    }
    const of = (side: 'a' | 'b', figure: (visit: Visit) => number) => Math.round(median(visits[side].map(figure)));
    const both = (figure: (visit: Visit) => number) => `${of('a', figure)} → ${of('b', figure)}`;
    const blocking = { a: of('a', (v) => blockingOf(v.tasks)), b: of('b', (v) => blockingOf(v.tasks)) };
    const longest = (v: Visit) => Math.max(0, ...v.tasks.map((task) => task.durationMs));
    console.log(
      `| ${label} | ${blocking.a} → ${blocking.b} | ${(blocking.b / blocking.a).toFixed(2)} | ${both(longest)} | ${both((v) => v.tasks.length)} | ${both((v) => v.layouts.ms)} | ${both((v) => v.layouts.wholePage)} |`,
    );
  }
}

/** What Lantern would add to the blocking time from these 1× tasks at `slowdown`, were all of them after the first paint. */
export const lanternBlockingOf = (tasks: LongTask[], slowdown: number): number => tasks.reduce((sum, task) => sum + Math.max(0, task.durationMs * slowdown - LONG_TASK_MS), 0);

/** One first visit of `url` at 1× in a Chromium of its own, traced until SETTLE_MS after the network went quiet. */
async function traceAtHostSpeed(url: string): Promise<LongTask[]> {
  const { browser, close } = await launchLighthouseChromium();
  try {
    const page = await browser.newPage();
    page.setDefaultTimeout(120_000);
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    // as Lighthouse, which measures the host's benchmarkIndex and opens about:blank first: a browser
    // just launched is still starting (its profile, its built-in extensions) on the same two cores
    await new Promise((resolve) => setTimeout(resolve, LAUNCH_SETTLE_MS));
    await page.tracing.start({ categories: LIGHTHOUSE_TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: 'networkidle0' });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const traceEvents = await stopTrace(page);
    return longTasksOf(traceEvents, LANTERN_TASK_MS);
  } finally {
    await close();
  }
}

async function lanternTasks(origin: string, paths: { label: string; path: string }[], rounds: number, slowdown: number): Promise<void> {
  console.log(`| Page | tasks ≥ ${LANTERN_TASK_MS} ms at 1× | their time (ms) | × ${slowdown} − 50, summed (ms) | longest (ms) |\n|---|---:|---:|---:|---:|`);
  const medianVisits: [string, LongTask[]][] = [];
  for (const { label, path: pagePath } of paths) {
    const visits: LongTask[][] = [];
    for (let round = 0; round < rounds; round++) visits.push(await traceAtHostSpeed(`${origin}${pagePath}`));
    const figure = (of: (tasks: LongTask[]) => number) => median(visits.map(of));
    const time = (tasks: LongTask[]) => tasks.reduce((sum, task) => sum + task.durationMs, 0);
    const blocking = (tasks: LongTask[]) => lanternBlockingOf(tasks, slowdown);
    console.log(
      `| ${label} | ${figure((t) => t.length)} | ${Math.round(figure(time))} | ${Math.round(figure(blocking))} | ${Math.round(figure((t) => Math.max(0, ...t.map((task) => task.durationMs))))} |`,
    );
    const middle = [...visits].sort((a, b) => blocking(a) - blocking(b))[Math.floor(visits.length / 2)];
    medianVisits.push([`${label} ${pagePath}`, middle]);
  }
  printMedianVisits(medianVisits);
}

function printMedianVisits(medianVisits: [string, LongTask[]][]): void {
  for (const [page, tasks] of medianVisits) {
    console.log(`\n${page}, the median visit's tasks of ${LANTERN_TASK_MS} ms or more:\n\n| starts at ms | ms | what ran in it (ms) |\n|---:|---:|---|`);
    for (const task of tasks) console.log(`| ${Math.round(task.startMs)} | ${task.durationMs.toFixed(1)} | ${task.parts.map(([work, ms]) => `${work} ${ms.toFixed(1)}`).join(', ') || 'other (the navigation, the network, IPC)'} |`);
  }
}

/**
 * Two builds side by side, as Lantern counts: per round one first visit of each (A, B; B first in
 * every other round), each at 1× in a Chromium of its own, so both see the machine's same moments.
 */
async function lanternAgainst(a: string, b: string, paths: { label: string; path: string }[], rounds: number, slowdown: number): Promise<void> {
  const time = (tasks: LongTask[]) => tasks.reduce((sum, task) => sum + task.durationMs, 0);
  const blocking = (tasks: LongTask[]) => lanternBlockingOf(tasks, slowdown);
  console.log(
    `| Page | tasks ≥ ${LANTERN_TASK_MS} ms, A → B | their time (ms), A → B | × ${slowdown} − 50, summed (ms), A → B | B / A | longest (ms), A → B |\n|---|---:|---:|---:|---:|---:|`,
  );
  const medianVisits: [string, LongTask[]][] = [];
  for (const { label, path: pagePath } of paths) {
    const visits: Record<'a' | 'b', LongTask[][]> = { a: [], b: [] };
    for (let round = 0; round < rounds; round++) {
      for (const build of round % 2 === 0 ? (['a', 'b'] as const) : (['b', 'a'] as const)) visits[build].push(await traceAtHostSpeed(`${build === 'a' ? a : b}${pagePath}`));
    }
    const both = (of: (tasks: LongTask[]) => number, digits = 0) => `${median(visits.a.map(of)).toFixed(digits)} → ${median(visits.b.map(of)).toFixed(digits)}`;
    const ratio = median(visits.b.map(blocking)) / Math.max(1, median(visits.a.map(blocking)));
    console.log(`| ${label} | ${both((t) => t.length)} | ${both(time)} | ${both(blocking)} | ${ratio.toFixed(2)} | ${both((t) => Math.max(0, ...t.map((task) => task.durationMs)))} |`);
    for (const build of ['a', 'b'] as const) {
      medianVisits.push([`${build.toUpperCase()} ${label} ${pagePath}`, [...visits[build]].sort((x, y) => blocking(x) - blocking(y))[Math.floor(rounds / 2)]]);
    }
  }
  printMedianVisits(medianVisits);
}

export async function runLongTasksBench(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      'long-tasks': { type: 'boolean' },
      lantern: { type: 'boolean' },
      pages: { type: 'string', default: 'home,concerts,concert detail,story detail' },
      url: { type: 'string' },
      against: { type: 'string' },
      rounds: { type: 'string' },
    },
    strict: false,
  });
  const wanted = String(values.pages).split(',').map((label) => label.trim());
  if (values.lantern === true && typeof values.against === 'string') {
    if (typeof values.url !== 'string') throw new Error('--against compares with the build at --url: give both');
    const [a, b] = [values.against, values.url].map((url) => url.replace(/\/+$/, ''));
    const rounds = Number(values.rounds) || 5;
    return onLowEndPhone(b, 'long-tasks', async (_browser, origin, slowdown, benchmarkIndex) => {
      const pages = (await pageTypes(origin)).filter((page) => wanted.includes(page.label));
      console.log(
        `\nTasks Lighthouse's simulation keeps, two builds: first visits at 1×, a Chromium each, alternately A ${a} and B ${b}, medians of ${rounds} each (benchmarkIndex ${Math.round(benchmarkIndex)}: the low-end slowdown ${slowdown}×; load ${os.loadavg()[0].toFixed(1)})\n`,
      );
      await lanternAgainst(a, b, pages, rounds, slowdown);
    });
  }
  if (values.lantern === true) {
    const rounds = Number(values.rounds) || 5;
    return onLowEndPhone(typeof values.url === 'string' ? values.url : undefined, 'long-tasks', async (_browser, origin, slowdown, benchmarkIndex) => {
      const pages = (await pageTypes(origin)).filter((page) => wanted.includes(page.label));
      console.log(
        `\nTasks Lighthouse's simulation keeps: first visits at 1×, a Chromium each, medians of ${rounds} (benchmarkIndex ${Math.round(benchmarkIndex)}: the low-end slowdown ${slowdown}×; load ${os.loadavg()[0].toFixed(1)})\n`,
      );
      await lanternTasks(origin, pages, rounds, slowdown);
    });
  }
  if (typeof values.against === 'string') {
    if (typeof values.url !== 'string') throw new Error('--against compares with the build at --url: give both');
    const [a, b] = [values.against, values.url].map((url) => url.replace(/\/+$/, ''));
    return onLowEndPhone(b, 'long-tasks', async (browser, origin, slowdown, benchmarkIndex) => {
      const pages = (await pageTypes(origin)).filter((page) => wanted.includes(page.label));
      console.log(`\nLong tasks of first visits on a phone, CPU ${slowdown}× (benchmarkIndex ${Math.round(benchmarkIndex)}, load ${os.loadavg()[0].toFixed(1)}), medians of ${Number(values.rounds) || 6} alternating visits each; A ${a}, B ${b}\n`);
      await compareBuilds(browser, a, b, pages, Number(values.rounds) || 6, slowdown);
    });
  }
  await onLowEndPhone(typeof values.url === 'string' ? values.url : undefined, 'long-tasks', async (browser, origin, slowdown, benchmarkIndex) => {
    const pages = (await pageTypes(origin)).filter((page) => wanted.includes(page.label));
    console.log(`\nLong tasks of a first visit on a phone, CPU ${slowdown}× (benchmarkIndex ${Math.round(benchmarkIndex)}, load ${os.loadavg()[0].toFixed(1)})\n`);
    for (const { label, path: pagePath } of pages) {
      const { tasks, layouts } = await traceVisit(browser, `${origin}${pagePath}`, slowdown);
      const blocking = blockingOf(tasks);
      console.log(
        `${label} ${pagePath}: ${tasks.length} long tasks, ${Math.round(blocking)} ms over ${LONG_TASK_MS} ms in all; layouts ${Math.round(layouts.ms)} ms, ${layouts.wholePage} of the whole page\n`,
      );
      console.log('| starts at ms | ms | what ran in it (ms) |\n|---:|---:|---|');
      for (const task of tasks) console.log(`| ${Math.round(task.startMs)} | ${Math.round(task.durationMs)} | ${task.parts.map(([work, ms]) => `${work} ${Math.round(ms)}`).join(', ') || 'other (the navigation, the network)'} |`);
      console.log('');
    }
  });
}
