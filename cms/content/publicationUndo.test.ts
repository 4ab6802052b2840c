/**
 * Undo and redo of a publish and of a discard (issue 26 item 4, cms/content/publicationUndo.ts): what
 * visitors saw comes back and the draft stays; a discarded draft of a page or a concert comes back;
 * redo does it again; one history entry each, the content version bumped, 409 'stale' when someone
 * changed the owner since, 409 'conflict' when nothing is kept.
 */
import type { PublicationStatus } from '../../shared/contract/pages';
import { runSchedule } from '../jobs/schedule';
import { createTestCms, type TestCms } from '../test/createTestCms';
import { createPage } from '../test/fixtures';
import { createEvent } from '../test/fixtures/content';
import { createModule, createSection, csrfTokenOf, erikaAndMax, write, type Agent } from '../test/fixtures/pageeditor';

let cms: TestCms;
let erika: Agent;
let max: Agent;
let visitor: Agent;

beforeAll(async () => {
  cms = await createTestCms();
  ({ erika, max } = await erikaAndMax(cms));
  visitor = cms.newAgent();
});
afterAll(() => cms?.close());

let n = 0;
/** A page with one quote ('Alt'), published as content from before drafts are. */
async function quotePage() {
  n += 1;
  const slug = `rueck-${n}`;
  const page = await createPage(cms.db, { slug_de: slug, slug_en: `back-${n}`, title_de: 'Rück', title_en: 'Back' });
  const section = await createSection(cms.db, { slug: `${slug}-main`, object_id: page.id });
  const quote = await createModule(cms.db, { section_id: section.id, model: 'quote', data: { content: 'Alt', author: '', anchor: '' } });
  const quotes = async (agent: Agent) =>
    ((await agent.get(`/de/pageeditor-api/page/${slug}`).expect(200)).body.modules as { modules: { data: { content: string } }[] }[]).flatMap((s) => s.modules.map((m) => m.data.content));
  const edit = (content: string, agent: Agent = erika) => write(agent, 'put', `/de/pageeditor-api/quote/${quote.id}/`).send({ content, author: '', anchor: '' }).expect(200);
  const path = (action: string) => `/de/pageeditor-api/publication/page/${page.id}/${action}/`;
  return { page, quote, quotes, edit, path };
}

/** A concert with one quote ('Alt') in its section: what an agent gets of it, and its publication paths. */
async function quoteConcert() {
  const event = await createEvent(cms.db);
  const section = await createSection(cms.db, { slug: `event-${event.id}`, content_type: 'event', object_id: event.id });
  const quote = await createModule(cms.db, { section_id: section.id, model: 'quote', data: { content: 'Alt', author: '', anchor: '' } });
  const seen = async (agent: Agent) => (await agent.get(`/de/pageeditor-api/container/by-slug/event-${event.id}`).expect(200)).body.modules[0].data.content;
  const path = (action: string) => `/de/pageeditor-api/publication/event/${event.id}/${action}/`;
  return { quote, seen, path };
}

const seenOf = (status: PublicationStatus) => ({ published_at: status.published_at, draft_updated_at: status.draft_updated_at, is_online: status.is_online });
const contentVersion = async () => Number((await visitor.get('/api/health/')).headers['x-content-version']);
const versionsOf = async (pageId: number) => (await erika.get(`/de/pageeditor-api/page/${pageId}/versions/`).expect(200)).body as { note: string; change: { action: string } }[];

test('undo of a publish: visitors see what they saw before, the draft keeps what was published; redo publishes again', async () => {
  const { page, quotes, edit, path } = await quotePage();
  await edit('Neu');
  const published = (await write(erika, 'post', path('publish')).expect(200)).body as PublicationStatus;
  expect(published).toMatchObject({ has_draft: false, changed: true, published_by: 'Erika Muster' });
  expect(await quotes(visitor)).toEqual(['Neu']);
  const before = { content: await contentVersion(), versions: (await versionsOf(page.id)).length };

  const undone = (await write(erika, 'post', path('undo-publish')).send({ based_on: seenOf(published) }).expect(200)).body as PublicationStatus;
  // never published in the editor before: nothing is published by anyone, the draft is unpublished
  expect(undone).toMatchObject({ has_draft: true, published_at: null, published_by: null, draft_updated_by: 'Erika Muster' });
  expect(await quotes(visitor)).toEqual(['Alt']);
  expect(await quotes(erika)).toEqual(['Neu']);
  expect((await visitor.get('/de/api/search/?query=Neu').expect(200)).body.count).toBe(0);
  expect(await contentVersion()).toBeGreaterThan(before.content);
  const versions = await versionsOf(page.id);
  expect(versions).toHaveLength(before.versions + 1);
  expect(versions[0]).toMatchObject({ note: 'publishing undone', change: { action: 'publishUndone' } });

  const redone = (await write(erika, 'post', path('publish')).send({ based_on: seenOf(undone) }).expect(200)).body as PublicationStatus;
  expect(redone).toMatchObject({ has_draft: false, changed: true });
  expect(await quotes(visitor)).toEqual(['Neu']);
  // and undone once more
  await write(erika, 'post', path('undo-publish')).send({ based_on: seenOf(redone) }).expect(200);
  expect(await quotes(visitor)).toEqual(['Alt']);
});

test('undo of a second publish brings back the first one, with its time and author', async () => {
  const { quotes, edit, path } = await quotePage();
  await edit('Erste');
  const first = (await write(max, 'post', path('publish')).expect(200)).body as PublicationStatus;
  await edit('Zweite');
  const second = (await write(erika, 'post', path('publish')).expect(200)).body as PublicationStatus;
  const undone = (await write(erika, 'post', path('undo-publish')).send({ based_on: seenOf(second) }).expect(200)).body as PublicationStatus;
  expect(undone).toMatchObject({ has_draft: true, published_at: first.published_at, published_by: 'Max Probe' });
  expect(await quotes(visitor)).toEqual(['Erste']);
  expect(await quotes(erika)).toEqual(['Zweite']);
});

test("the editor's own edits since do not stop the undo; someone else's publish or edit does (409 stale, who)", async () => {
  const { quotes, edit, path } = await quotePage();
  await edit('Eins');
  const mine = (await write(erika, 'post', path('publish')).expect(200)).body as PublicationStatus;
  await edit('Zwei');
  await write(erika, 'post', path('undo-publish')).send({ based_on: seenOf(mine) }).expect(200);
  expect(await quotes(visitor)).toEqual(['Alt']);
  expect(await quotes(erika)).toEqual(['Zwei']);

  const again = (await write(erika, 'post', path('publish')).expect(200)).body as PublicationStatus;
  await edit('Von Max', max);
  const edited = await write(erika, 'post', path('undo-publish')).send({ based_on: seenOf(again) }).expect(409);
  expect(edited.body).toMatchObject({ code: 'stale', message: 'Max Probe hat diese Seite inzwischen geändert.', conflict: { changed_by: 'Max Probe' } });
  await write(max, 'post', path('publish')).expect(200);
  const republished = await write(erika, 'post', `/en${path('undo-publish').slice(3)}`).send({ based_on: seenOf(again) }).expect(409);
  expect(republished.body).toMatchObject({ code: 'stale', message: 'Max Probe has changed this page in the meantime.', conflict: { changed_by: 'Max Probe', change: { action: 'published' } } });
  // nothing was taken back
  expect(await quotes(visitor)).toEqual(['Von Max']);
  // a redo based on a state that is gone is refused the same way
  await write(erika, 'post', path('publish')).send({ based_on: seenOf(mine) }).expect(409);
});

test('a scheduled take-down since the publish stops its undo too (visitors no longer see the page)', async () => {
  const { quotes, edit, path } = await quotePage();
  await edit('Neu');
  const published = (await write(erika, 'post', path('publish')).expect(200)).body as PublicationStatus;
  await write(erika, 'put', path('schedule')).send({ publish_at: null, unpublish_at: new Date(Date.now() - 60_000).toISOString() }).expect(200);
  await runSchedule(cms.db, new Date());
  const stale = await write(erika, 'post', path('undo-publish')).send({ based_on: seenOf(published) }).expect(409);
  expect(stale.body).toMatchObject({ code: 'stale', message: 'Diese Seite wurde inzwischen geändert.' });
  expect(await quotes(erika)).toEqual(['Neu']);
});

test('what is no longer kept cannot be brought back: 409 conflict in the editor’s language', async () => {
  const { edit, path } = await quotePage();
  await edit('Neu');
  const published = (await write(erika, 'post', path('publish')).expect(200)).body as PublicationStatus;
  const undone = (await write(erika, 'post', path('undo-publish')).send({ based_on: seenOf(published) }).expect(200)).body as PublicationStatus;
  const twice = await write(erika, 'post', path('undo-publish')).send({ based_on: seenOf(undone) }).expect(409);
  expect(twice.body).toMatchObject({ code: 'conflict', message: expect.stringContaining('nicht mehr rückgängig') });
  const none = await write(erika, 'post', path('undo-discard')).send({ based_on: seenOf(undone) }).expect(409);
  expect(none.body.code).toBe('conflict');
  await write(erika, 'post', path('undo-publish')).send({}).expect(400);
  await csrfTokenOf(visitor);
  await write(visitor, 'post', path('undo-publish')).send({ based_on: seenOf(undone) }).expect(401);
});

test("a page's discarded draft comes back with undo (one history entry); redo discards it again", async () => {
  const { page, quotes, edit, path } = await quotePage();
  await edit('Entwurf');
  const discarded = (await write(erika, 'post', path('discard')).expect(200)).body as { status: PublicationStatus };
  expect(discarded.status).toMatchObject({ has_draft: false, changed: true });
  expect(await quotes(erika)).toEqual(['Alt']);
  const count = (await versionsOf(page.id)).length;
  const undone = (await write(erika, 'post', path('undo-discard')).send({ based_on: seenOf(discarded.status) }).expect(200)).body;
  expect(undone.status.has_draft).toBe(true);
  expect(undone.sections[0].modules.map((m: { data: { content: string } }) => m.data.content)).toEqual(['Entwurf']);
  expect(await quotes(erika)).toEqual(['Entwurf']);
  expect(await quotes(visitor)).toEqual(['Alt']);
  const versions = await versionsOf(page.id);
  expect(versions).toHaveLength(count + 1);
  expect(versions[0]).toMatchObject({ note: 'discard undone', change: { action: 'discardUndone' } });
  await write(erika, 'post', path('discard')).send({ based_on: seenOf(undone.status) }).expect(200);
  expect(await quotes(erika)).toEqual(['Alt']);
});

test("a concert's discarded draft comes back with undo and goes again with redo; someone else's edit since: 409", async () => {
  const { quote, seen, path } = await quoteConcert();
  await write(erika, 'put', `/de/pageeditor-api/quote/${quote.id}/`).send({ content: 'Entwurf', author: '', anchor: '' }).expect(200);
  const discarded = (await write(erika, 'post', path('discard')).expect(200)).body as { status: PublicationStatus };
  expect(await seen(erika)).toBe('Alt');
  const before = await contentVersion();
  const undone = (await write(erika, 'post', path('undo-discard')).send({ based_on: seenOf(discarded.status) }).expect(200)).body;
  expect(undone.sections[0].modules[0]).toMatchObject({ id: quote.id, data: { content: 'Entwurf' } });
  expect(await seen(erika)).toBe('Entwurf');
  expect(await seen(visitor)).toBe('Alt');
  expect(await contentVersion()).toBeGreaterThan(before);
  const redone = (await write(erika, 'post', path('discard')).send({ based_on: seenOf(undone.status) }).expect(200)).body as { status: PublicationStatus };
  expect(await seen(erika)).toBe('Alt');
  await write(max, 'put', `/de/pageeditor-api/quote/${quote.id}/`).send({ content: 'Von Max', author: '', anchor: '' }).expect(200);
  const stale = await write(erika, 'post', path('undo-discard')).send({ based_on: seenOf(redone.status) }).expect(409);
  expect(stale.body).toMatchObject({ code: 'stale', conflict: { changed_by: 'Max Probe' } });
  expect(await seen(erika)).toBe('Von Max');
});

test("a concert's publish is undone too", async () => {
  const { quote, seen, path } = await quoteConcert();
  await write(erika, 'put', `/de/pageeditor-api/quote/${quote.id}/`).send({ content: 'Neu', author: '', anchor: '' }).expect(200);
  const published = (await write(erika, 'post', path('publish')).expect(200)).body as PublicationStatus;
  expect(await seen(visitor)).toBe('Neu');
  await write(erika, 'post', path('undo-publish')).send({ based_on: seenOf(published) }).expect(200);
  expect(await seen(visitor)).toBe('Alt');
  expect(await seen(erika)).toBe('Neu');
});
