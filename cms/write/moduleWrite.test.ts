/**
 * The page editor's module writes (moduleWrite.ts) called as the endpoints call them: the rules
 * hold whoever calls, and a refused write leaves nothing behind. (The HTTP answers: cms/api/pageeditor.)
 */
import { eq } from 'drizzle-orm';
import { getModuleSchema } from '../../shared/modules/registry';
import type { ModuleSchema } from '../../shared/modules/types';
import { container_sections, modules } from '../db/schema';
import { createTestCms, type TestCms } from '../test/createTestCms';
import { createEditor, createPage } from '../test/fixtures';
import { createModule, createSection } from '../test/fixtures/pageeditor';
import { addModule, changeModule, removeModule, reorderSection } from './moduleWrite';

let cms: TestCms;
let editor: { id: number };
let pageId: number;
beforeAll(async () => {
  cms = await createTestCms();
  editor = await createEditor(cms.db);
  pageId = (await createPage(cms.db, { slug_de: 'modulschreiben', slug_en: 'module-writes' })).id;
});
afterAll(() => cms?.close());

const schema = (model: string): ModuleSchema => getModuleSchema(model)!;
const sectionVersion = async (id: number) => (await cms.db.select().from(container_sections).where(eq(container_sections.id, id)))[0].version;
const modulesOf = (sectionId: number) => cms.db.select().from(modules).where(eq(modules.section_id, sectionId));

/** The error a call rejects with. */
async function refusal(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => {
      throw new Error('the write was not refused');
    },
    (error: unknown) => error,
  );
}

test('an add is appended after its siblings, a child takes its parent’s column; each bumps the section once', async () => {
  const section = await createSection(cms.db, { object_id: pageId, layout: 3 });
  const faq = await addModule(cms.db, editor, schema('faq'), { section: section.id, column: 1 }, 'de');
  const item = await addModule(cms.db, editor, schema('faq-item'), { section: section.id, parent: faq.id, column: 0, content: 'Frage' }, 'de');
  expect(item).toMatchObject({ column: 1, order: 0, data: expect.objectContaining({ content: 'Frage' }) });
  expect(await sectionVersion(section.id)).toBe(section.version + 2);
});

test('a refused add names every problem at once and writes nothing', async () => {
  const section = await createSection(cms.db, { object_id: pageId });
  const error = await refusal(addModule(cms.db, editor, schema('faq-item'), { section: section.id, column: 2 }, 'en'));
  expect(error).toMatchObject({
    status: 400,
    errors: { content: ['This field is required.'], parent: ['This module lives in a list: please give its parent module.'], column: ['The layout of this section has 1 column.'] },
  });
  expect(await modulesOf(section.id)).toEqual([]);
  expect(await sectionVersion(section.id)).toBe(section.version);
});

test('a change based on an older version of the module, or a move based on an older section, is stale', async () => {
  const section = await createSection(cms.db, { object_id: pageId, layout: 3 });
  const quote = await createModule(cms.db, { section_id: section.id, model: 'quote', data: { content: 'Alt' } });
  const changed = await changeModule(cms.db, editor, schema('quote'), quote.id, { version: quote.version, content: 'Neu' }, 'de');
  expect(changed).toMatchObject({ version: quote.version + 1, data: expect.objectContaining({ content: 'Neu' }) });
  // an edit of the fields is no move: the section keeps its version
  expect(await sectionVersion(section.id)).toBe(section.version);

  expect(await refusal(changeModule(cms.db, editor, schema('quote'), quote.id, { version: quote.version, content: 'Verloren' }, 'en'))).toMatchObject({
    status: 409,
    code: 'stale',
  });
  await addModule(cms.db, editor, schema('quote'), { section: section.id, content: 'Dazu' }, 'de');
  expect(await refusal(changeModule(cms.db, editor, schema('quote'), quote.id, { column: 1, section_version: section.version }, 'de'))).toMatchObject({
    status: 409,
    message: expect.stringMatching(/Abschnitt (wurde )?inzwischen geändert/),
  });
  expect((await modulesOf(section.id)).find((row) => row.id === quote.id)).toMatchObject({ column: 0, data: expect.objectContaining({ content: 'Neu' }) });
});

test('a reorder is checked whole before anything moves; a removal takes the children along', async () => {
  const section = await createSection(cms.db, { object_id: pageId, layout: 3 });
  const faq = await createModule(cms.db, { section_id: section.id, model: 'faq' });
  const item = await createModule(cms.db, { section_id: section.id, model: 'faq-item', parent_id: faq.id, data: { content: 'Frage' } });
  const quote = await createModule(cms.db, { section_id: section.id, model: 'quote', order: 1 });

  const error = await refusal(
    reorderSection(cms.db, editor, { section: section.id, items: [{ id: quote.id, column: 1, order: 0 }, { id: item.id, column: 0, order: 0, parent: quote.id }] }, 'en'),
  );
  expect(error).toMatchObject({ status: 400, errors: { 'items.1.parent': ['This module cannot hold an item of type "faq-item".'] } });
  expect((await modulesOf(section.id)).find((row) => row.id === quote.id)?.column).toBe(0);

  const moved = await reorderSection(cms.db, editor, { section: section.id, version: section.version, items: [{ id: faq.id, column: 1, order: 0 }] }, 'de');
  expect(moved.version).toBe(section.version + 1);
  expect((await modulesOf(section.id)).find((row) => row.id === item.id)?.column).toBe(1);

  await removeModule(cms.db, editor, schema('faq'), faq.id, {}, 'de');
  expect((await modulesOf(section.id)).map((row) => row.id)).toEqual([quote.id]);
});
