/** Contract of the subscriptions API: /subscriptions/?page, /subscriptions/{id}/ (SPEC §7). */
import { createTestCms, snapshotOf, VOLATILE, type TestCms } from '../test/createTestCms';
import { createVenue } from '../test/fixtures';
import { createEvent, createSubscription } from '../test/fixtures/content';

let cms: TestCms;
const ids: Record<string, number> = {};

beforeAll(async () => {
  cms = await createTestCms();
  const db = cms.db;
  const venue = await createVenue(db, { name: 'Philharmonie', city: 'Berlin' });
  const later = await createEvent(db, { slug: 'finale', title_de: 'Finale', title_en: 'Finale', start_at: new Date('2099-06-01T17:00:00Z'), venue_id: venue.id });
  const earlier = await createEvent(db, { slug: 'auftakt', title_de: 'Auftakt', title_en: 'Overture', start_at: new Date('2098-09-01T17:00:00Z') });
  const offline = await createEvent(db, { slug: 'geheim', title_de: 'Geheim', start_at: new Date('2098-10-01T17:00:00Z'), is_online: false });
  ids.main = (
    await createSubscription(
      db,
      {
        slug: 'abo-a',
        name_de: 'Abo A',
        name_en: 'Series A',
        subtitle_de: 'Sechs Sinfoniekonzerte',
        subtitle_en: 'Six symphony concerts',
        description_de: '<p>Die großen Sinfonien.</p>',
        description_en: '<p>The great symphonies.</p>',
        prices: [
          { label_de: 'Kategorie 1', label_en: 'Category 1', amount_cents: 24950 },
          { label_de: 'Ermäßigt', label_en: '', amount_cents: 12000 },
        ],
        order: 0,
      },
      [later.id, earlier.id, offline.id],
    )
  ).id;
  ids.offline = (await createSubscription(db, { slug: 'alt', is_online: false })).id;
  for (let i = 1; i <= 12; i++) await createSubscription(db, { slug: `wahl-abo-${i}`, name_de: `Wahl-Abo ${i}`, name_en: '', order: 10 + i });
});
afterAll(() => cms?.close());

test('GET /en/api/subscriptions/: paginated, 12 per page, by order', async () => {
  const res = await cms.request.get('/en/api/subscriptions/').expect(200);
  expect(res.body.count).toBe(13);
  expect(res.body.results).toHaveLength(12);
  expect(res.body.next).toBe('/en/api/subscriptions/?page=2');
  expect(res.body.previous).toBeNull();
  expect(res.body.results[0]).toMatchSnapshot();
  const page2 = await cms.request.get(res.body.next).expect(200);
  expect(page2.body).toEqual({ count: 13, next: null, previous: '/en/api/subscriptions/', results: [expect.objectContaining({ name: 'Wahl-Abo 12', prices: [] })] });
});

test('GET /de/api/subscriptions/{id}/: detail with prices and online events by start', async () => {
  const res = await cms.request.get(`/de/api/subscriptions/${ids.main}/`).expect(200);
  expect(snapshotOf(res)).toMatchSnapshot(VOLATILE);
});

test('English detail: labels fall back to German, events translated', async () => {
  const res = await cms.request.get(`/en/api/subscriptions/${ids.main}`).expect(200);
  expect(res.body.prices).toEqual([
    { label: 'Category 1', amount: 249.5, currency: 'EUR' },
    { label: 'Ermäßigt', amount: 120, currency: 'EUR' },
  ]);
  expect(res.body.events.map((e: { title: string }) => e.title)).toEqual(['Overture', 'Finale']);
});

test('offline / unknown -> 404; bad input -> 400', async () => {
  await cms.request.get(`/de/api/subscriptions/${ids.offline}/`).expect(404);
  const res = await cms.request.get('/de/api/subscriptions/5555/').expect(404);
  expect(snapshotOf(res)).toMatchSnapshot();
  await cms.request.get('/de/api/subscriptions/abc/').expect(400);
  await cms.request.get('/de/api/subscriptions/?page=-1').expect(400);
  await cms.request.get('/de/api/subscriptions/?page=3').expect(404);
  await cms.request.get('/de/api/subscriptions/?category=1').expect(400);
});

test('GET /de/api/subscriptions/slug/{slug}/: the same detail by slug; offline and unknown slugs -> 404', async () => {
  const byId = await cms.request.get(`/de/api/subscriptions/${ids.main}/`).expect(200);
  const bySlug = await cms.request.get('/de/api/subscriptions/slug/abo-a/').expect(200);
  expect(bySlug.body).toEqual(byId.body);
  await cms.request.get('/de/api/subscriptions/slug/alt/').expect(404);
  await cms.request.get('/de/api/subscriptions/slug/gibt-es-nicht/').expect(404);
});
