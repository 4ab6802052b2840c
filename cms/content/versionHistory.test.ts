/** Readable history entries (who did what to what) and the diff of two versions, on PGlite and PostgreSQL. */
import { createTestCms, type TestCms } from '../test/createTestCms';
import { createEditor, createPage } from '../test/fixtures';
import { createSection, loginAs, write, type Agent } from '../test/fixtures/pageeditor';
import type { PageVersion, VersionDiff } from '../../shared/contract/pages';

let cms: TestCms;
let editor: Agent;
let page: Awaited<ReturnType<typeof createPage>>;
let otherPage: Awaited<ReturnType<typeof createPage>>;
let section: Awaited<ReturnType<typeof createSection>>;
let enSection: Awaited<ReturnType<typeof createSection>>;

beforeAll(async () => {
  cms = await createTestCms();
  page = await createPage(cms.db, { slug_de: 'saison', slug_en: 'season', title_de: 'Saison', title_en: 'Season' });
  otherPage = await createPage(cms.db, { slug_de: 'anders', slug_en: 'different' });
  section = await createSection(cms.db, { slug: 'saison-main', object_id: page.id, layout: 3 });
  enSection = await createSection(cms.db, { locale: 'en', slug: 'season-main', object_id: page.id });
  await createEditor(cms.db, { username: 'demo', first_name: 'Demo', last_name: '' });
  editor = await loginAs(cms, 'demo');
});
afterAll(() => cms?.close());

const versions = async (): Promise<PageVersion[]> => (await editor.get(`/de/pageeditor-api/page/${page.id}/versions/`).expect(200)).body;
const diff = async (versionId: number, query = ''): Promise<VersionDiff> =>
  (await editor.get(`/en/pageeditor-api/page/${page.id}/versions/${versionId}/diff/${query}`).expect(200)).body;

let headlineId: number;
let textId: number;
let quoteId: number;

test('each entry names the action, the thing changed with its text, its language and the editor', async () => {
  headlineId = (await write(editor, 'post', '/de/pageeditor-api/headline/').send({ section: section.id, headline_level: 2, content: 'Saisonstart' }).expect(201)).body.id;
  textId = (await write(editor, 'post', '/de/pageeditor-api/text/').send({ section: section.id, content: '<p>Die <strong>neue</strong> Saison beginnt im Herbst.</p>' }).expect(201)).body.id;
  quoteId = (await write(editor, 'post', '/en/pageeditor-api/quote/').send({ section: enSection.id, content: 'Music is the answer', author: '' }).expect(201)).body.id;
  const list = await versions();
  expect(list.map((v) => v.change)).toEqual([
    { action: 'added', target: 'module', model: 'quote', target_id: quoteId, label: 'Music is the answer', locale: 'en' },
    { action: 'added', target: 'module', model: 'text', target_id: textId, label: 'Die neue Saison beginnt im Herbst.', locale: 'de' },
    { action: 'added', target: 'module', model: 'headline', target_id: headlineId, label: 'Saisonstart', locale: 'de' },
    { action: 'initial', target: 'page', model: null, target_id: null, label: '', locale: null },
  ]);
  expect(list[0]).toMatchObject({ author: 'demo', author_name: 'Demo', note: `quote ${quoteId} added` });
  expect(list[3]).toMatchObject({ author: null, author_name: null });
});

test('a deleted module is named by the version before; sections by their anchor; restores by the version', async () => {
  await write(editor, 'delete', `/en/pageeditor-api/quote/${quoteId}/`).expect(204);
  await write(editor, 'post', '/de/pageeditor-api/reorder/').send({ section: section.id, items: [{ id: textId, column: 0, order: 0 }, { id: headlineId, column: 0, order: 1 }] }).expect(200);
  const [reordered, deleted] = await versions();
  expect(deleted.change).toMatchObject({ action: 'deleted', model: 'quote', label: 'Music is the answer', locale: 'en' });
  expect(reordered.change).toMatchObject({ action: 'reordered', target: 'section', target_id: section.id, label: 'saison-main', locale: 'de' });
  const initial = (await versions()).at(-1)!;
  await write(editor, 'post', `/de/pageeditor-api/page/${page.id}/versions/${initial.id}/restore/`).expect(200);
  expect((await versions())[0].change).toEqual({ action: 'restored', target: 'version', model: null, target_id: initial.id, label: '', locale: null });
});

test('diff against the previous version: text changes per field, added, removed and moved modules', async () => {
  // start again from the restored (empty) page
  const h = (await write(editor, 'post', '/de/pageeditor-api/headline/').send({ section: section.id, headline_level: 2, content: 'Saisonstart' }).expect(201)).body.id;
  const tx = (await write(editor, 'post', '/de/pageeditor-api/text/').send({ section: section.id, content: '<p>Die Saison beginnt.</p>' }).expect(201)).body.id;
  const q = (await write(editor, 'post', '/de/pageeditor-api/quote/').send({ section: section.id, column: 1, content: 'Weg damit', author: '' }).expect(201)).body.id;
  const base = (await versions())[0].id;

  await write(editor, 'patch', `/de/pageeditor-api/headline/${h}/`).send({ content: 'Saisonstart 2027' }).expect(200);
  const changed = (await versions())[0].id;
  const d1 = await diff(changed);
  expect(d1).toMatchObject({ page: page.id, to: changed, fields: [], sections: [] });
  expect(d1.modules).toEqual([
    {
      id: h, model: 'headline', label: 'Saisonstart 2027', locale: 'de', status: 'changed', moved: false,
      fields: [{ field: 'content', before: 'Saisonstart', after: 'Saisonstart 2027' }],
      from: { section: 'saison-main', column: 0, position: 1, parent: null },
      to: { section: 'saison-main', column: 0, position: 1, parent: null },
    },
  ]);

  await write(editor, 'delete', `/de/pageeditor-api/quote/${q}/`).expect(204);
  await write(editor, 'post', '/de/pageeditor-api/reorder/').send({ section: section.id, items: [{ id: tx, column: 0, order: 0 }, { id: h, column: 0, order: 1 }] }).expect(200);
  const added = (await write(editor, 'post', '/de/pageeditor-api/link/').send({ section: section.id, content: 'Tickets', link_url: '/de/konzerte' }).expect(201)).body.id;
  const latest = (await versions())[0].id;

  // any two versions, in either order: always from the older to the newer
  const d2 = await diff(latest, `?against=${base}`);
  expect(d2.from).toBe(base);
  expect(await diff(base, `?against=${latest}`)).toEqual(d2);
  const byId = new Map(d2.modules.map((m) => [m.id, m]));
  expect(byId.get(q)).toMatchObject({ status: 'removed', label: 'Weg damit', from: { section: 'saison-main', column: 1, position: 1 }, to: null });
  expect(byId.get(added)).toMatchObject({ status: 'added', model: 'link', label: 'Tickets', from: null });
  expect(byId.get(h)).toMatchObject({ status: 'changed', moved: true, from: { position: 1 }, to: { position: 2 } });
  // one of the two swapped modules counts as moved, not both
  expect(byId.get(tx)).toBeUndefined();
  expect(d2.modules).toHaveLength(3);
});

test('diff of the first version compares with nothing; section layout and anchor changes are listed', async () => {
  const first = (await versions()).at(-1)!;
  expect((await diff(first.id)).from).toBeNull();
  await write(editor, 'patch', `/de/pageeditor-api/container/${section.id}/`).send({ layout: 0, slug: 'saisonauftakt' }).expect(200);
  const d = await diff((await versions())[0].id);
  expect(d.sections).toEqual([
    {
      id: section.id, locale: 'de', slug: 'saisonauftakt', status: 'changed',
      fields: [{ field: 'slug', before: 'saison-main', after: 'saisonauftakt' }, { field: 'layout', before: '3', after: '0' }],
    },
  ]);
});

test('diff errors: unknown version or one of another page 404, bad against 400, visitors 401', async () => {
  const [latest] = await versions();
  await editor.get(`/de/pageeditor-api/page/${page.id}/versions/99999/diff/`).expect(404);
  await editor.get(`/de/pageeditor-api/page/${page.id}/versions/${latest.id}/diff/?against=99999`).expect(404);
  await editor.get(`/de/pageeditor-api/page/${otherPage.id}/versions/${latest.id}/diff/`).expect(404);
  const bad = await editor.get(`/en/pageeditor-api/page/${page.id}/versions/${latest.id}/diff/?against=abc`).expect(400);
  expect(bad.body.errors.against).toBeDefined();
  await editor.get(`/de/pageeditor-api/page/${page.id}/versions/${latest.id}/diff/?other=1`).expect(400);
  await cms.newAgent().get(`/de/pageeditor-api/page/${page.id}/versions/${latest.id}/diff/`).expect(401);
});

test("the requests of one user action (an undo's X-Edit-Action) make one entry; another action makes its own", async () => {
  const before = (await versions()).length;
  const action = 'undo-1a2b3c4d';
  const h = (await write(editor, 'post', '/de/pageeditor-api/headline/').set('X-Edit-Action', action).send({ section: section.id, headline_level: 2, content: 'Eins' }).expect(201)).body.id;
  await write(editor, 'patch', `/de/pageeditor-api/headline/${h}/`).set('X-Edit-Action', action).send({ content: 'Zwei' }).expect(200);
  await write(editor, 'post', '/de/pageeditor-api/reorder/').set('X-Edit-Action', action).send({ section: section.id, items: [{ id: h, column: 0, order: 0 }] }).expect(200);
  const list = await versions();
  expect(list).toHaveLength(before + 1);
  // the entry shows the state after the action's last request
  expect((await diff(list[0].id)).modules).toEqual([expect.objectContaining({ id: h, status: 'added', label: 'Zwei' })]);
  await write(editor, 'patch', `/de/pageeditor-api/headline/${h}/`).set('X-Edit-Action', 'undo-5e6f7a8b').send({ content: 'Drei' }).expect(200);
  await write(editor, 'patch', `/de/pageeditor-api/headline/${h}/`).send({ content: 'Vier' }).expect(200);
  expect(await versions()).toHaveLength(before + 3);
});
