/**
 * One view asks the back end once per path (server/api/client.ts): the stories page's highlights and
 * the news teaser read the same answer (`/articles-teaser/?limit=3`), which without kept answers
 * (ANSWER_CACHE_MB=0, or a view loaded again after it found a stale one) was two calls of the same
 * path in one render. Against the real back end (PGlite), nothing kept.
 */
import { createTestCms, type TestCms } from '../../cms/test/createTestCms';
import { createStory, createStoryCategories } from '../../cms/test/fixtures/content';
import { createSiteTree } from '../../cms/test/fixtures/pageeditor';
import { inProcessFetch } from '../../server/cms/inProcess';
import type { Site } from '../../server/site';
import request from 'supertest';
import { testSite } from '../support/testApp';
import { recording, type Call } from '../support/transportContract';

let cms: TestCms;
let site: Site;
const calls: Call[] = [];
const CMS_URL = 'http://127.0.0.1:1';

beforeAll(async () => {
  cms = await createTestCms();
  await createSiteTree(cms.db);
  const [category] = await createStoryCategories(cms.db);
  await createStory(cms.db, { title_de: 'Hinter der Bühne', is_highlight: true }, { categories: [category.id] });
  site = testSite(CMS_URL, { pageCacheBytes: 0, answerCacheBytes: 0, cmsFetch: recording(inProcessFetch(cms.app, CMS_URL), calls) });
}, 60_000);

afterAll(async () => {
  site?.close();
  await cms?.close();
});

const paths = () => calls.map((call) => new URL(call.url).pathname + new URL(call.url).search);

test('the stories page reads the teaser its highlights share with the news once per view, and shows it in both', async () => {
  for (let view = 1; view <= 2; view++) {
    calls.length = 0;
    const page = await request(site.listener).get('/de/stories').set('Host', 'www.orchestra.example').expect(200);
    const teaser = paths().filter((path) => path.startsWith('/de/api/articles-teaser/'));
    expect(teaser).toEqual(['/de/api/articles-teaser/?limit=3']);
    // nothing is kept between views: each view asks again
    expect(paths()).toContain('/de/pageeditor-api/nav');
    // the story is both the page's highlight and the footer's news
    expect(page.text.split('Hinter der Bühne').length - 1).toBeGreaterThanOrEqual(2);
  }
}, 60_000);

test('a failed call is not kept for the rest of the view', async () => {
  let failures = 1;
  const flaky = ((input: string | URL | Request, init?: RequestInit) => {
    if (String(input).includes('/articles-teaser/') && failures-- > 0) return Promise.reject(new TypeError('fetch failed'));
    return inProcessFetch(cms.app, CMS_URL)(input, init);
  }) as typeof fetch;
  const flakySite = testSite(CMS_URL, { pageCacheBytes: 0, answerCacheBytes: 0, cmsFetch: recording(flaky, calls) });
  try {
    calls.length = 0;
    const page = await request(flakySite.listener).get('/de/stories').set('Host', 'www.orchestra.example');
    // the first reader's call failed; the second asked again and got the story
    expect(paths().filter((path) => path.startsWith('/de/api/articles-teaser/'))).toEqual(['/de/api/articles-teaser/?limit=3', '/de/api/articles-teaser/?limit=3']);
    expect(page.text).toContain('Hinter der Bühne');
  } finally {
    flakySite.close();
  }
}, 60_000);
