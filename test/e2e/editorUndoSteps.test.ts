/**
 * Page-wide actions can be undone and redone (issue 26 item 4, client/editor/history/pageSteps.ts):
 * the schedule goes back to the times it had, a version restore back to the content it replaced, a
 * discarded draft of a content page or a story comes back, a publish is taken back (visitors see
 * what they saw before, the draft keeps what was published) and done again.
 */
import type { Browser, BrowserContext, Page } from 'puppeteer';
import { openBrowser } from './browser';
import { api, createTestPage, openAsEditor, restoreFromHistory, setValue, TIMEOUT } from './editorSteps';
import { baseUrl, waitForHydration } from './visit';

jest.setTimeout(240_000);

const SLUG = 'rueckgaengig-e2e';
const quote = '[data-testid=sections-editor] [data-model="quote"]';

let browser: Browser;
let close: () => Promise<void>;
let context: BrowserContext;
let page: Page;
let pageId: number;
let quoteId: number;

type Stored = { modules: { id: number; modules: { id: number; model: string; version: number; data: { content: string } }[] }[] };
const storedQuote = async () => (await api<Stored>(page, `/de/pageeditor-api/page/${SLUG}`)).body.modules[0].modules.find((m) => m.model === 'quote')!;
const status = async () => (await api<{ publish_at: string | null; has_draft: boolean }>(page, `/de/pageeditor-api/publication/page/${pageId}/`)).body;
/** The quote as visitors get it (the page is offline: as an editor asking for the published content). */
const publishedQuote = async () =>
  (await api<Stored>(page, `/de/pageeditor-api/page/${SLUG}?published=1`)).body.modules[0].modules.find((m) => m.model === 'quote')!.data.content;
const draftState = (text: string) => page.waitForFunction((t) => document.querySelector('[data-testid=draft-state]')?.textContent === t, { timeout: TIMEOUT }, text);
const shows = (text: string) => page.waitForFunction((sel, t) => document.querySelector(sel)?.textContent?.includes(t), { timeout: TIMEOUT }, quote, text);
const undo = () => page.click('[data-testid=undo]:not([disabled])');
/** 'Entwurf verwerfen' and its question (the editor's own dialog, not the browser's confirm box). */
async function discard(): Promise<void> {
  await page.click('[data-testid=discard]:not([disabled])');
  await page.click('dialog[open][data-testid=discard-dialog] [data-testid=discard-confirm]');
}
const redo = () => page.click('[data-testid=redo]:not([disabled])');

/** Publishes; the page's content checks may warn first (then: publish anyway). Done when the state says so. */
async function publish(): Promise<void> {
  await page.click('[data-testid=publish]:not([disabled])');
  const outcome = await page.waitForFunction(
    () =>
      (document.querySelector('dialog[open][data-testid=publish-warning] [data-testid=publish-anyway]') && 'warned') ||
      (document.querySelector('[data-testid=draft-state]')?.textContent === 'Veröffentlicht' && 'published'),
    { timeout: TIMEOUT },
  );
  if ((await outcome.jsonValue()) === 'warned') await page.click('dialog[open][data-testid=publish-warning] [data-testid=publish-anyway]');
}

async function reopen(): Promise<void> {
  await page.goto(`${baseUrl()}/de/${SLUG}?edit`, { waitUntil: 'networkidle2' });
  await waitForHydration(page);
  await page.waitForSelector(quote, { timeout: TIMEOUT });
}

/** Saves the quote's text as this editor, through the API (then the page is opened again to show it). */
async function saveQuote(content: string): Promise<void> {
  const { version } = await storedQuote();
  expect((await api(page, `/de/pageeditor-api/quote/${quoteId}/`, { method: 'PUT', body: { content, version } })).status).toBe(200);
  await reopen();
}

beforeAll(async () => {
  ({ browser, close } = await openBrowser());
  context = await browser.createBrowserContext();
  page = await openAsEditor(context, '/de/ueber-uns?edit');
  page.on('dialog', (dialog) => void dialog.accept());
  pageId = await createTestPage(page, { slug: SLUG, title_de: 'Rückgängig', title_en: 'Undo', is_online: false }, ['rueckgaengig-eins']);
  const sectionId = (await api<Stored>(page, `/de/pageeditor-api/page/${SLUG}`)).body.modules[0].id;
  const created = await api<{ id: number }>(page, '/de/pageeditor-api/quote/', { method: 'POST', body: { section: sectionId, content: 'Eins', author: '', anchor: '' } });
  quoteId = created.body.id;
  await reopen();
});
afterAll(async () => {
  await context?.close();
  await close?.();
});

test('a schedule set in the dialog is undone and redone', async () => {
  await page.click('[data-testid=schedule]');
  await page.waitForSelector('dialog[open][data-testid=schedule-dialog]', { timeout: TIMEOUT });
  await setValue(page, 'dialog[open][data-testid=schedule-dialog] [data-testid=publish-at]', '2031-03-01T10:00');
  await page.click('dialog[open][data-testid=schedule-dialog] [data-testid=schedule-save]');
  await page.waitForSelector('[data-testid=schedule-note]', { timeout: TIMEOUT });
  expect((await status()).publish_at).toBe('2031-03-01T09:00:00.000Z');
  await undo();
  await page.waitForSelector('[data-testid=schedule-note]', { hidden: true, timeout: TIMEOUT });
  expect((await status()).publish_at).toBeNull();
  await redo();
  await page.waitForSelector('[data-testid=schedule-note]', { timeout: TIMEOUT });
  expect((await status()).publish_at).toBe('2031-03-01T09:00:00.000Z');
});

test('a version restore is undone (back to what it replaced) and redone', async () => {
  await saveQuote('Zwei');
  // the version right after 'Eins' was added: the one before the newest
  await restoreFromHistory(page, 1);
  await shows('Eins');
  await undo();
  await shows('Zwei');
  expect((await storedQuote()).data.content).toBe('Zwei');
  await redo();
  await shows('Eins');
  expect((await storedQuote()).data.content).toBe('Eins');
});

test("a content page's discarded draft comes back with undo", async () => {
  await publish();
  await page.waitForFunction(() => document.querySelector('[data-testid=draft-state]')?.textContent === 'Veröffentlicht', { timeout: TIMEOUT });
  await saveQuote('Entwurf');
  await page.waitForFunction(() => document.querySelector('[data-testid=draft-state]')?.textContent === 'Unveröffentlichte Änderungen', { timeout: TIMEOUT });
  await discard();
  await shows('Eins');
  await page.waitForFunction(() => document.querySelector('[data-testid=draft-state]')?.textContent === 'Veröffentlicht', { timeout: TIMEOUT });
  await undo();
  await shows('Entwurf');
  await page.waitForFunction(() => document.querySelector('[data-testid=draft-state]')?.textContent === 'Unveröffentlichte Änderungen', { timeout: TIMEOUT });
  expect((await status()).has_draft).toBe(true);
});

test('a publish is undone (visitors see what they saw before, the draft stays) and redone', async () => {
  // the draft 'Entwurf' of the test before; 'Eins' is published
  await shows('Entwurf');
  expect(await publishedQuote()).toBe('Eins');
  expect(await page.$eval('[data-testid=publish]', (b) => b.getAttribute('title'))).toContain('Rückgängig');
  await publish();
  await draftState('Veröffentlicht');
  expect(await publishedQuote()).toBe('Entwurf');
  await undo();
  await draftState('Unveröffentlichte Änderungen');
  expect(await publishedQuote()).toBe('Eins');
  // nothing lost: the editor still shows (and the draft holds) what had been published
  await shows('Entwurf');
  expect((await storedQuote()).data.content).toBe('Entwurf');
  await redo();
  await draftState('Veröffentlicht');
  expect(await publishedQuote()).toBe('Entwurf');
});

test("a story's discarded draft comes back with undo and is discarded again with redo", async () => {
  const story = await api<{ id: number }>(page, '/api/admin/stories/', {
    method: 'POST',
    body: { title_de: 'Rückgängig-Story', title_en: 'Undo story', slug: 'rueckgaengig-story', date: '2026-11-01', is_online: true },
  });
  expect(story.status).toBe(201);
  const owner = `story-${story.body.id}`;
  const section = await api<{ id: number }>(page, '/de/pageeditor-api/container/', { method: 'POST', body: { slug: owner, parent: null, content_type: 'story', object_id: story.body.id, layout: 0 } });
  const created = await api<{ id: number }>(page, '/de/pageeditor-api/quote/', { method: 'POST', body: { section: section.body.id, content: 'Veröffentlicht', author: '', anchor: '' } });
  expect((await api(page, `/de/pageeditor-api/publication/story/${story.body.id}/publish/`, { method: 'POST' })).status).toBe(200);
  expect((await api(page, `/de/pageeditor-api/quote/${created.body.id}/`, { method: 'PUT', body: { content: 'Story-Entwurf', author: '', anchor: '' } })).status).toBe(200);
  await page.goto(`${baseUrl()}/de/stories/rueckgaengig-story/${story.body.id}?edit`, { waitUntil: 'networkidle2' });
  await waitForHydration(page);
  await shows('Story-Entwurf');
  await draftState('Unveröffentlichte Änderungen');
  await discard();
  await shows('Veröffentlicht');
  await draftState('Veröffentlicht');
  await undo();
  await shows('Story-Entwurf');
  await draftState('Unveröffentlichte Änderungen');
  const stored = async () => (await api<{ modules: { data: { content: string } }[] }>(page, `/de/pageeditor-api/container/by-slug/${owner}`)).body.modules[0].data.content;
  expect(await stored()).toBe('Story-Entwurf');
  await redo();
  await shows('Veröffentlicht');
  await draftState('Veröffentlicht');
  expect(await stored()).toBe('Veröffentlicht');
});
