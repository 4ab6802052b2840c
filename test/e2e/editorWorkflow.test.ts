/**
 * The editorial workflow of issue 17 in Chromium, on pages of its own (made through the admin API):
 * a go-live set in the editor's schedule dialog (Berlin time) that takes effect when the schedule
 * runs at that time (the time is injected through the test-only run endpoint, never waited for),
 * with the visitor's page following; a section named after its first headline; presence seen by a
 * second editor in another browser context; a stale save there answering 409, with reload and
 * overwrite; the publish warning of the content checks; and publishing one language of two (issue 45:
 * the German publish leaves the other editor's English draft a draft, and so does a go-live set for
 * German in the schedule dialog, by keyboard); the go-live's note in the open
 * editor naming the schedule, and a page created from the editor ('Neue Seite', issue 45 items 7 and 11).
 * Issue 43: the toolbar at 1024 px (every control in view and reachable by Tab, undo/redo as named
 * icons, the header's menu items on one line each) and the content calendar (a scheduled go-live and a
 * pre-sale start, by month and week, keyboard only, axe clean), both in German and English.
 */
import type { Browser, BrowserContext, Page } from 'puppeteer';
import { berlinToday, berlinWallTimeToDate } from '../../shared/berlinTime';
import { describeFindings, runAxe, settled } from './axe';
import { openBrowser } from './browser';
import { api, dismissCookieBanner, fillFields, logInThroughModal, openNewModule, pauseRemoteChanges, resumeRemoteChanges, saveDialog, sectionSelector, setValue, TIMEOUT } from './editorSteps';
import { E2E_DEMO_PASSWORD } from './globalSetup';
import { baseUrl, clickSteady, open, reviewScreenshot, waitForHydration } from './visit';

jest.setTimeout(300_000);

const SECOND = { username: 'zora', password: 'zweite-redakteurin-e2e', first_name: 'Zora', last_name: 'Zweit' };
const dialog = (model: string) => `dialog[open][data-testid="module-dialog-${model}"]`;

let browser: Browser;
let close: () => Promise<void>;
let first: BrowserContext;
let page: Page;
let homeId: number;

/** A page of this test, made in the admin (German and English addresses, under the home page). */
async function createPage(slug: string, isOnline: boolean): Promise<number> {
  const created = await api<{ id: number }>(page, '/api/admin/pages/', {
    method: 'POST',
    body: { parent_id: homeId, title_de: `Test ${slug}`, title_en: `Test ${slug}`, slug_de: slug, slug_en: `${slug}-en`, is_online: isOnline },
  });
  expect(created.status).toBe(201);
  return created.body.id;
}

async function openEditing(on: Page, path: string): Promise<void> {
  await on.goto(`${baseUrl()}${path}?edit`, { waitUntil: 'networkidle2' });
  await waitForHydration(on);
  await on.waitForSelector('[data-testid=sections-editor] > section', { timeout: TIMEOUT });
}

/** Opens the module's dialog, sets the quote's text and saves (the dialog may stay open on a conflict). */
async function editQuote(on: Page, text: string): Promise<void> {
  await clickSteady(on, '[data-testid=sections-editor] [data-model="quote"] [data-testid=edit-module]');
  await on.waitForSelector(dialog('quote'), { timeout: TIMEOUT });
  await fillFields(on, 'quote', { content: text });
  await saveDialog(on, 'quote');
}

/** Toolbar controls drawn over one another (a shrinking group once laid 'Vorschau' over 'Zeitplan'). */
const overlappingControls = (on: Page) =>
  on.$$eval('[data-testid=editor-toolbar] :is(a[href], button, input, select)', (list) => {
    const boxes = list.filter((el) => el.getClientRects().length > 0).map((el) => ({ name: (el as HTMLElement).dataset.testid ?? el.textContent?.trim(), rect: el.getBoundingClientRect() }));
    const overlap = (a: DOMRect, b: DOMRect) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
    return boxes.flatMap((a, i) => boxes.slice(i + 1).filter((b) => overlap(a.rect, b.rect)).map((b) => `${a.name} × ${b.name}`));
  });

const quoteText = (on: Page) => on.$eval('[data-testid=sections-editor] [data-model="quote"]', (el) => el.textContent ?? '');

beforeAll(async () => {
  ({ browser, close } = await openBrowser());
  first = await browser.createBrowserContext();
  ({ page } = await open(first, '/de/ueber-uns?edit'));
  await page.setViewport({ width: 1440, height: 900 });
  await logInThroughModal(page, 'demo', E2E_DEMO_PASSWORD);
  await page.waitForSelector('[data-testid=editor-toolbar]', { timeout: TIMEOUT });
  await dismissCookieBanner(page);
  const homes = await api<{ data: { id: number }[] }>(page, '/api/admin/pages/?page_type=home');
  homeId = homes.body.data[0].id;
  const editor = await api(page, '/api/admin/editors/', { method: 'POST', body: { ...SECOND, email: 'zora@example.org' } });
  expect(editor.status).toBe(201);
});

afterAll(async () => {
  await close();
});

describe('scheduled go-live', () => {
  it('set in Berlin time in the editor; visitors see nothing before; at that time the page goes online with its draft', async () => {
    const id = await createPage('zeitplan-e2e', false);
    await openEditing(page, '/de/zeitplan-e2e');
    // the section the editor created is named after its first headline
    await openNewModule(page, 0, 0, 'headline');
    await fillFields(page, 'headline', { content: 'Saisonstart 2031', headline_level: '2' });
    await saveDialog(page, 'headline');
    await page.waitForSelector(dialog('headline'), { hidden: true, timeout: TIMEOUT });
    await page.waitForFunction((sel) => document.querySelector(sel)?.id === 'saisonstart-2031', { timeout: TIMEOUT }, sectionSelector(0));
    // the headline itself got no second anchor at the same place
    const stored = await api<{ modules: { slug: string; modules: { model: string; data: { anchor: string } }[] }[] }>(page, '/de/pageeditor-api/page/zeitplan-e2e');
    expect(stored.body.modules.map((s) => s.slug)).toEqual(['saisonstart-2031']);
    expect(stored.body.modules[0].modules[0].data.anchor).toBe('');

    // go-live on 27 February 2030, 10:00 in Berlin: before any other e2e file's schedule (they share one
    // database, and a run of the job applies everything due), so the job's runs below apply this page alone
    await page.click('[data-testid=schedule]');
    await page.waitForSelector('dialog[open][data-testid=schedule-dialog]', { timeout: TIMEOUT });
    await setValue(page, 'dialog[open][data-testid=schedule-dialog] [data-testid=publish-at]', '2030-02-27T10:00');
    await page.click('dialog[open][data-testid=schedule-dialog] [data-testid=schedule-save]');
    await page.waitForSelector('dialog[open][data-testid=schedule-dialog]', { hidden: true, timeout: TIMEOUT });
    // the go-live names the languages it publishes: this page's (no other has changes)
    await page.waitForFunction(() => document.querySelector('[data-testid=schedule-note]')?.textContent === 'Geht online am 27.02.30, 10:00 MEZ (veröffentlicht: Deutsch)', { timeout: TIMEOUT });
    const status = await api<{ publish_at: string; is_online: boolean; has_draft: boolean }>(page, `/de/pageeditor-api/publication/page/${id}/`);
    expect(status.body).toMatchObject({ publish_at: '2030-02-27T09:00:00.000Z', is_online: false, has_draft: true });

    const visitorContext = await browser.createBrowserContext();
    const visitor = await open(visitorContext, '/de/zeitplan-e2e');
    expect(visitor.status).toBe(404);

    // a minute early: nothing happens
    const early = await api<{ applied: unknown[] }>(page, '/de/pageeditor-api/schedule/run/', { method: 'POST', body: { now: '2030-02-27T09:59:00+01:00' } });
    expect(early).toEqual({ status: 200, body: { applied: [] } });
    // on time
    const onTime = await api<{ applied: { content_type: string; object_id: number; change: string }[] }>(page, '/de/pageeditor-api/schedule/run/', {
      method: 'POST',
      body: { now: '2030-02-27T10:00:00+01:00' },
    });
    expect(onTime.body.applied).toEqual([expect.objectContaining({ content_type: 'page', object_id: id, change: 'live' })]);
    // the open editor says it was the schedule (issue 45 item 11), not 'Jemand'
    await page.bringToFront();
    await page.waitForFunction(() => document.querySelector('[data-testid=remote-change]')?.textContent?.startsWith('Der Zeitplan hat diese Seite gerade veröffentlicht. Sie sehen jetzt den neuen Stand.'), { timeout: TIMEOUT });

    // the visitor's page follows (the SSR page cache polls the content version)
    await visitor.page.waitForFunction(async () => (await fetch('/de/zeitplan-e2e', { credentials: 'omit' })).status === 200, { timeout: TIMEOUT, polling: 100 });
    const live = await open(visitorContext, '/de/zeitplan-e2e');
    expect(live.status).toBe(200);
    expect(await live.page.$eval('main', (m) => m.textContent)).toContain('Saisonstart 2031');
    expect(await live.page.$('main section#saisonstart-2031')).not.toBeNull();
    await visitorContext.close();

    // the editor: published, nothing scheduled any more
    await openEditing(page, '/de/zeitplan-e2e');
    await page.waitForFunction(() => document.querySelector('[data-testid=draft-state]')?.textContent === 'Veröffentlicht', { timeout: TIMEOUT });
    expect(await page.$('[data-testid=schedule-note]')).toBeNull();
  });
});

describe('a new page from the editor', () => {
  it("'Neue Seite': title, parent by title, slug suggested; the page is created offline and opens in edit mode (keyboard; German and English)", async () => {
    // the editor is on the go-live test's page: it is the parent offered first
    await openEditing(page, '/de/zeitplan-e2e');
    const form = 'dialog[open][data-testid=new-page-dialog]';
    await page.focus('[data-testid=new-page-open]');
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${form} [data-testid=new-page-parent]:not([disabled])`, { timeout: TIMEOUT });
    const selectedParent = () => page.$eval(`${form} [data-testid=new-page-parent]`, (el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent?.trim());
    expect(await selectedParent()).toBe('Test zeitplan-e2e');
    // nothing typed: the field says what is missing, in German
    await page.focus(`${form} [data-testid=new-page-submit]`);
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${form} [data-testid=new-page-error-title]`, { timeout: TIMEOUT });
    expect(await page.$eval(`${form} [data-testid=new-page-error-title]`, (el) => el.textContent)).toBe('Bitte einen Titel eingeben.');
    expect(await page.$eval(`${form} [data-testid=new-page-title]`, (el) => el.getAttribute('aria-invalid'))).toBe('true');
    await page.focus(`${form} [data-testid=new-page-title]`);
    await page.keyboard.type('Neue Seite E2E');
    await page.waitForFunction((sel) => (document.querySelector(sel) as HTMLInputElement | null)?.value === 'neue-seite-e2e', { timeout: TIMEOUT }, `${form} [data-testid=new-page-slug]`);
    await page.waitForFunction((sel) => document.querySelector(sel)?.textContent?.includes('/de/zeitplan-e2e/neue-seite-e2e'), { timeout: TIMEOUT }, `${form} [data-testid=new-page-path]`);
    const findings = await runAxe(page, '[data-testid=new-page-dialog]');
    expect(describeFindings('new page dialog', findings)).toEqual([]);
    await page.focus(`${form} [data-testid=new-page-submit]`);
    await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle2', timeout: TIMEOUT }), page.keyboard.press('Enter')]);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/de/zeitplan-e2e/neue-seite-e2e?edit');
    await waitForHydration(page);
    // an empty new page: its first section waits for a module; nothing to publish yet (issue 45 item 11)
    await page.waitForSelector('[data-testid=first-section]', { timeout: TIMEOUT });
    await page.waitForSelector('[data-testid=draft-state]', { timeout: TIMEOUT });
    expect(await page.$eval('[data-testid=draft-state]', (el) => [el.textContent, el.getAttribute('data-locales')])).toEqual(['Veröffentlicht', '']);
    const stored = await api<{ title: string; is_online: boolean; parent: { title: string } }>(page, '/de/pageeditor-api/page/zeitplan-e2e/neue-seite-e2e');
    expect(stored.body).toMatchObject({ title: 'Neue Seite E2E', is_online: false, parent: { title: 'Test zeitplan-e2e' } });
    // offline: visitors get 404
    expect(await page.evaluate(async () => (await fetch('/de/zeitplan-e2e/neue-seite-e2e', { credentials: 'omit' })).status)).toBe(404);

    // English: the same dialog in the page's language
    await openEditing(page, '/en/zeitplan-e2e-en');
    await page.focus('[data-testid=new-page-open]');
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${form} [data-testid=new-page-parent]:not([disabled])`, { timeout: TIMEOUT });
    expect(await page.$eval(`${form} h2`, (el) => el.textContent)).toBe('New page');
    expect(await page.$$eval(`${form} label`, (list) => list.map((el) => el.textContent))).toEqual(['Title', 'Parent page', 'Address (slug)']);
    await page.focus(`${form} [data-testid=new-page-title]`);
    await page.keyboard.type('Second page');
    await page.waitForFunction((sel) => document.querySelector(sel)?.textContent?.includes('/en/zeitplan-e2e-en/second-page'), { timeout: TIMEOUT }, `${form} [data-testid=new-page-path]`);
    // the German page made above is a child without an English address: the picker says so
    expect(await page.$$eval(`${form} [data-testid=new-page-parent] option`, (list) => list.map((o) => o.textContent?.trim()))).toContain('Neue Seite E2E (no English address)');
    expect(describeFindings('new page dialog (en)', await runAxe(page, '[data-testid=new-page-dialog]'))).toEqual([]);
    await page.keyboard.press('Escape');
    await page.waitForSelector(form, { hidden: true, timeout: TIMEOUT });
  });
});

describe('two editors on one page', () => {
  let second: BrowserContext;
  let other: Page;

  beforeAll(async () => {
    await createPage('gemeinsam-e2e', true);
    await openEditing(page, '/de/gemeinsam-e2e');
    await openNewModule(page, 0, 0, 'quote');
    await fillFields(page, 'quote', { content: 'Erste Fassung' });
    await saveDialog(page, 'quote');
    await page.waitForSelector(dialog('quote'), { hidden: true, timeout: TIMEOUT });

    second = await browser.createBrowserContext();
    ({ page: other } = await open(second, '/de/gemeinsam-e2e?edit'));
    await other.setViewport({ width: 1440, height: 900 });
    await logInThroughModal(other, SECOND.username, SECOND.password);
    await other.waitForSelector('[data-testid=sections-editor] [data-model="quote"]', { timeout: TIMEOUT });
    await dismissCookieBanner(other);
    // the second editor keeps what it loaded (a tab in the background): its saves are based on it
    await pauseRemoteChanges(other);
  });

  it('each sees that the other has the page open', async () => {
    await other.waitForFunction(() => [...document.querySelectorAll('[data-testid=presence]')].some((el) => el.textContent === 'Demo Redaktion bearbeitet diese Seite'), { timeout: TIMEOUT });
    // the first editor learns it with the next heartbeat (PRESENCE_HEARTBEAT_MS)
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid=presence]')].some((el) => el.textContent === 'Zora Zweit bearbeitet diese Seite'), { timeout: TIMEOUT });
    expect(await other.$$eval('[data-testid=presence]', (list) => list.map((el) => el.textContent))).not.toContain('Zora Zweit bearbeitet diese Seite');
  });

  it('a save based on what the other editor changed meanwhile answers 409: reload takes theirs, overwrite keeps mine', async () => {
    expect(await quoteText(other)).toContain('Erste Fassung');
    await editQuote(page, 'Fassung der Redaktion');
    await page.waitForSelector(dialog('quote'), { hidden: true, timeout: TIMEOUT });

    // the second editor still has the first version
    await editQuote(other, 'Fassung von Zora');
    await other.waitForSelector('dialog[open][data-testid=conflict-dialog]', { timeout: TIMEOUT });
    expect(await other.$eval('dialog[open][data-testid=conflict-dialog]', (el) => el.textContent)).toContain('Demo Redaktion hat das inzwischen geändert.');
    // what the other editor changed: the page's newest history entry, loaded after the dialog opened
    await other.waitForSelector('[data-testid=conflict-latest]', { timeout: TIMEOUT });
    expect(await other.$eval('[data-testid=conflict-latest]', (el) => el.textContent)).toContain('Demo Redaktion');
    await other.click('[data-testid=conflict-reload]');
    await other.waitForSelector('dialog[open][data-testid=conflict-dialog]', { hidden: true, timeout: TIMEOUT });
    await other.waitForFunction(() => document.querySelector('[data-testid=sections-editor] [data-model="quote"]')?.textContent?.includes('Fassung der Redaktion'), { timeout: TIMEOUT });
    // the save was answered with their version: the dialog is closed
    await other.waitForSelector(dialog('quote'), { hidden: true, timeout: TIMEOUT });

    // once more, and this time the second editor overwrites
    await editQuote(page, 'Zweite Fassung der Redaktion');
    await page.waitForSelector(dialog('quote'), { hidden: true, timeout: TIMEOUT });
    await editQuote(other, 'Zoras Fassung gilt');
    await other.waitForSelector('dialog[open][data-testid=conflict-dialog] [data-testid=conflict-latest]', { timeout: TIMEOUT });
    await other.click('[data-testid=conflict-overwrite]');
    await other.waitForSelector(dialog('quote'), { hidden: true, timeout: TIMEOUT });
    const stored = await api<{ modules: { modules: { model: string; data: { content: string } }[] }[] }>(page, '/de/pageeditor-api/page/gemeinsam-e2e');
    expect(stored.body.modules[0].modules.find((m) => m.model === 'quote')?.data.content).toBe('Zoras Fassung gilt');
    // the first editor, who wrote nothing since, is shown the overwrite within a poll (remoteChanges.ts); the next tests build on that state
    await page.waitForFunction(() => document.querySelector('[data-testid=sections-editor] [data-model="quote"]')?.textContent?.includes('Zoras Fassung gilt'), { timeout: TIMEOUT });
  });

  it('publishing warns with the number of content-check issues, and publishes anyway on request', async () => {
    // a vague link text is an issue of the checks
    await openNewModule(page, 0, 0, 'link');
    await fillFields(page, 'link', { content: 'hier', link_url: '/de/konzerte' });
    await saveDialog(page, 'link');
    await page.waitForSelector(dialog('link'), { hidden: true, timeout: TIMEOUT });
    await page.waitForFunction(() => Number(document.querySelector('[data-testid=publish]')?.getAttribute('data-issues')) > 0, { timeout: TIMEOUT });
    const count = Number(await page.$eval('[data-testid=publish]', (el) => el.getAttribute('data-issues')));
    await page.waitForSelector('[data-testid=publish]:not([disabled])', { timeout: TIMEOUT });
    expect(await page.$eval('[data-testid=publish]', (el) => el.textContent)).toBe(`Veröffentlichen (${count} ${count === 1 ? 'Hinweis' : 'Hinweise'})`);
    await page.click('[data-testid=publish]');
    await page.waitForSelector('dialog[open][data-testid=publish-warning]', { timeout: TIMEOUT });
    expect(await page.$eval('dialog[open][data-testid=publish-warning] p', (el) => el.textContent)).toBe(
      `Die Inhaltsprüfung hat ${count} ${count === 1 ? 'Hinweis' : 'Hinweise'}. Trotzdem veröffentlichen?`,
    );
    // looking at them first: the checks panel opens, nothing is published
    await page.click('[data-testid=publish-warning-show]');
    await page.waitForSelector('dialog[open][data-testid=checks-panel] [data-kind=vagueLink]', { timeout: TIMEOUT });
    expect((await api<{ has_draft: boolean }>(page, '/de/pageeditor-api/publication/page/' + (await pageId(page)) + '/')).body.has_draft).toBe(true);
    await page.click('dialog[open][data-testid=checks-panel] [data-testid=dialog-close]');
    await page.waitForSelector('dialog[open][data-testid=checks-panel]', { hidden: true, timeout: TIMEOUT });
    // publish anyway
    await page.click('[data-testid=publish]');
    await page.waitForSelector('dialog[open][data-testid=publish-warning] [data-testid=publish-anyway]', { timeout: TIMEOUT });
    await page.click('dialog[open][data-testid=publish-warning] [data-testid=publish-anyway]');
    await page.waitForFunction(() => document.querySelector('[data-testid=draft-state]')?.textContent === 'Veröffentlicht', { timeout: TIMEOUT });
  });

  it("publishing the German page leaves the other editor's English draft unpublished: the dialog names both languages (keyboard)", async () => {
    const id = await pageId(page);
    // an English version with a quote, published
    const section = await api<{ id: number }>(page, '/en/pageeditor-api/container/', { method: 'POST', body: { slug: 'together-e2e', parent: null, content_type: 'page', object_id: id, layout: 0 } });
    const quote = await api<{ id: number; version: number }>(page, '/en/pageeditor-api/quote/', { method: 'POST', body: { section: section.body.id, content: 'English as published', author: '', anchor: '' } });
    expect(quote.status).toBe(201);
    expect((await api(page, `/en/pageeditor-api/publication/page/${id}/publish/`, { method: 'POST' })).status).toBe(200);
    // the second editor drafts the English quote; the first changes the German one
    const drafted = await api(other, `/en/pageeditor-api/quote/${quote.body.id}/`, { method: 'PUT', body: { content: 'English (DRAFT)', author: '', anchor: '' } });
    expect(drafted.status).toBe(200);
    await editQuote(page, 'Deutsch veröffentlicht');
    await page.waitForSelector(dialog('quote'), { hidden: true, timeout: TIMEOUT });
    await page.waitForFunction(() => document.querySelector('[data-testid=draft-state]')?.textContent === 'Unveröffentlichte Änderungen: Deutsch, Englisch', { timeout: TIMEOUT });
    // the other editor's save is noted in the toolbar; its long note gives way, no button is laid over another
    await page.waitForSelector('[data-testid=remote-change]', { timeout: TIMEOUT });
    expect(await overlappingControls(page)).toEqual([]);

    // by keyboard: Publish, the languages (German checked, English not), publish
    await page.focus('[data-testid=publish]:not([disabled])');
    await page.keyboard.press('Enter');
    await page.waitForSelector('dialog[open][data-testid=publish-warning] [data-testid=publish-languages]', { timeout: TIMEOUT });
    const checked = () => page.$$eval('dialog[open] [data-testid=publish-languages] input', (list) => list.map((i) => `${i.getAttribute('data-testid')}:${(i as HTMLInputElement).checked}`));
    expect(await checked()).toEqual(['publish-language-de:true', 'publish-language-en:false']);
    expect(await page.$eval('dialog[open] [data-testid=publish-languages]', (el) => el.textContent)).toBe('Welche Sprachen veröffentlichen?Deutsch (diese Seite)Englisch');
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
    // the choice comes first: focus on the German checkbox, then Tab through English, 'Abbrechen', 'Hinweise ansehen' to Publish
    const order = [await focused()];
    while (order.length < 6 && order[order.length - 1] !== 'publish-anyway') {
      await page.keyboard.press('Tab');
      order.push(await focused());
    }
    expect(order).toEqual(['publish-language-de', 'publish-language-en', 'publish-warning-cancel', 'publish-warning-show', 'publish-anyway']);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('[data-testid=draft-state]')?.textContent === 'Unveröffentlichte Änderungen: Englisch', { timeout: TIMEOUT });

    // visitors: the German page has the new text, the English one what was published
    const visitorText = (path: string) => page.evaluate(async (p) => (await fetch(p, { credentials: 'omit' })).text(), path);
    await page.waitForFunction(async () => (await (await fetch('/de/gemeinsam-e2e', { credentials: 'omit' })).text()).includes('Deutsch veröffentlicht'), { timeout: TIMEOUT, polling: 200 });
    const english = await visitorText('/en/gemeinsam-e2e-en');
    expect(english).toContain('English as published');
    expect(english).not.toContain('(DRAFT)');

    // the second editor, in English: the draft is still there and says so
    await resumeRemoteChanges(other);
    await openEditing(other, '/en/gemeinsam-e2e-en');
    await other.waitForFunction(() => document.querySelector('[data-testid=draft-state]')?.textContent === 'Unpublished changes', { timeout: TIMEOUT });
    expect(await quoteText(other)).toContain('English (DRAFT)');
  });

  it("a go-live set for German in the schedule dialog (keyboard) publishes German only: English visitors' page stays as it was", async () => {
    const id = await createPage('sprachen-zeitplan-e2e', true);
    // a German and an English quote, published
    const quotes: Record<string, number> = {};
    for (const [locale, slug, content] of [
      ['de', 'sprachen-zeitplan-eins', 'Deutsch wie veröffentlicht'],
      ['en', 'languages-schedule-one', 'English as published'],
    ] as const) {
      const section = await api<{ id: number }>(page, `/${locale}/pageeditor-api/container/`, { method: 'POST', body: { slug, parent: null, content_type: 'page', object_id: id, layout: 0 } });
      expect(section.status).toBe(201);
      const quote = await api<{ id: number }>(page, `/${locale}/pageeditor-api/quote/`, { method: 'POST', body: { section: section.body.id, content, author: '', anchor: '' } });
      expect(quote.status).toBe(201);
      quotes[locale] = quote.body.id;
    }
    expect((await api(page, `/de/pageeditor-api/publication/page/${id}/publish/`, { method: 'POST' })).status).toBe(200);
    const visitorText = (path: string) => page.evaluate(async (p) => (await fetch(p, { credentials: 'omit' })).text(), path);
    await page.waitForFunction(async () => (await (await fetch('/en/sprachen-zeitplan-e2e-en', { credentials: 'omit' })).text()).includes('English as published'), { timeout: TIMEOUT, polling: 200 });

    // the second editor drafts the English headline of the issue; the first changes the German quote in the editor
    const drafted = await api(other, `/en/pageeditor-api/quote/${quotes.en}/`, { method: 'PUT', body: { content: 'English as published (DRAFT)', author: '', anchor: '' } });
    expect(drafted.status).toBe(200);
    await openEditing(page, '/de/sprachen-zeitplan-e2e');
    await editQuote(page, 'Deutsch ab dem Go-live');
    await page.waitForSelector(dialog('quote'), { hidden: true, timeout: TIMEOUT });
    await page.waitForFunction(() => document.querySelector('[data-testid=draft-state]')?.textContent === 'Unveröffentlichte Änderungen: Deutsch, Englisch', { timeout: TIMEOUT });

    // by keyboard: Zeitplan, the go-live (6 March 2030, 10:00 in Berlin: after the go-live test above,
    // before every other file's schedule), then the languages: German checked, English not
    const schedule = 'dialog[open][data-testid=schedule-dialog]';
    await page.focus('[data-testid=schedule]');
    await page.keyboard.press('Enter');
    await page.waitForSelector(`${schedule} [data-testid=publish-at]`, { timeout: TIMEOUT });
    // no go-live yet: nothing to choose
    expect(await page.$(`${schedule} [data-testid=publish-languages]`)).toBeNull();
    await setValue(page, `${schedule} [data-testid=publish-at]`, '2030-03-06T10:00');
    await page.waitForSelector(`${schedule} [data-testid=publish-languages]`, { timeout: TIMEOUT });
    expect(await page.$eval(`${schedule} [data-testid=publish-languages]`, (el) => el.textContent)).toBe('Welche Sprachen zur Online-Zeit veröffentlichen?Deutsch (diese Seite)Englisch');
    const checked = () => page.$$eval(`${schedule} [data-testid=publish-languages] input`, (list) => list.map((i) => `${i.getAttribute('data-testid')}:${(i as HTMLInputElement).checked}`));
    expect(await checked()).toEqual(['publish-language-de:true', 'publish-language-en:false']);
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid'));
    // Tab from the take-down's field to the choice (a date-time field has stops of its own), then through it to Save
    await page.focus(`${schedule} [data-testid=unpublish-at]`);
    for (let step = 0; step < 12 && (await focused()) !== 'publish-language-de'; step++) await page.keyboard.press('Tab');
    expect(await focused()).toBe('publish-language-de');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('publish-language-en');
    // Space checks English and unchecks it again: German only
    const englishChecked = (on: boolean) =>
      page.waitForFunction((sel, want) => (document.querySelector(sel) as HTMLInputElement | null)?.checked === want, { timeout: TIMEOUT }, `${schedule} [data-testid=publish-language-en]`, on);
    await page.keyboard.press('Space');
    await englishChecked(true);
    await page.keyboard.press('Space');
    await englishChecked(false);
    expect(await checked()).toEqual(['publish-language-de:true', 'publish-language-en:false']);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('schedule-cancel');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('schedule-save');
    expect(describeFindings('schedule dialog with languages', await runAxe(page, '[data-testid=schedule-dialog]'))).toEqual([]);
    await page.keyboard.press('Enter');
    await page.waitForSelector(schedule, { hidden: true, timeout: TIMEOUT });
    await page.waitForFunction(() => document.querySelector('[data-testid=schedule-note]')?.textContent === 'Geht online am 06.03.30, 10:00 MEZ (veröffentlicht: Deutsch)', { timeout: TIMEOUT });
    const set = await api<{ publish_at: string; publish_locales: string[] | null }>(page, `/de/pageeditor-api/publication/page/${id}/`);
    expect(set.body).toMatchObject({ publish_at: '2030-03-06T09:00:00.000Z', publish_locales: ['de'] });

    // the go-live, at its time (the test-only run of the schedule)
    const onTime = await api<{ applied: { content_type: string; object_id: number; change: string }[] }>(page, '/de/pageeditor-api/schedule/run/', { method: 'POST', body: { now: '2030-03-06T10:00:00+01:00' } });
    expect(onTime.body.applied).toEqual([expect.objectContaining({ content_type: 'page', object_id: id, change: 'live' })]);

    // visitors: the German page has the new text (once the page cache followed), the English one what was published
    await page.waitForFunction(async () => (await (await fetch('/de/sprachen-zeitplan-e2e', { credentials: 'omit' })).text()).includes('Deutsch ab dem Go-live'), { timeout: TIMEOUT, polling: 200 });
    const english = await visitorText('/en/sprachen-zeitplan-e2e-en');
    expect(english).toContain('English as published');
    expect(english).not.toContain('(DRAFT)');
    // the English draft is still a draft, and the editor says so
    const after = await api<{ draft_locales: string[]; publish_at: string | null }>(page, `/de/pageeditor-api/publication/page/${id}/`);
    expect(after.body).toMatchObject({ draft_locales: ['en'], publish_at: null });
    await openEditing(page, '/de/sprachen-zeitplan-e2e');
    await page.waitForFunction(() => document.querySelector('[data-testid=draft-state]')?.textContent === 'Unveröffentlichte Änderungen: Englisch', { timeout: TIMEOUT });
    expect(await page.$('[data-testid=schedule-note]')).toBeNull();
  });
});

/** The id of the content page the editor shows (from its staff link to the page's settings). */
async function pageId(on: Page): Promise<number> {
  const href = await on.$eval('[data-testid=staff-edit-link]', (a) => a.getAttribute('href') ?? '');
  return Number(/\/(\d+)\/change\/$/.exec(href)![1]);
}

describe('issue 43: the toolbar at 1024 px and the content calendar', () => {
  // a month five years on (after every other e2e file's schedule run, which applies what is due before it)
  const today = berlinToday();
  const month = `${Number(today.slice(0, 4)) + 5}-${today.slice(5, 7)}`;
  const monthNames = {
    de: new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-15T12:00:00Z`)),
    en: new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-15T12:00:00Z`)),
  };
  let pageId: number;
  let eventId: number;
  let waitingId: number;

  beforeAll(async () => {
    const created = await api<{ id: number }>(page, '/api/admin/pages/', {
      method: 'POST',
      body: { parent_id: homeId, title_de: 'Kalender E2E', title_en: 'Calendar E2E', slug_de: 'kalender-e2e', slug_en: 'calendar-e2e', is_online: false },
    });
    expect(created.status).toBe(201);
    pageId = created.body.id;
    const golive = berlinWallTimeToDate(`${month}-15T10:00`)!.toISOString();
    expect((await api(page, `/de/pageeditor-api/publication/page/${pageId}/schedule/`, { method: 'PUT', body: { publish_at: golive, unpublish_at: null } })).status).toBe(200);
    const concert = await api<{ id: number }>(page, '/api/admin/events/', {
      method: 'POST',
      body: { title_de: 'Kalenderkonzert', title_en: 'Calendar concert', start_at: berlinWallTimeToDate(`${month}-28T19:30`)!.toISOString(), presale_start: `${month}-16`, availability: 'presale' },
    });
    expect(concert.status).toBe(201);
    eventId = concert.body.id;
    // something waits for review: a reviewer's toolbar has 'Freigaben (n)' in its second row too
    waitingId = await createPage('werkzeugleiste-pruefung', false);
    const section = await api<{ id: number }>(page, '/de/pageeditor-api/container/', { method: 'POST', body: { slug: 'werkzeugleiste-pruefung-eins', parent: null, content_type: 'page', object_id: waitingId, layout: 0 } });
    expect(section.status).toBe(201);
    expect((await api(page, '/de/pageeditor-api/quote/', { method: 'POST', body: { section: section.body.id, content: 'Zur Prüfung', author: '', anchor: '' } })).status).toBe(201);
    expect((await api(page, `/de/pageeditor-api/review/page/${waitingId}/submit/`, { method: 'POST', body: { comment: '' } })).status).toBe(200);
  });

  afterAll(async () => {
    await api(page, `/de/pageeditor-api/review/page/${waitingId}/return/`, { method: 'POST', body: { comment: '' } });
    await page.setViewport({ width: 1440, height: 900 });
  });

  describe.each([
    ['de', '/de/kalender-e2e', { undo: 'Rückgängig', redo: 'Wiederholen', palette: ['+ Modul hinzufügen', 'Modul'], newPage: ['+ Neue Seite', 'Seite'], discard: ['Entwurf verwerfen', 'Verwerfen'], submit: ['Zur Prüfung einreichen', 'Einreichen'], golive: '10:00 Geht online · Seite', presale: 'Vorverkaufsstart', week: /^KW \d+: /, title: 'Kalender E2E', concert: 'Kalenderkonzert', mainNavigation: 'Hauptnavigation' }],
    ['en', '/en/calendar-e2e', { undo: 'Undo', redo: 'Redo', palette: ['+ Add module', 'Module'], newPage: ['+ New page', 'Page'], discard: ['Discard draft', 'Discard'], submit: ['Submit for review', 'Submit'], golive: '10:00 Goes live · Page', presale: 'Pre-sale starts', week: /^Week \d+: /, title: 'Calendar E2E', concert: 'Calendar concert', mainNavigation: 'Main navigation' }],
  ] as const)('in %s', (language, path, texts) => {
    it('at 1024 px every toolbar control is in view and reachable by Tab, undo/redo are named icons; the menu items keep to one line', async () => {
      await page.setViewport({ width: 1024, height: 768 });
      await openEditing(page, path);
      await page.waitForSelector('[data-testid=draft-state]', { timeout: TIMEOUT });
      await page.waitForSelector('[data-testid=checks]', { timeout: TIMEOUT });
      await page.waitForSelector('[data-testid=review-waiting]', { timeout: TIMEOUT });
      await settled(page);
      await reviewScreenshot(page, `toolbar-1024-${language}`);
      const layout = await page.evaluate((mainNavigation) => {
        const toolbar = document.querySelector('[data-testid=editor-toolbar]')!;
        const controls = [...toolbar.querySelectorAll<HTMLElement>('a[href], button, input, select')].filter((el) => el.getClientRects().length > 0);
        const outside = controls
          .map((el) => ({ name: el.dataset.testid ?? el.textContent?.trim(), rect: el.getBoundingClientRect() }))
          .filter(({ rect }) => rect.left < 0 || rect.top < 0 || rect.right > innerWidth || rect.bottom > innerHeight)
          .map(({ name, rect }) => `${name} ${Math.round(rect.left)}–${Math.round(rect.right)}`);
        const scrolling = [...toolbar.querySelectorAll<HTMLElement>('*')].filter((el) => el.scrollWidth > el.clientWidth + 1 && ['auto', 'scroll'].includes(getComputedStyle(el).overflowX)).map((el) => el.dataset.testid ?? el.className);
        const menu = [...document.querySelectorAll<HTMLElement>(`header nav[aria-label="${mainNavigation}"] > ul > li > a`)].filter((a) => a.getClientRects().length > 0).map((a) => {
          const style = getComputedStyle(a);
          const text = a.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
          return { name: a.textContent?.trim(), lines: Math.round(text / parseFloat(style.lineHeight)) };
        });
        return { count: controls.length, outside, scrolling, menu };
      }, texts.mainNavigation);
      expect(layout.count).toBeGreaterThanOrEqual(10);
      expect(layout.outside).toEqual([]);
      expect(layout.scrolling).toEqual([]);
      expect(await overlappingControls(page)).toEqual([]);
      expect(layout.menu.length).toBeGreaterThanOrEqual(3);
      expect(layout.menu.every((item) => item.name)).toBe(true);
      expect(layout.menu.filter((item) => item.lines !== 1)).toEqual([]);
      // the account block is in view: 'Bearbeiten beenden' / 'Leave edit mode' and 'Abmelden' / 'Log out'
      for (const id of ['leave-edit', 'logout']) expect(await page.$eval(`[data-testid=${id}]`, (el) => el.getBoundingClientRect().right <= innerWidth)).toBe(true);
      // undo and redo: icons with their names
      for (const [id, name] of [['undo', texts.undo], ['redo', texts.redo]] as const) {
        const handle = (await page.$(`[data-testid=${id}]`))!;
        const node = await page.accessibility.snapshot({ root: handle, interestingOnly: false });
        expect(node?.name).toBe(name);
        expect(await handle.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThan(60);
      }
      // 'Modul hinzufügen', 'Neue Seite', 'Entwurf verwerfen' and 'Zur Prüfung einreichen' show a short word; the full label stays their name
      for (const [id, [name, short]] of [['palette-toggle', texts.palette], ['new-page-open', texts.newPage], ['discard', texts.discard], ['review-open', texts.submit]] as const) {
        const handle = (await page.$(`[data-testid=${id}]`))!;
        const node = await page.accessibility.snapshot({ root: handle, interestingOnly: false });
        expect(node?.name).toBe(name);
        const shown = await handle.evaluate((el) => [...el.querySelectorAll('span')].filter((span) => span.getBoundingClientRect().width > 1).map((span) => span.textContent));
        expect(shown).toEqual([short]);
      }
      // by keyboard: Tab from the first control reaches every enabled one, each in view when it has focus
      const enabled = await page.$$eval('[data-testid=editor-toolbar] :is(a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled))', (list) =>
        list.filter((el) => el.getClientRects().length > 0).map((el, index) => (el as HTMLElement).dataset.testid ?? `#${index}`),
      );
      await page.focus('[data-testid=editor-toolbar] a[href]');
      const reached = new Set<string>();
      for (let step = 0; step < 60; step++) {
        const where = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          const toolbar = document.querySelector('[data-testid=editor-toolbar]')!;
          if (!el || !toolbar.contains(el)) return null;
          const controls = [...toolbar.querySelectorAll<HTMLElement>('a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled)')].filter((c) => c.getClientRects().length > 0);
          const rect = el.getBoundingClientRect();
          return { id: el.dataset.testid ?? `#${controls.indexOf(el)}`, inView: rect.left >= 0 && rect.right <= innerWidth && rect.top >= 0 && rect.bottom <= innerHeight };
        });
        if (!where) break;
        expect(where).toEqual({ id: where.id, inView: true });
        reached.add(where.id);
        await page.keyboard.press('Tab');
      }
      expect(enabled.filter((id) => !reached.has(id))).toEqual([]);
    });

    it('the calendar lists the scheduled go-live and the pre-sale start by month and by week, keyboard only, axe clean; an entry opens its editor', async () => {
      await page.setViewport({ width: 1280, height: 900 });
      await openEditing(page, path);
      await page.focus('[data-testid=calendar-open]');
      await page.keyboard.press('Enter');
      const dialog = 'dialog[open][data-testid=calendar-dialog]';
      await page.waitForSelector(dialog, { timeout: TIMEOUT });
      // the focus starts on 'next month'; Shift+Page Down is a year on, five times
      expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.testid)).toBe('calendar-next');
      for (let year = 0; year < 5; year++) await page.keyboard.down('Shift').then(() => page.keyboard.press('PageDown')).then(() => page.keyboard.up('Shift'));
      const period = () => page.$eval('[data-testid=calendar-period]', (el) => el.textContent);
      await page.waitForFunction((name) => document.querySelector('[data-testid=calendar-period]')?.textContent === name, { timeout: TIMEOUT }, monthNames[language]);
      const entry = (owner: string, kind: string) => `${dialog} [data-testid=calendar-entry][data-owner="${owner}"][data-kind="${kind}"]`;
      await page.waitForSelector(entry(`page-${pageId}`, 'publish'), { timeout: TIMEOUT });
      expect(await page.$eval(entry(`page-${pageId}`, 'publish'), (el) => [el.closest('[data-day]')!.getAttribute('data-day'), el.textContent])).toEqual([`${month}-15`, `${texts.golive} ${texts.title}`]);
      expect(await page.$eval(entry(`event-${eventId}`, 'presale'), (el) => [el.closest('[data-day]')!.getAttribute('data-day'), el.textContent])).toEqual([`${month}-16`, `${texts.presale} ${texts.concert}`]);
      expect(await page.$eval(`${entry(`page-${pageId}`, 'publish')} a`, (a) => a.getAttribute('href'))).toBe(`${path}?edit`);
      expect(describeFindings(`content calendar (${language})`, await runAxe(page, dialog))).toEqual([]);

      // the arrow keys: a month on and back
      await page.keyboard.press('ArrowRight');
      await page.waitForFunction((name) => document.querySelector('[data-testid=calendar-period]')?.textContent !== name, { timeout: TIMEOUT }, monthNames[language]);
      await page.keyboard.press('ArrowLeft');
      await page.waitForSelector(entry(`page-${pageId}`, 'publish'), { timeout: TIMEOUT });
      expect(await period()).toBe(monthNames[language]);

      // the filter: Tab to 'pre-sale starts', Space hides them and shows them again
      const tabTo = async (selector: string) => {
        for (let step = 0; step < 40 && !(await page.$eval(selector, (el) => el === document.activeElement)); step++) await page.keyboard.press('Tab');
        expect(await page.$eval(selector, (el) => el === document.activeElement)).toBe(true);
      };
      await tabTo('[data-testid=calendar-filter-presale]');
      await page.keyboard.press('Space');
      await page.waitForSelector(entry(`event-${eventId}`, 'presale'), { hidden: true, timeout: TIMEOUT });
      expect(await page.$(entry(`page-${pageId}`, 'publish'))).not.toBeNull();
      await page.keyboard.press('Space');
      await page.waitForSelector(entry(`event-${eventId}`, 'presale'), { timeout: TIMEOUT });

      // by week: the week of the 1st, then Page Down to the week of the 15th and the 16th
      await tabTo('[data-testid=calendar-view-week]');
      await page.keyboard.press('Enter');
      await page.waitForFunction((pattern) => new RegExp(pattern).test(document.querySelector('[data-testid=calendar-period]')?.textContent ?? ''), { timeout: TIMEOUT }, texts.week.source);
      for (let week = 0; week < 3 && !(await page.$(`${dialog} [data-day="${month}-15"]`)); week++) {
        const before = await period();
        await page.keyboard.press('PageDown');
        await page.waitForFunction((name) => document.querySelector('[data-testid=calendar-period]')?.textContent !== name, { timeout: TIMEOUT }, before);
      }
      await page.waitForSelector(entry(`page-${pageId}`, 'publish'), { timeout: TIMEOUT });
      if (await page.$(`${dialog} [data-day="${month}-16"]`)) await page.waitForSelector(entry(`event-${eventId}`, 'presale'), { timeout: TIMEOUT });
      expect(await page.$$eval(`${dialog} [data-day]`, (days) => days.length)).toBe(7);
      expect(describeFindings(`content calendar, week (${language})`, await runAxe(page, dialog))).toEqual([]);

      // the go-live's entry is a link: Tab to it, Enter opens the page in the editor
      await tabTo(`${entry(`page-${pageId}`, 'publish')} a`);
      await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle2' }), page.keyboard.press('Enter')]);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`${path}?edit`);
      await page.waitForSelector('[data-testid=editor-toolbar]', { timeout: TIMEOUT });
    });
  });
});
