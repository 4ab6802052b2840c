/** Container sections: /{locale}/pageeditor-api/container/... */
import { and, eq } from 'drizzle-orm';
import { container_sections, modules } from '../../db/schema';
import { createTestCms, snapshotOf, VOLATILE, type TestCms } from '../../test/createTestCms';
import { createEditor, createPage } from '../../test/fixtures';
import { createEvent } from '../../test/fixtures/content';
import { createModule, createSection, loginAs, write, type Agent } from '../../test/fixtures/pageeditor';

let cms: TestCms;
let editor: Agent;
let page: Awaited<ReturnType<typeof createPage>>;
let offline: Awaited<ReturnType<typeof createPage>>;

beforeAll(async () => {
  cms = await createTestCms();
  page = await createPage(cms.db, { slug_de: 'kontakt', slug_en: 'contact', title_de: 'Kontakt' });
  offline = await createPage(cms.db, { slug_de: 'entwurf', slug_en: 'draft', is_online: false });
  await createEditor(cms.db, { username: 'erika' });
  editor = await loginAs(cms, 'erika');
});
afterAll(() => cms?.close());

const sectionRow = async (id: number) => (await cms.db.select().from(container_sections).where(eq(container_sections.id, id)))[0];

describe('GET container/by-slug/{slug}', () => {
  test('the section of the locale with its module tree', async () => {
    const section = await createSection(cms.db, { slug: 'kontakt-main', object_id: page.id, layout: 3 });
    await createModule(cms.db, { section_id: section.id, model: 'quote', column: 1, data: { content: 'Rechts', author: '', anchor: '' } });
    await createModule(cms.db, { section_id: section.id, model: 'quote', column: 0, data: { content: 'Links', author: '', anchor: '' } });
    const res = await cms.newAgent().get('/de/pageeditor-api/container/by-slug/kontakt-main').expect(200);
    expect(snapshotOf(res)).toMatchSnapshot(VOLATILE);
    await cms.newAgent().get('/en/pageeditor-api/container/by-slug/kontakt-main').expect(404); // other locale
  });

  test('missing -> 404 (the editor then creates it)', async () => {
    const res = await editor.get('/de/pageeditor-api/container/by-slug/gibt-es-nicht').expect(404);
    expect(snapshotOf(res)).toMatchSnapshot();
  });

  test('sections of offline pages: 404 for visitors, visible for editors', async () => {
    const section = await createSection(cms.db, { slug: 'entwurf-main', object_id: offline.id });
    await cms.newAgent().get('/de/pageeditor-api/container/by-slug/entwurf-main').expect(404);
    await cms.newAgent().get(`/de/pageeditor-api/container/${section.id}/`).expect(404);
    await editor.get('/de/pageeditor-api/container/by-slug/entwurf-main').expect(200);
    await editor.get(`/de/pageeditor-api/container/${section.id}/`).expect(200);
  });
});

describe('POST container/', () => {
  test('201 ContainerSection, appended after the owner\'s sections in the locale', async () => {
    const res = await write(editor, 'post', '/de/pageeditor-api/container/')
      .send({ slug: 'kontakt-neu', parent: null, content_type: 'page', object_id: page.id })
      .expect(201);
    expect(snapshotOf(res)).toMatchSnapshot(VOLATILE);
    const en = await write(editor, 'post', '/en/pageeditor-api/container/')
      .send({ slug: 'contact-new', parent: null, content_type: 'page', object_id: page.id, layout: 4 })
      .expect(201);
    expect(en.body).toMatchObject({ locale: 'en', layout: 4, order: 0 });
  });

  test('for an event, and for the hub (object_id null)', async () => {
    const event = await createEvent(cms.db);
    await write(editor, 'post', '/de/pageeditor-api/container/').send({ slug: 'event-x', content_type: 'event', object_id: event.id }).expect(201);
    await write(editor, 'post', '/de/pageeditor-api/container/').send({ slug: 'hub-x', content_type: 'hub', object_id: null }).expect(201);
  });

  test.each([
    [{ slug: 'a b', content_type: 'page', object_id: 1 }, 'slug'],
    [{ slug: 'x'.repeat(101), content_type: 'page', object_id: 1 }, 'slug'],
    [{ slug: 'ok-1', content_type: 'page', object_id: 1, layout: 6 }, 'layout'],
    [{ slug: 'ok-2', content_type: 'page', object_id: 99999 }, 'object_id'],
    [{ slug: 'ok-3', content_type: 'page', object_id: null }, 'object_id'],
    [{ slug: 'ok-4', content_type: 'hub', object_id: 1 }, 'object_id'],
    [{ slug: 'ok-5', content_type: 'blog', object_id: 1 }, 'content_type'],
    [{ slug: 'ok-6', content_type: 'page', object_id: '1' }, 'object_id'],
    [{ slug: 'ok-7', content_type: 'page', object_id: 1, parent: 99999 }, 'parent'],
    [{ content_type: 'page', object_id: 1 }, 'slug'],
  ])('invalid %j -> 400 on %s', async (body, field) => {
    const res = await write(editor, 'post', '/de/pageeditor-api/container/').send(body).expect(400);
    expect(Object.keys(res.body.errors)).toContain(field);
  });

  test('a slug taken in the locale -> 409', async () => {
    const res = await write(editor, 'post', '/en/pageeditor-api/container/').send({ slug: 'contact-new', content_type: 'page', object_id: page.id }).expect(409);
    expect(snapshotOf(res)).toMatchSnapshot();
  });
});

describe('PATCH/PUT/POST container/{id}/', () => {
  test('changes layout, slug and order', async () => {
    const section = await createSection(cms.db, { slug: 'aendern', object_id: page.id });
    const res = await write(editor, 'patch', `/de/pageeditor-api/container/${section.id}/`).send({ layout: 2, slug: 'geaendert', order: 7 }).expect(200);
    expect(res.body).toMatchObject({ id: section.id, layout: 2, slug: 'geaendert', order: 7 });
    await write(editor, 'put', `/de/pageeditor-api/container/${section.id}/`).send({ layout: 0 }).expect(200);
    await write(editor, 'post', `/de/pageeditor-api/container/${section.id}/`).send({ order: 1 }).expect(200);
    expect(await sectionRow(section.id)).toMatchObject({ layout: 0, slug: 'geaendert', order: 1 });
  });

  test('a shrinking layout moves the modules of vanished columns to the end of the last column', async () => {
    const section = await createSection(cms.db, { slug: 'drei-spalten', object_id: page.id, layout: 4 });
    const a = await createModule(cms.db, { section_id: section.id, model: 'quote', column: 0, order: 0, data: { content: 'A' } });
    const b = await createModule(cms.db, { section_id: section.id, model: 'quote', column: 1, order: 0, data: { content: 'B' } });
    const faq = await createModule(cms.db, { section_id: section.id, model: 'faq', column: 2, order: 0, data: {} });
    const item = await createModule(cms.db, { section_id: section.id, model: 'faq-item', parent_id: faq.id, column: 2, data: { content: 'Q' } });
    const c = await createModule(cms.db, { section_id: section.id, model: 'quote', column: 2, order: 1, data: { content: 'C' } });
    const res = await write(editor, 'patch', `/de/pageeditor-api/container/${section.id}/`).send({ layout: 3 }).expect(200);
    const positions = (rows: { id: number; column: number; order: number }[]) => rows.map((m) => [m.id, m.column, m.order]);
    expect(positions(res.body.modules)).toEqual([
      [a.id, 0, 0],
      [b.id, 1, 0],
      [faq.id, 1, 1],
      [c.id, 1, 2],
    ]);
    const [child] = await cms.db.select().from(modules).where(eq(modules.id, item.id));
    expect(child.column).toBe(1);
    // down to one column: nothing is lost
    const one = await write(editor, 'patch', `/de/pageeditor-api/container/${section.id}/`).send({ layout: 0 }).expect(200);
    expect(one.body.modules.map((m: { id: number }) => m.id)).toEqual([a.id, b.id, faq.id, c.id]);
    expect(one.body.modules[2].children.map((m: { id: number }) => m.id)).toEqual([item.id]);
  });

  test('invalid layout or slug -> 400; taken slug -> 409; unknown id -> 404', async () => {
    const section = await createSection(cms.db, { slug: 'fehler', object_id: page.id });
    await write(editor, 'patch', `/de/pageeditor-api/container/${section.id}/`).send({ layout: -1 }).expect(400);
    await write(editor, 'patch', `/de/pageeditor-api/container/${section.id}/`).send({ layout: 'wide' }).expect(400);
    await write(editor, 'patch', `/de/pageeditor-api/container/${section.id}/`).send({ slug: '../x' }).expect(400);
    await write(editor, 'patch', `/de/pageeditor-api/container/${section.id}/`).send({ slug: 'kontakt-main' }).expect(409);
    await write(editor, 'patch', '/de/pageeditor-api/container/99999/').send({ layout: 1 }).expect(404);
    expect(await sectionRow(section.id)).toMatchObject({ slug: 'fehler', layout: 0 });
  });
});

describe('DELETE container/{id}/', () => {
  test('204; its modules go too', async () => {
    const section = await createSection(cms.db, { slug: 'weg', object_id: page.id });
    const m = await createModule(cms.db, { section_id: section.id, model: 'quote', data: { content: 'x' } });
    await write(editor, 'delete', `/de/pageeditor-api/container/${section.id}/`).expect(204);
    expect(await sectionRow(section.id)).toBeUndefined();
    expect(await cms.db.select().from(modules).where(and(eq(modules.id, m.id)))).toEqual([]);
    await write(editor, 'delete', `/de/pageeditor-api/container/${section.id}/`).expect(404);
  });
});
