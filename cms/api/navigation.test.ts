/** GET /{locale}/pageeditor-api/nav: menu and footer from the page tree */
import { createTestCms, snapshotOf, VOLATILE, type TestCms } from '../test/createTestCms';
import { createSiteTree } from '../test/fixtures/pageeditor';

let cms: TestCms;
beforeAll(async () => {
  cms = await createTestCms();
  await createSiteTree(cms.db);
});
afterAll(() => cms?.close());

test('German: online in_menu pages nested by the tree, ordered; offline branches left out', async () => {
  const res = await cms.request.get('/de/pageeditor-api/nav').expect(200);
  expect(snapshotOf(res)).toMatchSnapshot(VOLATILE);
  const names = res.body.menu.map((i: { menu_name: string }) => i.menu_name);
  expect(names).toEqual(['Über uns', 'Kontakt & Anfahrt', 'Nur Deutsch']);
  expect(res.body.footer.map((i: { url: string }) => i.url)).toEqual(['/de/ueber-uns', '/de/kontakt']);
});

test('English: English names and URLs; pages without an English URL are left out', async () => {
  const res = await cms.request.get('/en/pageeditor-api/nav/').expect(200);
  expect(snapshotOf(res)).toMatchSnapshot(VOLATILE);
});

test('empty site: empty lists', async () => {
  const empty = await createTestCms();
  try {
    const res = await empty.request.get('/pageeditor-api/nav').expect(200);
    expect(res.body).toEqual({ menu: [], footer: [] });
  } finally {
    await empty.close();
  }
});
