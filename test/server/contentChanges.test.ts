/**
 * Cached pages follow content changes made through the real back end (cms/), on PGlite and on
 * PostgreSQL: an anonymous visitor sees an editor's change on the next request to the instance the
 * change went through, and every other instance agrees as soon as its poll of the content version
 * has seen it (every CONTENT_VERSION_POLL_MS, 250 ms by default; the bench measures the delay).
 * With PostgreSQL, two back ends share one database, as several instances of the site do.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../../shared/constants';
import { createApp as createCmsApp } from '../../cms/app';
import { openDatabase, type Database } from '../../cms/db/client';
import { createTestCmsOn, type TestCms } from '../../cms/test/createTestCms';
import { createEditor, TEST_PASSWORD } from '../../cms/test/fixtures';
import { createModule, createSection, createSiteTree } from '../../cms/test/fixtures/pageeditor';
import type { Site } from '../../server/site';
import { testSite } from '../support/testApp';
import { until } from '../support/until';

type Agent = ReturnType<typeof request.agent>;

const cookieIn = (agent: Agent, name: string) => agent.jar.getCookie(name, { domain: '127.0.0.1', path: '/', secure: false, script: false })?.value;

/** An editor logged in through an instance's proxy, as the browser does it. */
async function editorThrough(site: Site, username = 'erika'): Promise<Agent> {
  const agent = request.agent(site.listener);
  await agent.get('/de/pageeditor-api/user').expect(200);
  await agent.post('/de/pageeditor-api/login/').set(CSRF_HEADER, cookieIn(agent, CSRF_COOKIE)!).send({ username, password: TEST_PASSWORD }).expect(200);
  expect(cookieIn(agent, SESSION_COOKIE)).toBeTruthy();
  return agent;
}

async function listen(app: http.RequestListener): Promise<{ url: string; server: http.Server }> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe.each(['pglite', 'postgres'] as const)('content changes reach cached pages (%s)', (driver) => {
  let cms: TestCms;
  let second: Database | null = null;
  const servers: http.Server[] = [];
  let a: Site;
  let b: Site;
  /** an instance without the page cache: every view a render */
  let rendering: Site;
  /** paths the back end behind `a` and `rendering` was asked for */
  const calls: string[] = [];
  let moduleId: number;
  let pageId: number;

  beforeAll(async () => {
    cms = await createTestCmsOn(driver);
    const tree = await createSiteTree(cms.db);
    pageId = tree.about.id;
    const section = await createSection(cms.db, { content_type: 'page', object_id: tree.about.id, slug: 'intro' });
    moduleId = (await createModule(cms.db, { section_id: section.id, model: 'headline', data: { headline_level: 2, content: 'Erste Fassung' } })).id;
    await createEditor(cms.db, { username: 'erika' });
    await createEditor(cms.db, { username: 'chef', is_staff: true });
    const backEndA = await listen((req, res) => {
      calls.push(req.url ?? '');
      cms.app(req, res);
    });
    servers.push(backEndA.server);
    let backEndB = backEndA;
    if (cms.databaseUrl) {
      // a second back end on the same PostgreSQL database: a second instance of the site
      second = await openDatabase({ databaseUrl: cms.databaseUrl, migrate: false, poolMax: 2 });
      backEndB = await listen(createCmsApp({ db: second.db, config: cms.config }));
      servers.push(backEndB.server);
    }
    a = testSite(backEndA.url, { pollMs: 100 });
    rendering = testSite(backEndA.url, { pageCacheBytes: 0 });
    b = testSite(backEndB.url, { pollMs: 100 });
    await Promise.all([a.contentVersion!.refresh(), b.contentVersion!.refresh()]);
    a.contentVersion!.start();
    b.contentVersion!.start();
    // the first render of a test process compiles the app (seconds, while no poll can run)
    await view(a);
    await view(b);
    await Promise.all([a.contentVersion!.refresh(), b.contentVersion!.refresh()]);
  }, 120_000);

  afterAll(async () => {
    a?.close();
    rendering?.close();
    b?.close();
    for (const server of servers) await new Promise((resolve) => server.close(resolve));
    await second?.close();
    await cms?.close();
  });

  /** An editor changes the headline in place (a draft: visitors still see the published one), then publishes. */
  async function change(through: Site, content: string): Promise<number> {
    const editor = await editorThrough(through);
    const token = cookieIn(editor, CSRF_COOKIE)!;
    await editor.patch(`/de/pageeditor-api/headline/${moduleId}/`).set(CSRF_HEADER, token).send({ content }).expect(200);
    expect((await view(through)).text).not.toContain(content);
    const published = await editor.post(`/de/pageeditor-api/publication/page/${pageId}/publish/`).set(CSRF_HEADER, token).expect(200);
    return Number(published.headers['x-content-version']);
  }

  // supertest serves a listener on a new port per request: one Host keeps the page's key
  const view = (site: Site) => request(site.listener).get('/de/ueber-uns').set('Host', 'www.orchestra.example').expect(200);

  /** Views until one is answered from memory (a poll that failed under load makes the version unknown for a moment). */
  async function cached(site: Site) {
    while ((await view(site)).headers['x-cache'] !== 'HIT');
  }

  it('an anonymous visitor sees an editor’s change on the next request', async () => {
    await cached(a);
    await change(a, 'Zweite Fassung');
    // no waiting: the publish answer passed through this instance and named the new version
    const next = await view(a);
    expect(next.text).toContain('Zweite Fassung');
    expect(next.text).not.toContain('Erste Fassung');
  });

  it('two instances agree once each has seen the change made through the other', async () => {
    for (const [from, to, text] of [
      [a, b, 'Dritte Fassung'],
      [b, a, 'Vierte Fassung'],
    ] as const) {
      await cached(to);
      const version = await change(from, text);
      await until(`version ${version} taken in`, () => (to.contentVersion!.current ?? 0) >= version);
      expect((await view(to)).text).toContain(text);
      expect((await view(from)).text).toContain(text);
    }
  });

  it('a logged-in editor never receives or creates a cached page', async () => {
    const editor = await editorThrough(a);
    // the earlier tests' pages are stored after their answers: counted once that is done
    await until('pages stored', () => a.pageCache!.stats.storing === 0);
    const stored = a.pageCache!.stats.stored;
    for (let i = 0; i < 2; i++) {
      const answer = await editor.get('/de/ueber-uns').expect(200);
      expect(answer.headers['x-cache']).toBeUndefined();
      expect(answer.headers['cache-control']).toBe('private, no-store');
    }
    await until('pages stored', () => a.pageCache!.stats.storing === 0);
    expect(a.pageCache!.stats.stored).toBe(stored);
  });

  it('a render takes the back end’s answers kept for the current version, and fresh ones after a change', async () => {
    const render = () => request(rendering.listener).get('/de/ueber-uns').set('Host', 'www.orchestra.example').expect(200);
    await render();
    const before = calls.length;
    const again = await render();
    expect(again.headers['x-cache']).toBeUndefined();
    // navigation, news teaser, the page and its sections: all from answers kept for this version
    expect(calls.slice(before).filter((path) => !path.startsWith('/api/content-version/'))).toEqual([]);
    // through this instance: its own content version moves with the publish answer (every site keeps its own)
    await change(rendering, 'Fünfte Fassung');
    const fresh = await render();
    expect(fresh.text).toContain('Fünfte Fassung');
    expect(calls.slice(before).some((path) => path.startsWith('/de/pageeditor-api/page/'))).toBe(true);
  });

  it('a redirect created right after a 404 on a deleted one answers at once, on the instance it went through and on the other (issue 31)', async () => {
    const staff = await editorThrough(a, 'chef');
    const token = cookieIn(staff, CSRF_COOKIE)!;
    for (const [n, to] of [
      [1, a],
      [2, b],
    ] as const) {
      const visit = (name: string) => request(to.listener).get(name).set('Host', 'www.orchestra.example');
      const first = await staff.post('/api/admin/redirects/').set(CSRF_HEADER, token).send({ old_path: `/de/alt-${n}-eins/`, new_path: '/de/ueber-uns/' }).expect(201);
      const deleted = await staff.delete(`/api/admin/redirects/${first.body.id}/`).set(CSRF_HEADER, token).expect(200);
      await until('the deletion taken in', () => (to.contentVersion!.current ?? 0) >= Number(deleted.headers['x-content-version']));
      await visit(`/de/alt-${n}-eins/`).expect(404);
      const second = await staff.post('/api/admin/redirects/').set(CSRF_HEADER, token).send({ old_path: `/de/alt-${n}-zwei/`, new_path: '/de/ueber-uns/' }).expect(201);
      await until('the second change taken in', () => (to.contentVersion!.current ?? 0) >= Number(second.headers['x-content-version']));
      for (let i = 0; i < 2; i++) expect((await visit(`/de/alt-${n}-zwei/`).expect(301)).headers.location).toBe('/de/ueber-uns/');
    }
  });
});
