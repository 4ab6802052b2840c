/**
 * Redo in the page editor (issue 26): Ctrl+Z undoes, Ctrl+Shift+Z and Ctrl+Y redo, the toolbar's
 * 'Wiederholen' too; adding a section can be undone; an undo is one entry in the page's history.
 * The history survives a reload of the page in the same tab (issue 45 item 11), in German and
 * English, and a step whose section someone else changed before the reload asks first.
 */
import type { Browser, BrowserContext, KeyInput, Page } from 'puppeteer';
import { openBrowser } from './browser';
import { addModule, addSection, api, confirm, sectionCount, sectionSelector, TIMEOUT, createTestPage, openAsEditor } from './editorSteps';
import { baseUrl, waitForHydration } from './visit';

jest.setTimeout(240_000);

const SLUG = 'wiederholen-e2e';
const headline = `${sectionSelector(0)} [data-model="headline"]`;
const quote = `${sectionSelector(0)} [data-model="quote"]`;
const conflictDialog = 'dialog[open][data-testid=conflict-dialog]';

let browser: Browser;
let close: () => Promise<void>;
let context: BrowserContext;
let page: Page;
let pageId: number;

const versionCount = async () => (await api<unknown[]>(page, `/de/pageeditor-api/page/${pageId}/versions/`)).body.length;

/** Presses a shortcut with the focus on the page itself, not in a field. */
async function shortcut(...keys: KeyInput[]): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (const key of keys) await page.keyboard.down(key);
  for (const key of [...keys].reverse()) await page.keyboard.up(key);
}

const headlineShown = (shown: boolean) => page.waitForSelector(headline, { hidden: !shown, timeout: TIMEOUT });

beforeAll(async () => {
  ({ browser, close } = await openBrowser());
  context = await browser.createBrowserContext();
  page = await openAsEditor(context, '/de/ueber-uns?edit');
  pageId = await createTestPage(page, { slug: SLUG, title_de: 'Wiederholen', title_en: 'Redo', is_online: true }, ['wiederholen-eins']);
  await page.goto(`${baseUrl()}/de/${SLUG}?edit`, { waitUntil: 'networkidle2' });
  await waitForHydration(page);
  await page.waitForSelector(sectionSelector(0), { timeout: TIMEOUT });
});
afterAll(async () => {
  await context?.close();
  await close?.();
});

test('Ctrl+Z undoes a delete, Ctrl+Shift+Z and Ctrl+Y redo it; each undo is one history entry', async () => {
  await addModule(page, 0, 0, { model: 'headline', fields: { content: 'Bleibt oder geht', headline_level: '2' } });
  expect(await page.$eval('[data-testid=redo]', (b) => (b as HTMLButtonElement).disabled)).toBe(true);
  await page.click(`${headline} [data-testid=delete-module]`);
  await confirm(page);
  await headlineShown(false);

  const before = await versionCount();
  await shortcut('Control', 'z');
  await headlineShown(true);
  // the undo re-created the module and put it in place (several requests): one entry
  await page.waitForFunction(() => !(document.querySelector('[data-testid=redo]') as HTMLButtonElement).disabled, { timeout: TIMEOUT });
  expect(await versionCount()).toBe(before + 1);

  await shortcut('Control', 'Shift', 'z');
  await headlineShown(false);
  await shortcut('Control', 'z');
  await headlineShown(true);
  await shortcut('Control', 'y');
  await headlineShown(false);
  // the server holds the redone state
  await page.reload({ waitUntil: 'networkidle2' });
  await waitForHydration(page);
  await page.waitForSelector(sectionSelector(0), { timeout: TIMEOUT });
  expect(await page.$(headline)).toBeNull();
});

test("adding a section is undone and redone with the toolbar's buttons", async () => {
  const count = await sectionCount(page);
  await addSection(page, 1);
  expect(await sectionCount(page)).toBe(count + 1);
  await page.click('[data-testid=undo]');
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid=sections-editor] > section').length === n, { timeout: TIMEOUT }, count);
  await page.waitForFunction(() => !(document.querySelector('[data-testid=redo]') as HTMLButtonElement).disabled, { timeout: TIMEOUT });
  expect(await page.$eval('[data-testid=redo]', (b) => b.textContent)).toContain('Wiederholen');
  await page.click('[data-testid=redo]');
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid=sections-editor] > section').length === n, { timeout: TIMEOUT }, count + 1);
  await page.reload({ waitUntil: 'networkidle2' });
  await waitForHydration(page);
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid=sections-editor] > section').length === n, { timeout: TIMEOUT }, count + 1);
});

test("a new section's first headline names the section: one user action, one history entry", async () => {
  await addSection(page, 0);
  const index = (await sectionCount(page)) - 1;
  const slug = await page.$eval(sectionSelector(index), (el) => el.id);
  // an automatic anchor: 'abschnitt-3', or with the page's name before it when another page has that one (isAutomaticSectionSlug)
  expect(slug).toMatch(/(^|-)abschnitt-\d+(-[0-9a-z]{6,})?$/);
  const before = await versionCount();
  await addModule(page, index, 0, { model: 'headline', fields: { content: 'Neue Saison', headline_level: '2' } });
  // the module's save and the section's new anchor (two requests) are one entry
  await page.waitForFunction((i) => /(^|-)neue-saison$/.test(document.querySelector(`[data-testid=sections-editor] > section:nth-of-type(${i + 1})`)?.id ?? ''), { timeout: TIMEOUT }, index);
  expect(await versionCount()).toBe(before + 1);
  const [newest] = (await api<{ change: { action: string; model: string } | null }[]>(page, `/de/pageeditor-api/page/${pageId}/versions/`)).body;
  expect(newest.change).toMatchObject({ action: 'added', model: 'headline' });
  // and one undo takes both back
  await page.click('[data-testid=undo]');
  await page.waitForFunction((i, s) => document.querySelector(`[data-testid=sections-editor] > section:nth-of-type(${i + 1})`)?.id === s, { timeout: TIMEOUT }, index, slug);
  await page.waitForSelector(`${sectionSelector(index)} [data-model="headline"]`, { hidden: true, timeout: TIMEOUT });
});

test('the undo history survives a reload of the page in this tab: undo in order, both languages; a change saved by someone else meanwhile is not overwritten unasked (issue 45 item 11)', async () => {
  const reload = async () => {
    await page.reload({ waitUntil: 'networkidle2' });
    await waitForHydration(page);
    await page.waitForSelector(sectionSelector(0), { timeout: TIMEOUT });
  };
  const undoReady = () => page.waitForSelector('[data-testid=undo]:not([disabled])', { timeout: TIMEOUT });
  const labels = () => page.$$eval('[data-testid=undo], [data-testid=redo]', (buttons) => buttons.map((b) => b.textContent));
  await addModule(page, 0, 0, { model: 'quote', fields: { content: 'Vor dem Neuladen' } });
  await addModule(page, 0, 0, { model: 'headline', fields: { content: 'Zweite Änderung', headline_level: '2' } });
  await reload();
  await undoReady();
  expect(await labels()).toEqual(['↶Rückgängig', '↷Wiederholen']);
  // the newest first: the headline goes, the quote stays, and nothing asks (no one else changed anything)
  await page.click('[data-testid=undo]');
  await headlineShown(false);
  expect(await page.$(conflictDialog)).toBeNull();
  expect(await page.$eval(quote, (el) => el.textContent)).toContain('Vor dem Neuladen');

  // someone else saves the quote; then the tab is reloaded: undoing the quote's addition would delete their text
  type Stored = { modules: { modules: { id: number; model: string; version: number; data: { content: string } }[] }[] };
  const stored = (await api<Stored>(page, `/de/pageeditor-api/page/${SLUG}`)).body.modules[0].modules.find((m) => m.model === 'quote')!;
  expect((await api(page, `/de/pageeditor-api/quote/${stored.id}/`, { method: 'PUT', body: { content: 'Fremde Fassung', version: stored.version } })).status).toBe(200);
  await reload();
  await undoReady();
  await page.click('[data-testid=undo]');
  await page.waitForSelector(conflictDialog, { timeout: TIMEOUT });
  expect(await page.$eval(conflictDialog, (el) => el.textContent)).toContain('inzwischen');
  await page.click(`${conflictDialog} [data-testid=conflict-reload]`);
  await page.waitForSelector(conflictDialog, { hidden: true, timeout: TIMEOUT });
  expect(await page.$eval(quote, (el) => el.textContent)).toContain('Fremde Fassung');
  const after = (await api<Stored>(page, `/de/pageeditor-api/page/${SLUG}`)).body.modules[0].modules;
  expect(after.map((m) => m.data.content)).toContain('Fremde Fassung');

  // another page (a fresh visit) starts empty; the English page's history comes back on its reload too
  await page.goto(`${baseUrl()}/en/${SLUG}-en?edit`, { waitUntil: 'networkidle2' });
  await waitForHydration(page);
  await page.waitForSelector(sectionSelector(0), { timeout: TIMEOUT });
  expect(await page.$eval('[data-testid=undo]', (b) => (b as HTMLButtonElement).disabled)).toBe(true);
  await addModule(page, 0, 0, { model: 'headline', fields: { content: 'Only until undone', headline_level: '2' } });
  await reload();
  await undoReady();
  expect(await labels()).toEqual(['↶Undo', '↷Redo']);
  await page.click('[data-testid=undo]');
  await headlineShown(false);
  await page.waitForSelector('[data-testid=redo]:not([disabled])', { timeout: TIMEOUT });
});
