/**
 * What an uncached page view reads besides its filtered lists runs statements built once
 * (cms/db/prepared.ts, issue 41): the small lists beside a page (a concert list's genres, venues and
 * tags, the stories' categories and tags, the orchestra's and the press page's categories), a
 * concert, a person and a story with their own sections, the subscriptions and a subscription, a
 * form. drizzle builds no SQL for them after the first call, and a row added since is in the next
 * answer. On PGlite and PostgreSQL.
 */
import { PgDialect } from 'drizzle-orm/pg-core';
import { createTestCmsOn, type TestCms } from '../test/createTestCms';
import { createGenre } from '../test/fixtures';
import { createDownloadCategory, createEvent, createEventTag, createForm, createPerson, createPersonCategory, createStory, createStoryCategories, createStoryTag, createSubscription } from '../test/fixtures/content';

const READS = ['/de/api/genres/', '/de/api/venues/', '/de/api/event-tags/', '/de/api/article-categories/', '/de/api/article-tags/', '/de/api/person-categories/'];

describe.each(['pglite', 'postgres'] as const)('the reads of a page view (%s)', (driver) => {
  let cms: TestCms;
  beforeAll(async () => {
    cms = await createTestCmsOn(driver);
    await createGenre(cms.db, { name_de: 'Kammermusik', slug: 'kammermusik', order: 1 });
    const tag = await createEventTag(cms.db);
    const [category] = await createStoryCategories(cms.db);
    await createStoryTag(cms.db);
    const group = await createPersonCategory(cms.db);
    const person = await createPerson(cms.db, {}, [group.id]);
    const concert = await createEvent(cms.db, {}, { tags: [tag.id], works: [{ composer: 'Brahms', title_de: 'Sinfonie Nr. 1' }] });
    const story = await createStory(cms.db, {}, { categories: [category.id] });
    const subscription = await createSubscription(cms.db, {}, [concert.id]);
    const form = await createForm(cms.db, {}, [{ slug: 'email', field_type: 3, required: true }]);
    await createDownloadCategory(cms.db);
    READS.push(
      '/de/api/subscriptions/',
      `/de/api/subscriptions/${subscription.id}/`,
      `/de/api/subscriptions/slug/${subscription.slug}/`,
      `/de/api/forms/${form.slug}/`,
      '/de/api/download-categories/',
      `/de/api/events/${concert.id}/`,
      `/de/api/persons/${person.id}/`,
      `/de/api/articles/${story.id}/`,
      `/de/pageeditor-api/container/by-slug/event-${concert.id}`,
      `/de/pageeditor-api/container/by-slug/person-${person.id}`,
    );
  }, 60_000);
  afterAll(() => cms?.close());

  test('build no SQL after their first answer', async () => {
    // a concert without a section of its own answers 404 there, after the same reads
    const read = async (path: string) => expect([200, 404]).toContain((await cms.request.get(path)).status);
    for (const path of READS) await read(path);
    const built = jest.spyOn(PgDialect.prototype, 'sqlToQuery');
    try {
      for (const path of READS) await read(path);
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
