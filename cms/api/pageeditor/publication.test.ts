/** Drafts, publishing, discarding, stale writes (409) and presence: the back end's rules. */
import { createTestCms, type TestCms } from '../../test/createTestCms';
import { createPage } from '../../test/fixtures';
import { createEvent } from '../../test/fixtures/content';
import { createModule, createSection, erikaAndMax, write, type Agent } from '../../test/fixtures/pageeditor';

let cms: TestCms;
let erika: Agent;
let max: Agent;
let visitor: Agent;
let page: Awaited<ReturnType<typeof createPage>>;
let section: Awaited<ReturnType<typeof createSection>>;
let quote: Awaited<ReturnType<typeof createModule>>;

beforeAll(async () => {
  cms = await createTestCms();
  page = await createPage(cms.db, { slug_de: 'entwurf', slug_en: 'draft', title_de: 'Entwurf', title_en: 'Draft' });
  section = await createSection(cms.db, { slug: 'entwurf-main', object_id: page.id });
  quote = await createModule(cms.db, { section_id: section.id, model: 'quote', data: { content: 'Veröffentlicht', author: '', anchor: '' } });
  ({ erika, max } = await erikaAndMax(cms));
  visitor = cms.newAgent();
});
afterAll(() => cms?.close());

const quotesOf = (body: { modules: { modules: { model: string; data: { content?: string } }[] }[] }) =>
  body.modules.flatMap((s) => s.modules.filter((m) => m.model === 'quote').map((m) => m.data.content));
const visitorPage = async () => quotesOf((await visitor.get('/de/pageeditor-api/page/entwurf').expect(200)).body);
const editorPage = async (query = '') => quotesOf((await erika.get(`/de/pageeditor-api/page/entwurf${query}`).expect(200)).body);
const status = async (agent: Agent = erika) => (await agent.get(`/de/pageeditor-api/publication/page/${page.id}/`).expect(200)).body;
const version = async () => Number((await visitor.get('/api/health/')).headers['x-content-version']);

test('content from before drafts is published; a page without changes has no draft', async () => {
  expect(await visitorPage()).toEqual(['Veröffentlicht']);
  expect(await status()).toMatchObject({ content_type: 'page', object_id: page.id, has_draft: false, is_online: true, editing: [] });
});

test('an edit goes into the draft: editors see it, visitors, ?published=1, the section endpoints and the search do not', async () => {
  const before = await version();
  await write(erika, 'put', `/de/pageeditor-api/quote/${quote.id}/`).send({ content: 'Entwurfstext', author: '', anchor: '' }).expect(200);
  await write(erika, 'post', '/de/pageeditor-api/quote/').send({ section: section.id, content: 'Neu im Entwurf', author: '', anchor: '' }).expect(201);
  // nothing visitors see changed: caches keyed by the content version stay valid
  expect(await version()).toBe(before);
  expect(await editorPage()).toEqual(['Entwurfstext', 'Neu im Entwurf']);
  expect(await visitorPage()).toEqual(['Veröffentlicht']);
  expect(await editorPage('?published=1')).toEqual(['Veröffentlicht']);
  const bySlug = await visitor.get('/de/pageeditor-api/container/by-slug/entwurf-main').expect(200);
  expect(bySlug.body.modules.map((m: { data: { content: string } }) => m.data.content)).toEqual(['Veröffentlicht']);
  const search = await visitor.get('/de/api/search/?query=Entwurfstext').expect(200);
  expect(search.body.count).toBe(0);
  expect(await status()).toMatchObject({ has_draft: true, draft_updated_by: 'Erika Muster', published_at: null });
});

test('a change of content that is not drafted (the content hub) is live at once and bumps the content version', async () => {
  const hub = await createSection(cms.db, { slug: 'hub-live', content_type: 'hub', object_id: null });
  const before = await version();
  await write(erika, 'post', '/de/pageeditor-api/quote/').send({ section: hub.id, content: 'Sofort sichtbar', author: '', anchor: '' }).expect(201);
  expect(await version()).toBeGreaterThan(before);
});

test('a section created in the draft is not found by visitors until published', async () => {
  const created = await write(erika, 'post', '/de/pageeditor-api/container/')
    .send({ slug: 'entwurf-neu', parent: null, content_type: 'page', object_id: page.id })
    .expect(201);
  await visitor.get('/de/pageeditor-api/container/by-slug/entwurf-neu').expect(404);
  await visitor.get(`/de/pageeditor-api/container/${created.body.id}/`).expect(404);
  await erika.get('/de/pageeditor-api/container/by-slug/entwurf-neu').expect(200);
});

test('publish: visitors and the search see the draft, the content version goes up, the draft is gone', async () => {
  const before = await version();
  const res = await write(erika, 'post', `/de/pageeditor-api/publication/page/${page.id}/publish/`).expect(200);
  expect(res.body).toMatchObject({ has_draft: false, published_by: 'Erika Muster', published_at: expect.stringMatching(/^\d{4}-/) });
  expect(await version()).toBeGreaterThan(before);
  expect(await visitorPage()).toEqual(['Entwurfstext', 'Neu im Entwurf']);
  await visitor.get('/de/pageeditor-api/container/by-slug/entwurf-neu').expect(200);
  const search = await visitor.get('/de/api/search/?query=Entwurfstext').expect(200);
  expect(search.body.kinds.page).toBe(1);
});

test('discard: the draft goes back to what is published, for editors too; versions record it', async () => {
  await write(erika, 'put', `/de/pageeditor-api/quote/${quote.id}/`).send({ content: 'Verworfen', author: '', anchor: '' }).expect(200);
  await write(erika, 'delete', '/de/pageeditor-api/container/' + (await erika.get('/de/pageeditor-api/container/by-slug/entwurf-neu')).body.id + '/').expect(204);
  expect(await editorPage()).toEqual(['Verworfen', 'Neu im Entwurf']);
  const before = await version();
  const res = await write(erika, 'post', `/de/pageeditor-api/publication/page/${page.id}/discard/`).expect(200);
  expect(res.body.status.has_draft).toBe(false);
  expect(res.body.sections.map((s: { slug: string }) => s.slug).sort()).toEqual(['entwurf-main', 'entwurf-neu']);
  expect(await version()).toBeGreaterThan(before);
  expect(await editorPage()).toEqual(['Entwurfstext', 'Neu im Entwurf']);
  expect(await visitorPage()).toEqual(['Entwurfstext', 'Neu im Entwurf']);
  const versions = await erika.get(`/de/pageeditor-api/page/${page.id}/versions/`).expect(200);
  expect(versions.body[0].note).toBe('draft discarded');
  expect(versions.body[0].change).toMatchObject({ action: 'discarded', target: 'page' });
  expect(versions.body.find((v: { note: string }) => v.note === 'published')?.change).toMatchObject({ action: 'published', target: 'page' });
});

test('a concert\'s sections are drafted too', async () => {
  const event = await createEvent(cms.db);
  const s = await createSection(cms.db, { slug: `event-${event.id}`, content_type: 'event', object_id: event.id });
  const m = await createModule(cms.db, { section_id: s.id, model: 'quote', data: { content: 'Alt', author: '', anchor: '' } });
  await write(erika, 'put', `/en/pageeditor-api/quote/${m.id}/`).send({ content: 'New', author: '', anchor: '' }).expect(200);
  const seen = async (agent: Agent) => (await agent.get(`/de/pageeditor-api/container/by-slug/event-${event.id}`).expect(200)).body.modules[0].data.content;
  expect(await seen(visitor)).toBe('Alt');
  expect(await seen(erika)).toBe('New');
  await write(erika, 'post', `/en/pageeditor-api/publication/event/${event.id}/publish/`).expect(200);
  expect(await seen(visitor)).toBe('New');
});

test('a stale module write answers 409 with the current module and who changed it; without a version it is accepted', async () => {
  const node = (await erika.get(`/de/pageeditor-api/quote/${quote.id}/`).expect(200)).body;
  await write(max, 'put', `/de/pageeditor-api/quote/${quote.id}/`).send({ content: 'Von Max', author: '', anchor: '', version: node.version }).expect(200);
  const stale = await write(erika, 'put', `/de/pageeditor-api/quote/${quote.id}/`)
    .send({ content: 'Von Erika', author: '', anchor: '', version: node.version })
    .expect(409);
  expect(stale.body).toMatchObject({
    status: 409,
    code: 'stale',
    message: 'Max Probe hat dieses Modul inzwischen geändert.',
    conflict: { changed_by: 'Max Probe', current: { id: quote.id, data: { content: 'Von Max' }, version: node.version + 1 } },
  });
  const en = await write(erika, 'put', `/en/pageeditor-api/quote/${quote.id}/`).send({ content: 'x', version: node.version }).expect(409);
  expect(en.body.message).toBe('Max Probe has changed this module in the meantime.');
  // overwrite: based on the current version
  await write(erika, 'put', `/de/pageeditor-api/quote/${quote.id}/`).send({ content: 'Von Erika', author: '', anchor: '', version: node.version + 1 }).expect(200);
});

test('a stale section write answers 409 too', async () => {
  const current = (await erika.get(`/de/pageeditor-api/container/${section.id}/`).expect(200)).body;
  await write(max, 'patch', `/de/pageeditor-api/container/${section.id}/`).send({ layout: 1, version: current.version }).expect(200);
  const stale = await write(erika, 'patch', `/de/pageeditor-api/container/${section.id}/`).send({ layout: 3, version: current.version }).expect(409);
  expect(stale.body.conflict).toMatchObject({ changed_by: 'Max Probe', current: { id: section.id, layout: 1 } });
});

test('presence: a heartbeat names the other editors of the owner, not oneself; leaving removes it', async () => {
  const before = await version();
  await write(max, 'post', `/de/pageeditor-api/publication/page/${page.id}/heartbeat/`).expect(200);
  const seen = await write(erika, 'post', `/de/pageeditor-api/publication/page/${page.id}/heartbeat/`).expect(200);
  expect(seen.body.editing).toEqual([{ name: 'Max Probe' }]);
  expect((await status(max)).editing).toEqual([{ name: 'Erika Muster' }]);
  expect(await version()).toBe(before); // a heartbeat changes nothing visitors see
  await write(max, 'delete', `/de/pageeditor-api/publication/page/${page.id}/heartbeat/`).expect(204);
  expect((await status()).editing).toEqual([]);
});

test('visitors cannot read or change publication; unknown owners 404; bad input 400', async () => {
  await visitor.get(`/de/pageeditor-api/publication/page/${page.id}/`).expect(401);
  await erika.get('/de/pageeditor-api/publication/page/999999/').expect(404);
  await erika.get('/de/pageeditor-api/publication/hub/1/').expect(400);
  const order = await write(erika, 'put', `/de/pageeditor-api/publication/page/${page.id}/schedule/`)
    .send({ publish_at: '2030-01-02T10:00:00+01:00', unpublish_at: '2030-01-01T10:00:00+01:00' })
    .expect(400);
  expect(order.body.errors.unpublish_at).toEqual(['Das Ende muss nach dem Start liegen.']);
});
