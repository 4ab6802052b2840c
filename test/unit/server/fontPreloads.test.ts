import fs from 'node:fs';
import path from 'node:path';
import { fontPreloads, fontUrls } from '../../../server/render/assets';

/** The faces client/styles/fonts.ts imports (`@fontsource/<family>/<weight>.css`), as Fontsource names their Latin files. */
function importedFaces(): string[] {
  const source = fs.readFileSync(path.join(__dirname, '../../../client/styles/fonts.ts'), 'utf8');
  return [...source.matchAll(/^import '@fontsource\/([\w-]+)\/(\d+)\.css';$/gm)].map(([, family, weight]) => `${family}-latin-${weight}-normal`);
}

describe("the first view's font preloads", () => {
  it('preload the Latin file of every face the site imports, and nothing else', () => {
    const faces = importedFaces();
    expect(faces.length).toBeGreaterThan(0);
    const assets = [...faces, 'source-sans-3-latin-ext-400-normal', 'fraunces-vietnamese-800-normal'].map((face, n) => ({ name: `${face}.${String(n).padStart(8, '0')}.woff2` }));
    const urls = fontUrls({ publicPath: '/static/', assets });
    expect(urls.map((url) => url.replace(/^\/static\/|\.\d{8}\.woff2$/g, '')).sort()).toEqual([...faces].sort());
  });

  it('leave out a face the build did not emit, and write one tag per file', () => {
    const tags = fontPreloads({ publicPath: '/static/', assets: [{ name: 'fraunces-latin-800-normal.0123abcd.woff2' }] });
    expect(tags).toBe('<link rel="preload" href="/static/fraunces-latin-800-normal.0123abcd.woff2" as="font" type="font/woff2" crossorigin>');
  });
});
