/**
 * The contract of the in-process transport (server/cms/inProcess.ts, issue 41): the SSR's reads of
 * the embedded back end, handed to its app in this process, get the very answers they get over HTTP
 * from the same back end: status, status text, every header but those HTTP itself adds on the wire,
 * and the body; and the pages rendered both ways are the same. On PGlite and on PostgreSQL.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CSRF_HEADER } from '../../shared/constants';
import { inProcessFetch } from '../../server/cms/inProcess';
import { askBackend } from '../../server/cache/sessionCheck';
import type { Site } from '../../server/site';
import { createTestCmsOn, type TestCms } from '../../cms/test/createTestCms';
import { createEditor, TEST_PASSWORD } from '../../cms/test/fixtures';
import { createEvent, createEventTag, createPerson, createPersonCategory, createStory, createStoryCategories, createStoryTag, csrfHeaders, editorSessionCookie } from '../../cms/test/fixtures/content';
import { createModule, createSection, createSiteTree } from '../../cms/test/fixtures/pageeditor';
import { testSite } from '../support/testApp';
import { answerOf, expectSameAnswers, expectSamePages, recording, type Call } from '../support/transportContract';


async function listen(app: http.RequestListener): Promise<{ url: string; server: http.Server }> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe.each(['pglite', 'postgres'] as const)('the SSR reads the embedded back end in process as over HTTP (%s)', (driver) => {
  let cms: TestCms;
  let server: http.Server;
  let cmsUrl: string;
  let inProcess: typeof fetch;
  let overHttp: Site;
  let local: Site;
  /** every request the SSR made to the back end in process while rendering */
  const calls: Call[] = [];
  const pages = ['/de', '/en', '/de/ueber-uns', '/de/ueber-uns/team', '/de/konzerte', '/en/concerts', '/de/orchester', '/de/stories', '/de/presse', '/de/search?query=Konzert', '/de/abonnement', '/de/gibt-es-nicht'];

  beforeAll(async () => {
    cms = await createTestCmsOn(driver);
    const tree = await createSiteTree(cms.db);
    const section = await createSection(cms.db, { content_type: 'page', object_id: tree.about.id, slug: 'intro' });
    await createModule(cms.db, { section_id: section.id, model: 'headline', data: { headline_level: 2, content: 'Wir spielen' } });
    const tag = await createEventTag(cms.db);
    const concert = await createEvent(cms.db, { title_de: 'Konzert am See' }, { tags: [tag.id], works: [{ composer: 'Brahms', title_de: 'Sinfonie Nr. 1' }] });
    const category = await createPersonCategory(cms.db);
    const person = await createPerson(cms.db, {}, [category.id]);
    const [read] = await createStoryCategories(cms.db);
    const story = await createStory(cms.db, {}, { categories: [read.id], tags: [(await createStoryTag(cms.db)).id] });
    await createEditor(cms.db, { username: 'erika' });
    pages.push(`/de/konzerte/${concert.slug}/${concert.id}`, `/de/orchester/${person.slug}/${person.id}`, `/de/stories/${story.slug}/${story.id}`);

    ({ server, url: cmsUrl } = await listen(cms.app));
    inProcess = inProcessFetch(cms.app, cmsUrl);
    overHttp = testSite(cmsUrl, { pageCacheBytes: 0 });
    local = testSite(cmsUrl, { pageCacheBytes: 0, cmsFetch: recording(inProcess, calls) });
  }, 120_000);

  afterAll(async () => {
    overHttp?.close();
    local?.close();
    await new Promise((resolve) => server?.close(resolve));
    await cms?.close();
  });

  test('every page type renders the same both ways', async () => {
    await expectSamePages(pages, overHttp, local);
    // the renders read the back end in process, not over HTTP
    expect(calls.length).toBeGreaterThan(pages.length);
  }, 120_000);

  test("each of the SSR's reads gets the same answer in process as over HTTP", async () => {
    expect(calls.length).toBeGreaterThan(0);
    // 404s are answers too (a page that does not exist)
    expect(await expectSameAnswers(calls, inProcess)).toBeGreaterThan(10);
  }, 120_000);

  test('writes, refusals and cookies: the same status, headers and body', async () => {
    // the CSRF cookie and header, and the back end's own origin (Host is the URL's both ways)
    const { Cookie: cookie, [CSRF_HEADER]: token } = csrfHeaders();
    const login = (password: string) => ({
      method: 'POST',
      headers: { cookie, [CSRF_HEADER]: token, 'content-type': 'application/json', origin: cmsUrl },
      body: JSON.stringify({ username: 'erika', password }),
    });
    const path = `${cmsUrl}/de/pageeditor-api/login/`;
    // a refused login: the same error in the same language
    const refusedHttp = await answerOf(await fetch(path, login('falsch')));
    const refusedCall = await answerOf(await inProcess(path, login('falsch')));
    expect(refusedCall).toEqual(refusedHttp);
    expect(refusedHttp.status).toBeGreaterThanOrEqual(400);
    // a login: every Set-Cookie both ways, with its attributes (the session id itself differs)
    const loggedInHttp = await fetch(path, login(TEST_PASSWORD));
    const loggedInCall = await inProcess(path, login(TEST_PASSWORD));
    expect(loggedInCall.status).toBe(200);
    expect(loggedInCall.headers.getSetCookie().length).toBe(loggedInHttp.headers.getSetCookie().length);
    expect((await answerOf(loggedInCall, 'sessionless')).headers.filter(([name]) => name === 'set-cookie')).toEqual(
      (await answerOf(loggedInHttp, 'sessionless')).headers.filter(([name]) => name === 'set-cookie'),
    );
    // a write without the CSRF header: refused alike
    const unsafe = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' };
    expect(await answerOf(await inProcess(path, unsafe))).toEqual(await answerOf(await fetch(path, unsafe)));
  }, 60_000);

  test("the page cache's session check: an editor's session and a forged one, alike", async () => {
    const session = (await editorSessionCookie(cms.db)).split('=')[1];
    for (const id of [session, 'forged-session-id']) {
      expect(await askBackend(cmsUrl, 5000, inProcess)(id)).toBe(await askBackend(cmsUrl, 5000)(id));
    }
    expect(await askBackend(cmsUrl, 5000, inProcess)(session)).toBe('editor');
    expect(await askBackend(cmsUrl, 5000, inProcess)('forged-session-id')).toBe('anonymous');
  }, 60_000);

  test('HEAD, a manual redirect and an unknown path: alike', async () => {
    for (const [path, init] of [
      ['/de/api/genres/', { method: 'HEAD' }],
      ['/admin/logout/', { redirect: 'manual' as const }],
      ['/de/api/gibt-es-nicht/', {}],
    ] as const) {
      expect(await answerOf(await inProcess(`${cmsUrl}${path}`, init))).toEqual(await answerOf(await fetch(`${cmsUrl}${path}`, init)));
    }
  }, 60_000);
});

describe('the in-process fetch', () => {
  test('a call the back end does not answer in time fails as fetch does: TimeoutError', async () => {
    const silent = inProcessFetch(() => undefined, 'http://127.0.0.1:9');
    await expect(silent('http://127.0.0.1:9/de/api/genres/', { signal: AbortSignal.timeout(20) })).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  test('a request body, its headers and the loopback peer reach the listener as over HTTP, asking for no encoding', async () => {
    let seen: { method?: string; url?: string; headers?: http.IncomingHttpHeaders; body?: string; address?: string } = {};
    const echo: http.RequestListener = (req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        seen = { method: req.method, url: req.url, headers: req.headers, body, address: req.socket.remoteAddress };
        res.setHeader('set-cookie', ['a=1; Path=/', 'b=2; HttpOnly']);
        res.writeHead(201, 'Made', { 'content-type': 'text/plain' });
        res.write('one ');
        res.end('two');
      });
    };
    const { server, url } = await listen(echo);
    try {
      const init = { method: 'PUT', headers: { 'content-type': 'application/json', cookie: 'sessionid=x' }, body: JSON.stringify({ ä: 1 }) };
      const viaHttp = await answerOf(await fetch(`${url}/p?q=1`, init));
      const httpSeen = seen;
      const viaCall = await answerOf(await inProcessFetch(echo, url)(`${url}/p?q=1`, init));
      expect(viaCall).toEqual(viaHttp);
      expect(viaCall).toMatchObject({ status: 201, statusText: 'Made', body: 'one two' });
      // the same request, but that it asks for the body as it is: fetch decodes gzip, this transport does not
      expect(httpSeen.headers?.['accept-encoding']).toBe('gzip, deflate');
      expect(seen).toEqual({ ...httpSeen, headers: { ...httpSeen.headers, 'accept-encoding': 'identity' } });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
