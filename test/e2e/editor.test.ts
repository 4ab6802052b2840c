/**
 * The in-place page editor in Chromium (SPEC §2, §4, §6): a visitor's page load fetches no editor
 * code; the seeded demo editor signs in through `?edit` and the login modal, builds a content page
 * from nothing with every module type in every layout, reorders by keyboard and by drag and drop,
 * reloads and sees it; a visitor then sees the same page; undo brings back a deleted module with its
 * entries; a list's entries are moved, edited and removed. The tests run in order and share the
 * editor's browser context.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, HTTPRequest, Page } from 'puppeteer';
import { openBrowser } from './browser';
import {
  addModule,
  addSection,
  api,
  columnsOf,
  confirm,
  deleteAllSections,
  dismissCookieBanner,
  everyModule,
  fillField,
  fillFields,
  LAYOUT_COLUMNS,
  logInThroughModal,
  openNewModule,
  restoreFromHistory,
  saveDialog,
  sectionSelector,
  TIMEOUT,
} from './editorSteps';
import { E2E_DEMO_PASSWORD } from './globalSetup';
import { baseUrl, clickSteady, isContentWrite, open, requestsAnswered, waitForHydration, waitOrTell } from './visit';

jest.setTimeout(600_000);

const PAGE = '/de/karriere';
let browser: Browser;
let close: () => Promise<void>;
let editing: BrowserContext;
let page: Page;
const problems: string[] = [];

/** Browser noise that belongs to the scenario: the wrong password's 400, the missing section's 404. */
const expected = (problem: string) => /status of (400|404)/.test(problem);

/** The files only the editor chunk needs (from the build's chunk map), which visitors must never fetch. */
function editorOnlyAssets(): string[] {
  const stats = JSON.parse(fs.readFileSync(path.join(__dirname, '../../build/loadable-stats.json'), 'utf8')) as {
    namedChunkGroups: Record<string, { assets: ({ name: string } | string)[] }>;
  };
  const names = (group: string) => stats.namedChunkGroups[group].assets.map((a) => (typeof a === 'string' ? a : a.name));
  const others = new Set(Object.keys(stats.namedChunkGroups).filter((g) => g !== 'editor').flatMap(names));
  return names('editor').filter((asset) => !others.has(asset));
}

/** Per section of the visitor's page: its layout and the models in each column. */
async function visitorLayout(p: Page): Promise<{ layout: string; columns: string[][] }[]> {
  return p.$$eval('main section[data-layout]', (sections) =>
    sections.map((section) => ({
      layout: section.getAttribute('data-layout') ?? '',
      columns: [...section.children].map((column) => [...column.querySelectorAll(':scope > [data-module]')].map((m) => m.getAttribute('data-module') ?? '')),
    })),
  );
}

async function editorLayout(p: Page): Promise<{ layout: string; columns: string[][] }[]> {
  const count = await p.$$eval('[data-testid=sections-editor] > section', (list) => list.length);
  const result = [];
  for (let index = 0; index < count; index++) {
    const layout = await p.$eval(sectionSelector(index), (el) => el.getAttribute('data-layout') ?? '');
    result.push({ layout, columns: await columnsOf(p, sectionSelector(index)) });
  }
  return result;
}

/** Reloads the page in edit mode once the editor's last writes have been answered (a reload before one would show the page a version behind). */
async function openEditing(): Promise<void> {
  await requestsAnswered(page, isContentWrite, { timeout: TIMEOUT });
  await page.goto(`${baseUrl()}${PAGE}?edit`, { waitUntil: 'load' });
  await waitForHydration(page);
  await page.waitForSelector('[data-testid=sections-editor] > section', { timeout: TIMEOUT });
}

beforeAll(async () => {
  ({ browser, close } = await openBrowser());
  editing = await browser.createBrowserContext();
});

afterAll(async () => {
  await close();
});

describe('the page editor', () => {
  it('a visitor\'s page load requests no editor chunk', async () => {
    const visitor = await browser.createBrowserContext();
    const requested: string[] = [];
    const opened = await open(visitor, PAGE, async (p) => {
      p.on('request', (request: HTTPRequest) => requested.push(new URL(request.url()).pathname));
    });
    expect(opened.status).toBe(200);
    const editorFiles = editorOnlyAssets();
    expect(editorFiles.some((file) => file.startsWith('editor.'))).toBe(true);
    expect(requested.filter((url) => editorFiles.some((file) => url.endsWith(`/${file}`)))).toEqual([]);
    expect(await opened.page.$('[data-testid=editor-toolbar], [data-testid=staff-edit-link]')).toBeNull();
    expect(opened.problems).toEqual([]);
    await visitor.close();
  });

  it('an editor signs in through ?edit and the login modal, and stays on the page', async () => {
    ({ page } = await open(editing, `${PAGE}?edit`, async (p) => {
      p.on('console', (m) => (m.type() === 'error' || m.type() === 'warn') && problems.push(m.text()));
      p.on('pageerror', (e) => problems.push(String(e)));
      // the console names no address: a refused write is named with its own
      p.on('response', (r) => (r.status() === 409 || r.status() >= 500) && problems.push(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`));
    }));
    await page.setViewport({ width: 1440, height: 900 });
    const modal = await page.waitForSelector('dialog[open][data-testid=login-modal]', { timeout: TIMEOUT });
    // an accessible dialog: labelled by its title
    expect(await modal!.evaluate((el) => document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent)).toBe('Zum Bearbeiten anmelden');
    await logInThroughModal(page, 'demo', 'not-the-password');
    const error = await page.waitForSelector('[data-testid=login-error]', { timeout: TIMEOUT });
    expect(await error!.evaluate((el) => el.textContent)).toMatch(/Benutzernamen und ein gültiges Passwort/);
    await logInThroughModal(page, 'demo', E2E_DEMO_PASSWORD);
    await page.waitForSelector('[data-testid=editor-toolbar]', { timeout: TIMEOUT });
    await page.waitForSelector('dialog[open][data-testid=login-modal]', { hidden: true, timeout: TIMEOUT });
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`${PAGE}?edit`);
    await page.waitForSelector('[data-testid=sections-editor] > section', { timeout: TIMEOUT });
    // the page starts under the toolbar (SPEC §9: 98 px) and scrolls in its own area there, never under it
    expect(
      await page.evaluate(() => ({
        bar: document.querySelector('[data-testid=editor-toolbar]')!.getBoundingClientRect().bottom,
        page: document.body.getBoundingClientRect().top,
        scrolls: getComputedStyle(document.body).overflowY,
      })),
    ).toEqual({ bar: 98, page: 98, scrolls: 'auto' });
    // staff see the link to the page's settings in the admin
    expect(await page.$eval('[data-testid=staff-edit-link]', (a) => a.getAttribute('href'))).toMatch(/^\/admin\/pages\/page\/\d+\/change\/$/);
    await dismissCookieBanner(page);
  });

  it('builds the page from nothing: every module type, every layout; a reload and a visitor see it', async () => {
    const home = await api<{ modules: { modules: { images?: Record<string, { url: string } | null> }[] }[] }>(page, '/de/pageeditor-api/page/');
    const imageUrl = home.body.modules.flatMap((s) => s.modules).map((m) => m.images?.image?.url).find(Boolean)!;
    const events = await api<{ results: { id: number }[] }>(page, '/de/api/events/');
    await deleteAllSections(page);
    for (let layout = 0; layout < LAYOUT_COLUMNS.length; layout++) await addSection(page, layout);
    const slots = LAYOUT_COLUMNS.flatMap((columns, section) => Array.from({ length: columns }, (_, column) => [section, column] as const));
    const specs = everyModule(imageUrl, events.body.results[0].id);
    for (const [index, spec] of specs.entries()) {
      const [section, column] = slots[index % slots.length];
      await addModule(page, section, column, spec);
    }
    // each kind's renderer loads when the first module of the kind is added: every module shows its content
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid=sections-editor] [data-module-id] > [data-module]')].every((node) => node.childElementCount > 0), { timeout: TIMEOUT });
    const built = await editorLayout(page);
    expect(built.map((s) => s.layout)).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(built.flatMap((s) => s.columns.flat()).sort()).toEqual(specs.map((s) => s.model).sort());
    expect(built.every((s) => s.columns.every((c) => c.length > 0))).toBe(true);

    await openEditing();
    expect(await editorLayout(page)).toEqual(built);

    // in-place edits are a draft until published (issue 17): the editor publishes, then a visitor sees them
    await page.waitForSelector('[data-testid=publish]:not([disabled])', { timeout: TIMEOUT });
    await page.click('[data-testid=publish]');
    // the content checks find issues (external images have no alt text): publishing warns, then goes on when asked
    await page.waitForSelector('dialog[open][data-testid=publish-warning] [data-testid=publish-anyway]', { timeout: TIMEOUT });
    await page.click('dialog[open][data-testid=publish-warning] [data-testid=publish-anyway]');
    await page.waitForFunction(() => document.querySelector('[data-testid=draft-state]')?.textContent === 'Veröffentlicht', { timeout: TIMEOUT });

    const visitor = await browser.createBrowserContext();
    const opened = await open(visitor, PAGE);
    expect(await visitorLayout(opened.page)).toEqual(built);
    expect(await opened.page.$eval('main', (m) => m.textContent)).toContain('Wann beginnt das Konzert?');
    expect(opened.problems).toEqual([]);
    await visitor.close();
  });

  it('reorders by keyboard (move buttons) and by drag and drop; the order is saved', async () => {
    const first = sectionSelector(0);
    const order = () => columnsOf(page, first).then((columns) => columns[0]);
    const before = await order();
    expect(before.length).toBeGreaterThanOrEqual(2);
    // keyboard: the first module's "move down" button, pressed with Enter
    await page.focus(`${first} [data-module-id]:first-child [data-testid=move-down]`);
    await page.keyboard.press('Enter');
    await page.waitForFunction((sel, expected) => [...document.querySelectorAll(`${sel} [data-column="0"] > [data-module-id]`)].map((m) => m.getAttribute('data-model')).join() === expected, { timeout: TIMEOUT }, first, [before[1], before[0], ...before.slice(2)].join());
    // screen readers hear the move (the section's live region), in the editor's language
    await page.waitForFunction((sel) => /verschoben: Position 2\./.test(document.querySelector(`${sel} [id^=DndLiveRegion-section-]`)?.textContent ?? ''), { timeout: TIMEOUT }, first);
    await openEditing();
    expect(await order()).toEqual([before[1], before[0], ...before.slice(2)]);

    // drag: the second module's handle above the first
    const handle = await page.$(`${first} [data-column="0"] > [data-module-id]:nth-child(2) [data-testid=drag-handle]`);
    const target = await page.$(`${first} [data-column="0"] > [data-module-id]:nth-child(1)`);
    await handle!.scrollIntoView();
    const from = (await handle!.boundingBox())!;
    const to = (await target!.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 12; step++) await page.mouse.move(from.x + from.width / 2, from.y + ((to.y + 5 - from.y) * step) / 12, { steps: 2 });
    await page.mouse.up();
    await page.waitForFunction((sel, expected) => [...document.querySelectorAll(`${sel} [data-column="0"] > [data-module-id]`)].map((m) => m.getAttribute('data-model')).join() === expected, { timeout: TIMEOUT }, first, before.join());
    await openEditing();
    expect(await order()).toEqual(before);
  });

  /**
   * Deletes the module through its confirmation; focus then goes to the module that took its place
   * (else the one before, else the column's "Add module"), never to <body>, and stays there.
   */
  async function deleteKeepingFocus(module: string): Promise<string | null> {
    const id = await page.$eval(module, (el) => el.getAttribute('data-module-id'));
    const column = await page.$eval(module, (el) => [...el.parentElement!.querySelectorAll(':scope > [data-module-id]')].map((m) => m.getAttribute('data-module-id')));
    const at = column.indexOf(id);
    const neighbour = column[at + 1] ?? column[at - 1] ?? null;
    await page.click(`${module} [data-testid=delete-module]`);
    // the confirmation opens on 'Abbrechen', not on its close button
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'confirm-cancel', { timeout: TIMEOUT });
    await confirm(page);
    await page.waitForSelector(`[data-module-id="${id}"]`, { hidden: true, timeout: TIMEOUT });
    expect(await page.$eval('[data-testid=editor-alert]', (el) => el.textContent)).toBe('Gespeichert.');
    const focusedRight = (expected: string | null) => {
      const el = document.activeElement;
      return expected === null
        ? el?.getAttribute('data-testid') === 'add-module'
        : el?.getAttribute('data-testid') === 'drag-handle' && el.closest('[data-module-id]')?.getAttribute('data-module-id') === expected;
    };
    await page.waitForFunction(focusedRight, { timeout: TIMEOUT }, neighbour);
    await requestsAnswered(page, isContentWrite, { quietMs: 500, timeout: TIMEOUT });
    expect(await page.evaluate(focusedRight, neighbour)).toBe(true);
    return neighbour;
  }

  it('after a delete focus goes to the module that took its place; undo brings the module back', async () => {
    const first = `${sectionSelector(0)} [data-column="0"] > [data-module-id]:first-child`;
    const before = await columnsOf(page, sectionSelector(0));
    expect(before[0].length).toBeGreaterThanOrEqual(2);
    expect(await deleteKeepingFocus(first)).not.toBeNull();
    await page.click('[data-testid=undo]');
    await page.waitForFunction((selector, n) => document.querySelectorAll(selector).length === n, { timeout: TIMEOUT }, `${sectionSelector(0)} [data-column="0"] > [data-module-id]`, before[0].length);
    expect(await columnsOf(page, sectionSelector(0))).toEqual(before);
  });

  it('undo brings back a deleted module with its entries', async () => {
    const faq = '[data-testid=sections-editor] [data-model="faq"]';
    const faqId = await page.$eval(faq, (el) => el.getAttribute('data-module-id'));
    await deleteKeepingFocus(faq);
    await page.click('[data-testid=undo]');
    await page.waitForSelector(faq, { timeout: TIMEOUT });
    expect(await page.$eval(faq, (el) => el.getAttribute('data-module-id'))).not.toBe(faqId);
    expect(await page.$eval(faq, (el) => el.textContent)).toContain('Gibt es Ermäßigungen?');
    await openEditing();
    expect(await page.$eval(faq, (el) => el.textContent)).toContain('Wann beginnt das Konzert?');
  });

  it('the concert list shows its concerts without a reload, and its dialog names them: a concert added, the list deleted and undone, a version restored (issue 45 item 5)', async () => {
    const events = await api<{ results: { id: number; title: string }[] }>(page, '/de/api/events/');
    const [a, b] = events.body.results;
    const list = '[data-testid=sections-editor] [data-model="event-list"]';
    const dialog = 'dialog[open][data-testid="module-dialog-event-list"]';
    const item = 'dialog[open][data-testid="module-dialog-event-item"]';
    const shows = (ids: number[]) =>
      page.waitForFunction((sel: string, wanted: number[]) => wanted.every((id) => document.querySelector(`${sel} li[data-event-id="${id}"]`)), { timeout: TIMEOUT }, list, ids);
    await shows([a.id]);
    // a second concert, added in the list's dialog: shown on the page at once, named in the dialog by title and date
    await clickSteady(page, `${list} [data-testid=edit-module]`);
    await page.waitForSelector(`${dialog} [data-testid=add-child]`, { timeout: TIMEOUT });
    await page.click(`${dialog} [data-testid=add-child]`);
    await page.waitForSelector(item, { timeout: TIMEOUT });
    await fillField(page, 'event-item', 'event', String(b.id));
    await saveDialog(page, 'event-item');
    await page.waitForSelector(item, { hidden: true, timeout: TIMEOUT });
    await page.waitForFunction(
      (sel: string, titles: string[]) => {
        const names = [...document.querySelectorAll(`${sel} [data-child-id]`)].map((el) => el.firstElementChild?.textContent ?? '');
        return names.length === 2 && titles.every((title, index) => names[index].startsWith(`${title} · `) && /\d{4}/.test(names[index]));
      },
      { timeout: TIMEOUT },
      dialog,
      [a.title, b.title],
    );
    await page.click(`${dialog} [data-testid=dialog-close]`);
    await page.waitForSelector(dialog, { hidden: true, timeout: TIMEOUT });
    await shows([a.id, b.id]);
    // deleted and brought back by undo
    await page.click(`${list} [data-testid=delete-module]`);
    await confirm(page);
    await page.waitForSelector(list, { hidden: true, timeout: TIMEOUT });
    await page.click('[data-testid=undo]');
    await shows([a.id, b.id]);
    // deleted, the page loaded without it (its concerts unknown to the page), then restored from the history
    await page.click(`${list} [data-testid=delete-module]`);
    await confirm(page);
    await page.waitForSelector(list, { hidden: true, timeout: TIMEOUT });
    await openEditing();
    await restoreFromHistory(page, 1);
    await shows([a.id, b.id]);
  });

  it('a video with only a YouTube address saves, shown before consent with a neutral poster and its title; an image address of another host is refused, naming the upload (issue 45 items 9, 8)', async () => {
    const dialog = 'dialog[open][data-testid="module-dialog-video"]';
    await openNewModule(page, 0, 0, 'video');
    // no "external image URL" that nobody would see: refused with the way to upload it
    await fillFields(page, 'video', { image_url: 'https://example.org/poster.jpg', video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Probe ohne Bild' });
    await saveDialog(page, 'video');
    const error = await page.waitForSelector(`${dialog} [data-testid="error-image_url"]`, { timeout: TIMEOUT });
    expect(await error!.evaluate((el) => el.textContent)).toMatch(/^Bilder anderer Websites kann die Seite nicht zeigen\. Laden Sie es in die Mediathek hoch/);
    // without a poster: saved
    await fillFields(page, 'video', { image_url: '' });
    await saveDialog(page, 'video');
    await page.waitForSelector(dialog, { hidden: true, timeout: TIMEOUT });
    const video = '[data-testid=sections-editor] [data-model="video"]';
    await page.waitForFunction((sel: string) => [...document.querySelectorAll(`${sel} [data-neutral-poster]`)].some((el) => el.textContent === 'Probe ohne Bild'), { timeout: TIMEOUT }, video);
    // nothing of YouTube before consent to external media
    expect(await page.$(`${video} [data-service-poster]`)).toBeNull();
  });

  it('a list\'s entries are moved, edited and removed in its dialog', async () => {
    const faq = '[data-testid=sections-editor] [data-model="faq"]';
    const dialog = 'dialog[open][data-testid="module-dialog-faq"]';
    const entries = () => page.$$eval(`${dialog} [data-child-id]`, (items) => items.map((el) => el.firstElementChild?.textContent ?? ''));
    await clickSteady(page, `${faq} [data-testid=edit-module]`);
    await waitOrTell(page, page.waitForSelector(`${dialog} [data-child-id]`, { timeout: TIMEOUT }), () =>
      page.evaluate(() => `open dialogs: ${[...document.querySelectorAll('dialog[open]')].map((d) => `${d.getAttribute('data-testid')} (${d.querySelectorAll('[data-child-id]').length} entries)`).join(', ') || 'none'}`),
    );
    expect(await entries()).toEqual(['Wann beginnt das Konzert?', 'Gibt es Ermäßigungen?']);

    await page.click(`${dialog} [data-child-id]:first-child [data-testid=child-down]`);
    await page.waitForFunction((sel) => document.querySelector(`${sel} [data-child-id]`)?.textContent?.startsWith('Gibt es'), { timeout: TIMEOUT }, dialog);

    await page.click(`${dialog} [data-child-id]:first-child [data-testid=edit-child]`);
    await page.waitForSelector('dialog[open][data-testid="module-dialog-faq-item"]', { timeout: TIMEOUT });
    const input = await page.$eval('dialog[open][data-testid="module-dialog-faq-item"] [data-field="content"] label', (l) => (l as HTMLLabelElement).htmlFor);
    await page.$eval(`[id="${input}"]`, (el) => {
      const field = el as HTMLInputElement;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, 'Gibt es Ermäßigungen für Studierende?');
      field.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await page.click('dialog[open][data-testid="module-dialog-faq-item"] [data-testid=save-module]');
    await page.waitForSelector('dialog[open][data-testid="module-dialog-faq-item"]', { hidden: true, timeout: TIMEOUT });
    await page.waitForFunction((sel) => document.querySelector(`${sel} [data-child-id]`)?.textContent?.startsWith('Gibt es Ermäßigungen für Studierende?'), { timeout: TIMEOUT }, dialog);

    await page.click(`${dialog} [data-child-id]:last-child [data-testid=delete-child]`);
    await confirm(page);
    await page.waitForFunction((sel) => document.querySelectorAll(`${sel} [data-child-id]`).length === 1, { timeout: TIMEOUT }, dialog);
    await page.click(`${dialog} [data-testid=dialog-close]`);
    await page.waitForSelector(dialog, { hidden: true, timeout: TIMEOUT });
    expect(await page.$eval(faq, (el) => el.textContent)).toContain('Gibt es Ermäßigungen für Studierende?');

    await openEditing();
    const text = await page.$eval(faq, (el) => el.textContent ?? '');
    expect(text).toContain('Gibt es Ermäßigungen für Studierende?');
    expect(text).not.toContain('Wann beginnt das Konzert?');
    expect(problems.filter((p) => !expected(p))).toEqual([]);
  });
});
