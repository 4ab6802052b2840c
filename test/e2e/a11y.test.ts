/**
 * Accessibility (WCAG 2.2 A and AA, issue 15) with axe-core in Chromium: every public page type in
 * both languages (test/e2e/pageTypes.ts), at 390 px (phone) and 1440 px (desktop), with the cookie
 * dialog open on a first visit and after it is answered; and the page editor: its login dialog,
 * toolbar, section editors and dialogs. Any violation fails, with its rule, element and reason.
 * Focus must not fall to <body> when the cookie dialog is answered or the editor login succeeds.
 *
 * Bounded run time: one fresh browser context (no consent cookie) and one page per page type; the
 * axe runs switch the viewport on that page instead of loading it again. The cookie dialog (the same
 * on every page, and not modal) is checked open on eight page types of both languages, at both
 * widths; every page itself at both widths once the dialog is answered.
 */
import type { Browser, Page } from 'puppeteer';
import { describeFindings, runAxe } from './axe';
import { launchBrowser } from './browser';
import { logInThroughModal, TIMEOUT } from './editorSteps';
import { E2E_DEMO_PASSWORD } from './globalSetup';
import { pageTypeNames, pageTypes, type PageType } from './pageTypes';
import { baseUrl, open } from './visit';

jest.setTimeout(150_000);

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
/** The page types whose first visit is also checked with the cookie dialog open (phone and desktop). */
const DIALOG_OPEN_CHECKED = new Set(['home (de)', 'home (en)', 'concert (de)', 'story (en)', 'form (de)', 'not found (en)', 'search (de)', 'person (en)']);

let browser: Browser;
let close: () => Promise<void>;
let types: Map<string, PageType>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
  types = new Map((await pageTypes(baseUrl())).map((t) => [t.name, t]));
});
afterAll(() => close());

/** Finite animations and transitions (page fade-in, the dialog sliding in) have ended: axe measures colours as they rest. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    { timeout: TIMEOUT },
  );
}

async function axeAt(page: Page, viewport: { width: number; height: number }, where: string, include?: string): Promise<string[]> {
  await page.setViewport(viewport);
  await settled(page);
  return describeFindings(`${where} @${viewport.width}`, await runAxe(page, include));
}

/** What has focus, as a short description ('BODY' when focus was lost). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return !el || el === document.body ? 'BODY' : `${el.tagName}${el.id ? `#${el.id}` : ''} ${el.textContent?.trim().slice(0, 40) ?? ''}`;
  });

describe('axe: every page type, both languages, phone and desktop, cookie dialog open and answered', () => {
  it('checks the open dialog on page types that exist', () => {
    expect(pageTypeNames()).toEqual(expect.arrayContaining([...DIALOG_OPEN_CHECKED]));
  });
  it.each(pageTypeNames())('%s', async (name) => {
    const type = types.get(name)!;
    const findings: string[] = [];
    {
      const context = await browser.createBrowserContext();
      try {
        const { page, status } = await open(context, type.path, (p) => p.setViewport(PHONE));
        expect(`${type.path} ${status}`).toBe(`${type.path} ${type.status}`);
        await page.waitForSelector('#cc-main .cm [data-role="necessary"]', { visible: true, timeout: TIMEOUT });
        // the dialog is the same on every page and not modal (the page under it is checked once it is
        // answered, at both widths): checked open on a few page types of each language
        if (DIALOG_OPEN_CHECKED.has(name)) {
          findings.push(...(await axeAt(page, PHONE, `${type.path} (dialog open)`)));
          findings.push(...(await axeAt(page, DESKTOP, `${type.path} (dialog open)`)));
        }
        await page.click('#cc-main .cm [data-role="necessary"]');
        await page.waitForFunction(() => !document.documentElement.classList.contains('show--consent'), { timeout: TIMEOUT });
        await page.waitForFunction(() => document.activeElement && document.activeElement !== document.body, { timeout: 2_000 }).catch(() => undefined);
        const afterConsent = await focused(page);
        if (afterConsent === 'BODY') findings.push(`${type.path}: focus fell to <body> when the cookie dialog was answered`);
        findings.push(...(await axeAt(page, DESKTOP, `${type.path} (answered)`)));
        findings.push(...(await axeAt(page, PHONE, `${type.path} (answered)`)));
      } finally {
        await context.close();
      }
    }
    expect(findings).toEqual([]);
  });
});

describe('axe: the page editor', () => {
  it('has no violations in its login dialog, toolbar, section editors and dialogs', async () => {
    const context = await browser.createBrowserContext();
    const findings: string[] = [];
    const check = async (where: string, include?: string) => findings.push(...(await axeAt(page, DESKTOP, where, include)));
    const { page } = await open(context, '/de/barrierefreiheit?edit', (p) => p.setViewport(DESKTOP));
    try {
      await page.waitForSelector('#cc-main .cm [data-role="necessary"]', { visible: true, timeout: TIMEOUT });
      await page.click('#cc-main .cm [data-role="necessary"]');
      await page.waitForSelector('dialog[open][data-testid=login-modal]', { timeout: TIMEOUT });
      await check('login dialog');
      await logInThroughModal(page, 'demo', E2E_DEMO_PASSWORD);
      await page.waitForSelector('[data-testid=editor-toolbar]', { timeout: TIMEOUT });
      await page.waitForSelector('[data-testid=sections-editor] [data-testid=edit-module]', { timeout: TIMEOUT });
      await page.waitForFunction(() => !!document.activeElement?.closest('[data-testid=editor-toolbar]'), { timeout: TIMEOUT }).catch(() => undefined);
      if (!(await page.evaluate(() => !!document.activeElement?.closest('[data-testid=editor-toolbar]')))) findings.push(`editor: focus is not in the toolbar after the login but on ${await focused(page)}`);
      await check('editor toolbar and section editors');

      // a module's dialog
      await page.click('[data-testid=sections-editor] [data-testid=edit-module]');
      await page.waitForSelector('dialog[open][data-testid^=module-dialog-]', { timeout: TIMEOUT });
      await check('module dialog');
      await page.keyboard.press('Escape');
      await page.waitForSelector('dialog[open][data-testid^=module-dialog-]', { hidden: true, timeout: TIMEOUT });

      // the new-section dialog (layouts)
      await page.click('[data-testid=add-section]');
      await page.waitForSelector('dialog[open]', { timeout: TIMEOUT });
      await check('new section dialog');
      await page.keyboard.press('Escape');
      await page.waitForSelector('dialog[open]', { hidden: true, timeout: TIMEOUT });

      // the versions dialog
      if (await page.$('[data-testid=versions]')) {
        await page.click('[data-testid=versions]');
        await page.waitForSelector('dialog[open]', { timeout: TIMEOUT });
        await check('versions dialog');
        await page.keyboard.press('Escape');
        await page.waitForSelector('dialog[open]', { hidden: true, timeout: TIMEOUT });
      }

      // the module palette, with the whole page: the toolbar grows, and still lies over nothing of the
      // page, which scrolls in its own area right under it (here scrolled down by the dialogs above,
      // where the toolbar used to cover part of a drag handle)
      await page.click('[data-testid=palette-toggle]');
      await page.waitForSelector('#editor-palette', { timeout: TIMEOUT });
      await page.waitForFunction(() => document.querySelector('[data-testid=editor-toolbar]')!.getBoundingClientRect().bottom === 154, { timeout: TIMEOUT });
      expect(await page.evaluate(() => ({ scrolled: document.body.scrollTop > 0, gap: document.body.getBoundingClientRect().top - document.querySelector('[data-testid=editor-toolbar]')!.getBoundingClientRect().bottom }))).toEqual({ scrolled: true, gap: 0 });
      await check('module palette');
      await page.click('[data-testid=palette-toggle]');
      await page.waitForFunction(() => document.body.getBoundingClientRect().top === 98, { timeout: TIMEOUT });

      // a module picked up by keyboard moves one place per arrow key, and screen readers hear where
      const handle = await page.evaluateHandle(() =>
        [...document.querySelectorAll('[data-testid=drag-handle]')].find((h) => h.closest('[data-module-id]')!.parentElement!.querySelectorAll(':scope > [data-module-id]').length >= 3),
      );
      const heard = () => page.$$eval('[id^=DndLiveRegion]', (regions) => regions.map((r) => r.textContent ?? '').join(' '));
      await handle.asElement()!.focus();
      // the handle's role in the editor's language, not dnd-kit's English 'sortable'
      expect(await handle.asElement()!.evaluate((h) => (h as Element).getAttribute('aria-roledescription'))).toBe('verschiebbares Modul');
      // every text the live regions hold, in order: one per step, none replaced unheard
      await page.evaluate(() => {
        const log: string[] = ((window as unknown as { heard: string[] }).heard = []);
        new MutationObserver(() => {
          for (const region of document.querySelectorAll('[id^=DndLiveRegion]')) {
            const text = region.textContent?.trim();
            if (text && !log.includes(text)) log.push(text);
          }
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      await page.keyboard.press('Space');
      await page.waitForFunction(() => /Position 1\b/.test([...document.querySelectorAll('[id^=DndLiveRegion]')].map((r) => r.textContent).join(' ')), { timeout: TIMEOUT });
      // dnd-kit's keyboard sensor listens for the arrow keys from a setTimeout(0) queued when the module
      // was picked up, and React's announcement can come first on a busy machine: a timer queued now
      // runs after it, so the first ArrowDown is not pressed into nothing
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
      await page.keyboard.press('ArrowDown');
      await page.waitForFunction(() => /Position 2\b/.test([...document.querySelectorAll('[id^=DndLiveRegion]')].map((r) => r.textContent).join(' ')), { timeout: TIMEOUT }).catch(() => undefined);
      const first = await heard();
      await page.keyboard.press('ArrowDown');
      await page.waitForFunction(() => /Position 3\b/.test([...document.querySelectorAll('[id^=DndLiveRegion]')].map((r) => r.textContent).join(' ')), { timeout: TIMEOUT }).catch(() => undefined);
      const second = await heard();
      await page.keyboard.press('Escape'); // cancelled: nothing is saved
      expect([first, second]).toEqual([expect.stringMatching(/über Position 2\./), expect.stringMatching(/über Position 3\./)]);
      await page.waitForFunction(() => (window as unknown as { heard: string[] }).heard.some((t) => t.includes('abgebrochen')), { timeout: TIMEOUT });
      expect(await page.evaluate(() => (window as unknown as { heard: string[] }).heard)).toEqual([
        expect.stringMatching(/aufgenommen: Position 1\.$/),
        expect.stringMatching(/über Position 2\.$/),
        expect.stringMatching(/über Position 3\.$/),
        expect.stringMatching(/abgebrochen\.$/),
      ]);
    } finally {
      await context.close();
    }
    expect(findings).toEqual([]);
  });
});

