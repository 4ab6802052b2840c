/**
 * Writes the wordmark's lettering, as LOGO_LETTERING (shared/brand) places it, into the icon sprite
 * (client/layout/icons.svg, symbol "logo") as SVG text in the site's faces, and into the admin's copy
 * (shared/brand, LOGO_SVG_BODY) as outlines of those faces: "Philharmonie" in Fraunces 800,
 * "FLUSSSTADT" in Source Sans 3 700, from the fonts the site ships (@fontsource, the woff files).
 * The sprite is inline in every page, so its text is laid out in the page's own web fonts (as
 * outlines it was 4.7 KB of every page's gzipped HTML); the admin does not load those fonts. Run
 * after changing the lettering: `npx tsx scripts/logo.ts` (the output is committed; neither the
 * build nor the browser needs it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse, type Font } from 'opentype.js';
import { BRAND_FONTS, LOGO_LETTERING } from '../shared/brand';

type Line = (typeof LOGO_LETTERING)[number];

/** The faces' files (the admin's outlines) and weights (the site's text). */
const FONT_WEIGHTS: Record<Line['face'], number> = { display: 800, text: 700 };
const FONT_FILES: Record<Line['face'], string> = {
  display: '@fontsource/fraunces/files/fraunces-latin-800-normal.woff',
  text: '@fontsource/source-sans-3/files/source-sans-3-latin-700-normal.woff',
};
/** The symbol's width: the lettering has to fit it. */
const VIEW_WIDTH = 232;
const START = '<!-- lettering: scripts/logo.ts -->';
const END = '<!-- /lettering -->';

function loadFont(file: string): Font {
  const bytes = fs.readFileSync(require.resolve(file));
  return parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

/**
 * The line's outlines, glyph by glyph with the font's kerning and the letter spacing (as SVG text
 * sets them). Placed by hand: opentype.js's text shaping stops at a substitution of Fraunces it does
 * not support, and these words need none.
 */
function outline(line: Line): string {
  const font = loadFont(FONT_FILES[line.face]);
  const scale = line.size / font.unitsPerEm;
  const glyphs = [...line.text].map((char) => font.charToGlyph(char));
  let x = line.x;
  const parts = glyphs.map((glyph, index) => {
    const data = glyph.getPath(x, line.y, line.size).toPathData(1);
    const next = glyphs[index + 1];
    x += (glyph.advanceWidth + (next ? font.getKerningValue(glyph, next) : 0)) * scale + line.spacing;
    return data;
  });
  if (x - line.spacing > VIEW_WIDTH) throw new Error(`"${line.text}" ends at ${(x - line.spacing).toFixed(1)}, beyond the symbol's width ${VIEW_WIDTH}`);
  return parts.join('');
}

/** The line as the sprite's SVG text: the site's font stack, no generic family (client/styles/global.css). */
function text(line: Line): string {
  return `<text x="${line.x}" y="${line.y}" fill="currentColor" font-family="${BRAND_FONTS[line.face].replace(/"/g, "'")}" font-weight="${FONT_WEIGHTS[line.face]}" font-size="${line.size}" letter-spacing="${line.spacing}">${line.text}</text>`;
}

/** Each file and what it gets: the sprite's symbol the text, the admin's copy (shared/brand) the outlines. */
const TARGETS: [string, (line: Line) => string][] = [
  ['client/layout/icons.svg', text],
  ['shared/brand/index.ts', (line) => `<path fill="currentColor" d="${outline(line)}" />`],
];

function main() {
  for (const [target, draw] of TARGETS) {
    const lines = LOGO_LETTERING.map((line) => `    ${draw(line)}`).join('\n');
    const file = path.join(__dirname, '..', target);
    const content = fs.readFileSync(file, 'utf8');
    const from = content.indexOf(START);
    const to = content.indexOf(END);
    if (from < 0 || to < from) throw new Error(`${file}: no ${START} … ${END} in the logo`);
    fs.writeFileSync(file, `${content.slice(0, from + START.length)}\n${lines}\n    ${content.slice(to)}`);
    console.log(`wrote the lettering into ${target}`);
  }
}

main();
