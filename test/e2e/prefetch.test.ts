/**
 * Link prefetching in Chromium (SPEC §2): the route code of a link the pointer rests on, or that
 * gets the focus, is loaded ahead; that of a visible link (once the page is idle) is fetched ahead
 * without being run; neither with data-saver nor on a 2G connection. The browser reports its connection through
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

/** Hovers and focuses every internal link of the page (events as the pointer and the keyboard send them). */
const touchEveryLink = (page: Page) =>
  page.evaluate(() => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')];
    for (const link of links) {
      link.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
      link.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    }
    return links.length;
  });

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
  expect(await touchEveryLink(page)).toBeGreaterThan(10);
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

it('on a normal connection the visible links have their route code fetched once the page is idle, without a hover, and none of it run', async () => {
  const { page, problems } = await open(browser, '/de', withConnection({ effectiveType: '4g', saveData: false }));
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
  // fetched ahead: a prefetch of the route's script, answered
  const fetched = await page.waitForFunction(
    (names: string[]) => {
      const prefetched = [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => new URL(link.href).pathname);
      const answered = performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
      return names.find((name) => prefetched.some((path) => new RegExp(`^/static/${name}\\.\\w+\\.js$`).test(path) && answered.includes(path))) ?? false;
    },
    { timeout: 30_000 },
    candidates,
  );
  const chunk = (await fetched.jsonValue()) as string;
  // and not run: no chunk script ran since the load, and the route's style sheet is not applied
  expect(await ranChunks()).toBe(ranAtLoad);
  expect(await page.$$eval(`link[rel="stylesheet"][href*="/static/${chunk}."], script[src*="/static/${chunk}."]`, (elements) => elements.length)).toBe(0);

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
