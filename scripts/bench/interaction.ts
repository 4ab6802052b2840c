/**
 * Interaction latency on a low-end phone (issue 39 item 4), a measurement, not a test: timing
 * targets hold only on an idle machine (docs/testing.md; test/e2e/interaction.test.ts checks that
 * the same taps take effect, without timing them).
 *
 *   npm run bench -- --inp [--rounds 3] [--url http://host:port]
 *
 * With the CPU slowed as the Lighthouse bench calibrates a low-end phone (./lowEndPhone.ts), on /de/konzerte at a
 * phone's size, a fresh context per round: a tap on the menu button while the page hydrates (after
 * main.js's `hydrate` mark, before `hydrated`) and after it, on "load more" and on a concert filter.
 * Each interaction's latency is its longest Event Timing entry (input delay, handlers and the next
 * paint: what web-vitals' INP reads; under 16 ms is not reported and counts as 0). Prints a Markdown
 * table of every round, the slowest per interaction against the good INP (200 ms), and where the
 * time went (input delay and, of it, the handlers of the interaction's earlier events, processing,
 * presentation: medians over the rounds); exit code 1
 * unless every slowest one is within it. Chromium and the server (without --url): ./lowEndPhone.ts.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import type { Browser, Page } from 'puppeteer';
import { onLowEndPhone } from './lowEndPhone';
import { median } from './median';

/** The good INP's threshold (web.dev/inp). */
export const GOOD_INP_MS = 200;

/** Records every Event Timing entry of an interaction from the page's start, before its scripts. */
const RECORD_INTERACTIONS = `(() => {
  const seen = [];
  window.__interactions = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.interactionId) seen.push({ id: entry.interactionId, name: entry.name, duration: entry.duration, start: entry.startTime, processingStart: entry.processingStart, processingEnd: entry.processingEnd });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})()`;

/** An interaction's latency and its parts (Event Timing): waiting for the main thread, the handlers, until the next paint. */
interface Latency {
  duration: number;
  inputDelay: number;
  /**
   * Of the input delay, the handlers of the same interaction's earlier events (a tap's `pointerdown`
   * before its `click`): where React hydrates synchronously what the tap reached
   */
  earlierHandlers: number;
  processing: number;
  presentation: number;
}

const NONE: Latency = { duration: 0, inputDelay: 0, earlierHandlers: 0, processing: 0, presentation: 0 };

interface Entry {
  id: number;
  name: string;
  duration: number;
  start: number;
  processingStart: number;
  processingEnd: number;
}

/** The handlers' time of `slowest`'s interaction that ran before its own handlers (each entry once: a long tap repeats none). */
export function earlierHandlersOf(entries: Entry[], slowest: Entry): number {
  return entries
    .filter((entry) => entry !== slowest && entry.id === slowest.id && entry.processingEnd <= slowest.processingStart)
    .reduce((sum, entry) => sum + (entry.processingEnd - entry.processingStart), 0);
}

/** The slowest interaction since page time `since` (ms), once two frames have passed (entries come after the paint). */
async function slowestSince(page: Page, since: number): Promise<Latency> {
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))))');
  const entries = (await page.evaluate(`window.__interactions.filter((e) => e.start >= ${since})`)) as Entry[];
  const slowest = entries.reduce<Entry | null>((worst, entry) => (!worst || entry.duration > worst.duration ? entry : worst), null);
  if (!slowest) return NONE;
  return {
    duration: slowest.duration,
    inputDelay: slowest.processingStart - slowest.start,
    earlierHandlers: earlierHandlersOf(entries, slowest),
    processing: slowest.processingEnd - slowest.processingStart,
    presentation: slowest.start + slowest.duration - slowest.processingEnd,
  };
}

/** Taps `selector` once a tap at its centre would reach it (no fading dialog over it). */
async function tapWhenHittable(page: Page, selector: string): Promise<void> {
  await page.waitForFunction(
    `(() => { const el = document.querySelector(${JSON.stringify(selector)}); if (!el) return false; const r = el.getBoundingClientRect(); const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2); return !!hit && el.contains(hit); })()`,
  );
  await page.tap(selector);
}

const now = (page: Page) => page.evaluate('performance.now()') as Promise<number>;
const marked = (name: string) => `performance.getEntriesByName(${JSON.stringify(name)}).length > 0`;

type Measured = 'menu, hydrating' | 'menu, hydrated' | 'load more' | 'concert filter';
const MEASURED: Measured[] = ['menu, hydrating', 'menu, hydrated', 'load more', 'concert filter'];

/** One round: a fresh context, the four taps; their latencies in ms (null: the tap came after hydration had ended). */
async function round(browser: Browser, origin: string, slowdown: number): Promise<Record<Measured, Latency | null>> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    // a slowed CPU on a busy machine: a page load can take a minute
    page.setDefaultTimeout(120_000);
    await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    await page.evaluateOnNewDocument(RECORD_INTERACTIONS);
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    const menu = 'button[aria-controls="site-menu"]';
    const menuOpen = `document.querySelector('${menu}').getAttribute('aria-expanded') === 'true'`;
    await page.goto(`${origin}/de/konzerte`, { waitUntil: 'domcontentloaded' });
    // during hydration: main.js has created the root (its listeners), React has not finished
    await page.waitForFunction(marked('hydrate'));
    const during = (await page.evaluate(marked('hydrated'))) ? null : await now(page);
    await page.tap(menu);
    await page.waitForFunction(menuOpen);
    const hydrating = during === null ? null : await slowestSince(page, during);
    await page.waitForFunction(marked('hydrated'));
    // the consent dialog, shown after hydration, covers the page: answered by a DOM click, not a measured interaction
    await page.waitForSelector('#cc-main [data-role="necessary"]', { visible: true, timeout: 60_000 });
    await page.$eval('#cc-main [data-role="necessary"]', (button) => (button as HTMLButtonElement).click());
    await page.waitForFunction("!document.documentElement.classList.contains('show--consent')");
    // closed by Escape: the consent dialog's focus may have closed it already
    await page.keyboard.press('Escape');
    await page.waitForFunction(`!(${menuOpen})`);
    const closedAt = await now(page);
    await tapWhenHittable(page, menu);
    await page.waitForFunction(menuOpen);
    const hydrated = await slowestSince(page, closedAt);
    await page.keyboard.press('Escape');
    await page.waitForFunction(`!(${menuOpen})`);

    const rows = `document.querySelectorAll('[data-testid=events-list] li[data-event-id]').length`;
    const before = (await page.evaluate(rows)) as number;
    await page.$eval('[data-testid=events-more]', (link) => link.scrollIntoView({ block: 'center' }));
    const more = await now(page);
    await tapWhenHittable(page, '[data-testid=events-more]');
    await page.waitForFunction(`${rows} > ${before}`);
    const loadMore = await slowestSince(page, more);

    const tag = '[data-testid=event-tags] li:nth-child(2) a';
    const href = await page.$eval(tag, (link) => {
      link.scrollIntoView({ block: 'center' });
      return link.getAttribute('href')!;
    });
    const filter = await now(page);
    await tapWhenHittable(page, tag);
    await page.waitForFunction(`location.pathname + location.search === ${JSON.stringify(href)}`);
    const concertFilter = await slowestSince(page, filter);
    return { 'menu, hydrating': hydrating, 'menu, hydrated': hydrated, 'load more': loadMore, 'concert filter': concertFilter };
  } catch (error) {
    throw new Error(`round at CPU ${slowdown}×: ${error instanceof Error ? error.stack : String(error)}`);
  } finally {
    await context.close();
  }
}

export async function runInteractionBench(args: string[]): Promise<boolean> {
  const { values } = parseArgs({ args, options: { inp: { type: 'boolean' }, rounds: { type: 'string', default: '3' }, url: { type: 'string' } }, strict: false });
  const rounds = Number(values.rounds);
  return onLowEndPhone(typeof values.url === 'string' ? values.url : undefined, 'inp', async (browser, origin, slowdown, benchmarkIndex) => {
    const results: Record<Measured, Latency | null>[] = [];
    for (let i = 0; i < rounds; i++) results.push(await round(browser, origin, slowdown));
    const cell = (latency: Latency | null) => (latency === null ? '–' : String(Math.round(latency.duration)));
    console.log(`\nInteraction latency, /de/konzerte, phone, CPU ${slowdown}× (benchmarkIndex ${Math.round(benchmarkIndex)}, load ${os.loadavg()[0].toFixed(1)}), ms (0: under 16 ms)\n`);
    console.log(`| Interaction | ${results.map((_, i) => `round ${i + 1}`).join(' | ')} | slowest | ≤ ${GOOD_INP_MS} ms |`);
    console.log(`|---|${results.map(() => '---|').join('')}---|---|`);
    let met = true;
    for (const what of MEASURED) {
      const all = results.map((r) => r[what]);
      const slowest = Math.max(0, ...all.filter((latency): latency is Latency => latency !== null).map((latency) => latency.duration));
      met &&= slowest <= GOOD_INP_MS;
      console.log(`| ${what} | ${all.map(cell).join(' | ')} | ${Math.round(slowest)} | ${slowest <= GOOD_INP_MS ? 'yes' : 'no'} |`);
    }
    console.log('\n–: hydration had ended before the tap (no tap during hydration that round).');
    console.log(
      "\nWhere the time went, medians over the rounds (ms): waiting for the main thread (input delay; of it, the handlers of the interaction's earlier events, such as a tap's pointerdown), the handlers (processing), until the next paint (presentation)\n",
    );
    console.log('| Interaction | input delay | of it, earlier events | processing | presentation |');
    console.log('|---|---:|---:|---:|---:|');
    for (const what of MEASURED) {
      const all = results.map((r) => r[what]).filter((latency): latency is Latency => latency !== null);
      if (!all.length) continue;
      const mid = (part: keyof Latency) => Math.round(median(all.map((l) => l[part])));
      console.log(`| ${what} | ${mid('inputDelay')} | ${mid('earlierHandlers')} | ${mid('processing')} | ${mid('presentation')} |`);
    }
    return met;
  });
}
