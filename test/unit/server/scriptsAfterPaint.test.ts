/**
 * A visitor's page writes its chunk scripts inert and a loader that starts them once the page is
 * painted (server/render/scriptsAfterPaint.ts); the browser's side is test/e2e/firstPaint.test.ts.
 */
import { HERO_WAIT_MS, scriptsAfterPaint } from '../../../server/render/scriptsAfterPaint';

const tags =
  '<script id="__LOADABLE_REQUIRED_CHUNKS__" type="application/json" nonce="N">[271,229]</script>\n' +
  '<script async data-chunk="main" src="/static/main.1.js" nonce="N"></script>\n' +
  '<script async data-chunk="route-index" src="/static/route-index.2.js" nonce="N"></script>';

describe('scripts after the paint', () => {
  const html = scriptsAfterPaint(tags, 'N');

  it('writes every chunk script inert, with its chunk and address, and leaves the data blocks as they are', () => {
    expect(html).not.toMatch(/<script async/);
    expect(html).toContain('<script type="text/plain" data-after-paint data-chunk="main" src="/static/main.1.js" nonce="N"></script>');
    expect(html).toContain('<script type="text/plain" data-after-paint data-chunk="route-index" src="/static/route-index.2.js" nonce="N"></script>');
    expect(html).toContain('<script id="__LOADABLE_REQUIRED_CHUNKS__" type="application/json" nonce="N">[271,229]</script>');
  });

  it('ends with the loader, carrying the request’s nonce: after the next frame or the hero’s paint, and at most HERO_WAIT_MS or until the tab is hidden', () => {
    const loader = /<script nonce="N">([^<]+)<\/script>$/.exec(html);
    expect(loader).not.toBeNull();
    expect(loader![1]).toContain('script[data-after-paint]');
    expect(loader![1]).toContain('requestAnimationFrame(');
    expect(loader![1]).toContain('img[fetchpriority="high"]');
    expect(loader![1]).toContain(`setTimeout(go,${HERO_WAIT_MS})`);
    expect(loader![1]).toContain(`addEventListener('visibilitychange',go,{once:true})`);
    // it parses as a script
    expect(() => new Function(loader![1])).not.toThrow();
  });
});
