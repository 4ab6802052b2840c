/**
 * Two editors on one page at once (issue 26 item 2), in two browser contexts: the open editor learns
 * of the other's save within seconds and shows it (or, with a module dialog open, waits and says
 * so); a module deleted and a version restored on the basis of what the other has changed since
 * answer 409, and the conflict dialog names who changed what at once, its buttons never moving; a
 * module moved after the other added one to the section (a reorder on an old version) gets the same
 * dialog, and overwriting moves it on the current state; an undo that would take the other's change
 * back with one's own asks first, and one it could not know of (its editor was not looking) is
 * refused by the server: the undo says the section's version it saw; undoing a version
 * restore or a schedule after the other's save asks the same way; an undo that must write back a
 * module the other changed since is refused as a whole (one request, issue 44): nothing of it is written.
 */
import type { Browser, BrowserContext, Page } from 'puppeteer';
import { EDITOR_CHANGES_POLL_MS } from '../../shared/constants';
import { until } from '../support/until';
import { openBrowser } from './browser';
import { api, confirm, createTestPage, dismissCookieBanner, fillFields, logInThroughModal, openAsEditor, pauseRemoteChanges, restoreFromHistory, resumeRemoteChanges, saveDialog, setValue, TIMEOUT } from './editorSteps';
import { baseUrl, clickSteady, open, requestsAnswered, waitForHydration } from './visit';

jest.setTimeout(300_000);

const SLUG = 'konflikte-e2e';
const SECOND = { username: 'konrad', password: 'zweiter-redakteur-e2e', first_name: 'Konrad', last_name: 'Klein' };
/** 'within a few seconds': the poll's interval twice, and a second for the answers and the render */
const NOTICED_WITHIN_MS = 2 * EDITOR_CHANGES_POLL_MS + 1000;
const quote = '[data-testid=sections-editor] [data-model="quote"]';
const quoteDialog = 'dialog[open][data-testid="module-dialog-quote"]';
const conflictDialog = 'dialog[open][data-testid=conflict-dialog]';

let browser: Browser;
let close: () => Promise<void>;
let first: BrowserContext;
let second: BrowserContext;
let page: Page;
let other: Page;
let sectionId: number;

type Stored = { modules: { id: number; modules: { id: number; model: string; version: number; data: { content: string } }[] }[] };
async function storedQuote(): Promise<{ id: number; version: number; content: string }> {
  const stored = await api<Stored>(other, `/de/pageeditor-api/page/${SLUG}`);
  const node = stored.body.modules[0].modules.find((m) => m.model === 'quote')!;
  return { id: node.id, version: node.version, content: node.data.content };
}

/** The second editor saves the quote (through the API, as its editor would), based on what is stored. */
async function theySave(content: string): Promise<void> {
  const { id, version } = await storedQuote();
  const answer = await api(other, `/de/pageeditor-api/quote/${id}/`, { method: 'PUT', body: { content, version } });
  expect(answer.status).toBe(200);
}

const quoteText = () => page.$eval(quote, (el) => el.textContent ?? '');
const shows = (text: string, timeout = TIMEOUT) => page.waitForFunction((sel, t) => document.querySelector(sel)?.textContent?.includes(t), { timeout }, quote, text);

beforeAll(async () => {
  ({ browser, close } = await openBrowser());
  first = await browser.createBrowserContext();
  page = await openAsEditor(first, '/de/ueber-uns?edit');
  const pageId = await createTestPage(page, { slug: SLUG, title_de: 'Konflikte', title_en: 'Conflicts', is_online: true }, ['konflikte-eins']);
  const stored = await api<Stored>(page, `/de/pageeditor-api/page/${SLUG}`);
  sectionId = stored.body.modules[0].id;
  expect((await api(page, '/de/pageeditor-api/quote/', { method: 'POST', body: { section: sectionId, content: 'Erste Fassung', author: '', anchor: '' } })).status).toBe(201);
  expect((await api(page, '/api/admin/editors/', { method: 'POST', body: { ...SECOND, email: 'konrad@example.org' } })).status).toBe(201);
  expect(pageId).toBeGreaterThan(0);
  await page.goto(`${baseUrl()}/de/${SLUG}?edit`, { waitUntil: 'networkidle2' });
  await waitForHydration(page);
  await page.waitForSelector(quote, { timeout: TIMEOUT });

  second = await browser.createBrowserContext();
  ({ page: other } = await open(second, `/de/${SLUG}?edit`));
  await other.setViewport({ width: 1440, height: 900 });
  await logInThroughModal(other, SECOND.username, SECOND.password);
  await other.waitForSelector(quote, { timeout: TIMEOUT });
  await dismissCookieBanner(other);
});

afterAll(async () => {
  await second?.close();
  await first?.close();
  await close?.();
});

test('an open editor learns of the other editor\'s save within seconds, shows it and says so', async () => {
  expect(await quoteText()).toContain('Erste Fassung');
  await theySave('Konrads Fassung');
  const saved = Date.now();
  await page.waitForSelector('[data-testid=remote-change][data-kind=refreshed]', { timeout: NOTICED_WITHIN_MS });
  await shows('Konrads Fassung', NOTICED_WITHIN_MS);
  const noticedAfter = Date.now() - saved;
  expect(noticedAfter).toBeLessThan(NOTICED_WITHIN_MS);
  expect(await page.$eval('[data-testid=remote-change]', (el) => el.textContent)).toContain('Konrad Klein hat diese Seite gerade geändert. Sie sehen jetzt den neuen Stand.');
  // the note is a live region's content, and it can be closed
  expect(await page.$eval('[data-testid=remote-change]', (el) => el.parentElement?.getAttribute('role'))).toBe('status');
  // a locator, not page.click: a later poll may put up a new note (a new key, a new node) between
  // finding the button and clicking it; the locator finds it again
  await page.locator('[data-testid=remote-change-dismiss]').setTimeout(TIMEOUT).click();
  await page.waitForSelector('[data-testid=remote-change]', { hidden: true, timeout: TIMEOUT });
});

test('with a module dialog open nothing is replaced under it: the editor is told, and the new state loads once it is closed', async () => {
  await clickSteady(page, `${quote} [data-testid=edit-module]`);
  await page.waitForSelector(quoteDialog, { timeout: TIMEOUT });
  await fillFields(page, 'quote', { content: 'Meine Eingabe' });
  await theySave('Konrads zweite Fassung');
  await page.waitForSelector('[data-testid=remote-change][data-kind=waiting]', { timeout: NOTICED_WITHIN_MS });
  expect(await page.$eval('[data-testid=remote-change]', (el) => el.textContent)).toContain('Konrad Klein hat diese Seite gerade geändert. Der neue Stand wird geladen, sobald Sie Ihre Eingabe gespeichert oder den Dialog geschlossen haben.');
  // what was typed is still there, the page behind is as it was
  expect(await quoteText()).toContain('Konrads Fassung');
  expect(await quoteText()).not.toContain('zweite');
  // closing asks (unsaved input); discarding it loads the other editor's change
  await page.click(`${quoteDialog} [data-testid=dialog-close]`);
  await confirm(page);
  await page.waitForSelector(quoteDialog, { hidden: true, timeout: TIMEOUT });
  await page.waitForSelector('[data-testid=remote-change][data-kind=refreshed]', { timeout: NOTICED_WITHIN_MS });
  await shows('Konrads zweite Fassung', NOTICED_WITHIN_MS);
});

test('deleting a module the other editor changed meanwhile: the dialog names the change at once, nothing moves in it; reload keeps the module', async () => {
  await pauseRemoteChanges(page);
  await theySave('Konrads dritte Fassung');
  await page.click(`${quote} [data-testid=delete-module]`);
  await confirm(page);
  await page.waitForSelector(conflictDialog, { timeout: TIMEOUT });
  const box = () => page.$eval(`${conflictDialog} [data-testid=conflict-reload]`, (el) => JSON.stringify(el.getBoundingClientRect()));
  const opened = await box();
  expect(await page.$eval(`${conflictDialog} [data-testid=conflict-latest]`, (el) => el.textContent)).toMatch(/^Zuletzt: Zitat „Konrads dritte Fassung“ geändert · Konrad Klein · gerade eben$/);
  expect(await page.$eval(conflictDialog, (el) => el.textContent)).toContain('Konrad Klein hat das inzwischen geändert.');
  // whatever else still arrives, the buttons stay where the pointer found them (the editor's answers:
  // page network idle did not come within 30 s on a loaded machine although no editor request was open)
  await requestsAnswered(page, (request) => new URL(request.url()).pathname.includes('/pageeditor-api/'), { quietMs: 500 });
  expect(await box()).toBe(opened);
  await page.click(`${conflictDialog} [data-testid=conflict-reload]`);
  await page.waitForSelector(conflictDialog, { hidden: true, timeout: TIMEOUT });
  await shows('Konrads dritte Fassung');
  expect((await storedQuote()).content).toBe('Konrads dritte Fassung');
  await resumeRemoteChanges(page);
});

test('restoring a version after the other editor saved asks first; reload shows their change and restores nothing', async () => {
  await pauseRemoteChanges(page);
  await page.click('[data-testid=versions]');
  await page.waitForSelector('dialog[open][data-testid=versions-dialog] [data-testid=version-list]', { timeout: TIMEOUT });
  const entries = await page.$$eval('dialog[open][data-testid=versions-dialog] [data-testid=version-entry]', (list) => list.length);
  await theySave('Konrads vierte Fassung');
  // the oldest entry ('Erste Fassung')
  const restore = await page.$$('dialog[open][data-testid=versions-dialog] [data-testid=restore-version]');
  await restore[restore.length - 1].click();
  await confirm(page);
  await page.waitForSelector(`${conflictDialog} [data-testid=conflict-latest]`, { timeout: TIMEOUT });
  expect(await page.$eval(`${conflictDialog} [data-testid=conflict-latest]`, (el) => el.textContent)).toContain('Zitat „Konrads vierte Fassung“ geändert · Konrad Klein');
  await page.click(`${conflictDialog} [data-testid=conflict-reload]`);
  await page.waitForSelector('dialog[open][data-testid=versions-dialog]', { hidden: true, timeout: TIMEOUT });
  await shows('Konrads vierte Fassung');
  expect((await storedQuote()).content).toBe('Konrads vierte Fassung');
  // nothing restored: the history has the other editor's save and no restore
  const history = await api<{ note: string }[]>(page, `/de/pageeditor-api/page/${(await pageIdOf())}/versions/`);
  expect(history.body.length).toBe(entries + 1);
  expect(history.body[0].note).not.toMatch(/^restored/);
  await resumeRemoteChanges(page);
});

test("moving a module after the other editor added one to the section: the dialog names the addition; overwrite moves it and keeps theirs", async () => {
  const added = (model: string, body: Record<string, unknown>) => api(other, `/de/pageeditor-api/${model}/`, { method: 'POST', body: { section: sectionId, anchor: '', ...body } });
  expect((await added('headline', { headline_level: 2, content: 'Konrads Überschrift' })).status).toBe(201);
  // the open editor shows it (the remote change), under the quote
  await page.waitForSelector('[data-testid=sections-editor] [data-model="headline"]', { timeout: TIMEOUT });
  await pauseRemoteChanges(page);
  expect((await added('text', { content: '<p>Konrads Text</p>' })).status).toBe(201);
  // the quote moved down, based on the section without their text: 409 stale, the same dialog
  await page.click(`${quote} [data-testid=move-down]`);
  await page.waitForSelector(`${conflictDialog} [data-testid=conflict-latest]`, { timeout: TIMEOUT });
  expect(await page.$eval(`${conflictDialog} [data-testid=conflict-latest]`, (el) => el.textContent)).toMatch(/Konrads Text.*hinzugefügt · Konrad Klein · gerade eben$/);
  await page.click(`${conflictDialog} [data-testid=conflict-overwrite]`);
  await page.waitForSelector(conflictDialog, { hidden: true, timeout: TIMEOUT });
  // moved on the current state: their text stays, after the two
  await page.waitForSelector('[data-testid=sections-editor] [data-model="text"]', { timeout: TIMEOUT });
  // the editor shows their text (the current state) before the move it repeats on it is saved
  const storedOrder = async () => (await api<{ modules: { modules: { model: string }[] }[] }>(other, `/de/pageeditor-api/page/${SLUG}`)).body.modules[0].modules.map((m) => m.model);
  let order: string[] = [];
  await until('the move to be stored', async () => (order = await storedOrder()).join() === 'headline,quote,text', { timeoutMs: TIMEOUT, everyMs: 100 }).catch(() => undefined);
  expect(order).toEqual(['headline', 'quote', 'text']);
  expect(await page.$$eval('[data-testid=sections-editor] [data-module-id]', (els) => els.map((el) => el.getAttribute('data-model')))).toEqual(['headline', 'quote', 'text']);
  await resumeRemoteChanges(page);
});

test("'Überschreiben' after a reorder conflict applies only my move onto the current order: the other editor's move stays (issue 45 item 10)", async () => {
  type Section = { version: number; modules: { id: number; model: string }[] };
  const theyPlace = async (models: string[]) => {
    const section = (await api<Section>(other, `/de/pageeditor-api/container/${sectionId}/`)).body;
    const items = models.map((model, order) => ({ id: section.modules.find((m) => m.model === model)!.id, column: 0, order }));
    expect((await api(other, '/de/pageeditor-api/reorder/', { method: 'POST', body: { section: sectionId, version: section.version, items } })).status).toBe(200);
  };
  await showsOrder(['headline', 'quote', 'text']);
  await pauseRemoteChanges(page);
  // theirs, unseen by my editor: the text moved to the top
  await theyPlace(['text', 'headline', 'quote']);
  // mine, on the order I see (keyboard): the headline moved down, after the quote
  await page.focus('[data-testid=sections-editor] [data-model="headline"] [data-testid=move-down]');
  await page.keyboard.press('Enter');
  await page.waitForSelector(`${conflictDialog} [data-testid=conflict-overwrite]`, { timeout: TIMEOUT });
  await page.click(`${conflictDialog} [data-testid=conflict-overwrite]`);
  await page.waitForSelector(conflictDialog, { hidden: true, timeout: TIMEOUT });
  // their text stays on top; my headline comes after the quote (my whole old order would have put the text back last)
  await storesOrder(['text', 'quote', 'headline']);
  await showsOrder(['text', 'quote', 'headline']);
  // the order the next tests start from, loaded by my editor as the other's change
  await resumeRemoteChanges(page);
  await theyPlace(['headline', 'quote', 'text']);
  await showsOrder(['headline', 'quote', 'text']);
});

test("an undo after the other editor changed the same section asks first; 'Neu laden' keeps their change and mine", async () => {
  const models = () => page.$$eval('[data-testid=sections-editor] [data-module-id]', (els) => els.map((el) => el.getAttribute('data-model')));
  // my change: the quote moved up (an undo step)
  await page.click(`${quote} [data-testid=move-up]`);
  await page.waitForFunction(() => document.querySelector('[data-testid=sections-editor] [data-module-id]')?.getAttribute('data-model') === 'quote', { timeout: TIMEOUT });
  await page.waitForFunction(() => !(document.querySelector('[data-testid=undo]') as HTMLButtonElement).disabled, { timeout: TIMEOUT });
  // my move is stored before theirs (sent after it, the server refuses it as stale: a conflict of the move, not of the undo)
  await storesOrder(['quote', 'headline', 'text']);
  // theirs, in the same section, loaded by my editor within seconds
  const theirs = await api(other, '/de/pageeditor-api/text/', { method: 'POST', body: { section: sectionId, content: '<p>Konrads zweiter Text</p>', anchor: '' } });
  expect(theirs.status).toBe(201);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=sections-editor] [data-model="text"]').length === 2, { timeout: NOTICED_WITHIN_MS });
  // undo would take their text back with my move: asked first, naming their change
  await page.click('[data-testid=undo]');
  await page.waitForSelector(`${conflictDialog} [data-testid=conflict-latest]`, { timeout: TIMEOUT });
  expect(await page.$eval(`${conflictDialog} [data-testid=conflict-latest]`, (el) => el.textContent)).toMatch(/Konrads zweiter Text.*hinzugefügt · Konrad Klein/);
  await page.click(`${conflictDialog} [data-testid=conflict-reload]`);
  await page.waitForSelector(conflictDialog, { hidden: true, timeout: TIMEOUT });
  const stored = await api<{ modules: { modules: { model: string }[] }[] }>(other, `/de/pageeditor-api/page/${SLUG}`);
  expect(stored.body.modules[0].modules.map((m) => m.model)).toEqual(['quote', 'headline', 'text', 'text']);
  expect(await models()).toEqual(['quote', 'headline', 'text', 'text']);
});

test("an undo the editor could not know would take their change back is refused by the server: 'Neu laden' keeps theirs and my step", async () => {
  const models = () => page.$$eval('[data-testid=sections-editor] [data-module-id]', (els) => els.map((el) => el.getAttribute('data-model')));
  const storedModels = async () => (await api<{ modules: { modules: { model: string }[] }[] }>(other, `/de/pageeditor-api/page/${SLUG}`)).body.modules[0].modules.map((m) => m.model);
  await page.click(`${quote} [data-testid=move-down]`);
  await showsOrder(['headline', 'quote', 'text', 'text']);
  // my move is stored before theirs
  await storesOrder(['headline', 'quote', 'text', 'text']);
  // their text arrives while my editor is not looking: the undo's first write says the section's version it saw
  await pauseRemoteChanges(page);
  expect((await api(other, '/de/pageeditor-api/text/', { method: 'POST', body: { section: sectionId, content: '<p>Konrads dritter Text</p>', anchor: '' } })).status).toBe(201);
  const history = async () => (await api<unknown[]>(page, `/de/pageeditor-api/page/${await pageIdOf()}/versions/`)).body.length;
  const entries = await history();
  await page.click('[data-testid=undo]');
  await page.waitForSelector(`${conflictDialog} [data-testid=conflict-latest]`, { timeout: TIMEOUT });
  expect(await page.$eval(`${conflictDialog} [data-testid=conflict-latest]`, (el) => el.textContent)).toMatch(/Konrads dritter Text.*hinzugefügt · Konrad Klein/);
  expect(await page.$eval(conflictDialog, (el) => el.textContent)).toContain('Konrad Klein hat das inzwischen geändert.');
  await page.click(`${conflictDialog} [data-testid=conflict-reload]`);
  await page.waitForSelector(conflictDialog, { hidden: true, timeout: TIMEOUT });
  // their text is shown, my move stays, nothing was written
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=sections-editor] [data-model="text"]').length === 3, { timeout: TIMEOUT });
  expect(await storedModels()).toEqual(['headline', 'quote', 'text', 'text', 'text']);
  expect(await models()).toEqual(['headline', 'quote', 'text', 'text', 'text']);
  expect(await history()).toBe(entries);
  // still not looking: the next test's undo meets the server's refusal only (a poll now would mark my next step as crossed)
});

test("the same refusal, 'Überschreiben': the undo is made over what is there now, as one history entry", async () => {
  const storedModels = async () => (await api<{ modules: { modules: { model: string; data: { content?: string } }[] }[] }>(other, `/de/pageeditor-api/page/${SLUG}`)).body.modules[0].modules;
  await page.click(`${quote} [data-testid=move-up]`);
  await showsOrder(['quote', 'headline', 'text', 'text', 'text']);
  await storesOrder(['quote', 'headline', 'text', 'text', 'text']);
  expect((await api(other, '/de/pageeditor-api/text/', { method: 'POST', body: { section: sectionId, content: '<p>Konrads vierter Text</p>', anchor: '' } })).status).toBe(201);
  const history = async () => (await api<unknown[]>(page, `/de/pageeditor-api/page/${await pageIdOf()}/versions/`)).body.length;
  const entries = await history();
  await page.click('[data-testid=undo]');
  await page.waitForSelector(`${conflictDialog} [data-testid=conflict-latest]`, { timeout: TIMEOUT });
  expect(await page.$eval(`${conflictDialog} [data-testid=conflict-latest]`, (el) => el.textContent)).toMatch(/Konrads vierter Text.*hinzugefügt · Konrad Klein/);
  await page.click(`${conflictDialog} [data-testid=conflict-overwrite]`);
  await page.waitForSelector(conflictDialog, { hidden: true, timeout: TIMEOUT });
  // the section as my step had it: the quote back down, their text (added since) taken back with it
  await showsOrder(['headline', 'quote', 'text', 'text', 'text']);
  const stored = await storedModels();
  expect(stored.map((m) => m.model)).toEqual(['headline', 'quote', 'text', 'text', 'text']);
  expect(stored.some((m) => m.data.content?.includes('Konrads vierter Text'))).toBe(false);
  expect(await history()).toBe(entries + 1);
  await resumeRemoteChanges(page);
});

test("undoing a version restore after the other editor saved: the server refuses it, 'Neu laden' keeps their save", async () => {
  await restoreFromHistory(page, 1);
  await page.waitForFunction(() => !(document.querySelector('[data-testid=undo]') as HTMLButtonElement).disabled, { timeout: TIMEOUT });
  // their save after my restore, unseen by my editor: the undo is based on the version my restore made
  await pauseRemoteChanges(page);
  await theySave('Konrads sechste Fassung');
  await page.click('[data-testid=undo]');
  await page.waitForSelector(`${conflictDialog} [data-testid=conflict-latest]`, { timeout: TIMEOUT });
  expect(await page.$eval(`${conflictDialog} [data-testid=conflict-latest]`, (el) => el.textContent)).toContain('Zitat „Konrads sechste Fassung“ geändert · Konrad Klein');
  await page.click(`${conflictDialog} [data-testid=conflict-reload]`);
  await page.waitForSelector(conflictDialog, { hidden: true, timeout: TIMEOUT });
  await shows('Konrads sechste Fassung');
  expect((await storedQuote()).content).toBe('Konrads sechste Fassung');
  await resumeRemoteChanges(page);
});

test("undoing my schedule after the other editor changed it asks first; 'Neu laden' keeps their times", async () => {
  const status = async () => (await api<{ publish_at: string | null }>(other, `/de/pageeditor-api/publication/page/${await pageIdOf()}/`)).body;
  await page.click('[data-testid=schedule]');
  await page.waitForSelector('dialog[open][data-testid=schedule-dialog]', { timeout: TIMEOUT });
  await setValue(page, 'dialog[open][data-testid=schedule-dialog] [data-testid=publish-at]', '2031-04-01T10:00');
  await page.click('dialog[open][data-testid=schedule-dialog] [data-testid=schedule-save]');
  await page.waitForSelector('[data-testid=schedule-note]', { timeout: TIMEOUT });
  expect((await status()).publish_at).toBe('2031-04-01T08:00:00.000Z');
  await pauseRemoteChanges(page);
  const theirs = await api(other, `/de/pageeditor-api/publication/page/${await pageIdOf()}/schedule/`, { method: 'PUT', body: { publish_at: '2031-05-01T08:00:00.000Z', unpublish_at: null } });
  expect(theirs.status).toBe(200);
  await page.click('[data-testid=undo]');
  await page.waitForSelector(conflictDialog, { timeout: TIMEOUT });
  expect(await page.$eval(conflictDialog, (el) => el.textContent)).toContain('Konrad Klein hat das inzwischen geändert.');
  await page.click(`${conflictDialog} [data-testid=conflict-reload]`);
  await page.waitForSelector(conflictDialog, { hidden: true, timeout: TIMEOUT });
  expect((await status()).publish_at).toBe('2031-05-01T08:00:00.000Z');
  await resumeRemoteChanges(page);
});

test("an undo that must write back a module the other editor changed since is refused as a whole: the section stays wholly as it was, and the editor is told", async () => {
  type Section = { slug: string; version: number; modules: { id: number; version: number; data: { content: string } }[] };
  const AUTOMATIC = 'konflikte-abschnitt-2';
  const created = await api<{ id: number }>(page, '/de/pageeditor-api/container/', { method: 'POST', body: { slug: AUTOMATIC, parent: null, content_type: 'page', object_id: await pageIdOf(), layout: 0 } });
  expect(created.status).toBe(201);
  const id = created.body.id;
  expect((await api(page, '/de/pageeditor-api/headline/', { method: 'POST', body: { section: id, headline_level: 2, content: 'Alte Überschrift', anchor: '' } })).status).toBe(201);
  const stored = async () => (await api<Section>(other, `/de/pageeditor-api/container/${id}/`)).body;
  await page.goto(`${baseUrl()}/de/${SLUG}?edit`, { waitUntil: 'networkidle2' });
  await waitForHydration(page);
  const headline = `[data-testid=sections-editor] > section[data-section-id="${id}"] [data-model="headline"]`;
  await page.waitForSelector(headline, { timeout: TIMEOUT });

  // my step, one user action in two writes: the headline saved, and the section's automatic anchor named after it
  await clickSteady(page, `${headline} [data-testid=edit-module]`);
  await page.waitForSelector('dialog[open][data-testid="module-dialog-headline"]', { timeout: TIMEOUT });
  await fillFields(page, 'headline', { content: 'Neue Überschrift' });
  await saveDialog(page, 'headline');
  await page.waitForSelector('dialog[open][data-testid="module-dialog-headline"]', { hidden: true, timeout: TIMEOUT });
  const deadline = Date.now() + TIMEOUT;
  while ((await stored()).slug === AUTOMATIC) {
    if (Date.now() > deadline) throw new Error('the section was not named after its headline');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await page.waitForFunction(() => !(document.querySelector('[data-testid=undo]') as HTMLButtonElement).disabled, { timeout: TIMEOUT });

  // theirs, unseen by my editor: the headline changed again (the section's version stays: only the module's moves)
  await pauseRemoteChanges(page);
  const mine = await stored();
  expect(mine.modules[0].data.content).toBe('Neue Überschrift');
  const theirs = await api(other, `/de/pageeditor-api/headline/${mine.modules[0].id}/`, { method: 'PUT', body: { content: 'Konrads Überschrift', version: mine.modules[0].version } });
  expect(theirs.status).toBe(200);
  const before = await stored();
  const history = async () => (await api<unknown[]>(page, `/de/pageeditor-api/page/${await pageIdOf()}/versions/`)).body.length;
  const entries = await history();

  // the undo would put the anchor back and the headline back over theirs: refused as one, the editor is told
  await page.click('[data-testid=undo]');
  await page.waitForSelector(`${conflictDialog} [data-testid=conflict-latest]`, { timeout: TIMEOUT });
  expect(await page.$eval(conflictDialog, (el) => el.textContent)).toContain('Konrad Klein hat das inzwischen geändert.');
  expect(await page.$eval(`${conflictDialog} [data-testid=conflict-latest]`, (el) => el.textContent)).toContain('Konrads Überschrift');
  // nothing of it was written: not the anchor either (a write-by-write undo had put it back before the headline's refusal)
  expect(await stored()).toEqual(before);
  await page.click(`${conflictDialog} [data-testid=conflict-reload]`);
  await page.waitForSelector(conflictDialog, { hidden: true, timeout: TIMEOUT });
  await page.waitForFunction((sel) => document.querySelector(sel)?.textContent?.includes('Konrads Überschrift'), { timeout: TIMEOUT }, headline);
  expect(await stored()).toEqual(before);
  expect(await history()).toBe(entries);
  await resumeRemoteChanges(page);
});

test("the other editor's save followed by mine before my editor asked: theirs still loads and the editor says so", async () => {
  await page.goto(`${baseUrl()}/de/${SLUG}?edit`, { waitUntil: 'networkidle2' });
  await waitForHydration(page);
  await page.waitForSelector(quote, { timeout: TIMEOUT });
  await page.waitForFunction(() => !!document.querySelector('[data-testid=draft-state]'), { timeout: TIMEOUT });
  await pauseRemoteChanges(page);
  await theySave('Konrads Fassung vor meiner');
  // my own save right after theirs, before my editor asked (the newest write is now mine)
  const mine = await api(page, '/de/pageeditor-api/headline/', { method: 'POST', body: { section: sectionId, headline_level: 2, content: 'Meine Überschrift danach', anchor: '' } });
  expect(mine.status).toBe(201);
  await resumeRemoteChanges(page);
  await page.waitForSelector('[data-testid=remote-change][data-kind=refreshed]', { timeout: NOTICED_WITHIN_MS });
  await shows('Konrads Fassung vor meiner', NOTICED_WITHIN_MS);
  expect(await page.$eval('[data-testid=remote-change]', (el) => el.textContent)).toContain('Konrad Klein hat diese Seite gerade geändert.');
});

/** Waits until the server has my write: the section's modules in this order. */
async function storesOrder(models: string[]): Promise<void> {
  const deadline = Date.now() + TIMEOUT;
  const stored = async () => (await api<Stored>(other, `/de/pageeditor-api/page/${SLUG}`)).body.modules[0].modules.map((m) => m.model);
  while (JSON.stringify(await stored()) !== JSON.stringify(models)) {
    if (Date.now() > deadline) throw new Error(`the section's modules are not ${models.join(', ')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until the editor shows the section's modules in this order. */
function showsOrder(models: string[]) {
  const shown = (want: string) =>
    JSON.stringify([...document.querySelectorAll('[data-testid=sections-editor] [data-module-id]')].map((el) => el.getAttribute('data-model'))) === want;
  return page.waitForFunction(shown, { timeout: TIMEOUT }, JSON.stringify(models));
}

async function pageIdOf(): Promise<number> {
  const href = await page.$eval('[data-testid=staff-edit-link]', (a) => a.getAttribute('href') ?? '');
  return Number(/\/(\d+)\/change\/$/.exec(href)![1]);
}
