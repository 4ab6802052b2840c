/**
 * Opening a page without content in the editor writes nothing (issue 44): the English version of a
 * page with German content only opens in edit mode with its first section shown empty, no write is
 * sent to the page-editor API and the history gains no entry; the first module saved then writes
 * the section and the module, and the history names it.
 */
import type { Browser, BrowserContext, HTTPRequest, Page } from 'puppeteer';
import { openBrowser } from './browser';
import { addModule, api, createTestPage, openAsEditor, sectionSelector, TIMEOUT } from './editorSteps';
import { baseUrl, isContentWrite, requestsAnswered, waitForHydration } from './visit';

jest.setTimeout(180_000);

const SLUG = 'leer-e2e';
const ENGLISH = `/en/${SLUG}-en`;

let browser: Browser;
let close: () => Promise<void>;
let context: BrowserContext;
let page: Page;
let pageId: number;
/** the page editor's writes the tab sent (not the presence heartbeat), as 'METHOD path' */
const writes: string[] = [];

const toEditorApi = (request: HTTPRequest) => new URL(request.url()).pathname.includes('/pageeditor-api/');
const history = async () => (await api<{ id: number }[]>(page, `/en/pageeditor-api/page/${pageId}/versions/`)).body.map((v) => v.id);

beforeAll(async () => {
  ({ browser, close } = await openBrowser());
  context = await browser.createBrowserContext();
  page = await openAsEditor(context, '/de/kontakt?edit');
  // German content only: a section with a headline; the English version has no section
  pageId = await createTestPage(page, { slug: SLUG, title_de: 'Leer auf Englisch', title_en: 'Empty in English', is_online: true }, ['leer-eins']);
  const section = (await api<{ id: number }>(page, '/de/pageeditor-api/container/by-slug/leer-eins')).body;
  const headline = await api(page, '/de/pageeditor-api/headline/', { method: 'POST', body: { content: 'Nur auf Deutsch', headline_level: 2, section: section.id, column: 0, parent: null } });
  if (headline.status !== 201) throw new Error(`the German headline was not created: ${headline.status}`);
  page.on('request', (request) => {
    if (toEditorApi(request) && isContentWrite(request)) writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
});
afterAll(async () => {
  await context?.close();
  await close?.();
});

test('the English page without content opens in the editor without a write and without a history entry', async () => {
  const before = await history();
  expect(before.length).toBeGreaterThan(0);
  writes.length = 0;
  await page.goto(`${baseUrl()}${ENGLISH}?edit`, { waitUntil: 'load' });
  await waitForHydration(page);
  await page.waitForSelector('[data-testid=editor-toolbar]', { timeout: TIMEOUT });
  await page.waitForSelector('[data-testid=sections-editor]', { timeout: TIMEOUT });
  // whatever opening asks of the page editor has been answered (a write would follow its read at once)
  await requestsAnswered(page, toEditorApi, { quietMs: 500, timeout: TIMEOUT });
  expect(writes).toEqual([]);
  expect(await history()).toEqual(before);
  // its first section, shown empty with the column's 'Add module'
  expect(await page.$$eval('[data-testid=sections-editor] > section', (list) => list.map((s) => s.getAttribute('data-testid')))).toEqual(['first-section']);
  expect(await page.$(`${sectionSelector(0)} [data-column="0"] [data-testid=add-module]`)).not.toBeNull();

  // the history dialog shows the same entries, none of them for the English version
  await page.click('[data-testid=versions]');
  await page.waitForSelector('dialog[open][data-testid=versions-dialog] [data-testid=version-list]', { timeout: TIMEOUT });
  const entries = await page.$$eval('dialog[open][data-testid=versions-dialog] [data-testid=version-entry]', (list) => list.map((el) => el.textContent ?? ''));
  expect(entries).toHaveLength(before.length);
  expect(entries.filter((entry) => /English/.test(entry))).toEqual([]);
  await page.keyboard.press('Escape');
  await page.waitForSelector('dialog[open][data-testid=versions-dialog]', { hidden: true, timeout: TIMEOUT });
});

test('adding a module writes the first section and the module: the page and its history show them', async () => {
  await addModule(page, 0, 0, { model: 'headline', fields: { content: 'Only in English', headline_level: '2' } });
  await page.waitForSelector(`${sectionSelector(0)}[data-section-id]`, { timeout: TIMEOUT });
  expect(await page.$('[data-testid=first-section]')).toBeNull();
  await requestsAnswered(page, isContentWrite, { timeout: TIMEOUT });
  expect(writes[0]).toBe('POST /en/pageeditor-api/container/');
  expect(writes).toContain('POST /en/pageeditor-api/headline/');

  const after = await history();
  expect(after.length).toBeGreaterThan(0);
  await page.click('[data-testid=versions]');
  await page.waitForSelector('dialog[open][data-testid=versions-dialog] [data-testid=version-list]', { timeout: TIMEOUT });
  const newest = await page.$eval('dialog[open][data-testid=versions-dialog] [data-testid=version-entry]', (el) => el.textContent ?? '');
  expect(newest).toContain('Only in English');
  await page.keyboard.press('Escape');
  await page.waitForSelector('dialog[open][data-testid=versions-dialog]', { hidden: true, timeout: TIMEOUT });

  // stored: a reload in edit mode shows it in a stored section
  await page.goto(`${baseUrl()}${ENGLISH}?edit`, { waitUntil: 'load' });
  await waitForHydration(page);
  await page.waitForFunction((sel) => document.querySelector(sel)?.textContent?.includes('Only in English'), { timeout: TIMEOUT }, `${sectionSelector(0)}[data-section-id]`);
  expect(await page.$('[data-testid=first-section]')).toBeNull();
});
