/**
 * Every date and time an editor enters or reads is Berlin wall time whatever the browser's zone
 * (shared/berlinTime.ts), said so ('MEZ'/'MESZ'): in the admin (a concert's start and end, lists) and
 * in the page editor (the schedule dialog and the toolbar's note), with Chromium set to UTC and to
 * America/New_York. Also: the schedule dialog fits its window from a 390 px phone to 1440 px.
 */
import type { Browser, BrowserContext, Page } from 'puppeteer';
import { openBrowser } from './browser';
import { api, setValue, TIMEOUT, createTestPage, openAsEditor } from './editorSteps';
import { baseUrl, reviewScreenshot } from './visit';

jest.setTimeout(240_000);

let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await openBrowser());
});
afterAll(async () => {
  await close?.();
});

/** A signed-in editor (through the editor's login modal) in a browser set to `zone`. */
async function editorIn(zone: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.createBrowserContext();
  const page = await openAsEditor(context, '/de/ueber-uns?edit', { width: 1280, height: 900 }, (p) => p.emulateTimezone(zone));
  return { context, page };
}

const createPage = (page: Page, slug: string) => createTestPage(page, { slug, title_de: `Test ${slug}`, title_en: `Test ${slug}`, is_online: false });

const adminField = (page: Page, name: string) => page.$eval(`[name=${name}]`, (el) => (el as HTMLInputElement).value);

describe.each(['UTC', 'America/New_York'])('a browser in %s', (zone) => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await editorIn(zone));
    // the zone is really the browser's
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(zone === 'UTC' ? 'UTC' : zone);
  });
  afterAll(async () => {
    await context.close();
  });

  test("a concert's start and end typed in the admin are Berlin time, shown as MESZ, and read back so", async () => {
    await page.goto(`${baseUrl()}/admin/events/create`, { waitUntil: 'networkidle0' });
    await setValue(page, '[name=title_de]', `Zeitzone ${zone}`);
    await setValue(page, '[name=title_en]', `Time zone ${zone}`);
    await setValue(page, '[name=start_at]', '2031-05-01T19:30');
    await setValue(page, '[name=end_at]', '2031-05-01T22:00');
    await page.waitForFunction(() => document.querySelector('[data-testid=zone-start_at]')?.textContent === 'Berliner Zeit (MESZ)', { timeout: TIMEOUT });
    await page.click('button[type=submit]');
    await page.waitForFunction(() => /^\/admin\/events\/\d+$/.test(location.pathname), { timeout: TIMEOUT });
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const stored = await api<{ start_at: string; end_at: string }>(page, `/api/admin/events/${id}/`);
    expect(stored.body.start_at).toBe('2031-05-01T17:30:00.000Z');
    expect(stored.body.end_at).toBe('2031-05-01T20:00:00.000Z');
    // the visitor's concert says 19:30
    const pub = await api<{ start: string; url: { de: string } }>(page, `/de/api/events/${id}/`);
    expect(pub.body.start).toMatch(/^2031-05-01T19:30:00\+02:00$/);
    // the concert's page on the site says 19:30, also once hydrated in this browser's zone
    await page.goto(`${baseUrl()}${pub.body.url.de}`, { waitUntil: 'networkidle0' });
    await page.waitForFunction(() => document.querySelector('main')?.textContent?.includes('19:30'), { timeout: TIMEOUT });
    expect(await page.$eval('main', (el) => el.textContent)).not.toMatch(/21:30|13:30|01:30/);
    // opened again (a fresh load, then after a reload), the form shows what was typed, and saving it
    // unchanged keeps the time
    for (const step of ['open', 'reload'] as const) {
      if (step === 'open') await page.goto(`${baseUrl()}/admin/events/${id}`, { waitUntil: 'networkidle0' });
      else await page.reload({ waitUntil: 'networkidle0' });
      await page.waitForFunction(() => (document.querySelector('[name=start_at]') as HTMLInputElement | null)?.value, { timeout: TIMEOUT });
      expect(await adminField(page, 'start_at')).toBe('2031-05-01T19:30');
      expect(await adminField(page, 'end_at')).toBe('2031-05-01T22:00');
    }
    await setValue(page, '[name=title_en]', `Time zone ${zone} (saved again)`);
    await page.click('button[type=submit]');
    await page.waitForFunction(
      async (path) => {
        const answer = await fetch(path, { credentials: 'same-origin' });
        return answer.ok && (await answer.json()).title_en.endsWith('(saved again)');
      },
      { timeout: TIMEOUT, polling: 200 },
      `/api/admin/events/${id}/`,
    );
    const again = await api<{ start_at: string; end_at: string }>(page, `/api/admin/events/${id}/`);
    expect(again.body).toMatchObject({ start_at: '2031-05-01T17:30:00.000Z', end_at: '2031-05-01T20:00:00.000Z' });
    // and the list writes it in Berlin time, with the zone's name
    await page.goto(`${baseUrl()}/admin/events?filter=${encodeURIComponent(JSON.stringify({ q: `Zeitzone ${zone}` }))}`, { waitUntil: 'networkidle0' });
    await page.waitForFunction(() => document.body.innerText.includes('01.05.2031, 19:30 MESZ'), { timeout: TIMEOUT });
  });

  test('the schedule dialog takes Berlin time and the toolbar says it (MEZ in winter)', async () => {
    // a slug takes [a-z0-9-] only ('America/New_York' has an underscore)
    const slug = `zeitzone-${zone.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
    const id = await createPage(page, slug);
    await page.goto(`${baseUrl()}/de/${slug}?edit`, { waitUntil: 'networkidle2' });
    await page.waitForSelector('[data-testid=schedule]', { timeout: TIMEOUT });
    await page.click('[data-testid=schedule]');
    const dialog = 'dialog[open][data-testid=schedule-dialog]';
    await setValue(page, `${dialog} [data-testid=publish-at]`, '2031-03-01T10:00');
    await setValue(page, `${dialog} [data-testid=unpublish-at]`, '2031-07-01T10:00');
    const hints = await page.$$eval(`${dialog} [data-testid=zone-hint]`, (els) => els.map((e) => e.textContent));
    expect(hints).toEqual(['Berliner Zeit (MEZ)', 'Berliner Zeit (MESZ)']);
    await page.click(`${dialog} [data-testid=schedule-save]`);
    await page.waitForSelector(dialog, { hidden: true, timeout: TIMEOUT });
    await page.waitForFunction(() => document.querySelector('[data-testid=schedule-note]')?.textContent?.startsWith('Geht online am 01.03.31, 10:00 MEZ'), { timeout: TIMEOUT });
    const status = await api<{ publish_at: string; unpublish_at: string }>(page, `/de/pageeditor-api/publication/page/${id}/`);
    expect(status.body).toMatchObject({ publish_at: '2031-03-01T09:00:00.000Z', unpublish_at: '2031-07-01T08:00:00.000Z' });
    // opened again, the dialog shows the Berlin times
    await page.click('[data-testid=schedule]');
    await page.waitForSelector(dialog, { timeout: TIMEOUT });
    expect(await page.$eval(`${dialog} [data-testid=publish-at]`, (el) => (el as HTMLInputElement).value)).toBe('2031-03-01T10:00');
    expect(await page.$eval(`${dialog} [data-testid=unpublish-at]`, (el) => (el as HTMLInputElement).value)).toBe('2031-07-01T10:00');
  });
});

describe('the schedule dialog fits its window', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await editorIn('Europe/Berlin'));
  });
  afterAll(async () => {
    await context.close();
  });

  test.each([
    [390, 844],
    [1024, 768],
    [1280, 800],
    [1440, 900],
  ])('at %i x %i px: no part of it is cut or needs sideways scrolling, Speichern on screen', async (width, height) => {
    await page.setViewport({ width, height, isMobile: width < 500, hasTouch: width < 500 });
    await page.goto(`${baseUrl()}/de/ueber-uns?edit`, { waitUntil: 'networkidle2' });
    await page.waitForSelector('[data-testid=schedule]', { timeout: TIMEOUT });
    await page.$eval('[data-testid=schedule]', (el) => (el as HTMLButtonElement).click());
    const dialog = 'dialog[open][data-testid=schedule-dialog]';
    await page.waitForSelector(dialog, { timeout: TIMEOUT });
    await reviewScreenshot(page, `schedule-dialog-${width}`);
    const box = await page.$eval(dialog, (el) => {
      const rect = el.getBoundingClientRect();
      const save = el.querySelector('[data-testid=schedule-save]')!.getBoundingClientRect();
      // an element wider than the dialog, or a text wider than its element (a line kept from wrapping)
      const overflowing = [...el.querySelectorAll('*')]
        .filter((e) => e.getBoundingClientRect().right > rect.right + 0.5 || (e.tagName !== 'INPUT' && e.scrollWidth > e.clientWidth + 1))
        .map((e) => `${e.tagName} ${e.textContent?.slice(0, 40)}`);
      return { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom, scrollWidth: el.scrollWidth, clientWidth: el.clientWidth, save: { right: save.right, bottom: save.bottom }, overflowing };
    });
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(width);
    expect(box.bottom).toBeLessThanOrEqual(height);
    expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    expect(box.overflowing).toEqual([]);
    expect(box.save.right).toBeLessThanOrEqual(box.right);
    expect(box.save.bottom).toBeLessThanOrEqual(Math.min(box.bottom, height));
    await page.keyboard.press('Escape');
  });
});
