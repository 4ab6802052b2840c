/**
 * Site search in Chromium (SPEC §2, §7, §8): the results page finds a German word by its stem and
 * highlights it with <mark> only; category and pagination change the URL; the no-results text in
 * both languages; the header search's autocomplete as a keyboard-usable combobox; without
 * JavaScript the header search leads to the results page, whose form works.
 */
import type { Browser, Page } from 'puppeteer';
import { openBrowser } from './browser';
import { baseUrl, keepCookieBannerAway, open } from './visit';

const TIMEOUT = 30_000;
jest.setTimeout(120_000);

let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await openBrowser());
});
afterAll(() => close?.());

async function openPage(path: string, width = 1280) {
  const opened = await open(browser, path);
  await opened.page.setViewport({ width, height: 900 });
  await keepCookieBannerAway(opened.page);
  return opened;
}

const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

test('"Konzerte" finds "Konzert" (German stemming), marked in the snippets; server-rendered', async () => {
  const html = await (await fetch(`${baseUrl()}/de/search?query=Konzerte`)).text();
  expect(html).toContain('data-testid="search-hit"');
  const { page, problems } = await openPage('/de/search?query=Konzerte');
  const marks = await page.$$eval('[data-testid=search-hit] mark', (els) => els.map((e) => e.textContent));
  expect(marks.length).toBeGreaterThan(0);
  expect(marks).toContain('Konzert');
  // snippets carry no markup but <mark>
  const tags = await page.$$eval('[data-testid=search-hit] p:last-child *', (els) => [...new Set(els.map((e) => e.tagName))]);
  expect(tags.every((tag) => tag === 'MARK')).toBe(true);
  expect(await page.title()).toContain('Konzerte');
  expect(problems).toEqual([]);
  await page.close();
});

test('category and pagination change the URL and the results', async () => {
  const { page, problems } = await openPage('/en/search?query=concert');
  const othersCount = Number(await page.$eval('[data-testid=search-tab-others] span', (el) => el.textContent));
  expect(othersCount).toBeGreaterThan(10);
  await page.click('[data-testid=search-tab-others]');
  await page.waitForFunction(() => location.pathname === '/en/search/others', { timeout: TIMEOUT });
  expect(pathAndQuery(page)).toBe('/en/search/others?query=concert');
  // the overview stays until the category's first page has arrived
  await page.waitForSelector('ol[start="1"] [data-testid=search-hit]', { timeout: TIMEOUT });
  expect(await page.$eval('[data-testid=search-tab-others]', (el) => el.getAttribute('aria-current'))).toBe('page');
  expect(await page.$$eval('[data-testid=search-hit]', (els) => els.length)).toBe(10);
  const firstPage = await page.$$eval('[data-testid=search-hit] h3', (els) => els.map((e) => e.textContent));

  await page.click('nav a[rel=next]');
  await page.waitForFunction(() => location.pathname === '/en/search/others/2', { timeout: TIMEOUT });
  expect(pathAndQuery(page)).toBe('/en/search/others/2?query=concert');
  await page.waitForSelector('ol[start="11"] [data-testid=search-hit]', { timeout: TIMEOUT });
  // only the shown page and category are current (page 1's path is a prefix of page 2's)
  expect(await page.$$eval('main a[aria-current=page]', (els) => els.map((e) => e.textContent))).toEqual([expect.stringMatching(/^Concerts, stories/), '2']);
  const secondPage = await page.$$eval('[data-testid=search-hit] h3', (els) => els.map((e) => e.textContent));
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage).not.toEqual(firstPage);

  // reloading the shared URL shows the same page
  await page.reload({ waitUntil: 'networkidle0' });
  expect(await page.$$eval('[data-testid=search-hit] h3', (els) => els.map((e) => e.textContent))).toEqual(secondPage);
  expect(problems).toEqual([]);
  await page.close();
});

test.each([
  ['/de/search?query=xyzqvw', 'Leider hat Ihre Suche keine Ergebnisse geliefert'],
  ['/en/search?query=xyzqvw', 'Sorry, your search did not return any results'],
])('%s shows the no-results text', async (path, text) => {
  const { page, problems } = await openPage(path);
  expect(await page.$eval('[data-testid=search-empty]', (el) => el.textContent)).toContain(text);
  expect(problems).toEqual([]);
  await page.close();
});

test('an unknown category is a 404; an over-long query a message, not an error', async () => {
  expect((await fetch(`${baseUrl()}/de/search/unbekannt?query=x`)).status).toBe(404);
  const long = await fetch(`${baseUrl()}/de/search?query=${'a'.repeat(250)}`);
  expect(long.status).toBe(200);
  expect(await long.text()).toContain('höchstens 200 Zeichen');
});

describe.each([
  ['de', '/de', 'Konz', '/de/search?query=Konz'],
  ['en', '/en', 'Conc', '/en/search?query=Conc'],
] as const)('the header search in %s', (locale, home, typed, resultsUrl) => {
  test('autocomplete works with the keyboard (arrows, Enter, Escape) and announces the suggestions', async () => {
    const { page, problems } = await openPage(home);
    await page.click('[data-testid=search-toggle]');
    await page.waitForSelector('[data-testid=search-input]', { timeout: TIMEOUT });
    expect(await page.$eval('[data-testid=search-toggle]', (el) => el.getAttribute('aria-expanded'))).toBe('true');
    // the field has the focus
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'search-input');
    await page.keyboard.type(typed);
    const input = '[data-testid=search-input]';
    await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('aria-expanded') === 'true', { timeout: TIMEOUT }, input);
    const listId = await page.$eval(input, (el) => el.getAttribute('aria-controls'));
    const options = await page.$$eval(`[id="${listId}"] [role=option]`, (els) => els.map((e) => e.textContent));
    expect(options.length).toBeGreaterThan(0);
    expect(await page.$eval('form[role=search] [role=status]', (el) => el.textContent)).toMatch(locale === 'de' ? /Vorschl/ : /suggestion/);

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const active = await page.$eval(input, (el) => el.getAttribute('aria-activedescendant'));
    expect(active).toBeTruthy();
    expect(await page.$eval(`[id="${active}"]`, (el) => el.getAttribute('aria-selected'))).toBe('true');
    await page.keyboard.press('ArrowUp');
    const first = await page.$eval(input, (el) => el.getAttribute('aria-activedescendant'));
    expect(first).not.toBe(active);

    // Escape closes the list, not the field
    await page.keyboard.press('Escape');
    await page.waitForFunction((sel) => document.querySelector(sel)?.getAttribute('aria-expanded') === 'false', {}, input);
    expect(await page.$(input)).not.toBeNull();

    // back in the list, Enter opens the active suggestion
    await page.keyboard.press('ArrowDown');
    const target = await page.$eval(input, (el) => document.getElementById(el.getAttribute('aria-activedescendant') ?? '')?.textContent);
    expect(target).toBeTruthy();
    await page.keyboard.press('Enter');
    await page.waitForFunction((h) => location.pathname !== h, { timeout: TIMEOUT }, home);
    await page.waitForFunction(() => !document.querySelector('[data-testid=search-input]'), { timeout: TIMEOUT });
    expect(problems).toEqual([]);
    await page.close();
  });

  test('Enter without a suggestion submits to the results page; a second Escape closes the field', async () => {
    const { page, problems } = await openPage(home, 375);
    await page.click('[data-testid=search-toggle]');
    await page.waitForSelector('[data-testid=search-input]', { timeout: TIMEOUT });
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('[data-testid=search-input]'));
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('search-toggle');

    await page.click('[data-testid=search-toggle]');
    await page.waitForSelector('[data-testid=search-input]', { timeout: TIMEOUT });
    await page.keyboard.type(typed);
    await page.keyboard.press('Enter');
    await page.waitForFunction((url) => `${location.pathname}${location.search}` === url, { timeout: TIMEOUT }, resultsUrl);
    await page.waitForSelector('[data-testid=search-summary]', { timeout: TIMEOUT });
    expect(problems).toEqual([]);
    await page.close();
  });
});

test('without JavaScript the header search leads to the results page, whose form submits', async () => {
  const page = await browser.newPage();
  await page.setJavaScriptEnabled(false);
  await page.goto(`${baseUrl()}/de`, { waitUntil: 'networkidle0' });
  const href = await page.$eval('[data-testid=search-toggle]', (el) => el.getAttribute('href'));
  expect(href).toBe('/de/search');
  await page.goto(`${baseUrl()}${href}`, { waitUntil: 'networkidle0' });
  await page.type('[data-testid=search-page-input]', 'Konzerte');
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.keyboard.press('Enter')]);
  expect(pathAndQuery(page)).toBe('/de/search?query=Konzerte');
  expect(await page.$$eval('[data-testid=search-hit]', (els) => els.length)).toBeGreaterThan(0);
  await page.close();
});
