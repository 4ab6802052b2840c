/**
 * A list that fails to load says so and offers 'Try again' (SPEC §8: 'Error whole Loading',
 * 'Try again'), in Chromium: the concerts list reached by a client-side navigation, the press
 * page's categories with their directories (one answer), the orchestra's next page, the orchestra and the stories reached in the
 * app (the stories' request refused, as when the connection drops: not the 404 page). The list's
 * requests fail while `failing` is set; 'Try again' then loads the list.
 */
import type { Browser, HTTPRequest, Page } from 'puppeteer';
import { openBrowser } from './browser';
import { open } from './visit';

let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await openBrowser());
});
afterAll(() => close());

/** Requests whose URL matches `pattern` answer 500 (or are refused) while the switch is on. */
async function failRequests(page: Page, pattern: RegExp, how: 'answer 500' | 'refuse' = 'answer 500'): Promise<{ failing: boolean; failed: string[] }> {
  const control = { failing: true, failed: [] as string[] };
  // the fake failures are the page's request interception: the service worker, once it has claimed
  // the page, must not send the page's requests past it (docs/testing.md)
  await page.setBypassServiceWorker(true);
  await page.setRequestInterception(true);
  page.on('request', (request: HTTPRequest) => {
    if (request.isInterceptResolutionHandled()) return;
    if (control.failing && pattern.test(request.url())) {
      control.failed.push(new URL(request.url()).pathname);
      if (how === 'refuse') return void request.abort('connectionrefused');
      void request.respond({ status: 500, contentType: 'application/json', body: JSON.stringify({ status: 500, code: 'internal', message: 'An internal server error has occurred.' }) });
    } else void request.continue();
  });
  return control;
}

/** What the browser and the app log about the staged failures (and nothing else may be logged). */
const staged = /status of 500|failed to load|ERR_CONNECTION_REFUSED/;

/** Follows the page's own link to `path` (a DOM click: the cookie banner of a first visit may cover it). */
async function follow(page: Page, path: string): Promise<void> {
  await page.$eval(`a[href="${path}"]`, (a) => (a as HTMLAnchorElement).click());
  await page.waitForFunction((p) => location.pathname === p, {}, path);
}

/** The 'Try again' button inside `scope` (by its text), clicked through the DOM. */
async function tryAgain(page: Page, scope: string, label: string): Promise<void> {
  await page.$$eval(
    `${scope} button`,
    (buttons, text) => {
      const button = buttons.find((b) => b.textContent?.trim() === text);
      if (!button) throw new Error(`no button "${text}"`);
      (button as HTMLButtonElement).click();
    },
    label,
  );
}

it('the concerts list reached in the app fails: its message and "Try again", which loads it', async () => {
  let control!: { failing: boolean; failed: string[] };
  const { page, problems } = await open(browser, '/en', async (p) => {
    control = await failRequests(p, /\/en\/api\/events\/\?/);
  });
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await follow(page, '/en/concerts');
  const alert = await page.waitForSelector('main [role="alert"]', { timeout: 30_000 });
  expect(await alert!.evaluate((el) => el.querySelector('p')?.textContent)).toBe('The concerts could not be loaded.');
  expect(await alert!.evaluate((el) => el.querySelector('button')?.textContent)).toBe('Try again');
  expect(await page.$('[data-testid="events-list"]')).toBeNull();
  expect(control.failed.length).toBeGreaterThan(0);

  control.failing = false;
  await tryAgain(page, 'main [role="alert"]', 'Try again');
  await page.waitForSelector('[data-testid="events-list"] li[data-event-id]', { timeout: 30_000 });
  expect(await page.$('main [role="alert"]')).toBeNull();
  // all in the app: no reload
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  expect(problems.filter((p) => !staged.test(p))).toEqual([]);
  await page.close();
});

it("the press page's categories and directories fail: 'Fehler beim Laden' and 'Erneut versuchen', which loads them", async () => {
  let control!: { failing: boolean; failed: string[] };
  const { page, problems } = await open(browser, '/de', async (p) => {
    // the whole press page is one answer: every category with its first directories
    control = await failRequests(p, /\/de\/api\/download-categories\//);
  });
  await follow(page, '/de/presse');
  const alert = await page.waitForSelector('[data-testid="press-failed"]', { timeout: 30_000 });
  expect(await alert!.evaluate((el) => ({ text: el.querySelector('p')?.textContent, button: el.querySelector('button')?.textContent }))).toEqual({
    text: 'Fehler beim Laden',
    button: 'Erneut versuchen',
  });
  expect(await page.$('[data-testid="press-directory"]')).toBeNull();
  expect(control.failed.length).toBeGreaterThan(0);

  control.failing = false;
  await tryAgain(page, '[data-testid="press-failed"]', 'Erneut versuchen');
  await page.waitForSelector('[data-testid="press-category"]:first-of-type [data-testid="press-directory"]', { timeout: 30_000 });
  expect(await page.$('[data-testid="press-failed"]')).toBeNull();
  expect(await page.$$eval('[data-testid="press-category"] [role="alert"]', (alerts) => alerts.length)).toBe(0);
  expect(problems.filter((p) => !staged.test(p))).toEqual([]);
  await page.close();
});

it("the orchestra's next page fails: 'Fehler beim Laden', the button says 'Erneut versuchen' and loads it", async () => {
  let control!: { failing: boolean; failed: string[] };
  const { page, problems } = await open(browser, '/de/orchester', async (p) => {
    control = await failRequests(p, /\/de\/api\/persons\/\?(.*&)?page=2/);
  });
  const first = await page.$$eval('[data-testid="person-card"]', (cards) => cards.length);
  await page.$eval('[data-testid="load-more"]', (button) => (button as HTMLButtonElement).click());
  await page.waitForSelector('[data-testid="persons-page"] [role="alert"]', { timeout: 30_000 });
  expect(await page.$eval('[data-testid="persons-page"] [role="alert"]', (el) => el.textContent)).toBe('Fehler beim Laden');
  await page.waitForFunction(() => document.querySelector('[data-testid="load-more"]')?.textContent === 'Erneut versuchen');
  expect(await page.$$eval('[data-testid="person-card"]', (cards) => cards.length)).toBe(first);
  expect(control.failed.length).toBe(1);

  control.failing = false;
  await page.$eval('[data-testid="load-more"]', (button) => (button as HTMLButtonElement).click());
  await page.waitForFunction((count) => document.querySelectorAll('[data-testid="person-card"]').length > count, { timeout: 30_000 }, first);
  expect(await page.$('[data-testid="persons-page"] [role="alert"]')).toBeNull();
  expect(problems.filter((p) => !staged.test(p))).toEqual([]);
  await page.close();
});

it("the orchestra reached in the app fails: 'Fehler beim Laden' and 'Erneut versuchen' instead of the 404 page", async () => {
  let control!: { failing: boolean; failed: string[] };
  const { page, problems } = await open(browser, '/de', async (p) => {
    control = await failRequests(p, /\/de\/api\/persons\/(\?|$)/);
  });
  await follow(page, '/de/orchester');
  const alert = await page.waitForSelector('[data-testid="persons-page"] [role="alert"]', { timeout: 30_000 });
  expect(await alert!.evaluate((el) => el.querySelector('p')?.textContent)).toBe('Fehler beim Laden');
  expect(await alert!.evaluate((el) => el.querySelector('button')?.textContent)).toBe('Erneut versuchen');
  expect(await page.$eval('h1', (h) => h.textContent)).toBe('Orchester');
  expect(control.failed.length).toBeGreaterThan(0);

  control.failing = false;
  await tryAgain(page, '[data-testid="persons-page"] [role="alert"]', 'Erneut versuchen');
  await page.waitForSelector('[data-testid="person-card"]', { timeout: 30_000 });
  expect(await page.$('[data-testid="persons-page"] [role="alert"]')).toBeNull();
  expect(problems.filter((p) => !staged.test(p))).toEqual([]);
  await page.close();
});

it("the stories reached in the app, their request refused: 'Error whole Loading' and 'Try again' instead of the 404 page", async () => {
  let control!: { failing: boolean; failed: string[] };
  const { page, problems } = await open(browser, '/en', async (p) => {
    control = await failRequests(p, /\/en\/api\/articles\/\?/, 'refuse');
  });
  await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
  await follow(page, '/en/stories');
  const alert = await page.waitForSelector('[data-testid="stories-page"] [role="alert"]', { timeout: 30_000 });
  expect(await alert!.evaluate((el) => el.querySelector('p')?.textContent)).toBe('Error whole Loading');
  expect(await alert!.evaluate((el) => el.querySelector('button')?.textContent)).toBe('Try again');
  expect(await page.$eval('h1', (h) => h.textContent)).toBe('Stories');
  expect(await page.$('[data-testid="article-card"]')).toBeNull();
  expect(control.failed.length).toBeGreaterThan(0);

  control.failing = false;
  await tryAgain(page, '[data-testid="stories-page"] [role="alert"]', 'Try again');
  await page.waitForSelector('[data-testid="stories-page"] [data-testid="article-card"]', { timeout: 30_000 });
  expect(await page.$('[data-testid="stories-page"] [role="alert"]')).toBeNull();
  expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
  expect(problems.filter((p) => !staged.test(p))).toEqual([]);
  await page.close();
});
