/** Page versions: list, read, restore; versions taken by every write. */
import { eq } from 'drizzle-orm';
import { images, modules, page_versions, pages } from '../../db/schema';
import { createTestCms, snapshotOf, VOLATILE, type TestCms } from '../../test/createTestCms';
import { createEditor, createPage } from '../../test/fixtures';
import { createImageRow } from '../../test/fixtures/content';
import { createModule, createSection, csrfTokenOf, loginAs, write, type Agent } from '../../test/fixtures/pageeditor';
import { PAGE_VERSIONS_KEPT, recordVersion } from '../../content/pageVersions';

let cms: TestCms;
let editor: Agent;
let page: Awaited<ReturnType<typeof createPage>>;
let otherPage: Awaited<ReturnType<typeof createPage>>;
let section: Awaited<ReturnType<typeof createSection>>;
let enSection: Awaited<ReturnType<typeof createSection>>;
let quote: Awaited<ReturnType<typeof createModule>>;
let initialId: number;
let afterAddId: number;

const VERSION = { id: expect.any(Number), created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) };

beforeAll(async () => {
  cms = await createTestCms();
  const image = await createImageRow(cms.db);
  page = await createPage(cms.db, { slug_de: 'geschichte', slug_en: 'history', title_de: 'Geschichte', title_en: 'History', header_image_id: image.id });
  otherPage = await createPage(cms.db, { slug_de: 'andere', slug_en: 'other' });
  section = await createSection(cms.db, { slug: 'geschichte-main', object_id: page.id, layout: 3 });
  enSection = await createSection(cms.db, { locale: 'en', slug: 'history-main', object_id: page.id });
  quote = await createModule(cms.db, { section_id: section.id, model: 'quote', column: 1, data: { content: 'Am Anfang', author: '', anchor: '' } });
  const faq = await createModule(cms.db, { section_id: section.id, model: 'faq', data: { anchor: '' } });
  await createModule(cms.db, { section_id: section.id, model: 'faq-item', parent_id: faq.id, data: { content: '1880?', text: '<p>Ja</p>' } });
  await createModule(cms.db, { section_id: enSection.id, model: 'quote', data: { content: 'In the beginning', author: '', anchor: '' } });
  await createEditor(cms.db, { username: 'erika' });
  editor = await loginAs(cms, 'erika');
});
afterAll(() => cms?.close());

const pageJson = async (locale = 'de', slug = 'geschichte') => (await editor.get(`/${locale}/pageeditor-api/page/${slug}`).expect(200)).body;

test('a page never edited has no versions', async () => {
  const res = await editor.get(`/de/pageeditor-api/page/${page.id}/versions/`).expect(200);
  expect(res.body).toEqual([]);
});

test('the first write records the state before it ("initial") and after it', async () => {
  await write(editor, 'post', '/de/pageeditor-api/headline/').send({ section: section.id, headline_level: 2, content: 'Seit 1880' }).expect(201);
  const res = await editor.get(`/de/pageeditor-api/page/${page.id}/versions/`).expect(200);
  expect(snapshotOf(res)).toMatchSnapshot({ ...VOLATILE, body: [VERSION, VERSION] });
  [afterAddId, initialId] = res.body.map((v: { id: number }) => v.id);
});

test('GET versions/{id}/: the page as it was, version_id set; ?version_id= on the page URL is the same', async () => {
  const res = await editor.get(`/de/pageeditor-api/page/${page.id}/versions/${initialId}/`).expect(200);
  expect(res.body.version_id).toBe(initialId);
  expect(res.body.modules[0].modules.map((m: { model: string }) => m.model)).toEqual(['faq', 'quote']);
  const viaQuery = await editor.get(`/de/pageeditor-api/page/geschichte?version_id=${initialId}`).expect(200);
  expect(viaQuery.body).toEqual(res.body);
  const live = await pageJson();
  expect(live.modules[0].modules.map((m: { model: string }) => m.model)).toEqual(['faq', 'headline', 'quote']);
});

test('restore: content, sections and modules of every locale come back with their ids; recorded as a new version', async () => {
  // damage: delete the German section, edit the English quote, change the title, take the page offline
  await write(editor, 'delete', `/de/pageeditor-api/container/${section.id}/`).expect(204);
  const enQuote = (await pageJson('en', 'history')).modules[0].modules[0];
  await write(editor, 'patch', `/en/pageeditor-api/quote/${enQuote.id}/`).send({ content: 'Changed' }).expect(200);
  await cms.db.update(pages).set({ title_de: 'Neuer Titel', is_online: false }).where(eq(pages.id, page.id));

  const before = await pageJson();
  const restored = await write(editor, 'post', `/de/pageeditor-api/page/${page.id}/versions/${initialId}/restore/`).expect(200);
  expect(snapshotOf(restored)).toMatchSnapshot(VOLATILE);
  expect(restored.body).toMatchObject({ title: 'Geschichte', is_online: false, version_id: null });
  expect(restored.body.modules[0]).toMatchObject({ id: section.id, slug: 'geschichte-main', layout: 3 });
  expect(restored.body.modules[0].modules.find((m: { id: number }) => m.id === quote.id)).toBeDefined();
  expect((await pageJson('en', 'history')).modules[0].modules[0].data.content).toBe('In the beginning');
  expect(before.modules).toEqual([]);

  const versions = (await editor.get(`/de/pageeditor-api/page/${page.id}/versions/`).expect(200)).body;
  expect(versions[0]).toMatchObject({ note: `restored version ${initialId}`, author: 'erika' });
});

test('a restored image that no longer exists becomes null', async () => {
  const image = await createImageRow(cms.db);
  await cms.db.update(pages).set({ og_image_id: image.id }).where(eq(pages.id, page.id));
  await write(editor, 'post', '/de/pageeditor-api/quote/').send({ section: section.id, content: 'Mit Bild' }).expect(201);
  const [latest] = (await editor.get(`/de/pageeditor-api/page/${page.id}/versions/`)).body;
  await cms.db.delete(images).where(eq(images.id, image.id));
  const res = await write(editor, 'post', `/de/pageeditor-api/page/${page.id}/versions/${latest.id}/restore/`).expect(200);
  expect(res.body.og_image).toBeNull();
});

test('restoring an after-state works too', async () => {
  const res = await write(editor, 'post', `/de/pageeditor-api/page/${page.id}/versions/${afterAddId}/restore/`).expect(200);
  expect(res.body.modules[0].modules.map((m: { model: string }) => m.model)).toEqual(['faq', 'headline', 'quote']);
});

test('404s: unknown page, unknown version, version of another page', async () => {
  await editor.get('/de/pageeditor-api/page/99999/versions/').expect(404);
  await editor.get(`/de/pageeditor-api/page/${page.id}/versions/99999/`).expect(404);
  await editor.get(`/de/pageeditor-api/page/${otherPage.id}/versions/${initialId}/`).expect(404);
  await write(editor, 'post', `/de/pageeditor-api/page/${otherPage.id}/versions/${initialId}/restore/`).expect(404);
  await editor.get('/de/pageeditor-api/page/abc/versions/').expect(400);
});

test('visitors get 401 and change nothing; restore needs CSRF', async () => {
  const visitor = cms.newAgent();
  const token = await csrfTokenOf(visitor);
  await visitor.get(`/de/pageeditor-api/page/${page.id}/versions/`).expect(401);
  await visitor.get(`/de/pageeditor-api/page/${page.id}/versions/${initialId}/`).expect(401);
  const count = (await cms.db.select().from(page_versions)).length;
  const moduleCount = (await cms.db.select().from(modules)).length;
  await visitor.post(`/de/pageeditor-api/page/${page.id}/versions/${initialId}/restore/`).set('X-CSRFToken', token).expect(401);
  await editor.post(`/de/pageeditor-api/page/${page.id}/versions/${initialId}/restore/`).expect(403);
  expect((await cms.db.select().from(page_versions)).length).toBe(count);
  expect((await cms.db.select().from(modules)).length).toBe(moduleCount);
});

test(`only the newest ${PAGE_VERSIONS_KEPT} versions of a page are kept`, async () => {
  for (let i = 0; i < PAGE_VERSIONS_KEPT + 3; i++) await recordVersion(cms.db, otherPage.id, null, `v${i}`);
  const rows = await cms.db.select().from(page_versions).where(eq(page_versions.page_id, otherPage.id));
  expect(rows).toHaveLength(PAGE_VERSIONS_KEPT);
  expect(rows.map((r) => r.note)).not.toContain('v2');
  expect(rows.map((r) => r.note)).toContain('v3');
});
