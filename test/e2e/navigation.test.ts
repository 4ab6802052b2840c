/**
 * Navigation behaviour (SPEC §2, §4): a client-side route change runs the route's loaders under the
 * 2 px loading bar and scrolls to the top; a hash scrolls to its target (an FAQ item, opened, with
 * the FAQ offset); a page shows complete, with the renderers of its module kinds; the service
 * worker is registered at /sw.js with scope /.
 */
import type { Browser, Page } from 'puppeteer-core';
import { FAQ_SCROLL, LOADING_BAR } from '../../shared/constants';
import { launchBrowser } from './browser';
import { open, withDataSaver } from './visit';

let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(() => close());

/** Holds the page-editor API's page answers back, so the navigation visibly loads. */
async function slowPageApi(page: Page, delayMs: number) {
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.isInterceptResolutionHandled()) return;
    if (/\/pageeditor-api\/page\//.test(request.url())) setTimeout(() => void request.continue(), delayMs);
    else void request.continue();
  });
}

describe('client-side navigation', () => {
  it('runs the loaders under the loading bar, without a reload, and lands at the top', async () => {
    const { page, problems } = await open(browser, '/de', (p) => slowPageApi(p, 800));
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
      window.scrollTo(0, document.body.scrollHeight);
    });
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/pageeditor-api/page/')) apiCalls.push(new URL(request.url()).pathname);
    });
    // a client-side navigation, as a link click does
    await page.evaluate(() => {
      const link = [...document.querySelectorAll<HTMLAnchorElement>('header a[href="/de/ueber-uns"], a[href="/de/ueber-uns"]')][0];
      link.click();
    });
    const bar = await page.waitForSelector('[role="progressbar"][data-phase="running"]', { timeout: 5000 });
    const style = await bar!.evaluate((el) => ({ height: getComputedStyle(el).height, colour: getComputedStyle(el).backgroundColor }));
    expect(style.height).toBe(`${LOADING_BAR.height}px`);
    expect(style.colour).toBe('rgb(46, 158, 79)'); // green
    await page.waitForFunction(() => location.pathname === '/de/ueber-uns' && !!document.querySelector('main h1'));
    await page.waitForFunction(() => document.title.startsWith('Über uns'));
    await page.waitForSelector('[role="progressbar"]', { hidden: true, timeout: LOADING_BAR.hideAfter + 2000 });
    expect(apiCalls).toEqual(['/de/pageeditor-api/page/ueber-uns']);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('scrolls to an FAQ item named by the hash, opens it, and keeps the FAQ offset', async () => {
    const { page, problems } = await open(browser, '/de/support/faq');
    const ids = await page.$$eval('[data-faq-item]', (items) => items.map((item) => item.id));
    const target = ids[ids.length - 1];
    expect(target).toBeTruthy();
    await page.goto(`${page.url()}#${target}`, { waitUntil: 'networkidle0' });
    await page.reload({ waitUntil: 'networkidle0' }); // a fresh load with the hash, as from a shared link
    await page.waitForFunction(
      (id) => document.getElementById(id)?.querySelector('button')?.getAttribute('aria-expanded') === 'true',
      { timeout: 5000 },
      target,
    );
    // delay, poll, FAQ delay, smooth scroll
    await page.waitForFunction(
      (id, offset) => {
        const top = document.getElementById(id)!.getBoundingClientRect().top;
        const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
        return window.scrollY > 0 && (Math.abs(top - offset) < 4 || atBottom);
      },
      { timeout: 8000 },
      target,
      FAQ_SCROLL.offset,
    );
    expect(problems).toEqual([]);
    await page.close();
  });

  it('routes internal links inside an FAQ answer in the app, without a reload', async () => {
    const { page, problems } = await open(browser, '/de/support/faq');
    const item = '#faq-darf-ich-kinder-mitbringen';
    // DOM clicks: the cookie banner of a first visit may cover the item
    await page.$eval(`${item} button`, (button) => (button as HTMLButtonElement).click());
    await page.waitForFunction((id) => document.querySelector(`${id} button`)?.getAttribute('aria-expanded') === 'true', {}, item);
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    const link = await page.waitForSelector(`${item} [role="region"] a[href*="/de/musikvermittlung"]`, { visible: true, timeout: 5000 });
    await link!.evaluate((a) => (a as HTMLAnchorElement).click());
    await page.waitForFunction(() => location.pathname.startsWith('/de/musikvermittlung') && document.title.startsWith('Musikvermittlung'), { timeout: 10_000 });
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('keeps an error page on screen until the next page has loaded', async () => {
    const { page, problems } = await open(browser, '/de/gibt-es-nicht', (p) => slowPageApi(p, 1500));
    expect(await page.$eval('main h1', (h) => h.textContent)).toBe('Fehler 404');
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/de/ueber-uns"]')!.click());
    await page.waitForSelector('[role="progressbar"][data-phase="running"]', { timeout: 5000 });
    // while the next page loads, the error page stays (no empty page)
    expect(await page.$eval('main h1', (h) => h.textContent)).toBe('Fehler 404');
    await page.waitForFunction(() => location.pathname === '/de/ueber-uns' && document.querySelector('main h1')?.textContent !== 'Fehler 404', { timeout: 10_000 });
    expect(await page.$('main [data-status]')).toBeNull();
    expect(problems.filter((p) => !/status of 404/.test(p))).toEqual([]);
    await page.close();
  });

  /** Records, after every change of the page, each module shown without its content (its renderer still loading). */
  const recordEmptyModules = (page: Page) =>
    page.evaluate(() => {
      const w = window as unknown as { emptyModules: string[] };
      w.emptyModules = [];
      new MutationObserver(() => {
        for (const node of document.querySelectorAll('main [data-module]')) if (node.childElementCount === 0) w.emptyModules.push(node.getAttribute('data-module') ?? '');
      }).observe(document.getElementById('root')!, { childList: true, subtree: true });
    });
  const emptyModules = (page: Page) => page.evaluate(() => (window as unknown as { emptyModules: string[] }).emptyModules);

  /** Follows the page's link to `path`; resolves when the modules of these kinds show (the address changes at once, the page once loaded). */
  async function follow(page: Page, path: string, kinds: string[]) {
    await page.evaluate((href) => document.querySelector<HTMLAnchorElement>(`a[href="${href}"]`)!.click(), path);
    await page.waitForFunction((list) => list.every((kind) => document.querySelector(`main [data-module="${kind}"]`)), { timeout: 10_000 }, kinds);
    expect(new URL(page.url()).pathname).toBe(path);
  }

  it('shows a page with module kinds not loaded yet complete at once: the navigation waits for their renderers', async () => {
    // data-saver: no prefetching, so the renderers load with the navigation
    const { page, problems } = await open(browser, '/de/konzerte', withDataSaver);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await recordEmptyModules(page);
    await follow(page, '/de', ['full-teaser', 'event-list', 'teaser-list', 'logo-list', 'video']);
    expect(requested.filter((url) => /\/static\/module-(full-teaser|event-list|teaser-list|logo-list|video)\./.test(url))).toHaveLength(5);
    expect(await emptyModules(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('updates a page in place to one with other module kinds without empty modules: the store waits for their renderers', async () => {
    // data-saver: nothing prefetched; the home route shows the new page's content as soon as the page
    // store has it, and the store takes it only once the renderers of its kinds are loaded
    const { page, problems } = await open(browser, '/de', withDataSaver);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await recordEmptyModules(page);
    await follow(page, '/de/ueber-uns', ['image', 'image-list']);
    expect(requested.filter((url) => /\/static\/module-(image|image-list)\./.test(url))).toHaveLength(2);
    expect(await emptyModules(page)).toEqual([]);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('registers the service worker at /sw.js with scope /', async () => {
    const { page } = await open(browser, '/de');
    const scope = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { scope: registration.scope, script: registration.active?.scriptURL };
    });
    expect(new URL(scope.scope).pathname).toBe('/');
    expect(new URL(scope.script!).pathname).toBe('/sw.js');
    await page.close();
  });
});
