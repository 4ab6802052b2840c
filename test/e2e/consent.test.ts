/**
 * Cookie consent (SPEC §1, §2, §4) in Chromium, each test in a fresh browser context (no cookies):
 * the banner appears after the page has mounted; allowing external media from an embed's placeholder
 * shows the embed and records the category; the footer's cookie settings reopen the preferences; the
 * banner stays off the imprint and comes back when the visitor leaves it having refused tracking.
 */
import type { Browser, BrowserContext, Page } from 'puppeteer';
import { openBrowser } from './browser';
import { baseUrl, open, waitForModuleHydrated } from './visit';

let browser: Browser;
let close: () => Promise<void>;
let context: BrowserContext;

beforeAll(async () => {
  ({ browser, close } = await openBrowser());
});
afterAll(() => close());
beforeEach(async () => {
  context = await browser.createBrowserContext();
});
afterEach(() => context.close());

const bannerShown = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('show--consent'));
const waitForBanner = (page: Page) => page.waitForFunction(() => document.documentElement.classList.contains('show--consent'), { timeout: 30_000 });

/**
 * Hydrated (open() waited for that), the mount effects run, and whatever they asked for answered:
 * a cookie manager started by mistake would have loaded its chunk and shown the banner by now.
 */
async function settledAfterMount(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 });
}

async function consentCookie(page: Page): Promise<{ categories: string[] } | null> {
  const cookie = (await page.cookies()).find((c) => c.name === 'cc_cookie');
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as { categories: string[] }) : null;
}

describe('cookie consent', () => {
  it('shows the banner after the page has mounted, in the page language, and not in the server HTML', async () => {
    const html = await (await fetch(`${baseUrl()}/en/about`)).text();
    expect(html).not.toContain('cc-main');
    const { page, problems } = await open(context, '/en/about');
    await waitForBanner(page);
    expect(await page.$eval('#cc-main .cm__title', (el) => el.textContent)).toBe('We use cookies');
    expect(problems).toEqual([]);
  });

  it('allowing external media in an embed shows it and accepts that category', async () => {
    // the home page's video module: without consent its poster carries the consent notice
    const { page, problems } = await open(context, '/de');
    await waitForBanner(page);
    const allow = await page.waitForSelector('main [data-module="video"] button::-p-text(Externe Medien erlauben)');
    expect(await page.$('main iframe')).toBeNull();
    await waitForModuleHydrated(page, 'main [data-module="video"]');
    // a click through the DOM: the banner may cover the button
    await allow!.evaluate((button) => (button as HTMLButtonElement).click());
    await page.waitForSelector('main iframe');
    await page.waitForFunction(() => !document.documentElement.classList.contains('show--consent'));
    expect((await consentCookie(page))?.categories).toEqual(expect.arrayContaining(['required', 'externalMedia']));
    expect((await consentCookie(page))?.categories).not.toContain('tracking');
    expect(problems).toEqual([]);
  });

  it('the footer\'s cookie settings reopen the preferences', async () => {
    const { page } = await open(context, '/de');
    await waitForBanner(page);
    await page.click('#cc-main [data-role="necessary"]');
    await page.waitForFunction(() => !document.documentElement.classList.contains('show--consent'));
    // the dialog fades out and takes clicks until it is hidden: a click at once may land on it
    await page.waitForFunction(() => {
      const dialog = document.querySelector('#cc-main .cm');
      return !dialog || getComputedStyle(dialog).visibility === 'hidden';
    });
    await page.click('[data-testid="cookie-settings"]');
    await page.waitForFunction(() => document.documentElement.classList.contains('show--preferences'));
    const sections = await page.$$eval('#cc-main .pm__section-title', (titles) => titles.map((t) => t.textContent?.trim()));
    expect(sections).toEqual(expect.arrayContaining(['Notwendig', 'Optimierung', 'Marketing', 'Externe Medien']));
  });

  it('is not shown on the imprint, and shows again when the visitor leaves it having refused tracking', async () => {
    const first = await open(context, '/de');
    await waitForBanner(first.page);
    await first.page.click('#cc-main [data-role="necessary"]'); // tracking refused
    await first.page.close();

    const { page, problems } = await open(context, '/de/impressum');
    await settledAfterMount(page);
    expect(await bannerShown(page)).toBe(false);
    // leave the imprint by a client-side navigation
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/de/ueber-uns"]')!.click());
    await page.waitForFunction(() => location.pathname === '/de/ueber-uns');
    await waitForBanner(page);
    expect(problems).toEqual([]);
  });

  it('a visitor without a choice on the privacy page sees no banner there', async () => {
    const { page } = await open(context, '/en/privacy');
    await settledAfterMount(page);
    expect(await bannerShown(page)).toBe(false);
  });
});
