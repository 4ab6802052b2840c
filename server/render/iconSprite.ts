/**
 * The site's icon sprite (client/layout/icons.svg) as every page carries it: inline at the start of
 * the body, outside React's root, so that `<use href="#icon-…">` (client/layout/icons.tsx) finds its
 * symbol in the page itself. Referenced as an external file, the sprite was a document of its own
 * for the browser: Chromium builds an isolated SVG page for it on every first visit, 8–39 ms of the
 * main thread at 1× inside the first style pass (docs/performance.md, "Phones"). Inline it costs
 * about 5.9 KB of a page's gzipped HTML.
 */
import sprite from '../../client/layout/icons.svg';
import { ICON_ID_PREFIX } from '../../client/layout/iconIds';

/** The sprite's symbols with page-wide ids, in a hidden `<svg>`; built once. */
export function inlineSprite(source: string): string {
  const symbols = source
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/^[\s\S]*?<svg[^>]*>|<\/svg>\s*$/g, '')
    .replace(/<symbol id="([\w-]+)"/g, `<symbol id="${ICON_ID_PREFIX}$1"`)
    .replace(/>\s+</g, '><')
    .trim();
  return `<svg xmlns="http://www.w3.org/2000/svg" display="none" aria-hidden="true">${symbols}</svg>`;
}

export const ICON_SPRITE = inlineSprite(sprite);
