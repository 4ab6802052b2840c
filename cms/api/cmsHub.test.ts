/** GET /pageeditor-api/cms-hub: the content hub's sections */
import { createTestCms, snapshotOf, VOLATILE, type TestCms } from '../test/createTestCms';
import { createModule, createSection } from '../test/fixtures/pageeditor';

let cms: TestCms;
beforeAll(async () => {
  cms = await createTestCms();
});
afterAll(() => cms?.close());

test('200 with no sections while the hub is empty', async () => {
  const res = await cms.request.get('/pageeditor-api/cms-hub').expect(200);
  expect(snapshotOf(res)).toMatchSnapshot(VOLATILE);
});

test('the hub sections of the locale, with their modules; other content types are not included', async () => {
  const hub = await createSection(cms.db, { slug: 'hub-top', content_type: 'hub', object_id: null });
  await createModule(cms.db, { section_id: hub.id, model: 'quote', data: { content: 'Musik!', author: 'B.', anchor: '' } });
  await createSection(cms.db, { locale: 'en', slug: 'hub-en', content_type: 'hub', object_id: null });
  await createSection(cms.db, { slug: 'not-hub', content_type: 'page', object_id: null });
  const de = await cms.request.get('/de/pageeditor-api/cms-hub/').expect(200);
  expect(snapshotOf(de)).toMatchSnapshot(VOLATILE);
  const en = await cms.request.get('/en/pageeditor-api/cms-hub').expect(200);
  expect(en.body.modules.map((s: { slug: string }) => s.slug)).toEqual(['hub-en']);
  expect(en.body.title).toBe('Content hub');
});
