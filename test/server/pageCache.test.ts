/**
 * The page cache in front of the app (server/site.ts), against the fake back end with a content
 * version: hits, the rules of what is stored, invalidation, HTTP revalidation, the CSP of stored
 * pages, one render for a crowd, and the render gate's 503.
 */
import { createHash } from 'node:crypto';
import { ServerResponse } from 'node:http';
import request from 'supertest';
import { SESSION_COOKIE } from '../../shared/constants';
import { page, startFakeCms, type FakeCms } from '../support/fakeCms';
import { testSite } from '../support/testApp';
import type { Site } from '../../server/site';
import { until } from '../support/until';

const version = { value: 1 };
let cms: FakeCms;
const sites: Site[] = [];

const pages: Record<string, ReturnType<typeof page> | number> = {
  'de:': page({ title: 'Startseite', headline: 'Willkommen', urls: { de: '/de', en: '/en' } }),
  'en:': page({ title: 'Home', headline: 'Welcome', urls: { de: '/de', en: '/en' } }),
  'de:ueber-uns': page({ headline: 'Wir sind das Orchester' }),
  'de:langsam': page({ headline: 'Langsam' }),
  'de:kaputt': 500,
};

beforeAll(async () => {
  cms = await startFakeCms({ pages, contentVersion: version, delays: { 'de:langsam': 300 } });
});
afterAll(async () => {
  for (const site of sites) site.close();
  await cms.close();
});

/** A site whose content version is known (the first poll answered). */
async function site(options: Parameters<typeof testSite>[1] = {}): Promise<Site> {
  const created = testSite(cms.url, options);
  sites.push(created);
  await created.contentVersion!.refresh();
  return created;
}

beforeAll(async () => {
  // the first render of a test process compiles the app (seconds, while no poll can run)
  const warm = testSite(cms.url);
  sites.push(warm);
  await request(warm.listener).get('/de/ueber-uns?edit');
}, 60_000);

/** supertest serves a listener on a new port per request: one Host, so the key stays the same */
const get = (s: Site, path: string) => request(s.listener).get(path).set('Host', 'www.orchestra.example');

const pageFetches = (slug: string) => cms.received.filter((r) => r.url.startsWith(`/de/pageeditor-api/page/${slug}`)).length;

describe('anonymous page views', () => {
  it('are rendered once and then answered from memory, with the same bytes', async () => {
    const s = await site();
    const first = await get(s, '/de/ueber-uns').expect(200);
    expect(first.headers['x-cache']).toBe('MISS');
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=10');
    const before = pageFetches('ueber-uns');
    const second = await get(s, '/de/ueber-uns').expect(200);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.text).toBe(first.text);
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(pageFetches('ueber-uns')).toBe(before);
  });

  // Node checks every header value with a regular expression; a number among them (the length) made
  // V8 drop its fast path of that check for every header of every answer (docs/performance.md,
  // "The hit path", "Header values as strings")
  it('are answered with header values that are all strings, in every encoding', async () => {
    const s = await site();
    await get(s, '/de/ueber-uns').expect(200);
    const handed: unknown[] = [];
    const original = ServerResponse.prototype.writeHead;
    const writeHead = jest.spyOn(ServerResponse.prototype, 'writeHead').mockImplementation(function (this: ServerResponse, ...args: unknown[]) {
      // this process's own answers only: the fake back end answers in it too (the version's poll)
      if (this.req.url === '/de/ueber-uns') handed.push(args[1]);
      return Reflect.apply(original, this, args) as ServerResponse;
    });
    try {
      for (const encoding of ['identity', 'gzip', 'br']) {
        const hit = await get(s, '/de/ueber-uns').set('Accept-Encoding', encoding).expect(200);
        expect(hit.headers['x-cache']).toBe('HIT');
      }
    } finally {
      writeHead.mockRestore();
    }
    expect(handed).toHaveLength(3);
    for (const headers of handed) {
      expect(Object.keys(headers as object)).toContain('content-length');
      for (const value of Object.values(headers as object)) expect(typeof value).toBe('string');
    }
  });

  it('share one entry whatever tracking parameters they carry, and the page never shows them', async () => {
    const s = await site();
    await get(s, '/de').expect(200);
    const tracked = await get(s, '/de?utm_source=newsletter&utm_campaign=saison').expect(200);
    expect(tracked.headers['x-cache']).toBe('HIT');
    expect(tracked.text).not.toContain('utm_');
  });

  it('keep each language apart, and never carry a visitor’s cookies', async () => {
    const s = await site();
    const de = await get(s, '/de').set('Cookie', 'cc_cookie=%7B%7D; stx_cartSummary=3|89,00|EUR').expect(200);
    expect(de.text).toContain('<html lang="de"');
    expect(de.text).not.toContain('data-testid="cart-count"');
    const en = await get(s, '/en').expect(200);
    expect(en.text).toContain('<html lang="en"');
    expect(en.text).toContain('Welcome');
    const again = await get(s, '/de').expect(200);
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.text).toContain('Willkommen');
  });

  it('show a change on the next request once the back end’s version moved', async () => {
    const s = await site();
    await get(s, '/de/ueber-uns').expect(200);
    expect((await get(s, '/de/ueber-uns')).headers['x-cache']).toBe('HIT');
    pages['de:ueber-uns'] = page({ headline: 'Neue Saison' });
    // an editor's save through this instance: the answer's X-Content-Version is seen at once
    const saved = await request(s.listener).post('/api/write/').expect(200);
    expect(Number(saved.headers['x-content-version'])).toBe(version.value);
    const next = await get(s, '/de/ueber-uns').expect(200);
    expect(next.headers['x-cache']).toBe('MISS');
    expect(next.text).toContain('Neue Saison');
  });

  it('show a change made elsewhere once the poll has seen it', async () => {
    const s = await site();
    await get(s, '/de').expect(200);
    pages['de:'] = page({ title: 'Startseite', headline: 'Saisonstart', urls: { de: '/de', en: '/en' } });
    version.value++; // through another instance: only the poll tells this one
    await s.contentVersion!.refresh();
    const next = await get(s, '/de').expect(200);
    expect(next.text).toContain('Saisonstart');
  });
});

describe('what is never cached', () => {
  it('a request with a session cookie the back end could not check (this fake has no user endpoint): private, neither served nor stored', async () => {
    const s = await site();
    const stored = s.pageCache!.stats.stored;
    const editor = await get(s, '/de/ueber-uns').set('Cookie', `${SESSION_COOKIE}=abc`).expect(200);
    expect(editor.headers['x-cache']).toBeUndefined();
    expect(editor.headers['cache-control']).not.toContain('public');
    await get(s, '/de/ueber-uns').expect(200);
    // a page is stored once its compressed copies are made, after the answer: the visitor's one
    await until('the page stored', () => s.pageCache!.stats.stored > stored, { timeoutMs: 10_000 });
    const visitor = await get(s, '/de/ueber-uns').set('Cookie', `${SESSION_COOKIE}=abc`).expect(200);
    expect(visitor.headers['x-cache']).toBeUndefined();
    expect((await get(s, '/de/ueber-uns').expect(200)).headers['x-cache']).toBe('HIT');
    expect(s.pageCache!.stats.stored).toBe(stored + 1);
  });

  it('a page version, and pages that failed to render (a visitor’s ?edit is the cached page: cacheIdentity.test.ts)', async () => {
    const s = await site();
    for (let i = 0; i < 2; i++) {
      const version = await get(s, '/de/ueber-uns?v=3').expect(301);
      expect(version.headers['x-cache']).toBeUndefined();
      const failed = await get(s, '/de/kaputt');
      expect(failed.status).toBeGreaterThanOrEqual(500);
      expect(failed.headers['x-cache']).not.toBe('HIT');
    }
  });

  it('anything while the content version is unknown', async () => {
    const s = testSite(cms.url);
    sites.push(s);
    s.close(); // never asked: the version stays unknown
    await get(s, '/de').expect(200);
    const second = await get(s, '/de').expect(200);
    expect(second.headers['x-cache']).not.toBe('HIT');
  });
});

describe('HTTP caching of stored pages', () => {
  it('answers a strong ETag per encoding and 304 to If-None-Match', async () => {
    const s = await site();
    await get(s, '/de').expect(200);
    const plain = await get(s, '/de').set('Accept-Encoding', 'identity').expect(200);
    const etag = plain.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(plain.headers.vary).toBe('Accept-Encoding');
    const gzip = await get(s, '/de').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.etag).toBe(etag.replace(/"$/, '-gz"'));
    expect(gzip.text).toBe(plain.text);
    const br = await get(s, '/de').set('Accept-Encoding', 'gzip, deflate, br').expect(200);
    expect(br.headers['content-encoding']).toBe('br');
    const revalidated = await get(s, '/de').set('If-None-Match', gzip.headers.etag).expect(304);
    expect(revalidated.text ?? '').toBe('');
    expect(revalidated.headers.etag).toBeDefined();
    const head = await request(s.listener).head('/de').set('Host', 'www.orchestra.example').expect(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(1000);
  });

  it('gives a stored page a CSP without a nonce and without unsafe-inline, that allows its scripts', async () => {
    const s = await site();
    const live = await get(s, '/de').expect(200);
    expect(live.headers['content-security-policy']).toMatch(/script-src 'self' 'nonce-/);
    const stored = await get(s, '/de').expect(200);
    expect(stored.headers['x-cache']).toBe('HIT');
    const policy = stored.headers['content-security-policy'];
    expect(policy).toMatch(/script-src 'self'(;| 'sha256-)/);
    expect(policy).not.toContain('nonce-');
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // every script it carries is external (allowed by 'self'), a data block (never run), or inline
    // and allowed by its own hash (the date data worker's start, server/render/intlWarmup.ts)
    const inline = [...stored.text.matchAll(/<script\b([^>]*)>([^]*?)<\/script>/g)].filter(([, attributes]) => !/\bsrc="\/static\/|type="application\/(ld\+)?json"/.test(attributes));
    expect(inline.length).toBeGreaterThan(0);
    for (const [, , content] of inline) expect(policy).toContain(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`);
  });
});

describe('a crowd', () => {
  it('on a page not yet stored waits for one render', async () => {
    const s = await site();
    const before = pageFetches('langsam');
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(s, '/de/langsam')));
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(pageFetches('langsam') - before).toBe(1);
    expect(answers.filter((a) => a.headers['x-cache'] === 'HIT')).toHaveLength(7);
  });

  it('beyond what the renderer takes gets a fast 503 with Retry-After in its language, while stored pages are served', async () => {
    const s = await site({ renderGate: { concurrency: 1, maxQueue: 0, maxWaitMs: 1000 } });
    await get(s, '/en').expect(200); // stored
    const slow = get(s, '/de/langsam?query=a').then((r) => r);
    // wait until the slow render holds the one slot
    while (s.app.renderGate.stats.running === 0) await new Promise((resolve) => setImmediate(resolve));
    const turnedAway = await get(s, '/de/ueber-uns?query=b').expect(503);
    expect(turnedAway.headers['retry-after']).toBe('5');
    expect(turnedAway.headers['cache-control']).toBe('no-store');
    expect(turnedAway.text).toContain('Gerade sehr gefragt');
    const english = await get(s, '/en/concerts?query=c').expect(503);
    expect(english.text).toContain('Very busy right now');
    const hit = await get(s, '/en').expect(200);
    expect(hit.headers['x-cache']).toBe('HIT');
    expect((await slow).status).toBe(200);
    expect(s.app.renderGate.stats.rejected).toBe(2);
  });
});
