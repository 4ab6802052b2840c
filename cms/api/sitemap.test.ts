/**
 * Contract of GET /{locale}/api/sitemap/ (the index: count and newest change per kind) and
 * GET /{locale}/api/sitemap/{kind}/?page=N (one kind's chunk of at most 50,000 online objects with
 * both URLs and its last change).
 */
import { eq, sql } from 'drizzle-orm';
import { stories } from '../db/schema';
import { createTestCms, type TestCms } from '../test/createTestCms';
import { createPage } from '../test/fixtures';
import { createDownloadCategory, createDownloadDirectory, createEvent, createPerson, createStory, createStoryTag, createSubscription } from '../test/fixtures/content';
import { SITEMAP_CHUNK, type Sitemap, type SitemapIndex, type SitemapKind } from '../../shared/contract/sitemap';

let cms: TestCms;
const ids: Record<string, number> = {};

beforeAll(async () => {
  cms = await createTestCms();
  const db = cms.db;
  await createPage(db);
  const about = await createPage(db, { slug_de: 'ueber-uns', slug_en: 'about', title_de: 'Über uns' });
  await createPage(db, { slug_de: 'nur-deutsch', slug_en: '', path_en: null, parent_id: about.id });
  await createPage(db, { slug_de: 'entwurf', slug_en: 'draft', is_online: false });
  ids.event = (await createEvent(db, { slug: 'finale', title_en: 'Grand finale', start_at: new Date('2099-06-01T17:00:00Z') })).id;
  await createEvent(db, { slug: 'geheim', start_at: new Date('2099-06-02T17:00:00Z'), is_online: false });
  // a tag with an online story is listed; one with only an offline story is not
  const probe = await createStoryTag(db, { slug: 'probe' });
  const hidden = await createStoryTag(db, { slug: 'verborgen' });
  ids.story = (await createStory(db, { slug: 'probenbesuch', title_en: 'At rehearsal', date: '2030-01-02' }, { tags: [probe.id] })).id;
  // no English title: the English address keeps the stored slug
  ids.german = (await createStory(db, { slug: 'nur-deutsch', title_en: '', date: '2030-01-04' })).id;
  await createStory(db, { slug: 'offline', date: '2030-01-03', is_online: false }, { tags: [hidden.id] });
  ids.person = (await createPerson(db, { slug: 'anna-muster', first_name: 'Anna', last_name: 'Muster' })).id;
  const category = await createDownloadCategory(db);
  ids.press = (await createDownloadDirectory(db, { category_id: category.id, slug: 'saison-2031' })).id;
  ids.subscription = (await createSubscription(db, { slug: 'abo-a' })).id;
  await createSubscription(db, { slug: 'alt', is_online: false });
});
afterAll(() => cms?.close());

const index = async (path = '/de/api/sitemap/') => (await cms.request.get(path).expect(200).expect('Content-Type', /json/)).body as SitemapIndex;
const chunk = async (kind: SitemapKind, page = 1, locale = 'de') => (await cms.request.get(`/${locale}/api/sitemap/${kind}/?page=${page}`).expect(200)).body as Sitemap;
const section = (answer: SitemapIndex, kind: SitemapKind) => answer.sections.find((s) => s.kind === kind)!;

test('the index: how many online objects of each kind there are and their newest change', async () => {
  const { sections } = await index();
  expect(sections.map(({ kind, count }) => [kind, count])).toEqual([
    ['page', 3],
    ['event', 1],
    ['story', 2],
    ['person', 1],
    ['press', 1],
    ['subscription', 1],
    ['tag', 1],
    ['form', 0],
  ]);
  for (const { kind, lastmod } of sections) {
    if (kind === 'form') expect(lastmod).toBe('');
    else expect(new Date(lastmod).toISOString()).toBe(lastmod);
  }
  // the newest change of a kind is the newest of its chunk's entries
  const stored = (await chunk('story')).entries.map((entry) => entry.lastmod).sort();
  expect(section({ sections }, 'story').lastmod).toBe(stored[stored.length - 1]);
});

test('each kind lists its online objects with both URLs, in id order', async () => {
  const urls = async (kind: SitemapKind) => (await chunk(kind)).entries.map((entry) => [entry.kind, entry.urls]);
  expect(await urls('page')).toEqual([
    ['page', { de: '/de', en: '/en' }],
    ['page', { de: '/de/ueber-uns', en: '/en/about' }],
    ['page', { de: '/de/nur-deutsch' }],
  ]);
  expect(await urls('event')).toEqual([['event', { de: `/de/konzerte/finale/${ids.event}`, en: `/en/concerts/grand-finale/${ids.event}` }]]);
  expect(await urls('story')).toEqual([
    ['story', { de: `/de/stories/probenbesuch/${ids.story}`, en: `/en/stories/at-rehearsal/${ids.story}` }],
    ['story', { de: `/de/stories/nur-deutsch/${ids.german}`, en: `/en/stories/nur-deutsch/${ids.german}` }],
  ]);
  expect(await urls('person')).toEqual([['person', { de: `/de/orchester/anna-muster/${ids.person}`, en: `/en/orchestra/anna-muster/${ids.person}` }]]);
  expect(await urls('press')).toEqual([['press', { de: `/de/presse/saison-2031/${ids.press}`, en: `/en/press/saison-2031/${ids.press}` }]]);
  expect(await urls('subscription')).toEqual([['subscription', { de: `/de/subscriptions/abo-a/${ids.subscription}`, en: `/en/subscriptions/abo-a/${ids.subscription}` }]]);
  expect(await urls('tag')).toEqual([['tag', { de: '/de/stories/tags/probe', en: '/en/stories/tags/probe' }]]);
  expect(await urls('form')).toEqual([]);
  for (const entry of (await chunk('story')).entries) expect(new Date(entry.lastmod).toISOString()).toBe(entry.lastmod);
});

test('the same answer in every locale, and without one', async () => {
  const de = await index('/de/api/sitemap/');
  expect(await index('/en/api/sitemap')).toEqual(de);
  expect(await index('/api/sitemap/')).toEqual(de);
  expect(await chunk('event', 1, 'en')).toEqual(await chunk('event', 1, 'de'));
});

test('follows content changes: an edit moves lastmod, going offline removes the entry and lowers the count', async () => {
  const before = (await chunk('story')).entries[0];
  await cms.db.update(stories).set({ title_de: 'Probenbesuch, neu' }).where(eq(stories.id, ids.story));
  const after = (await chunk('story')).entries[0];
  expect(Date.parse(after.lastmod)).toBeGreaterThan(Date.parse(before.lastmod));
  expect(section(await index(), 'story').lastmod).toBe(after.lastmod);
  await cms.db.update(stories).set({ is_online: false }).where(eq(stories.id, ids.story));
  expect((await chunk('story')).entries.some((entry) => entry.urls.de?.endsWith(`/${ids.story}`))).toBe(false);
  expect(section(await index(), 'story').count).toBe(1);
  // its tag has no online story left
  expect(section(await index(), 'tag').count).toBe(0);
  await cms.db.update(stories).set({ is_online: true }).where(eq(stories.id, ids.story));
});

test('unknown kind -> 404; a chunk after the last -> 404; unknown or malformed query parameter -> 400', async () => {
  await cms.request.get('/de/api/sitemap/events/').expect(404);
  await cms.request.get('/de/api/sitemap/event/?page=2').expect(404);
  await cms.request.get('/de/api/sitemap/event/?page=0').expect(400);
  await cms.request.get('/de/api/sitemap/event/?limit=5').expect(400);
  await cms.request.get('/de/api/sitemap/?page=2').expect(400);
});

test('a kind with more than 50,000 objects comes in chunks of 50,000; the index counts them all', async () => {
  // plain SQL copies of the concert (as `npm run seed -- --scale` makes them)
  await cms.db.execute(sql`
    INSERT INTO events (slug, title_de, title_en, start_at, is_online, updated_at)
    SELECT 'kopie-' || n, 'Kopie ' || n, 'Copy ' || n, timestamptz '2099-01-01' + n * interval '1 hour', true, timestamptz '2020-01-01'
    FROM generate_series(1, ${SITEMAP_CHUNK}) AS n`);
  expect(section(await index(), 'event').count).toBe(SITEMAP_CHUNK + 1);
  const first = await chunk('event', 1);
  expect(first.entries).toHaveLength(SITEMAP_CHUNK);
  expect(first.entries[0].urls.de).toBe(`/de/konzerte/finale/${ids.event}`);
  const second = await chunk('event', 2);
  expect(second.entries).toHaveLength(1);
  expect(second.entries[0].urls.de).toMatch(new RegExp(`^/de/konzerte/kopie-${SITEMAP_CHUNK}/\\d+$`));
  await cms.request.get('/de/api/sitemap/event/?page=3').expect(404);
}, 120_000);
