/**
 * Link prefetching in Chromium (SPEC §2): the route code of a link the pointer rests on, or that
 * the keyboard's focus reaches, is loaded ahead (a script's focus, the menu's after a tap, is not); that of a visible link (once the page is idle) is fetched ahead
 * into the browser's cache by a worker, without being run; neither with data-saver nor on a 2G connection. The browser reports its connection through
 * navigator.connection; each test gives the page one it can change, so the same page shows that the
 * links are skipped on the thrifty connection and prefetched once it is a normal one.
 */
import type { Browser, Page } from 'puppeteer';
import { openBrowser } from './browser';
import { matchRoute } from '../../shared/routes';
import { open } from './visit';

let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await openBrowser());
});
afterAll(() => close());

interface Connection {
  effectiveType: string;
  saveData: boolean;
}

/** Before the page loads: navigator.connection is `connection`, changeable later through window.testConnection. */
const withConnection = (connection: Connection) => async (page: Page) => {
  await page.setViewport({ width: 1440, height: 900 });
  await page.evaluateOnNewDocument((initial) => {
    const w = window as unknown as { testConnection: Connection };
    w.testConnection = { ...initial };
    Object.defineProperty(navigator, 'connection', { get: () => w.testConnection });
  }, connection);
};

/** The route chunks the page has asked for: script elements and resources (the service worker's answers included). */
const routeChunks = (page: Page) =>
  page.evaluate(() => {
    const names = new Set<string>();
    const add = (url: string) => {
      const match = /\/static\/(route-[\w-]+)\.[\w]+\.js$/.exec(new URL(url, location.href).pathname);
      if (match) names.add(match[1]);
    };
    document.querySelectorAll<HTMLScriptElement>('script[src]').forEach((script) => add(script.src));
    performance.getEntriesByType('resource').forEach((entry) => add(entry.name));
    return [...names].sort();
  });

/**
 * Resolves once the page has been idle: after the app's idle callback (LINK_PREFETCH_IDLE_TIMEOUT at
 * the latest; idle callbacks run in the order they were asked for) and the intersection observer's
 * first report that would follow it (two frames).
 */
const afterIdle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), { timeout: 5000 }),
      ),
  );

/**
 * Hovers and focuses every internal link of the page, as the pointer and the keyboard do: a Tab
 * first, so that the browser takes each focus for the keyboard's (`:focus-visible`).
 */
const touchEveryLink = async (page: Page) => {
  await page.keyboard.press('Tab');
  return page.evaluate(() => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')];
    let focusVisible = 0;
    for (const link of links) {
      link.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
      link.focus({ preventScroll: true });
      if (link.matches(':focus-visible')) focusVisible += 1;
    }
    return { links: links.length, focusVisible };
  });
};

it.each([
  ['data-saver', { effectiveType: '4g', saveData: true }],
  ['2G', { effectiveType: '2g', saveData: false }],
  ['slow 2G', { effectiveType: 'slow-2g', saveData: false }],
])('%s: no route code is fetched ahead, neither for visible, hovered nor focused links', async (_name, connection) => {
  const { page, problems } = await open(browser, '/de', withConnection(connection));
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const atLoad = await routeChunks(page);
  await afterIdle(page);
  const touched = await touchEveryLink(page);
  expect(touched.links).toBeGreaterThan(10);
  expect(touched.focusVisible).toBeGreaterThan(10);
  await afterIdle(page);
  expect(await routeChunks(page)).toEqual(atLoad);
  expect(requested.filter((path) => /\/static\/route-/.test(path))).toEqual([]);

  // the same links on a normal connection: the hover and focus prefetch their routes' code at once
  await page.evaluate(() => {
    (window as unknown as { testConnection: Connection }).testConnection = { effectiveType: '4g', saveData: false };
  });
  await touchEveryLink(page);
  const prefetched = await routeChunks(page);
  // (the orchestra's link is in a module not hydrated yet)
  expect(prefetched).toEqual(expect.arrayContaining([...atLoad, 'route-events', 'route-persons', 'route-press']));
  expect(prefetched.length).toBeGreaterThan(atLoad.length);
  expect(problems).toEqual([]);
  await page.close();
});

it('on a normal connection the visible links have their route code fetched into the cache once the page is idle, off the main thread, without a hover, and none of it run', async () => {
  // every file answered, the page's and its workers' (the files are fetched by a worker: client/routing/fetchAhead.worker.ts)
  const answered: string[] = [];
  const { page, problems } = await open(browser, '/de', async (tab) => {
    tab.on('requestfinished', (request) => answered.push(new URL(request.url()).pathname));
    await withConnection({ effectiveType: '4g', saveData: false })(tab);
  });
  // the chunks the page has run so far (each chunk's script pushes itself onto this list when it runs)
  const ranChunks = () => page.evaluate(() => (window as unknown as { __LOADABLE_LOADED_CHUNKS__?: unknown[] }).__LOADABLE_LOADED_CHUNKS__?.length ?? 0);
  const ranAtLoad = await ranChunks();
  const visible = await page.$$eval('a[href^="/de/"]', (links) =>
    links
      .filter((a) => {
        const box = a.getBoundingClientRect();
        return a.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight;
      })
      .map((a) => new URL(a.href).pathname),
  );
  const chunksOf = (paths: string[]) => [...new Set(paths.map((path) => matchRoute(path)).flatMap((match) => (match && match.name !== '404' ? [`route-${match.name}`] : [])))];
  const candidates = chunksOf(visible).filter((name) => name !== 'route-index');
  expect(candidates.length).toBeGreaterThan(0);
  const scriptOf = (name: string) => new RegExp(`^/static/${name}\\.\\w+\\.js$`);
  // fetched ahead: a route's script answered
  let chunk: string | undefined;
  for (let tries = 0; !chunk && tries < 300; tries++) {
    chunk = candidates.find((name) => answered.some((path) => scriptOf(name).test(path)));
    if (!chunk) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(candidates).toContain(chunk);
  // by a worker: the page itself neither asked for it nor holds an element for it
  const onPage = await page.evaluate(
    (name: string) => ({
      entries: performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.startsWith(`/static/${name}.`)).length,
      elements: document.querySelectorAll(`link[href*="/static/${name}."], script[src*="/static/${name}."]`).length,
    }),
    chunk!,
  );
  expect(onPage).toEqual({ entries: 0, elements: 0 });
  // and not run: no chunk script ran since the load (its style sheet is not applied either: no element, above)
  expect(await ranChunks()).toBe(ranAtLoad);

  // following such a link loads its code then, and the page shows
  const target = visible.find((path) => chunksOf([path])[0] === chunk)!;
  const homeHeading = await page.$eval('main h1', (h1) => h1.textContent);
  await page.evaluate((path) => document.querySelector<HTMLAnchorElement>(`a[href="${path}"]`)!.click(), target);
  await page.waitForFunction(
    (path, heading, ran) =>
      location.pathname === path &&
      ((window as unknown as { __LOADABLE_LOADED_CHUNKS__?: unknown[] }).__LOADABLE_LOADED_CHUNKS__?.length ?? 0) > ran &&
      !!document.querySelector('main h1') &&
      document.querySelector('main h1')!.textContent !== heading,
    { timeout: 30_000 },
    target,
    homeHeading,
    ranAtLoad,
  );
  // its script came from the browser's cache, where the worker had put it
  const transferred = await page.evaluate(
    (name: string) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => /\/static\/[\w-]+\.\w+\.js$/.test(new URL(entry.name).pathname) && new URL(entry.name).pathname.startsWith(`/static/${name}.`))
        .map((entry) => entry.transferSize),
    chunk!,
  );
  expect(transferred).toEqual([0]);
  expect(problems).toEqual([]);
  await page.close();
});

it('a link in a module not hydrated yet is prefetched on hover too (React holds such events back at its root)', async () => {
  const { page, problems } = await open(browser, '/de', withConnection({ effectiveType: '4g', saveData: false }));
  const result = await page.evaluate(() => {
    // a link inside a module below the first section, still as the server wrote it
    const link = [...document.querySelectorAll<HTMLAnchorElement>('main [data-module] a[href="/de/orchester"]')][0];
    const content = link?.closest('[data-module]')?.firstElementChild;
    const hydrated = !!content && Object.keys(content).some((key) => key.startsWith('__react'));
    const before = document.querySelectorAll('script[src*="/static/route-persons."]').length;
    link.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    return { hydrated, before, after: document.querySelectorAll('script[src*="/static/route-persons."]').length };
  });
  expect(result).toEqual({ hydrated: false, before: 0, after: 1 });
  expect(problems).toEqual([]);
  await page.close();
});

it('a link the keyboard focuses has its route code loaded; a tap on the menu button (whose panel takes the focus) does not', async () => {
  const phone = async (page: Page) => {
    await withConnection({ effectiveType: '4g', saveData: false })(page);
    await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: true });
  };
  const { page, problems } = await open(browser, '/de', phone);
  const menu = 'button[aria-controls="site-menu"]';
  await page.waitForFunction((selector) => !!document.querySelector(selector), {}, menu);
  // every script the page adds from now on (webpack removes a chunk's script once it has run);
  // a `<link rel="prefetch">` of a visible link fetches a route's files without running them
  await page.evaluate(() => {
    const added: string[] = ((window as unknown as { addedScripts: string[] }).addedScripts = []);
    new MutationObserver((records) => {
      for (const record of records) record.addedNodes.forEach((node) => node instanceof HTMLScriptElement && node.src && added.push(node.src));
    }).observe(document, { childList: true, subtree: true });
  });
  const ran = (name: string) => page.evaluate((chunk) => (window as unknown as { addedScripts: string[] }).addedScripts.some((src) => src.includes(`/static/${chunk}.`)), name);
  await page.tap(menu);
  await page.waitForFunction(
    (selector) => document.querySelector(selector)?.getAttribute('aria-expanded') === 'true' && !!document.activeElement?.closest('#site-menu'),
    {},
    menu,
  );
  const focused = await page.evaluate(() => ({
    href: (document.activeElement as HTMLAnchorElement).getAttribute('href'),
    visible: document.activeElement!.matches(':focus-visible'),
  }));
  const chunk = `route-${matchRoute(focused.href!)!.name}`;
  // a frame for the focus's events to run
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  expect(focused.visible).toBe(false);
  expect(await ran(chunk)).toBe(false);

  // the same link reached with the keyboard: Tab away and back
  await page.keyboard.down('Shift');
  await page.keyboard.press('Tab');
  await page.keyboard.up('Shift');
  await page.keyboard.press('Tab');
  await page.waitForFunction((href) => document.activeElement?.getAttribute('href') === href && document.activeElement.matches(':focus-visible'), {}, focused.href);
  await page.waitForFunction(
    (name) => (window as unknown as { addedScripts: string[] }).addedScripts.some((src) => src.includes(`/static/${name}.`)),
    {},
    chunk,
  );
  expect(problems).toEqual([]);
  await page.close();
});
