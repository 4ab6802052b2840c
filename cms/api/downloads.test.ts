/** Contract of the press API: /download-categories/, /download-directories/[{id}/] (SPEC §7). */
import { createTestCms, snapshotOf, VOLATILE, type TestCms } from '../test/createTestCms';
import { DOWNLOADS_PAGE_SIZE } from '../../shared/contract/downloads';
import { createDownloadCategory, createDownloadDirectory, createImageRow } from '../test/fixtures/content';
import { statementsOf } from '../test/statements';

let cms: TestCms;
const ids: Record<string, number> = {};

beforeAll(async () => {
  cms = await createTestCms();
  const db = cms.db;
  const kits = await createDownloadCategory(db, { name_de: 'Pressemappen', name_en: 'Press kits', order: 1 });
  const photos = await createDownloadCategory(db, { name_de: 'Pressefotos', name_en: '', order: 0 });
  const image = await createImageRow(db);
  Object.assign(ids, { kits: kits.id, photos: photos.id });
  ids.season = (
    await createDownloadDirectory(
      db,
      {
        category_id: kits.id,
        name_de: 'Saison 2098/99',
        name_en: 'Season 2098/99',
        description_de: '<p>Alles zur Saison.</p>',
        slug: 'saison-2098-99',
        date: '2098-05-01',
        image_id: image.id,
      },
      [
        { title_de: 'Saisonbroschüre', title_en: 'Season brochure', file: 'downloads/ab/0123456789abcdef/Saisonbroschuere.pdf', size: 2_500_000 },
        { title_de: 'Pressetext', file: 'downloads/cd/fedcba9876543210/Pressetext 2098.pdf', size: 48_000 },
      ],
    )
  ).id;
  ids.older = (await createDownloadDirectory(db, { category_id: kits.id, slug: 'saison-2097-98', name_de: 'Saison 2097/98', name_en: '', date: '2097-05-01' })).id;
  ids.undated = (await createDownloadDirectory(db, { category_id: kits.id, slug: 'allgemein', name_de: 'Allgemein', name_en: '' })).id;
  ids.portraits = (await createDownloadDirectory(db, { category_id: photos.id, slug: 'portraits', name_de: 'Porträts', name_en: '' }, [{ title_de: 'Orchester', file: 'downloads/ef/1111/orchester.jpg', mime: 'image/jpeg' }])).id;
});
afterAll(() => cms?.close());

test('GET /en/api/download-categories/: ordered, German fallback', async () => {
  const res = await cms.request.get('/en/api/download-categories/').expect(200);
  expect(snapshotOf(res)).toMatchSnapshot(VOLATILE);
});

test('GET /de/api/download-directories/?category={id}: newest first, undated last, files in order', async () => {
  const res = await cms.request.get(`/de/api/download-directories/?category=${ids.kits}`).expect(200);
  expect(snapshotOf(res)).toMatchSnapshot(VOLATILE);
});

test('GET /en/api/download-directories/ without category: all directories', async () => {
  const res = await cms.request.get('/en/api/download-directories/').expect(200);
  expect(res.body.map((d: { name: string }) => d.name)).toEqual(['Season 2098/99', 'Saison 2097/98', 'Allgemein', 'Porträts']);
  expect(res.body[0].files[0]).toEqual({
    id: expect.any(Number),
    title: 'Season brochure',
    url: '/media/downloads/ab/0123456789abcdef/Saisonbroschuere.pdf',
    mime: 'application/pdf',
    size: 2_500_000,
  });
  expect(res.body[0].files[1].url).toBe('/media/downloads/cd/fedcba9876543210/Pressetext%202098.pdf');
});

test('?page=N: a paginated answer of DOWNLOADS_PAGE_SIZE directories in the list order, its next page keeps the category; after the last 404', async () => {
  const archive = await createDownloadCategory(cms.db, { name_de: 'Archiv', name_en: 'Archive', order: 5 });
  const total = DOWNLOADS_PAGE_SIZE + 2;
  for (let i = 0; i < total; i++) await createDownloadDirectory(cms.db, { category_id: archive.id, slug: `archiv-${i}`, name_de: `Archiv ${i}`, name_en: '', date: `2090-01-${String(10 + i)}` });
  const all = (await cms.request.get(`/de/api/download-directories/?category=${archive.id}`).expect(200)).body as { id: number }[];
  const first = await cms.request.get(`/de/api/download-directories/?category=${archive.id}&page=1`).expect(200);
  expect(first.body.count).toBe(total);
  expect(first.body.previous).toBeNull();
  expect(first.body.next).toBe(`/de/api/download-directories/?category=${archive.id}&page=2`);
  const second = await cms.request.get(first.body.next).expect(200);
  expect(second.body.next).toBeNull();
  expect([...first.body.results, ...second.body.results].map((d: { id: number }) => d.id)).toEqual(all.map((d) => d.id));
  expect(first.body.results[0].files).toEqual([]);
  await cms.request.get(`/de/api/download-directories/?category=${archive.id}&page=3`).expect(404);
});

test('GET /download-directories/{id}/', async () => {
  const res = await cms.request.get(`/en/api/download-directories/${ids.portraits}/`).expect(200);
  expect(snapshotOf(res)).toMatchSnapshot(VOLATILE);
});

test('unknown category -> 400; unknown directory -> 404; bad input -> 400', async () => {
  const unknown = await cms.request.get('/de/api/download-directories/?category=999').expect(400);
  expect(snapshotOf(unknown)).toMatchSnapshot();
  await cms.request.get('/de/api/download-directories/?category=abc').expect(400);
  await cms.request.get('/de/api/download-directories/?page=0').expect(400);
  await cms.request.get('/de/api/download-directories/?page=abc').expect(400);
  await cms.request.get('/de/api/download-directories/999/').expect(404);
  await cms.request.get('/de/api/download-directories/0/').expect(400);
  await cms.request.get('/de/api/download-categories/?x=1').expect(400);
});

test('a description is rich text: markup beyond the allowlist is gone, also from rows stored before writes were sanitized', async () => {
  const stored = await createDownloadDirectory(cms.db, {
    category_id: ids.kits,
    slug: 'alt',
    name_de: 'Alt',
    name_en: '',
    description_de: '<p onclick="x()">Text<script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">Link</a></p>',
  });
  const res = await cms.request.get(`/de/api/download-directories/${stored.id}/`).expect(200);
  expect(res.body.description).toBe('<p>TextLink</p>');
});

describe('?with=directories: the press page in one answer', () => {
  test("each category in order with its directories' first page, as the category's own list answers it", async () => {
    const empty = await createDownloadCategory(cms.db, { name_de: 'Leer', name_en: 'Empty', order: 9 });
    const res = await cms.request.get('/en/api/download-categories/?with=directories').expect(200);
    const plain = (await cms.request.get('/en/api/download-categories/').expect(200)).body as { id: number }[];
    expect(res.body.map(({ directories: _, ...category }: { directories: unknown }) => category)).toEqual(plain);
    for (const category of res.body as { id: number; directories: unknown }[]) {
      const own = await cms.request.get(`/en/api/download-directories/?category=${category.id}&page=1`).expect(200);
      expect(category.directories).toEqual(own.body);
    }
    const byId = new Map((res.body as { id: number; directories: { count: number; next: string | null; results: unknown[] } }[]).map((c) => [c.id, c.directories]));
    expect(byId.get(empty.id)).toEqual({ count: 0, next: null, previous: null, results: [] });
    // a category with more than a page (the archive of the test above) links to its page 2
    const longer = [...byId.entries()].find(([, page]) => page.count > DOWNLOADS_PAGE_SIZE);
    expect(longer?.[1].results).toHaveLength(DOWNLOADS_PAGE_SIZE);
    expect(longer?.[1].next).toBe(`/en/api/download-directories/?category=${longer?.[0]}&page=2`);
  });

  test('as many statements with one more category of directories', async () => {
    const ask = () => cms.request.get('/de/api/download-categories/?with=directories').expect(200);
    const before = (await statementsOf(cms.db, ask)).length;
    const more = await createDownloadCategory(cms.db, { name_de: 'Mehr', name_en: '', order: 10 });
    await createDownloadDirectory(cms.db, { category_id: more.id, slug: 'mehr', name_de: 'Mehr', name_en: '' }, [{ title_de: 'Datei', file: 'downloads/aa/2222/datei.pdf' }]);
    expect((await statementsOf(cms.db, ask)).length).toBe(before);
    expect(before).toBeGreaterThanOrEqual(3);
    expect(before).toBeLessThanOrEqual(5);
  });

  test('another value of `with` -> 400', async () => {
    await cms.request.get('/de/api/download-categories/?with=files').expect(400);
    await cms.request.get('/de/api/download-categories/?with=').expect(400);
  });
});
