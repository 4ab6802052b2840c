import { createTestCms, snapshotOf, VOLATILE, type TestCms } from '../test/createTestCms';
import { createGenre } from '../test/fixtures';

let cms: TestCms;
beforeAll(async () => {
  cms = await createTestCms();
  await createGenre(cms.db, { name_de: 'Sinfoniekonzert', name_en: 'Symphony concert', slug: 'sinfoniekonzert', order: 1 });
  await createGenre(cms.db, { name_de: 'Kammermusik', name_en: '', slug: 'kammermusik', order: 2 });
  await createGenre(cms.db, { name_de: 'Familienkonzert', name_en: 'Family concert', slug: 'familienkonzert', order: 0 });
});
afterAll(() => cms?.close());

test('GET /de/api/genres/ lists genres in German, ordered', async () => {
  const res = await cms.request.get('/de/api/genres/').expect(200);
  expect(snapshotOf(res)).toMatchSnapshot(VOLATILE);
});

test('GET /en/api/genres/ lists genres in English, falling back to German when untranslated', async () => {
  const res = await cms.request.get('/en/api/genres/').expect(200);
  expect(snapshotOf(res)).toMatchSnapshot(VOLATILE);
});

test('GET /api/genres (no locale, no trailing slash) answers German', async () => {
  const res = await cms.request.get('/api/genres').expect(200);
  expect(res.body.map((g: { name: string }) => g.name)).toEqual(['Familienkonzert', 'Sinfoniekonzert', 'Kammermusik']);
});

test('unknown query parameter -> 400', async () => {
  const res = await cms.request.get('/en/api/genres/?page=2').expect(400);
  expect(res.body).toEqual({
    status: 400,
    code: 'validation_failed',
    message: 'The request is not valid.',
    errors: { page: ['Unknown query parameter.'] },
  });
});
