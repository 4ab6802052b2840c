/**
 * Reusable sections in the editor (issue 43 item 2; docs/editor.md "Reusable sections"): a section of
 * page A made reusable ('Als wiederverwendbar speichern', a name typed), placed on page B ('Wieder-
 * verwendbaren Abschnitt einfügen'), in German and in English; changed once on one page, the change
 * shows on both in the editor, visitors see it on neither until the reusable section is published,
 * then on both (the page cache, which held both pages, does not answer the old version), and the site
 * search finds both pages by its published text, not by its draft. The bar of a
 * placement names the other pages it is on; 'Umbenennen' renames it everywhere; 'Lösen' makes a page-local copy; 'Überall löschen' asks
 * first and lists every page it is used on. Dialogs keyboard only; axe finds nothing while they are open.
 */
import type { Browser, BrowserContext, Page } from 'puppeteer';
import { describeFindings, runAxe } from './axe';
import { openBrowser } from './browser';
import { addModule, api, createTestPage, dismissCookieBanner, fillField, logInThroughModal, openAsEditor, saveDialog, sectionSelector, TIMEOUT } from './editorSteps';
import { baseUrl, clickSteady, open, reviewScreenshot, waitForHydration, waitOrTell } from './visit';

jest.setTimeout(300_000);

const NAME = 'Sponsoren E2E';
const A = 'wiederverwendbar-a';
const B = 'wiederverwendbar-b';
const FIRST = 'Dank an unsere Sponsoren';
/** the German text after the review (it keeps 'Neue Sponsoren 2027', which the later steps look for) */
const CHECKED = 'Neue Sponsoren 2027 – mit Dank';

let browser: Browser;
let close: () => Promise<void>;
let context: BrowserContext;
let visitorContext: BrowserContext;
let page: Page;
let pageA: number;
let pageB: number;
let sharedId: number;

const path = (slug: string, locale: 'de' | 'en') => (locale === 'de' ? `/de/${slug}` : `/en/${slug}-en`);

async function openEditor(slug: string, locale: 'de' | 'en', on: Page = page): Promise<void> {
  await on.goto(`${baseUrl()}${path(slug, locale)}?edit`, { waitUntil: 'networkidle2' });
  await waitForHydration(on);
  await on.waitForSelector('[data-testid=editor-toolbar]', { timeout: TIMEOUT });
  await on.waitForSelector('[data-testid=sections-editor] [data-testid=insert-shared]', { timeout: TIMEOUT });
}

const text = (selector: string) => page.$eval(selector, (el) => el.textContent?.trim() ?? '');
const placement = '[data-testid=sections-editor] [data-testid=shared-placement]';
const editorText = () => page.$eval('[data-testid=sections-editor]', (el) => el.textContent ?? '');
/** Waits until the editor shows `wanted`; a failure says what it showed, what was open, and `more` (a caller's own account). */
const waitForEditorText = (wanted: string, on: Page = page, more: () => Promise<string> = async () => '') =>
  waitOrTell(on, on.waitForFunction((want) => document.querySelector('[data-testid=sections-editor]')?.textContent?.includes(want), { timeout: TIMEOUT }, wanted), async () => {
    const shown = await on.evaluate(() => {
      const dialogs = [...document.querySelectorAll('dialog[open], [role=alert], [role=alertdialog]')].map((d) => `${d.getAttribute('data-testid') ?? d.tagName}: ${(d.textContent ?? '').slice(0, 160)}`);
      return `the editor showed: ${(document.querySelector('[data-testid=sections-editor]')?.textContent ?? '(no editor)').slice(0, 600)}\nopen: ${dialogs.join(' | ') || 'nothing'}`;
    });
    return `${shown}\n${await more().catch((error: Error) => error.message)}`;
  });
const waitForMarker = (wanted: string) =>
  page.waitForFunction((sel, want) => document.querySelector(`${sel} [data-testid=shared-marker]`)?.textContent?.trim() === want, { timeout: TIMEOUT }, placement, wanted);
/** The page's own draft state in the toolbar. */
const waitForPageState = (wanted: string) =>
  page.waitForFunction((want) => document.querySelector('[data-testid=editor-toolbar] [data-testid=draft-state]')?.textContent?.trim() === want, { timeout: TIMEOUT }, wanted);
const waitForState = (wanted: string) =>
  page.waitForFunction((sel, want) => document.querySelector(`${sel} [data-testid=shared-state]`)?.textContent?.trim() === want, { timeout: TIMEOUT }, placement, wanted);

/** Tabs (Shift+Tab when `backward`) until the focus is on `selector`, at most `max` times; false when it never got there. */
async function tabTo(selector: string, max = 40, backward = false): Promise<boolean> {
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, selector)) return true;
    if (backward) await page.keyboard.down('Shift');
    await page.keyboard.press('Tab');
    if (backward) await page.keyboard.up('Shift');
  }
  return false;
}

/**
 * Presses a button of the first section's bar with the keyboard: from the section's anchor field
 * Tab (or Shift+Tab, for the placement's tools before it) until the button has the focus, then Enter.
 */
async function pressInSection(button: string): Promise<void> {
  const target = `${sectionSelector(0)} [data-testid=${button}]`;
  await page.waitForSelector(`${target}:not(:disabled)`, { timeout: TIMEOUT });
  await page.focus(`${sectionSelector(0)} [data-testid=section-slug]`);
  if (!(await tabTo(target, 4))) {
    await page.focus(`${sectionSelector(0)} [data-testid=section-slug]`);
    if (!(await tabTo(target, 12, true))) throw new Error(`Tab never reached ${target}`);
  }
  await page.keyboard.press('Enter');
}

async function axeClean(where: string, selector: string): Promise<void> {
  expect(describeFindings(where, await runAxe(page, selector))).toEqual([]);
}

/** The page as a visitor gets it (no session), through the page cache. */
async function visitorHtml(pathname: string): Promise<{ html: string; cache: string | null }> {
  const res = await fetch(`${baseUrl()}${pathname}`);
  return { html: await res.text(), cache: res.headers.get('x-cache') };
}

/** Visitors' answers of `pathname` come from the page cache and show `content`. */
async function cachedWith(pathname: string, content: string): Promise<void> {
  const started = Date.now();
  for (;;) {
    const { html, cache } = await visitorHtml(pathname);
    if (cache === 'HIT' && html.includes(content)) return;
    if (Date.now() - started > TIMEOUT) throw new Error(`${pathname}: no cached answer with “${content}” (x-cache ${cache})`);
  }
}

/** Waits until visitors get `content` at `pathname` (the change reaches every cache within a second or so), then checks it in Chromium. */
async function visitorSees(pathname: string, content: string, old: string): Promise<void> {
  const started = Date.now();
  for (;;) {
    const { html } = await visitorHtml(pathname);
    if (html.includes(content) && !html.includes(old)) break;
    if (Date.now() - started > 5000) throw new Error(`${pathname}: visitors still get the old version 5 s after publishing`);
  }
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${baseUrl()}${pathname}`, { waitUntil: 'networkidle2' });
  await waitForHydration(visitor);
  const main = await visitor.$eval('main', (el) => el.textContent ?? '');
  expect(main).toContain(content);
  expect(main).not.toContain(old);
  await visitor.close();
}

/** The addresses of the content pages a visitor's search page lists for `query` (German), in Chromium. */
async function searchFinds(query: string): Promise<string[]> {
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${baseUrl()}/de/search/pages?query=${encodeURIComponent(query)}`, { waitUntil: 'networkidle2' });
  const found = await visitor.$$eval('[data-testid=search-hit] h3 a', (els) => els.map((a) => new URL((a as HTMLAnchorElement).href).pathname.replace(/\/$/, '')));
  await visitor.close();
  return found.sort();
}

async function editQuote(content: string, on: Page = page): Promise<void> {
  await clickSteady(on, `${sectionSelector(0)} [data-module-id] [data-testid=edit-module]`);
  await on.waitForSelector('dialog[open][data-testid="module-dialog-quote"]', { timeout: TIMEOUT });
  await fillField(on, 'quote', 'content', content);
  // what the save sent and got back, for a failure to name (session 30: saved, yet not shown)
  const saved = on
    .waitForResponse((res) => res.request().method() === 'PUT' && /\/quote\/\d+\/$/.test(new URL(res.url()).pathname), { timeout: TIMEOUT })
    .then(async (res) => `${res.request().method()} ${new URL(res.url()).pathname} ${res.request().postData() ?? ''} → ${res.status()} ${await res.text()}`)
    .catch((error: Error) => `no save seen: ${error.message}`);
  await saveDialog(on, 'quote');
  await on.waitForSelector('dialog[open][data-testid="module-dialog-quote"]', { hidden: true, timeout: TIMEOUT });
  await waitForEditorText(content, on, async () => {
    const shown = await on.$$eval(`${sectionSelector(0)} [data-module-id]`, (els) =>
      els.map((el) => `module ${el.getAttribute('data-module-id')}: ${el.querySelector('[data-module]')?.outerHTML.slice(0, 300) ?? '(no rendering)'}`).join('\n'),
    );
    const marks = await on.evaluate(() => performance.getEntriesByType('mark').map((m) => m.name).filter((n) => n.startsWith('hydrated')).join(', '));
    return `the save: ${await saved}\n${shown}\nhydration marks: ${marks}`;
  });
}

/** Focuses a control and presses Enter. */
async function press(on: Page, selector: string): Promise<void> {
  await on.waitForSelector(selector, { timeout: TIMEOUT });
  await on.focus(selector);
  await on.keyboard.press('Enter');
}

async function publishPage(id: number, locale: 'de' | 'en'): Promise<void> {
  const published = await api(page, `/${locale}/pageeditor-api/publication/page/${id}/publish/`, { method: 'POST', body: { locales: [locale] } });
  expect(published.status).toBe(200);
}

/** 'Wiederverwendbaren Abschnitt einfügen' on the page open in the editor, keyboard only, axe with the dialog open. */
async function placeWithKeyboard(locale: 'de' | 'en'): Promise<void> {
  await page.focus('[data-testid=insert-shared]');
  await page.keyboard.press('Enter');
  const item = `dialog[open][data-testid=insert-shared-dialog] [data-testid=shared-item][data-shared-id="${sharedId}"]`;
  await page.waitForSelector(item, { timeout: TIMEOUT });
  expect(await text('dialog[open][data-testid=insert-shared-dialog] h2')).toBe(locale === 'de' ? 'Wiederverwendbaren Abschnitt einfügen' : 'Insert a reusable section');
  // the dialog starts on its search field: typing narrows the list by name
  await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'shared-filter', { timeout: TIMEOUT });
  await page.keyboard.type('sponsoren e2');
  await page.waitForFunction(
    (want) => document.querySelector('dialog[open][data-testid=insert-shared-dialog] [role=status]')?.textContent === want,
    { timeout: TIMEOUT },
    locale === 'de' ? '1 Abschnitt gefunden' : '1 section found',
  );
  await reviewScreenshot(page, `reusable-insert-${locale}`);
  await axeClean(`insert dialog (${locale})`, '[data-testid=insert-shared-dialog]');
  expect(await tabTo(`${item} [data-testid=place-shared]`)).toBe(true);
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(locale === 'de' ? `„${NAME}“ einfügen` : `Insert “${NAME}”`);
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-testid=insert-shared-dialog]', { hidden: true, timeout: TIMEOUT });
  await page.waitForSelector(placement, { timeout: TIMEOUT });
}

beforeAll(async () => {
  ({ browser, close } = await openBrowser());
  context = await browser.createBrowserContext();
  visitorContext = await browser.createBrowserContext();
  page = await openAsEditor(context, '/de/ueber-uns?edit');
  pageA = await createTestPage(page, { slug: A, title_de: 'Wiederverwendbar A', title_en: 'Reusable A', is_online: true }, ['sponsoren-e2e']);
  pageB = await createTestPage(page, { slug: B, title_de: 'Wiederverwendbar B', title_en: 'Reusable B', is_online: true });
  await openEditor(A, 'de');
  await addModule(page, 0, 0, { model: 'quote', fields: { content: FIRST, author: 'Das Orchester' } });
  await publishPage(pageA, 'de');
});
afterAll(async () => {
  await visitorContext?.close();
  await context?.close();
  await close?.();
});

test("'Als wiederverwendbar speichern' asks for a name (keyboard only) and marks the section", async () => {
  await openEditor(A, 'de');
  await pressInSection('make-reusable');
  await page.waitForSelector('dialog[open][data-testid=make-reusable-dialog]', { timeout: TIMEOUT });
  // the dialog starts on the name field
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('reusable-name');
  // no name: said in the editor's language, nothing written
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-testid=reusable-error]')?.textContent === 'Bitte einen Namen angeben.', { timeout: TIMEOUT });
  await page.keyboard.type(NAME);
  await reviewScreenshot(page, 'reusable-make-de');
  await axeClean('make reusable dialog', '[data-testid=make-reusable-dialog]');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-testid=make-reusable-dialog]', { hidden: true, timeout: TIMEOUT });
  await waitForMarker(`Wiederverwendbarer Abschnitt: ${NAME} – nur auf dieser Seite. Änderungen hier ändern ihn überall.`);
  sharedId = Number(await page.$eval(placement, (el) => el.getAttribute('data-shared-id')));
  expect(sharedId).toBeGreaterThan(0);
  // the module is the reusable section's now, shown in place; the section has nothing to publish
  expect(await editorText()).toContain(FIRST);
  await waitForState('Veröffentlicht');
  // the page's change (its section is a placement now) is a draft of the page
  await publishPage(pageA, 'de');
  await axeClean('placement bar', placement);
});

test('placed on page B (keyboard only); both pages name each other; visitors get both from the cache', async () => {
  await openEditor(B, 'de');
  await placeWithKeyboard('de');
  await waitForMarker(`Wiederverwendbarer Abschnitt: ${NAME} – auch auf: Wiederverwendbar A (DE). Änderungen hier ändern ihn überall.`);
  await waitForEditorText(FIRST);
  await publishPage(pageB, 'de');
  await openEditor(A, 'de');
  await waitForMarker(`Wiederverwendbarer Abschnitt: ${NAME} – auch auf: Wiederverwendbar B (DE). Änderungen hier ändern ihn überall.`);
  await reviewScreenshot(page, 'reusable-placement-de');
  // both pages are in the visitors' page cache now
  await cachedWith(path(A, 'de'), FIRST);
  await cachedWith(path(B, 'de'), FIRST);
});

test('changed once on page B: both pages show it in the editor; published once, visitors see it on both', async () => {
  const changed = 'Neue Sponsoren 2027';
  await openEditor(B, 'de');
  await editQuote(changed);
  await waitForState('Unveröffentlichte Änderungen');
  // the page's undo does not take a reusable section's change back: it says how instead
  await page.click('[data-testid=undo]');
  await page.waitForFunction(() => document.querySelector('[data-testid=editor-alert]')?.textContent?.includes('„Änderungen verwerfen“ in seiner Leiste'), { timeout: TIMEOUT });
  expect(await editorText()).toContain(changed);
  await openEditor(A, 'de');
  await waitForEditorText(changed);
  await waitForState('Unveröffentlichte Änderungen');
  // the page itself has nothing unpublished; its bar says that a reusable section on it has
  await waitForPageState('Ein wiederverwendbarer Abschnitt auf dieser Seite hat unveröffentlichte Änderungen');
  await axeClean('toolbar, a reusable section unpublished', '[data-testid=editor-toolbar]');
  // a draft: visitors still get the published version on both pages, and their search does not find it
  for (const slug of [A, B]) expect((await visitorHtml(path(slug, 'de'))).html).toContain(FIRST);
  const phrase = `"${changed}"`;
  expect(await searchFinds(phrase)).toEqual([]);
  expect(await searchFinds(`"${FIRST}"`)).toEqual([path(A, 'de'), path(B, 'de')]);
  // the page itself has nothing to publish: the reusable section's own Publish, keyboard only
  await pressInSection('shared-publish');
  await waitForState('Veröffentlicht');
  await waitForPageState('Veröffentlicht');
  await visitorSees(path(A, 'de'), changed, FIRST);
  await visitorSees(path(B, 'de'), changed, FIRST);
  // the site search finds both pages by the published text, no longer by the old one
  expect(await searchFinds(phrase)).toEqual([path(A, 'de'), path(B, 'de')]);
  expect(await searchFinds(`"${FIRST}"`)).toEqual([]);
});

test('in English: placed on both pages, changed once, published once, seen on both', async () => {
  // the English content is the copy made with it, marked for translation
  await openEditor(B, 'en');
  await placeWithKeyboard('en');
  await waitForMarker(`Reusable section: ${NAME} – also on: Wiederverwendbar A (DE), Wiederverwendbar B (DE). Changes here change it everywhere.`);
  await publishPage(pageB, 'en');
  await openEditor(A, 'en');
  await placeWithKeyboard('en');
  await waitForMarker(`Reusable section: ${NAME} – also on: Wiederverwendbar A (DE), Wiederverwendbar B (DE), Reusable B (EN). Changes here change it everywhere.`);
  await publishPage(pageA, 'en');
  // the English version is the copy made when the section became reusable
  const before = FIRST;
  await cachedWith(path(A, 'en'), before);
  await cachedWith(path(B, 'en'), before);

  const changed = 'Our new sponsors 2027';
  await editQuote(changed);
  await waitForState('Unpublished changes');
  await openEditor(B, 'en');
  await waitForEditorText(changed);
  await reviewScreenshot(page, 'reusable-placement-en');
  await axeClean('placement bar (en)', placement);
  await waitForPageState('A reusable section on this page has unpublished changes');
  await pressInSection('shared-publish');
  await waitForState('Published');
  await waitForPageState('Published');
  await visitorSees(path(A, 'en'), changed, before);
  await visitorSees(path(B, 'en'), changed, before);
  // German stays as it was
  expect((await visitorHtml(path(A, 'de'))).html).toContain('Neue Sponsoren 2027');
});

test('an editor who needs approval submits it for review in its bar; the reviewer finds it waiting, opens a page that shows it and approves', async () => {
  const nina = { username: 'nina-e2e', password: 'nina-braucht-freigabe', first_name: 'Nina', last_name: 'Neu' };
  expect((await api(page, '/api/admin/editors/', { method: 'POST', body: { ...nina, email: 'nina-e2e@example.org', needs_review: true } })).status).toBe(201);
  const ninaContext = await browser.createBrowserContext();
  try {
    const { page: editor } = await open(ninaContext, `${path(A, 'de')}?edit`);
    await editor.setViewport({ width: 1440, height: 900 });
    await logInThroughModal(editor, nina.username, nina.password);
    // signed in once the editor is there: a navigation before that would cancel the login's request
    await editor.waitForSelector('[data-testid=editor-toolbar]', { timeout: TIMEOUT });
    await dismissCookieBanner(editor);
    await openEditor(A, 'de', editor);
    const submit = `${placement} [data-testid=review-open]`;
    await editor.waitForSelector(submit, { timeout: TIMEOUT });
    // no Publish in the bar: 'Zur Prüfung einreichen' instead, nothing to submit yet
    expect(await editor.$(`${placement} [data-testid=shared-publish]`)).toBeNull();
    expect(await editor.$eval(submit, (el) => [el.textContent, el.getAttribute('aria-label'), (el as HTMLButtonElement).disabled])).toEqual([
      'Zur Prüfung einreichen',
      `Zur Prüfung einreichen: „${NAME}“`,
      true,
    ]);
    await editQuote(CHECKED, editor);
    await editor.waitForSelector(`${submit}:not(:disabled)`, { timeout: TIMEOUT });
    await press(editor, submit);
    await editor.waitForSelector('dialog[open][data-testid=review-dialog] [data-testid=review-submit-form]', { timeout: TIMEOUT });
    await editor.waitForSelector('dialog[open][data-testid=review-dialog] [data-testid=review-diff] [data-diff="module-changed"]', { timeout: TIMEOUT });
    expect(describeFindings('submit dialog (reusable)', await runAxe(editor, '[data-testid=review-dialog]'))).toEqual([]);
    await editor.focus('dialog[open][data-testid=review-dialog] [data-testid=review-submit-comment]');
    await editor.keyboard.type('Bitte den Dank prüfen.');
    await press(editor, 'dialog[open][data-testid=review-dialog] [data-testid=review-submit]');
    await editor.waitForSelector(`${placement} [data-testid=review-state][data-state=pending]`, { timeout: TIMEOUT });
    expect(await editor.$eval(`${placement} [data-testid=review-state]`, (el) => el.textContent)).toBe('Wartet auf Prüfung');
    await reviewScreenshot(editor, 'reusable-review-submitted-de');
    expect(describeFindings('placement bar, waiting', await runAxe(editor, placement))).toEqual([]);
  } finally {
    await ninaContext.close();
  }
  // visitors still get the published text
  expect((await visitorHtml(path(A, 'de'))).html).not.toContain(CHECKED);

  // the reviewer: the waiting list names it as a reusable section, linked to a page that shows it, in the editor
  await openEditor(B, 'en');
  await press(page, '[data-testid=review-waiting]');
  const item = `dialog[open][data-testid=review-waiting-dialog] [data-testid=review-waiting-item][data-owner="shared-${sharedId}"]`;
  await page.waitForSelector(item, { timeout: TIMEOUT });
  expect(await text(`${item} span`)).toBe('Reusable section');
  expect(await page.$eval(`${item} a`, (a) => [a.textContent, a.getAttribute('href')])).toEqual([NAME, `${path(A, 'en')}?edit`]);
  expect(describeFindings('waiting list (en)', await runAxe(page, '[data-testid=review-waiting-dialog]'))).toEqual([]);
  await page.keyboard.press('Escape');
  await openEditor(A, 'de');
  await press(page, '[data-testid=review-waiting]');
  await page.waitForSelector(item, { timeout: TIMEOUT });
  expect(await text(`${item} span`)).toBe('Wiederverwendbarer Abschnitt');
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle2' }), press(page, `${item} a`)]);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`${path(A, 'de')}?edit`);
  await waitForHydration(page);
  const check = `${placement} [data-testid=review-open]`;
  await page.waitForFunction((sel) => document.querySelector(sel)?.textContent === 'Prüfung öffnen', { timeout: TIMEOUT }, check);
  await press(page, check);
  await page.waitForSelector('dialog[open][data-testid=review-dialog] [data-testid=review-decide]', { timeout: TIMEOUT });
  expect(await text('dialog[open][data-testid=review-dialog] [data-testid=review-current]')).toMatch(/Eingereicht von Nina Neu · .*Bitte den Dank prüfen\./);
  await page.waitForSelector('dialog[open][data-testid=review-dialog] [data-testid=review-diff] [data-diff="module-changed"]', { timeout: TIMEOUT });
  await axeClean('review dialog (reusable)', '[data-testid=review-dialog]');
  // a comment at its module goes to the reusable section's review (the module is its own, shown here)
  await page.keyboard.press('Escape');
  await page.waitForSelector('dialog[open][data-testid=review-dialog]', { hidden: true, timeout: TIMEOUT });
  const quote = `${sectionSelector(0)} [data-module-id]`;
  const quoteId = await page.$eval(quote, (el) => el.getAttribute('data-module-id'));
  await press(page, `${quote} [data-testid=comment-module]`);
  await page.waitForSelector('dialog[open][data-testid=comment-dialog] [data-testid=comment-body]', { timeout: TIMEOUT });
  await page.focus('dialog[open][data-testid=comment-dialog] [data-testid=comment-body]');
  await page.keyboard.type('Schön so.');
  await press(page, 'dialog[open][data-testid=comment-dialog] [data-testid=comment-save]');
  await page.waitForSelector('dialog[open][data-testid=comment-dialog]', { hidden: true, timeout: TIMEOUT });
  await page.waitForSelector(`${quote} [data-testid=module-comment]`, { timeout: TIMEOUT });
  const review = await api<{ comments: { module: number; body: string }[] }>(page, `/de/pageeditor-api/review/shared/${sharedId}/`);
  expect(review.body.comments).toEqual([expect.objectContaining({ module: Number(quoteId), body: 'Schön so.' })]);
  await press(page, check);
  await page.waitForSelector(`dialog[open][data-testid=review-dialog] [data-testid=review-comment][data-module="${quoteId}"]`, { timeout: TIMEOUT });
  // 'Freigeben' waits for the dialog's diff (its based_on); pressed before, it is still disabled
  await page.waitForSelector('dialog[open][data-testid=review-dialog] [data-testid=review-diff] [data-diff="module-changed"]', { timeout: TIMEOUT });
  await page.waitForSelector('dialog[open][data-testid=review-dialog] [data-testid=review-approve]:not([disabled])', { timeout: TIMEOUT });
  await press(page, 'dialog[open][data-testid=review-dialog] [data-testid=review-approve]');
  await page.waitForSelector('dialog[open][data-testid=review-dialog]', { hidden: true, timeout: TIMEOUT });
  await waitForState('Veröffentlicht');
  await visitorSees(path(A, 'de'), CHECKED, FIRST);
  await visitorSees(path(B, 'de'), CHECKED, FIRST);
});

test('the translation list names it where its translation is older than the German change, linked to a page that shows it', async () => {
  await openEditor(A, 'en');
  await press(page, '[data-testid=translation-open]');
  const item = `dialog[open][data-testid=translation-dialog] [data-testid=translation-item][data-owner="shared-${sharedId}"][data-locale=en]`;
  await page.waitForSelector(item, { timeout: TIMEOUT });
  expect(await text(item)).toBe(`Reusable section${NAME}in English: 1 module older than its source`);
  expect(await page.$eval(`${item} a`, (a) => a.getAttribute('href'))).toBe(`${path(A, 'en')}?edit`);
  await axeClean('translation list (en)', '[data-testid=translation-dialog]');
  await page.keyboard.press('Escape');
  await openEditor(A, 'de');
  await press(page, '[data-testid=translation-open]');
  const de = `dialog[open][data-testid=translation-dialog] [data-testid=translation-item][data-owner="shared-${sharedId}"][data-locale=en]`;
  await page.waitForSelector(de, { timeout: TIMEOUT });
  expect(await text(de)).toBe(`Wiederverwendbarer Abschnitt${NAME}auf Englisch: 1 Modul älter als die Quelle`);
  await page.keyboard.press('Escape');
});

/** Struck and inserted words of the changed module `moduleId` in the open diff. */
const diffWordsOf = (list: string, moduleId: number) =>
  page.$eval(`${list} [data-diff=module-changed][data-module-id="${moduleId}"]`, (el) => ({
    text: el.firstChild?.textContent ?? '',
    struck: [...el.querySelectorAll('del')].map((d) => d.textContent).join(''),
    inserted: [...el.querySelectorAll('ins')].map((d) => d.textContent).join(''),
  }));

/** In the open history dialog: 'Änderungen' of version `id` by keyboard; the diff opens with focus on 'Zurück zur Liste'. */
async function openDiffByKeyboard(dialog: string, id: number, label: RegExp): Promise<string> {
  const button = `${dialog} [data-version-id="${id}"] [data-testid=shared-version-changes]`;
  expect(await tabTo(button, 80)).toBe(true);
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(label);
  await page.keyboard.press('Enter');
  const list = `${dialog} [data-testid=version-diff] [data-testid=diff-list]`;
  await page.waitForSelector(list, { timeout: TIMEOUT });
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('diff-back');
  return list;
}

/** 'Zurück zur Liste' (focused) by keyboard: the list again, focus back on that version's 'Änderungen'. */
async function backToListByKeyboard(dialog: string, id: number): Promise<void> {
  await page.keyboard.press('Enter');
  await page.waitForSelector(`${dialog} [data-testid=shared-version-list]`, { timeout: TIMEOUT });
  expect(await page.evaluate(() => document.activeElement?.closest('[data-version-id]')?.getAttribute('data-version-id'))).toBe(String(id));
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('shared-version-changes');
}

test("'Verlauf' lists its own versions; a version's changes (keyboard only) show its words struck and inserted; an older one restored (keyboard only) is its draft on every page", async () => {
  type Listed = { id: number; note: string; change: { action: string; label: string } };
  const versions = await api<Listed[]>(page, `/de/pageeditor-api/shared-sections/${sharedId}/versions/`);
  const older = versions.body.find((v) => v.change.action === 'changed' && v.change.label === 'Neue Sponsoren 2027');
  expect(older).toBeDefined();
  const olderEn = versions.body.find((v) => v.change.action === 'changed' && v.change.label === 'Our new sponsors 2027');
  expect(olderEn).toBeDefined();
  // what the back end says each changed: the one quote, from the first text
  type Diff = { from: number; to: number; modules: { id: number; status: string; fields: { field: string; before: string; after: string }[] }[] };
  const diffDe = (await api<Diff>(page, `/de/pageeditor-api/shared-sections/${sharedId}/versions/${older!.id}/diff/`)).body;
  expect(diffDe.modules).toEqual([expect.objectContaining({ status: 'changed', fields: [expect.objectContaining({ field: 'content', before: FIRST, after: 'Neue Sponsoren 2027' })] })]);
  const diffEn = (await api<Diff>(page, `/en/pageeditor-api/shared-sections/${sharedId}/versions/${olderEn!.id}/diff/`)).body;
  expect(diffEn.modules).toEqual([expect.objectContaining({ status: 'changed', fields: [expect.objectContaining({ field: 'content', before: FIRST, after: 'Our new sponsors 2027' })] })]);

  await openEditor(A, 'en');
  await pressInSection('shared-history');
  const dialogEn = 'dialog[open][data-testid=shared-history-dialog]';
  await page.waitForSelector(`${dialogEn} [data-testid=shared-version-list]`, { timeout: TIMEOUT });
  expect(await text(`${dialogEn} h2`)).toBe(`History: ${NAME}`);
  await axeClean('history dialog (en)', '[data-testid=shared-history-dialog]');
  // the English change's diff, in English
  const listEn = await openDiffByKeyboard(dialogEn, olderEn!.id, /^Changes: /);
  expect(await text(`${dialogEn} [data-testid=version-diff] h3`)).toBe(`Version ${diffEn.to} compared with version ${diffEn.from}`);
  const wordsEn = await diffWordsOf(listEn, diffEn.modules[0].id);
  expect(wordsEn.text).toMatch(/ changed$/);
  expect(wordsEn.struck).toContain('Dank');
  expect(wordsEn.inserted).toContain('new');
  expect(wordsEn.inserted).toContain('2027');
  await axeClean('history dialog, a version\'s changes (en)', '[data-testid=shared-history-dialog]');
  await backToListByKeyboard(dialogEn, olderEn!.id);
  await page.keyboard.press('Escape');
  await page.waitForSelector('[data-testid=shared-history-dialog]', { hidden: true, timeout: TIMEOUT });

  await openEditor(A, 'de');
  await pressInSection('shared-history');
  const dialog = 'dialog[open][data-testid=shared-history-dialog]';
  await page.waitForSelector(`${dialog} [data-testid=shared-version-list]`, { timeout: TIMEOUT });
  expect(await text(`${dialog} h2`)).toBe(`Verlauf: ${NAME}`);
  // newest first, as many as the back end keeps, each saying what was done, by whom
  const entries = await page.$$eval(`${dialog} [data-testid=shared-version-entry]`, (list) => list.map((el) => el.textContent ?? ''));
  expect(entries).toHaveLength(versions.body.length);
  expect(entries.some((entry) => entry.includes('Nina Neu'))).toBe(true);
  await reviewScreenshot(page, 'reusable-history-de');
  await axeClean('history dialog', '[data-testid=shared-history-dialog]');
  // 'Änderungen' of the German change: the quote changed, its words struck and inserted, as a page's history shows it
  const list = await openDiffByKeyboard(dialog, older!.id, /^Änderungen: /);
  expect(await text(`${dialog} [data-testid=version-diff] h3`)).toBe(`Version ${diffDe.to} gegenüber Version ${diffDe.from}`);
  const words = await diffWordsOf(list, diffDe.modules[0].id);
  expect(words.text).toBe('Zitat „Neue Sponsoren 2027“ geändert');
  expect(words.struck).toContain('Dank');
  expect(words.struck).toContain('unsere');
  expect(words.struck).not.toContain('Neue');
  expect(words.inserted).toContain('Neue');
  expect(words.inserted).toContain('2027');
  expect(await page.$$eval(`${list} > li`, (items) => items.length)).toBe(1);
  await reviewScreenshot(page, 'reusable-history-diff-de');
  await axeClean("history dialog, a version's changes", '[data-testid=shared-history-dialog]');
  await backToListByKeyboard(dialog, older!.id);
  const restore = `${dialog} [data-version-id="${older!.id}"] [data-testid=shared-restore-version]`;
  expect(await tabTo(restore, 80)).toBe(true);
  expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Wiederherstellen: /);
  await page.keyboard.press('Enter');
  await page.waitForSelector('dialog[open][data-testid=confirm-dialog]', { timeout: TIMEOUT });
  expect(await text('dialog[open][data-testid=confirm-dialog] p')).toBe(`Diese Version wird der Entwurf von „${NAME}“ – auf allen Seiten, die ihn zeigen.`);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-testid=shared-history-dialog]', { hidden: true, timeout: TIMEOUT });
  await page.waitForFunction((sel, checked) => !document.querySelector(sel)?.textContent?.includes(checked), { timeout: TIMEOUT }, '[data-testid=sections-editor]', CHECKED);
  expect(await editorText()).toContain('Neue Sponsoren 2027');
  await waitForState('Unveröffentlichte Änderungen');
  await waitForPageState('Ein wiederverwendbarer Abschnitt auf dieser Seite hat unveröffentlichte Änderungen');
  // the other page shows the restored draft too; visitors keep the published version
  await openEditor(B, 'de');
  await page.waitForFunction((sel, checked) => !document.querySelector(sel)?.textContent?.includes(checked), { timeout: TIMEOUT }, '[data-testid=sections-editor]', CHECKED);
  expect((await visitorHtml(path(A, 'de'))).html).toContain(CHECKED);
  const after = await api<{ note: string }[]>(page, `/de/pageeditor-api/shared-sections/${sharedId}/versions/`);
  expect(after.body[0].note).toBe(`restored version ${older!.id}`);
});

test("'Umbenennen' (keyboard only): the new name shows on every page that uses it", async () => {
  const renamed = 'Unsere Sponsoren E2E';
  await openEditor(A, 'de');
  await pressInSection('shared-rename');
  await page.waitForSelector('dialog[open][data-testid=rename-shared-dialog]', { timeout: TIMEOUT });
  // the dialog starts on the name, filled in
  expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe(NAME);
  await axeClean('rename dialog', '[data-testid=rename-shared-dialog]');
  await page.keyboard.down('Control');
  await page.keyboard.press('KeyA');
  await page.keyboard.up('Control');
  await page.keyboard.type(renamed);
  await page.keyboard.press('Enter');
  await page.waitForSelector('[data-testid=rename-shared-dialog]', { hidden: true, timeout: TIMEOUT });
  await page.waitForFunction((sel, want) => document.querySelector(`${sel} [data-testid=shared-marker]`)?.textContent?.startsWith(want), { timeout: TIMEOUT }, placement, `Wiederverwendbarer Abschnitt: ${renamed} – `);
  await openEditor(B, 'en');
  await page.waitForFunction((sel, want) => document.querySelector(`${sel} [data-testid=shared-marker]`)?.textContent?.startsWith(want), { timeout: TIMEOUT }, placement, `Reusable section: ${renamed} – `);
});

test("'Lösen' gives page B its own copy: no longer a placement, no longer listed among its places", async () => {
  await openEditor(B, 'de');
  await pressInSection('shared-detach');
  await page.waitForSelector('dialog[open][data-testid=confirm-dialog]', { timeout: TIMEOUT });
  await axeClean('detach question', '[data-testid=confirm-dialog]');
  // the question starts on 'Abbrechen': one Tab to 'Lösen'
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Lösen');
  await page.keyboard.press('Enter');
  await page.waitForSelector(placement, { hidden: true, timeout: TIMEOUT });
  await page.waitForSelector(`${sectionSelector(0)} [data-testid=make-reusable]`, { timeout: TIMEOUT });
  expect(await editorText()).toContain('Neue Sponsoren 2027');
  await publishPage(pageB, 'de');
  const info = await api<{ uses: { page: number; locale: string }[] }>(page, `/de/pageeditor-api/shared-sections/${sharedId}/`);
  expect(info.body.uses.map((use) => `${use.page} ${use.locale}`)).toEqual([`${pageA} de`, `${pageA} en`, `${pageB} en`]);
});

test("'Überall löschen' asks first with every page it is used on; cancelled nothing goes, confirmed it is gone", async () => {
  await openEditor(A, 'de');
  await pressInSection('shared-delete');
  await page.waitForSelector('dialog[open][data-testid=confirm-dialog] [data-testid=shared-uses]', { timeout: TIMEOUT });
  expect(await text('dialog[open][data-testid=confirm-dialog] p')).toBe('Der wiederverwendbare Abschnitt wird auf 2 Seiten verwendet. Wirklich löschen?');
  expect(await page.$$eval('dialog[open] [data-testid=shared-uses] li', (list) => list.map((li) => li.textContent))).toEqual([
    `Wiederverwendbar A (DE) /de/${A}`,
    `Reusable A (EN) /en/${A}-en`,
    `Reusable B (EN) /en/${B}-en`,
  ]);
  expect(await text('dialog[open][data-testid=confirm-dialog] [data-testid=shared-trash-note]')).toBe(
    'Er kommt in den Papierkorb. „Gelöschte Abschnitte“ unten auf jeder dieser Seiten stellt ihn mit seinen Platzierungen wieder her (auf den Seiten, die es dann noch gibt).',
  );
  await reviewScreenshot(page, 'reusable-delete-de');
  await axeClean('delete question', '[data-testid=confirm-dialog]');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('confirm-cancel');
  await page.keyboard.press('Escape');
  await page.waitForSelector('[data-testid=confirm-dialog]', { hidden: true, timeout: TIMEOUT });
  expect((await api(page, `/de/pageeditor-api/shared-sections/${sharedId}/`)).status).toBe(200);
  expect(await page.$(placement)).not.toBeNull();

  await pressInSection('shared-delete');
  await page.waitForSelector('dialog[open][data-testid=confirm-dialog] [data-testid=shared-uses]', { timeout: TIMEOUT });
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('confirm');
  await page.keyboard.press('Enter');
  await page.waitForSelector(placement, { hidden: true, timeout: TIMEOUT });
  expect((await api(page, `/de/pageeditor-api/shared-sections/${sharedId}/`)).status).toBe(404);
  // gone for visitors at once, on every page that showed it
  for (const [pathname, content] of [
    [path(A, 'de'), 'Neue Sponsoren 2027'],
    [path(A, 'en'), 'Our new sponsors 2027'],
    [path(B, 'en'), 'Our new sponsors 2027'],
  ]) {
    const started = Date.now();
    while ((await visitorHtml(pathname)).html.includes(content)) {
      if (Date.now() - started > 5000) throw new Error(`visitors still see the deleted section on ${pathname}`);
    }
  }
  // page B's own copy stays
  expect((await visitorHtml(path(B, 'de'))).html).toContain('Neue Sponsoren 2027');

  // it is in the trash (GET /api/admin/trash/); restored, it is back on every page that showed it
  const trash = await api<{ data: { id: number; kind: string; object_id: number; title: string }[] }>(page, '/api/admin/trash/?kind=shared');
  const entry = trash.body.data.find((e) => e.object_id === sharedId);
  expect(entry).toMatchObject({ kind: 'shared', title: 'Unsere Sponsoren E2E' });
  // the admin's trash names its kind; restored there by keyboard
  await page.goto(`${baseUrl()}/admin/trash`, { waitUntil: 'networkidle0' });
  const restoreButton = '[data-testid=trash-restore][aria-label*="Unsere Sponsoren E2E"]';
  await page.waitForSelector(restoreButton, { timeout: TIMEOUT });
  expect(await page.$eval(restoreButton, (el) => el.closest('tr')?.textContent ?? '')).toMatch(/Wiederverwendbarer Abschnitt|Reusable section/);
  await axeClean('admin trash with a reusable section', '#main-content');
  await page.focus(restoreButton);
  await page.keyboard.press('Enter');
  await page.waitForSelector(restoreButton, { hidden: true, timeout: TIMEOUT });
  expect((await api(page, `/de/pageeditor-api/shared-sections/${sharedId}/`)).status).toBe(200);
  await openEditor(A, 'de');
  await waitForMarker('Wiederverwendbarer Abschnitt: Unsere Sponsoren E2E – auch auf: Reusable A (EN), Reusable B (EN). Änderungen hier ändern ihn überall.');
  await waitForEditorText('Neue Sponsoren 2027');
  await visitorSees(path(A, 'en'), 'Our new sponsors 2027', FIRST);
});

describe("deleted, restored from the editor's 'Gelöschte Abschnitte' / 'Deleted sections'", () => {
  const RENAMED = 'Unsere Sponsoren E2E';
  const EN_TEXT = 'Our new sponsors 2027';
  const dialog = 'dialog[open][data-testid=deleted-sections-dialog]';
  let entryId: number;

  /** Visitors no longer get `content` at `pathname`, and the page cache holds that answer (a page cached while it is gone). */
  async function cachedWithout(pathname: string, content: string): Promise<void> {
    const started = Date.now();
    for (;;) {
      const { html, cache } = await visitorHtml(pathname);
      if (cache === 'HIT' && !html.includes(content)) return;
      if (Date.now() - started > TIMEOUT) throw new Error(`${pathname}: no cached answer without “${content}” (x-cache ${cache})`);
    }
  }

  /** Deletes it everywhere (the bar's 'Überall löschen' is tested above); visitors' caches then hold A and B without it. */
  async function deleteIt(): Promise<void> {
    expect((await api(page, `/de/pageeditor-api/shared-sections/${sharedId}/?confirm=1`, { method: 'DELETE' })).status).toBe(204);
    await cachedWithout(path(A, 'de'), CHECKED);
    await cachedWithout(path(B, 'en'), EN_TEXT);
  }

  const NOTE_DE = `Wiederverwendbarer Abschnitt „${RENAMED}“ ist im Papierkorb – Besucher sehen ihn auf dieser Seite nicht. „Gelöschte Abschnitte“ stellt ihn auf allen Seiten wieder her, die ihn zeigten.`;
  const NOTE_EN = `Reusable section “${RENAMED}” is in the trash – visitors do not see it on this page. “Deleted sections” restores it on every page that showed it.`;
  const note = '[data-testid=sections-editor] [data-testid=shared-in-trash]';

  /** The anchor of its placement on page A (German), as visitors get it. */
  async function anchorOnA(): Promise<string> {
    const answer = await api<{ modules: { slug: string; shared?: { id: number } }[] }>(page, `/de/pageeditor-api/page/${A}?published=1`);
    const found = answer.body.modules.find((section) => section.shared?.id === sharedId);
    if (!found) throw new Error('page A shows no placement of it');
    return found.slug;
  }

  /** The page open in the editor says it is in the trash, in `wanted`; the note describes 'Gelöschte Abschnitte', which restores it; axe finds nothing. */
  async function saysInTrash(wanted: string): Promise<void> {
    await page.waitForSelector(`${note} [data-testid=shared-in-trash-note]`, { timeout: TIMEOUT });
    expect(await page.$$eval(`${note} [data-testid=shared-in-trash-note]`, (list) => list.map((p) => p.textContent))).toEqual([wanted]);
    const noteId = await page.$eval(note, (el) => el.id);
    expect(noteId).not.toBe('');
    expect(await page.$eval('[data-testid=deleted-sections]', (el) => el.getAttribute('aria-describedby'))).toBe(noteId);
    await axeClean('a reusable section in the trash, said in the editor', '[data-testid=sections-editor]');
  }

  /** The note is gone with the restore, and no longer describes the button. */
  async function saysNothing(): Promise<void> {
    await page.waitForSelector(note, { hidden: true, timeout: TIMEOUT });
    expect(await page.$eval('[data-testid=deleted-sections]', (el) => el.getAttribute('aria-describedby'))).toBeNull();
  }

  const versionNotes = async () => (await api<{ note: string }[]>(page, `/de/pageeditor-api/shared-sections/${sharedId}/versions/`)).body.map((v) => v.note);
  const pageNotes = async (id: number) => (await api<{ note: string }[]>(page, `/de/pageeditor-api/page/${id}/versions/`)).body.map((v) => v.note);

  /** Opens the list with the keyboard on the page open in the editor; answers the reusable section's entry (a selector). */
  async function openList(): Promise<string> {
    await press(page, '[data-testid=deleted-sections]');
    const entry = `${dialog} [data-testid=deleted-section][data-kind=shared]`;
    await page.waitForSelector(entry, { timeout: TIMEOUT });
    entryId = Number(await page.$eval(entry, (el) => el.getAttribute('data-entry-id')));
    return `${dialog} [data-testid=deleted-section][data-entry-id="${entryId}"]`;
  }

  /** Tabs to the entry's 'Wiederherstellen' / 'Restore' and presses Enter; answers the status message. */
  async function restoreWithKeyboard(entry: string, label: string): Promise<string> {
    const button = `${entry} [data-testid=restore-deleted]`;
    expect(await tabTo(button)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(label);
    await page.keyboard.press('Enter');
    await page.waitForFunction((sel) => (document.querySelector(sel)?.textContent ?? '') !== '', { timeout: TIMEOUT }, `${dialog} [data-testid=deleted-sections-status]`);
    // the message has the focus (the button is gone): the keyboard stays in the dialog
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('deleted-sections-status');
    return text(`${dialog} [data-testid=deleted-sections-status]`);
  }

  /** Back on both pages in the editor, and for visitors (whose cached pages without it are dropped), with one restore in each history. */
  async function backEverywhere(versionsBefore: string[], pageANotes: string[], pageBNotes: string[]): Promise<void> {
    await openEditor(A, 'de');
    await waitForMarker(`Wiederverwendbarer Abschnitt: ${RENAMED} – auch auf: Reusable A (EN), Reusable B (EN). Änderungen hier ändern ihn überall.`);
    // its draft came back with it (the version restored above, not published)
    await waitForEditorText('Neue Sponsoren 2027');
    await openEditor(B, 'en');
    await waitForMarker(`Reusable section: ${RENAMED} – also on: Wiederverwendbar A (DE), Reusable A (EN). Changes here change it everywhere.`);
    await visitorSees(path(A, 'de'), CHECKED, FIRST);
    await visitorSees(path(B, 'en'), EN_TEXT, FIRST);
    // one entry in its own history (the rest of it is back), one in each page's
    expect(await versionNotes()).toEqual(['restored from the trash', ...versionsBefore]);
    expect(await pageNotes(pageA)).toEqual(['restored from the trash', ...pageANotes]);
    expect(await pageNotes(pageB)).toEqual(['restored from the trash', ...pageBNotes]);
  }

  test('in German: listed on page A as a reusable section with where it comes back; restored by keyboard, it is back on both pages for editors and visitors, one entry in its history', async () => {
    await cachedWith(path(A, 'de'), CHECKED);
    const anchor = await anchorOnA();
    expect((await visitorHtml(path(A, 'de'))).html).toContain(`id="${anchor}"`);
    const versionsBefore = await versionNotes();
    await deleteIt();
    // visitors get no empty section under its anchor either (page A's published version keeps the placement)
    expect((await visitorHtml(path(A, 'de'))).html).not.toContain(`id="${anchor}"`);
    // its history went to the trash with it
    expect((await api(page, `/de/pageeditor-api/shared-sections/${sharedId}/versions/`)).status).toBe(404);
    const pageANotes = await pageNotes(pageA);
    const pageBNotes = await pageNotes(pageB);

    await openEditor(A, 'de');
    await page.waitForSelector(placement, { hidden: true, timeout: TIMEOUT });
    // the editor says where it went, and which button brings it back
    await saysInTrash(NOTE_DE);
    await page.$eval(note, (el) => el.scrollIntoView({ block: 'center' }));
    await reviewScreenshot(page, 'reusable-in-trash-de');
    const entry = await openList();
    expect(await text(`${dialog} h2`)).toBe('Gelöschte Abschnitte dieser Seite');
    expect(await text(`${entry} [data-testid=deleted-section-text]`)).toMatch(new RegExp(`^Wiederverwendbarer Abschnitt „${RENAMED}“, gelöscht .+ von .+$`));
    expect(await text(`${entry} [data-testid=deleted-section-uses]`)).toBe('Kommt zurück auf: Wiederverwendbar A (DE), Reusable A (EN), Reusable B (EN)');
    await reviewScreenshot(page, 'reusable-deleted-list-de');
    await axeClean('deleted sections with a reusable section', '[data-testid=deleted-sections-dialog]');
    expect(await restoreWithKeyboard(entry, `Wiederverwendbaren Abschnitt „${RENAMED}“ wiederherstellen`)).toBe(`Der wiederverwendbare Abschnitt „${RENAMED}“ ist wieder da – mit seinem Verlauf und auf allen Seiten, die ihn zeigten.`);
    expect(await page.$(entry)).toBeNull();
    await axeClean('deleted sections after the restore', '[data-testid=deleted-sections-dialog]');
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid=deleted-sections-dialog]', { hidden: true, timeout: TIMEOUT });
    // the page shows it again at once, and no longer says it is in the trash
    await page.waitForSelector(placement, { timeout: TIMEOUT });
    await saysNothing();
    await backEverywhere(versionsBefore, pageANotes, pageBNotes);
    // under its anchor, which the published page kept
    expect((await visitorHtml(path(A, 'de'))).html).toContain(`id="${anchor}"`);
    // its 'Verlauf' says it
    await openEditor(A, 'de');
    await pressInSection('shared-history');
    await page.waitForSelector('dialog[open][data-testid=shared-history-dialog] [data-testid=shared-version-entry]', { timeout: TIMEOUT });
    expect(await text('dialog[open][data-testid=shared-history-dialog] [data-testid=shared-version-entry]')).toContain('Aus dem Papierkorb wiederhergestellt');
    await page.keyboard.press('Escape');
  });

  test('in English: restored by someone else first, the list says so; deleted again and restored from page B by keyboard, back on both pages', async () => {
    const versionsBefore = await versionNotes();
    await deleteIt();
    const pageANotes = await pageNotes(pageA);
    const pageBNotes = await pageNotes(pageB);
    await openEditor(B, 'en');
    await page.waitForSelector(placement, { hidden: true, timeout: TIMEOUT });
    await saysInTrash(NOTE_EN);
    let entry = await openList();
    expect(await text(`${dialog} h2`)).toBe('Deleted sections of this page');
    expect(await text(`${entry} [data-testid=deleted-section-text]`)).toMatch(new RegExp(`^Reusable section “${RENAMED}”, deleted .+ by .+$`));
    expect(await text(`${entry} [data-testid=deleted-section-uses]`)).toBe('Comes back on: Wiederverwendbar A (DE), Reusable A (EN), Reusable B (EN)');
    await reviewScreenshot(page, 'reusable-deleted-list-en');
    await axeClean('deleted sections with a reusable section (en)', '[data-testid=deleted-sections-dialog]');

    // someone else restores it while the list is open: pressed here, a clear message and the list as it is now
    expect((await api(page, `/de/pageeditor-api/trash/${entryId}/restore/`, { method: 'POST', body: {} })).status).toBe(200);
    expect(await restoreWithKeyboard(entry, `Restore reusable section “${RENAMED}”`)).toBe(
      `The reusable section “${RENAMED}” is no longer in the trash – someone else may have restored it already. The list and the page show what is there now.`,
    );
    await page.waitForSelector(`${dialog} [data-testid=deleted-section][data-kind=shared]`, { hidden: true, timeout: TIMEOUT });
    await page.waitForSelector(placement, { timeout: TIMEOUT });
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid=deleted-sections-dialog]', { hidden: true, timeout: TIMEOUT });
    expect(await versionNotes()).toEqual(['restored from the trash', ...versionsBefore]);

    // deleted again; restored here, by keyboard
    const versionsNow = await versionNotes();
    const pageANow = await pageNotes(pageA);
    const pageBNow = await pageNotes(pageB);
    expect(pageANow[0]).toBe('restored from the trash');
    expect(pageANow.slice(1)).toEqual(pageANotes);
    expect(pageBNow.slice(1)).toEqual(pageBNotes);
    await deleteIt();
    const pageAGone = await pageNotes(pageA);
    const pageBGone = await pageNotes(pageB);
    await openEditor(B, 'en');
    entry = await openList();
    expect(await restoreWithKeyboard(entry, `Restore reusable section “${RENAMED}”`)).toBe(`The reusable section “${RENAMED}” is back – with its history and on every page that showed it.`);
    await axeClean('deleted sections after the restore (en)', '[data-testid=deleted-sections-dialog]');
    await page.keyboard.press('Escape');
    await page.waitForSelector(placement, { timeout: TIMEOUT });
    await saysNothing();
    await backEverywhere(versionsNow, pageAGone, pageBGone);
  });
});
