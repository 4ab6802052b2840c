/** Contract of the concerts API: /events/, /events/{id}/, /event-tags/, /venues/ (SPEC §7). */
import { formatKeys, parseKeys } from '../../shared/contentKeys';
import { createTestCms, snapshotOf, VOLATILE, type TestCms } from '../test/createTestCms';
import { createGenre, createVenue } from '../test/fixtures';
import { createEvent, createEventTag, createImageRow, createPerson, editorSessionCookie } from '../test/fixtures/content';

let cms: TestCms;
const ids: Record<string, number> = {};

beforeAll(async () => {
  cms = await createTestCms();
  const db = cms.db;
  const philharmonie = await createVenue(db, { name: 'Philharmonie', city: 'Berlin', address: 'Herbert-von-Karajan-Str. 1', url: 'https://example.org/philharmonie' });
  const saal = await createVenue(db, { name: 'Kammermusiksaal', city: 'Berlin' });
  const sinfonie = await createGenre(db, { name_de: 'Sinfoniekonzert', name_en: 'Symphony concert', slug: 'sinfoniekonzert' });
  const kammer = await createGenre(db, { name_de: 'Kammermusik', name_en: 'Chamber music', slug: 'kammermusik' });
  const familie = await createEventTag(db, { name_de: 'Familienkonzerte', name_en: 'Family concerts', slug: 'familienkonzerte' });
  const aboA = await createEventTag(db, { name_de: 'Abo A', name_en: '', slug: 'abo-a' });
  const image = await createImageRow(db);
  const conductor = await createPerson(db, { first_name: 'Clara', last_name: 'Dirigentin', slug: 'clara-dirigentin' });
  ids.conductor = conductor.id;
  const offlinePerson = await createPerson(db, { first_name: 'Otto', last_name: 'Offline', slug: 'otto-offline', is_online: false });
  ids.offlinePerson = offlinePerson.id;
  Object.assign(ids, { philharmonie: philharmonie.id, saal: saal.id, sinfonie: sinfonie.id, kammer: kammer.id, familie: familie.id, aboA: aboA.id });

  ids.past = (await createEvent(db, { slug: 'vergangen', title_de: 'Vergangen', start_at: new Date('2000-01-01T19:00:00Z') })).id;
  ids.first = (
    await createEvent(
      db,
      {
        slug: 'beethoven-neun',
        title_de: 'Beethoven: Neunte',
        title_en: 'Beethoven: Ninth',
        subtitle_de: 'Zum Saisonauftakt',
        subtitle_en: 'Opening the season',
        text_de: '<p>Freude, <strong>schöner</strong> Götterfunken</p>',
        text_en: '<p>Joy, <strong>beautiful</strong> spark of divinity</p>',
        start_at: new Date('2098-03-14T18:30:00Z'), // 19:30 in Berlin (CET)
        end_at: new Date('2098-03-14T20:45:00Z'),
        venue_id: philharmonie.id,
        genre_id: sinfonie.id,
        availability: 'presale',
        presale_start: '2097-12-01',
        ticket_url: 'https://tickets.example.org/e/1',
        image_id: image.id,
        is_highlight: true,
      },
      {
        tags: [familie.id, aboA.id],
        works: [
          { composer: 'Ludwig van Beethoven', title_de: 'Sinfonie Nr. 9 d-Moll', title_en: 'Symphony No. 9 in D minor' },
          { composer: 'Arvo Pärt', title_de: 'Fratres' },
        ],
        performers: [
          { name: 'Clara Dirigentin', role_de: 'Dirigentin', role_en: 'Conductor', person_id: conductor.id },
          { name: 'Sopranistin Sara', role_de: 'Sopran', role_en: 'Soprano' },
          { name: 'Otto Offline', role_de: 'Bass', person_id: offlinePerson.id },
        ],
      },
    )
  ).id;
  // 00:30 on 14 March in Berlin, but still 13 March in UTC: belongs to the 14th
  ids.midnight = (await createEvent(db, { slug: 'mitternacht', title_de: 'Mitternachtskonzert', start_at: new Date('2098-03-13T23:30:00Z'), venue_id: saal.id })).id;
  ids.summer = (
    await createEvent(
      db,
      {
        slug: 'sommernacht',
        title_de: 'Sommernacht',
        title_en: 'Summer night',
        start_at: new Date('2098-07-01T17:00:00Z'), // 19:00 in Berlin (CEST)
        venue_id: saal.id,
        genre_id: kammer.id,
        availability: 'soldout',
      },
      { tags: [aboA.id] },
    )
  ).id;
  ids.offline = (await createEvent(db, { slug: 'offline', title_de: 'Offline', start_at: new Date('2098-05-01T18:00:00Z'), is_online: false })).id;
  for (let day = 1; day <= 13; day++) {
    await createEvent(db, { slug: `serie-${day}`, title_de: `Serie ${day}`, start_at: new Date(Date.UTC(2099, 0, day, 18, 0)) });
  }
});
afterAll(() => cms?.close());

describe('GET /events/', () => {
  test('German list of a date range, ascending by start', async () => {
    const res = await cms.request.get('/de/api/events/?date=2098-01-01&date_to=2098-12-31').expect(200);
    expect(snapshotOf(res)).toMatchSnapshot(VOLATILE);
  });

  test('English list: translated fields, German fallback', async () => {
    const res = await cms.request.get('/en/api/events/?date=2098-01-01&date_to=2098-12-31').expect(200);
    expect(snapshotOf(res)).toMatchSnapshot(VOLATILE);
  });

  test('default: online events from today (Europe/Berlin) on, 12 per page, next keeps the filters', async () => {
    const res = await cms.request.get('/en/api/events/').expect(200);
    expect(res.body.count).toBe(16);
    expect(res.body.results).toHaveLength(12);
    expect(res.body.previous).toBeNull();
    expect(res.body.next).toMatch(/^\/en\/api\/events\/\?date=\d{4}-\d{2}-\d{2}&page=2$/);
    const titles = res.body.results.map((e: { title: string }) => e.title);
    expect(titles).not.toContain('Vergangen');
    expect(titles).not.toContain('Offline');

    const page2 = await cms.request.get(res.body.next).expect(200);
    expect(page2.body.results).toHaveLength(4);
    expect(page2.body.next).toBeNull();
    expect(page2.body.previous).toMatch(/^\/en\/api\/events\/\?date=\d{4}-\d{2}-\d{2}$/);
  });

  test('pagination keeps every filter in next/previous', async () => {
    const res = await cms.request.get('/api/events/?date=2000-01-01&page=1').expect(200);
    expect(res.body.count).toBe(17);
    expect(res.body.next).toBe('/api/events/?date=2000-01-01&page=2');
    const page2 = await cms.request.get('/api/events/?date=2000-01-01&page=2').expect(200);
    expect(page2.body.previous).toBe('/api/events/?date=2000-01-01');
  });

  test('a page after the last one -> 404', async () => {
    const res = await cms.request.get('/de/api/events/?page=3').expect(404);
    expect(snapshotOf(res)).toMatchSnapshot();
  });

  test('date is the Berlin calendar day; date_to includes its whole day', async () => {
    const from14 = await cms.request.get('/de/api/events/?date=2098-03-14&date_to=2098-03-14').expect(200);
    expect(from14.body.results.map((e: { slug: string }) => e.slug)).toEqual(['mitternacht', 'beethoven-neun']);
    expect(from14.body.results[0].start).toBe('2098-03-14T00:30:00+01:00');
    const until13 = await cms.request.get('/de/api/events/?date=2098-03-01&date_to=2098-03-13').expect(200);
    expect(until13.body.count).toBe(0);
  });

  test.each([
    ['venue by id', () => `venue=${ids.saal}`, ['mitternacht', 'sommernacht']],
    ['tag by slug', () => 'tag=abo-a', ['beethoven-neun', 'sommernacht']],
    ['tag by id', () => `tag=${ids.familie}`, ['beethoven-neun']],
    ['genre by slug', () => 'genre=kammermusik', ['sommernacht']],
    ['genre by id', () => `genre=${ids.sinfonie}`, ['beethoven-neun']],
    ['combined', () => `venue=${ids.saal}&tag=abo-a`, ['sommernacht']],
  ])('filter: %s', async (_name, filter, slugs) => {
    const res = await cms.request.get(`/de/api/events/?date=2098-01-01&date_to=2098-12-31&${filter()}`).expect(200);
    expect(res.body.results.map((e: { slug: string }) => e.slug)).toEqual(slugs);
  });

  test('person: the coming concerts a musician performs in (a musician\'s page lists them)', async () => {
    const res = await cms.request.get(`/de/api/events/?person=${ids.conductor}`).expect(200);
    expect(res.body.results.map((e: { id: number }) => e.id)).toEqual([ids.first]);
    expect(res.body.count).toBe(1);
    // an offline person is unknown to visitors
    const offline = await cms.request.get(`/de/api/events/?person=${ids.offlinePerson}`).expect(400);
    expect(offline.body.errors.person).toEqual([expect.any(String)]);
    await cms.request.get('/de/api/events/?person=abc').expect(400);
  });

  test.each(['de', 'en'])("a person's detail with `with=section,concerts` (/%s) carries their concerts as /events/?person= answers them", async (locale) => {
    const [combined, sectionOnly, list, detail] = await Promise.all([
      cms.request.get(`/${locale}/api/persons/${ids.conductor}/?with=section,concerts`).expect(200),
      cms.request.get(`/${locale}/api/persons/${ids.conductor}/?with=section`).expect(200),
      cms.request.get(`/${locale}/api/events/?person=${ids.conductor}`).expect(200),
      cms.request.get(`/${locale}/api/persons/${ids.conductor}/`).expect(200),
    ]);
    const { concerts, ...rest } = combined.body;
    expect(rest).toEqual(sectionOnly.body);
    expect(concerts).toEqual(list.body);
    expect(concerts.results.map((e: { id: number }) => e.id)).toEqual([ids.first]);
    expect(detail.body).not.toHaveProperty('concerts');
    // a change of the list, of the concerts it shows or of the persons reaches the combined answer too
    const keys = parseKeys(combined.headers['x-content-keys'])!;
    expect(keys).toEqual(expect.arrayContaining(parseKeys(list.headers['x-content-keys'])!));
    expect(keys).toEqual(expect.arrayContaining(parseKeys(sectionOnly.headers['x-content-keys'])!));
    expect((await cms.request.get(`/${locale}/api/persons/${ids.conductor}/?with=concerts,section,concerts`).expect(200)).body).toEqual(combined.body);
    for (const bad of ['concert', 'section,events', '']) expect(JSON.stringify((await cms.request.get(`/${locale}/api/persons/${ids.conductor}/?with=${bad}`).expect(400)).body)).toContain('with');
    // an offline person: 404 to visitors; an editor sees the person, and no list, as /events/?person= refuses it
    await cms.request.get(`/${locale}/api/persons/${ids.offlinePerson}/?with=section,concerts`).expect(404);
    const cookie = await editorSessionCookie(cms.db);
    const preview = await cms.newAgent().get(`/${locale}/api/persons/${ids.offlinePerson}/?with=section,concerts`).set('Cookie', cookie).expect(200);
    expect(preview.body.concerts).toBeNull();
    expect(preview.body.name).toBe('Otto Offline');
  });

  test('unknown filter values -> 400 naming each', async () => {
    const res = await cms.request.get('/en/api/events/?venue=9999&tag=nope&genre=4242').expect(400);
    expect(snapshotOf(res)).toMatchSnapshot();
  });

  test.each([
    ['malformed date', 'date=2098-02-30'],
    ['date not a date', 'date=tomorrow'],
    ['date_to before date', 'date=2098-05-01&date_to=2098-04-01'],
    ['venue not an id', 'venue=abc'],
    ['page 0', 'page=0'],
    ['page not a number', 'page=x'],
    ['unknown parameter', 'sort=title'],
    ['repeated parameter', 'tag=a&tag=b'],
  ])('bad input: %s -> 400', async (_name, qs) => {
    const res = await cms.request.get(`/de/api/events/?${qs}`).expect(400);
    expect(res.body).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(Object.keys(res.body.errors).length).toBeGreaterThan(0);
  });
});

describe('GET /events/?ids=', () => {
  test('the listed events whatever their date, as list items, ascending by start; unknown and offline ids left out', async () => {
    const res = await cms.request.get(`/en/api/events/?ids=${ids.summer},${ids.past},999999,${ids.offline},${ids.first}`).expect(200);
    expect(res.body.count).toBe(3);
    expect(res.body.next).toBeNull();
    expect(res.body.results.map((e: { id: number }) => e.id)).toEqual([ids.past, ids.first, ids.summer]);
    const first = res.body.results[1];
    // the same item the paginated list gives (in English)
    const listed = await cms.request.get('/en/api/events/?date=2098-03-14&date_to=2098-03-14').expect(200);
    expect(first).toEqual(listed.body.results.find((e: { id: number }) => e.id === ids.first));
    expect(first).not.toHaveProperty('text');
    expect(first).not.toHaveProperty('programme');
    expect(res.headers['x-content-version']).toMatch(/^\d+$/);
  });

  test('a logged-in editor also gets offline events (as the detail gives them)', async () => {
    const cookie = await editorSessionCookie(cms.db);
    const res = await cms.newAgent().get(`/de/api/events/?ids=${ids.offline}`).set('Cookie', cookie).expect(200);
    expect(res.body.results.map((e: { id: number }) => e.id)).toEqual([ids.offline]);
  });

  test('malformed ids, more than 50, or ids with another filter -> 400 naming the field', async () => {
    expect((await cms.request.get('/de/api/events/?ids=1,abc').expect(400)).body.errors).toHaveProperty('ids');
    const many = Array.from({ length: 51 }, (_, i) => i + 1).join(',');
    expect((await cms.request.get(`/de/api/events/?ids=${many}`).expect(400)).body.errors).toHaveProperty('ids');
    expect((await cms.request.get(`/de/api/events/?ids=${ids.first}&date=2098-01-01`).expect(400)).body.errors).toHaveProperty('date');
    expect((await cms.request.get(`/de/api/events/?ids=${ids.first}&page=2`).expect(400)).body.errors).toHaveProperty('page');
  });
});

describe('GET /events/{id}/', () => {
  test('German detail with programme, venue address and person links', async () => {
    const res = await cms.request.get(`/de/api/events/${ids.first}/`).expect(200);
    // public since it was created (no scheduled publication): its offer's validFrom without a presale
    expect(res.body.published_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
    expect(snapshotOf(res)).toMatchSnapshot({ ...VOLATILE, body: { published_at: expect.any(String) } });
  });

  test('English detail', async () => {
    const res = await cms.request.get(`/en/api/events/${ids.first}`).expect(200);
    expect(snapshotOf(res)).toMatchSnapshot({ ...VOLATILE, body: { published_at: expect.any(String) } });
  });

  test('a logged-in editor sees an offline event (preview); lists stay online-only', async () => {
    const cookie = await editorSessionCookie(cms.db);
    const res = await cms.newAgent().get(`/de/api/events/${ids.offline}/`).set('Cookie', cookie).expect(200);
    expect(res.body.title).toBe('Offline');
    const list = await cms.newAgent().get('/de/api/events/?date=2098-05-01&date_to=2098-05-01').set('Cookie', cookie).expect(200);
    expect(list.body.count).toBe(0);
  });

  test('past events have a detail too', async () => {
    await cms.request.get(`/de/api/events/${ids.past}/`).expect(200);
  });

  test('offline and unknown events -> 404; a malformed id -> 400', async () => {
    const offline = await cms.request.get(`/de/api/events/${ids.offline}/`).expect(404);
    expect(snapshotOf(offline)).toMatchSnapshot();
    await cms.request.get('/de/api/events/999999/').expect(404);
    await cms.request.get('/de/api/events/abc/').expect(400);
    await cms.request.get('/de/api/events/99999999999/').expect(400);
  });
});

describe('GET /event-tags/ and /venues/', () => {
  test('event tags in German, by name', async () => {
    const res = await cms.request.get('/de/api/event-tags/').expect(200);
    expect(snapshotOf(res)).toMatchSnapshot(VOLATILE);
  });

  test('event tags in English, German fallback', async () => {
    const res = await cms.request.get('/en/api/event-tags/').expect(200);
    expect(res.body.map((t: { name: string }) => t.name)).toEqual(['Abo A', 'Family concerts']);
  });

  test('venues by name', async () => {
    const res = await cms.request.get('/en/api/venues/').expect(200);
    expect(snapshotOf(res)).toMatchSnapshot(VOLATILE);
  });

  test('unknown query parameter -> 400', async () => {
    await cms.request.get('/de/api/venues/?city=Berlin').expect(400);
  });
});

describe('GET /events/?with=filters', () => {
  test.each(['de', 'en'])('%s: the list as without it, and the options as /event-filters/ answers them', async (locale) => {
    const [combined, list, filters] = await Promise.all([
      cms.request.get(`/${locale}/api/events/?page=1&with=filters`).expect(200),
      cms.request.get(`/${locale}/api/events/?page=1`).expect(200),
      cms.request.get(`/${locale}/api/event-filters/`).expect(200),
    ]);
    const { filters: carried, ...rest } = combined.body;
    expect(rest).toEqual(list.body);
    expect(carried).toEqual(filters.body);
    expect(list.body).not.toHaveProperty('filters');
    // the list's keys, and those of the options
    expect(parseKeys(combined.headers['x-content-keys'])).toEqual(expect.arrayContaining([...parseKeys(list.headers['x-content-keys'])!, 'venues', 'event-tags', 'genres']));
  });

  test('a filter the list refuses is refused with it too; another value of `with` is a 400 naming it', async () => {
    await cms.request.get('/de/api/events/?venue=999999&with=filters').expect(400);
    const bad = await cms.request.get('/de/api/events/?with=everything').expect(400);
    expect(JSON.stringify(bad.body)).toContain('with');
  });
});

describe('GET /event-filters/', () => {
  test.each(['de', 'en'])('%s: the venues, event tags and genres as their own endpoints answer them, in one answer', async (locale) => {
    const res = await cms.request.get(`/${locale}/api/event-filters/`).expect(200);
    const [venues, tags, genres] = await Promise.all(['venues', 'event-tags', 'genres'].map(async (list) => (await cms.request.get(`/${locale}/api/${list}/`).expect(200)).body));
    expect(res.body).toEqual({ venues, tags, genres });
    expect(res.body.tags.length).toBeGreaterThan(0);
    expect(res.headers['x-content-keys']).toBe(formatKeys(['venues', 'event-tags', 'genres']));
  });

  test('unknown query parameter -> 400', async () => {
    await cms.request.get('/de/api/event-filters/?city=Berlin').expect(400);
  });
});
