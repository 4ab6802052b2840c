/**
 * The production build in Chromium: pages hydrate without errors or hydration warnings, the editor
 * chunk loads only in edit mode, and client-side navigation runs the route loaders.
 */
import type { Browser, Page } from 'puppeteer';
import { openBrowser } from './browser';
import { baseUrl } from './visit';

interface Visit {
  page: Page;
  problems: string[];
  requests: string[];
}

/** Opens a page and records console errors/warnings, page errors and every request. */
async function visit(browser: Browser, path: string): Promise<Visit> {
  const page = await browser.newPage();
  const problems: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warn') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${String(error)}`));
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle0' });
  // Hydrated: React attached its internal keys to the root's first element.
  await page.waitForFunction(() => {
    const first = document.getElementById('root')?.firstElementChild;
    return !!first && Object.keys(first).some((key) => key.startsWith('__react'));
  });
  return { page, problems, requests };
}

const editorChunk = (requests: string[]) => requests.some((path) => /^\/static\/editor\.[0-9a-f]+\.js$/.test(path));

describe('the site in Chromium', () => {
  let browser: Browser;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ browser, close } = await openBrowser());
  });
  afterAll(() => close());

  it.each([
    ['/de', 'de', 'English'],
    ['/en', 'en', 'Deutsch'],
  ])('%s hydrates with no console errors and no hydration warnings', async (path, lang, switchLabel) => {
    const { page, problems, requests } = await visit(browser, path);
    expect(problems).toEqual([]);
    expect(await page.$eval('html', (html) => html.lang)).toBe(lang);
    expect(await page.$eval('a[hreflang]', (a) => a.textContent)).toBe(switchLabel);
    expect(await page.$('main#main h1')).not.toBeNull();
    expect(await page.$eval('a[href="#main"]', (a) => a.textContent)).toBeTruthy();
    // Hydrated from the snapshot: no API call from the browser.
    expect(requests.filter((p) => p.includes('-api/') || p.includes('/api/'))).toEqual([]);
    expect(editorChunk(requests)).toBe(false);
    await page.close();
  });

  it('loads the editor chunk only with ?edit', async () => {
    const { page, problems, requests } = await visit(browser, '/de?edit');
    // a visitor without a session: the editor chunk opens its login modal
    await page.waitForSelector('[data-testid="login-modal"]');
    expect(editorChunk(requests)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('switches language on the client, running the new route\'s loaders', async () => {
    const { page } = await visit(browser, '/de');
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    // The language switch is a dropdown (client/layout/LanguageSwitch.tsx).
    await page.click('button[aria-controls="language-menu"]');
    await page.click('a[hreflang="en"]');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(new URL(page.url()).pathname).toBe('/en');
    expect(await page.$eval('a[hreflang]', (a) => a.textContent)).toBe('Deutsch');
    // Same document: the navigation happened without a reload.
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    await page.close();
  });

  it('shows the error page for an unknown route', async () => {
    const { page, problems } = await visit(browser, '/de/konzerte/x/keine-zahl');
    expect(await page.$eval('h1', (h1) => h1.textContent)).toBe('Fehler 404');
    // The browser reports the 404 status of the document itself; nothing else may complain.
    expect(problems.filter((p) => !p.includes('status of 404'))).toEqual([]);
    await page.close();
  });
});
