/** The admin's look (shared/brand) is the site's: the colour tokens of global.css and the logo. */
import fs from 'node:fs';
import path from 'node:path';
import { BRAND_COLOURS, BRAND_FONTS, LOGO_LETTERING, LOGO_SVG_BODY, LOGO_VIEW_BOX, logoSvg } from '../../../../shared/brand';

const root = path.resolve(__dirname, '../../../..');
const globalCss = fs.readFileSync(path.join(root, 'client/styles/global.css'), 'utf8');
const sprite = fs.readFileSync(path.join(root, 'client/layout/icons.svg'), 'utf8');
const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** the declarations of the first `:root { … }` block */
function rootTokens(css: string): Record<string, string> {
  const block = /:root\s*\{([\s\S]*?)\n\}/.exec(css)?.[1] ?? '';
  const tokens: Record<string, string> = {};
  for (const match of block.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/--([\w-]+):\s*([^;]+);/g)) tokens[match[1]] = match[2].trim();
  return tokens;
}

test('every brand colour is the site token of the same name', () => {
  const tokens = rootTokens(globalCss);
  for (const [name, value] of Object.entries(BRAND_COLOURS)) expect([name, tokens[`colour-${name}`]]).toEqual([name, value]);
});

test('the fonts are the site tokens', () => {
  const tokens = rootTokens(globalCss);
  expect(tokens['font-text']).toBe(BRAND_FONTS.text);
  expect(tokens['font-display']).toBe(BRAND_FONTS.display);
});

test('the logo is the site’s: the sprite’s mark, and the lettering the sprite sets as text in the site’s faces', () => {
  const symbol = /<symbol id="logo" viewBox="([^"]+)">([\s\S]*?)<\/symbol>/.exec(sprite);
  expect(symbol?.[1]).toBe(LOGO_VIEW_BOX);
  const marker = '<!-- lettering: scripts/logo.ts -->';
  const [siteMark, siteLettering] = (symbol?.[2] ?? '').split(marker);
  const [mark, lettering] = LOGO_SVG_BODY.split(marker);
  expect(squash(siteMark)).toBe(squash(mark));
  // the admin's outlines, one path per line (scripts/logo.ts)
  expect(lettering.match(/<path fill="currentColor" d="/g)).toHaveLength(LOGO_LETTERING.length);
  const texts = [...siteLettering.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)].map(([, attributes, text]) => ({ attributes, text }));
  expect(texts.map((t) => t.text)).toEqual(LOGO_LETTERING.map((line) => line.text));
  LOGO_LETTERING.forEach((line, index) => {
    const { attributes } = texts[index];
    expect(attributes).toContain(`x="${line.x}" y="${line.y}"`);
    expect(attributes).toContain(`font-family="${BRAND_FONTS[line.face].replace(/"/g, "'")}"`);
    expect(attributes).toContain(`font-size="${line.size}" letter-spacing="${line.spacing}"`);
  });
});

test('the standalone logo names itself and escapes its label', () => {
  const svg = logoSvg('Philharmonie <Flussstadt> & "Verwaltung"');
  expect(svg).toMatch(/^<svg [^>]*role="img" aria-label="Philharmonie &#60;Flussstadt&#62; &#38; &#34;Verwaltung&#34;"/);
  expect(svg).not.toContain('style=');
  expect(svg).toContain(LOGO_SVG_BODY.replace(/>\s+</g, '><'));
});
