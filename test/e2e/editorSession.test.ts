/**
 * The page editor's rules and failures in Chromium (SPEC §4, §5, §6, §8): a missing headline, a
 * 257-character teaser text and an embed from a host that is not allowed are refused with a message
 * next to the field by the editor (nothing sent) and, sent directly, by the server (400 with the same
 * message; the cms tests cover every rule: cms/api/pageeditor/*.test.ts); a server's field error
 * (an anchor taken) shows at the field; a save with an expired session opens the login modal and
 * loses nothing; the history (entries in words, the diff of a version), the preview of a version
 * (?v=, banner under the toolbar, editing off) and a restore. On a page of its own, made through the
 * admin API with two sections, so no other test file (editor.test.ts rebuilds /de/karriere) changes
 * what it edits, whatever runs at the same time.
 */
import type { Browser, BrowserContext, HTTPRequest, Page } from 'puppeteer';
import { openBrowser } from './browser';
import { api, fillFields, logInThroughModal, openNewModule, saveDialog, sectionSelector, setValue, TIMEOUT, createTestPage, openAsEditor } from './editorSteps';
import { E2E_DEMO_PASSWORD } from './globalSetup';
import { baseUrl, waitForHydration } from './visit';

jest.setTimeout(300_000);

const SLUG = 'sitzung-e2e';
const PAGE = `/de/${SLUG}`;
let browser: Browser;
let close: () => Promise<void>;
let editing: BrowserContext;
let page: Page;
let sectionId: number;
/** module writes the page sent (POST/PUT to the page-editor API other than login/reorder) */
const writes: string[] = [];

const dialog = (model: string) => `dialog[open][data-testid="module-dialog-${model}"]`;
/** Closes a module dialog with unsaved changes: the question comes, 'Verwerfen' closes it. */
async function discard(on: Page, model: string): Promise<void> {
  await on.click(`${dialog(model)} [data-testid=dialog-close]`);
  await on.waitForSelector('dialog[open][data-testid=confirm-dialog] [data-testid=confirm]', { timeout: TIMEOUT });
  await on.click('dialog[open][data-testid=confirm-dialog] [data-testid=confirm]');
  await on.waitForSelector(dialog(model), { hidden: true, timeout: TIMEOUT });
}
const errorOf = (model: string, field: string) => page.$eval(`${dialog(model)} [data-testid="error-${field}"]`, (el) => el.textContent);

beforeAll(async () => {
  ({ browser, close } = await openBrowser());
  editing = await browser.createBrowserContext();
  page = await openAsEditor(editing, '/de/ueber-uns?edit', undefined, async (p) => {
    p.on('request', (request: HTTPRequest) => {
      // content writes only: not the session, nor the presence heartbeat the editor sends every 15 s, nor the link check (a read)
      if (['POST', 'PUT', 'PATCH'].includes(request.method()) && /pageeditor-api\/(?!login|logout|reorder|finder\/links\/check)/.test(request.url()) && !/\/heartbeat\/?(\?|$)/.test(request.url())) writes.push(request.url());
    });
  });
  // this test's page, under the home page, with two one-column sections
  await createTestPage(page, { slug: SLUG, title_de: 'Sitzung', title_en: 'Session', is_online: true }, ['sitzung-eins', 'sitzung-zwei']);
  await page.goto(`${baseUrl()}${PAGE}?edit`, { waitUntil: 'networkidle2' });
  await waitForHydration(page);
  await page.waitForSelector(sectionSelector(1), { timeout: TIMEOUT });
  sectionId = Number(await page.$eval(sectionSelector(0), (el) => el.getAttribute('data-section-id')));
  writes.length = 0;
});

afterAll(async () => {
  await close();
});

describe('validation: the editor refuses, and so does the server', () => {
  // each test checks that the editor sent nothing before it sends the same directly
  beforeEach(() => {
    writes.length = 0;
  });

  it('a missing headline', async () => {
    await openNewModule(page, 0, 0, 'headline');
    await saveDialog(page, 'headline');
    await page.waitForSelector(`${dialog('headline')} [data-testid="error-content"]`, { timeout: TIMEOUT });
    expect(await errorOf('headline', 'content')).toBe('Dieses Feld ist erforderlich.');
    // next to the field, announced to assistive technology, and focused
    const field = await page.$eval(`${dialog('headline')} [data-field="content"]`, (el) => {
      const input = el.querySelector('input')!;
      return { invalid: input.getAttribute('aria-invalid'), describedBy: input.getAttribute('aria-describedby'), focused: document.activeElement === input };
    });
    expect(field.invalid).toBe('true');
    expect(field.describedBy).toBeTruthy();
    expect(writes).toEqual([]);
    await page.keyboard.press('Escape');
    await page.waitForSelector(dialog('headline'), { hidden: true, timeout: TIMEOUT });

    const direct = await api<{ errors: Record<string, string[]> }>(page, '/de/pageeditor-api/headline/', { method: 'POST', body: { section: sectionId, content: '' } });
    expect(direct.status).toBe(400);
    expect(direct.body.errors.content).toEqual(['Dieses Feld ist erforderlich.']);
  });

  it('a teaser text of 257 characters', async () => {
    const text = 'x'.repeat(257);
    await openNewModule(page, 0, 0, 'full-teaser');
    await fillFields(page, 'full-teaser', { image_url: '/media/x.jpg', headline: 'Zu lang', text });
    await saveDialog(page, 'full-teaser');
    await page.waitForSelector(`${dialog('full-teaser')} [data-testid="error-text"]`, { timeout: TIMEOUT });
    expect(await errorOf('full-teaser', 'text')).toBe('Bitte höchstens 256 Zeichen eingeben.');
    expect(writes).toEqual([]);
    // what was typed stays
    expect(await page.$eval(`${dialog('full-teaser')} [data-field="headline"] input`, (el) => (el as HTMLInputElement).value)).toBe('Zu lang');

    // unsaved changes: leaving the page asks (the browser's question; stay), closing the dialog asks (keep editing, then discard)
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (question) => {
        resolve(question.type());
        void question.dismiss();
      }),
    );
    void page.reload().catch(() => undefined);
    expect(await asked).toBe('beforeunload');
    expect(await page.$eval(`${dialog('full-teaser')} [data-field="headline"] input`, (el) => (el as HTMLInputElement).value)).toBe('Zu lang');
    await page.keyboard.press('Escape');
    await page.waitForSelector('dialog[open][data-testid=confirm-dialog]', { timeout: TIMEOUT });
    expect(await page.$eval('dialog[open][data-testid=confirm-dialog]', (el) => el.textContent)).toContain('Änderungen, die noch nicht gespeichert sind');
    await page.click('dialog[open][data-testid=confirm-dialog] [data-testid=confirm-cancel]');
    await page.waitForSelector('dialog[open][data-testid=confirm-dialog]', { hidden: true, timeout: TIMEOUT });
    expect(await page.$eval(`${dialog('full-teaser')} [data-field="headline"] input`, (el) => (el as HTMLInputElement).value)).toBe('Zu lang');
    await discard(page, 'full-teaser');

    const direct = await api<{ errors: Record<string, string[]> }>(page, '/en/pageeditor-api/full-teaser/', { method: 'POST', body: { section: sectionId, image_url: '/media/x.jpg', headline: 'Too long', text } });
    expect(direct.status).toBe(400);
    expect(direct.body.errors.text).toEqual(['Please enter at most 256 characters.']);
  });

  it('an embed from a host that is not allowed', async () => {
    await openNewModule(page, 0, 0, 'video');
    await fillFields(page, 'video', { image_url: '/media/x.jpg', video_url: 'https://videos.example.com/watch/1' });
    await saveDialog(page, 'video');
    await page.waitForSelector(`${dialog('video')} [data-testid="error-video_url"]`, { timeout: TIMEOUT });
    expect(await errorOf('video', 'video_url')).toMatch(/^Nur Einbettungen von diesen Diensten sind erlaubt: youtube\.com/);
    expect(writes).toEqual([]);
    await discard(page, 'video');

    const direct = await api<{ errors: Record<string, string[]> }>(page, '/de/pageeditor-api/video/', { method: 'POST', body: { section: sectionId, image_url: '/media/x.jpg', video_url: 'https://videos.example.com/watch/1' } });
    expect(direct.status).toBe(400);
    expect(direct.body.errors.video_url[0]).toMatch(/^Nur Einbettungen von diesen Diensten sind erlaubt/);
  });

  it('a field error of the server (an anchor already taken) shows at its field', async () => {
    const other = await page.$eval(sectionSelector(1), (el) => el.id);
    expect(other).toBe('sitzung-zwei');
    await setValue(page, `${sectionSelector(0)} [data-testid=section-slug]`, other);
    await page.click(`${sectionSelector(0)} [data-testid=section-slug] + button`);
    await page.waitForFunction((sel) => !!document.querySelector(`${sel} [data-testid=section-slug]`)?.getAttribute('aria-describedby'), { timeout: TIMEOUT }, sectionSelector(0));
    const message = await page.$eval(`${sectionSelector(0)} [data-testid=section-slug]`, (el) => document.getElementById(el.getAttribute('aria-describedby')!)?.textContent);
    expect(message).toBeTruthy();
    expect(await page.$eval('[data-testid=editor-alert]', (el) => el.textContent)).toMatch(/^Speichern fehlgeschlagen/);
    // the typed anchor is still in the field
    expect(await page.$eval(`${sectionSelector(0)} [data-testid=section-slug]`, (el) => (el as HTMLInputElement).value)).toBe(other);
  });
});

describe('an expired session', () => {
  it('opens the login modal on save and loses nothing', async () => {
    await openNewModule(page, 0, 0, 'quote');
    await fillFields(page, 'quote', { content: 'Ohne Musik wäre das Leben ein Irrtum.', author: 'Nietzsche' });
    await page.deleteCookie({ name: 'sessionid', url: baseUrl() });
    await saveDialog(page, 'quote');
    await page.waitForSelector('dialog[open][data-testid=login-modal]', { timeout: TIMEOUT });
    expect(await page.$eval('[data-testid=login-modal]', (el) => el.textContent)).toContain('Ihre Sitzung ist abgelaufen');
    expect(await page.$eval('[data-testid=editor-alert]', (el) => el.textContent)).toMatch(/^Speichern fehlgeschlagen/);
    await logInThroughModal(page, 'demo', E2E_DEMO_PASSWORD);
    await page.waitForSelector('dialog[open][data-testid=login-modal]', { hidden: true, timeout: TIMEOUT });
    // the form is still open with what was typed; saving again works
    expect(await page.$eval(`${dialog('quote')} [data-field="author"] input`, (el) => (el as HTMLInputElement).value)).toBe('Nietzsche');
    await saveDialog(page, 'quote');
    await page.waitForSelector(dialog('quote'), { hidden: true, timeout: TIMEOUT });
    await page.waitForFunction(() => document.querySelector('[data-testid=sections-editor]')?.textContent?.includes('Ohne Musik wäre das Leben ein Irrtum.'), { timeout: TIMEOUT });
  });
});

describe('versions', () => {
  it('lists the page\'s versions, previews one by ?v= and restores it', async () => {
    await page.click('[data-testid=versions]');
    await page.waitForSelector('[data-testid=version-list] [data-version-id]', { timeout: TIMEOUT });
    const versions = await page.$$eval('[data-testid=version-list] [data-version-id]', (items) => items.map((el) => ({ id: el.getAttribute('data-version-id'), text: el.textContent ?? '' })));
    expect(versions.length).toBeGreaterThanOrEqual(2);
    // entries in the editor's language: what happened to what, by whom, when (the page was made in the admin)
    expect(versions[versions.length - 1].text).toMatch(/^Seite in der Verwaltung angelegt · \S.* · /);
    expect(versions[1].text).toMatch(/^Abschnitt „sitzung-zwei“ hinzugefügt · \S.* · /);
    expect(versions[0].text).toMatch(/^Zitat „Ohne Musik wäre das Leben ein Irrtum\.“ hinzugefügt · \S.* · (gerade eben|vor \d+ Minuten?)/);
    // the version before the quote (both sections, no quote)
    const beforeQuote = versions[1].id!;

    // the diff of the newest version against the one before: the quote added
    await page.click(`[data-version-id="${versions[0].id}"] [data-testid=version-changes]`);
    await page.waitForSelector('[data-testid=diff-list] [data-diff=module-added]', { timeout: TIMEOUT });
    expect(await page.$eval('[data-testid=diff-list] [data-diff=module-added]', (el) => el.textContent)).toBe('Zitat „Ohne Musik wäre das Leben ein Irrtum.“ hinzugefügt');
    await page.click('[data-testid=diff-back]');
    await page.waitForSelector(`[data-version-id="${beforeQuote}"] a`, { timeout: TIMEOUT });

    // preview: the page as it was, not editable, with a banner right under the toolbar
    await page.click(`[data-version-id="${beforeQuote}"] a`);
    await page.waitForSelector('[data-testid=version-banner]', { timeout: TIMEOUT });
    expect(new URL(page.url()).searchParams.get('v')).toBe(beforeQuote);
    expect(await page.$('[data-testid=sections-editor]')).toBeNull();
    const underToolbar = () =>
      page.evaluate(() => {
        const bar = document.querySelector('[data-testid=editor-toolbar]')!.getBoundingClientRect();
        const banner = document.querySelector('[data-testid=version-banner]')!.getBoundingClientRect();
        return Math.abs(banner.top - bar.bottom) <= 1 && banner.bottom <= window.innerHeight;
      });
    expect(await underToolbar()).toBe(true);
    // in edit mode the page scrolls in the body, under the toolbar and the banner
    // scrolled again until it moves: under load the preview's body may not be taller than the window yet
    await page.waitForFunction(
      () => {
        document.body.scrollTo(0, document.body.scrollHeight);
        return document.body.scrollTop > 0;
      },
      { timeout: TIMEOUT },
    );
    expect(await page.evaluate(() => document.body.getBoundingClientRect().top - document.querySelector('[data-testid=version-banner]')!.getBoundingClientRect().bottom)).toBe(0);
    expect(await underToolbar()).toBe(true);
    // editing is off: no adding modules, no undo
    expect(await page.$eval('[data-testid=palette-toggle]', (b) => (b as HTMLButtonElement).disabled)).toBe(true);
    expect(await page.$eval('[data-testid=undo]', (b) => (b as HTMLButtonElement).disabled)).toBe(true);
    expect(await page.$eval('main', (m) => m.textContent)).not.toContain('Ohne Musik wäre das Leben ein Irrtum.');

    // restore it from the preview (keyboard): the version shown, after the confirmation, without the
    // history list (issue 45 item 6); the live page loses the quote added since
    expect(await page.$eval('[data-testid=restore-shown-version]', (b) => b.textContent)).toBe('Diese Version wiederherstellen');
    await page.focus('[data-testid=restore-shown-version]');
    await page.keyboard.press('Enter');
    await page.waitForSelector('dialog[open][data-testid=confirm-dialog] [data-testid=confirm]', { timeout: TIMEOUT });
    expect(await page.$('dialog[open][data-testid=versions-dialog]')).toBeNull();
    await page.focus('dialog[open][data-testid=confirm-dialog] [data-testid=confirm]');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => !new URL(location.href).searchParams.has('v'), { timeout: TIMEOUT });
    await page.waitForSelector('[data-testid=sections-editor] > section', { timeout: TIMEOUT });
    expect(await page.$eval('main', (m) => m.textContent)).not.toContain('Ohne Musik wäre das Leben ein Irrtum.');
    await page.reload({ waitUntil: 'networkidle2' });
    await waitForHydration(page);
    await page.waitForSelector('[data-testid=sections-editor] > section', { timeout: TIMEOUT });
    expect(await page.$eval('main', (m) => m.textContent)).not.toContain('Ohne Musik wäre das Leben ein Irrtum.');
  });
});

describe('content checks', () => {
  it('list a vague link text and a link that leads nowhere (warned of when it was saved), and jump to the module', async () => {
    await openNewModule(page, 0, 0, 'link');
    await fillFields(page, 'link', { content: 'hier', link_url: '/de/gibt-es-nicht' });
    // the link field warns; the save goes ahead
    expect(await (await page.waitForSelector(`${dialog('link')} [data-testid=link-missing]`, { timeout: TIMEOUT }))!.evaluate((el) => el.textContent)).toContain(
      'Unter dieser Adresse gibt es keine Seite, kein Konzert, keine Story und keine Person',
    );
    await saveDialog(page, 'link');
    await page.waitForSelector(dialog('link'), { hidden: true, timeout: TIMEOUT });
    const linkId = Number(await page.$eval(`${sectionSelector(0)} [data-model=link]:last-of-type`, (el) => el.getAttribute('data-module-id')));
    // the toolbar button counts the issues as they appear
    await page.waitForFunction(() => Number(document.querySelector('[data-testid=checks]')?.getAttribute('data-count')) > 0, { timeout: TIMEOUT });
    await page.click('[data-testid=checks]');
    await page.waitForSelector('dialog[open][data-testid=checks-panel] [data-testid=checks-list]', { timeout: TIMEOUT });
    const item = `dialog[open][data-testid=checks-panel] li[data-kind=vagueLink][data-module-id="${linkId}"]`;
    expect(await page.$eval(item, (el) => el.textContent)).toContain('Linktext „hier“ sagt nicht, wohin der Link führt');
    const broken = `dialog[open][data-testid=checks-panel] li[data-kind=brokenLink][data-module-id="${linkId}"]`;
    expect(await (await page.waitForSelector(broken, { timeout: TIMEOUT }))!.evaluate((el) => el.textContent)).toContain(
      'Link ins Leere: unter /de/gibt-es-nicht gibt es keine Seite, kein Konzert, keine Story und keine Person',
    );
    await page.click(`${item} [data-testid=check-jump]`);
    await page.waitForSelector('dialog[open][data-testid=checks-panel]', { hidden: true, timeout: TIMEOUT });
    await page.waitForFunction((id) => document.activeElement?.closest('[data-module-id]')?.getAttribute('data-module-id') === String(id), { timeout: TIMEOUT }, linkId);
    expect(await page.$eval(`[data-module-id="${linkId}"]`, (el) => el.hasAttribute('data-check-target'))).toBe(true);
  });
});
