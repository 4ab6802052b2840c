/**
 * Every site keeps its own content version (server/api/contentVersion.ts, one tracker per site):
 * two sites in one process, each on a back end of its own at very different versions, each keep the
 * back-end answers of their own version (server/api/client.ts) and follow only their own back end's
 * changes. With one tracker per process, the higher version hid the other site's answers (never
 * kept for it) and a change on one back end counted for both.
 */
import request from 'supertest';
import type { Site } from '../../server/site';
import { page, startFakeCms, type FakeCms } from '../support/fakeCms';
import { testSite } from '../support/testApp';

const backEnds: FakeCms[] = [];
const sites: Site[] = [];

async function siteAt(version: { value: number }, headline: string): Promise<{ site: Site; cms: FakeCms }> {
  const cms = await startFakeCms({ pages: { 'de:ueber-uns': page({ headline }) }, contentVersion: version, versionOnAnswers: true });
  backEnds.push(cms);
  // no page cache: every view renders, from the answers kept for the site's version
  const site = testSite(cms.url, { pageCacheBytes: 0 });
  sites.push(site);
  return { site, cms };
}

afterAll(async () => {
  for (const site of sites) site.close();
  for (const cms of backEnds) await cms.close();
});

// supertest serves a listener on a new port per request: one Host keeps the answers' keys
const view = (site: Site) => request(site.listener).get('/de/ueber-uns').set('Host', 'www.orchestra.example').expect(200);

test('two sites in one process keep separate content versions, and each its own kept answers', async () => {
  const high = { value: 500 };
  const low = { value: 7 };
  const a = await siteAt(high, 'Orchester A');
  const b = await siteAt(low, 'Orchester B');
  const pageFetches = (cms: FakeCms) => cms.received.filter((r) => r.url.startsWith('/de/pageeditor-api/page/')).length;

  // the first render of a test process compiles the app: the views that count come after it
  await view(a.site);
  // each site's answers, kept at its own version, serve its next view (within the second they stay confirmed)
  for (const [{ site, cms }, headline] of [
    [a, 'Orchester A'],
    [b, 'Orchester B'],
  ] as const) {
    await view(site);
    const fetched = pageFetches(cms);
    expect((await view(site)).text).toContain(headline);
    expect(pageFetches(cms)).toBe(fetched);
  }
  expect(a.site.contentVersion.latest).toBe(500);
  expect(b.site.contentVersion.latest).toBe(7);

  // a write through site a moves a's version only
  const written = await request(a.site.listener).post('/api/write/').expect(200);
  expect(Number(written.headers['x-content-version'])).toBe(501);
  expect(a.site.contentVersion.latest).toBe(501);
  expect(b.site.contentVersion.latest).toBe(7);
  const fetchedA = pageFetches(a.cms);
  await view(a.site);
  expect(pageFetches(a.cms)).toBe(fetchedA + 1);
}, 60_000);

test('without a page cache (PAGE_CACHE_MB=0) a site still follows the content version for its kept answers', async () => {
  const version = { value: 40 };
  const { site } = await siteAt(version, 'Orchester C');
  await view(site);
  expect(site.contentVersion.latest).toBe(40);
  // a change made through another instance (or the admin, or the scheduler): this site hears of it
  // without a request of its own, as an instance with a page cache does
  version.value = 41;
  for (let tries = 0; site.contentVersion.latest !== 41 && tries < 300; tries++) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(site.contentVersion.latest).toBe(41);
  expect(site.contentVersion.current).toBe(41);
}, 60_000);
