/**
 * A page with a hero writes its chunk scripts inert and a loader that starts them after the hero's
 * paint (server/render/afterHero.ts); the browser's side is test/e2e/firstPaint.test.ts.
 */
import { HERO_WAIT_MS, scriptsAfterHero } from '../../../server/render/afterHero';

const tags =
  '<script id="__LOADABLE_REQUIRED_CHUNKS__" type="application/json" nonce="N">[271,229]</script>\n' +
  '<script async data-chunk="main" src="/static/main.1.js" nonce="N"></script>\n' +
  '<script async data-chunk="route-index" src="/static/route-index.2.js" nonce="N"></script>';

describe('scripts after the hero', () => {
  const html = scriptsAfterHero(tags, 'N');

  it('writes every chunk script inert, with its chunk and address, and leaves the data blocks as they are', () => {
    expect(html).not.toMatch(/<script async/);
    expect(html).toContain('<script type="text/plain" data-after-hero data-chunk="main" src="/static/main.1.js" nonce="N"></script>');
    expect(html).toContain('<script type="text/plain" data-after-hero data-chunk="route-index" src="/static/route-index.2.js" nonce="N"></script>');
    expect(html).toContain('<script id="__LOADABLE_REQUIRED_CHUNKS__" type="application/json" nonce="N">[271,229]</script>');
  });

  it('ends with the loader, carrying the request’s nonce, waiting for the hero at most HERO_WAIT_MS', () => {
    const loader = /<script nonce="N">([^<]+)<\/script>$/.exec(html);
    expect(loader).not.toBeNull();
    expect(loader![1]).toContain('script[data-after-hero]');
    expect(loader![1]).toContain('img[fetchpriority="high"]');
    expect(loader![1]).toContain(`setTimeout(go,${HERO_WAIT_MS})`);
    // it parses as a script
    expect(() => new Function(loader![1])).not.toThrow();
  });
});
