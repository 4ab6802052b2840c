import type { IncomingMessage } from 'node:http';
import { cacheOrigin, PAGE_REQUESTS_KEPT, pageRequestOf, pageRequests, type KeyOrigin } from '../../../server/cache/cacheKey';
import { inlineScriptHashes, policyForStored } from '../../../server/cache/entry';
import { nextBerlinMidnight } from '../../../shared/berlinTime';
import { pageExpiry } from '../../../server/cache/expiry';
import { normalizePageQuery } from '../../../shared/routes/pageQuery';

const req = (url: string, headers: Record<string, string> = {}, method = 'GET', remoteAddress = '127.0.0.1') =>
  ({ url, method, headers: { host: 'site.example', ...headers }, socket: { remoteAddress } }) as unknown as IncomingMessage;
/** Express's "trust proxy fn" for TRUST_PROXY=1 (one hop) */
const oneHop = () => (_address: string | undefined, index: number) => index < 1;
const keyOf = (origin: KeyOrigin, path: string, headers: Record<string, string> = {}) => pageRequestOf(req(path, headers), origin)?.key ?? null;

describe('which requests the page cache answers, and its key', () => {
  it('takes anonymous GET and HEAD page views, keyed by host, path and the page’s own query, normalised', () => {
    const plain = pageRequestOf(req('/de/konzerte'));
    expect(plain?.url).toBe('/de/konzerte');
    expect(pageRequestOf(req('/de/konzerte', {}, 'HEAD'))?.key).toBe(plain?.key);
    // tracking parameters change nothing; the filter's order does not matter
    const tracked = pageRequestOf(req('/de/konzerte?utm_source=newsletter&venue=3&fbclid=x&tag=familie'));
    expect(tracked?.url).toBe('/de/konzerte?tag=familie&venue=3');
    expect(pageRequestOf(req('/de/konzerte?tag=familie&venue=3'))?.key).toBe(tracked?.key);
    expect(pageRequestOf(req('/de/konzerte?utm_medium=mail'))?.key).toBe(plain?.key);
    // the language is the path's first segment: two keys
    expect(pageRequestOf(req('/en/concerts'))?.key).not.toBe(plain?.key);
  });

  it('keys by the canonical origin, never by a raw Host or X-Forwarded-Host header', () => {
    // PUBLIC_URL set: every host and forwarded host is the one site
    const fixed = cacheOrigin({ publicUrl: 'https://www.orchester.example/' }, oneHop);
    const canonical = keyOf(fixed, '/de/konzerte');
    expect(canonical).toBe('https://www.orchester.example|/de/konzerte');
    for (const headers of [{ host: 'evil.example' }, { 'x-forwarded-host': 'x1.evil.example' }, { 'x-forwarded-host': 'x2.evil.example', 'x-forwarded-proto': 'http' }, { host: '%%%' }] as Record<string, string>[]) {
      expect(keyOf(fixed, '/de/konzerte', headers)).toBe(canonical);
    }
    // production without PUBLIC_URL and PUBLIC_HOSTS: relative URLs, one entry whatever the host
    const relative = cacheOrigin({ production: true }, oneHop);
    expect(keyOf(relative, '/de', { host: 'a.example' })).toBe(keyOf(relative, '/de', { 'x-forwarded-host': 'b.example' }));
    // PUBLIC_HOSTS: one of those (case aside), as the app reads it; any other host is not served from memory (the app answers 400)
    const listed = cacheOrigin({ publicHosts: ['www.orchester.example', 'orchester.example'] }, oneHop);
    expect(keyOf(listed, '/de', { host: 'WWW.Orchester.example' })).toBe('http://www.orchester.example|/de');
    expect(keyOf(listed, '/de', { 'x-forwarded-host': 'orchester.example', 'x-forwarded-proto': 'https' })).toBe('https://orchester.example|/de');
    expect(keyOf(listed, '/de', { host: 'evil.example' })).toBeNull();
    expect(keyOf(listed, '/de', { 'x-forwarded-host': 'evil.example' })).toBeNull();
    // a forwarded host from an address the app does not trust is not read, as Express does not read it
    const untrusted = cacheOrigin({ publicHosts: ['www.orchester.example'] }, () => () => false);
    expect(keyOf(untrusted, '/de', { host: 'www.orchester.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' })).toBe('http://www.orchester.example|/de');
    // development (neither set): a well-formed host is its own page, a malformed one not served from memory
    const open = cacheOrigin({}, oneHop);
    expect(keyOf(open, '/de', { host: 'a.example' })).not.toBe(keyOf(open, '/de', { host: 'b.example' }));
    expect(keyOf(open, '/de', { host: 'a.example<script>' })).toBeNull();
  });

  it('never takes a session, a version or the preview, other methods or what is not a page', () => {
    // (a session cookie the back end does not accept is removed before: server/site.ts)
    expect(pageRequestOf(req('/de', { cookie: 'cc_cookie=x; sessionid=abc' }))).toBeNull();
    expect(pageRequestOf(req('/de', { cookie: 'sessionid="abc"' }))).toBeNull();
    // no session: an empty or a look-alike cookie, or a session's name inside another cookie's value
    for (const cookie of ['sessionid=', 'xsessionid=abc', 'a=sessionid=abc', 'cc_cookie=%7B%7D']) expect([cookie, pageRequestOf(req('/de', { cookie }))?.url]).toEqual([cookie, '/de']);
    expect(pageRequestOf(req('/de?v=12'))).toBeNull();
    expect(pageRequestOf(req('/de?edit&v=12'))).toBeNull();
    expect(pageRequestOf(req('/de?preview'))).toBeNull();
    expect(pageRequestOf(req('/de', {}, 'POST'))).toBeNull();
    for (const path of ['/', '/static/main.js', '/api/events/', '/de/api/events/', '/admin/', '/media/x.jpg', '/healthz', '/robots.txt', '//evil.example/x']) {
      expect(pageRequestOf(req(path))).toBeNull();
    }
    // a visitor's `?edit` is the anonymous page (the browser opens the login dialog)
    expect(pageRequestOf(req('/de/konzerte?edit'))).toEqual(pageRequestOf(req('/de/konzerte')));
    expect(pageRequestOf(req('/de/konzerte?tag=x&edit='))?.url).toBe('/de/konzerte?tag=x');
    // other cookies (consent, the shop's, csrftoken) do not change the server's markup
    expect(pageRequestOf(req('/de', { cookie: 'cc_cookie=x; stx_cartSummary=3|1|EUR; csrftoken=t' }))?.url).toBe('/de');
  });

  it('answers every request as pageRequestOf when it keeps what a request target gives', () => {
    const origins = [cacheOrigin({ publicUrl: 'https://www.orchester.example' }, oneHop), cacheOrigin({ production: true }, oneHop), cacheOrigin({ publicHosts: ['www.orchester.example'] }, oneHop), cacheOrigin({}, oneHop), undefined];
    const asked: [string, Record<string, string>?, string?][] = [
      ['/de/konzerte?utm_source=x&tag=familie'],
      ['/de/konzerte?tag=familie'],
      // the same target: the method, the session cookie and the host are read from every request
      ['/de/konzerte?tag=familie', {}, 'POST'],
      ['/de/konzerte?tag=familie', { cookie: 'cc_cookie=x; sessionid=abc' }],
      ['/de/konzerte?tag=familie', { cookie: 'cc_cookie=x' }, 'HEAD'],
      ['/de/konzerte?tag=familie', { host: 'www.orchester.example' }],
      ['/de/konzerte?tag=familie', { host: 'evil.example' }],
      ['/de/konzerte?tag=familie', { 'x-forwarded-host': 'www.orchester.example', 'x-forwarded-proto': 'https' }],
      ['/de?v=12'],
      ['/de?preview'],
      ['/static/main.js'],
      ['//evil.example/x'],
      [`/de/${'x'.repeat(600)}`],
    ];
    for (const origin of origins) {
      const reader = pageRequests(origin);
      // each twice: the second answer comes from what the reader kept
      for (const round of [1, 2]) {
        for (const [url, headers, method] of asked) {
          expect([round, url, headers, method, reader(req(url, headers, method))]).toEqual([round, url, headers, method, pageRequestOf(req(url, headers, method), origin)]);
        }
      }
      // more targets than it keeps: it starts again, and still answers right
      for (let n = 0; n <= PAGE_REQUESTS_KEPT; n++) reader(req(`/de/stories?page=${n}`));
      expect(reader(req('/de/konzerte?tag=familie'))).toEqual(pageRequestOf(req('/de/konzerte?tag=familie'), origin));
    }
  });

  it('normalises the query the language switch and the cache share', () => {
    expect(normalizePageQuery('?b=1&query=Brahms&category=lesen')).toBe('?category=lesen&query=Brahms');
    expect(normalizePageQuery('')).toBe('');
  });
});

describe('how long a stored page stays true', () => {
  const now = Date.parse('2026-11-25T10:00:00Z'); // 11:00 in Berlin

  it('ends at the next moment its data names: a concert’s start, a presale’s first day', () => {
    const state = JSON.stringify({ events: [{ start: '2026-11-25T19:30:00+01:00' }, { start: '2026-11-24T19:30:00+01:00' }] });
    expect(pageExpiry(state, now, 3_600_000 * 24)).toBe(Date.parse('2026-11-25T18:30:00Z'));
    const presale = JSON.stringify({ presale_start: '2026-11-26', start: '2027-01-01T20:00:00+01:00' });
    expect(pageExpiry(presale, now, 3_600_000 * 48)).toBe(Date.parse('2026-11-25T23:00:00Z'));
  });

  it('never outlives the next Berlin midnight or its maximum age', () => {
    expect(nextBerlinMidnight(now)).toBe(Date.parse('2026-11-25T23:00:00Z'));
    expect(nextBerlinMidnight(Date.parse('2026-07-01T21:59:00Z'))).toBe(Date.parse('2026-07-01T22:00:00Z'));
    expect(pageExpiry('{}', now, 60_000)).toBe(now + 60_000);
    expect(pageExpiry(JSON.stringify({ date: '2025-01-01' }), now, 3_600_000 * 48)).toBe(Date.parse('2026-11-25T23:00:00Z'));
  });

  it('reads times without an offset as Berlin wall-clock times, and skips what is no real time', () => {
    // 2027-03-28 01:30 in Berlin is still winter time (the switch is at 02:00): 00:30 UTC
    const early = Date.parse('2027-03-27T23:30:00Z');
    expect(pageExpiry(JSON.stringify({ start: '2027-03-28T01:30' }), early, 3_600_000 * 48)).toBe(Date.parse('2027-03-28T00:30:00Z'));
    expect(pageExpiry(JSON.stringify({ date: '2026-11-25T19:30:00' }), now, 3_600_000 * 24)).toBe(Date.parse('2026-11-25T18:30:00Z'));
    expect(pageExpiry(JSON.stringify({ date: '2026-11-31', start: '2026-11-25T25:00' }), now, 3_600_000 * 48)).toBe(Date.parse('2026-11-25T23:00:00Z'));
  });
});

describe('the CSP of a stored page', () => {
  it('allows exactly its inline scripts by hash and drops the nonce of the response it came from', () => {
    const html = '<script nonce="n">alert(1)</script><script type="application/json" nonce="n">{}</script><script type="application/ld+json">{}</script><script src="/static/a.js" nonce="n"></script>';
    const hashes = inlineScriptHashes(html);
    expect(hashes).toEqual(["'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='"]);
    const policy = "default-src 'self';script-src 'self' 'nonce-abc';object-src 'none'";
    expect(policyForStored(policy, hashes)).toBe(`default-src 'self';script-src 'self' ${hashes[0]};object-src 'none'`);
    expect(policyForStored(policy, [])).toBe("default-src 'self';script-src 'self';object-src 'none'");
  });
});
