/**
 * The icon sprite inline in every page (server/render/iconSprite.ts): every symbol of
 * client/layout/icons.svg under its page-wide id, every icon the components name among them, and the
 * sprite in the body before React's root. The browser's side is test/e2e/firstPaint.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { documentHead } from '../../../server/render/document';
import { ICON_SPRITE } from '../../../server/render/iconSprite';
import { Icon } from '../../../client/layout/icons';
import { Logo } from '../../../client/layout/Logo';

const root = path.join(__dirname, '../../..');
const source = fs.readFileSync(path.join(root, 'client/layout/icons.svg'), 'utf8');
const symbolIds = [...source.matchAll(/<symbol id="([\w-]+)"/g)].map((match) => match[1]);

describe('the inline icon sprite', () => {
  it('holds every symbol of the sprite file, each under its page-wide id and with its drawing', () => {
    expect(symbolIds.length).toBeGreaterThan(10);
    const inline = [...ICON_SPRITE.matchAll(/<symbol id="([\w-]+)"/g)].map((match) => match[1]);
    expect(inline).toEqual(symbolIds.map((id) => `icon-${id}`));
    const logo = /<symbol id="logo"[\s\S]*?<\/symbol>/.exec(source)![0];
    const paths = (markup: string) => [...markup.matchAll(/ d="([^"]+)"/g)].map((match) => match[1]);
    expect(paths(/<symbol id="icon-logo"[\s\S]*?<\/symbol>/.exec(ICON_SPRITE)![0])).toEqual(paths(logo));
  });

  it('is a hidden svg without the file’s comments', () => {
    expect(ICON_SPRITE).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" display="none" aria-hidden="true"><symbol /);
    expect(ICON_SPRITE).not.toContain('<!--');
    expect(ICON_SPRITE.endsWith('</symbol></svg>')).toBe(true);
  });

  it('has a symbol for every icon the components name, and they refer to it in the page', () => {
    const named = [...fs.readFileSync(path.join(root, 'client/layout/icons.tsx'), 'utf8').matchAll(/<Icon name="([\w-]+)"/g)].map((match) => match[1]);
    expect(named.length).toBeGreaterThan(10);
    for (const name of [...named, 'logo']) expect(ICON_SPRITE).toContain(`<symbol id="icon-${name}"`);
    expect(renderToStaticMarkup(<Icon name="cart" />)).toContain('<use href="#icon-cart"></use>');
    expect(renderToStaticMarkup(<Logo />)).toContain('<use href="#icon-logo"></use>');
  });

  it('is in every page’s body before React’s root', () => {
    const head = documentHead({ locale: 'de', title: 'T', description: 'D', og: { title: 'T', description: 'D', image: null, type: 'website', url: null, siteName: 'S' }, canonical: null, alternates: [], styleTags: '' });
    expect(head.endsWith(`</head><body>${ICON_SPRITE}<div id="root">`)).toBe(true);
  });
});
