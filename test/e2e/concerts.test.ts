/**
 * The concerts screens in Chromium on the seeded demo season, in German and English: the list from
 * today without console errors, a filter that changes both the results and the URL (and survives a
 * reload), "load more" appending the next page, 'No Events' for a filter without matches, and a
 * concert's page with programme, venue, ticket link, breadcrumbs and its .ics file.
 */
import type { Browser, Page } from 'puppeteer';
import { openBrowser } from './browser';
import { baseUrl, open, waitForHydration } from './visit';

jest.setTimeout(120_000);

let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await openBrowser());
});
afterAll(async () => {
  await close?.();
});

const LOCALES = [
  { locale: 'de', list: '/de/konzerte', empty: 'Keine Konzerte', concerts: 'Konzerte', home: 'Startseite', calendar: 'In den Kalender' },
  { locale: 'en', list: '/en/concerts', empty: 'No Events', concerts: 'Concerts', home: 'Home', calendar: 'Add to calendar' },
] as const;

const rowIds = (page: Page) => page.$$eval('[data-testid=events-list] li[data-event-id]', (rows) => rows.map((row) => Number(row.getAttribute('data-event-id'))));

async function openDesktop(path: string) {
  const opened = await open(browser, path, (page) => page.setViewport({ width: 1440, height: 900 }));
  return opened;
}

describe.each(LOCALES)('concerts ($locale)', ({ locale, list, empty, concerts, home, calendar }) => {
  test('the list shows upcoming concerts with weekday, time, venue, title, performers and ticket states', async () => {
    const { page, problems, status } = await openDesktop(list);
    expect(status).toBe(200);
    expect(await page.$eval('h1', (h) => h.textContent)).toBe(concerts);
    const rows = await page.$$('[data-testid=events-list] li[data-event-id]');
    expect(rows.length).toBe(12);
    // the first row: a date, "weekday, time · venue", a title linking to the concert, performers
    const first = await page.$eval('[data-testid=events-list] li', (li) => ({
      date: li.querySelector('time')?.getAttribute('datetime') ?? '',
      meta: li.querySelector('p')?.textContent ?? '',
      href: li.querySelector('h3 a')?.getAttribute('href') ?? '',
      performers: li.querySelectorAll('[data-performers] > span').length,
    }));
    expect(new Date(first.date).getTime()).toBeGreaterThan(Date.now() - 24 * 3600_000);
    expect(first.meta).toMatch(/\d{2}:\d{2}.* · \S/);
    expect(first.href).toMatch(locale === 'de' ? /^\/de\/konzerte\/[\w-]+\/\d+$/ : /^\/en\/concerts\/[\w-]+\/\d+$/);
    expect(first.performers).toBeGreaterThan(0);
    // bookable: a ticket link to the shop in a new tab
    const ticket = await page.$eval('li[data-availability=bookable] a[target=_blank]', (a) => ({ href: a.getAttribute('href'), rel: a.getAttribute('rel') }));
    expect(ticket.href).toMatch(/^https:\/\//);
    expect(ticket.rel).toBe('noopener noreferrer');
    // sold out: struck through and marked
    const soldout = await page.$('li[data-availability=soldout] s');
    if (soldout) expect(await page.$eval('li[data-availability=soldout]', (li) => li.textContent)).toMatch(locale === 'de' ? /Ausverkauft/ : /Sold out/);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('load more appends the next page', async () => {
    const { page, problems } = await openDesktop(list);
    const before = await rowIds(page);
    expect(before).toHaveLength(12);
    // a real link to the next page's address (crawlable), which the click appends in place
    expect(await page.$eval('[data-testid=events-more]', (a) => [a.tagName, a.getAttribute('href'), a.getAttribute('rel')])).toEqual(['A', `${list}?page=2`, 'next']);
    await page.click('[data-testid=events-more]');
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=events-list] li[data-event-id]').length > 12);
    const after = await rowIds(page);
    expect(after.slice(0, 12)).toEqual(before);
    expect(after.length).toBeGreaterThan(12);
    expect(new Set(after).size).toBe(after.length);
    expect(await page.evaluate(() => location.search)).toBe('');
    // focus moves to the first appended concert
    await page.waitForFunction(() => document.activeElement?.closest('li')?.getAttribute('data-event-id') !== null && !!document.activeElement?.closest('li'));
    expect(await page.evaluate(() => Number(document.activeElement?.closest('li')?.getAttribute('data-event-id')))).toBe(after[12]);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('without script: the next link leads to a page of its own with the next concerts; a bad page answers 404', async () => {
    const ids = (html: string) => [...html.matchAll(/data-event-id="(\d+)"/g)].map((m) => m[1]);
    const first = await (await fetch(`${baseUrl()}${list}`)).text();
    expect(first).toMatch(new RegExp(`<a [^>]*href="${list}\\?page=2"[^>]*rel="next"`));
    const response = await fetch(`${baseUrl()}${list}?page=2`);
    expect(response.status).toBe(200);
    const second = await response.text();
    expect(ids(second).length).toBeGreaterThan(0);
    expect(ids(second).filter((id) => ids(first).includes(id))).toEqual([]);
    expect(second).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${list}\\?page=2"`));
    for (const bad of ['?page=999', '?page=abc', '?page=0']) expect((await fetch(`${baseUrl()}${list}${bad}`)).status).toBe(404);
  });

  test('a filter changes the results and the URL; reloading the filtered URL shows the same filter', async () => {
    const { page, problems } = await openDesktop(list);
    const venues = await page.$$eval('select[name=venue] option', (options) => options.map((o) => ({ value: (o as HTMLOptionElement).value, name: o.textContent ?? '' })));
    const venue = venues.find((v) => v.name.startsWith('Kammermusiksaal'))!;
    expect(venue).toBeDefined();
    const before = await rowIds(page);
    await page.select('select[name=venue]', venue.value);
    await page.waitForFunction((v) => new URL(location.href).searchParams.get('venue') === v, {}, venue.value);
    await page.waitForFunction(
      (name) => [...document.querySelectorAll('[data-testid=events-list] li')].every((li) => li.querySelector('p')?.textContent?.includes(name)),
      {},
      venue.name,
    );
    expect(await rowIds(page)).not.toEqual(before);
    const metas = await page.$$eval('[data-testid=events-list] li', (rows) => rows.map((li) => li.querySelector('p')?.textContent ?? ''));
    expect(metas.length).toBeGreaterThan(0);
    expect(metas.every((meta) => meta.includes(venue.name))).toBe(true);
    const filtered = await rowIds(page);

    // a tag on top: both in the URL
    const tagHref = await page.$eval('[data-testid=event-tags] li:nth-child(2) a', (a) => a.getAttribute('href') ?? '');
    expect(tagHref).toContain(`venue=${venue.value}`);

    await page.reload({ waitUntil: 'networkidle0' });
    await waitForHydration(page);
    expect(await page.$eval('select[name=venue]', (s) => (s as HTMLSelectElement).value)).toBe(venue.value);
    expect(await rowIds(page)).toEqual(filtered);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('a pre-sale concert shows a disabled pre-sale button with its date; the cancelled one is struck through and marked', async () => {
    const { page } = await openDesktop(list);
    // find them through the public API the list renders from (the seed's dates follow today)
    const found = await page.evaluate(async (loc) => {
      const all: { start: string; availability: string }[] = [];
      for (let n = 1; n < 10; n++) {
        const res = await fetch(`/${loc}/api/events/?page=${n}`);
        if (!res.ok) break;
        const body = (await res.json()) as { results: { start: string; availability: string }[]; next: string | null };
        all.push(...body.results);
        if (!body.next) break;
      }
      return { presale: all.find((e) => e.availability === 'presale')?.start.slice(0, 10), cancelled: all.find((e) => e.availability === 'cancelled')?.start.slice(0, 10) };
    }, locale);
    await page.close();
    expect(found.presale).toBeDefined();
    expect(found.cancelled).toBeDefined();

    const presale = await openDesktop(`${list}?date=${found.presale}`);
    const button = await presale.page.$eval('li[data-availability=presale] button', (b) => ({ disabled: (b as HTMLButtonElement).disabled, text: b.textContent ?? '' }));
    expect(button.disabled).toBe(true);
    expect(button.text).toMatch(locale === 'de' ? /^Vorverkauf ab \d+\. \S+ \d{4}$/ : /^Pre-sale from \d+ \S+ \d{4}$/);
    expect(presale.problems).toEqual([]);
    await presale.page.close();

    const cancelled = await openDesktop(`${list}?date=${found.cancelled}`);
    const row = await cancelled.page.$eval('li[data-availability=cancelled]', (li) => ({ struck: !!li.querySelector('h3 s'), text: li.textContent ?? '', ticket: !!li.querySelector('a[target=_blank]') }));
    expect(row.struck).toBe(true);
    expect(row.text).toContain(locale === 'de' ? 'Abgesagt' : 'Cancelled');
    expect(row.ticket).toBe(false);
    await cancelled.page.close();
  });

  test("'No Events' for a filter without matches", async () => {
    const { page, problems, status } = await openDesktop(`${list}?date=2099-12-31`);
    expect(status).toBe(200);
    expect(await page.$eval('[data-testid=events-empty]', (e) => e.textContent)).toContain(empty);
    expect(await page.$('[data-testid=events-list]')).toBeNull();
    expect(problems).toEqual([]);
    await page.close();
  });

  test('a malformed filter in the URL is ignored with a message, not an error page', async () => {
    const { page, status } = await openDesktop(`${list}?venue=abc&tag=%3Cx%3E`);
    expect(status).toBe(200);
    expect(await page.$('[role=status]')).not.toBeNull();
    expect((await rowIds(page)).length).toBe(12);
    await page.close();
  });

  test('a concert page: event header, programme, venue, ticket link, breadcrumbs, .ics', async () => {
    const { page: listPage } = await openDesktop(list);
    const href = await listPage.$eval('li[data-availability=bookable] h3 a', (a) => a.getAttribute('href')!);
    await listPage.close();

    const { page, problems, status } = await openDesktop(href);
    expect(status).toBe(200);
    const title = await page.$eval('[data-testid=event-header] h1', (h) => h.textContent ?? '');
    expect(title.length).toBeGreaterThan(0);
    expect(await page.$eval('header[data-variant]', (h) => h.getAttribute('data-variant'))).toBe('transparent');
    expect(await page.$$eval('[data-testid=programme] ol li', (li) => li.length)).toBeGreaterThan(0);
    expect(await page.$$eval('[data-testid=programme] ul li', (li) => li.length)).toBeGreaterThan(0);
    expect(await page.$eval('[data-testid=event-venue] address', (a) => a.textContent)).toMatch(/Flussstadt/);
    const ticket = await page.$eval('[data-testid=event-facts] a[target=_blank][aria-label]', (a) => ({ href: a.getAttribute('href'), rel: a.getAttribute('rel') }));
    expect(ticket.href).toMatch(/^https:\/\/tickets\./);
    expect(ticket.rel).toBe('noopener noreferrer');

    const crumbs = await page.$$eval('[data-testid=breadcrumbs] ol li', (li) => li.map((l) => l.textContent ?? ''));
    expect(crumbs[0]).toBe(home);
    expect(crumbs[1]).toBe(concerts);
    expect(crumbs[2]).toBe(title.length > 35 ? `${title.slice(0, 35).trimEnd()}…` : title);

    expect(await page.title()).toContain(title);
    expect(await page.$eval('meta[property="og:title"]', (m) => m.getAttribute('content'))).toContain(title);

    const ics = await page.$eval('[data-testid=event-ics]', (a) => ({ href: a.getAttribute('href')!, text: a.textContent ?? '', download: a.hasAttribute('download') }));
    expect(ics.text).toContain(calendar);
    expect(ics.download).toBe(true);
    const file = await page.evaluate(async (url) => {
      const res = await fetch(url);
      return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
    }, ics.href);
    expect(file.status).toBe(200);
    expect(file.type).toBe('text/calendar; charset=utf-8');
    expect(file.body.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(file.body.replace(/\r\n /g, '')).toContain(`SUMMARY:${title.replace(/([;,\\])/g, '\\$1')}`);
    expect(problems).toEqual([]);
    await page.close();
  });

  test('an unknown concert or a wrong slug answers 404', async () => {
    const { page, status } = await openDesktop(`${list}/nichts/999999`);
    expect(status).toBe(404);
    await page.close();
    const { page: listPage } = await openDesktop(list);
    const href = await listPage.$eval('[data-testid=events-list] h3 a', (a) => a.getAttribute('href')!);
    await listPage.close();
    const wrong = href.replace(/\/[^/]+\/(\d+)$/, '/falscher-slug/$1');
    const { page: wrongPage, status: wrongStatus } = await openDesktop(wrong);
    expect(wrongStatus).toBe(404);
    await wrongPage.close();
  });
});

test('client-side: from the list to a concert and back without a reload', async () => {
  const { page, problems } = await openDesktop('/de/konzerte');
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(new URL(response.url()).pathname);
  });
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  const href = await page.$eval('[data-testid=events-list] h3 a', (a) => a.getAttribute('href')!);
  // a click in the page (the cookie banner may cover the row for puppeteer's mouse)
  await page.$eval(`[data-testid=events-list] h3 a[href="${href}"]`, (a) => (a as HTMLAnchorElement).click());
  await page.waitForSelector('[data-testid=event-detail]');
  expect(new URL(page.url()).pathname).toBe(href);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  // A concert without a content section: its section lookup answers 404 (the contract: 404 means
  // none), which Chromium logs as a failed resource. Nothing else may fail or log.
  expect(missing.every((path) => /^\/de\/pageeditor-api\/container\/by-slug\/event-\d+$/.test(path))).toBe(true);
  expect(problems.filter((p) => !(missing.length > 0 && p.includes('status of 404')))).toEqual([]);
  expect(baseUrl()).toBeTruthy();
  await page.close();
});
