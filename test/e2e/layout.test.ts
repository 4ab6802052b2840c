/**
 * The site frame in Chromium (SPEC §2 Layout, Breadcrumbs): desktop menu and its dropdowns, the
 * burger menu, the language switch, breadcrumbs on small and large screens, the header hiding on
 * scroll, and the cart count from the shop cookie, each with no console errors.
 */
import type { Browser, BrowserContext, Page } from 'puppeteer';
import { DESKTOP_MENU_ITEMS, HEADER_HIDE_AFTER } from '../../shared/constants';
import { openBrowser } from './browser';
import { baseUrl } from './visit';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 800 };

interface Visit {
  page: Page;
  problems: string[];
}

async function visit(browser: Browser | BrowserContext, path: string, viewport = DESKTOP, before?: (page: Page) => Promise<void>): Promise<Visit> {
  const page = await browser.newPage();
  await page.setViewport(viewport);
  const problems: string[] = [];
  page.on('console', (message) => {
    // The service worker script may be missing in a build without it; that is not the layout's concern.
    if ((message.type() === 'error' || message.type() === 'warn') && !message.text().includes('fetching the script')) {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${String(error)}`));
  await before?.(page);
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle0' });
  await page.waitForFunction(() => {
    const first = document.getElementById('root')?.firstElementChild;
    return !!first && Object.keys(first).some((key) => key.startsWith('__react'));
  });
  return { page, problems };
}

const isVisible = (page: Page, selector: string) =>
  page.$eval(selector, (element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return style.display !== 'none' && style.visibility !== 'hidden' && box.width > 0 && box.height > 0;
  });

describe('the site layout', () => {
  let browser: Browser;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ browser, close } = await openBrowser());
  });
  afterAll(() => close());

  it('shows the first 4 highlighted items in the desktop menu, with submenus on hover and by keyboard', async () => {
    const { page, problems } = await visit(browser, '/de');
    const items = await page.$$eval('header nav[aria-label="Hauptnavigation"] > ul > li', (lis) => lis.length);
    expect(items).toBe(DESKTOP_MENU_ITEMS);
    const toggle = 'button[aria-controls^="desktop-submenu-"]';
    const submenuId = await page.$eval(toggle, (button) => button.getAttribute('aria-controls')!);
    expect(await isVisible(page, `#${submenuId}`)).toBe(false);
    // the desktop menu hydrates once visible (client/layout/laterParts.tsx)
    await page.waitForFunction(() => performance.getEntriesByName('hydrated:desktop-menu').length === 1);

    // hover
    await page.hover(`li:has(> ${toggle}) > a`);
    await page.waitForSelector(`#${submenuId}:not([hidden])`);
    expect(await page.$eval(toggle, (button) => button.getAttribute('aria-expanded'))).toBe('true');
    await page.mouse.move(700, 600);
    await page.waitForSelector(`#${submenuId}[hidden]`);

    // keyboard: the toggle opens it, Tab reaches its links, Escape closes and returns focus
    await page.focus(toggle);
    await page.keyboard.press('Enter');
    await page.waitForSelector(`#${submenuId}:not([hidden])`);
    await page.keyboard.press('Tab');
    expect(await page.evaluate((id) => document.activeElement?.closest(`#${id}`) !== null, submenuId)).toBe(true);
    await page.keyboard.press('Escape');
    await page.waitForSelector(`#${submenuId}[hidden]`);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe(submenuId);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('opens the burger menu with one submenu at a time, and closes it on a click outside and on Escape', async () => {
    const { page, problems } = await visit(browser, '/de', PHONE);
    const burger = 'button[aria-controls="site-menu"]';
    expect(await isVisible(page, '#site-menu')).toBe(false);
    await page.click(burger);
    await page.waitForFunction(() => getComputedStyle(document.getElementById('site-menu')!).visibility === 'visible');
    expect(await page.$eval(burger, (button) => button.getAttribute('aria-expanded'))).toBe('true');
    // focus moves into the panel (after its first paint)
    await page.waitForFunction(() => !!document.activeElement?.closest('#site-menu'));

    // all highlighted items (more than the desktop menu's four), then the other items
    const highlighted = await page.$$eval('#site-menu nav > ul:first-child > li > div > a', (links) => links.map((a) => a.getAttribute('href')));
    expect(highlighted.length).toBeGreaterThan(DESKTOP_MENU_ITEMS);
    const others = await page.$$eval('#site-menu ul[aria-label="Weitere Seiten"] a', (links) => links.map((a) => a.getAttribute('href')));
    expect(others.length).toBeGreaterThan(0);
    expect(others.filter((href) => highlighted.includes(href))).toEqual([]);

    const toggles = await page.$$('#site-menu button[aria-controls^="burger-submenu-"]');
    expect(toggles.length).toBeGreaterThanOrEqual(2);
    const [first, second] = await Promise.all(toggles.slice(0, 2).map((t) => t.evaluate((b) => b.getAttribute('aria-controls')!)));
    await toggles[0].click();
    await page.waitForSelector(`#${first}:not([hidden])`);
    await toggles[1].click();
    await page.waitForSelector(`#${second}:not([hidden])`);
    expect(await page.$eval(`#${first}`, (ul) => ul.hasAttribute('hidden'))).toBe(true);

    // a click outside (on the dimmed page below the panel) closes it
    await page.mouse.click(PHONE.width / 2, PHONE.height - 5);
    await page.waitForFunction((selector) => document.querySelector(selector)?.getAttribute('aria-expanded') === 'false', {}, burger);

    // Escape closes it and gives focus back to the burger button
    await page.click(burger);
    await page.waitForFunction((selector) => document.querySelector(selector)?.getAttribute('aria-expanded') === 'true', {}, burger);
    await page.keyboard.press('Escape');
    await page.waitForFunction((selector) => document.querySelector(selector)?.getAttribute('aria-expanded') === 'false', {}, burger);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('site-menu');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('switches language to the mapped page: /de/ueber-uns -> /en/about', async () => {
    const { page, problems } = await visit(browser, '/de/ueber-uns');
    await page.click('button[aria-controls="language-menu"]');
    await page.waitForSelector('#language-menu a[hreflang="en"]', { visible: true });
    expect(await page.$eval('#language-menu a[hreflang="en"]', (a) => a.getAttribute('href'))).toBe('/en/about');
    await page.click('#language-menu a[hreflang="en"]');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(new URL(page.url()).pathname).toBe('/en/about');
    // the site frame, rendered in the page's language before, now speaks English too
    await page.waitForFunction(() => document.querySelector('footer')?.textContent?.includes('Cookie settings'));
    expect(await page.$eval('button[aria-controls="site-menu"]', (b) => b.getAttribute('aria-label'))).toBe('Open menu');
    expect(problems).toEqual([]);
    await page.close();
  });

  it("shows an image's credits in the copyright popup, closed by Escape with focus back on its button", async () => {
    const { page, problems } = await visit(browser, '/de');
    expect(await page.$('[data-testid="image-copyright"]')).toBeNull();
    const button = await page.waitForSelector('button[aria-label="Bildnachweis anzeigen"]');
    await button!.evaluate((b) => (b as HTMLElement).scrollIntoView({ block: 'center' }));
    await button!.click();
    const popup = await page.waitForSelector('[data-testid="image-copyright"][role="dialog"]', { visible: true });
    expect(await popup!.evaluate((p) => p.textContent)).toMatch(/©|Foto|Photo/);
    await page.waitForFunction(() => document.activeElement?.closest('[data-testid="image-copyright"]'));
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('[data-testid="image-copyright"]'));
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Bildnachweis anzeigen');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows the full breadcrumb trail on large screens and a back link on small ones', async () => {
    const large = await visit(browser, '/de/ueber-uns/geschichte');
    const trail = await large.page.$$eval('[data-testid="breadcrumbs"] ol li', (lis) =>
      lis.map((li) => ({ text: li.textContent, link: li.querySelector('a')?.getAttribute('href') ?? null, current: !!li.querySelector('[aria-current="page"]') })),
    );
    expect(trail).toEqual([
      { text: 'Startseite', link: '/de', current: false },
      { text: 'Über uns', link: '/de/ueber-uns', current: false },
      { text: 'Orchester-Geschichte', link: null, current: true },
    ]);
    expect(await isVisible(large.page, '[data-testid="breadcrumbs"] ol')).toBe(true);
    expect(await isVisible(large.page, '[data-testid="breadcrumbs"] [aria-label^="Zurück"]')).toBe(false);
    expect(large.problems).toEqual([]);
    await large.page.close();

    const small = await visit(browser, '/de/ueber-uns/geschichte', PHONE);
    expect(await isVisible(small.page, '[data-testid="breadcrumbs"] ol')).toBe(false);
    const back = '[data-testid="breadcrumbs"] a[aria-label^="Zurück"]';
    expect(await isVisible(small.page, back)).toBe(true);
    expect(await small.page.$eval(back, (a) => a.getAttribute('href'))).toBe('/de/ueber-uns');
    expect(small.problems).toEqual([]);
    await small.page.close();

    // no bar on the home page
    const home = await visit(browser, '/de');
    expect(await home.page.$('[data-testid="breadcrumbs"]')).toBeNull();
    await home.page.close();
  });

  it(`hides the header after scrolling down beyond ${HEADER_HIDE_AFTER} px and shows it again on scroll up`, async () => {
    const { page, problems } = await visit(browser, '/de');
    const state = () => page.$eval('header[data-state]', (header) => header.getAttribute('data-state'));
    const headerBottom = () => page.$eval('header[data-state]', (header) => header.getBoundingClientRect().bottom);
    expect(await state()).toBe('sticky');
    // the pointer over the page, as a visitor's who scrolls with the wheel: at the window's top edge
    // it would lie in the hover zone that reveals a hidden header (the headless shell puts it at 0,0)
    await page.mouse.move(DESKTOP.width / 2, DESKTOP.height / 2);
    await page.evaluate(() => window.scrollTo(0, 100));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await state()).toBe('sticky');
    await page.evaluate((y) => window.scrollTo(0, y), HEADER_HIDE_AFTER + 400);
    await page.waitForFunction(() => document.querySelector('header[data-state]')?.getAttribute('data-state') === 'hidden');
    await new Promise((resolve) => setTimeout(resolve, 500)); // the slide-out transition
    expect(await headerBottom()).toBeLessThanOrEqual(1);
    await page.evaluate((y) => window.scrollTo(0, y), HEADER_HIDE_AFTER + 200);
    await page.waitForFunction(() => document.querySelector('header[data-state]')?.getAttribute('data-state') === 'hovering');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await headerBottom()).toBeGreaterThan(40);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('shows the cart count and the shop contact from the shop cookies, read in the browser (the server markup is the same for everyone)', async () => {
    const contact = encodeURIComponent(JSON.stringify({ individualFirstName: 'Zerlina', individualLastname: 'Quastmeyer' }));
    // A context of its own, so the cookies stay out of the other tests.
    const context = await browser.createBrowserContext();
    const { page, problems } = await visit(context, '/de', DESKTOP, async (p) => {
      const url = new URL(baseUrl());
      await p.setCookie(
        { name: 'stx_cartSummary', value: '3|89,00|EUR', domain: url.hostname, path: '/' },
        { name: 'stx_contact', value: contact, domain: url.hostname, path: '/' },
      );
    });
    await page.waitForSelector('[data-testid="cart-count"]');
    expect(await page.$eval('[data-testid="cart-count"]', (span) => span.textContent)).toBe('3');
    expect(await page.$eval('a:has([data-testid="cart-count"])', (a) => a.getAttribute('aria-label'))).toBe('Warenkorb, 3 Artikel');
    await page.click('button[aria-controls="user-menu"]');
    expect(await page.$eval('[data-testid="shop-greeting"]', (p) => p.textContent)).toBe('Hallo Zerlina Quastmeyer');
    // Read after hydration: no hydration warning, and the server's page carries no visitor's cart.
    expect(problems).toEqual([]);
    await context.close();
    const served = await fetch(`${baseUrl()}/de`, { headers: { cookie: `stx_cartSummary=3|89,00|EUR; stx_contact=${contact}` } });
    const html = await served.text();
    expect(html).not.toContain('data-testid="cart-count"');
    expect(html).not.toContain('Zerlina');

    const empty = await visit(browser, '/de');
    expect(await empty.page.$('[data-testid="cart-count"]')).toBeNull();
    await empty.page.close();
  });

  it('jumps to the main content with the skip link and offers the footer links', async () => {
    const { page, problems } = await visit(browser, '/en');
    // The cookie dialog of a first visit is a dialog and takes the focus; once a choice is stored
    // the skip link must be the first stop.
    await page.waitForSelector('[data-role="all"]', { visible: true });
    await page.click('[data-role="all"]');
    await page.reload({ waitUntil: 'networkidle0' });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('#main');
    expect(await isVisible(page, 'a[href="#main"]')).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    expect(await page.$eval('footer', (footer) => getComputedStyle(footer).backgroundColor)).toBe('rgb(255, 216, 77)');
    expect(await page.$('footer a[href="/en/press"]')).not.toBeNull();
    expect(await page.$('footer a[href="/en/newsletter"]')).not.toBeNull();
    expect(await page.$$eval('footer a[aria-label]', (links) => links.map((a) => a.getAttribute('aria-label')))).toEqual(
      expect.arrayContaining(['Facebook', 'Instagram', 'YouTube', 'iTunes', 'Spotify']),
    );
    expect(await page.$$eval('footer a[href^="/en/stories/"]', (links) => links.length)).toBeGreaterThanOrEqual(2);
    expect(problems).toEqual([]);
    await page.close();

    const newsletter = await visit(browser, '/en/newsletter');
    expect(await newsletter.page.$('footer a[href="/en/newsletter"]')).toBeNull();
    await newsletter.page.close();
  });

  it('follows the breakpoints of SPEC §9 (64em, 100em, 120em): the page margins widen at each', async () => {
    const { page, problems } = await visit(browser, '/de', { width: 1920, height: 900 });
    const margins = () =>
      page.evaluate(() => ({
        width: window.innerWidth,
        gutter: getComputedStyle(document.documentElement).getPropertyValue('--gutter').trim(),
        // the footer's content follows the gutter
        footer: getComputedStyle(document.querySelector('footer > div')!).paddingLeft,
      }));
    for (const [width, gutter, footer] of [
      [1023, '1.25rem', '20px'],
      [1024, '2rem', '32px'],
      [1599, '2rem', '32px'],
      [1600, '3rem', '48px'],
      [1919, '3rem', '48px'],
      [1920, '4rem', '64px'],
      [2400, '4rem', '64px'],
    ] as const) {
      await page.setViewport({ width, height: 900 });
      await page.waitForFunction((w) => window.innerWidth === w, {}, width);
      expect(await margins()).toEqual({ width, gutter, footer });
    }
    // the content never grows beyond the maximum container (120rem)
    expect(await page.$eval('footer > div', (inner) => inner.getBoundingClientRect().width)).toBe(1920);
    expect(problems).toEqual([]);
    await page.close();
  });
});
