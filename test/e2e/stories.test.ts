/**
 * The stories screens in Chromium, in both languages: the list and its category filter (both URL
 * forms), the tag overview, a tag page for a tag with umlauts, the unknown-tag error, and a story
 * with its transparent header and content sections. No console errors anywhere.
 */
import type { Browser, Page } from 'puppeteer';
import { openBrowser } from './browser';
import { baseUrl, open, withoutDocumentStatus } from './visit';

const cardCount = (page: Page) => page.$$eval('[data-testid="article-card"]', (cards) => cards.length);
const headerVariant = (page: Page) => page.$eval('header[data-variant]', (header) => header.getAttribute('data-variant'));
const path = (page: Page) => page.evaluate(() => `${location.pathname}${location.search}`);

/** A click through the DOM: the cookie banner of a first visit may cover the target's coordinates. */
const domClick = (page: Page, selector: string) => page.$eval(selector, (el) => (el as HTMLElement).click());

describe('stories', () => {
  let browser: Browser;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ browser, close } = await openBrowser());
  });
  afterAll(() => close());

  it.each([
    ['de', '/de/stories', 'Lesen', '/de/stories/lesen', 'lesen'],
    ['en', '/en/stories', 'Read', '/en/stories?category=read', 'read'],
  ])('%s: the list filters by category, in the URL too', async (_locale, listPath, label, filteredPath, slug) => {
    const { page, problems, status } = await open(browser, listPath);
    expect(status).toBe(200);
    const all = await cardCount(page);
    expect(all).toBeGreaterThan(10);
    expect(await page.$('[data-testid="stories-filter"] h1')).not.toBeNull();
    expect(await headerVariant(page)).toBe('default');

    const [link] = await page.$$(`xpath/.//nav//a[normalize-space()="${label}"]`);
    await link.evaluate((el) => (el as HTMLElement).click());
    await page.waitForSelector(`[data-testid="stories-page"][data-category="${slug}"]`);
    expect(await path(page)).toBe(filteredPath);
    const filtered = await cardCount(page);
    expect(filtered).toBeGreaterThan(0);
    expect(filtered).toBeLessThan(all);
    expect(await page.$eval('[data-testid="stories-filter"] a[aria-current="page"]', (a) => a.textContent)).toBe(label);
    // Stories with a category filter: the special header style (SPEC §2); the header follows the
    // displayed location, which the list's own store may run ahead of by a render
    await page.waitForFunction(() => document.querySelector('header[data-variant]')?.getAttribute('data-variant') === 'stories');
    expect(await headerVariant(page)).toBe('stories');
    expect(problems).toEqual([]);
    await page.close();
  });

  it('takes the German category as a query too, in any spelling of hören', async () => {
    const byQuery = await open(browser, '/de/stories?category=h%C3%B6ren');
    const byPath = await open(browser, '/de/stories/hoeren');
    for (const { page, problems, status } of [byQuery, byPath]) {
      expect(status).toBe(200);
      expect(await page.$eval('[data-testid="stories-page"]', (el) => el.getAttribute('data-category'))).toBe('hoeren');
      expect(await page.$eval('[data-testid="stories-filter"] a[aria-current="page"]', (a) => a.textContent)).toBe('Hören');
      expect(await headerVariant(page)).toBe('stories');
      expect(problems).toEqual([]);
    }
    expect(await cardCount(byQuery.page)).toBe(await cardCount(byPath.page));
    await byQuery.page.close();
    await byPath.page.close();
  });

  it.each([
    ['de', '/de/stories/tags', 'Klänge & Geräusche', '/de/stories/tags/klaenge-geraeusche', 'Themen'],
    ['en', '/en/stories/tags', 'Sounds & noises', '/en/stories/tags/klaenge-geraeusche', 'Tags'],
  ])('%s: the tag overview leads to the articles of a tag with umlauts', async (_locale, tagsPath, name, tagPath, title) => {
    const { page, problems } = await open(browser, tagsPath);
    expect(await page.$eval('[data-testid="tags-page"] h1', (h1) => h1.textContent)).toBe(title);
    expect(await page.$$eval('[data-testid="tag-link"]', (links) => links.length)).toBeGreaterThan(3);
    const [link] = await page.$$(`xpath/.//a[@data-testid="tag-link"][contains(., "${name}")]`);
    await link.evaluate((el) => (el as HTMLElement).click());
    await page.waitForSelector('[data-testid="tag-page"]');
    expect(await path(page)).toBe(tagPath);
    expect(await page.$eval('[data-testid="tag-page"] h1', (h1) => h1.textContent)).toBe(name);
    expect(await cardCount(page)).toBeGreaterThan(0);
    expect(await page.$eval('[data-testid="breadcrumbs"]', (nav) => nav.textContent)).toContain(name);
    expect(problems).toEqual([]);
    await page.close();
  });

  it('finds the tag from a URL written with umlauts', async () => {
    const { page, problems, status } = await open(browser, '/de/stories/tags/kl%C3%A4nge-ger%C3%A4usche');
    expect(status).toBe(200);
    expect(await page.$eval('[data-testid="tag-page"] h1', (h1) => h1.textContent)).toBe('Klänge & Geräusche');
    expect(await cardCount(page)).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await page.close();
  });

  it.each([
    ['/de/stories/tags/gibt-es-nicht', 'Tag mit Slug "gibt-es-nicht" nicht gefunden'],
    ['/en/stories/tags/no-such-tag', 'Tag with slug "no-such-tag" not found'],
  ])('%s answers 404 with the tag error', async (tagPath, message) => {
    const { page, problems, status } = await open(browser, tagPath);
    expect(status).toBe(404);
    expect(await page.$eval('main', (main) => main.textContent)).toContain(message);
    expect(withoutDocumentStatus(problems)).toEqual([]);
    await page.close();
  });

  it.each([['/de/stories'], ['/en/stories']])('%s: a story has the transparent header, its sections and no breadcrumb bar', async (listPath) => {
    const { page, problems } = await open(browser, listPath);
    const href = await page.$eval('[data-testid="article-card"] a', (a) => a.getAttribute('href'));
    await domClick(page, '[data-testid="article-card"] a');
    await page.waitForSelector('[data-testid="story"]');
    expect(await path(page)).toBe(href);
    expect(await headerVariant(page)).toBe('transparent');
    expect(await page.$('[data-testid="story"] h1')).not.toBeNull();
    expect(await page.$('[data-testid="story-sections"] section')).not.toBeNull();
    expect(await page.$('[data-testid="breadcrumbs"]')).toBeNull();
    const title = await page.$eval('[data-testid="story"] h1', (h1) => h1.textContent ?? '');
    expect(await page.title()).toContain(title);

    // Loaded directly, the same story renders on the server and hydrates cleanly.
    const direct = await open(browser, href!);
    expect(direct.status).toBe(200);
    expect(await direct.page.$eval('meta[property="og:title"]', (meta) => meta.getAttribute('content'))).toContain(title);
    expect(await headerVariant(direct.page)).toBe('transparent');
    expect(direct.problems).toEqual([]);
    expect(problems).toEqual([]);
    await direct.page.close();
    await page.close();
  });

  describe('paging (only the first page is rendered and in the state)', () => {
    const hrefs = (page: Page) => page.$$eval('[data-testid="article-card"] a', (links) => links.map((a) => a.getAttribute('href')));
    const getJson = async <T,>(path: string) => (await fetch(`${baseUrl()}${path}`)).json() as Promise<T>;

    it('/de/stories: the next page is a crawlable link that "load more" appends in place', async () => {
      const second = await getJson<{ results: { url: { de: string } }[] }>('/de/api/articles/?page=2');
      expect(second.results.length).toBeGreaterThan(0);
      const html = await (await fetch(`${baseUrl()}/de/stories`)).text();
      // neither rendered nor in the state snapshot: a story of page 2 only (not a highlight of page 1)
      const highlights = await getJson<{ results: { url: { de: string } }[] }>('/de/api/articles-teaser/?limit=3');
      const onlyLater = second.results.map((a) => a.url.de).find((url) => !highlights.results.some((h) => h.url.de === url));
      expect(onlyLater).toBeDefined();
      expect(html).not.toContain(onlyLater);
      expect(html).toMatch(/<a [^>]*href="\/de\/stories\?page=2"[^>]*data-testid="stories-more"/);

      const { page, problems } = await open(browser, '/de/stories');
      const before = await hrefs(page);
      await domClick(page, '[data-testid="stories-more"]');
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="article-card"]').length > n, {}, before.length);
      const after = await hrefs(page);
      expect(after.slice(0, before.length)).toEqual(before);
      expect(after).toContain(onlyLater);
      expect(new Set(after).size).toBe(after.length);
      expect(await path(page)).toBe('/de/stories');
      // keyboard users continue at the first story appended
      await page.waitForFunction((n) => document.activeElement === document.querySelectorAll('[data-testid="article-card"] a')[n], {}, before.length);
      expect(problems).toEqual([]);
      await page.close();
    });

    it.each([['/de/stories?page=2'], ['/en/stories?page=2']])('%s is a page of its own with its canonical address', async (address) => {
      const { page, problems, status } = await open(browser, address);
      expect(status).toBe(200);
      expect(await cardCount(page)).toBeGreaterThan(0);
      expect(await page.$eval('link[rel="canonical"]', (link) => new URL(link.getAttribute('href')!).pathname + new URL(link.getAttribute('href')!).search)).toBe(address);
      expect(problems).toEqual([]);
      await page.close();
    });

    it('a page after the last answers 404', async () => {
      expect((await fetch(`${baseUrl()}/de/stories?page=999`)).status).toBe(404);
      expect((await fetch(`${baseUrl()}/de/stories?page=abc`)).status).toBe(404);
    });
  });
});
