/**
 * The small lists a page view reads beside its content (a concert list's genres, venues and tags,
 * the stories' categories and tags, the orchestra's categories) run statements built once
 * (cms/db/prepared.ts, issue 41): drizzle builds no SQL for them after the first call, and a row
 * added since is in the next answer. On PGlite and PostgreSQL.
 */
import { PgDialect } from 'drizzle-orm/pg-core';
import { createTestCmsOn, type TestCms } from '../test/createTestCms';
import { createGenre } from '../test/fixtures';
import { createEventTag, createPersonCategory, createStoryCategories, createStoryTag } from '../test/fixtures/content';

const LISTS = ['/de/api/genres/', '/de/api/venues/', '/de/api/event-tags/', '/de/api/article-categories/', '/de/api/article-tags/', '/de/api/person-categories/'];

describe.each(['pglite', 'postgres'] as const)('the lists beside a page (%s)', (driver) => {
  let cms: TestCms;
  beforeAll(async () => {
    cms = await createTestCmsOn(driver);
    await createGenre(cms.db, { name_de: 'Kammermusik', slug: 'kammermusik', order: 1 });
    await createEventTag(cms.db);
    await createStoryCategories(cms.db);
    await createStoryTag(cms.db);
    await createPersonCategory(cms.db);
  }, 60_000);
  afterAll(() => cms?.close());

  test('build no SQL after their first answer', async () => {
    for (const path of LISTS) await cms.request.get(path).expect(200);
    const built = jest.spyOn(PgDialect.prototype, 'sqlToQuery');
    try {
      for (const path of LISTS) await cms.request.get(path).expect(200);
      expect(built.mock.results.map((result) => (result.value as { sql: string }).sql)).toEqual([]);
    } finally {
      built.mockRestore();
    }
  });

  test('answer what was added since', async () => {
    await cms.request.get('/de/api/genres/').expect(200);
    await createGenre(cms.db, { name_de: 'Familienkonzert', slug: 'familienkonzert', order: 0 });
    const res = await cms.request.get('/de/api/genres/').expect(200);
    expect(res.body.map((genre: { name: string }) => genre.name)).toEqual(['Familienkonzert', 'Kammermusik']);
  });
});
