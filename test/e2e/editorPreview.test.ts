/**
 * The editor's device preview (issue 27): 'Vorschau' shows the page's draft in a frame 390, 768 or
 * 1440 px wide, switched by keyboard or pointer, without the cookie banner, the editing bar and the
 * staff links; in both languages; axe finds nothing in the open preview.
 */
import type { Browser, BrowserContext, Frame, Page } from 'puppeteer';
import { describeFindings, runAxe } from './axe';
import { openBrowser } from './browser';
import { addModule, api, createTestPage, openAsEditor, sectionSelector, TIMEOUT } from './editorSteps';
import { baseUrl, waitForHydration } from './visit';

jest.setTimeout(240_000);

const SLUG = 'vorschau-e2e';
const DRAFT_TEXT = 'Nur im Entwurf zu sehen';

let browser: Browser;
let close: () => Promise<void>;
let context: BrowserContext;
let page: Page;

/** Forgets the cookie choice, so a page opened now would show the cookie banner. */
async function forgetConsent(): Promise<void> {
  const cookies = await context.cookies();
  const consent = cookies.filter((c) => c.name === 'cc_cookie');
  if (consent.length) await context.deleteCookie(...consent);
}

async function openEditor(path: string): Promise<void> {
  await page.goto(`${baseUrl()}${path}`, { waitUntil: 'networkidle2' });
  await waitForHydration(page);
  await page.waitForSelector('[data-testid=editor-toolbar] [data-testid=preview-open]', { timeout: TIMEOUT });
}

/**
 * Enter on the preview button with the keyboard's focus on it, until the dialog is open. Once in CI
 * the dialog never opened after focus() and Enter, as when the focus had left the button before the
 * key (the toolbar's second row is rendered anew when the editor's first answers change what it
 * shows): when the focus is no longer on the button, focus it and press again. A button that keeps
 * the focus and does not open the dialog fails the test after TIMEOUT.
 */
async function openPreviewByKeyboard(): Promise<void> {
  const deadline = Date.now() + TIMEOUT;
  while (Date.now() < deadline) {
    await page.focus('[data-testid=preview-open]');
    await page.keyboard.press('Enter');
    const outcome = await page.waitForFunction(
      () => (document.querySelector('dialog[open][data-testid=device-preview]') ? 'open' : document.activeElement?.getAttribute('data-testid') !== 'preview-open' ? 'focus lost' : false),
      { timeout: TIMEOUT },
    );
    if ((await outcome.jsonValue()) === 'open') return;
  }
  throw new Error('the preview button kept losing the focus before Enter reached it');
}

/** The preview's frame, its page hydrated and quiet (the cookie manager would have started by then). */
async function previewFrame(): Promise<Frame> {
  const handle = await page.waitForSelector('dialog[open][data-testid=device-preview] iframe[data-testid=preview-frame]', { timeout: TIMEOUT });
  const frame = await handle!.contentFrame();
  await frame.waitForFunction(() => {
    const first = document.getElementById('root')?.firstElementChild;
    return !!first && Object.keys(first).some((key) => key.startsWith('__react'));
  }, { timeout: TIMEOUT });
  // the frame's page has loaded and its mount effects (where the cookie manager would start) have
  // run; not the editor page's network idle, which its 2 s change poll can keep from ever coming
  await frame.waitForFunction(() => document.readyState === 'complete', { timeout: TIMEOUT });
  await frame.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2_000 })));
  return frame;
}

/** Whether the frame's page asked for the cookie manager's chunk. */
async function loadedCookieManager(frame: Frame): Promise<boolean> {
  return frame.evaluate(() => performance.getEntriesByType('resource').some((entry) => /cookie-consent/.test(entry.name)));
}

const pressed = () => page.$$eval('[data-testid=device-preview] [aria-pressed=true]', (list) => list.map((b) => b.getAttribute('data-testid')));

beforeAll(async () => {
  ({ browser, close } = await openBrowser());
  context = await browser.createBrowserContext();
  page = await openAsEditor(context, '/de/ueber-uns?edit');
  await createTestPage(page, { slug: SLUG, title_de: 'Vorschau', title_en: 'Preview', is_online: true }, ['vorschau-eins']);
  await page.goto(`${baseUrl()}/de/${SLUG}?edit`, { waitUntil: 'networkidle2' });
  await waitForHydration(page);
  await page.waitForSelector(sectionSelector(0), { timeout: TIMEOUT });
  await addModule(page, 0, 0, { model: 'headline', fields: { content: DRAFT_TEXT, headline_level: '2' } });
});
afterAll(async () => {
  await context?.close();
  await close?.();
});

test('the draft at 390, 768 and 1440 px, without cookie banner, editing bar and staff links', async () => {
  // what visitors get does not hold the new headline: it is the draft's
  const published = await api<{ modules: { data: Record<string, unknown> }[] }>(page, '/de/pageeditor-api/container/by-slug/vorschau-eins?published=1');
  expect(JSON.stringify(published.body)).not.toContain(DRAFT_TEXT);

  await forgetConsent();
  await openEditor(`/de/${SLUG}?edit`);
  expect(await page.$eval('[data-testid=preview-open]', (b) => b.textContent)).toBe('Vorschau');
  await page.click('[data-testid=preview-open]');
  let frame = await previewFrame();
  expect(await page.$eval('dialog[open][data-testid=device-preview] h2', (h) => h.textContent)).toBe('Vorschau des Entwurfs');
  expect(await pressed()).toEqual(['preview-device-390']);

  for (const width of [390, 768, 1440]) {
    await page.click(`[data-testid=preview-device-${width}]`);
    await page.waitForFunction((w) => document.querySelector('[data-testid=preview-frame]')?.getAttribute('data-width') === String(w), { timeout: TIMEOUT }, width);
    frame = await previewFrame();
    // the page inside lays itself out for the device's width, however the frame is scaled to fit
    expect(await frame.evaluate(() => window.innerWidth)).toBe(width);
    expect(await page.$eval('[data-testid=preview-frame]', (f) => (f as HTMLIFrameElement).title)).toBe(`Vorschau: ${{ 390: 'Smartphone', 768: 'Tablet', 1440: 'Desktop' }[width]}, ${width} Pixel breit`);
    expect(await pressed()).toEqual([`preview-device-${width}`]);
    // the draft, as visitors will see it: no editing bar, no staff link, no cookie banner
    expect(await frame.evaluate(() => document.querySelector('main')?.textContent ?? '')).toContain(DRAFT_TEXT);
    expect(await frame.$('[data-testid=editor-toolbar]')).toBeNull();
    expect(await frame.$('[data-testid=sections-editor]')).toBeNull();
    expect(await frame.$('[data-testid=staff-edit-link]')).toBeNull();
    expect(await frame.$('#cc-main')).toBeNull();
    expect(await loadedCookieManager(frame)).toBe(false);
    expect(frame.url()).toMatch(new RegExp(`/de/${SLUG}\\?preview$`));
  }

  const findings = await runAxe(page, '[data-testid=device-preview]', { frames: false });
  expect(describeFindings('device preview', findings)).toEqual([]);

  // the same page outside the preview, with the same (forgotten) cookie choice: banner and staff link are there
  const control = await context.newPage();
  await control.setViewport({ width: 1280, height: 800 });
  await control.goto(`${baseUrl()}/de/${SLUG}`, { waitUntil: 'networkidle0' });
  await waitForHydration(control);
  await control.waitForSelector('#cc-main .cm', { visible: true, timeout: TIMEOUT });
  expect(await control.$('[data-testid=staff-edit-link]')).not.toBeNull();
  expect(await loadedCookieManager(control.mainFrame())).toBe(true);
  await control.close();
});

test('a link followed inside the frame stays in the preview', async () => {
  await openEditor(`/de/${SLUG}?edit`);
  await page.click('[data-testid=preview-open]');
  await page.click('[data-testid=preview-device-1440]');
  await page.waitForFunction(() => document.querySelector('[data-testid=preview-frame]')?.getAttribute('data-width') === '1440', { timeout: TIMEOUT });
  const frame = await previewFrame();
  // the first link of the page's header to another page of the site, followed in the page (client navigation)
  const target = await frame.evaluate(() => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>('header a[href^="/de/"]')].find((a) => a.pathname !== location.pathname && !a.search);
    link?.click();
    return link?.pathname ?? null;
  });
  expect(target).toMatch(/^\/de\/./);
  await frame.waitForFunction((path) => location.pathname === path && location.search === '?preview', { timeout: TIMEOUT }, target);
  await frame.waitForSelector('main h1', { timeout: TIMEOUT });
  expect(await frame.$('[data-testid=staff-edit-link]')).toBeNull();
  expect(await frame.$('#cc-main')).toBeNull();
  await page.click('[data-testid=preview-close]');
  await page.waitForSelector('[data-testid=device-preview]', { hidden: true, timeout: TIMEOUT });
});

test('keyboard: the devices are buttons in the tab order, Escape closes and focus returns', async () => {
  await openEditor(`/de/${SLUG}?edit`);
  await openPreviewByKeyboard();
  // focus starts on the chosen device
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('preview-device-390');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('preview-device-768');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelector('[data-testid=preview-frame]')?.getAttribute('data-width') === '768', { timeout: TIMEOUT });
  expect(await pressed()).toEqual(['preview-device-768']);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await page.waitForFunction(() => document.querySelector('[data-testid=preview-frame]')?.getAttribute('data-width') === '1440', { timeout: TIMEOUT });
  await page.keyboard.press('Escape');
  await page.waitForSelector('[data-testid=device-preview]', { hidden: true, timeout: TIMEOUT });
  expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('preview-open');
});

test('in English: the labels, and the English page in the frame', async () => {
  await openEditor(`/en/${SLUG}-en?edit`);
  expect(await page.$eval('[data-testid=preview-open]', (b) => b.textContent)).toBe('Preview');
  await page.click('[data-testid=preview-open]');
  const frame = await previewFrame();
  expect(await page.$eval('dialog[open][data-testid=device-preview] h2', (h) => h.textContent)).toBe('Preview of the draft');
  expect(await page.$eval('[data-testid=preview-frame]', (f) => (f as HTMLIFrameElement).title)).toBe('Preview: Phone, 390 pixels wide');
  expect(await page.$eval('[data-testid=preview-device-1440]', (b) => b.textContent)).toBe('Desktop 1440 px');
  expect(frame.url()).toMatch(new RegExp(`/en/${SLUG}-en\\?preview$`));
  expect(await frame.evaluate(() => document.documentElement.lang)).toBe('en');
  const findings = await runAxe(page, '[data-testid=device-preview]', { frames: false });
  expect(describeFindings('device preview (en)', findings)).toEqual([]);
  await page.click('[data-testid=preview-close]');
  await page.waitForSelector('[data-testid=device-preview]', { hidden: true, timeout: TIMEOUT });
});
