/** Contract of GET /{locale}/api/sitemap/: every online object with both URLs and its last change. */
import { eq } from 'drizzle-orm';
import { stories } from '../db/schema';
import { createTestCms, type TestCms } from '../test/createTestCms';
import { createPage } from '../test/fixtures';
import { createDownloadCategory, createDownloadDirectory, createEvent, createPerson, createStory, createSubscription } from '../test/fixtures/content';
import type { Sitemap } from '../../shared/contract/sitemap';

let cms: TestCms;
const ids: Record<string, number> = {};

beforeAll(async () => {
  cms = await createTestCms();
  const db = cms.db;
  await createPage(db);
  const about = await createPage(db, { slug_de: 'ueber-uns', slug_en: 'about', title_de: 'Über uns' });
  await createPage(db, { slug_de: 'nur-deutsch', slug_en: '', path_en: null, parent_id: about.id });
  await createPage(db, { slug_de: 'entwurf', slug_en: 'draft', is_online: false });
  ids.event = (await createEvent(db, { slug: 'finale', start_at: new Date('2099-06-01T17:00:00Z') })).id;
  await createEvent(db, { slug: 'geheim', start_at: new Date('2099-06-02T17:00:00Z'), is_online: false });
  ids.story = (await createStory(db, { slug: 'probenbesuch', date: '2030-01-02' })).id;
  await createStory(db, { slug: 'offline', date: '2030-01-03', is_online: false });
  ids.person = (await createPerson(db, { slug: 'anna-muster', first_name: 'Anna', last_name: 'Muster' })).id;
  const category = await createDownloadCategory(db);
  ids.press = (await createDownloadDirectory(db, { category_id: category.id, slug: 'saison-2031' })).id;
  ids.subscription = (await createSubscription(db, { slug: 'abo-a' })).id;
  await createSubscription(db, { slug: 'alt', is_online: false });
});
afterAll(() => cms?.close());

const read = async (path = '/de/api/sitemap/') => (await cms.request.get(path).expect(200).expect('Content-Type', /json/)).body as Sitemap;

test('lists every online page, concert, story, person, press directory and subscription with both URLs', async () => {
  const { entries } = await read();
  const urls = entries.map((entry) => [entry.kind, entry.urls]);
  expect(urls).toEqual([
    ['page', { de: '/de', en: '/en' }],
    ['page', { de: '/de/nur-deutsch' }],
    ['page', { de: '/de/ueber-uns', en: '/en/about' }],
    ['event', { de: `/de/konzerte/finale/${ids.event}`, en: `/en/concerts/finale/${ids.event}` }],
    ['story', { de: `/de/stories/probenbesuch/${ids.story}`, en: `/en/stories/probenbesuch/${ids.story}` }],
    ['person', { de: `/de/orchester/anna-muster/${ids.person}`, en: `/en/orchestra/anna-muster/${ids.person}` }],
    ['press', { de: `/de/presse/saison-2031/${ids.press}`, en: `/en/press/saison-2031/${ids.press}` }],
    ['subscription', { de: `/de/subscriptions/abo-a/${ids.subscription}`, en: `/en/subscriptions/abo-a/${ids.subscription}` }],
  ]);
  for (const entry of entries) expect(new Date(entry.lastmod).toISOString()).toBe(entry.lastmod);
});

test('the same answer in every locale, and without one', async () => {
  const de = await read('/de/api/sitemap/');
  expect(await read('/en/api/sitemap')).toEqual(de);
  expect(await read('/api/sitemap/')).toEqual(de);
});

test('follows content changes: an edit moves lastmod, going offline removes the entry', async () => {
  const before = (await read()).entries.find((entry) => entry.kind === 'story')!;
  await cms.db.update(stories).set({ title_de: 'Probenbesuch, neu' }).where(eq(stories.id, ids.story));
  const after = (await read()).entries.find((entry) => entry.kind === 'story')!;
  expect(Date.parse(after.lastmod)).toBeGreaterThan(Date.parse(before.lastmod));
  await cms.db.update(stories).set({ is_online: false }).where(eq(stories.id, ids.story));
  expect((await read()).entries.some((entry) => entry.kind === 'story')).toBe(false);
});

test('unknown query parameter -> 400', async () => {
  await cms.request.get('/de/api/sitemap/?page=2').expect(400);
});
