/**
 * The stale rule beyond the reorder (issue 26 item 2, cms/content/staleness.ts), two editors at
 * once: a module moved or deleted, and a page version restored, based on what another editor has
 * changed since answer 409 'stale' with who, when and what (for a concert's section as for a page's);
 * the publication status tells an open editor that someone else wrote (`last_change`). Adding and
 * deleting a module bump its section's version too (issue 29), so a reorder based on the section
 * before them is stale.
 */
import { eq } from 'drizzle-orm';
import { modules } from '../db/schema';
import { createTestCms, type TestCms } from '../test/createTestCms';
import { createEditor, createPage } from '../test/fixtures';
import { createEvent } from '../test/fixtures/content';
import { createModule, createSection, loginAs, write, type Agent } from '../test/fixtures/pageeditor';

let cms: TestCms;
let erika: Agent;
let zora: Agent;
const quote = (content: string) => ({ content, author: '', anchor: '' });

beforeAll(async () => {
  cms = await createTestCms();
  await createEditor(cms.db, { username: 'erika', first_name: 'Erika', last_name: 'Erst' });
  await createEditor(cms.db, { username: 'zora', first_name: 'Zora', last_name: 'Zweit' });
  erika = await loginAs(cms, 'erika');
  zora = await loginAs(cms, 'zora');
});
afterAll(() => cms?.close());

describe('moving a module (its place through PUT)', () => {
  test('is a structural write: it bumps the section; based on an older section it answers 409 and nothing moves', async () => {
    const section = await createSection(cms.db, { layout: 3 });
    const a = await createModule(cms.db, { section_id: section.id, model: 'quote', data: quote('A') });
    const moved = await write(zora, 'put', `/de/pageeditor-api/quote/${a.id}/`).send({ column: 1, section_version: section.version }).expect(200);
    expect(moved.body.column).toBe(1);
    const now = await erika.get(`/de/pageeditor-api/container/${section.id}/`).expect(200);
    expect(now.body.version).toBe(section.version + 1);
    // Erika's move is based on the section as she loaded it
    const stale = await write(erika, 'put', `/en/pageeditor-api/quote/${a.id}/`).send({ column: 2, section_version: section.version }).expect(409);
    expect(stale.body).toMatchObject({
      code: 'stale',
      message: 'Zora Zweit has changed this section in the meantime.',
      conflict: { changed_by: 'Zora Zweit', current: { id: section.id, version: section.version + 1 }, change: { action: 'changed', target: 'section', label: section.slug, locale: 'de' } },
    });
    expect(Date.parse(stale.body.conflict.changed_at)).not.toBeNaN();
    const [row] = await cms.db.select().from(modules).where(eq(modules.id, a.id));
    expect(row.column).toBe(1);
    // a reorder based on the version before Zora's move is stale too
    await write(erika, 'post', '/de/pageeditor-api/reorder/').send({ section: section.id, version: section.version, items: [{ id: a.id, column: 0, order: 0 }] }).expect(409);
  });
});

describe('adding or deleting a module (issue 29): a structural write of its section', () => {
  const modulesOf = async (sectionId: number) => (await cms.db.select().from(modules).where(eq(modules.section_id, sectionId))).map((m) => [m.id, m.column, m.order]);

  test('a reorder based on the section before another editor added a module answers 409 stale; nothing moves', async () => {
    const section = await createSection(cms.db, { layout: 3 });
    const a = await createModule(cms.db, { section_id: section.id, model: 'quote', data: quote('A'), order: 0 });
    await write(zora, 'post', '/de/pageeditor-api/quote/').send({ section: section.id, ...quote('Zoras neues Zitat') }).expect(201);
    const now = await erika.get(`/de/pageeditor-api/container/${section.id}/`).expect(200);
    expect(now.body.version).toBe(section.version + 1);
    const before = await modulesOf(section.id);
    const stale = await write(erika, 'post', '/de/pageeditor-api/reorder/').send({ section: section.id, version: section.version, items: [{ id: a.id, column: 2, order: 0 }] }).expect(409);
    expect(stale.body).toMatchObject({
      code: 'stale',
      message: 'Zora Zweit hat diesen Abschnitt inzwischen geändert.',
      conflict: { changed_by: 'Zora Zweit', current: { id: section.id, version: section.version + 1 }, change: { target: 'section', label: section.slug } },
    });
    expect(stale.body.conflict.current.modules).toHaveLength(2);
    expect(await modulesOf(section.id)).toEqual(before);
  });

  test('a reorder based on the section before another editor deleted one of its modules answers 409 stale, not 400', async () => {
    const section = await createSection(cms.db, { layout: 3 });
    const a = await createModule(cms.db, { section_id: section.id, model: 'quote', data: quote('A'), order: 0 });
    const b = await createModule(cms.db, { section_id: section.id, model: 'quote', data: quote('B'), order: 1 });
    await write(zora, 'delete', `/de/pageeditor-api/quote/${b.id}/?version=${b.version}`).expect(204);
    const stale = await write(erika, 'post', '/en/pageeditor-api/reorder/')
      .send({ section: section.id, version: section.version, items: [{ id: b.id, column: 0, order: 0 }, { id: a.id, column: 0, order: 1 }] })
      .expect(409);
    expect(stale.body).toMatchObject({ code: 'stale', message: 'Zora Zweit has changed this section in the meantime.', conflict: { current: { version: section.version + 1 } } });
    expect(stale.body.conflict.current.modules.map((m: { id: number }) => m.id)).toEqual([a.id]);
  });

  test("each add and delete bumps the section once: the writer's own next reorder, based on the version after them, succeeds", async () => {
    const section = await createSection(cms.db, { layout: 3 });
    const a = await createModule(cms.db, { section_id: section.id, model: 'quote', data: quote('A'), order: 0 });
    const added = await write(erika, 'post', '/de/pageeditor-api/quote/').send({ section: section.id, ...quote('B') }).expect(201);
    const c = await write(erika, 'post', '/de/pageeditor-api/quote/').send({ section: section.id, ...quote('C') }).expect(201);
    await write(erika, 'delete', `/de/pageeditor-api/quote/${c.body.id}/`).expect(204);
    const moved = await write(erika, 'post', '/de/pageeditor-api/reorder/')
      .send({ section: section.id, version: section.version + 3, items: [{ id: added.body.id, column: 0, order: 0 }, { id: a.id, column: 0, order: 1 }] })
      .expect(200);
    expect(moved.body.version).toBe(section.version + 4);
    expect(moved.body.modules.map((m: { id: number }) => m.id)).toEqual([added.body.id, a.id]);
  });
});

describe('deleting a module', () => {
  test('someone changed it meanwhile: 409 with the module now, who and what; it stays; based on the current version it goes', async () => {
    const section = await createSection(cms.db);
    const m = await createModule(cms.db, { section_id: section.id, model: 'quote', data: quote('Erste Fassung') });
    await write(zora, 'put', `/de/pageeditor-api/quote/${m.id}/`).send({ content: 'Zoras Fassung', version: m.version }).expect(200);
    const stale = await write(erika, 'delete', `/de/pageeditor-api/quote/${m.id}/?version=${m.version}`).expect(409);
    expect(stale.body).toMatchObject({
      code: 'stale',
      message: 'Zora Zweit hat dieses Modul inzwischen geändert.',
      conflict: { changed_by: 'Zora Zweit', current: { id: m.id, version: m.version + 1 }, change: { action: 'changed', target: 'module', model: 'quote', label: 'Zoras Fassung' } },
    });
    await erika.get(`/de/pageeditor-api/quote/${m.id}/`).expect(200);
    await write(erika, 'delete', `/de/pageeditor-api/quote/${m.id}/?version=${m.version + 1}`).expect(204);
    await erika.get(`/de/pageeditor-api/quote/${m.id}/`).expect(404);
  });

  test('without a version (API clients) it is deleted as before', async () => {
    const section = await createSection(cms.db);
    const m = await createModule(cms.db, { section_id: section.id, model: 'quote', data: quote('X') });
    await write(erika, 'delete', `/de/pageeditor-api/quote/${m.id}/`).expect(204);
  });

  test("a concert's module: the conflict names the change too (no page history there)", async () => {
    const event = await createEvent(cms.db);
    const section = await createSection(cms.db, { content_type: 'event', object_id: event.id, slug: `event-${event.id}` });
    const m = await createModule(cms.db, { section_id: section.id, model: 'quote', data: quote('Programmhinweis') });
    await write(zora, 'put', `/de/pageeditor-api/quote/${m.id}/`).send({ content: 'Neuer Programmhinweis', version: m.version }).expect(200);
    const stale = await write(erika, 'put', `/en/pageeditor-api/quote/${m.id}/`).send({ content: 'Mine', version: m.version }).expect(409);
    expect(stale.body.conflict).toMatchObject({ changed_by: 'Zora Zweit', change: { target: 'module', model: 'quote', label: 'Neuer Programmhinweis', locale: 'de' } });
  });
});

describe("an undo's first write (issue 26): an add, change or delete that says its section's version", () => {
  const modulesOf = async (sectionId: number) => (await cms.db.select().from(modules).where(eq(modules.section_id, sectionId))).map((m) => [m.id, m.order, m.data]);

  test('based on the section before another editor added a module, each answers 409 stale naming the addition; nothing is written', async () => {
    const section = await createSection(cms.db);
    const a = await createModule(cms.db, { section_id: section.id, model: 'quote', data: quote('A'), order: 0 });
    await write(zora, 'post', '/de/pageeditor-api/quote/').send({ section: section.id, ...quote('Zoras Zitat') }).expect(201);
    const before = await modulesOf(section.id);
    const attempts = [
      write(erika, 'post', '/de/pageeditor-api/quote/').send({ section: section.id, section_version: section.version, ...quote('Wieder da') }),
      write(erika, 'put', `/de/pageeditor-api/quote/${a.id}/`).send({ content: 'Alte Fassung', version: a.version, section_version: section.version }),
      write(erika, 'delete', `/de/pageeditor-api/quote/${a.id}/?version=${a.version}&section_version=${section.version}`),
    ];
    for (const attempt of attempts) {
      const stale = await attempt.expect(409);
      expect(stale.body).toMatchObject({
        code: 'stale',
        message: 'Zora Zweit hat diesen Abschnitt inzwischen geändert.',
        conflict: { changed_by: 'Zora Zweit', current: { id: section.id, version: section.version + 1 }, change: { target: 'section' } },
      });
    }
    expect(await modulesOf(section.id)).toEqual(before);
  });

  test("based on the section's current version each goes through; a field change does not bump the section", async () => {
    const section = await createSection(cms.db);
    const a = await createModule(cms.db, { section_id: section.id, model: 'quote', data: quote('A'), order: 0 });
    const changed = await write(erika, 'put', `/de/pageeditor-api/quote/${a.id}/`).send({ content: 'B', version: a.version, section_version: section.version }).expect(200);
    // the version is not a field of the module
    expect(changed.body.data).toEqual(quote('B'));
    const added = await write(erika, 'post', '/de/pageeditor-api/quote/').send({ section: section.id, section_version: section.version, ...quote('C') }).expect(201);
    expect(added.body.data).toEqual(quote('C'));
    await write(erika, 'delete', `/de/pageeditor-api/quote/${added.body.id}/?section_version=${section.version + 1}`).expect(204);
    const now = await erika.get(`/de/pageeditor-api/container/${section.id}/`).expect(200);
    expect(now.body.version).toBe(section.version + 2);
  });

  test('a version that is no number is refused with 400, nothing deleted', async () => {
    const section = await createSection(cms.db);
    const a = await createModule(cms.db, { section_id: section.id, model: 'quote', data: quote('A') });
    await write(erika, 'delete', `/de/pageeditor-api/quote/${a.id}/?section_version=alt`).expect(400);
    await erika.get(`/de/pageeditor-api/quote/${a.id}/`).expect(200);
  });
});

describe('restoring a page version', () => {
  test('the page changed since the editor looked at its history: 409 naming the newest entry; based on the newest it restores', async () => {
    const page = await createPage(cms.db, { slug_de: 'wiederherstellen', slug_en: 'restore' });
    const section = await createSection(cms.db, { object_id: page.id, slug: 'wiederherstellen-main' });
    const m = await createModule(cms.db, { section_id: section.id, model: 'quote', data: quote('Eins') });
    await write(erika, 'put', `/de/pageeditor-api/quote/${m.id}/`).send({ content: 'Zwei', version: m.version }).expect(200);
    const seen = (await erika.get(`/de/pageeditor-api/page/${page.id}/versions/`).expect(200)).body as { id: number }[];
    const oldest = seen[seen.length - 1].id;
    // Zora saves after Erika looked
    await write(zora, 'put', `/de/pageeditor-api/quote/${m.id}/`).send({ content: 'Drei', version: m.version + 1 }).expect(200);
    const stale = await write(erika, 'post', `/de/pageeditor-api/page/${page.id}/versions/${oldest}/restore/?newest=${seen[0].id}`).expect(409);
    expect(stale.body).toMatchObject({
      code: 'stale',
      message: 'Zora Zweit hat diese Seite inzwischen geändert.',
      conflict: { current: null, changed_by: 'Zora Zweit', change: { action: 'changed', target: 'module', model: 'quote', label: 'Drei' } },
    });
    // nothing restored, no version recorded
    expect((await erika.get(`/de/pageeditor-api/quote/${m.id}/`).expect(200)).body.data.content).toBe('Drei');
    const after = (await erika.get(`/de/pageeditor-api/page/${page.id}/versions/`).expect(200)).body as { id: number }[];
    expect(after.length).toBe(seen.length + 1);
    // overwrite: based on the newest now
    await write(erika, 'post', `/de/pageeditor-api/page/${page.id}/versions/${oldest}/restore/?newest=${after[0].id}`).expect(200);
  });
});

describe('the publication status names the newest write', () => {
  test('mine for the one who wrote, not mine for the other; a publish counts too', async () => {
    const page = await createPage(cms.db, { slug_de: 'zuletzt', slug_en: 'latest' });
    const section = await createSection(cms.db, { object_id: page.id, slug: 'zuletzt-main' });
    const status = (agent: Agent) => agent.get(`/de/pageeditor-api/publication/page/${page.id}/`).expect(200).then((r) => r.body.last_change);
    expect(await status(erika)).toBeNull();
    await write(zora, 'post', '/de/pageeditor-api/quote/').send({ section: section.id, ...quote('Neu') }).expect(201);
    const seenByErika = await status(erika);
    expect(seenByErika).toMatchObject({ by: 'Zora Zweit', mine: false });
    expect(await status(zora)).toMatchObject({ at: seenByErika.at, mine: true });
    await write(erika, 'post', `/de/pageeditor-api/publication/page/${page.id}/publish/`).expect(200);
    const published = await status(zora);
    expect(published).toMatchObject({ by: 'Erika Erst', mine: false });
    expect(Date.parse(published.at)).toBeGreaterThanOrEqual(Date.parse(seenByErika.at));
  });

  test("someone else's newest write stays named when the asker saves right after it (last_other_change)", async () => {
    const page = await createPage(cms.db, { slug_de: 'danach', slug_en: 'after' });
    const section = await createSection(cms.db, { object_id: page.id, slug: 'danach-main' });
    const other = (agent: Agent) => agent.get(`/de/pageeditor-api/publication/page/${page.id}/`).expect(200).then((r) => r.body.last_other_change);
    expect(await other(erika)).toBeNull();
    await write(zora, 'post', '/de/pageeditor-api/quote/').send({ section: section.id, ...quote('Zoras') }).expect(201);
    const zoras = await other(erika);
    expect(zoras).toEqual({ at: expect.any(String), by: 'Zora Zweit' });
    // Zora's own write is not someone else's for her
    expect(await other(zora)).toBeNull();
    // Erika saves right after Zora (before her editor asked): Zora's change is still what others wrote
    await write(erika, 'post', '/de/pageeditor-api/quote/').send({ section: section.id, ...quote('Erikas') }).expect(201);
    expect(await other(erika)).toEqual(zoras);
    await write(erika, 'post', '/de/pageeditor-api/quote/').send({ section: section.id, ...quote('Erikas zweites') }).expect(201);
    expect(await other(erika)).toEqual(zoras);
    // for Zora, Erika's newest write
    const erikas = await other(zora);
    expect(erikas).toMatchObject({ by: 'Erika Erst' });
    expect(Date.parse(erikas.at)).toBeGreaterThan(Date.parse(zoras.at));
    // Zora publishes: for Erika that is the newest write by someone else, for Zora Erika's last save
    await write(zora, 'post', `/de/pageeditor-api/publication/page/${page.id}/publish/`).expect(200);
    const published = await other(erika);
    expect(published).toMatchObject({ by: 'Zora Zweit' });
    expect(Date.parse(published.at)).toBeGreaterThan(Date.parse(erikas.at));
    expect(await other(zora)).toEqual(erikas);
  });
});
