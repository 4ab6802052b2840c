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
 * time adds up, without Lighthouse's own window), and the isolated SVG documents a first visit
 * builds (counted in a visit of their own, until hydrated). Chromium and the server: ./lowEndPhone.ts.
 * With `--against`, two builds side by side instead: first visits of each page alternately on A
 * (`--against`) and B (`--url`), `--rounds` each, and per page the medians of the time over 50 ms,
 * of the longest task and of the tasks' count, with B / A (a single visit moves by a fifth), and of
 * the page's layouts: their time, and how many laid out the whole page (every object dirty: the
 * streamed document's first, and one more for each web font arriving after it), and each build's
 * isolated SVG documents.
 *
 *   LIGHTHOUSE_BIN=… npm run bench -- --long-tasks --lantern [--rounds 5] [--pages …] [--url http://B [--against http://A]]
 *
 * With `--lantern`, what Lighthouse's simulation gets to count, from Lighthouse itself: it records
 * the page at the host's own speed and Lantern multiplies every main-thread task of 10 ms or more of
 * that recording by the CPU slowdown; shorter ones are left out of its graph. So per page type the
 * bench runs `--rounds` Lighthouse first visits on a phone at the low-end slowdown, each with its
 * trace kept (`--save-assets`), and prints the medians of the score, of the total blocking time and of
 * the recorded tasks of 10 ms or more: their count, their time, Σ max(0, task × slowdown − 50 ms)
 * (what they add to the blocking time if all fall after the first paint in the simulation: an upper
 * bound) and the longest; the same by each task's time on a core (its thread clock: a task's wall time
 * also holds its waits for a core, which on two cores Chromium's compositor and browser process and
 * the page's workers take), and, as Lantern does, a task under 10 ms by that time left out; then the
 * tasks of the visit with the median blocking time, with their work and time on a core, and the
 * other threads that ran within them.
 * A trace recorded by puppeteer instead differed from Lighthouse's own: Debian's headless shell lays
 * the unstyled page out on input messages of its own in half of the visits, and under puppeteer main.js
 * ran 25-37 ms at 1× where Lighthouse's traces of the same build show 11-16. With `--against` too,
 * two builds' visits alternately (A, B; B first every other round), each build's medians in a row.
 */
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext, Page } from 'puppeteer';
import { runLighthouseTraced } from './lighthouseRun';
import { onLowEndPhone } from './lowEndPhone';
import { pageTypes } from './pageTypes';
import { median } from './median';

const LONG_TASK_MS = 50;
const QUIET_MS = 5_000;
/** The shortest main-thread task Lantern keeps in its graph (SIGNIFICANT_DUR_THRESHOLD_MS). */
export const LANTERN_TASK_MS = 10;

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** the thread's own CPU time in the event (Chromium's thread clock), where the trace has it */
  tdur?: number;
  pid: number;
  tid: number;
  args?: {
    name?: string;
    data?: { url?: string; functionName?: string; streamed?: boolean; requestId?: string; resourceType?: string; renderBlocking?: string; type?: string };
    beginData?: { dirtyObjects?: number; totalObjects?: number; url?: string };
    /** a hit test's result: `move` for a pointer move's */
    endData?: { move?: boolean; x?: number; y?: number };
    src_file?: string;
    src_func?: string;
  };
}

export interface LongTask {
  startMs: number;
  durationMs: number;
  /**
   * how long the thread ran in it (its thread clock); less than `durationMs` when it waited for a
   * core (on two cores, for Chromium's compositor, its browser process or a worker) or for another
   * thread. Lantern multiplies `durationMs`.
   */
  cpuMs: number;
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
    return [{ startMs: (task.ts - first) / 1000, durationMs: task.dur! / 1000, cpuMs: (task.tdur ?? task.dur!) / 1000, parts: [...parts].filter(([, ms]) => ms >= minMs / 10).sort((a, b) => b[1] - a[1]).slice(0, 3) }];
  });
}

interface Visit {
  tasks: LongTask[];
  layouts: Layouts;
}

/** A new tab of `context` at a phone's size. */
export async function phonePage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  return page;
}

/** One first visit of `url` in a fresh context, traced until no long task has come for QUIET_MS. */
async function traceVisit(browser: Browser, url: string, slowdown: number): Promise<Visit> {
  const context = await browser.createBrowserContext();
  try {
    const page = await phonePage(context);
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
    const { traceEvents } = JSON.parse(Buffer.from((await page.tracing.stop())!).toString()) as { traceEvents: TraceEvent[] };
    return { tasks: longTasksOf(traceEvents), layouts: layoutsOf(traceEvents) };
  } finally {
    await context.close();
  }
}

/** Chromium's trace event for an SVG it builds a page of its own for (an SVG used as an image or a file's `<use>`). */
export const SVG_DOCUMENT_EVENT = 'IsolatedSVGDocumentHost::IsolatedSVGDocumentHost';

/**
 * The events of the renderer `pid` that the page's own loading made: without the input work the
 * browser sends every new tab before the first paint. When the renderer does it after the document
 * has begun but before its stylesheets have arrived, it lays out the unstyled document, in
 * Chromium's default font and with the date field's own SVG icon (46 of 208 visits under load:
 * docs/testing.md). The browser's cost, not the page's. Two kinds, each named by the trace's own
 * events (its `toplevel` category's task events, which the trace must include, and
 * `devtools.timeline`'s hit tests and requests):
 * - a task the input queue posted (`main_thread_event_queue.cc`) before the first paint: the
 *   widget's input messages of a new tab, whose layout has no hit test of its own;
 * - the pointer's hit test (a `HitTest` of a move, at the headless pointer's 0,0) in a frame, with
 *   the layout it forced (the task's events up to the hit test's end), when it ran before the page's
 *   render-blocking stylesheets had all arrived. After them, the layout a hit test forces is the
 *   page's styled one, and stays counted.
 */
export function pageLoadEvents<E extends TraceEvent>(events: E[], pid: number | undefined): E[] {
  const mine = events.filter((e) => e.pid === pid);
  const firstPaint = mine.find((e) => e.name === 'firstPaint')?.ts ?? Infinity;
  const tasks = mine.filter((e) => e.name === POSTED_TASK);
  const inputTasks = tasks.filter((task) => task.ts < firstPaint && (task.args?.src_file ?? '').endsWith('/main_thread_event_queue.cc'));
  const unstyledUntil = Math.min(stylesheetsArrived(mine, firstPaint), firstPaint);
  const pointerSpans = mine
    .filter((e) => e.name === 'HitTest' && e.args?.endData?.move === true && e.ts < unstyledUntil)
    .flatMap((hit) => {
      const task = tasks.find((t) => t.tid === hit.tid && t.ts <= hit.ts && hit.ts <= t.ts + (t.dur ?? 0));
      return task ? [{ tid: hit.tid, from: task.ts, to: hit.ts + (hit.dur ?? 0) }] : [];
    });
  const spans = [...inputTasks.map((task) => ({ tid: task.tid, from: task.ts, to: task.ts + (task.dur ?? 0) })), ...pointerSpans];
  return mine.filter((e) => !spans.some((span) => e.tid === span.tid && e.ts >= span.from && e.ts <= span.to));
}

/** A task in the `toplevel` category, with the source that posted it (`src_file`, `src_func`). */
export const POSTED_TASK = 'ThreadControllerImpl::RunTask';

/** A render-blocking stylesheet the page requested: its address, and when it had arrived (trace time; undefined while it has not). */
export interface BlockingStylesheet {
  url: string;
  arrived: number | undefined;
}

/** The page's render-blocking stylesheets requested before `before` (trace time), from `devtools.timeline`'s request events. */
export function renderBlockingStylesheets(events: TraceEvent[], before = Infinity): BlockingStylesheet[] {
  return events
    .filter((e) => e.name === 'ResourceSendRequest' && e.ts < before && e.args?.data?.resourceType === 'Stylesheet' && e.args.data.renderBlocking === 'blocking')
    .map(({ args }) => ({
      url: args?.data?.url ?? '',
      arrived: events.find((e) => e.name === 'ResourceFinish' && e.args?.data?.requestId === args?.data?.requestId)?.ts,
    }));
}

/**
 * When the last of the page's render-blocking stylesheets (those requested before `firstPaint`) had
 * arrived, in trace time: -Infinity when the trace names none (no hit test is then taken for the
 * unstyled page's), Infinity while one has not.
 */
function stylesheetsArrived(events: TraceEvent[], firstPaint: number): number {
  const sheets = renderBlockingStylesheets(events, firstPaint);
  if (sheets.length === 0) return -Infinity;
  return sheets.some((sheet) => sheet.arrived === undefined) ? Infinity : Math.max(...sheets.map((sheet) => sheet.arrived!));
}

/** How many isolated SVG documents a trace's page built on its renderer (its main thread's process), the pointer's left out. */
export function svgDocumentsOf(events: TraceEvent[]): number {
  const pid = pageThreadOf(events)?.[0]?.pid;
  return pid === undefined ? 0 : pageLoadEvents(events, pid).filter((e) => e.name === SVG_DOCUMENT_EVENT).length;
}

/**
 * The isolated SVG documents of a first visit of `url` (each a page, a document and a layout of its
 * own on the main thread: docs/performance.md, "No SVG document of its own"), counted in a visit of
 * their own: the `blink` category they are traced in is not among the timed visits', whose times it
 * would swell.
 */
async function countSvgDocuments(browser: Browser, url: string): Promise<number> {
  const context = await browser.createBrowserContext();
  try {
    const page = await phonePage(context);
    await page.tracing.start({ categories: ['blink', 'devtools.timeline', 'toplevel'] });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, { timeout: 60_000 }, 'hydrated').catch(() => undefined);
    const { traceEvents } = JSON.parse(Buffer.from((await page.tracing.stop())!).toString()) as { traceEvents: TraceEvent[] };
    return svgDocumentsOf(traceEvents);
  } finally {
    await context.close();
  }
}

const blockingOf = (tasks: LongTask[]) => tasks.reduce((sum, task) => sum + task.durationMs - LONG_TASK_MS, 0);

/** Both builds' first visits of each page, alternating (A first on even rounds), and the medians. */
async function compareBuilds(browser: Browser, a: string, b: string, paths: { label: string; path: string }[], rounds: number, slowdown: number): Promise<void> {
  console.log(
    `| Page | blocking over 50 ms A → B (ms) | B / A | longest task A → B (ms) | long tasks A → B | layouts A → B (ms) | whole-page layouts A → B | SVG documents A → B |\n|---|---:|---:|---:|---:|---:|---:|---:|`,
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
    const svg = `${await countSvgDocuments(browser, `${a}${pagePath}`)} → ${await countSvgDocuments(browser, `${b}${pagePath}`)}`;
    console.log(
      `| ${label} | ${blocking.a} → ${blocking.b} | ${(blocking.b / blocking.a).toFixed(2)} | ${both(longest)} | ${both((v) => v.tasks.length)} | ${both((v) => v.layouts.ms)} | ${both((v) => v.layouts.wholePage)} | ${svg} |`,
    );
  }
}

/**
 * What Lantern would add to the blocking time from these 1× tasks at `slowdown`, were all of them
 * after the first paint; with `cpu`, what it would add were each task only as long as its thread ran
 * in it (the page's own work, without its waits for a core of the host): then, as Lantern does, a
 * task shorter than LANTERN_TASK_MS adds nothing.
 */
export function lanternBlockingOf(tasks: LongTask[], slowdown: number, cpu = false): number {
  const lengths = tasks.map((task) => (cpu ? task.cpuMs : task.durationMs)).filter((ms) => !cpu || ms >= LANTERN_TASK_MS);
  return lengths.reduce((sum, ms) => sum + Math.max(0, ms * slowdown - LONG_TASK_MS), 0);
}

/**
 * The other threads' CPU time within the spans of the page's `tasks` (each thread's tasks by its
 * thread clock, the part of each that falls inside a span), the busiest `top` as
 * "process/thread": ms. What held the page's thread off a core while its tasks' wall time ran on.
 */
export function otherThreadsDuring(events: TraceEvent[], tasks: LongTask[], top = 4): [string, number][] {
  const onThread = pageThreadOf(events);
  if (!onThread || tasks.length === 0) return [];
  const { pid, tid } = onThread[0];
  const first = Math.min(...runTasks(onThread).map((e) => e.ts));
  const spans = tasks.map((task) => [first + task.startMs * 1000, first + (task.startMs + task.durationMs) * 1000]);
  const named = (kind: string) => new Map(events.filter((e) => e.name === kind).map((e) => [kind === 'thread_name' ? `${e.pid}:${e.tid}` : `${e.pid}`, e.args?.name ?? '']));
  const threads = named('thread_name');
  const processes = named('process_name');
  const busy = new Map<string, number>();
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || !e.dur || (e.pid === pid && e.tid === tid)) continue;
    const inside = spans.reduce((sum, [from, to]) => sum + Math.max(0, Math.min(to, e.ts + e.dur!) - Math.max(from, e.ts)), 0);
    if (inside === 0) continue;
    const key = `${processes.get(`${e.pid}`) || e.pid}/${threads.get(`${e.pid}:${e.tid}`) || e.tid}`;
    // the part of the task's CPU time inside the spans, in proportion
    busy.set(key, (busy.get(key) ?? 0) + ((e.tdur ?? e.dur!) * inside) / e.dur! / 1000);
  }
  return [...busy].sort((a, b) => b[1] - a[1]).slice(0, top);
}

interface LanternVisit {
  /** the trace's main-thread tasks of LANTERN_TASK_MS or more (at the host's speed) */
  tasks: LongTask[];
  /** the busiest other threads within those tasks (otherThreadsDuring) */
  others: [string, number][];
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
}

/** A phone's first visit by Lighthouse itself at `slowdown`: its score and blocking time, and the tasks its trace holds that Lantern multiplied. */
async function lighthouseVisit(bin: string, url: string, slowdown: number): Promise<LanternVisit> {
  const { run, traceEvents } = await runLighthouseTraced(bin, url, slowdown);
  const tasks = longTasksOf(traceEvents as TraceEvent[], LANTERN_TASK_MS);
  return { tasks, others: otherThreadsDuring(traceEvents as TraceEvent[], tasks), performance: run.scores.performance ?? 0, fcpMs: run.fcpMs, lcpMs: run.lcpMs, tbtMs: run.tbtMs };
}

/**
 * One build or two side by side, as Lantern counts: per round one Lighthouse first visit of each
 * build (B first in every other round, so both see the machine's same moments), and per page and
 * build the medians of the score, the blocking time and the recorded tasks of 10 ms or more.
 */
async function lanternRuns(bin: string, builds: { name: string; origin: string }[], paths: { label: string; path: string }[], rounds: number, slowdown: number): Promise<void> {
  const time = (visit: LanternVisit) => visit.tasks.reduce((sum, task) => sum + task.durationMs, 0);
  const blocking = (visit: LanternVisit) => lanternBlockingOf(visit.tasks, slowdown);
  const cpuTime = (visit: LanternVisit) => visit.tasks.reduce((sum, task) => sum + task.cpuMs, 0);
  const cpuBlocking = (visit: LanternVisit) => lanternBlockingOf(visit.tasks, slowdown, true);
  const longest = (visit: LanternVisit) => Math.max(0, ...visit.tasks.map((task) => task.durationMs));
  console.log(
    `| Page | build | performance | FCP (ms) | LCP (ms) | TBT (ms) | tasks ≥ ${LANTERN_TASK_MS} ms at 1× | their time (ms) | × ${slowdown} − 50, summed (ms) | the thread on a core in them (ms) | that × ${slowdown} − 50, summed (ms) | longest (ms) |\n|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|`,
  );
  const medianVisits: [string, LanternVisit][] = [];
  for (const { label, path: pagePath } of paths) {
    const visits = new Map(builds.map(({ name }) => [name, [] as LanternVisit[]]));
    for (let round = 0; round < rounds; round++) {
      for (const { name, origin } of round % 2 === 0 ? builds : [...builds].reverse()) visits.get(name)!.push(await lighthouseVisit(bin, `${origin}${pagePath}`, slowdown));
    }
    for (const { name } of builds) {
      const own = visits.get(name)!;
      const figure = (of: (visit: LanternVisit) => number) => Math.round(median(own.map(of)));
      console.log(`| ${label} | ${name} | ${figure((v) => v.performance)} | ${figure((v) => v.fcpMs)} | ${figure((v) => v.lcpMs)} | ${figure((v) => v.tbtMs)} | ${figure((v) => v.tasks.length)} | ${figure(time)} | ${figure(blocking)} | ${figure(cpuTime)} | ${figure(cpuBlocking)} | ${figure(longest)} |`);
      const middle = [...own].sort((x, y) => x.tbtMs - y.tbtMs)[Math.floor(own.length / 2)];
      medianVisits.push([`${builds.length > 1 ? `${name} ` : ''}${label} ${pagePath}`, middle]);
    }
  }
  for (const [page, { tasks, others }] of medianVisits) {
    console.log(`\n${page}, the tasks of ${LANTERN_TASK_MS} ms or more of the visit with the median TBT:\n\n| starts at ms | ms | on a core (ms) | what ran in it (ms) |\n|---:|---:|---:|---|`);
    for (const task of tasks) console.log(`| ${Math.round(task.startMs)} | ${task.durationMs.toFixed(1)} | ${task.cpuMs.toFixed(1)} | ${task.parts.map(([work, ms]) => `${work} ${ms.toFixed(1)}`).join(', ') || 'other (the navigation, the network, IPC)'} |`);
    console.log(`\nOther threads on a core within these tasks (ms): ${others.map(([thread, ms]) => `${thread} ${ms.toFixed(0)}`).join(', ') || 'none'}`);
  }
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
  if (values.lantern === true) {
    const bin = process.env.LIGHTHOUSE_BIN;
    if (!bin || !fs.existsSync(bin)) throw new Error('--lantern runs Lighthouse: set LIGHTHOUSE_BIN (docs/performance.md, "Lighthouse")');
    if (typeof values.against === 'string' && typeof values.url !== 'string') throw new Error('--against compares with the build at --url: give both');
    const rounds = Number(values.rounds) || 5;
    return onLowEndPhone(typeof values.url === 'string' ? values.url : undefined, 'long-tasks', async (_browser, origin, slowdown, benchmarkIndex) => {
      const pages = (await pageTypes(origin)).filter((page) => wanted.includes(page.label));
      const builds = typeof values.against === 'string' ? [{ name: 'A', origin: values.against.replace(/\/+$/, '') }, { name: 'B', origin }] : [{ name: '–', origin }];
      console.log(
        `\nLighthouse's first visits on a low-end phone and the tasks of its traces that Lantern multiplied, medians of ${rounds}${builds.length > 1 ? `, alternately A ${builds[0].origin} and B ${origin}` : ''} (benchmarkIndex ${Math.round(benchmarkIndex)}: the low-end slowdown ${slowdown}×; load ${os.loadavg()[0].toFixed(1)})\n`,
      );
      await lanternRuns(bin, builds, pages, rounds, slowdown);
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
      const svgDocuments = await countSvgDocuments(browser, `${origin}${pagePath}`);
      console.log(
        `${label} ${pagePath}: ${tasks.length} long tasks, ${Math.round(blocking)} ms over ${LONG_TASK_MS} ms in all; layouts ${Math.round(layouts.ms)} ms, ${layouts.wholePage} of the whole page; ${svgDocuments} isolated SVG documents\n`,
      );
      console.log('| starts at ms | ms | what ran in it (ms) |\n|---:|---:|---|');
      for (const task of tasks) console.log(`| ${Math.round(task.startMs)} | ${Math.round(task.durationMs)} | ${task.parts.map(([work, ms]) => `${work} ${Math.round(ms)}`).join(', ') || 'other (the navigation, the network)'} |`);
      console.log('');
    }
  });
}
