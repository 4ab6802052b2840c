/**
 * Turning visitors away before Express (server/overload/shedder.ts) on a real HTTP server: the site
 * as server/index.ts serves it (page cache, shedder, app) in front of the REAL back end (cms/ on an
 * in-memory PGlite copy), whose answers the test holds back for as long as it needs a render to
 * keep its place. The crowd beyond the render gate's places and line gets 503 with Retry-After in
 * its path's language; stored pages are still served; and once the crowd has passed, nothing is
 * left taken: pages render again.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { createTestCms, type TestCms } from '../../cms/test/createTestCms';
import { createSiteTree } from '../../cms/test/fixtures/pageeditor';
import type { Site } from '../../server/site';
import { testSite } from '../support/testApp';
import { until } from '../support/until';

let cms: TestCms;
let cmsServer: http.Server;
/** back-end calls held while `holding` (the render that owns the gate's one place waits on them) */
const held: (() => void)[] = [];
let holding = false;
/** what a site needs to start and to reach its render gate: never held */
const NEVER_HELD = /^\/api\/(health|content-version)\/|\/pageeditor-api\/redirect/;

/** the site's log lines */
const lines: { level: number; msg: string }[] = [];
let site: Site;
let server: http.Server;
let origin: string;

beforeAll(async () => {
  cms = await createTestCms();
  await createSiteTree(cms.db);
  cmsServer = http.createServer((req, res) => {
    if (holding && !NEVER_HELD.test(req.url ?? '')) held.push(() => cms.app(req, res));
    else cms.app(req, res);
  });
  await new Promise<void>((resolve) => cmsServer.listen(0, '127.0.0.1', resolve));
  const cmsUrl = `http://127.0.0.1:${(cmsServer.address() as AddressInfo).port}`;
  // one render place and a line of one: the third visitor at once is turned away
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as { level: number; msg: string }) });
  site = testSite(cmsUrl, { logger, renderGate: { concurrency: 1, maxQueue: 1, maxWaitMs: 120_000 } });
  await site.contentVersion.refresh();
  server = http.createServer(site.listener);
  site.trackConnections(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // the first render of a test process compiles the app
  expect((await fetch(`${origin}/en`)).status).toBe(200);
}, 60_000);

afterAll(async () => {
  site?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  cmsServer?.closeAllConnections();
  await new Promise((resolve) => cmsServer?.close(resolve));
  await cms?.close();
});

const release = () => {
  holding = false;
  for (const answer of held.splice(0)) answer();
};

describe('a crowd beyond the render gate', () => {
  // a failed test must not leave the back end holding the next one's answers
  afterEach(release);

  it('is answered 503 with Retry-After in its language before Express, stored pages are served, and nothing stays taken', async () => {
    expect((await fetch(`${origin}/en`)).headers.get('x-cache')).toBe('HIT');
    holding = true;
    // the one place: a render that waits on the back end
    const first = fetch(`${origin}/de/ueber-uns?query=platz`);
    await until('one render running, its read held', () => site.app.renderGate.stats.running === 1 && held.length > 0);
    // the line of one
    const second = fetch(`${origin}/en/about?query=reihe`);
    await until('one render queued', () => site.app.renderGate.stats.queued === 1);

    const crowd = await Promise.all(
      ['/de/ueber-uns/team?query=1', '/en/about/team?query=2', '/de/kontakt?query=3', '/en/contact?query=4', '/de/konzerte?query=5', '/en/concerts?query=6'].map(async (path) => {
        const answer = await fetch(`${origin}${path}`);
        return { path, status: answer.status, headers: answer.headers, text: await answer.text() };
      }),
    );
    for (const answer of crowd) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('5');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(answer.text).toContain(answer.path.startsWith('/en/') ? 'Very busy right now' : 'Gerade sehr gefragt');
      expect(answer.text).toContain(answer.path.startsWith('/en/') ? '<html lang="en">' : '<html lang="de">');
      expect(answer.text).not.toMatch(/at \w+ \(|node_modules|\/server\//);
    }
    const head = await fetch(`${origin}/de/kontakt?query=kopf`, { method: 'HEAD' });
    expect(head.status).toBe(503);
    expect(head.headers.get('retry-after')).toBe('5');
    // answered before Express: the gate's middleware never saw them, and no request line each
    expect(site.app.renderGate.stats).toMatchObject({ running: 1, queued: 1, rejected: 7, early: 7 });
    // (the one-time TRUST_PROXY notice of server/middleware/proxyCheck.ts is not about the crowd)
    const warnings = lines.filter((line) => line.level >= 40 && !line.msg.startsWith('TRUST_PROXY='));
    expect(warnings.map((line) => line.msg)).toEqual(['overloaded: turning visitors away with 503 before rendering']);
    // a stored page costs less than a 503 and is still served
    const stored = await fetch(`${origin}/en`);
    expect(stored.status).toBe(200);
    expect(stored.headers.get('x-cache')).toBe('HIT');

    release();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    await until('the gate empty', () => site.app.renderGate.stats.running === 0 && site.app.renderGate.stats.queued === 0);
    // nothing left taken: the same pages render now
    for (const path of ['/de/ueber-uns/team?query=1', '/en/contact?query=4', '/de/konzerte?query=5']) {
      const answer = await fetch(`${origin}${path}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-cache')).toBe('MISS');
    }
    // the last answer has arrived; its place is given back once the server has closed it
    await until('no render running', () => site.app.renderGate.stats.running === 0);
    expect(site.app.renderGate.stats).toMatchObject({ queued: 0, rejected: 7, early: 7 });
  });

  it('is not turned away while the line has room: a visitor waits for the place instead', async () => {
    holding = true;
    // pages whose back-end answers are not kept yet (a kept answer would need no back end to hold)
    const first = fetch(`${origin}/en/about/team?query=wieder`);
    await until('one render running, its read held', () => site.app.renderGate.stats.running === 1 && held.length > 0);
    const before = site.app.renderGate.stats.rejected;
    const waiting = fetch(`${origin}/de/nur-deutsch?query=wartet`);
    await until('one render queued', () => site.app.renderGate.stats.queued === 1);
    release();
    expect((await first).status).toBe(200);
    expect((await waiting).status).toBe(200);
    expect(site.app.renderGate.stats.rejected).toBe(before);
  });
});
