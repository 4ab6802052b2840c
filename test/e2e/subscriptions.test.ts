/**
 * The subscriptions screens in Chromium on the seeded demo content, in German and English: the list
 * with names, subtitles and prices, and a subscription's page with its concerts.
 */
import type { Browser } from 'puppeteer';
import { openBrowser } from './browser';
import { baseUrl, open } from './visit';

jest.setTimeout(120_000);

let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await openBrowser());
});
afterAll(async () => {
  await close?.();
});

describe.each([
  { locale: 'de', list: '/de/abonnement', title: 'Abonnements', currency: /\d\s€/, detail: /^\/de\/subscriptions\/[\w-]+\/\d+$/, concert: /^\/de\/konzerte\// },
  { locale: 'en', list: '/en/abonnements', title: 'Subscriptions', currency: /€\d/, detail: /^\/en\/subscriptions\/[\w-]+\/\d+$/, concert: /^\/en\/concerts\// },
] as const)('subscriptions ($locale)', ({ list, title, currency, detail, concert }) => {
  test('one page holds the demo: no next link; a page after the last or no page number answers 404', async () => {
    const html = await (await fetch(`${baseUrl()}${list}`)).text();
    expect(html).toContain('data-testid="subscription"');
    expect(html).not.toContain('data-testid="subscriptions-more"');
    for (const bad of ['?page=2', '?page=-1']) expect((await fetch(`${baseUrl()}${list}${bad}`)).status).toBe(404);
    expect((await fetch(`${baseUrl()}${list}?page=1`)).status).toBe(200);
  });

  test('the list shows each subscription with its subtitle and prices', async () => {
    const { page, problems, status } = await open(browser, list, (p) => p.setViewport({ width: 1440, height: 900 }));
    expect(status).toBe(200);
    expect(await page.$eval('h1', (h) => h.textContent)).toBe(title);
    const cards = await page.$$eval('[data-testid=subscription]', (items) =>
      items.map((item) => ({
        name: item.querySelector('h2')?.textContent ?? '',
        href: item.querySelector('h2 a')?.getAttribute('href') ?? '',
        subtitle: item.querySelector('h2 + p')?.textContent ?? '',
        prices: [...item.querySelectorAll('tbody tr')].map((row) => row.querySelector('td')?.textContent ?? ''),
      })),
    );
    expect(cards.length).toBe(6);
    for (const card of cards) {
      expect(card.name).not.toBe('');
      expect(card.href).toMatch(detail);
      expect(card.subtitle).not.toBe('');
      expect(card.prices.length).toBeGreaterThanOrEqual(2);
      for (const price of card.prices) expect(price).toMatch(currency);
    }
    expect(problems).toEqual([]);
    await page.close();
  });

  test("a subscription's page lists its concerts; the address without id works too; an unknown one is 404", async () => {
    const { page: listPage } = await open(browser, list);
    const href = await listPage.$eval('[data-testid=subscription] h2 a', (a) => a.getAttribute('href')!);
    const name = await listPage.$eval('[data-testid=subscription] h2', (h) => h.textContent!);
    await listPage.close();

    const { page, problems, status } = await open(browser, href, (p) => p.setViewport({ width: 1440, height: 900 }));
    expect(status).toBe(200);
    expect(await page.$eval('h1', (h) => h.textContent)).toBe(name);
    const concerts = await page.$$eval('[data-testid=subscription-events] li h3 a', (links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(concerts.length).toBeGreaterThan(0);
    for (const link of concerts) expect(link).toMatch(concert);
    expect(await page.$$eval('table tbody tr', (rows) => rows.length)).toBeGreaterThanOrEqual(2);
    expect(await page.title()).toContain(name);
    expect(problems).toEqual([]);
    await page.close();

    const bySlug = await open(browser, href.replace(/\/\d+$/, ''));
    expect(bySlug.status).toBe(200);
    expect(await bySlug.page.$eval('h1', (h) => h.textContent)).toBe(name);
    await bySlug.page.close();

    const unknown = await open(browser, href.replace(/\/[^/]+\/(\d+)$/, '/kein-abo/$1'));
    expect(unknown.status).toBe(404);
    await unknown.page.close();
  });
});
