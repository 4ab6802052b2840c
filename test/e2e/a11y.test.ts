/**
 * Accessibility (WCAG 2.2 A and AA, issue 15) of the page editor with axe-core in Chromium: its login
 * dialog, toolbar, section editors and dialogs. Any violation fails, with its rule, element and
 * reason. Focus must not fall to <body> when the editor login succeeds. Every public page type, in
 * both languages, at phone and desktop width, with the cookie dialog open and answered, is checked
 * in the page walk (test/e2e/everyPageWalk.ts), which opens each page once for all its checks.
 */
import type { Browser, Page } from 'puppeteer';
import { axeAt, focused } from './axe';
import { openBrowser } from './browser';
import { logInThroughModal, TIMEOUT } from './editorSteps';
import { E2E_DEMO_PASSWORD } from './globalSetup';
import { open } from './visit';

jest.setTimeout(150_000);

const DESKTOP = { width: 1440, height: 900 };

let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await openBrowser());
});
afterAll(() => close());

/** The editor's modules have held their places (transforms included) for three frames with no transition running. */
async function modulesAtRest(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { rest: { rects: string; frames: number } }).rest = { rects: '', frames: 0 };
  });
  await page.waitForFunction(
    () => {
      const rest = (window as unknown as { rest: { rects: string; frames: number } }).rest;
      const rects = [...document.querySelectorAll('[data-module-id]')].map((el) => {
        const box = el.getBoundingClientRect();
        return `${box.x},${box.y}`;
      });
      const moving = document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
      const now = rects.join(';');
      rest.frames = !moving && now === rest.rects ? rest.frames + 1 : 0;
      rest.rects = now;
      return rest.frames >= 3;
    },
    { polling: 'raf', timeout: TIMEOUT },
  );
}

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
      // the items have slid to their new places: a key pressed while they still move measures them
      // mid-way, and dnd-kit can announce a position it passes over (4) before the one it stops at (3).
      // no animation running is not enough: right after the announcement the slide may not have
      // started yet, so the modules must also hold their places for a few frames
      await modulesAtRest(page);
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

