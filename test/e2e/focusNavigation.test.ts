/**
 * Focus and announcements (WCAG 2.4.3, 4.1.3) and the head (docs/seo.md) in Chromium: after the
 * cookie banner is answered focus is at the start of the page (the skip link); a link followed with
 * the keyboard moves focus to the new page's heading and a polite live region names the page, and
 * the head's description, canonical and hreflang follow the page; the '©' popup keeps focus while
 * open; the editor's login dialog opens on its first field.
 */
import type { Browser, Page } from 'puppeteer';
import { openBrowser } from './browser';
import { baseUrl, open } from './visit';

let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await openBrowser());
});
afterAll(() => close());

const DESKTOP = { width: 1440, height: 900 };

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName.toLowerCase()}${el.getAttribute('href') ? `[href="${el.getAttribute('href')}"]` : ''}${el.id ? `#${el.id}` : ''}` : 'none';
  });

const head = (page: Page) =>
  page.evaluate(() => ({
    description: document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content,
    canonical: document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href,
    hreflang: Object.fromEntries([...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((l) => [l.hreflang, l.href])),
  }));

it('after the cookie banner focus is on the header\'s first link; a followed link focuses the new heading, announces the page and updates the head', async () => {
  const context = await browser.createBrowserContext();
  const { page, problems } = await open(context, '/de', (p) => p.setViewport(DESKTOP));
  await page.waitForSelector('#cc-main [data-role="necessary"]', { visible: true });
  await page.focus('#cc-main [data-role="necessary"]');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !document.documentElement.classList.contains('show--consent'));
  // the logo, the header's first link: the next Tab goes on in the navigation, not in the main content
  await page.waitForFunction(() => document.activeElement === document.querySelector('header a[href]'));
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('header'))).toBe(true);

  const home = await head(page);
  expect(await page.$eval('#route-announcer', (el) => [el.getAttribute('role'), el.getAttribute('aria-live'), el.textContent])).toEqual(['status', 'polite', '']);
  await page.focus('a[href="/de/konzerte"]');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => location.pathname === '/de/konzerte' && document.activeElement?.tagName === 'H1', { timeout: 30_000 });
  expect(await page.$eval('main h1', (h) => h === document.activeElement)).toBe(true);
  const title = await page.title();
  await page.waitForFunction((t) => document.getElementById('route-announcer')?.textContent === t, {}, title);

  const concerts = await head(page);
  expect(concerts.description).not.toBe(home.description);
  expect(concerts.canonical).toBe(`${new URL(home.canonical!).origin}/de/konzerte`);
  expect(concerts.hreflang).toEqual({ de: concerts.canonical, en: `${new URL(home.canonical!).origin}/en/concerts`, 'x-default': concerts.canonical });
  // what the server writes for the page is what the browser now holds
  const served = await (await fetch(`${baseUrl()}/de/konzerte`)).text();
  expect(served).toContain(`<link rel="canonical" href="${concerts.canonical}">`);
  expect(served).toContain('<meta property="og:site_name" content=');
  expect(served).toContain('<meta name="twitter:card" content="summary_large_image">');
  // the next Tab goes on from the heading, inside the new page
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
  expect(problems).toEqual([]);
  await context.close();
});

it("the '©' popup keeps focus while open and gives it back when closed", async () => {
  const { page } = await open(browser, '/de/ueber-uns', (p) => p.setViewport(DESKTOP));
  const opener = 'main header button[aria-label="Bildnachweis anzeigen"]';
  await page.focus(opener);
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-testid="image-copyright"][aria-modal="true"]');
  const inside = () => page.evaluate(() => !!document.activeElement?.closest('[data-testid="image-copyright"]'));
  expect(await inside()).toBe(true);
  for (const key of ['Tab', 'Tab', 'Shift+Tab'] as const) {
    if (key === 'Shift+Tab') {
      await page.keyboard.down('Shift');
      await page.keyboard.press('Tab');
      await page.keyboard.up('Shift');
    } else await page.keyboard.press('Tab');
    expect([key, await inside()]).toEqual([key, true]);
  }
  await page.keyboard.press('Escape');
  await page.waitForSelector('[data-testid="image-copyright"]', { hidden: true });
  expect(await focused(page)).toBe('button');
  expect(await page.$eval(opener, (b) => b === document.activeElement)).toBe(true);
  await page.close();
});

it("the editor's login dialog opens on its first field", async () => {
  const context = await browser.createBrowserContext();
  const { page } = await open(context, '/de/kontakt?edit', (p) => p.setViewport(DESKTOP));
  await page.waitForSelector('dialog[open][data-testid=login-modal]');
  await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'username');
  await context.close();
});
