/**
 * The caching proxy's configuration (config/nginx/, docs/reliability.md "Behind a caching proxy")
 * in Debian's nginx in front of the real site (page cache and all) on the fake back end:
 * - a page it stored is served, stale, while the back end is down, and the degraded answers of
 *   that time (503, no-store) are never stored;
 * - an editor's request (session cookie, ?edit) neither reads nor fills the cache.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SESSION_COOKIE } from '../../shared/constants';
import { freePort } from '../../scripts/lib/freePort';
import { startCachingProxy, type CachingProxy } from '../../scripts/lib/cachingProxy';
import { page, startFakeCms, type FakeCms } from '../support/fakeCms';
import { testSite } from '../support/testApp';
import type { Site } from '../../server/site';
import { until } from '../support/until';

let tmp: string;
let cms: FakeCms;
let site: Site;
let server: http.Server;
let proxy: CachingProxy;

const pages = {
  'de:': page({ title: 'Startseite', headline: 'Willkommen', urls: { de: '/de', en: '/en' } }),
  'de:ueber-uns': page({ headline: 'Wir sind das Orchester' }),
  'de:presse': page({ headline: 'Pressebereich' }),
};

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'caching-proxy-'));
  cms = await startFakeCms({ pages, contentVersion: { value: 1 } });
  site = testSite(cms.url);
  await site.contentVersion!.refresh();
  server = http.createServer(site.listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy = await startCachingProxy(path.join(tmp, 'nginx'), await freePort(), [`127.0.0.1:${(server.address() as AddressInfo).port}`]);
}, 60_000);

afterAll(async () => {
  await proxy?.stop();
  site?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await cms?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

interface Answer {
  status: number;
  cache: string | null;
  body: string;
}

async function get(pagePath: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${proxy.url}${pagePath}`, { headers });
  return { status: response.status, cache: response.headers.get('x-proxy-cache'), body: await response.text() };
}

test("an editor's page is never stored, nor is the stored page served to an editor", async () => {
  const editor = { cookie: `${SESSION_COOKIE}=editor-session` };
  expect((await get('/de/presse', editor)).cache).toBe('BYPASS');
  // nothing was stored by the editor's request: the first anonymous view is a miss
  expect((await get('/de/presse')).cache).toBe('MISS');
  expect((await get('/de/presse')).cache).toBe('HIT');
  // now that it is stored, an editor still goes past it, and so does the edit mode
  expect((await get('/de/presse', editor)).cache).toBe('BYPASS');
  expect((await get('/de/presse?edit', {})).cache).toBe('BYPASS');
  expect((await get('/de/presse?edit', {})).cache).toBe('BYPASS');
});

test('a stored page is served stale while the back end is down; the degraded answers are not stored', async () => {
  const first = await get('/de/ueber-uns');
  expect(first.status).toBe(200);
  expect(first.body).toContain('Wir sind das Orchester');
  expect((await get('/de/ueber-uns')).cache).toBe('HIT');

  await cms.close();
  // the site itself no longer answers the page (degraded: 503, no-store) ...
  await until('the site to answer degraded', async () => (await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/de/ueber-uns`)).status === 503, { timeoutMs: 30_000, everyMs: 100 });
  // ... while every visitor through the proxy gets the stored page, until (s-maxage passed) it is served stale
  const seen = new Set<string>();
  await until(
    'the proxy to serve the page stale',
    async () => {
      const answer = await get('/de/ueber-uns');
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('Wir sind das Orchester');
      seen.add(String(answer.cache));
      return answer.cache === 'STALE';
    },
    { timeoutMs: 20_000, everyMs: 100 },
  );
  expect([...seen].every((status) => ['HIT', 'STALE', 'UPDATING'].includes(status))).toBe(true);
  // a page never stored has nothing to fall back on: the site's degraded 503, not stored either
  const unknown = await get('/de/nie-gesehen');
  expect(unknown.status).toBe(503);
  expect((await get('/de/nie-gesehen')).cache).not.toBe('HIT');
}, 60_000);
