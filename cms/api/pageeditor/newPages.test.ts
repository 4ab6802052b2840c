/** New pages and language versions from the page editor (issue 45 items 3 and 7). */
import { createTestCms, type TestCms } from '../../test/createTestCms';
import { createEditor, createPage } from '../../test/fixtures';
import { createModule, createSection, loginAs, write, type Agent } from '../../test/fixtures/pageeditor';

let cms: TestCms;
let erika: Agent;
let visitor: Agent;
let parent: Awaited<ReturnType<typeof createPage>>;
let germanOnly: Awaited<ReturnType<typeof createPage>>;

const status = async (id: number) => (await erika.get(`/de/pageeditor-api/publication/page/${id}/`).expect(200)).body;

beforeAll(async () => {
  cms = await createTestCms();
  parent = await createPage(cms.db, { slug_de: 'orchester', slug_en: 'orchestra', title_de: 'Orchester', title_en: 'Orchestra' });
  await createPage(cms.db, { slug_de: 'faq', slug_en: 'faq', title_de: 'Fragen', title_en: 'Questions' });
  germanOnly = await createPage(cms.db, { parent_id: parent.id, slug_de: 'geschichte', slug_en: '', path_de: '/de/orchester/geschichte/', path_en: null, title_de: 'Geschichte', title_en: '' });
  const section = await createSection(cms.db, { slug: 'geschichte-eins', object_id: germanOnly.id });
  await createModule(cms.db, { section_id: section.id, model: 'text', data: { content: '<p>Siehe <a href="/de/faq">die Fragen</a>.</p>' } });
  await createEditor(cms.db, { username: 'erika', first_name: 'Erika', last_name: 'Muster' });
  erika = await loginAs(cms, 'erika');
  visitor = cms.newAgent();
});
afterAll(() => cms?.close());

test('the parents by title, in tree order, and a slug suggested free below the parent', async () => {
  const { pages } = (await erika.get('/de/pageeditor-api/pages/parents/').expect(200)).body as { pages: { id: number; title: string; depth: number }[] };
  const orchestra = pages.findIndex((p) => p.id === parent.id);
  expect(pages[orchestra]).toMatchObject({ title: 'Orchester', depth: 0 });
  expect(pages[orchestra + 1]).toMatchObject({ id: germanOnly.id, title: 'Geschichte', depth: 1 });
  expect((await erika.get('/en/pageeditor-api/pages/parents/').expect(200)).body.pages.find((p: { id: number }) => p.id === parent.id).title).toBe('Orchestra');
  const slug = (query: string) => erika.get(`/de/pageeditor-api/pages/slug/?${query}`).expect(200);
  expect((await slug(`title=${encodeURIComponent('Geschichte & Gegenwart')}&parent_id=${parent.id}`)).body.slug).toBe('geschichte-gegenwart');
  // taken below that parent: made unique
  expect((await slug(`title=Geschichte&parent_id=${parent.id}`)).body.slug).toBe('geschichte-2');
  // the English version of a page: below its parent's English address; the page itself does not count
  expect((await slug(`title=History&page_id=${germanOnly.id}&to=en`)).body.slug).toBe('history');
  expect((await slug(`title=Geschichte&page_id=${germanOnly.id}`)).body.slug).toBe('geschichte');
  await erika.get('/de/pageeditor-api/pages/slug/?title=x&page_id=999999').expect(404);
  await visitor.get('/de/pageeditor-api/pages/parents/').expect(401);
});

test("'Neue Seite': bad input gets its message at the field, in the editor's language; a good one makes an offline page", async () => {
  const create = (locale: string, body: object) => write(erika, 'post', `/${locale}/pageeditor-api/pages/`).send(body);
  expect((await create('de', { title: ' ', slug: '', parent_id: null }).expect(400)).body.errors).toEqual({ title: ['Bitte einen Titel eingeben.'], slug: ['Bitte eine Adresse (Slug) eingeben.'] });
  expect((await create('en', { title: 'X', slug: 'Not Valid', parent_id: null }).expect(400)).body.errors.slug[0]).toMatch(/lower-case letters/);
  expect((await create('de', { title: 'Geschichte', slug: 'geschichte', parent_id: parent.id }).expect(400)).body.errors.slug[0]).toBe('Eine andere Seite hat bereits diese Adresse. Bitte eine andere wählen.');
  expect((await create('de', { title: 'X', slug: 'x', parent_id: 999999 }).expect(400)).body.errors.parent_id[0]).toBe('Die übergeordnete Seite gibt es nicht mehr.');
  expect((await create('en', { title: 'Chapter', slug: 'chapter', parent_id: germanOnly.id }).expect(400)).body.errors.parent_id[0]).toMatch(/parent page has no English version/);
  await create('de', { title: 1, slug: 'x', parent_id: null }).expect(400);
  const res = await create('de', { title: 'Gegenwart', slug: 'gegenwart', parent_id: parent.id }).expect(200);
  expect(res.body.url).toBe('/de/orchester/gegenwart');
  const page = await erika.get('/de/pageeditor-api/page/orchester/gegenwart').expect(200);
  expect(page.body).toMatchObject({ id: res.body.id, title: 'Gegenwart', is_online: false, urls: { de: '/de/orchester/gegenwart' } });
  expect(page.body.urls.en).toBeUndefined();
  await visitor.get('/de/pageeditor-api/page/orchester/gegenwart').expect(404);
  const versions = (await erika.get(`/de/pageeditor-api/page/${res.body.id}/versions/`).expect(200)).body;
  expect(JSON.stringify(versions)).toContain('editorCreated');
  // a new empty page has no unpublished changes to show
  expect((await status(res.body.id)).draft_locales).toEqual([]);
});

test('the English version made from the German page: a draft visitors do not see until English is published', async () => {
  const create = (body: object) => write(erika, 'post', `/de/pageeditor-api/pages/${germanOnly.id}/version/`).send(body);
  expect((await create({ to: 'en', title: '', slug: 'history', copy: true }).expect(400)).body.errors.title).toEqual(['Bitte einen Titel eingeben.']);
  expect((await create({ to: 'en', title: 'History', slug: 'orchestra', copy: true }).expect(200)).body).toEqual({ url: '/en/orchestra/orchestra', copied: 1 });
  // again: it has one now
  expect((await create({ to: 'en', title: 'History', slug: 'history', copy: true }).expect(409)).body.message).toBe('Diese Seite hat schon eine Fassung auf Englisch.');

  // editors see the English draft with its copied text, the link rewritten to its English counterpart
  const english = await erika.get('/en/pageeditor-api/page/orchestra/orchestra').expect(200);
  expect(english.body.title).toBe('History');
  expect(JSON.stringify(english.body.modules)).toContain('href=\\"/en/faq\\"');
  expect(english.body.urls).toEqual({ de: '/de/orchester/geschichte', en: '/en/orchestra/orchestra' });
  // visitors: 404 there, and the German page names no English address (language switch, hreflang)
  await visitor.get('/en/pageeditor-api/page/orchestra/orchestra').expect(404);
  expect((await visitor.get('/de/pageeditor-api/page/orchester/geschichte').expect(200)).body.urls).toEqual({ de: '/de/orchester/geschichte' });
  expect((await status(germanOnly.id)).draft_locales).toEqual(['en']);

  // publishing German only leaves English hidden
  await write(erika, 'post', `/de/pageeditor-api/publication/page/${germanOnly.id}/publish/`).send({ locales: ['de'] }).expect(200);
  await visitor.get('/en/pageeditor-api/page/orchestra/orchestra').expect(404);
  // publishing English shows it
  const published = await write(erika, 'post', `/en/pageeditor-api/publication/page/${germanOnly.id}/publish/`).send({ locales: ['en'] }).expect(200);
  expect(published.body).toMatchObject({ changed: true, draft_locales: [] });
  const seen = await visitor.get('/en/pageeditor-api/page/orchestra/orchestra').expect(200);
  expect(JSON.stringify(seen.body.modules)).toContain('href=\\"/en/faq\\"');
  expect((await visitor.get('/de/pageeditor-api/page/orchester/geschichte').expect(200)).body.urls).toEqual({ de: '/de/orchester/geschichte', en: '/en/orchestra/orchestra' });

  // undoing that publish hides the English version again
  const { published_at, draft_updated_at, is_online } = published.body;
  await write(erika, 'post', `/en/pageeditor-api/publication/page/${germanOnly.id}/undo-publish/`).send({ based_on: { published_at, draft_updated_at, is_online } }).expect(200);
  await visitor.get('/en/pageeditor-api/page/orchestra/orchestra').expect(404);
  expect((await status(germanOnly.id)).draft_locales).toEqual(['en']);
});

test('a version below a parent without one, a slug taken, an unknown page: clear errors', async () => {
  const child = await createPage(cms.db, { parent_id: germanOnly.id, slug_de: 'kapitel', slug_en: '', path_de: '/de/orchester/geschichte/kapitel/', path_en: null, title_de: 'Kapitel', title_en: '' });
  const other = await createPage(cms.db, { slug_de: 'ohne', slug_en: '', path_en: null, title_de: 'Ohne', title_en: '', page_type: 'default' });
  const create = (id: number, body: object, locale = 'en') => write(erika, 'post', `/${locale}/pageeditor-api/pages/${id}/version/`).send(body);
  // germanOnly has an English address now (hidden): its child may get one
  expect((await create(child.id, { to: 'en', title: 'Chapter', slug: 'chapter', copy: false }).expect(200)).body).toEqual({ url: '/en/orchestra/orchestra/chapter', copied: 0 });
  expect((await create(other.id, { to: 'en', title: 'Questions', slug: 'faq', copy: false }).expect(400)).body.errors.slug[0]).toBe('Another page already has this address. Please choose another one.');
  await create(999999, { to: 'en', title: 'X', slug: 'x', copy: false }).expect(404);
  await create(other.id, { to: 'fr', title: 'X', slug: 'x', copy: false }).expect(400);
  // an empty version published: it shows, without modules
  expect((await create(other.id, { to: 'en', title: 'Without', slug: 'without', copy: true }).expect(200)).body.copied).toBe(0);
  await write(erika, 'post', `/en/pageeditor-api/publication/page/${other.id}/publish/`).send({ locales: ['en'] }).expect(200);
  await visitor.get('/en/pageeditor-api/page/without').expect(200);
});
