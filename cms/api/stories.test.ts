/**
 * Contract of the stories API: /article-categories/, /article-tags/, /story-topics/, /articles/, /articles/{id}/,
 * /articles-teaser/, /tags/{id}/, /tags/slug/{slug}/ (SPEC §7).
 */
import { parseKeys } from '../../shared/contentKeys';
import { createTestCms, snapshotOf, VOLATILE, type TestCms } from '../test/createTestCms';
import { createImageRow, createStory, createStoryCategories, createStoryTag } from '../test/fixtures/content';

let cms: TestCms;
const ids: Record<string, number> = {};

beforeAll(async () => {
  cms = await createTestCms();
  const db = cms.db;
  const [read, watch, listen] = await createStoryCategories(db);
  Object.assign(ids, { read: read.id, watch: watch.id, listen: listen.id });
  const gluck = await createStoryTag(db, { name_de: 'Größe & Glück', name_en: 'Greatness & luck', slug: 'groesse-glueck' });
  const beethoven = await createStoryTag(db, { name_de: 'Beethoven', name_en: '', slug: 'beethoven' });
  const youth = await createStoryTag(db, { name_de: 'Jugend', name_en: 'Youth', slug: 'jugend' });
  Object.assign(ids, { gluck: gluck.id, beethoven: beethoven.id, youth: youth.id });
  const image = await createImageRow(db);

  ids.essay = (
    await createStory(
      db,
      {
        slug: 'ueber-beethoven',
        title_de: 'Über Beethoven',
        title_en: 'On Beethoven',
        teaser_de: 'Ein Essay.',
        teaser_en: 'An essay.',
        text_de: '<p>Langer <em>Text</em>.</p>',
        text_en: '<p>Long <em>text</em>.</p>',
        date: '2024-03-01',
        header_image_id: image.id,
      },
      { categories: [read.id], tags: [beethoven.id, gluck.id] },
    )
  ).id;
  ids.video = (await createStory(db, { slug: 'probe', title_de: 'Probenbesuch', date: '2024-04-01', is_highlight: true }, { categories: [watch.id], tags: [youth.id] })).id;
  ids.podcast = (await createStory(db, { slug: 'podcast', title_de: 'Podcast', date: '2024-05-01' }, { categories: [listen.id], tags: [beethoven.id] })).id;
  ids.both = (await createStory(db, { slug: 'beides', title_de: 'Lesen und Sehen', date: '2024-02-01', is_highlight: true }, { categories: [read.id, watch.id] })).id;
  ids.offline = (await createStory(db, { slug: 'entwurf', title_de: 'Entwurf', date: '2024-06-01', is_online: false }, { categories: [read.id], tags: [beethoven.id] })).id;
  for (let i = 1; i <= 12; i++) {
    await createStory(db, { slug: `notiz-${i}`, title_de: `Notiz ${i}`, date: `2023-01-${String(i).padStart(2, '0')}` }, { categories: [read.id] });
  }
});
afterAll(() => cms?.close());

const titles = (res: { body: { results: { title: string }[] } }) => res.body.results.map((a) => a.title);

describe('categories and tags', () => {
  test('GET /de/api/article-categories/', async () => {
    const res = await cms.request.get('/de/api/article-categories/').expect(200);
    expect(snapshotOf(res)).toMatchSnapshot(VOLATILE);
  });

  test('GET /en/api/article-categories/: English slugs and names', async () => {
    const res = await cms.request.get('/en/api/article-categories/').expect(200);
    expect(res.body.map((c: { slug: string; name: string }) => `${c.slug}:${c.name}`)).toEqual(['read:Read', 'watch:Watch', 'listen:Listen']);
  });

  test('GET /en/api/article-tags/: by name, German fallback', async () => {
    const res = await cms.request.get('/en/api/article-tags/').expect(200);
    expect(snapshotOf(res)).toMatchSnapshot(VOLATILE);
  });

  test.each(['de', 'en'])('GET /%s/api/story-topics/: the categories and the tags as their own endpoints answer them, in one answer', async (locale) => {
    const res = await cms.request.get(`/${locale}/api/story-topics/`).expect(200);
    const categories = (await cms.request.get(`/${locale}/api/article-categories/`).expect(200)).body;
    const tags = (await cms.request.get(`/${locale}/api/article-tags/`).expect(200)).body;
    expect(res.body).toEqual({ categories, tags });
    expect(tags.length).toBeGreaterThan(0);
    expect(res.headers['x-content-keys']).toBe('stories:list');
    await cms.request.get(`/${locale}/api/story-topics/?tag=1`).expect(400);
  });

  test.each(['de', 'en'])('GET /%s/api/articles/?page=1&with=topics: the list as without it, and the topics as /story-topics/ answers them', async (locale) => {
    const [combined, list, topics] = await Promise.all([
      cms.request.get(`/${locale}/api/articles/?page=1&with=topics`).expect(200),
      cms.request.get(`/${locale}/api/articles/?page=1`).expect(200),
      cms.request.get(`/${locale}/api/story-topics/`).expect(200),
    ]);
    const { topics: carried, ...rest } = combined.body;
    expect(rest).toEqual(list.body);
    expect(carried).toEqual(topics.body);
    expect(list.body).not.toHaveProperty('topics');
    expect(combined.headers['x-content-keys']).toBe('stories:list');
    // a filter the list refuses is refused with it too; another value of `with` is a 400 naming it
    await cms.request.get(`/${locale}/api/articles/?page=1&category=nope&with=topics`).expect(400);
    const bad = await cms.request.get(`/${locale}/api/articles/?page=1&with=everything`).expect(400);
    expect(JSON.stringify(bad.body)).toContain('with');
  });

  test.each(['de', 'en'])('GET /%s/api/articles/?page=1&highlights=3: the list and its opening, the teaser of the same category, in one answer', async (locale) => {
    for (const category of ['', `category=${ids.read}&`]) {
      const [combined, list, teaser] = await Promise.all([
        cms.request.get(`/${locale}/api/articles/?${category}page=1&highlights=3&with=topics`).expect(200),
        cms.request.get(`/${locale}/api/articles/?${category}page=1`).expect(200),
        cms.request.get(`/${locale}/api/articles-teaser/?${category}limit=3`).expect(200),
      ]);
      const { highlights, topics, ...rest } = combined.body;
      expect(rest).toEqual(list.body);
      expect(highlights).toEqual(teaser.body.results);
      expect(highlights.length).toBeGreaterThan(0);
      expect(topics.categories.length).toBeGreaterThan(0);
    }
    // only with a page, not with tags; a count out of the teaser's bounds names it
    for (const query of ['highlights=3', 'page=1&tag=1&highlights=3', 'page=1&highlights=0', 'page=1&highlights=25']) {
      const bad = await cms.request.get(`/${locale}/api/articles/?${query}`).expect(400);
      expect(JSON.stringify(bad.body)).toContain('highlights');
    }
  });

  test('GET /tags/{id}/', async () => {
    const res = await cms.request.get(`/api/tags/${ids.gluck}/`).expect(200);
    expect(snapshotOf(res)).toMatchSnapshot(VOLATILE);
    await cms.request.get('/api/tags/9999/').expect(404);
    await cms.request.get('/api/tags/x/').expect(400);
  });

  test.each([
    ['the stored slug', 'groesse-glueck'],
    ['umlauts in the path (SPEC §5 rule)', encodeURIComponent('größe-glück')],
    ['the name itself', encodeURIComponent('Größe & Glück')],
    ['the English name', 'greatness-luck'],
    ['upper case', 'GROESSE-GLUECK'],
  ])('GET /tags/slug/{slug}/ finds a tag by %s', async (_name, slug) => {
    const res = await cms.request.get(`/en/api/tags/slug/${slug}/`).expect(200);
    expect(res.body).toEqual({ id: ids.gluck, name: 'Greatness & luck', slug: 'groesse-glueck' });
  });

  test('GET /tags/slug/{slug}/ with broken percent-encoding -> 400 JSON', async () => {
    const res = await cms.request.get('/de/api/tags/slug/%E0%A4%A/').expect(400);
    expect(res.body.status).toBe(400);
  });

  test('GET /tags/slug/{slug}/ unknown -> 404 with the message of SPEC §8 (de) / English', async () => {
    const de = await cms.request.get('/de/api/tags/slug/gibt-es-nicht/').expect(404);
    expect(snapshotOf(de)).toMatchSnapshot();
    const en = await cms.request.get('/en/api/tags/slug/---/').expect(404);
    expect(en.body.message).toBe('Tag with slug "---" not found');
  });
});

describe('GET /articles/', () => {
  test('by category slug: all results, newest first (German snapshot)', async () => {
    const res = await cms.request.get('/de/api/articles/?category=sehen').expect(200);
    expect(snapshotOf(res)).toMatchSnapshot(VOLATILE);
  });

  test('English list item', async () => {
    const res = await cms.request.get(`/en/api/articles/?tag=${ids.gluck}`).expect(200);
    expect(snapshotOf(res)).toMatchSnapshot(VOLATILE);
  });

  test.each([
    ['id', () => String(ids.listen)],
    ['German slug', () => 'hoeren'],
    ['German word with umlaut', () => encodeURIComponent('hören')],
    ['German word without umlaut', () => 'horen'],
    ['English slug', () => 'listen'],
  ])('category by %s', async (_name, value) => {
    const res = await cms.request.get(`/de/api/articles/?category=${value()}`).expect(200);
    expect(titles(res)).toEqual(['Podcast']);
  });

  test('without filter: every online story; no pagination keys without page', async () => {
    const res = await cms.request.get('/de/api/articles/').expect(200);
    expect(Object.keys(res.body)).toEqual(['results']);
    expect(res.body.results).toHaveLength(16);
    expect(titles(res)).not.toContain('Entwurf');
  });

  test('tags: any of the given ids or slugs', async () => {
    const res = await cms.request.get(`/de/api/articles/?tags=${ids.youth},beethoven`).expect(200);
    expect(titles(res)).toEqual(['Podcast', 'Probenbesuch', 'Über Beethoven']);
  });

  test('category and tag together', async () => {
    const res = await cms.request.get(`/de/api/articles/?category=lesen&tag=beethoven`).expect(200);
    expect(titles(res)).toEqual(['Über Beethoven']);
  });

  test('with page: paginated, 12 per page, links keep the filters', async () => {
    const res = await cms.request.get('/en/api/articles/?category=read&page=1').expect(200);
    expect(res.body.count).toBe(14);
    expect(res.body.results).toHaveLength(12);
    expect(res.body.next).toBe('/en/api/articles/?category=read&page=2');
    expect(res.body.previous).toBeNull();
    const page2 = await cms.request.get(res.body.next).expect(200);
    expect(page2.body.results).toHaveLength(2);
    expect(page2.body.previous).toBe('/en/api/articles/?category=read');
    await cms.request.get('/en/api/articles/?category=read&page=3').expect(404);
  });

  test('unknown filter values -> 400', async () => {
    const res = await cms.request.get('/en/api/articles/?category=kochen&tags=1,nope&tag=999').expect(400);
    expect(snapshotOf(res)).toMatchSnapshot();
  });

  test.each([['page=0'], ['tags='], ['category='], ['sort=date'], ['category=a&category=b']])('bad input %s -> 400', async (qs) => {
    await cms.request.get(`/de/api/articles/?${qs}`).expect(400);
  });
});

describe('GET /articles/{id}/', () => {
  test('German detail with text', async () => {
    const res = await cms.request.get(`/de/api/articles/${ids.essay}/`).expect(200);
    expect(new Date(res.body.updated_at).toISOString()).toBe(res.body.updated_at);
    expect(snapshotOf(res)).toMatchSnapshot({ ...VOLATILE, body: { updated_at: expect.any(String) } });
  });

  test('English detail', async () => {
    const res = await cms.request.get(`/en/api/articles/${ids.essay}/`).expect(200);
    expect(res.body).toMatchObject({ title: 'On Beethoven', text: '<p>Long <em>text</em>.</p>', categories: [ids.read], tags: [ids.gluck, ids.beethoven].sort((a, b) => a - b) });
  });

  test('offline / unknown -> 404', async () => {
    await cms.request.get(`/de/api/articles/${ids.offline}/`).expect(404);
    await cms.request.get('/de/api/articles/77777/').expect(404);
  });

  test.each(['de', 'en'])('?with=section,topics (/%s): the detail with its section, and the topics as /story-topics/ answers them, in one answer', async (locale) => {
    const [combined, sectionOnly, topicsOnly, detail, topics] = await Promise.all([
      cms.request.get(`/${locale}/api/articles/${ids.essay}/?with=section,topics`).expect(200),
      cms.request.get(`/${locale}/api/articles/${ids.essay}/?with=section`).expect(200),
      cms.request.get(`/${locale}/api/articles/${ids.essay}/?with=topics`).expect(200),
      cms.request.get(`/${locale}/api/articles/${ids.essay}/`).expect(200),
      cms.request.get(`/${locale}/api/story-topics/`).expect(200),
    ]);
    const { topics: carried, ...rest } = combined.body;
    expect(rest).toEqual(sectionOnly.body);
    expect(carried).toEqual(topics.body);
    expect(topicsOnly.body).toEqual({ ...detail.body, topics: topics.body });
    expect(detail.body).not.toHaveProperty('topics');
    expect(sectionOnly.body).not.toHaveProperty('topics');
    expect(parseKeys(combined.headers['x-content-keys'])!.sort()).toEqual([`story:${ids.essay}`, 'sections:list', 'stories:list'].sort());
    expect(parseKeys(topicsOnly.headers['x-content-keys'])!.sort()).toEqual([`story:${ids.essay}`, 'stories:list'].sort());
    // the same answer whatever the order, a name twice counts once; an unknown one is a 400 naming `with`
    expect((await cms.request.get(`/${locale}/api/articles/${ids.essay}/?with=topics,section,topics`).expect(200)).body).toEqual(combined.body);
    for (const bad of ['section,everything', '', ',']) {
      const res = await cms.request.get(`/${locale}/api/articles/${ids.essay}/?with=${bad}`).expect(400);
      expect(JSON.stringify(res.body)).toContain('with');
    }
    await cms.request.get(`/${locale}/api/articles/${ids.offline}/?with=section,topics`).expect(404);
  });
});

describe('GET /articles-teaser/', () => {
  test('highlights first, then newest', async () => {
    const res = await cms.request.get('/de/api/articles-teaser/').expect(200);
    expect(Object.keys(res.body)).toEqual(['results']);
    expect(titles(res)).toEqual(['Probenbesuch', 'Lesen und Sehen', 'Podcast', 'Über Beethoven', 'Notiz 12', 'Notiz 11']);
  });

  test('of a category, with a limit', async () => {
    const res = await cms.request.get(`/de/api/articles-teaser/?category=${ids.read}&limit=3`).expect(200);
    expect(titles(res)).toEqual(['Lesen und Sehen', 'Über Beethoven', 'Notiz 12']);
  });

  test('unknown category -> 400; bad limit -> 400', async () => {
    await cms.request.get('/de/api/articles-teaser/?category=999').expect(400);
    await cms.request.get('/de/api/articles-teaser/?limit=1000').expect(400);
  });
});
