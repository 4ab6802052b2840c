/**
 * The content hub (/cms-hub, language-less, its own bare layout) renders its sections with head
 * tags; the accessibility page exists in both languages and the meta navigation's accessibility
 * icon links to it.
 */
import type { Browser } from 'puppeteer';
import { openBrowser } from './browser';
import { open } from './visit';

jest.setTimeout(120_000);

let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await openBrowser());
});
afterAll(() => close?.());

test('/cms-hub renders its sections in its own layout', async () => {
  const { page, problems, status } = await open(browser, '/cms-hub');
  expect(status).toBe(200);
  const sections = await page.$$eval('main section[id^=cms-hub-]', (els) => els.map((e) => e.id));
  expect(sections).toEqual(['cms-hub-1', 'cms-hub-2', 'cms-hub-3', 'cms-hub-4']);
  // the headline, the story teasers (slide) and the event list of the seeded hub
  expect(await page.$eval('main h1', (el) => el.textContent)).toBe('Content-Hub');
  expect(await page.$$eval('#cms-hub-2 a[href^="/de/stories/"]', (els) => els.length)).toBeGreaterThan(0);
  expect(await page.$$eval('#cms-hub-3 a[href^="/de/konzerte/"]', (els) => els.length)).toBeGreaterThan(0);
  // the concert just played comes after the coming ones (past_as_last) and offers no tickets
  const rows = await page.$$eval('#cms-hub-3 li[data-event-id]', (lis) =>
    lis.map((li) => ({ past: li.textContent!.includes('Vergangen'), tickets: [...li.querySelectorAll('a')].some((link) => link.textContent === 'Tickets'), href: li.querySelector('a[href^="/de/konzerte/"]')!.getAttribute('href')! })),
  );
  expect(rows.map((row) => row.past)).toEqual([...rows.slice(1).map(() => false), true]);
  expect(rows.at(-1)!.tickets).toBe(false);
  expect(rows.slice(0, -1).some((row) => row.tickets)).toBe(true);
  // no site header, menu or footer: the hub's own frame
  expect(await page.$('[data-testid=breadcrumbs]')).toBeNull();
  expect(await page.$('[data-testid=search-toggle]')).toBeNull();
  expect(await page.$('footer a[href="/de/newsletter"]')).toBeNull();
  expect(await page.title()).toMatch(/^Content-Hub \| /);
  expect(await page.$eval('html', (html) => html.lang)).toBe('de');
  expect(problems).toEqual([]);
  // its own page says so too, in the header and in the date card, without tickets
  const detail = await open(browser, rows.at(-1)!.href);
  for (const part of ['[data-testid=event-header]', '[data-testid=event-facts]']) {
    expect(await detail.page.$eval(part, (el) => el.textContent)).toContain('Vergangen');
    expect(await detail.page.$$eval(`${part} a`, (links) => links.filter((link) => link.textContent === 'Tickets').length)).toBe(0);
  }
  expect(detail.problems).toEqual([]);
  await detail.page.close();
  await page.close();
});

test.each([
  ['/de', '/de/barrierefreiheit', 'Barrierefreiheit', 'Konzerte für alle'],
  ['/en', '/en/accessibility', 'Accessibility', 'Concerts for everyone'],
])('the accessibility icon of %s links to %s, a content page', async (home, path, title, headline) => {
  const { page, problems } = await open(browser, home);
  await page.setViewport({ width: 1440, height: 900 });
  const hrefs = await page.$$eval('nav[aria-label] a[href]', (els) => els.map((a) => a.getAttribute('href')));
  expect(hrefs).toContain(path);
  await page.close();
  const opened = await open(browser, path);
  expect(opened.status).toBe(200);
  expect(await opened.page.$eval('main h1', (el) => el.textContent)).toBe(title);
  expect(await opened.page.$eval('main', (el) => el.textContent)).toContain(headline);
  expect([...problems, ...opened.problems]).toEqual([]);
  await opened.page.close();
});
