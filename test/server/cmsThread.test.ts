/**
 * The embedded back end in its own thread (server/cms/embedded.ts, workerThread.ts, threadFetch.ts):
 * the built back end started as `npm start` starts it, its answers to the SSR's reads posted across
 * the thread are the very answers its loopback port gives (status, status text, every header but
 * those HTTP adds on the wire, the body), pages render the same both ways, and what fetch does with
 * an abort, a closed back end and a failed start, the thread's fetch does too. On PostgreSQL: the
 * thread opens the test's database by its URL (a PGlite database lives in one thread's memory).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CSRF_HEADER } from '../../shared/constants';
import { startEmbeddedCms, type CmsHandle } from '../../server/cms/embedded';
import { buildPaths } from '../../server/paths';
import type { Site } from '../../server/site';
import { createTestCmsOn, type TestCms } from '../../cms/test/createTestCms';
import { createEditor, TEST_PASSWORD } from '../../cms/test/fixtures';
import { createEvent, createStory, csrfHeaders } from '../../cms/test/fixtures/content';
import { createSiteTree } from '../../cms/test/fixtures/pageeditor';
import { testSite } from '../support/testApp';
import { answerOf, expectSameAnswers, expectSamePages, recording, type Call } from '../support/transportContract';

const paths = buildPaths(path.resolve(__dirname, '..', '..'));

/** Starts the built back end in its thread, configured by `env` (Jest's process.env is its own copy: the thread is handed one). */
function startWith(env: Record<string, string>, entryFile = paths.cmsEntry): Promise<CmsHandle> {
  return startEmbeddedCms({ entryFile, workerFile: paths.cmsWorker, onCrash: () => {}, env: { PATH: process.env.PATH, NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED: 'false', ...env } });
}

describe('the embedded back end in its own thread', () => {
  let fixtures: TestCms;
  let cms: CmsHandle;
  let thread: typeof fetch;
  let overHttp: Site;
  let local: Site;
  const calls: Call[] = [];
  const pages = ['/de', '/en', '/de/ueber-uns', '/de/konzerte', '/de/stories', '/de/search?query=Konzert', '/de/gibt-es-nicht'];

  beforeAll(async () => {
    fixtures = await createTestCmsOn('postgres');
    await createSiteTree(fixtures.db);
    const concert = await createEvent(fixtures.db, { title_de: 'Konzert am See' });
    const story = await createStory(fixtures.db);
    await createEditor(fixtures.db, { username: 'erika' });
    pages.push(`/de/konzerte/${concert.slug}/${concert.id}`, `/de/stories/${story.slug}/${story.id}`);
    cms = await startWith({ DATABASE_URL: fixtures.databaseUrl! });
    thread = cms.fetch!;
    overHttp = testSite(cms.url, { pageCacheBytes: 0 });
    local = testSite(cms.url, { pageCacheBytes: 0, cmsFetch: recording(thread, calls) });
  }, 120_000);

  afterAll(async () => {
    overHttp?.close();
    local?.close();
    await cms?.close();
    await fixtures?.close();
  });

  test('every page renders the same through the thread as over HTTP', async () => {
    await expectSamePages(pages, overHttp, local);
    expect(calls.length).toBeGreaterThan(pages.length);
  }, 120_000);

  test("each of the SSR's reads gets the same answer through the thread as over HTTP", async () => {
    expect(await expectSameAnswers(calls, thread)).toBeGreaterThan(10);
  }, 120_000);

  test('a write with a body, its refusal and its cookies; HEAD, a manual redirect, an unknown path: alike', async () => {
    const { Cookie: cookie, [CSRF_HEADER]: token } = csrfHeaders();
    const login = (password: string) => ({
      method: 'POST',
      headers: { cookie, [CSRF_HEADER]: token, 'content-type': 'application/json', origin: cms.url },
      body: JSON.stringify({ username: 'erika', password }),
    });
    const loginPath = `${cms.url}/de/pageeditor-api/login/`;
    const refused = await answerOf(await thread(loginPath, login('falsch')));
    expect(refused).toEqual(await answerOf(await fetch(loginPath, login('falsch'))));
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const loggedIn = await answerOf(await thread(loginPath, login(TEST_PASSWORD)), 'sessionless');
    expect(loggedIn.status).toBe(200);
    expect(loggedIn.headers.filter(([name]) => name === 'set-cookie')).toEqual((await answerOf(await fetch(loginPath, login(TEST_PASSWORD)), 'sessionless')).headers.filter(([name]) => name === 'set-cookie'));
    expect(loggedIn.headers.some(([name]) => name === 'set-cookie')).toBe(true);
    for (const [pathname, init] of [
      ['/de/api/genres/', { method: 'HEAD' }],
      ['/admin/logout/', { redirect: 'manual' as const }],
      ['/de/api/gibt-es-nicht/', {}],
    ] as const) {
      expect(await answerOf(await thread(`${cms.url}${pathname}`, init))).toEqual(await answerOf(await fetch(`${cms.url}${pathname}`, init)));
    }
  }, 60_000);

  test('an aborted call rejects with the signal’s reason, and the next call is answered', async () => {
    const aborted = new AbortController();
    aborted.abort();
    await expect(thread(`${cms.url}/de/api/genres/`, { signal: aborted.signal })).rejects.toMatchObject({ name: 'AbortError' });
    const midway = new AbortController();
    const call = thread(`${cms.url}/de/api/genres/`, { signal: midway.signal });
    midway.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    expect((await thread(`${cms.url}/de/api/genres/`)).status).toBe(200);
  }, 30_000);
});

describe("the back end's thread ending", () => {
  test('after close every call fails as a lost connection does (TypeError)', async () => {
    const fixtures = await createTestCmsOn('postgres');
    try {
      const cms = await startWith({ DATABASE_URL: fixtures.databaseUrl! });
      expect((await cms.fetch!(`${cms.url}/de/api/genres/`)).status).toBe(200);
      await cms.close();
      await expect(cms.fetch!(`${cms.url}/de/api/genres/`)).rejects.toThrow(TypeError);
    } finally {
      await fixtures.close();
    }
  }, 60_000);

  test("a start that fails rejects with the back end's own error, by name (a data directory in use)", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-thread-'));
    try {
      // this very process holds it: the thread is refused as a second process would be
      fs.writeFileSync(path.join(dataDir, 'cms.lock'), String(process.pid));
      await expect(startWith({ DATA_DIR: dataDir })).rejects.toMatchObject({ name: 'DataDirLockedError' });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  test('a missing build is said, with the command that makes it', async () => {
    await expect(startWith({}, path.join(os.tmpdir(), 'no-such-cms.js'))).rejects.toThrow(/npm run build/);
  });
});
