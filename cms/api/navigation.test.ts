/** GET /{locale}/pageeditor-api/nav: menu and footer from the page tree */
import { createTestCms, snapshotOf, VOLATILE, type TestCms } from '../test/createTestCms';
import { createSiteTree } from '../test/fixtures/pageeditor';
import { createStory } from '../test/fixtures/content';

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

describe('?news=N: the site frame’s latest stories with the navigation', () => {
  beforeAll(async () => {
    await createStory(cms.db, { title_de: 'Älter', title_en: 'Older', date: '2026-01-10' });
    await createStory(cms.db, { title_de: 'Hervorgehoben', title_en: 'Highlighted', date: '2025-05-01', is_highlight: true });
    await createStory(cms.db, { title_de: 'Neu', title_en: 'New', date: '2026-03-01' });
    await createStory(cms.db, { title_de: 'Offline', date: '2026-04-01', is_online: false });
  });

  test.each(['de', 'en'] as const)('%s: the stories the articles teaser lists first, with the title, date and address in the language', async (locale) => {
    const nav = await cms.request.get(`/${locale}/pageeditor-api/nav?news=3`).expect(200);
    const teaser = await cms.request.get(`/${locale}/api/articles-teaser/?limit=3`).expect(200);
    const expected = teaser.body.results.map((story: { id: number; title: string; date: string; url: Record<string, string> }) => ({ id: story.id, title: story.title, date: story.date, url: story.url[locale] }));
    expect(nav.body.news).toEqual(expected);
    expect(nav.body.news.map((story: { title: string }) => story.title)).toEqual(locale === 'de' ? ['Hervorgehoben', 'Neu', 'Älter'] : ['Highlighted', 'New', 'Older']);
    // the menus are the same as without news
    const plain = await cms.request.get(`/${locale}/pageeditor-api/nav`).expect(200);
    expect({ menu: nav.body.menu, footer: nav.body.footer }).toEqual(plain.body);
  });

  test('as many as asked for; without the parameter, no news', async () => {
    expect((await cms.request.get('/de/pageeditor-api/nav?news=1').expect(200)).body.news).toHaveLength(1);
    expect((await cms.request.get('/de/pageeditor-api/nav').expect(200)).body).not.toHaveProperty('news');
  });

  test.each(['0', '-1', 'drei', '1.5', '25'])('news=%s is refused with the field named', async (value) => {
    const res = await cms.request.get(`/de/pageeditor-api/nav?news=${value}`).expect(400);
    expect(res.body.errors).toHaveProperty('news');
  });
});
