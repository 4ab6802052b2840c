/** Opening pages for the e2e tests: records problems (console errors and warnings, page errors). */
import { InterceptResolutionAction, type Browser, type BrowserContext, type HTTPRequest, type HTTPResponse, type Page } from 'puppeteer';

export const baseUrl = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run through jest (the e2e globalSetup starts the server)');
  return url;
};

export interface Opened {
  page: Page;
  problems: string[];
  status: number | undefined;
  /** the document's response (its headers: the CSP) */
  response: HTTPResponse | null;
}

export async function open(target: Browser | BrowserContext, path: string, setup?: (page: Page) => Promise<void>): Promise<Opened> {
  const page = await target.newPage();
  trackRequests(page);
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warn') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${String(error)}`));
  await setup?.(page);
  const response = await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle0' });
  await waitForHydration(page);
  return { page, problems, status: response?.status(), response };
}

/**
 * Keeps the cookie banner hidden on `page`, also when the manager's chunk arrives later (it is
 * fetched after mount, late on a busy machine): the banner is another test's subject, and showing
 * over a button it would take that button's click.
 */
export async function keepCookieBannerAway(page: Page): Promise<void> {
  await page.evaluate(() => {
    const hide = () => {
      const banner = document.getElementById('cc-main');
      if (banner) banner.style.display = 'none';
    };
    hide();
    new MutationObserver(hide).observe(document.body, { childList: true });
  });
}

/**
 * Clicks `selector` where a visitor would, once it holds still: scrolled into view, at the same place
 * as 100 ms before, and nothing else on top of its centre. Content that is still arriving above a
 * button (a picture, a module's renderer) moves it between the moment puppeteer measures it and the
 * click, which then lands on whatever took its place.
 */
export async function clickSteady(page: Page, selector: string, timeout = 30_000): Promise<void> {
  const point = await page.waitForFunction(
    (sel: string) => {
      const element = document.querySelector(sel);
      if (!element) return null;
      const box = element.getBoundingClientRect();
      if (box.top < 0 || box.bottom > innerHeight) {
        element.scrollIntoView({ block: 'center' });
        return null;
      }
      const place = `${box.x},${box.y},${box.width},${box.height}`;
      const seen = element as Element & { steadyAt?: string };
      const still = seen.steadyAt === place;
      seen.steadyAt = place;
      if (!still) return null;
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      if (element.contains(document.elementFromPoint(x, y))) return { x, y };
      // under a bar that stays on top (the editor's toolbar, the site's header): away from its edge
      element.scrollIntoView({ block: 'center' });
      return null;
    },
    { polling: 100, timeout },
    selector,
  );
  const { x, y } = (await point.jsonValue()) as { x: number; y: number };
  await page.mouse.click(x, y);
}

/** The requests of each page opened by `open`, from sent to answered (or failed). */
const inFlight = new WeakMap<Page, Set<HTTPRequest>>();

/** The last requests of each page opened by `open` that were answered or failed, for a failed wait to name. */
const answered = new WeakMap<Page, string[]>();
const KEPT_ANSWERS = 40;

function trackRequests(page: Page): void {
  const pending = new Set<HTTPRequest>();
  inFlight.set(page, pending);
  const log: string[] = [];
  answered.set(page, log);
  const sentAt = new WeakMap<HTTPRequest, number>();
  const note = (request: HTTPRequest, outcome: string) => {
    const { pathname, search } = new URL(request.url());
    log.push(`${new Date().toISOString().slice(11, 23)} ${outcome} ${request.method()} ${pathname}${search} (${Date.now() - (sentAt.get(request) ?? Date.now())} ms)`);
    if (log.length > KEPT_ANSWERS) log.shift();
  };
  page.on('request', (request) => {
    pending.add(request);
    sentAt.set(request, Date.now());
  });
  page.on('requestfinished', (request) => {
    pending.delete(request);
    if (request.resourceType() === 'fetch' || request.resourceType() === 'xhr' || request.resourceType() === 'document') note(request, String(request.response()?.status() ?? '?'));
  });
  page.on('requestfailed', (request) => {
    pending.delete(request);
    note(request, `failed (${request.failure()?.errorText ?? '?'})`);
  });
  // a new document: what the one before still had on its way is never reported as finished or failed
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) pending.clear();
  });
}

/**
 * Awaits `wait`; when it fails, the error also says what the page's last requests were (sent by a
 * page opened with `open`) and `state()` (what the page showed then).
 */
export async function waitOrTell(page: Page, wait: Promise<unknown>, state: () => Promise<string> = async () => ''): Promise<void> {
  try {
    await wait;
  } catch (error) {
    const shown = await state().catch(() => 'the page could not be read');
    throw new Error(`${(error as Error).message}\n${shown}\nthe page's last answers:\n${(answered.get(page) ?? []).join('\n')}`, { cause: error });
  }
}

/**
 * Resolves once no request of the page that `matches` has been on its way for `quietMs`: what page
 * network idle means, for the requests that matter. Network idle itself may never come to an open
 * editor, which asks for other editors' saves every 2 s (slower answers on a busy machine).
 */
export async function requestsAnswered(page: Page, matches: (request: HTTPRequest) => boolean, { quietMs = 300, timeout = 30_000 } = {}): Promise<void> {
  const pending = inFlight.get(page);
  if (!pending) throw new Error('requestsAnswered: the page was not opened by open()');
  const until = Date.now() + timeout;
  let quietSince = Date.now();
  for (;;) {
    const busy = [...pending].some(matches);
    if (busy) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    if (Date.now() > until) throw new Error(`requestsAnswered: still waiting after ${timeout} ms for ${[...pending].filter(matches).map((r) => `${r.method()} ${r.url()}`).join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A request that changes content (not the presence heartbeat, not a read). */
export const isContentWrite = (request: HTTPRequest): boolean => request.method() !== 'GET' && !/\/heartbeat\/?$/.test(new URL(request.url()).pathname);

/**
 * Until React has hydrated the page's root. Longer than Puppeteer's default 30 s: on a 2-core machine
 * under the whole suite (load average 11-13) a first visit's hydration once took longer.
 */
export async function waitForHydration(page: Page): Promise<void> {
  const hydrated = page.waitForFunction(
    () => {
      const first = document.getElementById('root')?.firstElementChild;
      return !!first && Object.keys(first).some((key) => key.startsWith('__react'));
    },
    // checked on a timer, not on frames (puppeteer's default): a page that draws none still hydrates
    { timeout: 45_000, polling: 50 },
  );
  await waitOrTell(page, hydrated, () => hydrationState(page));
}

/** What a page that has not hydrated shows of its way there: the scripts' loader, their requests, the service worker. */
async function hydrationState(page: Page): Promise<string> {
  const pending = [...(inFlight.get(page) ?? [])].map((request) => `${request.method()} ${new URL(request.url()).pathname}`);
  const shown = await page.evaluate(() => {
    // an inert tag (type text/plain) keeps its src too
    const scripts = [...document.scripts].filter((script) => script.src);
    const timing = (src: string) => {
      const entry = performance.getEntriesByName(src)[0] as PerformanceResourceTiming | undefined;
      return entry ? `answered after ${Math.round(entry.responseEnd)} ms, status ${entry.responseStatus}` : 'no timing entry';
    };
    return [
      `document ${document.readyState}, ${document.visibilityState}, ${Math.round(performance.now())} ms old`,
      `marks: ${performance.getEntriesByType('mark').map((mark) => `${mark.name}@${Math.round(mark.startTime)}`).join(', ') || 'none'}`,
      `service worker: ${navigator.serviceWorker?.controller?.state ?? 'none controls the page'}`,
      ...scripts.map((script) => {
        const src = script.getAttribute('src') ?? '';
        return script.type === 'text/plain' ? `still inert: ${src}` : `script ${src}: ${timing(script.src)}`;
      }),
    ].join('\n');
  });
  return `${shown}\nrequests still on their way: ${pending.join(', ') || 'none'}`;
}

/**
 * Scrolls a content module into view, touches it when it is a static one, and waits until its
 * content is hydrated (React's props on its element): an interactive module hydrates once it nears
 * the viewport and its renderer has loaded, a static one when touched (client/modules/hydrateWhen.ts).
 */
export async function waitForModuleHydrated(page: Page, selector: string): Promise<void> {
  await page.$eval(selector, (node) => {
    node.scrollIntoView({ block: 'center' });
    if (node.getAttribute('data-hydrate') === 'touched') node.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
  });
  await page.waitForFunction((s) => Object.keys(document.querySelector(`${s} > *`)!).some((key) => key.startsWith('__react')), {}, selector);
}

/** Before the page loads: the browser reports data-saver, so the site prefetches nothing (its links' chunks load when followed). */
export async function withDataSaver(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => Object.defineProperty(navigator, 'connection', { value: { effectiveType: '4g', saveData: true } }));
}

/** A document's own 4xx/5xx is reported by Chromium as a console error: not a problem of the page. */
export const withoutDocumentStatus = (problems: string[]): string[] => problems.filter((p) => !/the server responded with a status of (404|500)/.test(p));

/** JSON from the site in the page's session (cookies; the CSRF header for writes), as a script of the page would send it. */
export async function api<T>(page: Page, path: string, init: { method?: string; body?: unknown } = {}): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async (url, method, body) => {
      const token = document.cookie.split('; ').find((c) => c.startsWith('csrftoken='))?.slice(10) ?? '';
      const res = await fetch(url, {
        method,
        headers: { 'Content-Type': 'application/json', 'X-CSRFToken': decodeURIComponent(token) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    path,
    init.method ?? 'GET',
    init.body as never,
  ) as Promise<{ status: number; body: T }>;
}

/**
 * A screenshot for a person to look at, written only when E2E_SCREENSHOTS names a folder: taking it
 * checks nothing, and a full-page PNG costs the browser more than the test around it.
 */
export async function reviewScreenshot(page: Page, name: string, fullPage = false): Promise<void> {
  const folder = process.env.E2E_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage });
}

/**
 * Holds the page's requests that `matches` accepts until release(); the others pass. `sent` resolves
 * when the first held one was sent. It is the page's request interception, past the service worker
 * (a request the worker sends would miss it: docs/testing.md); stop() releases and ends both. A
 * request sent before the interception was on was never intercepted and is left alone.
 */
export async function holdRequests(page: Page, matches: (request: HTTPRequest) => boolean): Promise<{ sent: Promise<void>; release(): void; stop(): Promise<void> }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let markSent = () => {};
  const sent = new Promise<void>((resolve) => (markSent = resolve));
  const onRequest = (request: HTTPRequest) => {
    if (request.interceptResolutionState().action === InterceptResolutionAction.Disabled || request.isInterceptResolutionHandled()) return;
    if (!matches(request)) return void request.continue();
    markSent();
    void released.then(() => request.continue());
  };
  page.on('request', onRequest);
  await page.setBypassServiceWorker(true);
  await page.setRequestInterception(true);
  return {
    sent,
    release,
    async stop() {
      release();
      page.off('request', onRequest);
      await page.setRequestInterception(false);
      await page.setBypassServiceWorker(false);
    },
  };
}
