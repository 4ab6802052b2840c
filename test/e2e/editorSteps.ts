/**
 * Steps of the page-editor e2e tests (test/e2e/editor*.test.ts), driving the editor the way a person
 * does: buttons, dialogs, fields found by their labels. Fields are filled through the element their
 * <label for> names, so the rich text, link, image and event widgets work whatever they render.
 */
import type { BrowserContext, Page } from 'puppeteer';
import { E2E_DEMO_PASSWORD } from './globalSetup';
import { api, clickSteady, open, requestsAnswered } from './visit';

export { api };

export const TIMEOUT = 30_000;

/**
 * Fills and sends the login modal that `?edit` opens without a session. It does not wait for the
 * answer: the caller waits for what a good or a refused login shows (the editor, or the modal's
 * error) before it navigates, or the navigation cancels the login's request.
 */
export async function logInThroughModal(page: Page, username: string, password: string): Promise<void> {
  await page.waitForSelector('[data-testid=login-modal] input[name=username]', { timeout: TIMEOUT });
  await setValue(page, '[data-testid=login-modal] input[name=username]', username);
  await setValue(page, '[data-testid=login-modal] input[name=password]', password);
  await page.click('[data-testid=login-submit]');
}

/** Sets an input's or textarea's value the way typing does (React sees an input event). */
export async function setValue(page: Page, selector: string, value: string): Promise<void> {
  await page.waitForSelector(selector, { timeout: TIMEOUT });
  await page.$eval(
    selector,
    (el, v) => {
      const input = el as HTMLInputElement | HTMLTextAreaElement;
      const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
      Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, v);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    },
    value,
  );
}

const dialogSelector = (model: string) => `dialog[open][data-testid="module-dialog-${model}"]`;

/** Fills one field of the open dialog of `model`, found by its label. */
export async function fillField(page: Page, model: string, name: string, value: string | boolean): Promise<void> {
  const dialog = dialogSelector(model);
  const id = await page.$eval(`${dialog} [data-field="${name}"] label`, (label) => (label as HTMLLabelElement).htmlFor);
  const target = `${dialog} [id="${id}"]`;
  if (await page.$(`${dialog} [data-field="${name}"] [data-testid="event-field"]`)) {
    // the event finder: open it and pick the concert by its id among the (upcoming first) results
    await page.click(target);
    const choice = `dialog[open][data-testid="event-finder"] [data-event-id="${String(value)}"]`;
    await page.waitForSelector(choice, { timeout: TIMEOUT });
    await page.click(choice);
    await page.waitForSelector('dialog[open][data-testid="event-finder"]', { hidden: true, timeout: TIMEOUT });
    return;
  }
  const kind = await page.$eval(target, (el) => (el instanceof HTMLSelectElement ? 'select' : el instanceof HTMLInputElement && el.type === 'checkbox' ? 'checkbox' : el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? 'input' : 'other'));
  if (kind === 'select') await page.select(target, String(value));
  else if (kind === 'checkbox') {
    const checked = await page.$eval(target, (el) => (el as HTMLInputElement).checked);
    if (checked !== value) await page.click(target);
  } else if (kind === 'input') await setValue(page, target, String(value));
  else {
    // a rich text editor (contenteditable) or another widget: focus it and type
    await page.focus(target);
    await page.keyboard.type(String(value));
  }
}

export type Fields = Record<string, string | boolean>;

export async function fillFields(page: Page, model: string, fields: Fields): Promise<void> {
  for (const [name, value] of Object.entries(fields)) await fillField(page, model, name, value);
}

export async function saveDialog(page: Page, model: string): Promise<void> {
  await page.click(`${dialogSelector(model)} [data-testid=save-module]`);
}

/**
 * The section at `index` as the editor shows it. An owner without sections shows its first section
 * unwritten (`first-section`, issue 44) until a module is saved into it: it is section 0 then.
 */
export const sectionSelector = (index: number) => `[data-testid=sections-editor] > section:nth-of-type(${index + 1})`;

/** Sections that exist (not the unwritten first section of an owner without sections). */
const STORED_SECTIONS = '[data-testid=sections-editor] > section[data-section-id]';

export async function sectionCount(page: Page): Promise<number> {
  return page.$$eval(STORED_SECTIONS, (list) => list.length);
}

export async function confirm(page: Page): Promise<void> {
  await page.waitForSelector('dialog[open][data-testid=confirm-dialog] [data-testid=confirm]', { timeout: TIMEOUT });
  await page.click('dialog[open][data-testid=confirm-dialog] [data-testid=confirm]');
  await page.waitForSelector('dialog[open][data-testid=confirm-dialog]', { hidden: true, timeout: TIMEOUT });
}

/** Restores the history's entry at `index` (0: the newest) through the versions dialog, confirmed, and waits for the dialog to close. */
export async function restoreFromHistory(page: Page, index: number): Promise<void> {
  await page.click('[data-testid=versions]');
  await page.waitForSelector('dialog[open][data-testid=versions-dialog] [data-testid=version-list]', { timeout: TIMEOUT });
  const restore = await page.$$('dialog[open][data-testid=versions-dialog] [data-testid=restore-version]');
  await restore[index].click();
  await confirm(page);
  await page.waitForSelector('dialog[open][data-testid=versions-dialog]', { hidden: true, timeout: TIMEOUT });
}

export async function deleteAllSections(page: Page): Promise<void> {
  while ((await sectionCount(page)) > 0) {
    const before = await sectionCount(page);
    await page.click(`${sectionSelector(0)} [data-testid=delete-section]`);
    await confirm(page);
    await page.waitForFunction((sel, n) => document.querySelectorAll(sel).length < n, { timeout: TIMEOUT }, STORED_SECTIONS, before);
  }
}

export async function addSection(page: Page, layout: number): Promise<void> {
  const before = await sectionCount(page);
  await clickSteady(page, '[data-testid=add-section]');
  await page.waitForSelector(`dialog[open][data-testid=layout-dialog] [data-layout="${layout}"]`, { timeout: TIMEOUT });
  await page.click(`dialog[open][data-testid=layout-dialog] [data-layout="${layout}"]`);
  await page.waitForFunction((sel, n) => document.querySelectorAll(sel).length > n, { timeout: TIMEOUT }, STORED_SECTIONS, before);
}

export interface ModuleSpec {
  model: string;
  fields: Fields;
  children?: { model: string; fields: Fields }[];
}

/** Opens the "add module" dialog of a column and picks the module type (not saved yet). */
export async function openNewModule(page: Page, section: number, column: number, model: string): Promise<void> {
  await clickSteady(page, `${sectionSelector(section)} [data-column="${column}"] [data-testid=add-module]`);
  await page.waitForSelector(`dialog[open][data-testid=choose-module] [data-model="${model}"]`, { timeout: TIMEOUT });
  await page.click(`dialog[open][data-testid=choose-module] [data-model="${model}"]`);
  await page.waitForSelector(dialogSelector(model), { timeout: TIMEOUT });
}

const moduleCount = (page: Page, section: number, column: number) =>
  page.$$eval(`${sectionSelector(section)} [data-column="${column}"] [data-module-id]`, (list) => list.length);

/** Adds a module (and its entries) into a column through the dialogs; resolves when it shows on the page. */
export async function addModule(page: Page, section: number, column: number, spec: ModuleSpec): Promise<void> {
  const before = await moduleCount(page, section, column);
  await openNewModule(page, section, column, spec.model);
  await fillFields(page, spec.model, spec.fields);
  await saveDialog(page, spec.model);
  if (spec.children) {
    const dialog = dialogSelector(spec.model);
    await page.waitForSelector(`${dialog} [data-testid=add-child]`, { timeout: TIMEOUT });
    for (const [index, child] of spec.children.entries()) {
      await page.click(`${dialog} [data-testid=add-child]`);
      await page.waitForSelector(dialogSelector(child.model), { timeout: TIMEOUT });
      await fillFields(page, child.model, child.fields);
      await saveDialog(page, child.model);
      await page.waitForSelector(dialogSelector(child.model), { hidden: true, timeout: TIMEOUT });
      await page.waitForFunction((sel, n) => document.querySelectorAll(`${sel} [data-child-id]`).length === n, { timeout: TIMEOUT }, dialog, index + 1);
    }
    await page.click(`${dialog} [data-testid=dialog-close]`);
  }
  await page.waitForSelector(dialogSelector(spec.model), { hidden: true, timeout: TIMEOUT });
  await page.waitForFunction(
    (sel, n) => document.querySelectorAll(sel).length > n,
    { timeout: TIMEOUT },
    `${sectionSelector(section)} [data-column="${column}"] [data-module-id]`,
    before,
  );
}

/** The models of a section's modules, per column, as the page shows them. */
export async function columnsOf(page: Page, rootSelector: string): Promise<string[][]> {
  return page.$$eval(`${rootSelector} [data-column]`, (columns) =>
    columns.map((column) => [...column.querySelectorAll(':scope > [data-module-id]')].map((el) => el.getAttribute('data-model') ?? '')),
  );
}


/** One module of every type of the palette, filled with what it requires (SPEC §5), entries included. */
export function everyModule(imageUrl: string, eventId: number): ModuleSpec[] {
  return [
    { model: 'headline', fields: { content: 'Unsere neue Saison', preline: 'Willkommen', headline_level: '2' } },
    { model: 'text', fields: { content: 'Ein Abend voller Musik.' } },
    { model: 'link', fields: { content: 'Zu den Konzerten', link_url: '/de/konzerte', extra_class: 'button' } },
    { model: 'image', fields: { image_url: imageUrl, description: 'Das Orchester' } },
    { model: 'faq', fields: {}, children: [{ model: 'faq-item', fields: { content: 'Wann beginnt das Konzert?' } }, { model: 'faq-item', fields: { content: 'Gibt es Ermäßigungen?' } }] },
    { model: 'video', fields: { image_url: imageUrl, video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'Probe' } },
    { model: 'audio', fields: { embed: 'https://soundcloud.com/orchestra/probe' } },
    { model: 'viewer', fields: { embed: 'https://issuu.com/orchestra/docs/programm' } },
    { model: 'quote', fields: { content: 'Musik ist die Sprache der Seele.', author: 'Dirigentin' } },
    { model: 'full-teaser', fields: { image_url: imageUrl, headline: 'Sommernacht am Fluss', text: 'Open Air am Ufer.' } },
    { model: 'teaser-list', fields: {}, children: [{ model: 'teaser-item', fields: { image_url: imageUrl, headline: 'Familienkonzert', text: 'Für alle ab 5.' } }] },
    { model: 'image-list', fields: {}, children: [{ model: 'image-item', fields: { image_url: imageUrl, title: 'Probenraum' } }] },
    { model: 'video-list', fields: {}, children: [{ model: 'video-item', fields: { image_url: imageUrl, video_url: 'https://vimeo.com/123456', title: 'Einblick' } }] },
    { model: 'social-media', fields: { embed: 'https://www.instagram.com/p/abc123/', media_type: 'instagram' } },
    { model: 'logo-list', fields: {}, children: [{ model: 'logo-item', fields: { image_url: imageUrl, image_alt: 'Partner' } }] },
    { model: 'event-list', fields: {}, children: [{ model: 'event-item', fields: { event: String(eventId) } }] },
  ];
}

/** Columns of the six layouts (CONTAINER_LAYOUTS): 1, 2, 2, 2, 3, 3. */
export const LAYOUT_COLUMNS = [1, 2, 2, 2, 3, 3];

/** Answers the cookie banner (necessary only), so it covers no button. */
export async function dismissCookieBanner(page: Page): Promise<void> {
  // the banner shows after the page has mounted, unless this browser context already answered it
  const banner = await page
    .waitForFunction(
      (): string => {
        const button = document.querySelector<HTMLElement>('#cc-main .cm [data-role="necessary"]');
        // (the dialog is position: fixed, so offsetParent is null even when it shows)
        if (button && button.getClientRects().length > 0 && document.documentElement.classList.contains('show--consent')) return 'shown';
        return document.cookie.split('; ').some((c) => c.startsWith('cc_cookie=')) ? 'answered' : '';
      },
      { timeout: TIMEOUT },
    )
    .then(async (handle) => String(await handle.jsonValue()), () => 'not shown');
  if (banner !== 'shown') return;
  await page.$eval('#cc-main .cm [data-role="necessary"]', (el) => (el as HTMLButtonElement).click());
  await page.waitForSelector('#cc-main .cm', { hidden: true, timeout: TIMEOUT });
}

/**
 * `path` in edit mode in a new tab of `context`, signed in as the demo editor through the editor's
 * login modal, the cookie banner answered. `prepare` runs on the tab before it loads.
 */
export async function openAsEditor(context: BrowserContext, path: string, viewport = { width: 1440, height: 900 }, prepare?: (page: Page) => Promise<void>): Promise<Page> {
  const { page } = await open(context, path, prepare);
  await page.setViewport(viewport);
  await logInThroughModal(page, 'demo', E2E_DEMO_PASSWORD);
  await page.waitForSelector('[data-testid=editor-toolbar]', { timeout: TIMEOUT });
  await dismissCookieBanner(page);
  return page;
}

/** A new page under the home page with one-column sections of these slugs; answers its id. */
export async function createTestPage(page: Page, fields: { slug: string; title_de: string; title_en: string; is_online: boolean }, sections: string[] = []): Promise<number> {
  const homes = await api<{ data: { id: number }[] }>(page, '/api/admin/pages/?page_type=home');
  const { slug, ...titles } = fields;
  const created = await api<{ id: number }>(page, '/api/admin/pages/', { method: 'POST', body: { parent_id: homes.body.data[0].id, ...titles, slug_de: slug, slug_en: `${slug}-en` } });
  if (created.status !== 201) throw new Error(`the test page ${slug} was not created: ${created.status}`);
  for (const section of sections) {
    const answer = await api(page, '/de/pageeditor-api/container/', { method: 'POST', body: { slug: section, parent: null, content_type: 'page', object_id: created.body.id, layout: 0 } });
    if (answer.status !== 201) throw new Error(`the section ${section} was not created: ${answer.status}`);
  }
  return created.body.id;
}

/**
 * The tab counts as in the background (document.visibilityState 'hidden'): the editor stops asking for
 * other editors' saves (client/editor/remoteChanges.ts), so it keeps what it loaded, as an editor
 * does who has not looked for a while. Resolves once a question already on its way is answered.
 */
export async function pauseRemoteChanges(page: Page): Promise<void> {
  await page.evaluate(() => Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' }));
  await requestsAnswered(page, (request) => request.method() === 'GET' && /\/publication\//.test(request.url()), { timeout: TIMEOUT });
}

/** Back in front: the editor asks at once. */
export async function resumeRemoteChanges(page: Page): Promise<void> {
  await page.evaluate(() => {
    delete (document as { visibilityState?: unknown }).visibilityState;
    document.dispatchEvent(new Event('visibilitychange'));
  });
}
