/**
 * Press in Chromium, in both languages: the download categories with their directories and files
 * (type, human-readable size, download anchors that answer), and a directory's own page; the page is
 * paged per category on the server (the first page in the HTML, `?category={id}&page=N` addresses).
 */
import type { Browser, Page } from 'puppeteer';
import { openBrowser } from './browser';
import { api, baseUrl, open } from './visit';
import { E2E_DEMO_PASSWORD } from './globalSetup';
import { DOWNLOADS_PAGE_SIZE } from '../../shared/contract/downloads';

/** A click through the DOM: the cookie banner of a first visit may cover the target's coordinates. */
const domClick = (page: Page, selector: string) => page.$eval(selector, (el) => (el as HTMLElement).click());

describe('press', () => {
  let browser: Browser;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ browser, close } = await openBrowser());
  });
  afterAll(() => close());

  it.each([
    ['/de/presse', /^\d+(,\d)? (Byte|kB|MB)$/],
    ['/en/press', /^\d+(\.\d)? (byte|kB|MB)$/],
  ])('%s lists categories, directories and files', async (pressPath, sizePattern) => {
    const { page, problems, status } = await open(browser, pressPath);
    expect(status).toBe(200);
    expect(await page.$$eval('[data-testid="press-category"]', (list) => list.length)).toBe(3);
    expect(await page.$$eval('[data-testid="press-directory"]', (list) => list.length)).toBeGreaterThanOrEqual(6);
    const files = await page.$$eval('[data-testid="press-file"]', (list) =>
      list.map((li) => ({
        type: li.querySelector('[data-type]')?.textContent,
        size: li.querySelector('[data-type] + span > span:last-child')?.textContent,
        href: li.querySelector('a')?.getAttribute('href'),
      })),
    );
    expect(files.length).toBeGreaterThanOrEqual(10);
    for (const file of files) {
      expect(['PDF', 'JPG']).toContain(file.type);
      expect(file.size).toMatch(sizePattern);
      expect(file.href).toMatch(/^\/media\//);
    }
    const download = await fetch(`${baseUrl()}${files[0].href}`);
    expect(download.status).toBe(200);
    expect(problems).toEqual([]);
    await page.close();
  });

  it("without script: each category's first page in the HTML; ?category={id} shows one category, a bad address answers 404", async () => {
    const categories = (await (await fetch(`${baseUrl()}/de/api/download-categories/`)).json()) as { id: number; name: string }[];
    const first = (await (await fetch(`${baseUrl()}/de/api/download-directories/?category=${categories[0].id}&page=1`)).json()) as {
      count: number;
      next: string | null;
      results: { name: string }[];
    };
    const html = await (await fetch(`${baseUrl()}/de/presse`)).text();
    for (const directory of first.results) expect(html).toContain(directory.name);
    // the demo's categories fit one page each: no next link
    expect(first.next).toBeNull();
    expect(html).not.toContain('data-testid="press-more"');
    const one = await fetch(`${baseUrl()}/de/presse?category=${categories[0].id}`);
    expect(one.status).toBe(200);
    const oneHtml = await one.text();
    expect(oneHtml.match(/data-testid="press-category"/g)).toHaveLength(1);
    expect(oneHtml).toContain(categories[0].name);
    expect(oneHtml).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/de/presse\\?category=${categories[0].id}"`));
    for (const bad of [`?category=${categories[0].id}&page=2`, '?category=999999', '?category=abc', '?page=2', '?page=abc']) {
      expect([bad, (await fetch(`${baseUrl()}/de/presse${bad}`)).status]).toEqual([bad, 404]);
    }
  });

  it('a category with more than a page: "load more" is a link to its next page, appended in place with script', async () => {
    const context = await browser.createBrowserContext();
    const staff = await context.newPage();
    const created: number[] = [];
    try {
      await staff.goto(`${baseUrl()}/admin/login/?next=/admin/`, { waitUntil: 'networkidle0' });
      await staff.type('input[name=username]', 'demo');
      await staff.type('input[name=password]', E2E_DEMO_PASSWORD);
      await Promise.all([staff.waitForNavigation({ waitUntil: 'networkidle0' }), staff.click('[type=submit]')]);
      const [category] = (await (await fetch(`${baseUrl()}/de/api/download-categories/`)).json()) as { id: number }[];
      for (let i = 0; i < DOWNLOADS_PAGE_SIZE; i++) {
        const { status, body } = await api<{ id: number }>(staff, '/api/admin/directories/', {
          method: 'POST',
          body: { category_id: category.id, name_de: `Archivmappe ${i}`, name_en: `Archive kit ${i}`, date: `1990-01-${10 + i}`, order: 99 },
        });
        expect(status).toBe(201);
        created.push(body.id);
      }
      const next = `/de/presse?category=${category.id}&page=2`;
      const { page, problems } = await open(browser, '/de/presse');
      const first = '[data-testid="press-category"]:first-of-type';
      const names = () => page.$$eval(`${first} [data-testid="press-directory"] h3`, (list) => list.map((h) => h.textContent));
      const before = await names();
      expect(before).toHaveLength(DOWNLOADS_PAGE_SIZE);
      expect(await page.$eval(`${first} [data-testid="press-more"]`, (a) => [a.getAttribute('href'), a.getAttribute('rel')])).toEqual([next, 'next']);
      await domClick(page, `${first} [data-testid="press-more"]`);
      await page.waitForFunction((selector, n) => document.querySelectorAll(selector).length > n, {}, `${first} [data-testid="press-directory"]`, before.length);
      const after = await names();
      expect(after.slice(0, before.length)).toEqual(before);
      expect(after).toContain('Archivmappe 0');
      expect(await page.$(`${first} [data-testid="press-more"]`)).toBeNull();
      expect(await page.evaluate(() => location.search)).toBe('');
      expect(problems).toEqual([]);
      await page.close();
      // the link without script: that category alone from page 2
      const html = await (await fetch(`${baseUrl()}${next}`)).text();
      expect(html.match(/data-testid="press-category"/g)).toHaveLength(1);
      expect(html).toContain('Archivmappe 0');
      expect(html).not.toContain(before[0]!);
    } finally {
      for (const id of created) await api(staff, `/api/admin/directories/${id}/`, { method: 'DELETE' });
      await context.close();
    }
  });

  it.each([['/de/presse'], ['/en/press']])('%s: a directory has its own page with its files', async (pressPath) => {
    const { page, problems } = await open(browser, pressPath);
    const name = await page.$eval('[data-testid="press-directory"] h3', (h) => h.textContent);
    const count = await page.$eval('[data-testid="press-directory"]', (d) => d.querySelectorAll('[data-testid="press-file"]').length);
    await domClick(page, '[data-testid="press-directory"] h3 a');
    await page.waitForSelector('[data-testid="press-detail"]');
    expect(await page.$eval('[data-testid="press-detail"] h1', (h) => h.textContent)).toBe(name);
    expect(await page.$$eval('[data-testid="press-file"]', (list) => list.length)).toBe(count);
    expect(await page.$eval('[data-testid="breadcrumbs"]', (nav) => nav.textContent)).toContain(name);
    const direct = await open(browser, await page.evaluate(() => location.pathname));
    expect(direct.status).toBe(200);
    expect(direct.problems).toEqual([]);
    expect(problems).toEqual([]);
    await direct.page.close();
    await page.close();
  });
});
