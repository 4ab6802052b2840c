/**
 * Content keys on the back end (issue 40, shared/contentKeys.ts): each public answer names the keys
 * it read (X-Content-Keys), and each change publishes the keys it touched with its content version
 * (the NOTIFY payload the version feed hears, cms/db/versionFeed.ts): a concert's availability
 * touches that concert alone, its date its lists too, a draft nothing, a publish its owner, and a
 * write that does not say what it touched names everything.
 */
import pino from 'pino';
import { CONTENT_KEYS_HEADER, CSRF_HEADER } from '../../shared/constants';
import { createTestCms, type TestCms } from '../test/createTestCms';
import { createEditor, createPage } from '../test/fixtures';
import { createEvent, createPerson, createStory } from '../test/fixtures/content';
import { createModule, createSection, csrfTokenOf, loginAs, write, type Agent } from '../test/fixtures/pageeditor';
import { startVersionFeed, type VersionFeed } from '../db/versionFeed';
import { parseVersionPayload, versionPayload } from '../db/contentVersion';

let cms: TestCms;
let feed: VersionFeed;
let staff: Agent;
let editor: Agent;
let visitor: Agent;
const heard: { version: number; keys: readonly string[] | null }[] = [];

beforeAll(async () => {
  cms = await createTestCms();
  feed = await startVersionFeed(cms.database, cms.databaseUrl, pino({ level: 'silent' }));
  feed.subscribe((version, keys) => {
    if (version !== null) heard.push({ version, keys: keys ?? null });
  });
  await createEditor(cms.db, { username: 'chef', is_staff: true });
  await createEditor(cms.db, { username: 'erika', first_name: 'Erika', last_name: 'Muster' });
  staff = await loginAs(cms, 'chef');
  await csrfTokenOf(staff);
  editor = await loginAs(cms, 'erika');
  visitor = cms.newAgent();
});
afterAll(async () => {
  await feed?.close();
  await cms?.close();
});

const keysOf = (res: { headers: Record<string, string> }) => res.headers[CONTENT_KEYS_HEADER.toLowerCase()]?.split(' ');

/** The keys of the next change the feed hears after `act` (its version is the one the answer reported). */
async function changeOf(act: () => Promise<{ headers: Record<string, string> }>): Promise<readonly string[] | null> {
  const res = await act();
  const version = Number(res.headers['x-content-version']);
  const started = Date.now();
  for (;;) {
    const found = heard.find((change) => change.version === version);
    if (found) return found.keys ? [...found.keys].sort() : null;
    if (Date.now() - started > 5000) throw new Error(`version ${version} not heard`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const eventRecord = async (id: number) => (await staff.get(`/api/admin/events/${id}/`).expect(200)).body as Record<string, unknown>;
const putEvent = async (id: number, change: Record<string, unknown>) => {
  const { id: _id, ...record } = await eventRecord(id);
  const writable = Object.fromEntries(Object.entries({ ...record, ...change }).filter(([name]) => !['created_at', 'updated_at', 'admin_url', 'published_at', 'search_vector'].includes(name)));
  return staff.put(`/api/admin/events/${id}/`).set(CSRF_HEADER, await csrfTokenOf(staff)).send(writable).expect(200);
};

test('the payload: version and keys; a bare version (an older back end) names no keys, which counts as everything', () => {
  expect(versionPayload(42, ['events:list', 'event:4'])).toBe('42;event:4 events:list');
  expect(versionPayload(42, null)).toBe('42;*');
  expect(versionPayload(42, [])).toBe('42;');
  expect(versionPayload(42, Array.from({ length: 2000 }, (_, i) => `event:${i}`))).toBe('42;*');
  expect(parseVersionPayload('42;event:4 events:list')).toEqual({ version: 42, keys: ['event:4', 'events:list'] });
  expect(parseVersionPayload('42;')).toEqual({ version: 42, keys: [] });
  expect(parseVersionPayload('42')).toEqual({ version: 42, keys: null });
  expect(parseVersionPayload('42;Event 4!')).toEqual({ version: 42, keys: null });
  expect(parseVersionPayload('x;event:4')).toBeNull();
});

describe('the keys an answer read', () => {
  test('a concert: itself and the persons its performers link to; a list: its concerts and its membership', async () => {
    const event = await createEvent(cms.db);
    expect(keysOf(await visitor.get(`/de/api/events/${event.id}/`).expect(200))).toEqual([`event:${event.id}`, 'persons:list']);
    const list = await visitor.get('/de/api/events/').expect(200);
    expect(keysOf(list)).toEqual(expect.arrayContaining(['events:list', ...list.body.results.map((e: { id: number }) => `event:${e.id}`)]));
    expect(keysOf(await visitor.get(`/en/api/events/?ids=${event.id},99999`).expect(200))).toEqual([`event:${event.id}`, 'event:99999']);
    // a concert that does not exist (yet): creating it touches it
    expect(keysOf(await visitor.get('/de/api/events/99998/').expect(404))).toEqual(['event:99998', 'persons:list']);
  });

  test('a story, a person, a content page, the navigation, a concert’s own section and its 404', async () => {
    const story = await createStory(cms.db);
    const person = await createPerson(cms.db);
    const page = await createPage(cms.db, { slug_de: 'schluessel', slug_en: 'keys' });
    const event = await createEvent(cms.db);
    expect(keysOf(await visitor.get(`/de/api/articles/${story.id}/`).expect(200))).toEqual([`story:${story.id}`]);
    expect(keysOf(await visitor.get('/de/api/articles-teaser/').expect(200))).toEqual(['stories:list']);
    expect(keysOf(await visitor.get(`/de/api/persons/${person.id}/`).expect(200))).toEqual([`person:${person.id}`]);
    expect(keysOf(await visitor.get('/de/api/persons/').expect(200))).toEqual(['persons:list']);
    expect(keysOf(await visitor.get('/de/pageeditor-api/page/schluessel').expect(200))).toEqual([`page:${page.id}`]);
    expect(keysOf(await visitor.get('/de/pageeditor-api/nav').expect(200))).toEqual(['nav']);
    expect(keysOf(await visitor.get('/de/pageeditor-api/nav?news=3').expect(200))).toEqual(['nav', 'stories:list']);
    expect(keysOf(await visitor.get(`/de/pageeditor-api/container/by-slug/event-${event.id}`).expect(404))).toEqual(['sections:list']);
    await createSection(cms.db, { slug: `event-${event.id}`, content_type: 'event', object_id: event.id });
    expect(keysOf(await visitor.get(`/de/pageeditor-api/container/by-slug/event-${event.id}`).expect(200))).toEqual([`event:${event.id}`, 'sections:list']);
  });

  test('an answer nobody has named the keys of says `*` (the search)', async () => {
    expect(keysOf(await visitor.get('/de/api/search/?query=Konzert').expect(200))).toEqual(['*']);
  });
});

describe('the keys a change touched', () => {
  test('a concert’s availability touches that concert alone (its performers written anew with it); its date its lists too', async () => {
    const event = await createEvent(cms.db, {}, { performers: [{ name: 'Clara Geigerin' }], works: [{ composer: 'Brahms', title_de: 'Sinfonie Nr. 1' }] });
    expect(await changeOf(() => putEvent(event.id, { availability: 'soldout' }))).toEqual([`event:${event.id}`]);
    expect(await changeOf(() => putEvent(event.id, { start_at: '2099-02-01T19:30:00+01:00' }))).toEqual([`event:${event.id}`, 'events:list']);
  });

  test('a new concert and a deleted one touch the lists; a story and a person their lists', async () => {
    const token = await csrfTokenOf(staff);
    const created = await changeOf(() => staff.post('/api/admin/events/').set(CSRF_HEADER, token).send({ title_de: 'Neu', title_en: 'New', start_at: '2099-03-01T19:30:00+01:00' }).expect(201));
    const id = Number(created?.find((key) => key.startsWith('event:'))?.slice(6));
    expect(created).toEqual([`event:${id}`, 'events:list']);
    expect(await changeOf(() => staff.delete(`/api/admin/events/${id}/`).set(CSRF_HEADER, token).expect(200))).toEqual([`event:${id}`, 'events:list']);
    const story = await createStory(cms.db);
    expect(await changeOf(() => staff.delete(`/api/admin/stories/${story.id}/`).set(CSRF_HEADER, token).expect(200))).toEqual(['stories:list', `story:${story.id}`]);
    const person = await createPerson(cms.db);
    expect(await changeOf(() => staff.delete(`/api/admin/persons/${person.id}/`).set(CSRF_HEADER, token).expect(200))).toEqual([`person:${person.id}`, 'persons:list'].sort());
  });

  test('a write that does not say what it touched (a venue) names everything', async () => {
    const token = await csrfTokenOf(staff);
    expect(await changeOf(() => staff.post('/api/admin/venues/').set(CSRF_HEADER, token).send({ name: 'Saal' }).expect(201))).toEqual(['*']);
  });

  test('an editor’s draft is no change; its publish touches its owner and which sections exist', async () => {
    const event = await createEvent(cms.db);
    const section = await createSection(cms.db, { slug: `event-${event.id}`, content_type: 'event', object_id: event.id });
    const quote = await createModule(cms.db, { section_id: section.id, model: 'quote', data: { content: 'Alt', author: '', anchor: '' } });
    const before = heard.length;
    const draft = await write(editor, 'put', `/de/pageeditor-api/quote/${quote.id}/`).send({ content: 'Neu', author: '', anchor: '' }).expect(200);
    expect(Number(draft.headers['x-content-version'])).toBe(feed.version);
    expect(heard.length).toBe(before);
    expect(await changeOf(() => write(editor, 'post', `/de/pageeditor-api/publication/event/${event.id}/publish/`).expect(200))).toEqual([`event:${event.id}`, 'sections:list']);
  });
});
