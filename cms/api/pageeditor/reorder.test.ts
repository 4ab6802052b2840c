/** POST /{locale}/pageeditor-api/reorder/ */
import { eq } from 'drizzle-orm';
import { modules } from '../../db/schema';
import { createTestCms, snapshotOf, VOLATILE, type TestCms } from '../../test/createTestCms';
import { createEditor, createPage } from '../../test/fixtures';
import { createModule, createSection, loginAs, write, type Agent } from '../../test/fixtures/pageeditor';

let cms: TestCms;
let editor: Agent;
let section: Awaited<ReturnType<typeof createSection>>;
let other: Awaited<ReturnType<typeof createSection>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  cms = await createTestCms();
  const page = await createPage(cms.db, { slug_de: 'reihenfolge', slug_en: 'order' });
  section = await createSection(cms.db, { slug: 'reihenfolge-main', object_id: page.id, layout: 3 });
  other = await createSection(cms.db, { slug: 'andere', object_id: page.id });
  const q = (content: string) => ({ content, author: '', anchor: '' });
  ids.a = (await createModule(cms.db, { section_id: section.id, model: 'quote', column: 0, order: 0, data: q('A') })).id;
  ids.b = (await createModule(cms.db, { section_id: section.id, model: 'quote', column: 0, order: 1, data: q('B') })).id;
  ids.faq = (await createModule(cms.db, { section_id: section.id, model: 'faq', column: 1, order: 0, data: { anchor: '' } })).id;
  ids.q1 = (await createModule(cms.db, { section_id: section.id, model: 'faq-item', parent_id: ids.faq, column: 1, order: 0, data: { content: 'Q1', text: '' } })).id;
  ids.q2 = (await createModule(cms.db, { section_id: section.id, model: 'faq-item', parent_id: ids.faq, column: 1, order: 1, data: { content: 'Q2', text: '' } })).id;
  ids.faq2 = (await createModule(cms.db, { section_id: section.id, model: 'faq', column: 1, order: 1, data: { anchor: '' } })).id;
  ids.foreign = (await createModule(cms.db, { section_id: other.id, model: 'quote', data: q('X') })).id;
  await createEditor(cms.db, { username: 'erika' });
  editor = await loginAs(cms, 'erika');
});
afterAll(() => cms?.close());

const snapshotOfModules = async () =>
  (await cms.db.select().from(modules).where(eq(modules.section_id, section.id))).map((m) => [m.id, m.parent_id, m.column, m.order]).sort();

test('moves modules between columns and parents in one go, answers the section', async () => {
  const res = await write(editor, 'post', '/de/pageeditor-api/reorder/')
    .send({
      section: section.id,
      items: [
        { id: ids.b, column: 0, order: 0, parent: null },
        { id: ids.a, column: 1, order: 2, parent: null },
        { id: ids.faq, column: 0, order: 1, parent: null },
        { id: ids.q2, column: 1, order: 0, parent: ids.faq2 },
        { id: ids.q1, column: 0, order: 5, parent: ids.faq },
      ],
    })
    .expect(200);
  expect(snapshotOf(res)).toMatchSnapshot(VOLATILE);
  // children follow their parent's column: q1 (faq, column 0), q2 (faq2, column 1)
  const rows = Object.fromEntries((await cms.db.select().from(modules).where(eq(modules.section_id, section.id))).map((m) => [m.id, m]));
  expect(rows[ids.q1]).toMatchObject({ parent_id: ids.faq, column: 0, order: 5 });
  expect(rows[ids.q2]).toMatchObject({ parent_id: ids.faq2, column: 1, order: 0 });
});

test.each([
  ['a module of another section', () => ({ items: [{ id: ids.foreign, column: 0, order: 0, parent: null }] }), 'items'],
  ['an unknown module', () => ({ items: [{ id: 99999, column: 0, order: 0, parent: null }] }), 'items'],
  ['the same module twice', () => ({ items: [{ id: ids.a, column: 0, order: 0 }, { id: ids.a, column: 0, order: 1 }] }), 'items'],
  ['a column beyond the layout', () => ({ items: [{ id: ids.a, column: 0, order: 0 }, { id: ids.b, column: 2, order: 0, parent: null }] }), 'items.1.column'],
  ['a child without parent', () => ({ items: [{ id: ids.q1, column: 0, order: 0, parent: null }] }), 'items.0.parent'],
  ['a child under the wrong parent', () => ({ items: [{ id: ids.q1, column: 0, order: 0, parent: ids.a }] }), 'items.0.parent'],
  ['a parent for a top-level module', () => ({ items: [{ id: ids.a, column: 0, order: 0, parent: ids.faq }] }), 'items.0.parent'],
  ['a module as its own parent', () => ({ items: [{ id: ids.faq, column: 0, order: 0, parent: ids.faq }] }), 'items.0.parent'],
])('%s -> 400 and nothing moves (atomic)', async (_name, body, field) => {
  const before = await snapshotOfModules();
  const res = await write(editor, 'post', '/en/pageeditor-api/reorder/').send({ section: section.id, ...body() }).expect(400);
  expect(Object.keys(res.body.errors)).toContain(field);
  expect(await snapshotOfModules()).toEqual(before);
});

test.each([
  [{ items: [] }],
  [{ section: 'x', items: [] }],
  [{ section: 1, items: 'all' }],
  [{ section: 1, items: [{ id: 1 }] }],
  [{ section: 1, items: [{ id: 1, column: 'left', order: 0 }] }],
])('wrong types %j -> 400', async (body) => {
  await write(editor, 'post', '/de/pageeditor-api/reorder/').send(body).expect(400);
});

test('unknown section -> 400', async () => {
  const res = await write(editor, 'post', '/en/pageeditor-api/reorder/').send({ section: 99999, items: [] }).expect(400);
  expect(res.body.errors).toEqual({ section: ['This section does not exist.'] });
});

test('visitors -> 401 and nothing moves', async () => {
  const before = await snapshotOfModules();
  const visitor = cms.newAgent();
  const token = (await visitor.get('/de/pageeditor-api/user')).headers['set-cookie'];
  expect(token).toBeDefined();
  const csrf = /csrftoken=([^;]+)/.exec(String(token))![1];
  await visitor.post('/de/pageeditor-api/reorder/').set('X-CSRFToken', csrf).send({ section: section.id, items: [{ id: ids.a, column: 1, order: 0 }] }).expect(401);
  expect(await snapshotOfModules()).toEqual(before);
});

describe('stale structural writes (two editors)', () => {
  let second: Agent;
  beforeAll(async () => {
    await createEditor(cms.db, { username: 'zora', first_name: 'Zora', last_name: 'Zweit' });
    second = await loginAs(cms, 'zora');
  });

  test('a reorder based on an older version of the section answers 409 stale with the section now and who changed it; nothing moves', async () => {
    const start = await editor.get(`/de/pageeditor-api/container/${section.id}/`).expect(200);
    const version: number = start.body.version;
    // Zora reorders first: the section's version goes up
    const theirs = await write(second, 'post', '/de/pageeditor-api/reorder/').send({ section: section.id, version, items: [{ id: ids.a, column: 0, order: 0 }, { id: ids.b, column: 0, order: 1 }] }).expect(200);
    expect(theirs.body.version).toBe(version + 1);
    const before = await snapshotOfModules();
    // Erika's reorder is based on what she loaded
    const mine = await write(editor, 'post', '/de/pageeditor-api/reorder/').send({ section: section.id, version, items: [{ id: ids.b, column: 0, order: 0 }, { id: ids.a, column: 0, order: 1 }] }).expect(409);
    expect(mine.body).toMatchObject({
      code: 'stale',
      message: 'Zora Zweit hat diesen Abschnitt inzwischen geändert.',
      // what she did, as the page's history names it
      conflict: { changed_by: 'Zora Zweit', current: { id: section.id, version: version + 1 }, change: { action: 'reordered', target: 'section', target_id: section.id, label: 'reihenfolge-main' } },
    });
    expect(await snapshotOfModules()).toEqual(before);
    // overwrite: sent again based on the current version
    await write(editor, 'post', '/en/pageeditor-api/reorder/').send({ section: section.id, version: version + 1, items: [{ id: ids.b, column: 0, order: 0 }, { id: ids.a, column: 0, order: 1 }] }).expect(200);
  });

  test("a reorder after the other editor added a module to the section names that module's entry of the history, deleted ones too", async () => {
    const start = (await editor.get(`/de/pageeditor-api/container/${section.id}/`).expect(200)).body.version as number;
    const added = await write(second, 'post', '/de/pageeditor-api/quote/').send({ section: section.id, column: 0, content: 'Zoras Zitat', author: '', anchor: '' }).expect(201);
    // a change of another section by her since does not hide it
    await write(second, 'put', `/de/pageeditor-api/quote/${ids.foreign}/`).send({ content: 'Anderswo' }).expect(200);
    const items = [{ id: ids.b, column: 0, order: 0 }, { id: ids.a, column: 0, order: 1 }];
    const mine = await write(editor, 'post', '/de/pageeditor-api/reorder/').send({ section: section.id, version: start, items }).expect(409);
    expect(mine.body.conflict).toMatchObject({ changed_by: 'Zora Zweit', change: { action: 'added', target: 'module', model: 'quote', target_id: added.body.id, label: 'Zoras Zitat', locale: 'de' } });
    const now = (await editor.get(`/de/pageeditor-api/container/${section.id}/`).expect(200)).body.version as number;
    await write(second, 'delete', `/de/pageeditor-api/quote/${added.body.id}/`).expect(204);
    const again = await write(editor, 'post', '/de/pageeditor-api/reorder/').send({ section: section.id, version: now, items }).expect(409);
    expect(again.body.conflict.change).toMatchObject({ action: 'deleted', model: 'quote', target_id: added.body.id, label: 'Zoras Zitat' });
  });

  test('deleting a section someone changed meanwhile answers 409 stale (in the editor language) and keeps it', async () => {
    const doomed = await createSection(cms.db, { slug: 'weg-damit', object_id: section.object_id });
    await write(second, 'patch', `/de/pageeditor-api/container/${doomed.id}/`).send({ version: doomed.version, layout: 1 }).expect(200);
    const stale = await write(editor, 'delete', `/en/pageeditor-api/container/${doomed.id}/?version=${doomed.version}`).expect(409);
    expect(stale.body).toMatchObject({ code: 'stale', message: 'Zora Zweit has changed this section in the meantime.' });
    await editor.get(`/de/pageeditor-api/container/${doomed.id}/`).expect(200);
    await write(editor, 'delete', `/de/pageeditor-api/container/${doomed.id}/?version=${doomed.version + 1}`).expect(204);
    await editor.get(`/de/pageeditor-api/container/${doomed.id}/`).expect(404);
  });
});
