/** `?with=events` on a page and the content hub: the page and the concerts of its event lists in one answer. */
import { objectKey, parseKeys } from '../../shared/contentKeys';
import { createTestCms, type TestCms } from '../test/createTestCms';
import { createPage } from '../test/fixtures';
import { createEvent, editorSessionCookie } from '../test/fixtures/content';
import { createModule, createSection } from '../test/fixtures/pageeditor';

let cms: TestCms;
let editorCookie: string;
const ids: Record<string, number> = {};

/** a section of `owner` with an event list naming these events */
async function eventListSection(owner: { content_type: 'page' | 'hub'; object_id: number | null }, slug: string, events: number[]) {
  const section = await createSection(cms.db, { slug, ...owner });
  const list = await createModule(cms.db, { section_id: section.id, model: 'event-list', column: 0, data: {} });
  for (const [order, event] of events.entries()) {
    await createModule(cms.db, { section_id: section.id, parent_id: list.id, model: 'event-item', column: 0, order, data: { event } });
  }
}

beforeAll(async () => {
  cms = await createTestCms();
  editorCookie = await editorSessionCookie(cms.db);
  ids.late = (await createEvent(cms.db, { start_at: new Date('2099-05-01T18:00:00Z') })).id;
  ids.early = (await createEvent(cms.db, { start_at: new Date('2098-05-01T18:00:00Z') })).id;
  ids.offline = (await createEvent(cms.db, { is_online: false })).id;
  ids.unknown = 987654;
  const page = await createPage(cms.db, { slug_de: 'termine', slug_en: 'dates', title_de: 'Termine' });
  await eventListSection({ content_type: 'page', object_id: page.id }, 'termine-main', [ids.late, ids.offline, ids.early, ids.unknown, ids.late]);
  await createPage(cms.db, { slug_de: 'ohne', slug_en: 'without', title_de: 'Ohne' });
  await eventListSection({ content_type: 'hub', object_id: null }, 'hub-main', [ids.early]);
});
afterAll(() => cms?.close());

const byIds = (cookie = '') => cms.request.get(`/de/api/events/?ids=${[ids.late, ids.offline, ids.early, ids.unknown].join(',')}`).set('Cookie', cookie).expect(200);

describe('GET page ?with=events', () => {
  test('the page as without it, and its event lists’ concerts as ?ids= answers them', async () => {
    const [combined, page, events] = await Promise.all([
      cms.request.get('/de/pageeditor-api/page/termine?with=events').expect(200),
      cms.request.get('/de/pageeditor-api/page/termine').expect(200),
      byIds(),
    ]);
    const { events: carried, ...rest } = combined.body;
    expect(rest).toEqual(page.body);
    expect(page.body).not.toHaveProperty('events');
    expect(carried).toEqual(events.body.results);
    // the offline and the unknown concert are left out for visitors
    expect(carried.map((event: { id: number }) => event.id).sort()).toEqual([ids.early, ids.late].sort());
    // the page's keys and every named concert's, the unknown one's too (creating it touches it)
    const keys = parseKeys(combined.headers['x-content-keys']);
    expect(keys).toEqual(expect.arrayContaining([...parseKeys(page.headers['x-content-keys'])!, ...[ids.late, ids.offline, ids.early, ids.unknown].map((id) => objectKey('event', id))]));
  });

  test('editors get the offline concert too, as ?ids= gives it them, in an answer no cache keeps', async () => {
    const [combined, events] = await Promise.all([cms.request.get('/de/pageeditor-api/page/termine?with=events').set('Cookie', editorCookie).expect(200), byIds(editorCookie)]);
    expect(combined.body.events).toEqual(events.body.results);
    expect(combined.body.events.map((event: { id: number }) => event.id)).toContain(ids.offline);
    expect(combined.headers['cache-control']).toBe('private, no-store');
  });

  test('a page without event lists: none; an unknown page 404; another value of `with` a 400 naming it', async () => {
    expect((await cms.request.get('/de/pageeditor-api/page/ohne?with=events').expect(200)).body.events).toEqual([]);
    await cms.request.get('/de/pageeditor-api/page/gibt-es-nicht?with=events').expect(404);
    const bad = await cms.request.get('/de/pageeditor-api/page/termine?with=section').expect(400);
    expect(JSON.stringify(bad.body)).toContain('with');
  });
});

describe('GET cms-hub ?with=events', () => {
  test('the hub as without it, and the concerts of its event lists', async () => {
    const [combined, hub] = await Promise.all([cms.request.get('/pageeditor-api/cms-hub?with=events').expect(200), cms.request.get('/pageeditor-api/cms-hub').expect(200)]);
    const { events, ...rest } = combined.body;
    expect(rest).toEqual(hub.body);
    expect(events.map((event: { id: number }) => event.id)).toEqual([ids.early]);
    await cms.request.get('/pageeditor-api/cms-hub?with=section').expect(400);
  });
});
