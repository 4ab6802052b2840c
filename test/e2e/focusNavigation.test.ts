/**
 * Focus and announcements (WCAG 2.4.3, 4.1.3) and the head (docs/seo.md) in Chromium: after the
 * cookie banner is answered (Enter or a click) focus is at the start of the page, so the next Tab
 * reaches the skip link (issue 44); a link followed with
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

/**
 * The banner just answered: focus is neither on <body> nor left in the dialog, and the next Tab
 * reaches the skip link, shown, as on a page whose visitor has chosen before (SPEC §2).
 */
async function expectTabReachesSkipLink(page: Page, text: string): Promise<void> {
  await page.waitForFunction(() => !document.documentElement.classList.contains('show--consent'));
  await page.waitForFunction(() => {
    const el = document.activeElement;
    return !!el && el !== document.body && !el.closest('#cc-main');
  });
  await page.keyboard.press('Tab');
  const reached = await page.evaluate(() => {
    const el = document.activeElement;
    return { href: el?.getAttribute('href'), text: el?.textContent?.trim(), shown: !!el && el.getBoundingClientRect().top >= 0 };
  });
  expect(reached).toEqual({ href: '#main', text, shown: true });
}

it('after the cookie banner is answered with Enter the next Tab reaches the skip link; a followed link focuses the new heading, announces the page and updates the head', async () => {
  const context = await browser.createBrowserContext();
  const { page, problems } = await open(context, '/de', (p) => p.setViewport(DESKTOP));
  await page.waitForSelector('#cc-main [data-role="necessary"]', { visible: true });
  await page.focus('#cc-main [data-role="necessary"]');
  await page.keyboard.press('Enter');
  await expectTabReachesSkipLink(page, 'Zum Inhalt springen');

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

it('after the cookie banner is answered with a click the next Tab reaches the skip link (English)', async () => {
  const context = await browser.createBrowserContext();
  const { page, problems } = await open(context, '/en', (p) => p.setViewport(DESKTOP));
  await page.waitForSelector('#cc-main [data-role="necessary"]', { visible: true });
  await page.click('#cc-main [data-role="necessary"]');
  await expectTabReachesSkipLink(page, 'Skip to content');
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
