/**
 * The focus ring over hero images (WCAG 1.4.11, issue 28) measured on the rendered pixels in
 * Chromium: on a concert and a story at 390 and 1440 px, every control of the transparent header
 * and of the hero (`.on-image`) is photographed with and without keyboard focus, under the image as
 * it is, turned all white and all black. Across the ring's band on each side (a ray of pixels going
 * out from the control's middle), some pixel of the ring must differ from the pixel it covers by at
 * least 3:1: the ring is seen against whatever lies behind it.
 */
import sharp from 'sharp';
import type { Browser, Page } from 'puppeteer';
import { launchBrowser } from './browser';
import { pageTypes } from './pageTypes';
import { baseUrl, open } from './visit';

jest.setTimeout(480_000);

const WIDTHS = [390, 1440];
const IMAGE_FILTERS = { 'as is': 'none', white: 'brightness(0) invert(1)', black: 'brightness(0)' } as const;
const MINIMUM = 3;
/** how far out of the control's box the ring's band is looked for (the ring reaches 7 px) */
const BAND = 9;

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
const luminance = (p: readonly number[]) => 0.2126 * channel(p[0]) + 0.7152 * channel(p[1]) + 0.0722 * channel(p[2]);
const contrast = (a: readonly number[], b: readonly number[]) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The visible controls over the image, by an index into the page's `.on-image` controls. */
async function controls(page: Page): Promise<{ index: number; name: string; box: Box }[]> {
  return page.$$eval('.on-image :is(a[href], button):not([disabled])', (elements) =>
    elements.flatMap((el, index) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (r.width < 4 || r.height < 4 || style.visibility === 'hidden' || r.bottom <= 0 || r.top >= innerHeight || r.left < 0 || r.right > innerWidth) return [];
      const name = (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().slice(0, 30);
      return [{ index, name, box: { x: r.x, y: r.y, width: r.width, height: r.height } }];
    }),
  );
}

/** A region's pixels as [r, g, b] by (x, y) relative to its top left. */
async function pixels(page: Page, clip: Box): Promise<(x: number, y: number) => number[]> {
  const { data, info } = await sharp(await page.screenshot({ clip, type: 'png' }))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return (x, y) => {
    const i = (y * info.width + x) * info.channels;
    return [data[i], data[i + 1], data[i + 2]];
  };
}

/** Keyboard focus on the control (a key pressed first, so Chromium shows :focus-visible for the focus() that follows; Shift moves nothing). */
async function keyboardFocus(page: Page, index: number): Promise<boolean> {
  await page.keyboard.press('Shift');
  return page.$$eval(
    '.on-image :is(a[href], button):not([disabled])',
    (elements, i) => {
      const el = elements[i] as HTMLElement;
      el.focus({ preventScroll: true });
      return el.matches(':focus-visible');
    },
    index,
  );
}

it('the focus ring over a hero image differs by 3:1 from the pixels it covers, on every side, on any image', async () => {
  const types = await pageTypes(baseUrl());
  const paths = [types.find((t) => t.name === 'concert (de)')!.path, types.find((t) => t.name === 'story (en)')!.path];
  const findings: string[] = [];
  let measured = 0;
  for (const path of paths) {
    const { page } = await open(browser, path);
    const banner = await page.waitForSelector('#cc-main [data-role="necessary"]', { visible: true, timeout: 5_000 }).catch(() => null);
    if (banner) {
      await banner.click();
      await page.waitForFunction(() => !document.documentElement.classList.contains('show--consent'));
    }
    for (const width of WIDTHS) {
      await page.setViewport({ width, height: 900 });
      await page.evaluate(() => window.scrollTo(0, 0));
      const found = await controls(page);
      if (found.length < 3) findings.push(`${path} @${width}: only ${found.length} controls over the image`);
      for (const [mode, filter] of Object.entries(IMAGE_FILTERS)) {
        await page.$$eval('main header picture img', (images, f) => images.forEach((img) => ((img as HTMLImageElement).style.filter = f)), filter);
        for (const control of found) {
          const left = Math.max(0, Math.floor(control.box.x) - BAND);
          const top = Math.max(0, Math.floor(control.box.y) - BAND);
          const clip = { x: left, y: top, width: Math.min(width, Math.ceil(control.box.x + control.box.width) + BAND) - left, height: Math.ceil(control.box.y + control.box.height) + BAND - top };
          await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
          const behind = await pixels(page, clip);
          if (!(await keyboardFocus(page, control.index))) {
            findings.push(`${path} @${width}: "${control.name}" shows no :focus-visible`);
            continue;
          }
          const ring = await pixels(page, clip);
          // rays from the middle of each side outwards through the band, in the clip's coordinates
          const midX = Math.round(control.box.x + control.box.width / 2) - left;
          const midY = Math.round(control.box.y + control.box.height / 2) - top;
          const edges = { top: Math.floor(control.box.y) - top, bottom: Math.ceil(control.box.y + control.box.height) - top - 1, left: Math.floor(control.box.x) - left, right: Math.ceil(control.box.x + control.box.width) - left - 1 };
          const rays: [string, [number, number][]][] = [
            ['top', Array.from({ length: BAND }, (_, d) => [midX, edges.top - d] as [number, number])],
            ['bottom', Array.from({ length: BAND }, (_, d) => [midX, edges.bottom + d] as [number, number])],
            ['left', Array.from({ length: BAND }, (_, d) => [edges.left - d, midY] as [number, number])],
            ['right', Array.from({ length: BAND }, (_, d) => [edges.right + d, midY] as [number, number])],
          ];
          for (const [side, ray] of rays) {
            const inside = ray.filter(([x, y]) => x >= 0 && y >= 0 && x < clip.width && y < clip.height);
            // a side at the window's edge has no band to measure
            if (inside.length < BAND - 1) continue;
            const best = Math.max(...inside.map(([x, y]) => contrast(ring(x, y), behind(x, y))));
            measured += 1;
            if (best < MINIMUM) findings.push(`${path} @${width}, image ${mode}: "${control.name}" ${side} ${best.toFixed(2)}:1`);
          }
        }
      }
      await page.$$eval('main header picture img', (images) => images.forEach((img) => ((img as HTMLImageElement).style.filter = '')));
    }
    await page.close();
  }
  expect(findings).toEqual([]);
  expect(measured).toBeGreaterThan(50);
});
