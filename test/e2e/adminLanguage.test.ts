/**
 * The admin speaks the editor's language (docs/admin.md#language), in Chromium: an editor without a
 * choice gets the site's (German), an editor who chose English gets English, each whatever language
 * the browser prefers; the language menu saves the choice to the account (another browser shows
 * it); the login page shows the last editor's language. Chrome, texts, dates and the back end's
 * messages all follow. The orchestra's look: the logo in the app bar, the site's teal.
 */
import type { Browser, BrowserContext, Page } from 'puppeteer';
import { settled } from './axe';
import { openBrowser } from './browser';
import { E2E_DEMO_PASSWORD } from './globalSetup';
import { api, baseUrl } from './visit';
import { LOGO_SVG_BODY } from '../../shared/brand';

/** the wordmark's drawing: the waves and the lettering's outlines (scripts/logo.ts) */
const LOGO_PATHS = [...LOGO_SVG_BODY.matchAll(/<path[^>]* d="([^"]+)"/g)].map((match) => match[1]);

const TIMEOUT = 30_000;
jest.setTimeout(180_000);

let browser: Browser;
let close: () => Promise<void>;
let staff: Page;
const PASSWORD = 'ein sicheres passwort';
const stamp = Date.now();
const german = `anna${stamp}`;
const english = `jane${stamp}`;

/** A browser whose own language is `language` (Accept-Language and navigator.language). */
async function browserIn(language: 'de' | 'en'): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 800 });
  const tag = language === 'en' ? 'en-US' : 'de-DE';
  await page.setExtraHTTPHeaders({ 'Accept-Language': `${tag},${language};q=0.9` });
  await page.evaluateOnNewDocument((t) => {
    Object.defineProperty(navigator, 'language', { get: () => t });
    Object.defineProperty(navigator, 'languages', { get: () => [t] });
  }, tag);
  return { context, page };
}

const heading = (page: Page) => page.$eval('h1', (h1) => h1.textContent);

/** Opens the admin; the SPA sends the anonymous browser to the login page, whose language is checked, then logs in. */
async function logIn(page: Page, username: string, password: string, loginHeading: string): Promise<void> {
  await page.goto(`${baseUrl()}/admin/`, { waitUntil: 'networkidle0' });
  await page.waitForFunction(() => location.pathname === '/admin/login/', { timeout: TIMEOUT });
  expect(await heading(page)).toBe(loginHeading);
  await page.type('input[name=username]', username);
  await page.type('input[name=password]', password);
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.click('[type=submit]')]);
  await page.waitForSelector('#admin-root a[href="/admin/events"]', { timeout: TIMEOUT });
}

/** What the admin shows of its language: the document, the menu, the dashboard, the app bar's language button. */
const chrome = (page: Page) =>
  page.evaluate(() => ({
    lang: document.documentElement.lang,
    title: document.title,
    menu: [...document.querySelectorAll('a.RaMenuItemLink-root[href="/admin/events"], a.RaMenuItemLink-root[href="/admin/editors"]')].map((a) => a.textContent?.trim()),
    dashboard: document.querySelector('main h1')?.textContent,
    language: document.querySelector('[data-testid="admin-language"]')?.textContent?.trim(),
  }));

/** The concerts list: its title, headers, rows-per-page label, first date and availability as shown. */
async function concertsList(page: Page) {
  await page.goto(`${baseUrl()}/admin/events`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('table tbody tr', { timeout: TIMEOUT });
  return page.evaluate(() => {
    const headers = [...document.querySelectorAll('table thead th')].map((th) => th.textContent?.trim()).filter(Boolean);
    const row = document.querySelector('table tbody tr')!;
    const cells = [...row.querySelectorAll('td')].map((td) => td.textContent?.trim());
    return {
      title: document.querySelector('#react-admin-title')?.textContent?.trim(),
      headers,
      rowsPerPage: document.querySelector('.MuiTablePagination-selectLabel')?.textContent,
      date: cells[2],
      availability: cells[5],
    };
  });
}

/** A venue with a dangerous URL: the back end's field message, as the admin shows it. */
async function urlError(page: Page): Promise<string> {
  await page.goto(`${baseUrl()}/admin/venues/create`, { waitUntil: 'networkidle0' });
  await page.waitForSelector('[name=name]', { timeout: TIMEOUT });
  for (const [name, value] of [
    ['name', 'Open Air'],
    ['url', 'javascript:alert(1)'],
  ]) {
    await page.$eval(
      `[name=${name}]`,
      (el, v) => {
        const input = el as HTMLInputElement;
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, v);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      },
      value,
    );
  }
  await page.click('button[type=submit]');
  // the message of 400 {errors: {url: [...]}} under the url input
  await page.waitForFunction(
    () => document.querySelector('[name=url]')?.closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')?.textContent?.includes('URL'),
    { timeout: TIMEOUT },
  );
  return page.$eval('[name=url]', (input) => input.closest('.MuiFormControl-root')!.querySelector('.MuiFormHelperText-root')!.textContent!.trim());
}

beforeAll(async () => {
  ({ browser, close } = await openBrowser());
  const context = await browser.createBrowserContext();
  staff = await context.newPage();
  await logIn(staff, 'demo', E2E_DEMO_PASSWORD, 'Anmelden');
  // two staff accounts: one without a language of its own (the site's: German), one that chose English
  for (const [username, language] of [
    [german, null],
    [english, 'en'],
  ] as const) {
    const created = await api<{ language: string | null }>(staff, '/api/admin/editors/', { method: 'POST', body: { username, password: PASSWORD, is_staff: true, language } });
    expect(created.status).toBe(201);
    expect(created.body.language).toBe(language);
  }
});
afterAll(() => close?.());

test('an editor without a language of their own gets the German admin, though the browser prefers English', async () => {
  const { context, page } = await browserIn('en');
  try {
    // nobody logged in here before: the site's language, not the browser's
    await logIn(page, german, PASSWORD, 'Anmelden');
    expect(await chrome(page)).toEqual({
      lang: 'de',
      title: 'Verwaltung · Philharmonie Flussstadt',
      menu: ['Konzerte', 'Redakteure'],
      dashboard: 'Verwaltung',
      language: 'Deutsch',
    });
    const list = await concertsList(page);
    expect(list.title).toBe('Konzerte');
    expect(list.headers).toEqual(['ID', 'Beginn', 'Titel', 'Spielstätte', 'Verfügbarkeit', 'Online']);
    expect(list.rowsPerPage).toBe('Zeilen pro Seite:');
    expect(list.date).toMatch(/^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} MES?Z$/); // 15.05.2027, 18:00 MESZ
    expect(['Buchbar', 'Vorverkauf', 'Ausverkauft', 'Abgesagt']).toContain(list.availability);
    expect(await urlError(page)).toBe('Geben Sie eine gültige URL ein (https://…).');
  } finally {
    await context.close();
  }
});

test('an editor who chose English gets the English admin, though the browser prefers German; the next login page is English', async () => {
  const { context, page } = await browserIn('de');
  try {
    await logIn(page, english, PASSWORD, 'Anmelden');
    expect(await chrome(page)).toEqual({
      lang: 'en',
      title: 'Administration · Philharmonie Flussstadt',
      menu: ['Concerts', 'Editor accounts'],
      dashboard: 'Administration',
      language: 'English',
    });
    const list = await concertsList(page);
    expect(list.title).toBe('Concerts');
    expect(list.headers).toEqual(['ID', 'Start', 'Title', 'Venue', 'Availability', 'Online']);
    expect(list.rowsPerPage).toBe('Rows per page:');
    expect(list.date).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} CES?T$/); // 15 May 2027, 18:00 CEST
    expect(['Bookable', 'Presale', 'Sold out', 'Cancelled']).toContain(list.availability);
    expect(await urlError(page)).toBe('Enter a valid URL (https://…).');
    // logged out, this browser's login page speaks the last editor's language
    await page.goto(`${baseUrl()}/admin/logout/?next=${encodeURIComponent('/admin/login/?next=/admin/')}`, { waitUntil: 'networkidle0' });
    expect(new URL(page.url()).pathname).toBe('/admin/login/');
    expect(await heading(page)).toBe('Log in');
    expect(await page.$eval('html', (html) => html.lang)).toBe('en');
  } finally {
    await context.close();
  }
});

test("the language menu saves the choice to the editor's account: another browser shows it at once", async () => {
  const first = await browserIn('de');
  const second = await browserIn('de');
  try {
    await logIn(first.page, german, PASSWORD, 'Anmelden');
    await first.page.click('[data-testid="admin-language"]');
    await first.page.waitForSelector('[role="menu"] li[lang="en"]', { visible: true });
    // the menu grows in: a click while it moves can miss its entry and close it
    await settled(first.page);
    await first.page.click('[role="menu"] li[lang="en"]');
    await first.page.waitForFunction(() => document.documentElement.lang === 'en' && document.querySelector('main h1')?.textContent === 'Administration', { timeout: TIMEOUT });
    await first.page.waitForFunction(() => document.body.textContent?.includes('The administration now speaks English (saved in your account).'), { timeout: TIMEOUT });
    const session = await api<{ language: string }>(first.page, '/api/admin/session/');
    expect(session.body.language).toBe('en');
    // stays after a reload
    await first.page.reload({ waitUntil: 'networkidle0' });
    await first.page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Administration', { timeout: TIMEOUT });

    // another browser (its login page German: nobody used the admin there yet) opens in English
    await logIn(second.page, german, PASSWORD, 'Anmelden');
    expect((await chrome(second.page)).lang).toBe('en');

    // and back: German again
    await first.page.click('[data-testid="admin-language"]');
    await first.page.waitForSelector('[role="menu"] li[lang="de"]', { visible: true });
    // the menu grows in: a click while it moves can miss its entry and close it
    await settled(first.page);
    await first.page.click('[role="menu"] li[lang="de"]');
    await first.page.waitForFunction(() => document.documentElement.lang === 'de' && document.querySelector('main h1')?.textContent === 'Verwaltung', { timeout: TIMEOUT });
    expect((await api<{ language: string }>(first.page, '/api/admin/session/')).body.language).toBe('de');
  } finally {
    await first.context.close();
    await second.context.close();
  }
});

test("the admin wears the orchestra's logo and teal, not react-admin's blue", async () => {
  await staff.goto(`${baseUrl()}/admin/`, { waitUntil: 'networkidle0' });
  const look = await staff.evaluate(() => {
    const bar = document.querySelector('header.MuiAppBar-root')!;
    const logo = document.querySelector('[data-testid="admin-logo"]')!;
    const active = document.querySelector('.RaMenuItemLink-active')!;
    const link = document.querySelector('.RaLayout-content a[href="/admin/events"]')!; // a dashboard link
    return {
      logo: { name: logo.getAttribute('aria-label'), href: logo.getAttribute('href'), drawing: [...logo.querySelectorAll('svg path')].map((path) => path.getAttribute('d')) },
      bar: { background: getComputedStyle(bar).backgroundColor, stripe: getComputedStyle(bar).borderTopColor },
      active: getComputedStyle(active).color,
      link: getComputedStyle(link).color,
      font: getComputedStyle(document.body).fontFamily,
      heading: getComputedStyle(document.querySelector('main h1')!).fontFamily,
    };
  });
  expect(look).toEqual({
    logo: { name: 'Philharmonie Flussstadt – Verwaltung', href: '/admin', drawing: LOGO_PATHS }, // to the dashboard, the site's wordmark
    bar: { background: 'rgb(255, 255, 255)', stripe: 'rgb(0, 171, 159)' }, // white, the brand teal stripe
    active: 'rgb(0, 122, 113)', // the accent teal (5.22:1 on white)
    link: 'rgb(0, 122, 113)',
    font: expect.stringMatching(/^"Source Sans 3"/),
    heading: expect.stringMatching(/^Fraunces/),
  });
  // the site's fonts are loaded (the admin build's style sheet)
  expect(await staff.evaluate(async () => (await document.fonts.load('800 20px Fraunces')).length)).toBeGreaterThan(0);
});
