/**
 * The focus ring of form controls and of the cookie dialog, measured from the pixels (issue 47,
 * WCAG 1.4.11 and 2.4.7; for the page walk, everyPageWalk.ts). Each control is photographed without
 * and with keyboard focus. On each side of it a ray of pixels goes out from just inside its edge
 * through the band the ring can take; some pixel of the ray must have changed by at least 3:1
 * (the focused look against the unfocused one) and contrast by at least 3:1 with the background
 * the control stands on (the commonest unfocused pixel outside it on the ray); the browser's own
 * ring (`outline-style: auto`, a different colour on each platform) does not count. The box measured is the element
 * that draws the ring: the control, or the field around an input that shows its ring on the field.
 * One control of each look is photographed (controlsOf): the ring is the site's CSS, not the page's.
 */
import type { Page } from 'puppeteer';
import { contrast, decode, PIXELS, type Box } from './pixels';

const MINIMUM = 3;
/** how far in (the control's border) and out (the ring: 2 px away, 3 px wide) a ray reaches */
const INSIDE = 2;
const BAND = 8;

interface Control {
  index: number;
  name: string;
}

/**
 * The visible, enabled controls of `selector`, one of each look (a name for the findings, an index
 * to focus them by). The ring is drawn by the site's CSS per kind of control; two controls look
 * alike when they share tag, type, classes, their own border, outline and background and the
 * background they stand on, so one of them is photographed for both (the contact form's nine text
 * fields are one look). `seen` carries the looks already measured at this width across calls.
 */
async function controlsOf(page: Page, selector: string, seen: Set<string>): Promise<{ controls: Control[]; all: number }> {
  const found = await page.$$eval(selector, (elements) =>
    elements.flatMap((el, index) => {
      const control = el as HTMLElement & { disabled?: boolean; type?: string };
      if (control.disabled || control.type === 'hidden' || !control.checkVisibility({ visibilityProperty: true })) return [];
      const r = control.getBoundingClientRect();
      if (r.width < 4 || r.height < 4) return [];
      const label = control.getAttribute('aria-label') || (control as HTMLInputElement).labels?.[0]?.textContent || control.textContent || control.getAttribute('name') || '';
      const own = getComputedStyle(control);
      let behind = 'rgba(0, 0, 0, 0)';
      for (let box = control.parentElement; box && behind === 'rgba(0, 0, 0, 0)'; box = box.parentElement) behind = getComputedStyle(box).backgroundColor;
      const look = [control.tagName, control.type ?? '', control.className, control.parentElement?.className ?? '', own.border, own.outline, own.outlineOffset, own.backgroundColor, own.color, behind].join('|');
      return [{ index, look, name: `${control.tagName.toLowerCase()}${control.type ? `[${control.type}]` : ''} "${label.trim().slice(0, 30)}"` }];
    }),
  );
  const controls: Control[] = [];
  for (const { index, look, name } of found) {
    if (seen.has(look)) continue;
    seen.add(look);
    controls.push({ index, name });
  }
  return { controls, all: found.length };
}

/**
 * The control scrolled to the window's middle, unfocused or focused as from the keyboard (a key
 * pressed first, so Chromium shows :focus-visible for the focus() that follows; Shift moves
 * nothing), once its transitions have ended; answers the box of the element drawing its ring.
 */
async function put(page: Page, selector: string, index: number, focus: boolean): Promise<{ box: Box; visible: boolean; browsers: boolean } | null> {
  if (focus) await page.keyboard.press('Shift');
  const result = await page.$$eval(
    selector,
    (elements, i, on) => {
      const el = elements[i] as HTMLElement;
      el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      if (on) el.focus({ preventScroll: true });
      else (document.activeElement as HTMLElement | null)?.blur();
      // the ring's owner: the control, or the nearest element around it with an outline (a search field)
      let owner: HTMLElement | null = el;
      if (on) while (owner && getComputedStyle(owner).outlineStyle === 'none') owner = owner.parentElement;
      const r = (owner ?? el).getBoundingClientRect();
      return {
        // in the document's coordinates, as a screenshot's clip takes them
        box: { x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height },
        visible: on ? el.matches(':focus-visible') : true,
        owned: !on || !!owner,
        // 'auto': the browser's own ring (its colour differs by browser and platform: Android Chrome's orange is 2.4:1 on white)
        browsers: on && !!owner && getComputedStyle(owner).outlineStyle === 'auto',
      };
    },
    index,
    focus,
  );
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity), { timeout: 30_000 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return result.owned ? result : null;
}

/**
 * The background the control stands on: the commonest unfocused pixel outside it along the ray (its
 * far end may already be a neighbour: the cookie dialog's buttons are 6 px apart).
 */
function mostCommon(pixels: number[][]): number[] {
  const counts = new Map<string, { pixel: number[]; count: number }>();
  for (const pixel of pixels) {
    const key = pixel.join(',');
    const entry = counts.get(key) ?? { pixel, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count)[0].pixel;
}

/** The findings of one control's ring (empty: it passes), at the window's current width. */
async function measure(page: Page, selector: string, control: Control, where: string): Promise<string[]> {
  const before = await put(page, selector, control.index, false);
  const focused = await put(page, selector, control.index, true);
  if (!before || !focused) return [`${where}: ${control.name} draws no outline when focused`];
  if (!focused.visible) return [`${where}: ${control.name} shows no :focus-visible`];
  if (focused.browsers) return [`${where}: ${control.name} shows the browser's default focus ring, not the site's`];
  const box = focused.box;
  const viewport = page.viewport()!;
  const left = Math.max(0, Math.floor(box.x) - BAND);
  const top = Math.max(0, Math.floor(box.y) - BAND);
  const clip = { x: left, y: top, width: Math.min(viewport.width, Math.ceil(box.x + box.width) + BAND) - left, height: Math.ceil(box.y + box.height) + BAND - top };
  // the control is in the window (scrolled to its middle): photographed as shown, nothing laid out again
  const shot = { ...PIXELS, clip, captureBeyondViewport: false };
  const ring = await decode(await page.screenshot(shot));
  await put(page, selector, control.index, false);
  const plain = await decode(await page.screenshot(shot));
  const midX = Math.round(box.x + box.width / 2) - left;
  const midY = Math.round(box.y + box.height / 2) - top;
  const edge = { top: Math.floor(box.y) - top, bottom: Math.ceil(box.y + box.height) - top - 1, left: Math.floor(box.x) - left, right: Math.ceil(box.x + box.width) - left - 1 };
  const ray = (from: [number, number], step: [number, number]) => Array.from({ length: INSIDE + BAND }, (_, d) => [from[0] + step[0] * (d - INSIDE), from[1] + step[1] * (d - INSIDE)] as [number, number]);
  const rays: [string, [number, number][]][] = [
    ['top', ray([midX, edge.top], [0, -1])],
    ['bottom', ray([midX, edge.bottom], [0, 1])],
    ['left', ray([edge.left, midY], [-1, 0])],
    ['right', ray([edge.right, midY], [1, 0])],
  ];
  const findings: string[] = [];
  for (const [side, pixels] of rays) {
    const inside = pixels.filter(([x, y]) => x >= 0 && y >= 0 && x < clip.width && y < clip.height);
    // a side at the window's edge has no band to measure
    if (inside.length < pixels.length) continue;
    const background = mostCommon(inside.slice(INSIDE + 1).map(([x, y]) => plain.at(x, y)));
    const best = Math.max(...inside.map(([x, y]) => Math.min(contrast(ring.at(x, y), plain.at(x, y)), contrast(ring.at(x, y), background))));
    if (best < MINIMUM) findings.push(`${where}: ${control.name} ${side}: ${best.toFixed(2)}:1`);
  }
  return findings;
}

/**
 * Every look of control of `selector` at each width (see controlsOf): the findings, and how many
 * controls there were at each width (a test asserts there were some). `seen` (one set per width,
 * by the width) spares a look measured on an earlier page of the walk.
 */
export async function focusRingFindings(
  page: Page,
  selector: string,
  viewports: { width: number; height: number }[],
  where: string,
  seen: Map<number, Set<string>> = new Map(),
): Promise<{ findings: string[]; measured: number[]; photographed: number }> {
  await page.bringToFront();
  const findings: string[] = [];
  const measured: number[] = [];
  let photographed = 0;
  for (const viewport of viewports) {
    await page.setViewport(viewport);
    if (!seen.has(viewport.width)) seen.set(viewport.width, new Set());
    const { controls, all } = await controlsOf(page, selector, seen.get(viewport.width)!);
    measured.push(all);
    photographed += controls.length;
    for (const control of controls) findings.push(...(await measure(page, selector, control, `${where} @${viewport.width}`)));
  }
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  return { findings, measured, photographed };
}
