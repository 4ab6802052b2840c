/** GET /{locale}/pageeditor-api/page/ and /page/{slug...} */
import { eq } from 'drizzle-orm';
import { pages } from '../../db/schema';
import { createTestCms, snapshotOf, VOLATILE, type TestCms } from '../../test/createTestCms';
import { createEditor } from '../../test/fixtures';
import { createImageRow } from '../../test/fixtures/content';
import { createModule, createSection, createSiteTree, loginAs, type Agent } from '../../test/fixtures/pageeditor';

let cms: TestCms;
let site: Awaited<ReturnType<typeof createSiteTree>>;
let editor: Agent;

beforeAll(async () => {
  cms = await createTestCms();
  site = await createSiteTree(cms.db);
  const header = await createImageRow(cms.db, {
    renditions: {
      large: { width: 1600, height: 900, webp: 'r/h-large.webp', avif: 'r/h-large.avif', jpeg: 'r/h-large.jpg' },
      horizontal: { width: 1240, height: 700, webp: 'r/h-hor.webp', avif: 'r/h-hor.avif', jpeg: 'r/h-hor.jpg' },
    },
  });
  const teaserImage = await createImageRow(cms.db);
  await cms.db
    .update(pages)
    .set({ header_image_id: header.id, og_image_id: header.id, page_type: 'with-header-image', meta_title_de: 'Über uns | Orchester', og_title_en: 'About the orchestra' })
    .where(eq(pages.id, site.about.id));

  // German: a two-column section (headline | FAQ with two items) and a one-column section
  const main = await createSection(cms.db, { slug: 'ueber-uns-main', object_id: site.about.id, layout: 1, order: 0 });
  await createModule(cms.db, { section_id: main.id, model: 'headline', column: 0, order: 1, data: { headline_level: 2, content: 'Zweite', preline: '', subline: '', anchor: '', extra_class: '' } });
  await createModule(cms.db, { section_id: main.id, model: 'headline', column: 0, order: 0, data: { headline_level: 2, content: 'Erste', preline: '', subline: '', anchor: '', extra_class: '' } });
  const faq = await createModule(cms.db, { section_id: main.id, model: 'faq', column: 1, order: 0, data: { anchor: 'fragen' } });
  await createModule(cms.db, { section_id: main.id, model: 'faq-item', parent_id: faq.id, column: 1, order: 1, data: { content: 'Frage B', text: '<p>B</p>' } });
  await createModule(cms.db, { section_id: main.id, model: 'faq-item', parent_id: faq.id, column: 1, order: 0, data: { content: 'Frage A', text: '<p>A</p>' } });
  const second = await createSection(cms.db, { slug: 'ueber-uns-teaser', object_id: site.about.id, order: 1 });
  await createModule(cms.db, {
    section_id: second.id,
    model: 'full-teaser',
    data: { image: teaserImage.id, image_url: '', headline: 'Abo', text: 'Jetzt buchen', extra_class: 'default' },
  });
  // English
  const en = await createSection(cms.db, { locale: 'en', slug: 'about-main', object_id: site.about.id });
  await createModule(cms.db, { section_id: en.id, model: 'text', data: { content: '<p>Hello</p>', anchor: '', add_additional_space: false } });

  await createEditor(cms.db, { username: 'erika' });
  editor = await loginAs(cms, 'erika');
});
afterAll(() => cms?.close());

describe('GET /{locale}/pageeditor-api/page/', () => {
  test('the home page', async () => {
    const res = await cms.newAgent().get('/de/pageeditor-api/page/').expect(200);
    expect(snapshotOf(res)).toMatchSnapshot(VOLATILE);
  });

  test('also without trailing slash and locale prefix', async () => {
    expect((await cms.newAgent().get('/pageeditor-api/page').expect(200)).body.id).toBe(site.home.id);
  });
});

describe('GET /{locale}/pageeditor-api/page/{slug}', () => {
  test('a German page: sections in order, modules as a tree by column and order, images resolved', async () => {
    const res = await cms.newAgent().get('/de/pageeditor-api/page/ueber-uns').expect(200);
    expect(snapshotOf(res)).toMatchSnapshot(VOLATILE);
  });

  test('the same page in English has the English sections and texts', async () => {
    const res = await cms.newAgent().get('/en/pageeditor-api/page/about/').expect(200);
    expect(snapshotOf(res)).toMatchSnapshot(VOLATILE);
  });

  test.each(['ueber-uns/team', 'ueber-uns/team/', '/ueber-uns/team'])('a nested page: %s', async (slug) => {
    const res = await cms.newAgent().get(`/de/pageeditor-api/page/${slug}`).expect(200);
    expect(res.body).toMatchObject({ id: site.team.id, urls: { de: '/de/ueber-uns/team', en: '/en/about/team' }, parent: { id: site.about.id, title: 'Über uns', url: '/de/ueber-uns' } });
  });

  test('a page without an English URL is not found in English', async () => {
    await cms.newAgent().get('/de/pageeditor-api/page/nur-deutsch').expect(200);
    await cms.newAgent().get('/en/pageeditor-api/page/nur-deutsch').expect(404);
  });

  test('unknown slug -> 404 JSON', async () => {
    const res = await cms.newAgent().get('/de/pageeditor-api/page/gibt-es/nicht').expect(404);
    expect(snapshotOf(res)).toMatchSnapshot();
  });

  test('an offline page: 404 for visitors, visible to editors and never cached', async () => {
    await cms.newAgent().get('/de/pageeditor-api/page/intern').expect(404);
    const res = await editor.get('/de/pageeditor-api/page/intern').expect(200);
    expect(res.body).toMatchObject({ id: site.intern.id, is_online: false, urls: { de: '/de/intern' } });
    expect(res.body.urls).not.toHaveProperty('en');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  test('bad version_id -> 400; unknown query parameter -> 400', async () => {
    await cms.newAgent().get('/de/pageeditor-api/page/ueber-uns?version_id=abc').expect(400);
    await cms.newAgent().get('/de/pageeditor-api/page/ueber-uns?foo=1').expect(400);
  });

  test('version_id is ignored for visitors; editors get 404 for a version of another page', async () => {
    const visitor = await cms.newAgent().get('/de/pageeditor-api/page/ueber-uns?version_id=999').expect(200);
    expect(visitor.body.version_id).toBeNull();
    await editor.get('/de/pageeditor-api/page/ueber-uns?version_id=999').expect(404);
  });
});
