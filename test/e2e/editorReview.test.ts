/**
 * Review before publishing (issue 27 item 4), two editors in two browser contexts: Erika needs
 * approval (set in the admin's editors screen): no Publish, the back end refuses it too; she submits
 * her change with a comment. The reviewer (the demo editor) sees it waiting, reads the diff, comments
 * at the module and sends it back; Erika sees the comment at the module within seconds, changes the
 * text, marks the comment done, copies the German modules into the English page (marked 'needs
 * translation') and submits both languages again from there (issue 45 item 1: the dialog asks which,
 * as Publish does); the reviewer approves in English after the same warning
 * Publish gives (issue 45 item 4: a module still marked) and visitors see the change. Every step by keyboard, in both languages; axe over the new
 * states; every step in the page's history.
 */
import type { Browser, BrowserContext, Page } from 'puppeteer';
import { EDITOR_CHANGES_POLL_MS } from '../../shared/constants';
import { describeFindings, runAxe } from './axe';
import { openBrowser } from './browser';
import { api, createTestPage, dismissCookieBanner, fillFields, logInThroughModal, openAsEditor, saveDialog, TIMEOUT } from './editorSteps';
import { baseUrl, open, waitForHydration, waitOrTell } from './visit';

jest.setTimeout(300_000);

const SLUG = 'pruefung-e2e';
const ERIKA = { username: 'erika-e2e', password: 'erika-braucht-freigabe', first_name: 'Erika', last_name: 'Muster' };
/** within a few seconds: the poll's interval twice, and a second for the answers and the render */
const NOTICED_WITHIN_MS = 2 * EDITOR_CHANGES_POLL_MS + 1000;

let browser: Browser;
let close: () => Promise<void>;
let reviewerContext: BrowserContext;
let editorContext: BrowserContext;
/** the demo editor: staff and reviewer */
let reviewer: Page;
/** Erika: needs approval */
let editor: Page;
let pageId: number;
let linkId: number;

// a link module: its text is edited in the module dialog (headline, text and quote are edited in place)
const link = '[data-testid=sections-editor] [data-model="link"]';
const reviewDialog = 'dialog[open][data-testid=review-dialog]';
/** the text a reader sees or hears: a toolbar's short word (aria-hidden, ShortLabel) left out */
const text = (page: Page, selector: string) =>
  page.$eval(selector, (el) => {
    const copy = el.cloneNode(true) as Element;
    copy.querySelectorAll('[aria-hidden=true]').forEach((hidden) => hidden.remove());
    return copy.textContent?.trim() ?? '';
  });

async function openEditor(page: Page, path: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle2' });
  await waitForHydration(page);
  await page.waitForSelector('[data-testid=editor-toolbar] [data-testid=review-open]', { timeout: TIMEOUT });
}

/** Focuses a control and presses Enter: every step of this test is done with the keyboard. */
async function press(page: Page, selector: string): Promise<void> {
  await page.waitForSelector(selector, { timeout: TIMEOUT });
  await page.focus(selector);
  await page.keyboard.press('Enter');
}

async function typeInto(page: Page, selector: string, value: string): Promise<void> {
  await page.focus(selector);
  await page.keyboard.type(value);
}

const axeClean = async (page: Page, what: string, selector: string) => expect(describeFindings(what, await runAxe(page, selector))).toEqual([]);

beforeAll(async () => {
  ({ browser, close } = await openBrowser());
  reviewerContext = await browser.createBrowserContext();
  reviewer = await openAsEditor(reviewerContext, '/de/ueber-uns?edit');
  pageId = await createTestPage(reviewer, { slug: SLUG, title_de: 'Prüfung', title_en: 'Review', is_online: true }, ['pruefung-eins']);
  const stored = await api<{ modules: { id: number }[] }>(reviewer, `/de/pageeditor-api/page/${SLUG}`);
  const created = await api<{ id: number }>(reviewer, '/de/pageeditor-api/link/', { method: 'POST', body: { section: stored.body.modules[0].id, content: 'Die erste Fassung des Links', link_url: '/de/konzerte', extra_class: '' } });
  linkId = created.body.id;
  expect((await api(reviewer, `/de/pageeditor-api/publication/page/${pageId}/publish/`, { method: 'POST', body: {} })).status).toBe(200);
  // the admin's editors screen: a new editor who needs approval
  expect((await api(reviewer, '/api/admin/editors/', { method: 'POST', body: { ...ERIKA, email: 'erika-e2e@example.org', needs_review: true } })).status).toBe(201);

  editorContext = await browser.createBrowserContext();
  ({ page: editor } = await open(editorContext, `/de/${SLUG}?edit`));
  await editor.setViewport({ width: 1440, height: 900 });
  await logInThroughModal(editor, ERIKA.username, ERIKA.password);
  await editor.waitForSelector('[data-testid=review-open]', { timeout: TIMEOUT });
  await dismissCookieBanner(editor);
});

afterAll(async () => {
  await editorContext?.close();
  await reviewerContext?.close();
  await close?.();
});

test('an editor who needs approval has no Publish (the back end refuses it too) and submits her change with a comment', async () => {
  expect(await editor.$('[data-testid=publish]')).toBeNull();
  expect(await editor.$('[data-testid=schedule]')).toBeNull();
  expect(await text(editor, '[data-testid=review-open]')).toBe('Zur Prüfung einreichen');
  // nothing to submit yet
  expect(await editor.$eval('[data-testid=review-open]', (el) => (el as HTMLButtonElement).disabled)).toBe(true);

  await press(editor, `${link} [data-testid=edit-module]`);
  await editor.waitForSelector('dialog[open][data-testid="module-dialog-link"]', { timeout: TIMEOUT });
  await fillFields(editor, 'link', { content: 'Die neue, ausführliche und viel zu lange Fassung des Links' });
  await saveDialog(editor, 'link');
  await editor.waitForSelector('[data-testid=review-open]:not([disabled])', { timeout: TIMEOUT });

  // the API refuses a publish, in the editor's language
  const refused = await api<{ code: string; message: string }>(editor, `/de/pageeditor-api/publication/page/${pageId}/publish/`, { method: 'POST', body: {} });
  expect(refused).toEqual({ status: 403, body: expect.objectContaining({ code: 'review_required', message: expect.stringMatching(/^Ihre Änderungen brauchen eine Freigabe/) }) });
  const english = await api<{ message: string }>(editor, `/en/pageeditor-api/publication/page/${pageId}/publish/`, { method: 'POST', body: {} });
  expect(english.body.message).toMatch(/^Your changes need approval: please submit them for review\./);

  await press(editor, '[data-testid=review-open]');
  await editor.waitForSelector(`${reviewDialog} [data-testid=review-submit-form]`, { timeout: TIMEOUT });
  // the diff shows what the submission would change
  await editor.waitForSelector(`${reviewDialog} [data-testid=review-diff] [data-diff="module-changed"]`, { timeout: TIMEOUT });
  await axeClean(editor, 'submit dialog', '[data-testid=review-dialog]');
  await typeInto(editor, `${reviewDialog} [data-testid=review-submit-comment]`, 'Bitte den neuen Link prüfen.');
  await press(editor, `${reviewDialog} [data-testid=review-submit]`);
  await editor.waitForSelector(reviewDialog, { hidden: true, timeout: TIMEOUT });
  await editor.waitForSelector('[data-testid=review-state][data-state=pending]', { timeout: TIMEOUT });
  expect(await text(editor, '[data-testid=review-state]')).toBe('Wartet auf Prüfung');
  expect(await text(editor, '[data-testid=review-open]')).toBe('Prüfung ansehen');
  await axeClean(editor, 'toolbar, waiting', '[data-testid=editor-toolbar]');
});

test('the reviewer sees it waiting, reads the diff, comments at the module and sends it back', async () => {
  await openEditor(reviewer, '/de/ueber-uns?edit');
  const waiting = '[data-testid=review-waiting]';
  await reviewer.waitForFunction((sel) => /^Freigaben \(\d+\)$/.test(document.querySelector(sel)?.textContent ?? ''), { timeout: TIMEOUT }, waiting);
  await press(reviewer, waiting);
  const item = `dialog[open][data-testid=review-waiting-dialog] [data-testid=review-waiting-item][data-owner="page-${pageId}"]`;
  await reviewer.waitForSelector(item, { timeout: TIMEOUT });
  expect(await text(reviewer, item)).toMatch(/^Seite Prüfung · Eingereicht von Erika Muster · .*Bitte den neuen Link prüfen\.$/);
  await axeClean(reviewer, 'waiting list', '[data-testid=review-waiting-dialog]');
  // the entry leads to the page in the editor
  await Promise.all([reviewer.waitForNavigation({ waitUntil: 'networkidle2' }), press(reviewer, `${item} a`)]);
  expect(new URL(reviewer.url()).pathname + new URL(reviewer.url()).search).toBe(`/de/${SLUG}?edit`);
  await waitForHydration(reviewer);
  await reviewer.waitForSelector('[data-testid=review-state][data-state=pending]', { timeout: TIMEOUT });
  expect(await text(reviewer, '[data-testid=review-open]')).toBe('Prüfung öffnen');

  await press(reviewer, '[data-testid=review-open]');
  await reviewer.waitForSelector(`${reviewDialog} [data-testid=review-decide]`, { timeout: TIMEOUT });
  expect(await text(reviewer, `${reviewDialog} [data-testid=review-current]`)).toMatch(/Eingereicht von Erika Muster · .*Bitte den neuen Link prüfen\./);
  const changed = `${reviewDialog} [data-testid=review-diff] [data-diff="module-changed"][data-module-id="${linkId}"]`;
  await reviewer.waitForSelector(changed, { timeout: TIMEOUT });
  expect(await reviewer.$$eval(`${changed} del`, (list) => list.map((el) => el.textContent).join(' '))).toContain('erste');
  expect(await reviewer.$$eval(`${changed} ins`, (list) => list.map((el) => el.textContent).join(' '))).toContain('viel zu lange');
  await axeClean(reviewer, 'review dialog', '[data-testid=review-dialog]');
  await reviewer.keyboard.press('Escape');
  await reviewer.waitForSelector(reviewDialog, { hidden: true, timeout: TIMEOUT });

  // a comment at the link, from its bar
  expect(await reviewer.$eval(`${link} [data-testid=comment-module]`, (el) => el.getAttribute('aria-label'))).toMatch(/^Kommentieren: Link: /);
  await press(reviewer, `${link} [data-testid=comment-module]`);
  await reviewer.waitForSelector('dialog[open][data-testid=comment-dialog] [data-testid=comment-body]', { timeout: TIMEOUT });
  await typeInto(reviewer, 'dialog[open][data-testid=comment-dialog] [data-testid=comment-body]', 'Bitte kürzer fassen.');
  await axeClean(reviewer, 'comment dialog', '[data-testid=comment-dialog]');
  await press(reviewer, 'dialog[open][data-testid=comment-dialog] [data-testid=comment-save]');
  await reviewer.waitForSelector('dialog[open][data-testid=comment-dialog]', { hidden: true, timeout: TIMEOUT });
  await reviewer.waitForSelector(`${link} [data-testid=module-comment]`, { timeout: TIMEOUT });

  // sent back: the module's comment says what to change
  await press(reviewer, '[data-testid=review-open]');
  await reviewer.waitForSelector(`${reviewDialog} [data-testid=review-comment][data-module="${linkId}"]`, { timeout: TIMEOUT });
  await press(reviewer, `${reviewDialog} [data-testid=review-send-back]`);
  await reviewer.waitForSelector(reviewDialog, { hidden: true, timeout: TIMEOUT });
  await reviewer.waitForSelector('[data-testid=review-state][data-state=returned]', { timeout: TIMEOUT });
  expect(await text(reviewer, '[data-testid=review-state]')).toBe('Zurückgegeben · 1 Kommentar');
  // the reviewer cannot be made to approve what was not submitted again
  expect(await text(reviewer, '[data-testid=review-open]')).toBe('Zur Prüfung einreichen');
});

test('the editor sees the comment at the module within seconds, changes the text, marks it done and submits again from the English page', async () => {
  const comment = `${link} [data-testid=module-comment]`;
  await editor.waitForSelector(comment, { timeout: NOTICED_WITHIN_MS });
  expect(await text(editor, comment)).toMatch(/^Bitte kürzer fassen\.Demo Redaktion · /);
  const toggle = `${link} [data-testid=module-comments-toggle]`;
  expect(await editor.$eval(toggle, (el) => [el.getAttribute('aria-expanded'), el.getAttribute('aria-label')])).toEqual(['true', expect.stringMatching(/^1 Kommentar zu Link: /)]);
  await editor.waitForSelector('[data-testid=review-state][data-state=returned]', { timeout: NOTICED_WITHIN_MS });
  await axeClean(editor, 'comment at the module', link);
  // keyboard: the toggle hides and shows them
  await press(editor, toggle);
  await editor.waitForSelector(`${link} [data-testid=module-comments]`, { hidden: true, timeout: TIMEOUT });
  await press(editor, toggle);
  await editor.waitForSelector(`${link} [data-testid=module-comments]`, { visible: true, timeout: TIMEOUT });

  await press(editor, `${link} [data-testid=edit-module]`);
  await editor.waitForSelector('dialog[open][data-testid="module-dialog-link"]', { timeout: TIMEOUT });
  await fillFields(editor, 'link', { content: 'Die neue Fassung, kurz' });
  await saveDialog(editor, 'link');
  await editor.waitForSelector('dialog[open][data-testid="module-dialog-link"]', { hidden: true, timeout: TIMEOUT });
  await press(editor, `${link} [data-testid=module-comment-done]`);
  await editor.waitForSelector(comment, { hidden: true, timeout: TIMEOUT });

  await openEditor(editor, `/en/${SLUG}-en?edit`);
  await editor.waitForSelector('[data-testid=review-state][data-state=returned]', { timeout: TIMEOUT });
  expect(await text(editor, '[data-testid=review-state]')).toBe('Sent back');
  // the English page gets the German link, marked 'needs translation' (the translation copy is hers to do)
  await press(editor, '[data-testid=translation-open]');
  await press(editor, 'dialog[open][data-testid=translation-dialog] [data-testid=copy-translation]');
  await editor.waitForFunction(() => document.querySelector('[data-testid=translation-message]')?.textContent === '1 module copied.', { timeout: TIMEOUT });
  await editor.keyboard.press('Escape');
  await editor.waitForSelector('[data-testid=translation-dialog]', { hidden: true, timeout: TIMEOUT });
  await editor.waitForSelector(`${link} [data-testid=needs-translation]`, { timeout: TIMEOUT });
  expect(await text(editor, '[data-testid=review-open]')).toBe('Submit for review');
  await press(editor, '[data-testid=review-open]');
  await editor.waitForSelector(`${reviewDialog} [data-testid=review-submit-form]`, { timeout: TIMEOUT });
  expect(await text(editor, `${reviewDialog} [data-testid=review-current]`)).toMatch(/^Sent backSubmitted by Erika Muster · .* · German.*Sent back by Demo Redaktion · /);
  // both languages have changes (the German link, the English copy): the dialog asks which to submit,
  // as Publish asks (issue 45 item 1): this page's English checked, German not; Space checks German too
  const choice = `${reviewDialog} [data-testid=publish-languages]`;
  await editor.waitForSelector(choice, { timeout: TIMEOUT });
  const checked = () => editor.$$eval(`${choice} input`, (list) => list.map((i) => `${i.getAttribute('data-testid')}:${(i as HTMLInputElement).checked}`));
  // the English copy's draft status can arrive after the dialog opened (a loaded machine); the
  // choice follows it (useLanguageChoice), so wait for it to list both languages
  const bothListed = 'Which languages to submit for review?GermanEnglish (this page)';
  await waitOrTell(
    editor,
    editor.waitForFunction((sel, want) => document.querySelector(sel)?.textContent === want, { timeout: TIMEOUT }, choice, bothListed),
    async () => `the choice read: ${await text(editor, choice)}`,
  );
  expect(await checked()).toEqual(['publish-language-de:false', 'publish-language-en:true']);
  await editor.focus(`${choice} [data-testid=publish-language-de]`);
  await editor.keyboard.press('Space');
  await editor.waitForFunction((sel) => (document.querySelector(sel) as HTMLInputElement | null)?.checked === true, { timeout: TIMEOUT }, `${choice} [data-testid=publish-language-de]`);
  expect(await checked()).toEqual(['publish-language-de:true', 'publish-language-en:true']);
  await axeClean(editor, 'submit dialog (en)', '[data-testid=review-dialog]');
  await typeInto(editor, `${reviewDialog} [data-testid=review-submit-comment]`, 'Shortened.');
  await press(editor, `${reviewDialog} [data-testid=review-submit]`);
  await editor.waitForSelector('[data-testid=review-state][data-state=pending]', { timeout: TIMEOUT });
  expect(await text(editor, '[data-testid=review-state]')).toBe('Waiting for review');
});

test('the reviewer approves in English after the warning Publish gives too: visitors see the change; every step is in the history', async () => {
  await openEditor(reviewer, `/en/${SLUG}-en?edit`);
  await reviewer.waitForSelector('[data-testid=review-state][data-state=pending]', { timeout: TIMEOUT });
  expect(await text(reviewer, '[data-testid=review-open]')).toBe('Open review');
  await press(reviewer, '[data-testid=review-open]');
  await reviewer.waitForSelector(`${reviewDialog} [data-testid=review-decide]`, { timeout: TIMEOUT });
  // the languages submitted are named, and the approval publishes them
  expect(await text(reviewer, `${reviewDialog} [data-testid=review-current] [data-testid=review-round-submitted]`)).toMatch(/^Submitted by Erika Muster · .* · German, English$/);
  expect(await text(reviewer, `${reviewDialog} [data-testid=review-approve-scope]`)).toBe('Approving publishes: German, English.');
  // the German module's change, named with its language
  await reviewer.waitForFunction((sel) => /Link “.*” changed \(German version\)/.test(document.querySelector(sel)?.textContent ?? ''), { timeout: TIMEOUT }, `${reviewDialog} [data-testid=review-diff]`);
  expect(await reviewer.$eval(`${reviewDialog} [data-testid=review-when-now]`, (el) => (el as HTMLInputElement).checked)).toBe(true);
  await axeClean(reviewer, 'review dialog (en)', '[data-testid=review-dialog]');
  await typeInto(reviewer, `${reviewDialog} [data-testid=review-decision]`, 'Good to go.');
  await press(reviewer, `${reviewDialog} [data-testid=review-approve]`);
  // the approval publishes both languages submitted: first the warning Publish gives, here of the module still marked
  const warning = 'dialog[open][data-testid=approve-warning]';
  await reviewer.waitForSelector(`${warning} [data-testid=marked-warning]`, { timeout: TIMEOUT });
  expect(await text(reviewer, `${warning} [data-testid=marked-warning]`)).toBe('1 module is still marked “needs translation” (English).');
  expect(await text(reviewer, `${warning} h2`)).toBe('Before approving');
  await axeClean(reviewer, 'approval warning (en)', '[data-testid=approve-warning]');
  // Escape: back in the review dialog, nothing approved
  await reviewer.keyboard.press('Escape');
  await reviewer.waitForSelector(warning, { hidden: true, timeout: TIMEOUT });
  expect(await reviewer.$(reviewDialog)).not.toBeNull();
  await press(reviewer, `${reviewDialog} [data-testid=review-approve]`);
  await press(reviewer, `${warning} [data-testid=approve-anyway]`);
  await reviewer.waitForSelector(reviewDialog, { hidden: true, timeout: TIMEOUT });
  await reviewer.waitForFunction(() => document.querySelector('[data-testid=draft-state]')?.textContent === 'Published', { timeout: TIMEOUT });
  expect(await reviewer.$('[data-testid=review-state]')).toBeNull();

  // a visitor (no session) gets the approved text
  const visitorContext = await browser.createBrowserContext();
  try {
    const { page: visitor } = await open(visitorContext, `/de/${SLUG}`);
    expect(await visitor.$eval('main', (el) => el.textContent)).toContain('Die neue Fassung, kurz');
  } finally {
    await visitorContext.close();
  }

  await press(reviewer, '[data-testid=versions]');
  await reviewer.waitForSelector('dialog[open][data-testid=versions-dialog] [data-testid=version-list]', { timeout: TIMEOUT });
  const entries = await reviewer.$$eval('dialog[open][data-testid=versions-dialog] [data-testid=version-entry]', (list) => list.slice(0, 7).map((el) => el.textContent?.split(' · ').slice(0, 2).join(' · ')));
  expect(entries).toEqual([
    'Approved and published: “Good to go.” · Demo Redaktion',
    'Submitted for review: “Shortened.” · Erika Muster',
    'Copied from German · Erika Muster',
    // (opening the English page, which has no section, wrote nothing: issue 44)
    'Link “Die neue Fassung, kurz” changed (German version) · Erika Muster',
    'Sent back for changes · Demo Redaktion',
    'Submitted for review: “Bitte den neuen Link prüfen.” · Erika Muster',
    'Link “Die neue, ausführliche und viel zu lange Fassung des Links” changed (German version) · Erika Muster',
  ]);
  await reviewer.keyboard.press('Escape');

  // and the editor's toolbar follows: nothing open, nothing to submit
  await editor.waitForSelector('[data-testid=review-state]', { hidden: true, timeout: NOTICED_WITHIN_MS + TIMEOUT });
  await editor.waitForSelector('[data-testid=review-open][disabled]', { timeout: TIMEOUT });
});
