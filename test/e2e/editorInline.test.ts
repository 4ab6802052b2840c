/**
 * Text on the page (issue 27 item 1): a headline, a text and a quote edited in place, by keyboard
 * only, in German and in English: Tab to the module, Enter, type (bold from the rich text's toolbar
 * and by Ctrl+B), Escape saves and leaves with the focus back on the module; the stored values after
 * a reload; Ctrl+Z restores; another editor's save meanwhile (through the API) brings the conflict
 * dialog; an empty headline gets the modal's own message (the modal, opened from the editing with
 * what was typed, says the same); axe finds nothing while a module is edited in place. On a page of
 * its own, made through the admin API.
 */
import type { Browser, BrowserContext, Page } from 'puppeteer';
import { describeFindings, runAxe } from './axe';
import { openBrowser } from './browser';
import { api, createTestPage, openAsEditor, TIMEOUT } from './editorSteps';
import { baseUrl, waitForHydration, waitOrTell } from './visit';

jest.setTimeout(300_000);

const SLUG = 'vor-ort-e2e';
const OTHER = { username: 'ortrud', password: 'ortrud-zweite-e2e', first_name: 'Ortrud', last_name: 'Zweit' };

type Lang = 'de' | 'en';
const PATH: Record<Lang, string> = { de: `/de/${SLUG}`, en: `/en/${SLUG}-en` };
const SECTION: Record<Lang, string> = { de: 'vor-ort-eins', en: 'on-page-one' };
const WORDS = {
  de: { required: 'Dieses Feld ist erforderlich.', conflict: 'Ortrud Zweit hat das inzwischen geändert.', region: 'Überschrift auf der Seite bearbeiten', clean: 'Escape beendet die Bearbeitung.', unsaved: 'Nicht gespeichert. Escape oder Verlassen speichert.' },
  en: { required: 'This field is required.', conflict: 'Ortrud Zweit has changed this in the meantime.', region: 'Editing Headline on the page', clean: 'Escape leaves editing.', unsaved: 'Not saved yet. Escape or leaving saves.' },
};

let browser: Browser;
let close: () => Promise<void>;
let context: BrowserContext;
let page: Page;
/** the second editor's session, in a context of its own */
let other: Page;

type StoredModule = { id: number; model: string; version: number; data: Record<string, unknown> };
type StoredSection = { id: number; modules: StoredModule[] };

const moduleSel = (model: string) => `[data-testid=sections-editor] [data-model="${model}"]`;
const targetOf = (model: string) => `${moduleSel(model)} [data-testid=inline-target]`;
const editorOf = (model: string) => `${moduleSel(model)} [data-testid=inline-editor]`;

async function stored(lang: Lang): Promise<Record<string, StoredModule>> {
  const answer = await api<StoredSection>(page, `/${lang}/pageeditor-api/container/by-slug/${SECTION[lang]}`);
  return Object.fromEntries(answer.body.modules.map((m) => [m.model, m]));
}

async function openEditor(lang: Lang): Promise<void> {
  await page.goto(`${baseUrl()}${PATH[lang]}?edit`, { waitUntil: 'networkidle2' });
  await waitForHydration(page);
  await page.waitForSelector(targetOf('quote'), { timeout: TIMEOUT });
}

/** Keyboard only from the module's bar: Tab reaches its rendering, Enter starts the editing in place. */
async function startEditing(model: string): Promise<void> {
  await page.focus(`${moduleSel(model)} [data-testid=delete-module]`);
  await page.keyboard.press('Tab');
  expect(await page.evaluate((sel) => document.activeElement === document.querySelector(sel), targetOf(model))).toBe(true);
  await page.keyboard.press('Enter');
  await page.waitForSelector(editorOf(model), { timeout: TIMEOUT });
}

async function selectAllAndType(text: string): Promise<void> {
  await page.keyboard.down('Control');
  await page.keyboard.press('a');
  await page.keyboard.up('Control');
  await page.keyboard.type(text);
}

/**
 * Types into a rich text one key at a time, each once the text shows the one before, as someone
 * watching the screen would. Slate inserts a character itself (and React shows it a moment later)
 * when a mark was just toggled or the letter is not plain ASCII; keys sent faster than that would
 * act on the text as it was.
 */
async function typeWatching(editable: string, text: string): Promise<void> {
  // Slate's marks for the next letter show as a zero-width placeholder
  const before = await page.$eval(editable, (el) => el.textContent?.replace(/\uFEFF/g, '') ?? '');
  for (let i = 1; i <= text.length; i++) {
    await page.keyboard.type(text[i - 1]);
    await waitOrTell(
      page,
      page.waitForFunction((sel, shown) => document.querySelector(sel)?.textContent?.replace(/\uFEFF/g, '') === shown, { timeout: TIMEOUT }, editable, before + text.slice(0, i)),
      () => page.$eval(editable, (el) => `text: ${JSON.stringify(el.textContent)}`),
    );
  }
}

/** Escape saves and leaves: the rendering is back, with the focus on it. */
async function escapeAndWait(model: string): Promise<void> {
  await page.keyboard.press('Escape');
  await page.waitForSelector(editorOf(model), { hidden: true, timeout: TIMEOUT });
  await page.waitForFunction((sel) => document.activeElement === document.querySelector(sel), { timeout: TIMEOUT }, targetOf(model));
}

const shown = (model: string) => page.$eval(moduleSel(model), (el) => el.querySelector('[data-testid=inline-target]')?.textContent ?? '');
const activeField = () => page.evaluate(() => document.activeElement?.getAttribute('data-inline-field') ?? document.activeElement?.getAttribute('aria-label') ?? '');

beforeAll(async () => {
  ({ browser, close } = await openBrowser());
  context = await browser.createBrowserContext();
  page = await openAsEditor(context, '/de/ueber-uns?edit');
  const pageId = await createTestPage(page, { slug: SLUG, title_de: 'Vor Ort', title_en: 'On the page', is_online: true }, [SECTION.de]);
  const en = await api<{ id: number }>(page, '/en/pageeditor-api/container/', { method: 'POST', body: { slug: SECTION.en, parent: null, content_type: 'page', object_id: pageId, layout: 0 } });
  expect(en.status).toBe(201);
  for (const lang of ['de', 'en'] as const) {
    const section = await api<{ id: number }>(page, `/${lang}/pageeditor-api/container/by-slug/${SECTION[lang]}`);
    const place = { section: section.body.id, column: 0, parent: null };
    const modules = [
      { model: 'headline', data: { content: lang === 'de' ? 'Alte Überschrift' : 'Old headline', headline_level: 2, preline: lang === 'de' ? 'Dachzeile' : 'Preline' } },
      { model: 'text', data: { content: lang === 'de' ? '<p>Alter Text</p>' : '<p>Old text</p>' } },
      { model: 'quote', data: { content: lang === 'de' ? 'Altes Zitat' : 'Old quote', author: 'Clara' } },
    ];
    for (const { model, data } of modules) {
      const created = await api(page, `/${lang}/pageeditor-api/${model}/`, { method: 'POST', body: { ...data, ...place } });
      expect(created.status).toBe(201);
    }
  }
  // the second editor, signed in through the API in a context of its own
  expect((await api(page, '/api/admin/editors/', { method: 'POST', body: { ...OTHER, email: 'ortrud@example.org' } })).status).toBe(201);
  const otherContext = await browser.createBrowserContext();
  other = await otherContext.newPage();
  await other.goto(`${baseUrl()}/de/ueber-uns`, { waitUntil: 'domcontentloaded' });
  await api(other, '/de/pageeditor-api/user');
  expect((await api(other, '/de/pageeditor-api/login/', { method: 'POST', body: { username: OTHER.username, password: OTHER.password } })).status).toBe(200);
});

afterAll(async () => {
  await close?.();
});

describe.each(['de', 'en'] as const)('in place on the %s page', (lang) => {
  const words = WORDS[lang];
  const t = (de: string, en: string) => (lang === 'de' ? de : en);

  beforeAll(async () => {
    await openEditor(lang);
  });

  test('a headline, a text (bold by toolbar and by Ctrl+B) and a quote, by keyboard; Escape saves; stored after a reload', async () => {
    // the rendering is the way in: named, described, in the Tab order
    const target = await page.$eval(targetOf('headline'), (el) => ({ role: el.getAttribute('role'), label: el.getAttribute('aria-label'), hint: document.getElementById(el.getAttribute('aria-describedby')!)?.textContent }));
    expect(target).toEqual({ role: 'group', label: t('Überschrift', 'Headline'), hint: t('Klicken oder Eingabetaste: auf der Seite bearbeiten', 'Click or press Enter to edit on the page') });

    // headline: the focus in its text, which is what was clicked on (or Enter)
    await startEditing('headline');
    expect(await page.$eval(editorOf('headline'), (el) => el.getAttribute('aria-label'))).toBe(words.region);
    expect(await activeField()).toBe('content');
    expect(await page.$eval('[data-testid=inline-status]', (el) => el.textContent)).toBe(words.clean);
    const headline = t('Neue Überschrift vor Ort', 'New headline in place');
    await selectAllAndType(headline);
    expect(await page.$eval('[data-testid=inline-status]', (el) => el.textContent)).toBe(words.unsaved);
    await escapeAndWait('headline');
    expect(await shown('headline')).toContain(headline);

    // text: Ctrl+B, then the toolbar's bold on a selected word
    await startEditing('text');
    await page.waitForFunction(() => document.activeElement?.getAttribute('contenteditable') === 'true', { timeout: TIMEOUT });
    const editable = '[data-testid=inline-editor] [contenteditable]';
    await typeWatching(editable, ' ');
    await page.keyboard.down('Control');
    await page.keyboard.press('b');
    await page.keyboard.up('Control');
    await typeWatching(editable, t('fett', 'bold'));
    await page.keyboard.down('Control');
    await page.keyboard.press('b');
    await page.keyboard.up('Control');
    const word = t('kräftig', 'strong');
    await typeWatching(editable, ` ${word}`);
    // as fast as keys go: the selection is Slate's own, a render between two keys keeps it
    await page.keyboard.down('Shift');
    for (let i = 0; i < word.length; i++) await page.keyboard.press('ArrowLeft');
    await page.keyboard.up('Shift');
    await waitOrTell(
      page,
      page.waitForFunction((w) => window.getSelection()?.toString() === w, { timeout: TIMEOUT }, word),
      () => page.evaluate((sel) => `text: ${document.querySelector(sel)?.innerHTML}; selection: "${window.getSelection()?.toString()}"`, editable),
    );
    // the toolbar is one Tab stop before the text: Shift+Tab, then Enter on 'Fett'
    await page.keyboard.down('Shift');
    await page.keyboard.press('Tab');
    await page.keyboard.up('Shift');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('rt-bold');
    await page.keyboard.press('Enter');
    await waitOrTell(
      page,
      page.waitForFunction((sel, w) => [...document.querySelectorAll(`${sel} strong`)].some((el) => el.textContent === w), { timeout: TIMEOUT }, editable, word),
      () => page.evaluate((sel) => `text: ${document.querySelector(sel)?.innerHTML}; focus: ${document.activeElement?.outerHTML.slice(0, 200)}; selection: "${window.getSelection()?.toString()}"`, editable),
    );
    await escapeAndWait('text');

    // quote: its text, then Tab to its author
    await startEditing('quote');
    expect(await activeField()).toBe('content');
    const quote = t('Musik ist Zuhören mit dem Herzen.', 'Music is listening with the heart.');
    await selectAllAndType(quote);
    await page.keyboard.press('Tab');
    expect(await activeField()).toBe('author');
    await selectAllAndType('Clara Schumann');
    await escapeAndWait('quote');

    const saved = await stored(lang);
    expect(saved.headline.data.content).toBe(headline);
    expect(saved.headline.data.preline).toBe(t('Dachzeile', 'Preline'));
    expect(saved.text.data.content).toBe(`<p>${t('Alter Text', 'Old text')} <strong>${t('fett', 'bold')}</strong> <strong>${word}</strong></p>`);
    expect(saved.quote.data).toMatchObject({ content: quote, author: 'Clara Schumann' });

    await openEditor(lang);
    expect(await shown('headline')).toContain(headline);
    expect(await page.$eval(`${targetOf('text')} strong:last-of-type`, (el) => el.textContent)).toBe(word);
    expect(await shown('quote')).toContain(quote);
    expect(await shown('quote')).toContain('Clara Schumann');
  });

  test('Escape without a change leaves, nothing is written; undo (Ctrl+Z) restores what was saved in place', async () => {
    const before = (await stored(lang)).quote;
    await startEditing('quote');
    await escapeAndWait('quote');
    expect((await stored(lang)).quote.version).toBe(before.version);

    await startEditing('quote');
    await selectAllAndType(t('Ein Zitat, gleich rückgängig', 'A quote, undone at once'));
    await escapeAndWait('quote');
    expect((await stored(lang)).quote.data.content).toBe(t('Ein Zitat, gleich rückgängig', 'A quote, undone at once'));
    // the focus is on the module (not in a field): Ctrl+Z is the editor's undo
    await page.keyboard.down('Control');
    await page.keyboard.press('z');
    await page.keyboard.up('Control');
    await page.waitForFunction((sel, text) => document.querySelector(sel)?.textContent?.includes(text), { timeout: TIMEOUT }, targetOf('quote'), String(before.data.content));
    await page.waitForFunction(
      async (path, content) => {
        const answer = await fetch(path).then((r) => r.json());
        return answer.modules.find((m: { model: string }) => m.model === 'quote')?.data.content === content;
      },
      { timeout: TIMEOUT, polling: 250 },
      `/${lang}/pageeditor-api/container/by-slug/${SECTION[lang]}`,
      before.data.content,
    );
  });

  test('another editor saved meanwhile: the conflict dialog, as in the modal', async () => {
    await startEditing('headline');
    const { headline } = await stored(lang);
    // the second editor saves the headline through the API while this one types
    const theirs = t('Ortruds Überschrift', "Ortrud's headline");
    const put = await api(other, `/${lang}/pageeditor-api/headline/${headline.id}/`, { method: 'PUT', body: { ...headline.data, content: theirs, version: headline.version } });
    expect(put.status).toBe(200);
    const mine = t('Meine Überschrift', 'My headline');
    await selectAllAndType(mine);
    await page.keyboard.press('Escape');
    await page.waitForSelector('dialog[open][data-testid=conflict-dialog]', { timeout: TIMEOUT });
    expect(await page.$eval('dialog[open][data-testid=conflict-dialog]', (el) => el.textContent)).toContain(words.conflict);
    // German: overwrite with mine; English: reload theirs
    await page.click(lang === 'de' ? '[data-testid=conflict-overwrite]' : '[data-testid=conflict-reload]');
    await page.waitForSelector(editorOf('headline'), { hidden: true, timeout: TIMEOUT });
    const expected = lang === 'de' ? mine : theirs;
    await page.waitForFunction((sel, text) => document.querySelector(sel)?.textContent?.includes(text), { timeout: TIMEOUT }, targetOf('headline'), expected);
    expect((await stored(lang)).headline.data.content).toBe(expected);
  });

  test("an empty headline: the modal's message at the field, nothing sent; the modal says the same", async () => {
    const before = (await stored(lang)).headline;
    await startEditing('headline');
    await selectAllAndType('');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Escape');
    await page.waitForSelector(`${editorOf('headline')} [data-testid=error-content]`, { timeout: TIMEOUT });
    expect(await page.$eval(`${editorOf('headline')} [data-testid=error-content]`, (el) => el.textContent)).toBe(words.required);
    // still editing, the focus in the field, which is marked and described by the message
    const field = await page.$eval(`${editorOf('headline')} [data-inline-field=content]`, (el) => ({
      invalid: el.getAttribute('aria-invalid'),
      describedBy: (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent),
      focused: document.activeElement === el,
    }));
    expect(field).toEqual({ invalid: 'true', describedBy: [words.required, words.unsaved], focused: true });
    expect((await stored(lang)).headline.version).toBe(before.version);

    // the modal, with what was typed: its own check says the same
    await page.click(`${editorOf('headline')} [data-testid=inline-dialog]`);
    await page.waitForSelector('dialog[open][data-testid="module-dialog-headline"]', { timeout: TIMEOUT });
    await page.click('dialog[open][data-testid="module-dialog-headline"] [data-testid=save-module]');
    await page.waitForSelector('dialog[open][data-testid="module-dialog-headline"] [data-testid=error-content]', { timeout: TIMEOUT });
    expect(await page.$eval('dialog[open][data-testid="module-dialog-headline"] [data-testid=error-content]', (el) => el.textContent)).toBe(words.required);
    // closing asks (what was typed is unsaved); 'Verwerfen' drops it, the stored headline stays
    await page.keyboard.press('Escape');
    await page.waitForSelector('dialog[open][data-testid=confirm-dialog]', { timeout: TIMEOUT });
    await page.click('dialog[open][data-testid=confirm-dialog] [data-testid=confirm]');
    await page.waitForSelector('dialog[open][data-testid="module-dialog-headline"]', { hidden: true, timeout: TIMEOUT });
    expect(await shown('headline')).toContain(String(before.data.content));
    expect((await stored(lang)).headline.version).toBe(before.version);
  });

  test('axe finds nothing over the editor while a text is edited in place', async () => {
    await startEditing('text');
    await page.keyboard.type(t(' noch', ' more'));
    const findings = [...(await runAxe(page, '[data-testid=sections-editor]')), ...(await runAxe(page, '[data-testid=editor-toolbar]'))];
    expect(describeFindings('in-place editing', findings)).toEqual([]);
    // leaving by Tab out of the module saves too: past 'Speichern', 'Verwerfen' and 'Alle Felder …'
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    await page.waitForSelector(editorOf('text'), { hidden: true, timeout: TIMEOUT });
    await page.waitForFunction(
      async (path, word) => {
        const answer = await fetch(path).then((r) => r.json());
        return String(answer.modules.find((m: { model: string }) => m.model === 'text')?.data.content).includes(word);
      },
      { timeout: TIMEOUT, polling: 250 },
      `/${lang}/pageeditor-api/container/by-slug/${SECTION[lang]}`,
      t('noch', 'more'),
    );
    expect(String((await stored(lang)).text.data.content)).toContain(t('noch', 'more'));
  });
});
