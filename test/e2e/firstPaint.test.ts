/**
 * The first paint of a first visit (issue 14, item 7): with the consent dialog open, the largest
 * contentful paint is the page's own content, never the dialog, on a phone and on a desktop; and a
 * phone does not download the largest rendition of a full-width image.
 */
import type { Browser } from 'puppeteer-core';
import { launchBrowser } from './browser';
import { pageTypes } from './pageTypes';
import { baseUrl, open } from './visit';

/** The pages of issue 14's measurements. */
const MEASURED = ['home (de)', 'content page (de)', 'concerts (en)', 'concert (de)', 'story (en)'];

let browser: Browser;
let close: () => Promise<void>;
let paths: Record<string, string>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
  paths = Object.fromEntries((await pageTypes(baseUrl())).map((type) => [type.name, type.path]));
});
afterAll(() => close?.());

interface Largest {
  inDialog: boolean;
  inMain: boolean;
  element: string;
}

describe.each([
  ['phone', 390, 844],
  ['desktop', 1440, 900],
] as const)('largest contentful paint on a %s', (_device, width, height) => {
  test.each(MEASURED)('%s: the page’s own content, with the consent dialog open', async (name) => {
    const context = await browser.createBrowserContext();
    try {
      const { page } = await open(context, paths[name], async (tab) => {
        await tab.setViewport({ width, height });
        await tab.evaluateOnNewDocument(() => {
          const entries: PerformanceEntry[] = [];
          (window as unknown as { lcpEntries: PerformanceEntry[] }).lcpEntries = entries;
          new PerformanceObserver((list) => entries.push(...list.getEntries())).observe({ type: 'largest-contentful-paint', buffered: true });
        });
      });
      await page.waitForSelector('#cc-main .cm', { visible: true });
      // the dialog has painted: a later, larger candidate would have been reported by now
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const largest = await page.evaluate((): Largest | null => {
        const entries = (window as unknown as { lcpEntries: (PerformanceEntry & { element: Element | null })[] }).lcpEntries;
        const last = entries.at(-1);
        if (!last?.element) return null;
        return {
          inDialog: !!last.element.closest('#cc-main'),
          inMain: !!last.element.closest('main'),
          element: `${last.element.tagName} ${(last.element.textContent ?? '').slice(0, 40)}`,
        };
      });
      expect(largest).not.toBeNull();
      expect({ ...largest!, element: undefined }).toEqual({ inDialog: false, inMain: true, element: undefined });
    } finally {
      await context.close();
    }
  });
});

test('a phone loads a full-width image in a rendition for its width, not the largest', async () => {
  const context = await browser.createBrowserContext();
  try {
    const { page } = await open(context, paths['concert (de)'], (tab) => tab.setViewport({ width: 390, height: 844, deviceScaleFactor: 2 }));
    // the candidates of the format the browser chose (avif, webp or jpeg), with their widths
    const { current, candidates } = await page.$eval('main picture img', (img) => {
      const chosen = (img as HTMLImageElement).currentSrc;
      const sets = [...img.parentElement!.querySelectorAll('source, img')].map((el) => el.getAttribute('srcset') ?? '');
      const set = sets.find((srcset) => srcset.split(',').some((c) => chosen.endsWith(c.trim().split(/\s+/)[0]))) ?? '';
      return { current: chosen, candidates: set.split(',').map((c) => c.trim().split(/\s+/)).map(([url, w]) => ({ url, width: Number(w.replace('w', '')) })) };
    });
    expect(candidates.length).toBeGreaterThan(1);
    const chosen = candidates.find((c) => current.endsWith(c.url));
    // 390 CSS px at 2x: 780 device pixels; the smallest candidate that covers them, not the largest
    expect(chosen?.width).toBeLessThan(Math.max(...candidates.map((c) => c.width)));
  } finally {
    await context.close();
  }
});
