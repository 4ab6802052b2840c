/**
 * Partial hydration (issue 39, client/partialHydration): at load React hydrates what a visitor can
 * use (the header's buttons, the page's interactive modules); the parts that are static once
 * rendered (the footer, the breadcrumbs, the burger menu's links, text and image modules) stay the
 * server's HTML, and each becomes interactive when needed: reached, touched, opened. A part hydrated
 * later leaves the performance mark `hydrated:<name>`.
 */
import type { Browser, Page } from 'puppeteer';
import { openBrowser } from './browser';
import { open as openPage } from './visit';

let browser: Browser;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ browser, close } = await openBrowser());
});
afterAll(() => close());

/** Whether React hydrated `selector`'s first match (its props on the element). */
const hydrated = (page: Page, selector: string) => page.$eval(selector, (node) => Object.keys(node).some((key) => key.startsWith('__react')));
const marks = (page: Page, name: string) => page.evaluate((mark) => performance.getEntriesByName(`hydrated:${mark}`).length, name);

/** A page as a first visit, in a browser context of its own, its consent dialog answered (nothing over the page), at a phone's or a desktop's width. */
async function open(path: string, width = 1280): Promise<{ page: Page; problems: string[] }> {
  const context = await browser.createBrowserContext();
  const { page, problems } = await openPage(context, path, (tab) => tab.setViewport({ width, height: 800 }));
  await page.waitForSelector('#cc-main [data-role="necessary"]', { visible: true });
  await page.click('#cc-main [data-role="necessary"]');
  await page.waitForFunction(() => !document.documentElement.classList.contains('show--consent'));
  return { page, problems };
}

describe('partial hydration', () => {
  it('hydrates the header at load and leaves the footer, the burger menu’s links and static modules as server HTML', async () => {
    const { page, problems } = await open('/de');
    // the header's buttons answer at once
    expect(await hydrated(page, 'button[aria-controls="site-menu"]')).toBe(true);
    expect(await hydrated(page, 'button[aria-controls="language-menu"]')).toBe(true);
    // static parts: no React on them, no mark
    expect(await hydrated(page, 'footer')).toBe(false);
    expect(await hydrated(page, '#site-menu nav')).toBe(false);
    expect(await marks(page, 'footer')).toBe(0);
    expect(await marks(page, 'menu')).toBe(0);
    // the desktop menu, shown at this width, hydrates on its own
    await page.waitForFunction(() => performance.getEntriesByName('hydrated:desktop-menu').length === 1);
    expect(await hydrated(page, 'header nav[aria-label="Hauptnavigation"] li')).toBe(true);
    const staticModules = await page.$$eval('main [data-module][data-hydrate="touched"]', (nodes) => nodes.filter((node) => Object.keys(node.firstElementChild!).some((key) => key.startsWith('__react'))).length);
    expect(staticModules).toBe(0);
    // nor their code: the footer's chunk is not loaded
    const footerChunk = () => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/static\/footer\.[0-9a-f]+\.js$/.test(new URL(entry.name).pathname)));
    expect(await footerChunk()).toBe(false);
    expect(problems).toEqual([]);
    await page.browserContext().close();
  });

  it('the footer hydrates when reached, and its cookie settings open the preferences', async () => {
    const { page, problems } = await open('/de');
    expect(await hydrated(page, 'footer')).toBe(false);
    await page.$eval('footer', (footer) => footer.scrollIntoView());
    await page.waitForFunction(() => performance.getEntriesByName('hydrated:footer').length === 1);
    expect(await hydrated(page, 'footer')).toBe(true);
    await page.click('[data-testid="cookie-settings"]');
    await page.waitForFunction(() => document.documentElement.classList.contains('show--preferences'));
    expect(problems).toEqual([]);
    await page.browserContext().close();
  });

  it('a click on the footer’s cookie settings before it hydrated takes effect once it has', async () => {
    const { page, problems } = await open('/de');
    // a DOM click: no scrolling, so nothing but the click makes the footer load
    await page.$eval('[data-testid="cookie-settings"]', (button) => (button as HTMLButtonElement).click());
    await page.waitForFunction(() => document.documentElement.classList.contains('show--preferences'));
    expect(await marks(page, 'footer')).toBe(1);
    expect(problems).toEqual([]);
    await page.browserContext().close();
  });

  it('the burger menu’s links hydrate once it has opened (the focus moves in); a submenu opens', async () => {
    const { page, problems } = await open('/de', 390);
    expect(await hydrated(page, '#site-menu nav')).toBe(false);
    await page.click('button[aria-controls="site-menu"]');
    await page.waitForFunction(() => getComputedStyle(document.getElementById('site-menu')!).visibility === 'visible');
    await page.waitForFunction(() => performance.getEntriesByName('hydrated:menu').length === 1);
    const toggle = '#site-menu button[aria-controls^="burger-submenu-"]';
    await page.click(toggle);
    await page.waitForFunction((selector) => document.querySelector(selector)?.getAttribute('aria-expanded') === 'true', {}, toggle);
    expect(problems).toEqual([]);
    await page.browserContext().close();
  });

  it('the header rendering again (the menu opened, the header hidden and shown on scrolling) hydrates neither the breadcrumbs nor the footer', async () => {
    const { page, problems } = await open('/de/ueber-uns', 390);
    const menu = 'button[aria-controls="site-menu"]';
    await page.click(menu);
    await page.waitForFunction(() => performance.getEntriesByName('hydrated:menu').length === 1);
    await page.keyboard.press('Escape');
    await page.waitForFunction((selector) => document.querySelector(selector)?.getAttribute('aria-expanded') === 'false', {}, menu);
    // down past the header's threshold (hidden), then up a little (shown over the page)
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.waitForFunction(() => document.querySelector('header[data-state]')?.getAttribute('data-state') === 'hidden');
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.waitForFunction(() => document.querySelector('header[data-state]')?.getAttribute('data-state') === 'hovering');
    // a frame for what those renders would have set off
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    expect(await marks(page, 'breadcrumbs')).toBe(0);
    expect(await hydrated(page, '[data-testid="breadcrumbs"]')).toBe(false);
    expect(await marks(page, 'footer')).toBe(0);
    const breadcrumbsChunk = await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/static\/breadcrumbs\.[0-9a-f]+\.js$/.test(new URL(entry.name).pathname)));
    expect(breadcrumbsChunk).toBe(false);
    expect(problems).toEqual([]);
    await page.browserContext().close();
  });

  it('the breadcrumbs stay server HTML; a click on one follows it in the app', async () => {
    const { page, problems } = await open('/de/ueber-uns');
    const crumb = '[data-testid="breadcrumbs"] ol a[href]';
    expect(await hydrated(page, '[data-testid="breadcrumbs"]')).toBe(false);
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    const href = await page.$eval(crumb, (a) => a.getAttribute('href')!);
    await page.click(crumb);
    await page.waitForFunction((path) => location.pathname === path, {}, href);
    await page.waitForSelector('[role="progressbar"]', { hidden: true });
    // the same document: followed in the app, not loaded again
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    expect(problems).toEqual([]);
    await page.browserContext().close();
  });

  it('after a client navigation the frame is live: the footer, rendered anew for the next page, is interactive', async () => {
    const { page, problems } = await open('/de');
    await page.$eval('main a[href^="/de/"]:not([target])', (a) => (a as HTMLAnchorElement).click());
    await page.waitForFunction(() => location.pathname !== '/de');
    await page.waitForSelector('[role="progressbar"]', { hidden: true });
    await page.waitForFunction(() => performance.getEntriesByName('hydrated:footer').length === 1);
    expect(await hydrated(page, 'footer')).toBe(true);
    expect(problems).toEqual([]);
    await page.browserContext().close();
  });

  it('the header and the page’s content hydrate on their own: a tap on the menu while the page starts hydrating hydrates the header alone', async () => {
    const context = await browser.createBrowserContext();
    // the tap comes in the task that starts hydration, right after it (client/startApp.tsx's mark
    // `hydrate`): React has not rendered anything yet
    const { page, problems } = await openPage(context, '/de/konzerte', async (tab) => {
      await tab.evaluateOnNewDocument(() => {
        const mark = performance.mark.bind(performance);
        performance.mark = ((name: string, options?: PerformanceMarkOptions) => {
          const entry = mark(name, options);
          if (name === 'hydrate') {
            queueMicrotask(() => {
              const content = () => document.querySelector('main h1, main h2')!;
              const live = (node: Element) => Object.keys(node).some((key) => key.startsWith('__react'));
              (document.querySelector('button[aria-controls="site-menu"]') as HTMLElement).click();
              const button = document.querySelector('button[aria-controls="site-menu"]')!;
              (window as unknown as { atTap: unknown }).atTap = { header: live(button), content: live(content()) };
            });
          }
          return entry;
        }) as typeof performance.mark;
      });
    });
    // at the tap React hydrated the frame and the header, not the page's content
    expect(await page.evaluate(() => (window as unknown as { atTap: unknown }).atTap)).toEqual({ header: true, content: false });
    await page.waitForFunction(() => document.querySelector('button[aria-controls="site-menu"]')?.getAttribute('aria-expanded') === 'true');
    // the content hydrated after it (the page counts as hydrated once it has: `open` waited for that)
    expect(await hydrated(page, 'main h1, main h2')).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('on a phone the desktop menu, not displayed, stays server HTML: the header hydrates without it', async () => {
    const { page, problems } = await open('/de/konzerte', 390);
    expect(await hydrated(page, 'button[aria-controls="site-menu"]')).toBe(true);
    // a screen's scroll and a while later: still not hydrated, no mark
    await page.evaluate(() => window.scrollBy(0, innerHeight));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
    expect(await hydrated(page, 'header nav[aria-label="Hauptnavigation"] li')).toBe(false);
    expect(await marks(page, 'desktop-menu')).toBe(0);
    expect(problems).toEqual([]);
    await page.browserContext().close();
  });
});
