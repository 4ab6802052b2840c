/**
 * One header must not defeat the page cache (issue 44): a forged session cookie, a visitor's `?edit`
 * and a random Host or X-Forwarded-Host are answered from memory (no render: the fake back end sees
 * no page fetch, and the answer says X-Cache: HIT); only a session the back end accepts leaves the
 * cache. The session check asks once per id, keeps the answer a few seconds (an injected clock) in a
 * bounded LRU; turned-away visitors are logged as a count per interval, not a line each.
 */
import request from 'supertest';
import pino from 'pino';
import { SESSION_COOKIE } from '../../shared/constants';
import { page, startFakeCms, type FakeCms } from '../support/fakeCms';
import { testSite, type TestSiteOptions } from '../support/testApp';
import type { Site } from '../../server/site';
import { REFUSALS_COUNTED, REFUSALS_OVER, REFUSALS_STARTED } from '../../server/overload/refusals';
import { until } from '../support/until';

const EDITOR_SESSION = 'the-editors-session';
let cms: FakeCms;
const sites: Site[] = [];
let releaseHeld: () => void = () => {};
const held = new Promise<void>((resolve) => (releaseHeld = resolve));

beforeAll(async () => {
  cms = await startFakeCms({
    pages: {
      'de:': page({ title: 'Startseite', headline: 'Willkommen', urls: { de: '/de', en: '/en' } }),
      'en:': page({ title: 'Home', headline: 'Welcome', urls: { de: '/de', en: '/en' } }),
      'de:ueber-uns': page({ headline: 'Wir sind das Orchester' }),
      'de:kontakt': page({ headline: 'Kontakt' }),
      'de:presse': page({ headline: 'Presse' }),
      'de:gehalten': page({ headline: 'Gehalten' }),
    },
    contentVersion: { value: 1 },
    editors: { [EDITOR_SESSION]: 'redaktion' },
    holds: { 'de:gehalten': held },
  });
  // the first render of a test process compiles the app
  const warm = await site();
  await request(warm.listener).get('/en').expect(200);
}, 60_000);

afterAll(async () => {
  releaseHeld();
  for (const s of sites) s.close();
  await cms.close();
});

async function site(options: TestSiteOptions = {}): Promise<Site> {
  const created = testSite(cms.url, options);
  sites.push(created);
  await created.contentVersion.refresh();
  return created;
}

const HOST = 'www.orchestra.example';
const get = (s: Site, path: string, headers: Record<string, string> = {}) => {
  const call = request(s.listener).get(path).set('Host', HOST);
  for (const [name, value] of Object.entries(headers)) call.set(name, value);
  return call;
};
const pageFetches = (slug: string) => cms.received.filter((r) => r.url.startsWith(`/de/pageeditor-api/page/${slug}`)).length;
const userChecks = () => cms.received.filter((r) => /^\/(de|en)\/pageeditor-api\/user$/.test(r.url)).length;

/** a page stored for anonymous visitors (stored after its answer, once compressed) */
async function stored(s: Site, path: string, headers: Record<string, string> = {}) {
  const before = s.pageCache!.stats.stored;
  await get(s, path, headers).expect(200);
  await until(`${path} stored`, () => s.pageCache!.stats.stored > before, { timeoutMs: 30_000, everyMs: 5 });
}

describe('a session cookie', () => {
  it('the back end does not accept is answered the cached page, with one check per id', async () => {
    const s = await site();
    await stored(s, '/de/ueber-uns');
    const renders = pageFetches('ueber-uns');
    const checks = userChecks();
    for (let i = 0; i < 5; i++) {
      const forged = await get(s, '/de/ueber-uns', { Cookie: `${SESSION_COOKIE}=x; cc_cookie=%7B%7D` }).expect(200);
      expect(forged.headers['x-cache']).toBe('HIT');
      expect(forged.headers['cache-control']).toBe('public, max-age=0, s-maxage=10');
      expect(forged.text).toContain('Wir sind das Orchester');
    }
    // a crowd with the same forged id at once: one question to the back end between them all
    const crowd = await Promise.all(Array.from({ length: 10 }, () => get(s, '/de/ueber-uns', { Cookie: `${SESSION_COOKIE}=y` })));
    expect(crowd.map((r) => r.headers['x-cache'])).toEqual(Array(10).fill('HIT'));
    expect(pageFetches('ueber-uns')).toBe(renders);
    expect(userChecks() - checks).toBe(2);
  });

  it('the back end does not accept, on a page not stored yet: rendered as anonymous and stored for everyone', async () => {
    const s = await site();
    const first = await get(s, '/de/kontakt', { Cookie: `${SESSION_COOKIE}=forged` }).expect(200);
    expect(first.headers['x-cache']).toBe('MISS');
    // the renderer never sent the forged session to the back end: it was a visitor's page
    const call = cms.received.filter((r) => r.url.startsWith('/de/pageeditor-api/page/kontakt')).at(-1)!;
    expect(call.headers.cookie ?? '').not.toContain(SESSION_COOKIE);
    await until('the page stored', () => s.pageCache!.stats.stored > 0, { timeoutMs: 30_000, everyMs: 5 });
    expect((await get(s, '/de/kontakt').expect(200)).headers['x-cache']).toBe('HIT');
  });

  it('of any odd shape is a visitor’s, never a 500', async () => {
    const s = await site();
    await stored(s, '/de/ueber-uns');
    for (const value of ['%zz', '"quoted"', '../../x', 'a b', 'x'.repeat(300), '\u00e4\u00f6', '=', ';;']) {
      const answer = await get(s, '/de/ueber-uns', { Cookie: `cc_cookie=1; ${SESSION_COOKIE}=${value}; csrftoken=t` });
      expect(answer.status).toBe(200);
      expect(answer.headers['x-cache']).toBe('HIT');
    }
  });

  it('of a session the back end accepts goes past the cache: the editor’s own page, never stored', async () => {
    const s = await site();
    await stored(s, '/de/presse');
    const editor = await get(s, '/de/presse', { Cookie: `${SESSION_COOKIE}=${EDITOR_SESSION}` }).expect(200);
    expect(editor.headers['x-cache']).toBeUndefined();
    expect(editor.headers['cache-control']).not.toContain('public');
    expect(editor.text).toContain('redaktion');
    // in edit mode too
    const editing = await get(s, '/de/presse?edit', { Cookie: `${SESSION_COOKIE}=${EDITOR_SESSION}` }).expect(200);
    expect(editing.headers['x-cache']).toBeUndefined();
    expect(editing.text).toMatch(/"editMode":true/);
    // and the visitors' page is still the stored one
    const visitor = await get(s, '/de/presse').expect(200);
    expect(visitor.headers['x-cache']).toBe('HIT');
    expect(visitor.text).not.toContain('redaktion');
  });
});

describe('a visitor’s ?edit', () => {
  it('is answered the cached anonymous page, with or without a forged session', async () => {
    const s = await site();
    await stored(s, '/de');
    const homeFetches = () => cms.received.filter((r) => r.url === '/de/pageeditor-api/page/').length;
    const renders = homeFetches();
    for (const headers of [{}, { Cookie: `${SESSION_COOKIE}=nobody` }] as Record<string, string>[]) {
      for (const path of ['/de?edit', '/de?edit=', '/de?utm_source=x&edit']) {
        const edit = await get(s, path, headers).expect(200);
        expect(edit.headers['x-cache']).toBe('HIT');
        // rendered without edit mode: the browser turns it on after hydration and opens the login dialog
        expect(edit.text).toMatch(/"editMode":false/);
      }
    }
    expect(homeFetches()).toBe(renders);
  });
});

describe('the key’s host', () => {
  it('with PUBLIC_URL set is the canonical one: any Host or X-Forwarded-Host shares one entry', async () => {
    const s = await site({ publicUrl: 'https://www.orchester.example' });
    await stored(s, '/de/ueber-uns', { Host: 'a.example' });
    const renders = pageFetches('ueber-uns');
    const variants = [{ Host: 'b.example' }, { Host: 'c.example', 'X-Forwarded-Host': 'evil.example' }, { 'X-Forwarded-Host': 'other.example', 'X-Forwarded-Proto': 'http' }];
    for (const headers of variants) {
      const answer = await request(s.listener).get('/de/ueber-uns').set(headers).expect(200);
      expect(answer.headers['x-cache']).toBe('HIT');
      expect(answer.text).toContain('https://www.orchester.example/de/ueber-uns');
      expect(answer.text).not.toMatch(/evil\.example|other\.example|[abc]\.example/);
    }
    expect(pageFetches('ueber-uns')).toBe(renders);
    expect(s.pageCache!.stats.entries).toBe(1);
  });

  it('with PUBLIC_HOSTS is one of those; another is refused 400 as before, never rendered', async () => {
    const s = await site({ publicHosts: ['www.orchester.example'] });
    await stored(s, '/de/ueber-uns', { Host: 'www.orchester.example' });
    expect((await request(s.listener).get('/de/ueber-uns').set('Host', 'WWW.orchester.example').expect(200)).headers['x-cache']).toBe('HIT');
    const renders = pageFetches('ueber-uns');
    await request(s.listener).get('/de/ueber-uns').set('Host', 'evil.example').expect(400);
    await request(s.listener).get('/de/ueber-uns').set('Host', 'www.orchester.example').set('X-Forwarded-Host', 'evil.example').expect(400);
    expect(pageFetches('ueber-uns')).toBe(renders);
  });
});

describe('the session check', () => {
  it('keeps at most its bound of ids, and asks again once an answer is older than its TTL', async () => {
    let clock = 1_000_000;
    const s = await site({ sessionCheck: { maxEntries: 50, maxAsking: 100, ttlMs: 3000, now: () => clock } });
    await stored(s, '/de/ueber-uns');
    const checks = userChecks();
    // a forged id per request: each is asked once, the memory stays at the bound
    for (let batch = 0; batch < 4; batch++) {
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => get(s, '/de/ueber-uns', { Cookie: `${SESSION_COOKIE}=forged-${batch}-${i}` })));
      expect(answers.every((answer) => answer.headers['x-cache'] === 'HIT')).toBe(true);
    }
    expect(s.sessions.stats.entries).toBe(50);
    expect(userChecks() - checks).toBe(200);
    // an id longer than any back end issues costs no call
    await get(s, '/de/ueber-uns', { Cookie: `${SESSION_COOKIE}=${'z'.repeat(300)}` }).expect(200);
    expect(userChecks() - checks).toBe(200);

    // within the TTL the kept answer is used; past it the back end is asked again (a logout is seen within seconds)
    const editor = { Cookie: `${SESSION_COOKIE}=${EDITOR_SESSION}` };
    const asked = s.sessions.stats.asked;
    expect((await get(s, '/de/presse', editor).expect(200)).headers['x-cache']).toBeUndefined();
    expect(s.sessions.stats.asked).toBe(asked + 1);
    clock += 2999;
    expect((await get(s, '/de/presse', editor).expect(200)).headers['x-cache']).toBeUndefined();
    expect(s.sessions.stats.asked).toBe(asked + 1);
    clock += 2;
    expect((await get(s, '/de/presse', editor).expect(200)).headers['x-cache']).toBeUndefined();
    expect(s.sessions.stats.asked).toBe(asked + 2);
  });
});

describe('visitors turned away', () => {
  it('are logged as a count per interval, not a line each', async () => {
    const lines: { level: number; msg: string; turnedAway?: number; res?: { statusCode: number } }[] = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as (typeof lines)[number]) });
    // one render place, a line of one that waits 1 ms: the held render takes the place, and each
    // visitor after it is turned away by the gate in Express (its wait ends) or before it (the shedder)
    // the interval is long enough never to end during the test: the test ends it (what the timer does);
    // the held read never times out (the 2 s default ended the hold on a loaded machine, freeing its place)
    const s = await site({ logger, renderGate: { concurrency: 1, maxQueue: 1, maxWaitMs: 1 }, refusalLogMs: 3_600_000, proxyTimeoutMs: 600_000 });
    const holding = get(s, '/de/gehalten').then((r) => r);
    await until('the held render', () => s.app.renderGate.stats.running === 1, { timeoutMs: 30_000, everyMs: 5 });
    const turnedAway = [];
    for (let i = 0; i < 20; i++) turnedAway.push(await get(s, `/de/ueber-uns?query=${i}`));
    expect(turnedAway.map((r) => r.status)).toEqual(Array(20).fill(503));
    expect(s.app.renderGate.stats.rejected).toBe(20);
    expect(s.app.refusals.crowd).toBe(20);
    s.app.refusals.flush(); // the interval's end: its count
    releaseHeld();
    expect((await holding).status).toBe(200);
    s.app.refusals.flush(); // an interval without refusals: the crowd is over
    expect(s.app.refusals.crowd).toBe(0);

    // no request line for a 503
    expect(lines.filter((line) => line.res?.statusCode === 503)).toEqual([]);
    expect(lines.filter((line) => line.msg === REFUSALS_STARTED)).toHaveLength(1);
    expect(lines.filter((line) => line.msg === REFUSALS_COUNTED).map((line) => line.turnedAway)).toEqual([20]);
    expect(lines.find((line) => line.msg === REFUSALS_OVER)?.turnedAway).toBe(20);
  });
});
