/**
 * Writes the wordmark's lettering into the admin's copy of the logo (shared/brand, LOGO_SVG_BODY) as
 * outlines of the site's own faces: "Philharmonie" in Fraunces 800, "FLUSSSTADT" in Source Sans 3
 * 700, from the fonts the site ships (@fontsource, the woff files), placed as LOGO_LETTERING says.
 * The site sets the same lettering as SVG text in its web fonts (client/layout/Logo.tsx); the admin
 * does not load them. Run after changing the lettering: `npx tsx scripts/logo.ts` (the output is
 * committed; neither the build nor the browser needs it).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse, type Font } from 'opentype.js';
import { LOGO_LETTERING } from '../shared/brand';

type Line = (typeof LOGO_LETTERING)[number];

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

/** The admin's copy of the logo (its mark held equal to the sprite's by shared/brand's unit test). */
const TARGETS = ['shared/brand/index.ts'];

function main() {
  const paths = LOGO_LETTERING.map((line) => `    <path fill="currentColor" d="${outline(line)}" />`).join('\n');
  for (const target of TARGETS) {
    const file = path.join(__dirname, '..', target);
    const text = fs.readFileSync(file, 'utf8');
    const from = text.indexOf(START);
    const to = text.indexOf(END);
    if (from < 0 || to < from) throw new Error(`${file}: no ${START} … ${END} in the logo`);
    fs.writeFileSync(file, `${text.slice(0, from + START.length)}\n${paths}\n    ${text.slice(to)}`);
    console.log(`wrote the lettering into ${target}`);
  }
}

main();
