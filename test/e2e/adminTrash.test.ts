/**
 * The admin's trash and bulk actions in Chromium (issue 43 items 1 and 4; docs/admin.md), in both
 * languages, by keyboard only, with axe on what this adds while it is open (the bulk dialog, the
 * trash screen; react-admin's row checkboxes of every list have findings of their own, not checked
 * here: docs/admin.md "Bulk actions"): twelve concerts
 * selected and changed at once, where one row another editor deleted meanwhile refuses the whole
 * change (nothing changes, the row is named); that concert restored from the trash screen (the
 * public API answers 404, then 200); then all twelve changed in one step.
 */
import type { Browser, Page } from 'puppeteer';
import { describeFindings, runAxe, settled } from './axe';
import { openBrowser } from './browser';
import { E2E_DEMO_PASSWORD } from './globalSetup';
import { api, baseUrl } from './visit';

const TIMEOUT = 30_000;
jest.setTimeout(240_000);

let browser: Browser;
let close: () => Promise<void>;
let page: Page;

beforeAll(async () => {
  ({ browser, close } = await openBrowser());
  const context = await browser.createBrowserContext();
  page = await context.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(`${baseUrl()}/admin/login/?next=/admin/`, { waitUntil: 'networkidle0' });
  await page.type('input[name=username]', 'demo');
  await page.type('input[name=password]', E2E_DEMO_PASSWORD);
  await Promise.all([page.waitForNavigation({ waitUntil: 'networkidle0' }), page.keyboard.press('Enter')]);
});
afterAll(async () => {
  // the demo account is shared by the browser tests: its admin speaks German again (adminLanguage.test.ts expects it)
  if (page) await api(page, '/api/admin/session/', { method: 'PUT', body: { language: 'de' } }).catch(() => undefined);
  await close?.();
});

/** Tab (forward) until the focused element matches `selector`. */
async function tabTo(p: Page, selector: string, limit = 120): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await p.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await p.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

async function axeClean(p: Page, where: string, include?: string): Promise<void> {
  await settled(p);
  expect(describeFindings(where, await runAxe(p, include))).toEqual([]);
}

const notification = async (p: Page, text: string) => {
  try {
    await p.waitForFunction((t) => [...document.querySelectorAll('.MuiSnackbar-root')].some((n) => n.textContent?.includes(t)), { timeout: TIMEOUT }, text);
  } catch (error) {
    const shown = await p.$$eval('.MuiSnackbar-root', (els) => els.map((e) => e.textContent));
    throw new Error(`no notification "${text}"; shown: ${JSON.stringify(shown)}`, { cause: error });
  }
};

const availabilities = async (ids: number[]) =>
  Promise.all(ids.map(async (id) => (await api<{ availability: string }>(page, `/api/admin/events/${id}/`)).body.availability));

/** Selects every row of the list and opens the bulk change, chooses "sold out" and applies it. */
async function changeAllToSoldOut(before?: () => Promise<void>): Promise<void> {
  await tabTo(page, 'thead input[type=checkbox]');
  // a selection kept from before (a refused change keeps it) is already all of them
  if (!(await page.$eval('thead input[type=checkbox]', (el) => (el as HTMLInputElement).checked))) await page.keyboard.press('Space');
  await page.waitForSelector('[data-testid=bulk-change]', { visible: true, timeout: TIMEOUT });
  await tabTo(page, '[data-testid=bulk-change]');
  await page.keyboard.press('Enter');
  await page.waitForSelector('[role=dialog] [data-testid=bulk-value]', { visible: true, timeout: TIMEOUT });
  await axeClean(page, 'bulk change dialog', '[role=dialog]');
  await tabTo(page, '[data-testid=bulk-value]');
  for (let i = 0; i < 6 && (await page.$eval('[data-testid=bulk-value]', (el) => (el as HTMLSelectElement).value)) !== 'soldout'; i++) await page.keyboard.press('ArrowDown');
  expect(await page.$eval('[data-testid=bulk-value]', (el) => (el as HTMLSelectElement).value)).toBe('soldout');
  await before?.();
  await tabTo(page, '[data-testid=bulk-apply]');
  await page.keyboard.press('Enter');
}

describe.each([
  ['de', { refused: 'Nichts wurde geändert: Eintrag', restored: 'ist wiederhergestellt', changed: '12 Einträge geändert.' }],
  ['en', { refused: 'Nothing was changed: entry', restored: 'is restored', changed: '12 entries changed.' }],
] as const)('in %s', (language, texts) => {
  test('12 concerts: one deleted meanwhile refuses the change; restored from the trash; then all changed at once', async () => {
    expect((await api(page, '/api/admin/session/', { method: 'PUT', body: { language } })).status).toBe(200);
    const stamp = `Sammel${language}${Date.now()}`;
    const ids: number[] = [];
    for (let n = 1; n <= 12; n++) {
      const created = await api<{ id: number }>(page, '/api/admin/events/', {
        method: 'POST',
        body: { title_de: `${stamp} ${n}`, title_en: `${stamp} ${n}`, start_at: `2031-06-${String(n).padStart(2, '0')}T17:00:00Z`, availability: 'bookable' },
      });
      expect(created.status).toBe(201);
      ids.push(created.body.id);
    }

    await page.goto(`${baseUrl()}/admin/events?filter=${encodeURIComponent(JSON.stringify({ q: stamp }))}&perPage=25`, { waitUntil: 'networkidle0' });
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 12, { timeout: TIMEOUT });
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);

    // another editor deletes the first concert while the dialog is open: the whole change is refused
    await changeAllToSoldOut(async () => {
      expect((await api(page, `/api/admin/events/${ids[0]}/`, { method: 'DELETE' })).status).toBe(200);
    });
    await notification(page, `${texts.refused} ${ids[0]}`);
    expect(await availabilities(ids.slice(1))).toEqual(Array(11).fill('bookable'));
    await page.keyboard.press('Escape');

    // the trash shows it; restoring it by keyboard brings it back for visitors
    expect((await api(page, `/api/events/${ids[0]}/`)).status).toBe(404);
    await page.goto(`${baseUrl()}/admin/trash`, { waitUntil: 'networkidle0' });
    const restore = `[data-testid=trash-restore][aria-label*="${stamp} 1"]`;
    await page.waitForSelector(restore, { timeout: TIMEOUT });
    await axeClean(page, `trash (${language})`, '#main-content');
    await tabTo(page, restore);
    await page.keyboard.press('Enter');
    await notification(page, texts.restored);
    expect((await api(page, `/api/events/${ids[0]}/`)).status).toBe(200);

    await page.goto(`${baseUrl()}/admin/events?filter=${encodeURIComponent(JSON.stringify({ q: stamp }))}&perPage=25`, { waitUntil: 'networkidle0' });
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 12, { timeout: TIMEOUT });
    await changeAllToSoldOut();
    await notification(page, texts.changed);
    expect(await availabilities(ids)).toEqual(Array(12).fill('soldout'));
  });
});
