/** Module endpoints: /{locale}/pageeditor-api/{model}/[{id}/] */
import { eq } from 'drizzle-orm';
import { modules } from '../../db/schema';
import * as indexer from '../../search/indexer';
import { createTestCms, snapshotOf, VOLATILE, type TestCms } from '../../test/createTestCms';
import { createEditor, createPage } from '../../test/fixtures';
import { createModule, createSection, loginAs, write, type Agent } from '../../test/fixtures/pageeditor';

let cms: TestCms;
let editor: Agent;
let page: Awaited<ReturnType<typeof createPage>>;
let section: Awaited<ReturnType<typeof createSection>>;
let twoColumns: Awaited<ReturnType<typeof createSection>>;

beforeAll(async () => {
  cms = await createTestCms();
  page = await createPage(cms.db, { slug_de: 'programm', slug_en: 'programme', title_de: 'Programm' });
  section = await createSection(cms.db, { slug: 'programm-main', object_id: page.id });
  twoColumns = await createSection(cms.db, { slug: 'programm-cols', object_id: page.id, layout: 3, order: 1 });
  await createEditor(cms.db, { username: 'erika' });
  editor = await loginAs(cms, 'erika');
});
afterAll(() => cms?.close());

const headline = { headline_level: 3, content: 'Saison 2025/26', preline: 'Neu' };
const stored = async (id: number) => (await cms.db.select().from(modules).where(eq(modules.id, id)))[0];

describe('POST /{model}/ (create)', () => {
  test('201 ModuleNode with defaults filled and unknown fields dropped', async () => {
    const res = await write(editor, 'post', '/de/pageeditor-api/headline/')
      .send({ section: section.id, parent: null, column: 0, order: 0, ...headline, onclick: 'x' })
      .expect(201);
    expect(snapshotOf(res)).toMatchSnapshot(VOLATILE);
    expect((await stored(res.body.id)).data).not.toHaveProperty('onclick');
  });

  test('without order: appended after its siblings', async () => {
    const a = await write(editor, 'post', '/de/pageeditor-api/quote/').send({ section: twoColumns.id, column: 1, content: 'A' }).expect(201);
    const b = await write(editor, 'post', '/de/pageeditor-api/quote/').send({ section: twoColumns.id, column: 1, content: 'B' }).expect(201);
    expect(b.body.order).toBe(a.body.order + 1);
  });

  test('rich text is sanitized to the allowlist', async () => {
    const res = await write(editor, 'post', '/de/pageeditor-api/text/')
      .send({
        section: section.id,
        content:
          '<p onclick="steal()">Hallo <b>Welt</b> <a href="jav&#x09;ascript:alert(1)">böse</a> <a href="https://example.org" target="_blank">gut</a><script>alert(1)</script></p><h1>Titel</h1>',
      })
      .expect(201);
    expect(res.body.data.content).toBe(
      '<p>Hallo <strong>Welt</strong> böse <a href="https://example.org" target="_blank" rel="noopener noreferrer">gut</a></p>Titel',
    );
  });

  test('rich text that sanitizes to nothing fails `required`', async () => {
    const res = await write(editor, 'post', '/en/pageeditor-api/text/').send({ section: section.id, content: '<script>x</script>' }).expect(400);
    expect(res.body.errors).toEqual({ content: ['This field is required.'] });
  });

  test('invalid fields -> 400 with messages in the request locale', async () => {
    const de = await write(editor, 'post', '/de/pageeditor-api/headline/')
      .send({ section: section.id, headline_level: 7, preline: 'x'.repeat(300) })
      .expect(400);
    expect(snapshotOf(de)).toMatchSnapshot();
    const en = await write(editor, 'post', '/en/pageeditor-api/video/')
      .send({ section: section.id, video_url: 'https://evil.example/watch?v=1' })
      .expect(400);
    expect(snapshotOf(en)).toMatchSnapshot();
  });

  test.each([
    [{ section: 'abc', content: 'x', headline_level: 2 }, 'section'],
    [{ content: 'x', headline_level: 2 }, 'section'],
    [{ section: 1.5, content: 'x', headline_level: 2 }, 'section'],
    [{ section: 1, column: -1, content: 'x', headline_level: 2 }, 'column'],
    [{ section: 1, order: 'first', content: 'x', headline_level: 2 }, 'order'],
    [{ section: 1, parent: 'x', content: 'x', headline_level: 2 }, 'parent'],
    [{ section: 1, content: 42, headline_level: 2 }, 'content'],
    [{ section: 1, content: 'x', headline_level: '2' }, 'headline_level'],
  ])('wrong type %j -> 400 on %s', async (body, field) => {
    const res = await write(editor, 'post', '/de/pageeditor-api/headline/').send(body).expect(400);
    expect(Object.keys(res.body.errors)).toContain(field);
  });

  test('unknown section -> 400', async () => {
    const res = await write(editor, 'post', '/en/pageeditor-api/headline/').send({ section: 99999, ...headline }).expect(400);
    expect(res.body.errors).toEqual({ section: ['This section does not exist.'] });
  });

  test('a column beyond the layout -> 400', async () => {
    const res = await write(editor, 'post', '/en/pageeditor-api/headline/').send({ section: section.id, column: 1, ...headline }).expect(400);
    expect(res.body.errors).toEqual({ column: ['The layout of this section has 1 column.'] });
    await write(editor, 'post', '/en/pageeditor-api/headline/').send({ section: twoColumns.id, column: 1, ...headline }).expect(201);
  });

  test('children: need a parent whose schema holds them, and take its column', async () => {
    const faq = await write(editor, 'post', '/de/pageeditor-api/faq/').send({ section: twoColumns.id, column: 1 }).expect(201);
    const noParent = await write(editor, 'post', '/en/pageeditor-api/faq-item/').send({ section: twoColumns.id, content: 'Q' }).expect(400);
    expect(noParent.body.errors).toEqual({ parent: ['This module lives in a list: please give its parent module.'] });
    const teaserList = await write(editor, 'post', '/de/pageeditor-api/teaser-list/').send({ section: twoColumns.id }).expect(201);
    const wrong = await write(editor, 'post', '/en/pageeditor-api/faq-item/')
      .send({ section: twoColumns.id, parent: teaserList.body.id, content: 'Q' })
      .expect(400);
    expect(wrong.body.errors).toEqual({ parent: ['This module cannot hold an item of type "faq-item".'] });
    const otherSection = await write(editor, 'post', '/en/pageeditor-api/faq-item/').send({ section: section.id, parent: faq.body.id, content: 'Q' }).expect(400);
    expect(otherSection.body.errors.parent).toEqual(['This parent module does not exist in this section.']);
    const item = await write(editor, 'post', '/de/pageeditor-api/faq-item/')
      .send({ section: twoColumns.id, parent: faq.body.id, column: 0, content: 'Wann?', text: '<p>Jetzt</p>' })
      .expect(201);
    expect(item.body).toMatchObject({ parent: faq.body.id, column: 1 });
    const withChild = await editor.get(`/de/pageeditor-api/faq/${faq.body.id}/`).expect(200);
    expect(withChild.body.children.map((c: { id: number }) => c.id)).toEqual([item.body.id]);
  });

  test('a top-level module cannot have a parent', async () => {
    const faq = await write(editor, 'post', '/de/pageeditor-api/faq/').send({ section: section.id }).expect(201);
    await write(editor, 'post', '/de/pageeditor-api/headline/').send({ section: section.id, parent: faq.body.id, ...headline }).expect(400);
  });
});

describe('GET', () => {
  test('list by section, each with its children; detail; 404s', async () => {
    const list = await editor.get(`/de/pageeditor-api/faq/?section=${twoColumns.id}`).expect(200);
    expect(list.body.length).toBeGreaterThan(0);
    expect(list.body.every((m: { model: string; section: number }) => m.model === 'faq' && m.section === twoColumns.id)).toBe(true);
    const [first] = list.body;
    expect((await editor.get(`/de/pageeditor-api/faq/${first.id}/`).expect(200)).body).toEqual(first);
    await editor.get(`/de/pageeditor-api/headline/${first.id}/`).expect(404); // another model's id
    await editor.get('/de/pageeditor-api/faq/99999/').expect(404);
    await editor.get('/de/pageeditor-api/faq/abc/').expect(400);
  });

  test('reads are for editors', async () => {
    await cms.newAgent().get('/de/pageeditor-api/faq/').expect(401);
  });
});

describe('update', () => {
  let id: number;
  beforeAll(async () => {
    const res = await write(editor, 'post', '/de/pageeditor-api/headline/').send({ section: twoColumns.id, ...headline, subline: 'Alt' }).expect(201);
    id = res.body.id;
  });

  test('PATCH merges the input into the stored data', async () => {
    const res = await write(editor, 'patch', `/de/pageeditor-api/headline/${id}/`).send({ content: 'Neu' }).expect(200);
    expect(res.body.data).toMatchObject({ content: 'Neu', subline: 'Alt', preline: 'Neu', headline_level: 3 });
  });

  test('POST {id}/ (the generic repository) and PUT update too; a ModuleNode sent back works', async () => {
    await write(editor, 'post', `/de/pageeditor-api/headline/${id}/`).send({ subline: 'Per POST' }).expect(200);
    const current = (await editor.get(`/de/pageeditor-api/headline/${id}/`)).body;
    const res = await write(editor, 'put', `/de/pageeditor-api/headline/${id}`)
      .send({ ...current, data: { ...current.data, preline: 'Per PUT' } })
      .expect(200);
    expect(res.body.data).toMatchObject({ subline: 'Per POST', preline: 'Per PUT' });
  });

  test('an invalid update -> 400 and nothing changes', async () => {
    const before = await stored(id);
    const res = await write(editor, 'patch', `/de/pageeditor-api/headline/${id}/`).send({ content: '', headline_level: 9 }).expect(400);
    expect(Object.keys(res.body.errors).sort()).toEqual(['content', 'headline_level']);
    expect(await stored(id)).toEqual(before);
  });

  test('moving to another column takes the children along; another section is refused', async () => {
    const list = await write(editor, 'post', '/de/pageeditor-api/image-list/').send({ section: twoColumns.id, column: 0 }).expect(201);
    const item = await write(editor, 'post', '/de/pageeditor-api/image-item/')
      .send({ section: twoColumns.id, parent: list.body.id, image_url: '/media/a.jpg' })
      .expect(201);
    await write(editor, 'patch', `/de/pageeditor-api/image-list/${list.body.id}/`).send({ column: 1 }).expect(200);
    expect((await stored(item.body.id)).column).toBe(1);
    const moved = await write(editor, 'patch', `/en/pageeditor-api/image-list/${list.body.id}/`).send({ section: section.id }).expect(400);
    expect(moved.body.errors).toEqual({ section: ['A module cannot move to another section.'] });
  });

  test('unknown id -> 404', async () => {
    await write(editor, 'patch', '/de/pageeditor-api/headline/99999/').send({ content: 'x' }).expect(404);
  });
});

describe('DELETE /{model}/{id}/', () => {
  test('204, the children go too', async () => {
    const list = await write(editor, 'post', '/de/pageeditor-api/teaser-list/').send({ section: section.id }).expect(201);
    const item = await write(editor, 'post', '/de/pageeditor-api/teaser-item/')
      .send({ section: section.id, parent: list.body.id, image_url: '/media/t.jpg', headline: 'T', text: 'Text' })
      .expect(201);
    const res = await write(editor, 'delete', `/de/pageeditor-api/teaser-list/${list.body.id}/`).expect(204);
    expect(res.text).toBe('');
    expect(await stored(list.body.id)).toBeUndefined();
    expect(await stored(item.body.id)).toBeUndefined();
    await write(editor, 'delete', `/de/pageeditor-api/teaser-list/${list.body.id}/`).expect(404);
  });
});

describe('bookkeeping of writes', () => {
  test('a write to a page section records a version and reindexes the page', async () => {
    const spy = jest.spyOn(indexer, 'reindexObject');
    const before = (await editor.get(`/de/pageeditor-api/page/${page.id}/versions/`).expect(200)).body.length;
    await write(editor, 'post', '/de/pageeditor-api/quote/').send({ section: section.id, content: 'Bravo' }).expect(201);
    const versions = (await editor.get(`/de/pageeditor-api/page/${page.id}/versions/`).expect(200)).body;
    expect(versions.length).toBe(before + 1);
    expect(versions[0]).toMatchObject({ page: page.id, author: 'erika' });
    expect(versions[0].note).toMatch(/^quote \d+ added$/);
    expect(spy).toHaveBeenCalledWith(expect.anything(), 'page', page.id);
    spy.mockRestore();
  });

  test('a write to an event section reindexes the event and records no page version', async () => {
    const { createEvent } = await import('../../test/fixtures/content');
    const event = await createEvent(cms.db);
    const eventSection = await createSection(cms.db, { slug: 'event-content', content_type: 'event', object_id: event.id });
    const spy = jest.spyOn(indexer, 'reindexObject');
    await write(editor, 'post', '/de/pageeditor-api/text/').send({ section: eventSection.id, content: '<p>Programm</p>' }).expect(201);
    expect(spy).toHaveBeenCalledWith(expect.anything(), 'event', event.id);
    spy.mockRestore();
  });

  test('a failing bookkeeping step rolls the whole write back', async () => {
    const spy = jest.spyOn(indexer, 'reindexObject').mockRejectedValueOnce(new Error('index down'));
    const count = (await cms.db.select().from(modules).where(eq(modules.section_id, section.id))).length;
    await write(editor, 'post', '/de/pageeditor-api/quote/').send({ section: section.id, content: 'Verloren' }).expect(500);
    expect((await cms.db.select().from(modules).where(eq(modules.section_id, section.id))).length).toBe(count);
    spy.mockRestore();
  });

  test('existing modules made by hand can be edited', async () => {
    const row = await createModule(cms.db, { section_id: section.id, model: 'quote', data: { content: 'Alt' } });
    const res = await write(editor, 'patch', `/de/pageeditor-api/quote/${row.id}/`).send({ author: 'Ich' }).expect(200);
    expect(res.body.data).toEqual({ content: 'Alt', author: 'Ich', anchor: '' });
  });
});
