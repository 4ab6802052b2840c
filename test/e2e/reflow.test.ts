/**
 * Reflow at 320 px (WCAG 1.4.10), in Chromium, on one address of every page type in both languages
 * (pageTypes.ts), the cookie dialog answered: the page never scrolls sideways, and the burger menu,
 * the only navigation at that width, lies wholly inside the window, is not covered, and opens.
 */
import type { Browser, Page } from 'puppeteer';
import { launchBrowser } from './browser';
import { pageTypes, type PageType } from './pageTypes';
import { baseUrl, open, waitForHydration } from './visit';

jest.setTimeout(240_000);

const NARROW = { width: 320, height: 640 };

let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(() => close());

/** What does not fit at this width: sideways scrolling, and a burger that is not fully reachable. */
async function reflowFindings(page: Page, type: PageType): Promise<string[]> {
  return page.evaluate((path) => {
    const findings: string[] = [];
    const { scrollWidth, clientWidth } = document.documentElement;
    if (scrollWidth > clientWidth) {
      const wide = [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((el) => el.getBoundingClientRect().right > clientWidth + 0.5 && el.getClientRects().length > 0)
        .slice(0, 3)
        .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]} (right ${Math.round(el.getBoundingClientRect().right)})`);
      findings.push(`${path}: scrolls sideways (${scrollWidth} px wide in ${clientWidth} px: ${wide.join(', ')})`);
    }
    const burger = document.querySelector<HTMLElement>('button[aria-controls="site-menu"]');
    // the CMS hub has its own layout without the site header
    if (!burger) return document.querySelector('header[data-variant]') ? [...findings, `${path}: no burger button`] : findings;
    const box = burger.getBoundingClientRect();
    if (box.left < 0 || box.right > clientWidth || box.width < 24 || box.height < 24) findings.push(`${path}: the burger is cut off (${Math.round(box.left)}..${Math.round(box.right)} of ${clientWidth})`);
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (!hit || !burger.contains(hit)) findings.push(`${path}: the burger is covered by ${hit?.tagName}`);
    return findings;
  }, type.path);
}

it('no page type scrolls sideways at 320 px, and its burger menu is reachable and opens', async () => {
  const types = await pageTypes(baseUrl());
  const { page } = await open(browser, '/de');
  await page.setViewport(NARROW);
  // answer the cookie dialog once: the browser keeps the choice for the other pages
  await page.waitForSelector('#cc-main [data-role="necessary"]', { visible: true });
  await page.click('#cc-main [data-role="necessary"]');
  const findings: string[] = [];
  for (const type of types) {
    await page.goto(`${baseUrl()}${type.path}`, { waitUntil: 'networkidle0' });
    await waitForHydration(page);
    findings.push(...(await reflowFindings(page, type)));
    const burger = await page.$('button[aria-controls="site-menu"]');
    if (!burger) continue;
    await burger.click();
    const opened = await page
      .waitForFunction(() => document.querySelector('button[aria-controls="site-menu"]')?.getAttribute('aria-expanded') === 'true', { timeout: 5_000 })
      .then(() => true, () => false);
    if (!opened) findings.push(`${type.path}: the burger menu does not open`);
  }
  expect(findings).toEqual([]);
  await page.close();
});
