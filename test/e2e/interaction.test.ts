/**
 * Interaction latency on a low-end phone (issue 39 item 4): with the CPU slowed as the Lighthouse
 * bench calibrates a low-end phone (this host's benchmarkIndex ÷ 300, ./lowEndCpu.ts), a tap on
 * a concert filter and on "load more" is answered within 200 ms, the threshold
 * of a good INP: the longest Event Timing entry of the interaction (input delay, handlers and the
 * next paint, what web-vitals' INP reads) is at most 200 ms, or under 16 ms and not reported.
 * The menu button's tap is not here yet: it met 200 ms in two of three runs after hydration and not
 * during it (React hydrates the root in one task on an input then); issue 39 item 4 stays open.
 */
import type { Browser, BrowserContext, Page } from 'puppeteer';
import { openBrowser } from './browser';
import { lowEndCalibration, slowCpu } from './lowEndCpu';
import { baseUrl } from './visit';

jest.setTimeout(180_000);

/** The good INP's threshold (web.dev/inp). */
const GOOD_INP_MS = 200;

let browser: Browser;
let close: () => Promise<void>;
let slowdown = 1;

beforeAll(async () => {
  ({ browser, close } = await openBrowser());
  const context = await browser.createBrowserContext();
  ({ slowdown } = await lowEndCalibration(context));
  await context.close();
});
afterAll(() => close());

interface Interaction {
  /** the longest entry's duration, ms */
  latency: number;
  /** its event */
  name: string;
  start: number;
}

/** Records every Event Timing entry of an interaction from the page's start (before its scripts). */
function recordInteractions(page: Page): Promise<unknown> {
  return page.evaluateOnNewDocument(() => {
    const seen: { id: number; name: string; duration: number; start: number }[] = [];
    (window as unknown as { interactions: typeof seen }).interactions = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (entry.interactionId) seen.push({ id: entry.interactionId, name: entry.name, duration: entry.duration, start: entry.startTime });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
}

/** The interactions since `since` (page time, ms), each by its longest entry, once two frames have passed (entries come after the paint). */
async function interactionsSince(page: Page, since: number): Promise<Interaction[]> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
  return page.evaluate((after) => {
    const all = (window as unknown as { interactions: { id: number; name: string; duration: number; start: number }[] }).interactions;
    const byId = new Map<number, { latency: number; name: string; start: number }>();
    for (const entry of all.filter((e) => e.start >= after)) {
      const known = byId.get(entry.id);
      if (!known || entry.duration > known.latency) byId.set(entry.id, { latency: entry.duration, name: entry.name, start: entry.start });
    }
    return [...byId.values()];
  }, since);
}

const now = (page: Page) => page.evaluate(() => performance.now());

/** A phone-sized page of a fresh context, its CPU slowed to a low-end phone's before it loads. */
async function phonePage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  await recordInteractions(page);
  await slowCpu(page, slowdown);
  return { context, page };
}

function expectAnsweredInTime(interactions: Interaction[], what: string) {
  // none reported: every entry under 16 ms
  const slowest = Math.max(0, ...interactions.map((i) => i.latency));
  // (the figures in the failure's diff: the slowest interaction against the threshold)
  expect({ what, slowdown, slowest }).toEqual({ what, slowdown, slowest: Math.min(slowest, GOOD_INP_MS) });
}

/** The consent dialog of a first visit answered (it would cover what the tests tap), by a DOM click: not a measured interaction, and the open menu's backdrop may lie over it. */
async function answerConsent(page: Page): Promise<void> {
  await page.waitForSelector('#cc-main [data-role="necessary"]', { visible: true, timeout: 60_000 });
  await page.$eval('#cc-main [data-role="necessary"]', (button) => (button as HTMLButtonElement).click());
  await page.waitForFunction(() => !document.documentElement.classList.contains('show--consent'));
}

describe(`interaction latency on a low-end phone`, () => {
  it('a tap on a concert filter and on "load more" is answered within 200 ms', async () => {
    const { context, page } = await phonePage();
    await page.goto(`${baseUrl()}/de/konzerte`, { waitUntil: 'load' });
    await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0);
    await answerConsent(page);
    const rows = () => page.$$eval('[data-testid=events-list] li[data-event-id]', (items) => items.length);
    const before = await rows();

    const more = await now(page);
    await page.$eval('[data-testid=events-more]', (link) => link.scrollIntoView({ block: 'center' }));
    await page.tap('[data-testid=events-more]');
    await page.waitForFunction((count) => document.querySelectorAll('[data-testid=events-list] li[data-event-id]').length > count, {}, before);
    expectAnsweredInTime(await interactionsSince(page, more), 'load more');

    // a filter: the second tag (the first is "all")
    const filter = await now(page);
    const tag = '[data-testid=event-tags] li:nth-child(2) a';
    const href = await page.$eval(tag, (link) => {
      link.scrollIntoView({ block: 'center' });
      return link.getAttribute('href')!;
    });
    await page.tap(tag);
    await page.waitForFunction((target) => `${location.pathname}${location.search}` === target, {}, href);
    expectAnsweredInTime(await interactionsSince(page, filter), 'concert filter');
    await context.close();
  });
});
