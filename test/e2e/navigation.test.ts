/**
 * Navigation behaviour (SPEC §2, §4, §8): a client-side route change runs the route's loaders under
 * the 2 px loading bar and scrolls to the top; the bar turns red when the navigation fails (the page
 * request cannot be made: the '404 Not Found' page; the server fails: the 500 page); an address that
 * fails the route's validation shows 'This page could not be found' in the app; a hash scrolls to its
 * target (an FAQ item, opened, with the FAQ offset); a page shows complete, with the renderers of its
 * module kinds; the service worker is registered at /sw.js with scope /, precaches the shell, keeps
 * the chunks pages use and answers the offline page.
 */
import type { Browser, Page } from 'puppeteer';
import { FAQ_SCROLL, LOADING_BAR } from '../../shared/constants';
import { openBrowser } from './browser';
import { open, waitForModuleHydrated, withDataSaver } from './visit';

let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await openBrowser());
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

/** Makes the page-editor API's answer for `slug` fail: the request cannot be made (offline) or the server answers 500. */
async function failPageApi(page: Page, slug: string, failure: 'offline' | 500) {
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.isInterceptResolutionHandled()) return;
    if (new URL(request.url()).pathname.endsWith(`/pageeditor-api/page/${slug}`)) {
      if (failure === 'offline') void request.abort('internetdisconnected');
      else void request.respond({ status: 500, contentType: 'application/json', body: JSON.stringify({ status: 500, code: 'internal', message: 'An internal server error has occurred.' }) });
    } else void request.continue();
  });
}

interface BarState {
  phase: string | null;
  colour: string;
  height: string;
}

/**
 * Records every state the loading bar shows (phase, colour, height) from now on: a failed bar shows
 * for LOADING_BAR.hideAfter only, so the test reads the record instead of racing the screen.
 */
const recordLoadingBar = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { barStates: { phase: string | null; colour: string; height: string }[] };
    w.barStates = [];
    const look = () => {
      const bar = document.querySelector<HTMLElement>('[role="progressbar"]');
      if (!bar) return;
      const style = getComputedStyle(bar);
      const state = { phase: bar.getAttribute('data-phase'), colour: style.backgroundColor, height: style.height };
      const last = w.barStates[w.barStates.length - 1];
      if (!last || last.phase !== state.phase || last.colour !== state.colour) w.barStates.push(state);
    };
    new MutationObserver(look).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-phase', 'style'] });
  });
const barStates = (page: Page) => page.evaluate(() => (window as unknown as { barStates: BarState[] }).barStates);

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
    const bar = await page.waitForSelector('[role="progressbar"][data-phase="running"]', { timeout: 30_000 });
    const style = await bar!.evaluate((el) => ({ height: getComputedStyle(el).height, colour: getComputedStyle(el).backgroundColor }));
    expect(style.height).toBe(`${LOADING_BAR.height}px`);
    expect(style.colour).toBe('rgb(46, 158, 79)'); // green
    await page.waitForFunction(() => location.pathname === '/de/ueber-uns' && !!document.querySelector('main h1'));
    await page.waitForFunction(() => document.title.startsWith('Über uns'));
    await page.waitForSelector('[role="progressbar"]', { hidden: true, timeout: LOADING_BAR.hideAfter + 30_000 });
    expect(apiCalls).toEqual(['/de/pageeditor-api/page/ueber-uns']);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows the 404 Not Found page in the app when the browser is offline, whatever of the route has loaded', async () => {
    // with data-saver nothing prefetches the route's chunk (visible links, the service worker's precache)
    const { page, problems } = await open(browser, '/de', async (p) => {
      await withDataSaver(p);
      await p.setBypassServiceWorker(true);
    });
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await page.setOfflineMode(true);
    // Chromium's offline emulation still lets a script element through: refuse the route's chunk as offline would
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (request.isInterceptResolutionHandled()) return;
      if (/\/static\/route-press\./.test(request.url())) void request.abort('internetdisconnected');
      else void request.continue();
    });
    // a route of its own chunk (not the home page's), reached without hovering its link (no prefetch)
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/de/presse"]')!.click());
    await page.waitForFunction(() => location.pathname === '/de/presse' && document.querySelector('main h1')?.textContent === 'Fehler 404', { timeout: 30_000 });
    expect(await page.$eval('main h1', (h1) => h1.closest('section')?.querySelector('p')?.textContent)).toBe('404 Not Found');
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true); // no reload
    await page.setOfflineMode(false);
    expect(problems.filter((p) => !/ERR_INTERNET_DISCONNECTED|chunk|failed to load/i.test(p))).toEqual([]);
    await page.close();
  });

  it.each([
    ['the page request cannot be made (offline)', 'offline' as const, 'Fehler 404', '404 Not Found', /ERR_INTERNET_DISCONNECTED|content page failed to load/],
    ['the server fails', 500 as const, 'Fehler 500', 'Ein interner Serverfehler ist aufgetreten.', /status of 500|content page failed to load/],
  ])('turns the loading bar red when the navigation fails: %s', async (_case, failure, heading, message, expectedProblems) => {
    const { page, problems } = await open(browser, '/de', (p) => failPageApi(p, 'ueber-uns', failure));
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await recordLoadingBar(page);
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/de/ueber-uns"]')!.click());
    await page.waitForFunction(() => (window as unknown as { barStates: BarState[] }).barStates.some((state) => state.phase === 'failed'), { timeout: 30_000 });
    const failed = (await barStates(page)).find((state) => state.phase === 'failed');
    expect(failed).toEqual({ phase: 'failed', colour: 'rgb(208, 49, 45)', height: `${LOADING_BAR.height}px` }); // red
    // the error page of the failure, in the app (no reload)
    await page.waitForFunction(
      (h) => location.pathname === '/de/ueber-uns' && document.querySelector('main h1')?.textContent === h,
      { timeout: 30_000 },
      heading,
    );
    expect(await page.$eval('main h1', (h1) => h1.closest('section')?.querySelector('p')?.textContent)).toBe(message);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    // and then it goes
    await page.waitForSelector('[role="progressbar"]', { hidden: true, timeout: LOADING_BAR.hideAfter + 30_000 });
    expect(problems.filter((p) => !expectedProblems.test(p))).toEqual([]);
    await page.close();
  });

  it.each([
    ['/de/ueber-uns', '/de/konzerte/ein-konzert/keine-zahl', 'Fehler 404'],
    ['/en/about', '/en/concerts/a-concert/not-a-number', 'Error 404'],
  ])("%s: a link to %s, an address its route's validation refuses, shows 'This page could not be found' in the app", async (from, to, heading) => {
    const { page, problems } = await open(browser, from);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await recordLoadingBar(page);
    // a broken link an editor wrote in a text (rich text routes internal links in the app)
    const text = '[data-module="text"]';
    await waitForModuleHydrated(page, text);
    await page.$eval(
      text,
      (module, href) => {
        const link = document.createElement('a');
        link.href = href;
        link.id = 'broken-link';
        link.textContent = 'Konzert';
        module.querySelector('p, div')!.append(link);
      },
      to,
    );
    await page.$eval('#broken-link', (a) => (a as HTMLAnchorElement).click());
    await page.waitForFunction((h) => document.querySelector('main h1')?.textContent === h, { timeout: 30_000 }, heading);
    expect(new URL(page.url()).pathname).toBe(to);
    const view = await page.$eval('main h1', (h1) => {
      const section = h1.closest('section')!;
      return { message: section.querySelector('p')?.textContent, status: section.getAttribute('data-status') };
    });
    expect(view).toEqual({ message: 'This page could not be found', status: '404' });
    await page.waitForFunction((h) => document.title.startsWith(`${h} |`), {}, heading);
    // in the app, without a reload, and without asking the back end for a concert that cannot exist
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    expect(requested.filter((path) => path.includes('/api/events/'))).toEqual([]);
    // a refused address is an answer, not a failure: the bar never turns red
    expect((await barStates(page)).filter((state) => state.phase === 'failed')).toEqual([]);
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
      { timeout: 30_000 },
      target,
    );
    // delay, poll, FAQ delay, smooth scroll
    await page.waitForFunction(
      (id, offset) => {
        const top = document.getElementById(id)!.getBoundingClientRect().top;
        const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
        return window.scrollY > 0 && (Math.abs(top - offset) < 4 || atBottom);
      },
      { timeout: 30_000 },
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
    const link = await page.waitForSelector(`${item} [role="region"] a[href*="/de/musikvermittlung"]`, { visible: true, timeout: 30_000 });
    await link!.evaluate((a) => (a as HTMLAnchorElement).click());
    await page.waitForFunction(() => location.pathname.startsWith('/de/musikvermittlung') && document.title.startsWith('Musikvermittlung'), { timeout: 30_000 });
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('keeps an error page on screen until the next page has loaded', async () => {
    const { page, problems } = await open(browser, '/de/gibt-es-nicht', (p) => slowPageApi(p, 1500));
    expect(await page.$eval('main h1', (h) => h.textContent)).toBe('Fehler 404');
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/de/ueber-uns"]')!.click());
    await page.waitForSelector('[role="progressbar"][data-phase="running"]', { timeout: 30_000 });
    // while the next page loads, the error page stays (no empty page)
    expect(await page.$eval('main h1', (h) => h.textContent)).toBe('Fehler 404');
    await page.waitForFunction(() => location.pathname === '/de/ueber-uns' && document.querySelector('main h1')?.textContent !== 'Fehler 404', { timeout: 30_000 });
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
    await page.waitForFunction((list) => list.every((kind) => document.querySelector(`main [data-module="${kind}"]`)), { timeout: 30_000 }, kinds);
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

  it('the service worker precaches the shell only, keeps a chunk once a page used it, and answers the offline page when the network fails', async () => {
    const context = await browser.createBrowserContext();
    try {
      const { page } = await open(context, '/de/ueber-uns');
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.waitForFunction(() => !!navigator.serviceWorker.controller);
      /** the paths each cache holds, by the cache's name */
      const cached = () =>
        page.evaluate(async () => {
          const all: Record<string, string[]> = {};
          for (const name of await caches.keys()) all[name] = (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
          return all;
        });
      // the shell: main.js, main.css, the Latin woff2 fonts and the icons; no route chunk, no other font subset, no woff
      const precache = Object.entries(await cached()).find(([name]) => name.includes('precache'))?.[1] ?? [];
      expect(precache.some((file) => /^\/static\/main\.[0-9a-f]+\.js$/.test(file))).toBe(true);
      expect(precache.some((file) => /^\/static\/main\.[0-9a-f]+\.css$/.test(file))).toBe(true);
      expect(precache.filter((file) => file.endsWith('.woff2'))).toHaveLength(3);
      expect(precache.filter((file) => /route-|module-|editor|\.woff$|cyrillic|greek|vietnamese/.test(file))).toEqual([]);
      // the next page loads its route's chunk through the worker, which keeps it
      await page.goto(`${new URL(page.url()).origin}/de/konzerte`, { waitUntil: 'networkidle0' });
      await page.waitForFunction(async () => (await (await caches.open('static-assets')).keys()).some((request) => /\/static\/route-events\.[0-9a-f]+\.js$/.test(request.url)));
      // the network gone (for the page and for its worker): a page load gets the bilingual offline page
      const worker = await browser.waitForTarget((target) => target.type() === 'service_worker' && target.browserContext() === context);
      const offline = { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };
      const workerSession = await worker.createCDPSession();
      await workerSession.send('Network.enable');
      await workerSession.send('Network.emulateNetworkConditions', offline);
      await page.setOfflineMode(true);
      const answer = await page.goto(`${new URL(page.url()).origin}/de/ueber-uns`, { waitUntil: 'load' });
      expect(answer?.status()).toBe(503);
      expect(await page.$$eval('main section h1', (headings) => headings.map((h) => [h.closest('section')!.lang, h.textContent]))).toEqual([
        ['de', 'Keine Verbindung'],
        ['en', 'No connection'],
      ]);
      await page.setOfflineMode(false);
      await workerSession.send('Network.emulateNetworkConditions', { ...offline, offline: false });
      await workerSession.detach();
    } finally {
      await context.close();
    }
  });
});
