/**
 * What one view asks the back end (server/api/client.ts, client/routing/loadRoute.ts): the site frame
 * (menus and the footer's latest stories) in one call, `…/nav?news=3`, and each path once however
 * many of its parts read it, with a failed call not kept for the rest of the view. Against the real
 * back end (PGlite), nothing kept (ANSWER_CACHE_MB=0).
 */
import type { Request as ExpressRequest } from 'express';
import pino from 'pino';
import { createTestCms, type TestCms } from '../../cms/test/createTestCms';
import { createEvent, createPerson, createStory, createStoryCategories, createStoryTag } from '../../cms/test/fixtures/content';
import { createSiteTree } from '../../cms/test/fixtures/pageeditor';
import { createServerApi } from '../../server/api/client';
import { createContentVersion } from '../../server/api/contentVersion';
import { inProcessFetch } from '../../server/cms/inProcess';
import type { Site } from '../../server/site';
import request from 'supertest';
import { testSite } from '../support/testApp';
import { recording, type Call } from '../support/transportContract';

let cms: TestCms;
let site: Site;
let story: { id: number; slug: string };
let person: { id: number; slug: string };
let tag: { id: number; slug: string };
const calls: Call[] = [];
const CMS_URL = 'http://127.0.0.1:1';
const STORY = 'Hinter der Bühne';
const CONCERT = 'Mondscheinserenade';

beforeAll(async () => {
  cms = await createTestCms();
  await createSiteTree(cms.db);
  const [category] = await createStoryCategories(cms.db);
  tag = await createStoryTag(cms.db, { name_de: 'Für Einsteiger', slug: 'fuer-einsteiger' });
  story = await createStory(cms.db, { title_de: STORY, is_highlight: true }, { categories: [category.id], tags: [tag.id] });
  person = await createPerson(cms.db, { first_name: 'Clara', last_name: 'Dirigentin', slug: 'clara-dirigentin' });
  await createEvent(cms.db, { title_de: CONCERT }, { performers: [{ name: 'Clara Dirigentin', role_de: 'Dirigentin', person_id: person.id }] });
  site = testSite(CMS_URL, { pageCacheBytes: 0, answerCacheBytes: 0, cmsFetch: recording(inProcessFetch(cms.app, CMS_URL), calls) });
}, 60_000);

afterAll(async () => {
  site?.close();
  await cms?.close();
});

const paths = () => calls.map((call) => new URL(call.url).pathname + new URL(call.url).search);
const footerOf = (html: string) => html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));

test.each(['/de/ueber-uns', '/de/stories'])('%s reads the site frame in one call, and the footer shows its latest story', async (path) => {
  for (let view = 1; view <= 2; view++) {
    calls.length = 0;
    const page = await request(site.listener).get(path).set('Host', 'www.orchestra.example').expect(200);
    // nothing is kept between views: each view asks again, once
    expect(paths().filter((read) => read.includes('/pageeditor-api/nav'))).toEqual(['/de/pageeditor-api/nav?news=3']);
    expect(footerOf(page.text)).toContain(STORY);
  }
}, 60_000);

test('the stories page reads its frame, and its list with the highlights and the topics: two reads', async () => {
  calls.length = 0;
  const page = await request(site.listener).get('/de/stories').set('Host', 'www.orchestra.example').expect(200);
  expect(paths().sort()).toEqual(['/de/api/articles/?page=1&highlights=3&with=topics', '/de/pageeditor-api/nav?news=3']);
  // the highlight above the footer, and the footer's news
  expect(page.text.slice(0, page.text.indexOf('<footer'))).toContain(STORY);
}, 60_000);

test('a story reads its frame, and itself with its section and the topics: two reads', async () => {
  calls.length = 0;
  const page = await request(site.listener).get(`/de/stories/${story.slug}/${story.id}`).set('Host', 'www.orchestra.example').expect(200);
  expect(paths().sort()).toEqual([`/de/api/articles/${story.id}/?with=section,topics`, '/de/pageeditor-api/nav?news=3']);
  // its category's name, which only the topics hold
  expect(page.text.slice(page.text.indexOf('<main'), page.text.indexOf('<footer'))).toContain('Lesen');
}, 60_000);

test('a person reads their frame, and themselves with their section and their concerts: two reads', async () => {
  calls.length = 0;
  const page = await request(site.listener).get(`/de/orchester/${person.slug}/${person.id}`).set('Host', 'www.orchestra.example').expect(200);
  expect(paths().sort()).toEqual([`/de/api/persons/${person.id}/?with=section,concerts`, '/de/pageeditor-api/nav?news=3']);
  // the concert they play in, which only the concerts hold
  expect(page.text.slice(page.text.indexOf('<main'), page.text.indexOf('<footer'))).toContain(CONCERT);
}, 60_000);

test("a tag's first view reads its frame, and the tag's stories with the topics: two reads", async () => {
  calls.length = 0;
  const page = await request(site.listener).get(`/de/stories/tags/${tag.slug}`).set('Host', 'www.orchestra.example').expect(200);
  expect(paths().sort()).toEqual([`/de/api/articles/?tag=${tag.slug}&page=1&with=topics`, '/de/pageeditor-api/nav?news=3']);
  const main = page.text.slice(page.text.indexOf('<main'), page.text.indexOf('<footer'));
  // the tag's name, which only the topics hold, and its story
  expect(main).toContain('Für Einsteiger');
  expect(main).toContain(STORY);
}, 60_000);

test('a content page reads no teaser', async () => {
  calls.length = 0;
  await request(site.listener).get('/de/ueber-uns').set('Host', 'www.orchestra.example').expect(200);
  expect(paths().filter((read) => read.includes('/articles-teaser/'))).toEqual([]);
}, 60_000);

describe('one anonymous view', () => {
  const visitor = { get: () => undefined, protocol: 'http', ip: '127.0.0.1' } as unknown as ExpressRequest;
  const version = createContentVersion({ cmsUrl: CMS_URL, logger: pino({ level: 'silent' }) });

  it('asks for a path once however many of its parts read it, and asks again after a failed call', async () => {
    let failures = 1;
    const asked: string[] = [];
    const flaky = ((input: string | URL | Request, init?: RequestInit) => {
      asked.push(new URL(String(input)).pathname);
      if (failures-- > 0) return Promise.reject(new TypeError('fetch failed'));
      return inProcessFetch(cms.app, CMS_URL)(input as string, init);
    }) as typeof fetch;
    const api = createServerApi({ cmsUrl: CMS_URL, fetch: flaky, timeoutMs: 10_000, version, answerCacheBytes: 0 });
    const view = api.client(visitor, { anonymous: true });
    await expect(view.get('/de/api/genres/')).rejects.toThrow();
    // the failure is not kept: the next reader asks again, and two readers at once share that call
    const [first, second] = await Promise.all([view.get('/de/api/genres/'), view.get('/de/api/genres/')]);
    expect(first).toEqual(second);
    expect(asked).toEqual(['/de/api/genres/', '/de/api/genres/']);
  });
});
