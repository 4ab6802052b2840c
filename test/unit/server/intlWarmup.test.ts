import { documentHead } from '../../../server/render/document';
import { intlWarmupScript, intlWarmupUrl } from '../../../server/render/intlWarmup';

describe("the date data's warm-up worker in the document's head", () => {
  it("is found among the client build's entries, and missing when the build has none", () => {
    expect(intlWarmupUrl({ publicPath: '/static/', assetsByChunkName: { main: ['main.0123abcd.js'], 'intl-warmup': ['intl-warmup.89abcdef.js'] } })).toBe('/static/intl-warmup.89abcdef.js');
    expect(intlWarmupUrl({ publicPath: '/static/', assetsByChunkName: { 'intl-warmup': 'intl-warmup.js' } })).toBe('/static/intl-warmup.js');
    expect(intlWarmupUrl({ publicPath: '/static/', assetsByChunkName: { main: ['main.0123abcd.js'] } })).toBeNull();
    expect(intlWarmupUrl({})).toBeNull();
  });

  it("is started with the page's Intl locale and the request's nonce, and nothing is written without it", () => {
    expect(intlWarmupScript('/static/intl-warmup.89abcdef.js', 'de', 'n0nce')).toBe('<script nonce="n0nce">try{new Worker("/static/intl-warmup.89abcdef.js",{name:"de-DE"})}catch(e){}</script>');
    expect(intlWarmupScript('/static/intl-warmup.89abcdef.js', 'en', 'n0nce')).toContain('{name:"en-GB"}');
    expect(intlWarmupScript(null, 'de', 'n0nce')).toBe('');
  });

  it('comes before any stylesheet of the head (an inline script after one would wait for it)', () => {
    const scripts = intlWarmupScript('/static/intl-warmup.89abcdef.js', 'de', 'n0nce');
    const head = documentHead({
      locale: 'de',
      title: 'Konzerte',
      description: '',
      og: { title: 'Konzerte', description: '', image: null, type: 'website', url: null, siteName: 'Philharmonie' },
      canonical: null,
      alternates: [],
      styleTags: '<link rel="stylesheet" href="/static/main.css">',
      fontPreloads: '<link rel="preload" href="/static/font.woff2" as="font" type="font/woff2" crossorigin>',
      scripts,
    });
    expect(head.indexOf(scripts)).toBeGreaterThan(0);
    expect(head.indexOf(scripts)).toBeLessThan(head.indexOf('<link rel="stylesheet"'));
    expect(head.indexOf(scripts)).toBeLessThan(head.indexOf('<link rel="preload"'));
  });
});
