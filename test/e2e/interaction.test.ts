/**
 * Taps on a slow phone (issue 39 item 4): with the CPU slowed 4×, so that hydration takes long
 * enough to tap into it, a tap on the menu button while the page hydrates takes effect (React
 * hydrates what was tapped first and replays the tap), and after hydration "load more" and a concert
 * filter do. How fast they answer on a low-end phone is measured by `npm run bench -- --inp`
 * (scripts/bench/interaction.ts, docs/performance.md): a timing target does not hold on a busy
 * machine, so it is not asserted here.
 */
import type { Browser } from 'puppeteer';
import { openBrowser } from './browser';
import { baseUrl, waitOrTell } from './visit';

jest.setTimeout(120_000);

/** Enough for hydration to take a while on this machine, little enough to keep the test short. */
const SLOWDOWN = 4;

let browser: Browser;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ browser, close } = await openBrowser());
});
afterAll(() => close());

const menu = 'button[aria-controls="site-menu"]';
/** In the page: whether the menu is open as `open` says. */
const menuIs = (selector: string, open: boolean) => (document.querySelector(selector)?.getAttribute('aria-expanded') === 'true') === open;
/** In the page: the element at the middle of `selector`'s box is it or inside it (nothing covers it). */
const uncovered = (selector: string) => {
  const target = document.querySelector(selector);
  const box = target?.getBoundingClientRect();
  if (!target || !box || box.width === 0) return false;
  const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return top !== null && target.contains(top);
};

it('on a slow phone, the menu opens on a tap during hydration, and "load more" and a concert filter answer after it', async () => {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${String(error)}`));
  page.on('console', (message) => message.type() === 'error' && problems.push(`error: ${message.text()}`));
  await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN });
  await page.goto(`${baseUrl()}/de/konzerte`, { waitUntil: 'domcontentloaded' });

  // main.js has created the root (client/index.tsx marks `hydrate` first): tapped as soon as it has
  await page.waitForFunction(() => performance.getEntriesByName('hydrate').length > 0);
  await page.tap(menu);
  await page.waitForFunction(menuIs, {}, menu, true);
  await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0);

  // the consent dialog of a first visit, shown after hydration, covers the page: answered by a DOM
  // click (the open menu's backdrop may lie over its button)
  await page.waitForSelector('#cc-main [data-role="necessary"]', { visible: true });
  await page.$eval('#cc-main [data-role="necessary"]', (button) => (button as HTMLButtonElement).click());
  await page.waitForFunction(() => !document.documentElement.classList.contains('show--consent'));
  // closed by Escape, out of the list's way (the consent dialog's focus may have closed it already)
  await page.keyboard.press('Escape');
  await page.waitForFunction(menuIs, {}, menu, false);

  const rows = () => page.$$eval('[data-testid=events-list] li[data-event-id]', (items) => items.length);
  const before = await rows();
  await page.$eval('[data-testid=events-more]', (link) => link.scrollIntoView({ block: 'center' }));
  // tapped once nothing lies over it (the menu's backdrop fading out, the consent dialog)
  await page.waitForFunction(uncovered, {}, '[data-testid=events-more]');
  await page.tap('[data-testid=events-more]');
  await waitOrTell(
    page,
    page.waitForFunction((count) => document.querySelectorAll('[data-testid=events-list] li[data-event-id]').length > count, {}, before),
    () =>
      page.evaluate(
        (count) =>
          `"load more" gave no rows (${count} before): ${JSON.stringify({
            rows: document.querySelectorAll('[data-testid=events-list] li[data-event-id]').length,
            button: document.querySelector('[data-testid=events-more]')?.outerHTML.slice(0, 200) ?? '(none)',
            alert: document.querySelector('[role=alert]')?.textContent ?? '',
          })}`,
        before,
      ),
  );

  // a filter: the second tag (the first is "all")
  const tag = '[data-testid=event-tags] li:nth-child(2) a';
  const href = await page.$eval(tag, (link) => {
    link.scrollIntoView({ block: 'center' });
    return link.getAttribute('href')!;
  });
  await page.waitForFunction(uncovered, {}, tag);
  await page.tap(tag);
  await page.waitForFunction((target) => `${location.pathname}${location.search}` === target, {}, href);
  // the filtered list is shown, its tag marked as the current one
  await page.waitForFunction((selector) => document.querySelector(selector)?.getAttribute('aria-current') === 'true', {}, tag);
  expect(problems).toEqual([]);
  await context.close();
});
