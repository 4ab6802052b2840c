/**
 * The purge by key for real (issue 40): Debian's Varnish with config/varnish/default.vcl (xkey) in
 * front of an instance of the site with its purge hook (PURGE_URL = the proxy), on the real back end
 * (cms/, PGlite, with its version stream). A change of a concert's availability soft-purges exactly
 * the pages that show that concert: the next visitor gets the old page at once (STALE) while the
 * proxy fetches the new one, which every visitor after gets; every other stored page is still
 * answered by the proxy (HIT). An editor's requests go past it.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../../shared/constants';
import { createApp as createCmsApp } from '../../cms/app';
import { startVersionFeed, type VersionFeed } from '../../cms/db/versionFeed';
import { createTestCms, type TestCms } from '../../cms/test/createTestCms';
import { createEditor, TEST_PASSWORD } from '../../cms/test/fixtures';
import { createEvent } from '../../cms/test/fixtures/content';
import { createSiteTree } from '../../cms/test/fixtures/pageeditor';
import { freePort } from '../../scripts/lib/freePort';
import { startVarnish, type RunningVarnish } from '../../scripts/lib/varnish';
import type { Site } from '../../server/site';
import { testSite } from '../support/testApp';
import { until } from '../support/until';

type Agent = ReturnType<typeof request.agent>;
const cookieIn = (agent: Agent, name: string) => agent.jar.getCookie(name, { domain: '127.0.0.1', path: '/', secure: false, script: false })?.value;

let tmp: string;
let cms: TestCms;
let feed: VersionFeed;
let backEnd: http.Server;
let site: Site;
let front: http.Server;
let varnish: RunningVarnish;
let pages: Record<string, string>;
let eventId: number;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'varnish-'));
  cms = await createTestCms();
  await createSiteTree(cms.db);
  const event = await createEvent(cms.db, { title_de: 'Sinfoniekonzert' });
  const other = await createEvent(cms.db, { title_de: 'Kammerkonzert', start_at: new Date('2098-02-15T18:30:00Z') });
  eventId = event.id;
  await createEditor(cms.db, { username: 'chef', is_staff: true });
  pages = { concert: `/de/konzerte/${event.slug}/${event.id}`, concerts: '/de/konzerte', other: `/de/konzerte/${other.slug}/${other.id}`, about: '/de/ueber-uns', home: '/de' };
  feed = await startVersionFeed(cms.database, cms.databaseUrl, pino({ level: 'silent' }));
  backEnd = http.createServer(createCmsApp({ db: cms.db, config: cms.config, versionFeed: feed }));
  await new Promise<void>((resolve) => backEnd.listen(0, '127.0.0.1', resolve));
  const port = await freePort();
  site = testSite(`http://127.0.0.1:${(backEnd.address() as AddressInfo).port}`, { purge: { url: `http://127.0.0.1:${port}/`, method: 'PURGE', keysHeader: 'xkey-purge' } });
  await site.contentVersion.refresh();
  front = http.createServer(site.listener);
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  varnish = await startVarnish(path.join(tmp, 'varnish'), port, [`127.0.0.1:${(front.address() as AddressInfo).port}`]);
}, 60_000);

afterAll(async () => {
  await varnish?.stop();
  site?.close();
  for (const server of [front, backEnd]) {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  }
  await feed?.close();
  await cms?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

async function get(pagePath: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${varnish.url}${pagePath}`, { headers, redirect: 'manual' });
  const body = await response.text();
  return { status: response.status, cache: response.headers.get('x-proxy-cache'), cacheControl: response.headers.get('cache-control'), surrogateKey: response.headers.get('surrogate-key'), body };
}

/** what a visitor reads (the translations' script holds every label) */
const shown = (html: string) => html.slice(html.indexOf('<body>'), html.indexOf('<script id="__STATE__"'));

test('a change soft-purges exactly the pages showing it from Varnish: served at once, new a moment later; the others are still served by it', async () => {
  for (const pagePath of Object.values(pages)) await until(`${pagePath} stored in the proxy`, async () => (await get(pagePath)).cache === 'HIT');
  const stored = await get(pages.concert);
  // browsers revalidate; the keys are the proxy's only
  expect(stored.cacheControl).toBe('public, max-age=0');
  expect(stored.surrogateKey).toBeNull();

  const staff = request.agent(site.listener);
  await staff.get('/de/pageeditor-api/user').expect(200);
  await staff.post('/de/pageeditor-api/login/').set(CSRF_HEADER, cookieIn(staff, CSRF_COOKIE)!).send({ username: 'chef', password: TEST_PASSWORD }).expect(200);
  const token = cookieIn(staff, CSRF_COOKIE)!;
  const record = (await staff.get(`/api/admin/events/${eventId}/`).expect(200)).body as Record<string, unknown>;
  const writable = Object.fromEntries(Object.entries({ ...record, availability: 'soldout' }).filter(([name]) => !['id', 'created_at', 'updated_at', 'admin_url', 'published_at'].includes(name)));
  const sent = site.purger!.stats.sent;
  await staff.put(`/api/admin/events/${eventId}/`).set(CSRF_HEADER, token).send(writable).expect(200);
  await until('the purge sent', () => site.purger!.stats.sent > sent);
  expect(site.purger!.stats.failed).toBe(0);

  for (const name of ['concert', 'concerts']) {
    // soft-purged: the first visitor after the change gets the page at once, from grace, while the proxy fetches it anew
    const first = await get(pages[name]);
    expect([name, first.status, first.cache]).toEqual([name, 200, 'STALE']);
    // and a moment later every visitor gets the new one, stored again
    await until(`${name} showing the change through the proxy`, async () => {
      const answer = await get(pages[name]);
      return answer.cache === 'HIT' && shown(answer.body).includes('Ausverkauft');
    });
  }
  for (const name of ['other', 'about', 'home']) expect([name, (await get(pages[name])).cache]).toEqual([name, 'HIT']);

  // an editor goes past the proxy, and is never stored
  const session = cookieIn(staff, SESSION_COOKIE)!;
  expect((await get(pages.about, { cookie: `${SESSION_COOKIE}=${session}` })).cache).toBe('BYPASS');
  // a purge that names no key is refused (and one from an address outside the VCL's acl would be: 403)
  expect((await fetch(varnish.url, { method: 'PURGE' })).status).toBe(400);
}, 60_000);

test('a background fetch that gets a render overlapping a change (private, no-cache) keeps the stale page, and the next one brings the new page', async () => {
  // an instance of its own whose answers this test sets: what the site sends for a page, and for a render that overlapped a change
  let answer = { cacheControl: 'public, max-age=0, s-maxage=3600', body: 'alt' };
  let fetches = 0;
  const instance = http.createServer((_req, res) => {
    fetches++;
    res.writeHead(200, { 'content-type': 'text/html', 'cache-control': answer.cacheControl, 'surrogate-key': 'pages event:7' });
    res.end(answer.body);
  });
  await new Promise<void>((resolve) => instance.listen(0, '127.0.0.1', resolve));
  const own = await startVarnish(path.join(tmp, 'varnish-own'), await freePort(), [`127.0.0.1:${(instance.address() as AddressInfo).port}`]);
  const ask = async () => {
    const response = await fetch(`${own.url}/de/konzerte`);
    return { cache: response.headers.get('x-proxy-cache'), body: await response.text() };
  };
  try {
    await ask();
    expect(await ask()).toEqual({ cache: 'HIT', body: 'alt' });
    answer = { cacheControl: 'private, no-cache', body: 'mitten in einer Änderung' };
    expect((await fetch(own.url, { method: 'PURGE', headers: { 'xkey-purge': 'event:7 any' } })).status).toBe(200);
    // the visitor gets the old page at once; the background fetch's private answer is dropped, the old page kept
    expect(await ask()).toEqual({ cache: 'STALE', body: 'alt' });
    await until('the background fetch', () => fetches === 2);
    expect(await ask()).toEqual({ cache: 'STALE', body: 'alt' });
    // the next background fetch brings the new page, stored for everybody
    answer = { cacheControl: 'public, max-age=0, s-maxage=3600', body: 'neu' };
    await until('the new page from the proxy', async () => {
      const seen = await ask();
      return seen.cache === 'HIT' && seen.body === 'neu';
    });
  } finally {
    await own.stop();
    instance.closeAllConnections();
    await new Promise((resolve) => instance.close(resolve));
  }
}, 60_000);
