/**
 * Editing works everywhere a page has sections (issue 6, item 11; SPEC §4): on a concert and a person
 * that have no content section yet, the editor shows it empty without writing it (issue 44); the
 * first module saved creates the empty container section (the fetch of `{type}-{id}` answered 404)
 * and goes into it, and a visitor then sees it. The staff edit link
 * points at the object's admin change screen (SPEC §2).
 */
import type { Browser, BrowserContext, Page } from 'puppeteer';
import { openBrowser } from './browser';
import { api, dismissCookieBanner, fillFields, logInThroughModal, openNewModule, saveDialog, sectionSelector, TIMEOUT } from './editorSteps';
import { E2E_DEMO_PASSWORD } from './globalSetup';
import { open } from './visit';

jest.setTimeout(300_000);

let browser: Browser;
let close: () => Promise<void>;
let editing: BrowserContext;
let page: Page;

interface Listed {
  id: number;
  slug: string;
}

beforeAll(async () => {
  ({ browser, close } = await openBrowser());
  editing = await browser.createBrowserContext();
  ({ page } = await open(editing, '/de/ueber-uns?edit'));
  await page.setViewport({ width: 1440, height: 900 });
  await logInThroughModal(page, 'demo', E2E_DEMO_PASSWORD);
  await page.waitForSelector('[data-testid=sections-editor] > section', { timeout: TIMEOUT });
  await dismissCookieBanner(page);
});

afterAll(async () => {
  await close();
});

/** Opens an object's page in edit mode, adds a headline into its (new) section and checks a visitor sees it. */
async function headlineOnObject(path: string, owner: string, headline: string, adminPath: string): Promise<void> {
  // a visitor: no section yet
  const visitor = await browser.createBrowserContext();
  const before = await open(visitor, path);
  expect(await before.page.$(`section[id="${owner}"]`)).toBeNull();
  await before.page.close();

  await page.goto(`${page.url().split('/').slice(0, 3).join('/')}${path}?edit`, { waitUntil: 'networkidle2' });
  // the editor shows the object's first section, empty, without writing it (issue 44)
  await page.waitForSelector('[data-testid=sections-editor] > [data-testid=first-section]', { timeout: TIMEOUT });
  expect((await api(page, `/de/pageeditor-api/container/by-slug/${owner}`)).status).toBe(404);
  expect(await page.$eval('[data-testid=staff-edit-link]', (a) => a.getAttribute('href'))).toBe(adminPath);

  // the first module's save writes the empty container section of the object, then the module
  await openNewModule(page, 0, 0, 'headline');
  await fillFields(page, 'headline', { content: headline });
  await saveDialog(page, 'headline');
  await page.waitForFunction((sel, text) => document.querySelector(sel)?.textContent?.includes(text), { timeout: TIMEOUT }, sectionSelector(0), headline);
  const created = await api<{ slug: string; modules: unknown[] }>(page, `/de/pageeditor-api/container/by-slug/${owner}`);
  expect(created.status).toBe(200);
  expect(created.body.slug).toBe(owner);
  expect(created.body.modules).toHaveLength(1);

  // in-place edits are a draft until published (issue 17): a visitor does not see it yet
  const draft = await open(visitor, path);
  expect(await draft.page.$(`section[id="${owner}"]`)).toBeNull();
  await draft.page.close();
  const [contentType, objectId] = [owner.slice(0, owner.lastIndexOf('-')), owner.slice(owner.lastIndexOf('-') + 1)];
  const published = await api(page, `/de/pageeditor-api/publication/${contentType}/${objectId}/publish/`, { method: 'POST' });
  expect(published.status).toBe(200);

  const after = await open(visitor, path);
  expect(await after.page.$eval(`section[id="${owner}"]`, (el) => el.textContent)).toContain(headline);
  expect(await after.page.$('[data-testid=staff-edit-link]')).toBeNull();
  expect(after.problems).toEqual([]);
  await visitor.close();
}

it('a concert without sections gets one from the editor, and a visitor sees its module', async () => {
  const events = await api<{ results: Listed[] }>(page, '/de/api/events/');
  const event = events.body.results[events.body.results.length - 1];
  await headlineOnObject(`/de/konzerte/${event.slug}/${event.id}`, `event-${event.id}`, 'Einführung im Foyer', `/admin/events/event/${event.id}/change/`);
});

it('a person without sections gets one from the editor, and a visitor sees its module', async () => {
  const persons = await api<{ results: Listed[] }>(page, '/de/api/persons/');
  const person = persons.body.results[0];
  await headlineOnObject(`/de/orchester/${person.slug}/${person.id}`, `person-${person.id}`, 'Im Gespräch', `/admin/persons/person/${person.id}/change/`);
});
