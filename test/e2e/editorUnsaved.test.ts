/**
 * No typed input is dropped by closing a dialog (issue 26 item 3): the schedule dialog with a time
 * typed and not saved asks before it closes (Escape, ×, 'Abbrechen'); untouched it closes at once.
 * (The module dialog's question: test/e2e/editor.test.ts; the media library's: editorWidgets.test.ts.)
 */
import type { Browser, BrowserContext, Page } from 'puppeteer';
import { openBrowser } from './browser';
import { api, createTestPage, openAsEditor, setValue, TIMEOUT } from './editorSteps';
import { baseUrl, waitForHydration } from './visit';

jest.setTimeout(240_000);

const SLUG = 'ungespeichert-e2e';
const schedule = 'dialog[open][data-testid=schedule-dialog]';
const question = 'dialog[open][data-testid=confirm-dialog]';

let browser: Browser;
let close: () => Promise<void>;
let context: BrowserContext;
let page: Page;
let pageId: number;

beforeAll(async () => {
  ({ browser, close } = await openBrowser());
  context = await browser.createBrowserContext();
  page = await openAsEditor(context, '/de/ueber-uns?edit');
  pageId = await createTestPage(page, { slug: SLUG, title_de: 'Ungespeichert', title_en: 'Unsaved', is_online: false }, ['ungespeichert-eins']);
  await page.goto(`${baseUrl()}/de/${SLUG}?edit`, { waitUntil: 'networkidle2' });
  await waitForHydration(page);
  await page.waitForSelector('[data-testid=schedule]', { timeout: TIMEOUT });
});
afterAll(async () => {
  await context?.close();
  await close?.();
});

test('the schedule dialog asks before a typed time is dropped; keep editing keeps it; untouched it closes at once', async () => {
  await page.click('[data-testid=schedule]');
  await page.waitForSelector(schedule, { timeout: TIMEOUT });
  await page.click(`${schedule} [data-testid=dialog-close]`);
  await page.waitForSelector(schedule, { hidden: true, timeout: TIMEOUT });
  expect(await page.$(question)).toBeNull();

  await page.click('[data-testid=schedule]');
  await page.waitForSelector(schedule, { timeout: TIMEOUT });
  await setValue(page, `${schedule} [data-testid=publish-at]`, '2031-03-01T10:00');
  for (const way of ['Escape', '×', 'Abbrechen'] as const) {
    if (way === 'Escape') {
      await page.focus(`${schedule} [data-testid=publish-at]`);
      await page.keyboard.press('Escape');
    } else await page.click(`${schedule} [data-testid=${way === '×' ? 'dialog-close' : 'schedule-cancel'}]`);
    await page.waitForSelector(question, { timeout: TIMEOUT });
    expect(await page.$eval(question, (el) => el.textContent)).toContain('Sie haben Änderungen, die noch nicht gespeichert sind.');
    await page.click(`${question} [data-testid=confirm-cancel]`);
    await page.waitForSelector(question, { hidden: true, timeout: TIMEOUT });
    expect(await page.$eval(`${schedule} [data-testid=publish-at]`, (el) => (el as HTMLInputElement).value)).toBe('2031-03-01T10:00');
  }
  // discarding closes it, and nothing was scheduled
  await page.click(`${schedule} [data-testid=schedule-cancel]`);
  await page.waitForSelector(question, { timeout: TIMEOUT });
  await page.click(`${question} [data-testid=confirm]`);
  await page.waitForSelector(schedule, { hidden: true, timeout: TIMEOUT });
  const status = await api<{ publish_at: string | null }>(page, `/de/pageeditor-api/publication/page/${pageId}/`);
  expect(status.body.publish_at).toBeNull();
});
