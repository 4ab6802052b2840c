/**
 * White text over hero images keeps 4.5:1 (WCAG 1.4.3) on every pixel behind it, measured on the
 * rendered pixels in Chromium: a concert, a story and a content page with a header image, at 390 and
 * 1440 px. Each text's box is photographed with the text made transparent, under the image as it is
 * and under the image turned all white and all black (its lightest and darkest possible parts); the
 * lightest pixel behind the text decides its contrast with white.
 */
import sharp from 'sharp';
import type { Browser, Page } from 'puppeteer';
import { launchBrowser } from './browser';
import { pageTypes } from './pageTypes';
import { baseUrl, open } from './visit';

jest.setTimeout(180_000);

const WIDTHS = [390, 1440];
/** the image as it is, and its lightest and darkest possible pixels */
const IMAGE_FILTERS = { 'as is': 'none', white: 'brightness(0) invert(1)', black: 'brightness(0)' } as const;
const MINIMUM = 4.5;

let browser: Browser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ browser, close } = await launchBrowser());
});
afterAll(() => close());

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};
const luminance = (r: number, g: number, b: number) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

/** White text's contrast with the lightest pixel of a PNG. */
async function contrastWithWhite(png: Uint8Array): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let lightest = 0;
  for (let i = 0; i < data.length; i += info.channels) lightest = Math.max(lightest, luminance(data[i], data[i + 1], data[i + 2]));
  return 1.05 / (lightest + 0.05);
}

/**
 * The boxes of the hero's white text lines in the viewport (a Range's rects: the glyphs' lines, not
 * the element's full-width box, which also holds the '©' button), by a name for the findings.
 */
async function heroTexts(page: Page): Promise<{ name: string; box: { x: number; y: number; width: number; height: number } }[]> {
  return page.$$eval('main header:has(picture) :is(h1, p)', (elements) =>
    elements
      .filter((el) => getComputedStyle(el).color === 'rgb(255, 255, 255)' && el.textContent!.trim() !== '')
      .flatMap((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return [...range.getClientRects()]
          .filter((r) => r.width > 1 && r.height > 1)
          .map((r, line) => ({ name: `${el.tagName.toLowerCase()} "${el.textContent!.trim().slice(0, 24)}" line ${line + 1}`, box: { x: r.x, y: r.y, width: r.width, height: r.height } }));
      }),
  );
}

/** The hero's text transparent (its box stays), through the CSSOM (the page's CSP allows no injected <style>). */
const hideText = (page: Page, hidden: boolean) =>
  page.$$eval(
    'main header :is(h1, p, time, s, span, a)',
    (elements, on) => {
      for (const el of elements as HTMLElement[]) {
        if (on) {
          el.style.setProperty('color', 'transparent', 'important');
          el.style.setProperty('text-shadow', 'none', 'important');
        } else {
          el.style.removeProperty('color');
          el.style.removeProperty('text-shadow');
        }
      }
    },
    hidden,
  );

it('white hero text has 4.5:1 against the lightest pixel behind it, on any image', async () => {
  const types = await pageTypes(baseUrl());
  const paths = [types.find((t) => t.name === 'concert (de)')!.path, types.find((t) => t.name === 'story (en)')!.path, '/de/ueber-uns'];
  const findings: string[] = [];
  let measured = 0;
  for (const path of paths) {
    const { page } = await open(browser, path);
    // the cookie dialog of a first visit would lie over the hero: answered (the browser keeps it)
    const banner = await page.waitForSelector('#cc-main [data-role="necessary"]', { visible: true, timeout: 5_000 }).catch(() => null);
    if (banner) {
      await banner.click();
      await page.waitForFunction(() => !document.documentElement.classList.contains('show--consent'));
    }
    for (const width of WIDTHS) {
      await page.setViewport({ width, height: 900 });
      await page.evaluate(() => window.scrollTo(0, 0));
      const texts = await heroTexts(page);
      if (!texts.length) findings.push(`${path} @${width}: no white hero text found`);
      // the text transparent (its box stays), so the pixels behind it are photographed
      await hideText(page, true);
      for (const [mode, filter] of Object.entries(IMAGE_FILTERS)) {
        await page.$eval('main header picture img', (img, f) => ((img as HTMLImageElement).style.filter = f), filter);
        for (const text of texts) {
          const ratio = await contrastWithWhite(await page.screenshot({ clip: text.box, type: 'png' }));
          measured += 1;
          if (ratio < MINIMUM) findings.push(`${path} @${width}, image ${mode}: ${text.name} ${ratio.toFixed(2)}:1`);
        }
      }
      await hideText(page, false);
      await page.$eval('main header picture img', (img) => ((img as HTMLImageElement).style.filter = ''));
    }
    await page.close();
  }
  expect(findings).toEqual([]);
  expect(measured).toBeGreaterThan(20);
});
