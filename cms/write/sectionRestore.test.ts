/**
 * POST /{locale}/pageeditor-api/container/restore/ (issue 44 item 3): the editor's undo of a section
 * in one request and one transaction: all or nothing, one history entry, and a 409 'stale' for any
 * module or the section changed by another editor since, which leaves everything as it was.
 */
import { eq } from 'drizzle-orm';
import type { ContainerSection, ModuleNode, SectionRestore } from '../../shared/contract/pages';
import { container_sections, page_versions } from '../db/schema';
import { createTestCms, type TestCms } from '../test/createTestCms';
import { createPage } from '../test/fixtures';
import { createModule, createSection, erikaAndMax, write, type Agent } from '../test/fixtures/pageeditor';

let cms: TestCms;
let erika: Agent;
let max: Agent;
let pageId: number;

beforeAll(async () => {
  cms = await createTestCms();
  pageId = (await createPage(cms.db, { slug_de: 'programm', slug_en: 'programme', title_de: 'Programm' })).id;
  ({ erika, max } = await erikaAndMax(cms));
});
afterAll(() => cms?.close());

const RESTORE = '/de/pageeditor-api/container/restore/';
const quote = (content: string) => ({ content, author: '', anchor: '' });

/** A section of the page: a quote, an FAQ with two items, a second quote. */
async function sectionWithModules(slug: string) {
  const section = await createSection(cms.db, { slug, content_type: 'page', object_id: pageId, layout: 3 });
  await createModule(cms.db, { section_id: section.id, model: 'quote', column: 0, order: 0, data: quote('Erstes Zitat') });
  const faq = await createModule(cms.db, { section_id: section.id, model: 'faq', column: 1, order: 0, data: { anchor: '' } });
  await createModule(cms.db, { section_id: section.id, model: 'faq-item', parent_id: faq.id, column: 1, order: 0, data: { content: 'Wann?', text: '<p>Um 20 Uhr.</p>' } });
  await createModule(cms.db, { section_id: section.id, model: 'faq-item', parent_id: faq.id, column: 1, order: 1, data: { content: 'Wo?', text: '<p>Im Saal.</p>' } });
  await createModule(cms.db, { section_id: section.id, model: 'quote', column: 1, order: 1, data: quote('Zweites Zitat') });
  return read(section.id);
}

async function read(id: number): Promise<ContainerSection> {
  return (await erika.get(`/de/pageeditor-api/container/${id}/`).expect(200)).body as ContainerSection;
}

const versionCount = async () => (await cms.db.select({ id: page_versions.id }).from(page_versions).where(eq(page_versions.page_id, pageId))).length;
const flat = (section: ContainerSection): ModuleNode[] => section.modules.flatMap((m) => [m, ...m.children]);
/** what the editor saw: the section's version and every module's */
const seenOf = (section: ContainerSection) => ({ version: section.version, seen: Object.fromEntries(flat(section).map((m) => [String(m.id), m.version!])) });
/** the state of `backup` as the editor's undo sends it */
const restoreOf = (backup: ContainerSection, shown: ContainerSection | null): SectionRestore => ({
  ...backup,
  content_type: backup.content_type as SectionRestore['content_type'],
  id: shown ? shown.id : null,
  ...(shown ? seenOf(shown) : { version: undefined, seen: undefined }),
});
/** the section as a reader sees its content: layout, slug, and each module's model, data and place (ids aside) */
const contentOf = (section: ContainerSection) => ({
  slug: section.slug,
  layout: section.layout,
  modules: section.modules.map((m) => ({ model: m.model, column: m.column, order: m.order, data: m.data, children: m.children.map((c) => ({ model: c.model, order: c.order, data: c.data })) })),
});

describe('POST container/restore/', () => {
  test('brings a section back in one write and one history entry: changed, deleted and added modules, children, layout', async () => {
    const backup = await sectionWithModules('restore-all');
    const [first, faq, second] = backup.modules;
    // what happened since: a quote changed, an FAQ item and the second quote deleted, a module added, the layout changed
    await write(erika, 'put', `/de/pageeditor-api/quote/${first.id}/`).send({ content: 'Geändert', version: first.version }).expect(200);
    await write(erika, 'delete', `/de/pageeditor-api/faq-item/${faq.children[1].id}/`).expect(204);
    await write(erika, 'delete', `/de/pageeditor-api/quote/${second.id}/`).expect(204);
    await write(erika, 'post', '/de/pageeditor-api/quote/').send({ section: backup.id, column: 0, ...quote('Neu') }).expect(201);
    await write(erika, 'patch', `/de/pageeditor-api/container/${backup.id}/`).send({ layout: 0 }).expect(200);
    const shown = await read(backup.id);
    const before = await versionCount();

    const res = await write(erika, 'post', RESTORE).send(restoreOf(backup, shown)).expect(200);
    const restored = res.body as ContainerSection;
    expect(contentOf(restored)).toEqual(contentOf(backup));
    expect(contentOf(await read(backup.id))).toEqual(contentOf(backup));
    // modules still there keep their ids; the deleted ones come back as new modules
    expect(restored.modules[0].id).toBe(first.id);
    expect(restored.modules[1].id).toBe(faq.id);
    expect(restored.modules[1].children[0].id).toBe(faq.children[0].id);
    expect(restored.modules[1].children[1].id).not.toBe(faq.children[1].id);
    expect(restored.modules[2].id).not.toBe(second.id);
    expect(restored.version).toBe(shown.version! + 1);
    expect(await versionCount()).toBe(before + 1);
  });

  test('another editor changed one module since: 409 stale naming them, and nothing changes (no history entry)', async () => {
    const backup = await sectionWithModules('restore-stale');
    const [first, faq] = backup.modules;
    await write(erika, 'put', `/de/pageeditor-api/quote/${first.id}/`).send({ content: 'Erikas Änderung', version: first.version }).expect(200);
    await write(erika, 'delete', `/de/pageeditor-api/faq-item/${faq.children[1].id}/`).expect(204);
    const shown = await read(backup.id);
    // Max changes the first FAQ item after Erika's view
    const item = shown.modules[1].children[0];
    await write(max, 'put', `/de/pageeditor-api/faq-item/${item.id}/`).send({ content: 'Wann genau?', text: '<p>Um 19:30 Uhr.</p>', version: item.version }).expect(200);
    const current = await read(backup.id);
    const before = await versionCount();

    const res = await write(erika, 'post', RESTORE).send(restoreOf(backup, shown)).expect(409);
    expect(res.body).toMatchObject({ status: 409, code: 'stale', message: 'Max Probe hat dieses Modul inzwischen geändert.', conflict: { changed_by: 'Max Probe' } });
    expect(await read(backup.id)).toEqual(current);
    expect(await versionCount()).toBe(before);
  });

  test('a module added or removed by someone since, or a section based on an older version: 409, nothing changes', async () => {
    const backup = await sectionWithModules('restore-structure');
    const shown = await read(backup.id);
    await write(max, 'post', '/de/pageeditor-api/quote/').send({ section: backup.id, column: 0, ...quote('Von Max') }).expect(201);
    const current = await read(backup.id);
    // the module Max added is not among those Erika saw (and the section's version moved)
    await write(erika, 'post', RESTORE).send({ ...restoreOf(backup, shown), version: undefined }).expect(409);
    await write(erika, 'post', RESTORE).send({ ...restoreOf(backup, shown), seen: undefined }).expect(409);
    expect(await read(backup.id)).toEqual(current);
    // Max removed one Erika saw
    const again = await read(backup.id);
    await write(max, 'delete', `/de/pageeditor-api/quote/${again.modules[0].id}/`).expect(204);
    const after = await read(backup.id);
    await write(erika, 'post', RESTORE).send({ ...restoreOf(backup, again), version: undefined }).expect(409);
    expect(await read(backup.id)).toEqual(after);
  });

  test('all or nothing: a module the rules refuse answers 400 with its messages, nothing changes', async () => {
    const backup = await sectionWithModules('restore-invalid');
    await write(erika, 'delete', `/de/pageeditor-api/quote/${backup.modules[2].id}/`).expect(204);
    const shown = await read(backup.id);
    const before = await versionCount();
    const state = restoreOf(backup, shown);
    state.modules = [...state.modules, { model: 'faq-item', column: 0, order: 5, data: { content: 'ohne Liste', text: '' } }, { model: 'gibt-es-nicht', column: 0, order: 6, data: {} }];
    const res = await write(erika, 'post', RESTORE).send(state).expect(400);
    expect(Object.keys(res.body.errors)).toEqual(expect.arrayContaining(['modules.3.parent', 'modules.4.model']));
    expect(res.body.errors['modules.4.model']).toEqual(['Die Modulart „gibt-es-nicht“ gibt es nicht.']);
    expect(await read(backup.id)).toEqual(shown);
    expect(await versionCount()).toBe(before);
  });

  test('a deleted section comes back with its modules, in one history entry; its slug taken meanwhile: 409', async () => {
    const backup = await sectionWithModules('restore-gone');
    await write(erika, 'delete', `/de/pageeditor-api/container/${backup.id}/`).expect(204);
    const before = await versionCount();
    const restored = (await write(erika, 'post', RESTORE).send(restoreOf(backup, null)).expect(200)).body as ContainerSection;
    expect(restored.id).not.toBe(backup.id);
    expect(contentOf(restored)).toEqual(contentOf(backup));
    expect(await versionCount()).toBe(before + 1);
    // the same slug again (another section has it now): refused, no second section
    await write(erika, 'post', RESTORE).send(restoreOf(backup, null)).expect(409);
    expect(await cms.db.select().from(container_sections).where(eq(container_sections.slug, 'restore-gone'))).toHaveLength(1);
  });

  test('bad input: 400, never a 500; a visitor: 403 without CSRF', async () => {
    await write(erika, 'post', RESTORE).send({ id: 'x', modules: 3 }).expect(400);
    await write(erika, 'post', RESTORE).send({ id: 2_147_483_647, slug: 'nirgends', content_type: 'page', object_id: pageId, layout: 0, order: 0, modules: [] }).expect(404);
    await cms.newAgent().post(RESTORE).send({}).expect(403);
  });
});
