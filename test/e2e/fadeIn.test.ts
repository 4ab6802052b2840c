/**
 * The staggered fade-in (SPEC §2, §9 FADE_IN; client/transitions/fadeIn.ts) on the home page in
 * Chromium: what the visitor sees when the script runs stays as it is, what is below the fold starts
 * hidden and shows as it is scrolled to, one after another. The script asks for no position: an
 * IntersectionObserver's first report says where each part is, with the browser's next frame (a read
 * would make the browser lay the page out at once, in the script's task: a long task on a phone).
 */
import type { Browser } from 'puppeteer';
import { FADE_IN } from '../../shared/constants';
import { openBrowser } from './browser';
import { open } from './visit';

const PHONE = { width: 390, height: 800 };

let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await openBrowser());
});
afterAll(() => close());

describe('fade-in of the page’s parts', () => {
  it('leaves what is in view alone, hides what is below and shows it when reached, reading no position', async () => {
    const context = await browser.createBrowserContext();
    const { page, problems } = await open(context, '/de', async (opening) => {
      await opening.setViewport(PHONE);
      // the fade's reads of positions and its writes of the hidden class, in order, from the start
      await opening.evaluateOnNewDocument(() => {
        const steps: string[] = [];
        (window as unknown as { fadeSteps: string[] }).fadeSteps = steps;
        const read = Element.prototype.getBoundingClientRect;
        Element.prototype.getBoundingClientRect = function (this: Element) {
          if (this.closest('#main')) steps.push('read');
          return read.call(this);
        };
        const add = DOMTokenList.prototype.add;
        DOMTokenList.prototype.add = function (this: DOMTokenList, ...tokens: string[]) {
          if (tokens.includes('fade-pending')) steps.push('hide');
          return add.apply(this, tokens);
        };
      });
    });
    await page.waitForFunction(() => document.querySelectorAll('.fade-pending').length > 0);
    const steps = await page.evaluate(() => (window as unknown as { fadeSteps: string[] }).fadeSteps);
    expect(steps).toContain('hide');
    expect(steps.filter((step) => step === 'read')).toEqual([]);

    const state = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.fade-pending, .fade-shown')].map((element) => ({
        pending: element.classList.contains('fade-pending'),
        top: element.getBoundingClientRect().top,
        opacity: getComputedStyle(element).opacity,
      })),
    );
    // hidden only below the fold, and hidden for real
    expect(state.filter((part) => part.pending).every((part) => part.top >= PHONE.height && part.opacity === '0')).toBe(true);
    // nothing in view was touched when the script ran
    const inView = await page.evaluate(
      (height) => [...document.querySelectorAll('#main section[data-layout] > * > *')].filter((element) => element.getBoundingClientRect().bottom <= height).length,
      PHONE.height,
    );
    expect(inView).toBeGreaterThan(0);

    // scrolled to, a hidden part shows: the fade's transition runs to full opacity, staggered per batch
    const target = await page.$('.fade-pending');
    await target!.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await page.waitForFunction((element) => element.classList.contains('fade-shown') && getComputedStyle(element).opacity === '1', {}, target!);
    const delay = await target!.evaluate((element) => (element as HTMLElement).style.transitionDelay);
    expect(delay).toMatch(/^\d+ms$/);
    expect(Number.parseInt(delay, 10) % Math.round(FADE_IN.stagger * 1000)).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
