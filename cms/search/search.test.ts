/**
 * Search: documents built by the indexer, ranking, German stemming, umlauts, safe snippets,
 * pagination, autocomplete, and objects leaving the index when they go offline.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { container_sections, events, event_performers, event_works, modules, pages, persons, search_documents, stories, venues } from '../db/schema';
import { queryRows } from '../db/client';
import { createTestCms, type TestCms } from '../test/createTestCms';
import { createPage } from '../test/fixtures';
import { reindexAll, reindexObject, reindexObjects } from './indexer';
import { countByKind, countMatches, matchQuery, overviewOf, queryVariants, searchOverview, searchPage, snippetHtml, wholeWords, type CandidateWay } from './query';
import { DATED_KINDS, SEARCH_KINDS, type SearchKind } from '../db/schema/search';
import { htmlToText, moduleText } from './text';
import { LOCALES } from '../../shared/constants';
import { SEARCH_OVERVIEW_CANDIDATES } from '../../shared/contract/search';
import { SEARCH_QUEUE_MAX, searchBusyMessages } from './searchGate';
import { occupySearchGate } from '../test/searchGate';

const CANDIDATE_WAYS: CandidateWay[] = ['index', 'recent'];

let cms: TestCms;
const ids: Record<string, number> = {};

async function addSection(pageId: number, locale: 'de' | 'en', slug: string, items: { model: string; data: Record<string, unknown>; children?: { model: string; data: Record<string, unknown> }[] }[]) {
  const [section] = await cms.db
    .insert(container_sections)
    .values({ locale, slug, content_type: 'page', object_id: pageId })
    .returning();
  let order = 0;
  for (const item of items) {
    const [parent] = await cms.db.insert(modules).values({ section_id: section.id, model: item.model, data: item.data, order: order++ }).returning();
    let childOrder = 0;
    for (const child of item.children ?? []) {
      await cms.db.insert(modules).values({ section_id: section.id, parent_id: parent.id, model: child.model, data: child.data, order: childOrder++ });
    }
  }
}

beforeAll(async () => {
  cms = await createTestCms();
  const db = cms.db;
  const home = await createPage(db, { title_de: 'Startseite', title_en: 'Home' });
  const about = await createPage(db, {
    parent_id: home.id,
    title_de: 'Über uns',
    title_en: 'About us',
    slug_de: 'ueber-uns',
    slug_en: 'about',
    path_de: '/de/ueber-uns/',
    path_en: '/en/about/',
    headline_de: 'Das Orchester der Stadt',
  });
  ids.about = about.id;
  await addSection(about.id, 'de', 'about-1', [
    { model: 'headline', data: { headline_level: 2, content: 'Geschichte des Orchesters' } },
    { model: 'text', data: { content: '<p>Wir spielen seit 1901 <strong>Konzert</strong> um Konzert &amp; laden alle ein, Musik zu hören.</p><p>&lt;script&gt;alert(1)&lt;/script&gt; Tom &amp; Jerry "quoted" &lt;img src=x onerror=alert(2)&gt;</p>' } },
    { model: 'faq', data: { anchor: 'faq' }, children: [{ model: 'faq-item', data: { content: 'Wo parke ich?', text: '<p>Im Parkhaus am Fluss.</p>' } }] },
  ]);
  await addSection(about.id, 'en', 'about-1', [{ model: 'text', data: { content: '<p>We have been playing concerts since 1901.</p>' } }]);

  // ranking: 'Brahms' in the title beats 'Brahms' in the body of a longer page
  const titlePage = await createPage(db, { parent_id: home.id, title_de: 'Brahms-Zyklus', slug_de: 'brahms', path_de: '/de/brahms/', slug_en: '', path_en: null });
  const bodyPage = await createPage(db, { parent_id: home.id, title_de: 'Saisonvorschau', slug_de: 'vorschau', path_de: '/de/vorschau/', slug_en: '', path_en: null });
  ids.titlePage = titlePage.id;
  ids.bodyPage = bodyPage.id;
  await addSection(bodyPage.id, 'de', 'vorschau-1', [
    { model: 'text', data: { content: '<p>In der neuen Saison erklingen Werke von Mahler, Bruckner, Schumann und auch Brahms, dazu viel Neue Musik.</p>' } },
  ]);
  // paging: 13 pages about 'Kammermusik'
  for (let i = 1; i <= 13; i++) {
    await createPage(db, { parent_id: home.id, title_de: `Kammermusik ${i}`, slug_de: `kammer-${i}`, path_de: `/de/kammer-${i}/`, slug_en: '', path_en: null });
  }
  // offline pages are never indexed
  await createPage(db, { parent_id: home.id, title_de: 'Geheimprobe', slug_de: 'geheim', path_de: '/de/geheim/', slug_en: '', path_en: null, is_online: false });

  const [venue] = await db.insert(venues).values({ name: 'Konzerthaus am Fluss', city: 'Flussstadt' }).returning();
  const [event] = await db
    .insert(events)
    .values({
      slug: 'sinfoniekonzert-1',
      title_de: 'Sinfoniekonzert: Mahler',
      title_en: 'Symphony concert: Mahler',
      subtitle_de: 'Auferstehung',
      text_de: '<p>Ein Abend mit großem Chor.</p>',
      text_en: '<p>An evening with a large choir.</p>',
      start_at: new Date('2031-03-14T18:30:00Z'),
      venue_id: venue.id,
    })
    .returning();
  ids.event = event.id;
  await db.insert(event_works).values({ event_id: event.id, composer: 'Gustav Mahler', title_de: 'Sinfonie Nr. 2 c-Moll', title_en: 'Symphony No. 2 in C minor' });
  await db.insert(event_performers).values({ event_id: event.id, name: 'Clara Dirigentin', role_de: 'Dirigentin', role_en: 'Conductor' });

  const [story] = await db
    .insert(stories)
    .values({ slug: 'hoeren-lernen', title_de: 'Hören lernen', title_en: 'Learning to listen', teaser_de: 'Wie man Musik hört.', date: '2031-01-01' })
    .returning();
  ids.story = story.id;
  const [person] = await db
    .insert(persons)
    .values({ first_name: 'Jörg', last_name: 'Müller', slug: 'joerg-mueller', instrument_de: 'Violoncello', instrument_en: 'Cello', position_de: 'Solo-Cellist', biography_de: '<p>Geboren in Köln.</p>' })
    .returning();
  ids.person = person.id;
  // one concert on three dates (one past, two coming): three events sharing the slug
  const dates = ['2020-05-01T18:00:00Z', '2031-05-02T18:00:00Z', '2031-05-03T18:00:00Z'];
  for (const start of dates) {
    const [date] = await db
      .insert(events)
      .values({ slug: 'brahms-farrenc', title_de: 'Brahms & Farrenc', title_en: 'Brahms & Farrenc', text_de: '<p>Zwei Sinfonien, dazu Farrencs Nonett: eine Entdeckung.</p>', start_at: new Date(start), venue_id: venue.id })
      .returning();
    ids[`brahms:${start}`] = date.id;
  }
  await reindexAll(db);
});
afterAll(() => cms?.close());

describe('text extraction', () => {
  test('strips HTML and decodes entities', () => {
    expect(htmlToText('<p>A &amp; B</p><ul><li>x&lt;y</li></ul>')).toBe('A & B x<y');
  });
  test('uses the text fields of a module schema, not anchors or classes', () => {
    expect(moduleText('headline', { content: 'Hallo', preline: 'Vor', anchor: 'anker', extra_class: 'big', headline_level: 2 })).toBe('Vor Hallo');
    expect(moduleText('unknown-model', { content: 'x' })).toBe('');
  });
  test('query variants cover umlauts and digraphs', () => {
    expect(queryVariants('hoeren', 'de')).toEqual(expect.arrayContaining(['hoeren', 'hören']));
    expect(queryVariants('Hören', 'de')).toEqual(expect.arrayContaining(['Hören', 'Hoeren']));
  });
  test('snippets keep only the marks', () => {
    expect(snippetHtml('a <b> \uE000c\uE001 & "d"')).toBe('a &lt;b&gt; <mark>c</mark> &amp; &quot;d&quot;');
    expect(snippetHtml('\uE000x')).toBe('x');
  });
});

describe('indexer', () => {
  test('one document per online object and locale, with the right URLs', async () => {
    const docs = await cms.db.select().from(search_documents);
    const urls = docs.map((d) => d.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/de/ueber-uns/',
        '/en/about/',
        `/de/konzerte/sinfoniekonzert-1/${ids.event}`,
        `/en/concerts/symphony-concert-mahler/${ids.event}`,
        `/de/stories/hoeren-lernen/${ids.story}`,
        `/en/stories/learning-to-listen/${ids.story}`,
        `/de/orchester/joerg-mueller/${ids.person}`,
        `/en/orchestra/joerg-mueller/${ids.person}`,
      ]),
    );
    expect(urls).not.toContain('/de/geheim/');
    // the archive order the overview reads its matches in: a concert's start, a story's date, null otherwise
    const sortAt = (kind: string, id: number) => docs.find((d) => d.kind === kind && d.object_id === id && d.locale === 'de')?.sort_at;
    const [eventRow] = await cms.db.select().from(events).where(eq(events.id, ids.event));
    const [storyRow] = await cms.db.select().from(stories).where(eq(stories.id, ids.story));
    expect(sortAt('event', ids.event)).toEqual(eventRow.start_at);
    expect(sortAt('story', ids.story)).toEqual(new Date(`${storyRow.date}T00:00:00Z`));
    expect(sortAt('person', ids.person)).toBeNull();
    // no English path -> no English document
    expect(docs.filter((d) => d.kind === 'page' && d.object_id === ids.titlePage).map((d) => d.locale)).toEqual(['de']);
    const event = docs.find((d) => d.kind === 'event' && d.locale === 'de')!;
    expect(event.body).toContain('Konzerthaus am Fluss');
    expect(event.body).toContain('Gustav Mahler: Sinfonie Nr. 2 c-Moll');
    expect(event.body).toContain('Clara Dirigentin, Dirigentin');
    const about = docs.find((d) => d.kind === 'page' && d.object_id === ids.about && d.locale === 'de')!;
    expect(about.body).toContain('Geschichte des Orchesters');
    expect(about.body).toContain('Wo parke ich?');
    expect(about.body).not.toContain('<p>');
  });

  test('reindexObject removes an object taken offline and restores it', async () => {
    const search = () => cms.request.get('/de/api/search/others/?query=Auferstehung').expect(200);
    expect((await search()).body.count).toBe(1);
    await cms.db.update(events).set({ is_online: false }).where(eq(events.id, ids.event));
    await reindexObject(cms.db, 'event', ids.event);
    expect((await search()).body.count).toBe(0);
    expect(await cms.db.select().from(search_documents).where(and(eq(search_documents.kind, 'event'), eq(search_documents.object_id, ids.event)))).toEqual([]);
    await cms.db.update(events).set({ is_online: true }).where(eq(events.id, ids.event));
    await reindexObject(cms.db, 'event', ids.event);
    expect((await search()).body.count).toBe(1);
  });

  test('reindexObjects handles many at once, removing the offline ones', async () => {
    const kammer = (await cms.db.select().from(pages)).filter((p) => p.title_de.startsWith('Kammermusik '));
    const offline = kammer.slice(0, 2).map((p) => p.id);
    for (const id of offline) await cms.db.update(pages).set({ is_online: false }).where(eq(pages.id, id));
    await cms.db.update(pages).set({ title_de: 'Kammermusik Spezial' }).where(eq(pages.id, kammer[2].id));
    await reindexObjects(cms.db, 'page', kammer.map((p) => p.id));
    const res = await cms.request.get('/de/api/search/pages/?query=Kammermusik').expect(200);
    expect(res.body.count).toBe(11);
    expect((await cms.request.get('/de/api/search/autocomplete/?query=Kammermusik%20Spe').expect(200)).body[0].title).toBe('Kammermusik Spezial');
    for (const id of offline) await cms.db.update(pages).set({ is_online: true }).where(eq(pages.id, id));
    await cms.db.update(pages).set({ title_de: kammer[2].title_de }).where(eq(pages.id, kammer[2].id));
    await reindexObjects(cms.db, 'page', kammer.map((p) => p.id));
    expect((await cms.request.get('/de/api/search/pages/?query=Kammermusik').expect(200)).body.count).toBe(13);
  });

  test('reindexObject of a deleted object removes its documents', async () => {
    const [extra] = await cms.db.insert(stories).values({ slug: 'kurz', title_de: 'Kurzgeschichte Xylofon', date: '2031-02-02' }).returning();
    await reindexObject(cms.db, 'story', extra.id);
    expect((await cms.request.get('/de/api/search/?query=Xylofon').expect(200)).body.count).toBe(1);
    await cms.db.delete(stories).where(eq(stories.id, extra.id));
    await reindexObject(cms.db, 'story', extra.id);
    expect((await cms.request.get('/de/api/search/?query=Xylofon').expect(200)).body.count).toBe(0);
  });
});

describe('GET /{locale}/api/search/', () => {
  test('overview: counts per group and kind, best hits', async () => {
    const res = await cms.request.get('/de/api/search/?query=Mahler').expect(200);
    expect(res.body.query).toBe('Mahler');
    expect(res.body.results.pages.count).toBeGreaterThanOrEqual(1);
    expect(res.body.results.others.count).toBeGreaterThanOrEqual(1);
    expect(res.body.kinds).toEqual({ page: expect.any(Number), event: expect.any(Number), story: 0, person: 0, download: 0, subscription: 0 });
    expect(res.body.count).toBe(res.body.results.pages.count + res.body.results.others.count);
    expect(res.body.results.pages.results[0]).toEqual({
      kind: 'page',
      id: ids.bodyPage,
      title: 'Saisonvorschau',
      url: '/de/vorschau/',
      snippet: expect.stringContaining('<mark>Mahler</mark>'),
      rank: expect.any(Number),
    });
    expect(res.body.results.others.results[0]).toMatchObject({ kind: 'event', id: ids.event, title: 'Sinfoniekonzert: Mahler' });
  });

  test('German stemming: "Konzerte" finds "Konzert"', async () => {
    const res = await cms.request.get('/de/api/search/pages/?query=Konzerte').expect(200);
    expect(res.body.results.map((r: { id: number }) => r.id)).toContain(ids.about);
  });

  test('English stemming on the English documents', async () => {
    const res = await cms.request.get('/en/api/search/pages/?query=concert').expect(200);
    expect(res.body.results.map((r: { url: string }) => r.url)).toEqual(['/en/about/']);
  });

  test('umlauts: "hoeren", "Hören" and "horen" find "Hören lernen"', async () => {
    for (const q of ['hoeren', 'Hören', 'horen', 'HÖREN']) {
      const res = await cms.request.get(`/de/api/search/others/?query=${encodeURIComponent(q)}`).expect(200);
      expect(res.body.results.map((r: { id: number; kind: string }) => `${r.kind}${r.id}`)).toContain(`story${ids.story}`);
    }
    const person = await cms.request.get(`/de/api/search/others/?query=${encodeURIComponent('Mueller')}`).expect(200);
    expect(person.body.results[0]).toMatchObject({ kind: 'person', title: 'Jörg Müller' });
  });

  test('ranking: a title match beats a body match', async () => {
    const res = await cms.request.get('/de/api/search/pages/?query=Brahms').expect(200);
    expect(res.body.results.map((r: { id: number }) => r.id)).toEqual([ids.titlePage, ids.bodyPage]);
    expect(res.body.results[0].rank).toBeGreaterThan(res.body.results[1].rank);
  });

  test('snippets: matches in <mark>, everything else escaped', async () => {
    const res = await cms.request.get('/de/api/search/pages/?query=Jerry').expect(200);
    const snippet: string = res.body.results[0].snippet;
    expect(snippet).toContain('<mark>Jerry</mark>');
    expect(snippet).toContain('Tom &amp; <mark>Jerry</mark> &quot;quoted&quot;');
    expect(snippet).not.toContain('alert(1)<');
    expect(snippet.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/);
  });

  test('snippets mark the accented word for an unaccented query', async () => {
    const res = await cms.request.get('/de/api/search/pages/?query=hoeren').expect(200);
    expect(res.body.results[0].snippet).toContain('<mark>hören</mark>');
  });

  test('pagination: 10 per page, next and previous', async () => {
    const first = await cms.request.get('/de/api/search/pages/?query=Kammermusik').expect(200);
    expect(first.body.count).toBe(13);
    expect(first.body.results).toHaveLength(10);
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toBe('/de/api/search/pages/?query=Kammermusik&page=2');
    const second = await cms.request.get(first.body.next).expect(200);
    expect(second.body.results).toHaveLength(3);
    expect(second.body.next).toBeNull();
    expect(second.body.previous).toBe('/de/api/search/pages/?query=Kammermusik');
    const all = [...first.body.results, ...second.body.results].map((r: { id: number }) => r.id);
    expect(new Set(all).size).toBe(13);
    await cms.request.get('/de/api/search/pages/?query=Kammermusik&page=3').expect(404);
  });

  test('no results is an empty page, not an error', async () => {
    const res = await cms.request.get('/de/api/search/others/?query=Dudelsack').expect(200);
    expect(res.body).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  test('operators and punctuation are harmless', async () => {
    for (const q of ['"Sinfonie Nr"', 'Mahler -Chor', "O'Brien & | ! <->", ':*', '()']) {
      await cms.request.get(`/de/api/search/?query=${encodeURIComponent(q)}`).expect(200);
      await cms.request.get(`/de/api/search/autocomplete/?query=${encodeURIComponent(q)}`).expect(200);
    }
  });

  test.each([
    ['/de/api/search/', 'missing'],
    ['/de/api/search/?query=', 'empty'],
    ['/de/api/search/?query=%20%20', 'blank'],
    [`/de/api/search/pages/?query=${'x'.repeat(201)}`, 'too long'],
    ['/de/api/search/autocomplete/?query=', 'empty autocomplete'],
  ])('%s (%s) -> 400', async (url) => {
    const res = await cms.request.get(url).expect(400);
    expect(res.body).toMatchObject({ status: 400, code: 'validation_failed', errors: { query: [expect.any(String)] } });
  });
});

describe('a concert on several dates is one result', () => {
  const brahms = (start: string) => ids[`brahms:${start}`];

  test('overview: one concert result with its dates, grouped by kind with counts', async () => {
    const res = await cms.request.get('/de/api/search/?query=Farrenc').expect(200);
    expect(res.body.count).toBe(1);
    expect(res.body.kinds.event).toBe(1);
    expect(res.body.groups).toEqual([{ kind: 'event', count: 1, results: [expect.objectContaining({ kind: 'event', title: 'Brahms & Farrenc' })] }]);
    const [hit] = res.body.groups[0].results;
    // the hit is the next date; all three dates are listed in time order
    expect(hit.id).toBe(brahms('2031-05-02T18:00:00Z'));
    expect(hit.url).toBe(`/de/konzerte/brahms-farrenc/${hit.id}`);
    expect(hit.dates).toEqual(
      ['2020-05-01T18:00:00Z', '2031-05-02T18:00:00Z', '2031-05-03T18:00:00Z'].map((start) => ({
        id: brahms(start),
        url: `/de/konzerte/brahms-farrenc/${brahms(start)}`,
        start_at: new Date(start).toISOString(),
      })),
    );
    expect(res.body.results.others).toMatchObject({ count: 1, results: [expect.objectContaining({ id: hit.id })] });
  });

  test('the others list and its kind filter count the concert once', async () => {
    const res = await cms.request.get('/de/api/search/others/?query=Farrenc&kind=event').expect(200);
    expect(res.body.count).toBe(1);
    expect(res.body.results).toHaveLength(1);
    expect((await cms.request.get('/de/api/search/others/?query=Farrenc&kind=story').expect(200)).body.count).toBe(0);
    const bad = await cms.request.get('/de/api/search/others/?query=Farrenc&kind=nonsense').expect(400);
    expect(bad.body.errors.kind).toEqual([expect.any(String)]);
  });

  test('groups list the kinds in a fixed order, each with its count', async () => {
    const res = await cms.request.get('/de/api/search/?query=Mahler').expect(200);
    expect(res.body.groups.map((g: { kind: string; count: number }) => [g.kind, g.count])).toEqual([
      ['event', res.body.kinds.event],
      ['page', res.body.kinds.page],
    ]);
  });

  test('a single concert has one date', async () => {
    const res = await cms.request.get('/de/api/search/others/?query=Auferstehung').expect(200);
    expect(res.body.results[0].dates).toEqual([{ id: ids.event, url: `/de/konzerte/sinfoniekonzert-1/${ids.event}`, start_at: '2031-03-14T18:30:00.000Z' }]);
  });
});

describe('the overview in one statement', () => {
  // the same results, order and counts as one count and one ranked query per group and kind (the
  // overview ranks only what can be shown: ties at its cut must not change what it shows)
  test.each([
    ['de', 'Konzert'],
    ['de', 'Brahms'],
    ['de', 'Farrenc'],
    ['de', 'Mahler'],
    ['de', 'hoeren'],
    // ties at the overview's cut (13 pages ranked alike; all events name the venue's city)
    ['de', 'Kammermusik'],
    ['de', 'Flussstadt'],
    ['de', 'Sinfonie'],
    ['en', 'concerts'],
    ['de', 'gibtesnicht'],
  ] as const)('%s %s', async (locale, query) => {
    for (const size of [1, 2, 5]) {
      const overview = await searchOverview(cms.db, query, locale, size);
      expect(overview.capped).toBe(false);
      // the candidates read from the index or by walking the newest documents: the same answer
      for (const way of CANDIDATE_WAYS) expect(await overviewOf(cms.db, query, locale, size, SEARCH_OVERVIEW_CANDIDATES, way)).toEqual(overview);
      expect(overview.kinds).toEqual(await countByKind(cms.db, query, locale));
      expect(overview.others).toEqual((await searchPage(cms.db, query, locale, { group: 'others' }, size, 0)).hits);
      for (const kind of SEARCH_KINDS) {
        const expected = (await searchPage(cms.db, query, locale, { group: null, kind }, size, 0)).hits;
        expect([kind, overview.byKind.get(kind) ?? []]).toEqual([kind, expected]);
      }
    }
  });

  // a group page leads and orders only the results ranked at least as high as its last: ties at
  // that cut (13 pages ranked alike, the venue's city in every event) must not change a page
  test.each([
    ['pages', 'Kammermusik'],
    ['others', 'Flussstadt'],
    ['others', 'Mahler'],
    ['others', 'Dudelsack'],
  ] as const)('every page of the %s group for %s is its part of the whole ranked list, with the count', async (group, query) => {
    const filter = { group };
    const count = await countMatches(cms.db, query, 'de', filter);
    const whole = (await searchPage(cms.db, query, 'de', filter, count + 1, 0)).hits;
    expect(whole).toHaveLength(count);
    for (const size of [1, 2, 3, 5]) {
      const pages = [];
      for (let offset = 0; offset <= count; offset += size) {
        const page = await searchPage(cms.db, query, 'de', filter, size, offset);
        expect(page.count).toBe(count);
        pages.push(...page.hits);
      }
      expect(pages).toEqual(whole);
    }
  });

  test('it found something to compare', async () => {
    const overview = await searchOverview(cms.db, 'Mahler', 'de', 5);
    expect([...overview.byKind.keys()].sort()).toEqual(['event', 'page']);
    expect(overview.others.length).toBeGreaterThan(0);
  });

  test('a number of results per kind or of candidates that is not a positive whole number is refused before it is written into a statement', async () => {
    for (const size of [0, -1, 2.5, Number.NaN]) await expect(searchOverview(cms.db, 'Mahler', 'de', size)).rejects.toThrow(RangeError);
    for (const candidates of [0, -1, 2.5, Number.NaN]) await expect(searchOverview(cms.db, 'Mahler', 'de', 5, candidates)).rejects.toThrow(RangeError);
  });
});

describe('the overview reads a bounded number of matches, newest first', () => {
  // every event names the venue's city; 'Sinfonie' is in events, pages and a story
  test.each([
    ['de', 'Flussstadt'],
    ['de', 'Sinfonie'],
    ['de', 'Kammermusik'],
  ] as const)('%s %s', async (locale, query) => {
    const all = await queryRows<{ kind: SearchKind; object_id: number; result_key: string; dated: boolean }>(
      cms.db,
      sql`SELECT kind, object_id, result_key, sort_at IS NOT NULL AS dated FROM search_documents
          WHERE locale = ${locale} AND tsv @@ (${matchQuery(query, locale)})
          ORDER BY sort_at DESC NULLS FIRST, id DESC`,
    );
    expect(all.length).toBeGreaterThan(3);
    for (const candidates of [2, 3, all.length - 1]) {
      const read = all.slice(0, candidates);
      const overview = await searchOverview(cms.db, query, locale, 5, candidates);
      expect(overview.capped).toBe(true);
      for (const way of CANDIDATE_WAYS) expect(await overviewOf(cms.db, query, locale, 5, candidates, way)).toEqual(overview);
      // the counts are those of the matches read: a lower bound
      const counted = Object.fromEntries(SEARCH_KINDS.map((kind) => [kind, new Set(read.filter((m) => m.kind === kind).map((m) => m.result_key)).size]));
      expect(overview.kinds).toEqual(counted);
      // every result is one of them (a concert's hit is its lead date among the dates read)
      const readKeys = new Set(read.map((m) => `${m.kind}:${m.object_id}`));
      for (const hit of [...overview.byKind.values()].flat()) expect(readKeys).toContain(`${hit.kind}:${hit.id}`);
      // the undated kinds come first: once a dated match was read, their counts are exact and not marked
      const exactKinds = read.some((m) => m.dated) ? SEARCH_KINDS.filter((kind) => !DATED_KINDS.includes(kind)) : [];
      expect(all.filter((m) => m.dated !== DATED_KINDS.includes(m.kind))).toEqual([]);
      expect(overview.cappedKinds.sort()).toEqual(SEARCH_KINDS.filter((kind) => !exactKinds.includes(kind)).sort());
      for (const kind of exactKinds) expect(overview.kinds[kind]).toBe(new Set(all.filter((m) => m.kind === kind).map((m) => m.result_key)).size);
    }
    // with room for every match it is exact and not capped
    const exact = await searchOverview(cms.db, query, locale, 5, all.length + 1);
    expect(exact.capped).toBe(false);
    expect(exact.cappedKinds).toEqual([]);
    expect(exact.kinds).toEqual(await countByKind(cms.db, query, locale));
  });

  // one index for both languages made PostgreSQL AND each search's matches with the language's half of
  // the table (docs/performance.md): a language added to LOCALES needs its own
  test.each(LOCALES)('%s has a full-text index of its own', async (locale) => {
    const indexes = await queryRows<{ indexdef: string }>(cms.db, sql`SELECT indexdef FROM pg_indexes WHERE tablename = 'search_documents'`);
    const own = indexes.filter(({ indexdef }) => /USING gin \(tsv\)/.test(indexdef) && indexdef.includes(`WHERE (locale = '${locale}'::text)`));
    expect(own).toHaveLength(1);
  });

  test('the answer says whether it was capped', async () => {
    const res = await cms.request.get('/de/api/search/?query=Mahler').expect(200);
    expect(res.body.capped).toBe(false);
    expect(res.body.capped_kinds).toEqual([]);
  });
});

describe('snippets at word boundaries', () => {
  test('a fragment cut inside a word is widened to the whole word, with ellipses where the body goes on', () => {
    const body = 'Am Anfang steht die Sinfonie Nr. 2 c-Moll von Gustav Mahler, danach eine lange Pause und ein Nachspiel.';
    expect(wholeWords('Moll von Gustav \uE000Mahler\uE001, danach', body)).toBe('… c-Moll von Gustav \uE000Mahler\uE001, danach …');
    expect(wholeWords('Am Anfang steht', body)).toBe('Am Anfang steht …');
    expect(wholeWords('ang steht die … eine lange Pau', body)).toBe('… Anfang steht die … eine lange Pause …');
    expect(wholeWords('', body)).toBe('');
  });

  test('snippets from the API start and end with whole words of the text', async () => {
    const res = await cms.request.get('/de/api/search/others/?query=Nonett').expect(200);
    const snippet: string = res.body.results[0].snippet;
    expect(snippet).toContain('<mark>Nonett</mark>');
    const text = snippet.replace(/<\/?mark>/g, '').replace(/&amp;/g, '&').replace(/^… | …$/g, '');
    const [doc] = await cms.db
      .select()
      .from(search_documents)
      .where(and(eq(search_documents.kind, 'event'), eq(search_documents.object_id, res.body.results[0].id), eq(search_documents.locale, 'de')));
    const at = doc.body.indexOf(text);
    expect(at).toBeGreaterThanOrEqual(0);
    // neither end cuts a word
    expect(doc.body.slice(Math.max(0, at - 1), at + 1)).not.toMatch(/^[\p{L}\p{N}]{2}$/u);
    expect(doc.body.slice(at + text.length - 1, at + text.length + 1)).not.toMatch(/^[\p{L}\p{N}]{2}$/u);
  });
});

describe('GET /{locale}/api/search/autocomplete/', () => {
  test('prefix of a title word', async () => {
    const res = await cms.request.get('/de/api/search/autocomplete/?query=Kammerm').expect(200);
    expect(res.body).toHaveLength(8);
    expect(res.body[0]).toEqual({ title: expect.stringMatching(/^Kammermusik \d+$/), url: expect.stringMatching(/^\/de\/kammer-\d+\/$/), kind: 'page' });
  });

  test('prefix with umlauts and stemming: "Sinfoniek" -> Sinfoniekonzert, "hör" -> Hören lernen', async () => {
    const a = await cms.request.get('/de/api/search/autocomplete/?query=Sinfoniek').expect(200);
    expect(a.body.map((s: { kind: string }) => s.kind)).toContain('event');
    const b = await cms.request.get(`/de/api/search/autocomplete/?query=${encodeURIComponent('hör')}`).expect(200);
    expect(b.body.map((s: { title: string }) => s.title)).toContain('Hören lernen');
    const c = await cms.request.get('/de/api/search/autocomplete/?query=hoer').expect(200);
    expect(c.body.map((s: { title: string }) => s.title)).toContain('Hören lernen');
  });

  test('from three letters also inside a word ("konz" -> Sinfoniekonzert); two letters begin a word', async () => {
    const titles = async (typed: string) => (await cms.request.get(`/de/api/search/autocomplete/?query=${typed}`).expect(200)).body.map((s: { title: string }) => s.title);
    expect(await titles('konz')).toContain('Sinfoniekonzert: Mahler');
    expect(await titles('Si')).toContain('Sinfoniekonzert: Mahler');
    expect(await titles('Ma')).toContain('Sinfoniekonzert: Mahler');
    expect(await titles('ko')).not.toContain('Sinfoniekonzert: Mahler');
  });

  test('a title holding what was typed comes before one only like it ("konz": Familienkonzerte before Kontakt)', async () => {
    const rows = ['Kontakt', 'Familienkonzerte'].map((title, i) => ({ kind: 'page' as const, object_id: 9_000 + i, locale: 'de', title, url: `/de/ordnung-${i}/`, body: '' }));
    await cms.db.insert(search_documents).values(rows);
    try {
      const titles = (await cms.request.get('/de/api/search/autocomplete/?query=konz').expect(200)).body.map((s: { title: string }) => s.title);
      expect(titles).toContain('Kontakt');
      expect(titles.indexOf('Familienkonzerte')).toBeGreaterThanOrEqual(0);
      expect(titles.indexOf('Familienkonzerte')).toBeLessThan(titles.indexOf('Kontakt'));
    } finally {
      await cms.db.delete(search_documents).where(inArray(search_documents.url, rows.map((row) => row.url)));
    }
  });

  test('trigram: a typo still suggests the title', async () => {
    const res = await cms.request.get('/de/api/search/autocomplete/?query=Saisonvorshau').expect(200);
    expect(res.body.map((s: { title: string }) => s.title)).toContain('Saisonvorschau');
  });

  test('English titles in English', async () => {
    const res = await cms.request.get('/en/api/search/autocomplete/?query=symph').expect(200);
    expect(res.body[0]).toEqual({ title: 'Symphony concert: Mahler', url: `/en/concerts/symphony-concert-mahler/${ids.event}`, kind: 'event' });
  });
});

describe('the search gate (SEARCH_CONCURRENCY)', () => {
  const occupy = (waiting: number) => occupySearchGate(cms, waiting);

  test('three searches at once by default; a search while they run waits its turn, then is answered', async () => {
    expect(cms.config.searchConcurrency).toBe(3);
    const { gate, release } = occupy(0);
    let answered = false;
    const search = cms.request
      .get('/de/api/search/?query=Mahler')
      .expect(200)
      .then((res) => ((answered = true), res));
    await waitFor(() => gate.stats.queued === 1);
    expect(answered).toBe(false);
    await release();
    expect((await search).body.count).toBeGreaterThan(0);
  });

  test.each([
    ['/de/api/search/?query=Mahler', 'de'],
    ['/en/api/search/pages/?query=concert', 'en'],
    ['/de/api/search/others/?query=Mahler', 'de'],
    ['/de/api/search/autocomplete/?query=Kammerm', 'de'],
  ] as const)('a full line: %s is answered 503 with Retry-After in its language, never a 500', async (path, locale) => {
    const { release } = occupy(SEARCH_QUEUE_MAX);
    try {
      const res = await cms.request.get(path).expect(503);
      expect(res.headers['retry-after']).toBe('2');
      expect(res.body).toMatchObject({ status: 503, code: 'busy', message: searchBusyMessages[locale] });
    } finally {
      await release();
    }
    await cms.request.get(path).expect(200);
  });
});

/** resolves once `condition` holds (polled), fails after 10 s */
async function waitFor(condition: () => boolean) {
  const until = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not met in 10 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

test('pages table untouched by search (sanity)', async () => {
  expect((await cms.db.select().from(pages)).length).toBeGreaterThan(10);
});
