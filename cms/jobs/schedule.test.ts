/**
 * Scheduled go-live and take-down (cms/jobs/schedule.ts): the back end's rules, on PGlite and on
 * PostgreSQL. The clock is injected everywhere: no test waits for a real time to come.
 */
import { eq } from 'drizzle-orm';
import { openDatabase, type Database, type Db } from '../db/client';
import { getContentVersion } from '../db/contentVersion';
import { page_versions, pages } from '../db/schema';
import { createTestCms, type TestCms } from '../test/createTestCms';
import { createEditor, createPage } from '../test/fixtures';
import { createEvent, createStory } from '../test/fixtures/content';
import { createModule, createSection, loginAs, write, type Agent } from '../test/fixtures/pageeditor';
import { applyChange, runSchedule, startScheduler, type AppliedChange, type Scheduler } from './schedule';

let cms: TestCms;
let erika: Agent;
let visitor: Agent;

beforeAll(async () => {
  cms = await createTestCms({ env: { SCHEDULE_TEST_CLOCK: 'true' } });
  await createEditor(cms.db, { username: 'erika', first_name: 'Erika', last_name: 'Muster' });
  erika = await loginAs(cms, 'erika');
  visitor = cms.newAgent();
});
afterAll(() => cms?.close());

const at = (iso: string) => new Date(iso);
const statusOf = async (type: string, id: number) => (await erika.get(`/de/pageeditor-api/publication/${type}/${id}/`).expect(200)).body;
const notesOf = async (pageId: number) =>
  (await cms.db.select({ note: page_versions.note }).from(page_versions).where(eq(page_versions.page_id, pageId))).map((r) => r.note);

describe('go-live and take-down', () => {
  test('a page set in the editor (Berlin time) goes online at its time, with its draft published; not before', async () => {
    const page = await createPage(cms.db, { slug_de: 'saisonstart', slug_en: 'season-opening', title_de: 'Saisonstart', is_online: false });
    const section = await createSection(cms.db, { slug: 'saisonstart-main', object_id: page.id });
    await createModule(cms.db, { section_id: section.id, model: 'quote', data: { content: 'Alt', author: '', anchor: '' } });
    const quote = (await erika.get(`/de/pageeditor-api/container/${section.id}/`).expect(200)).body.modules[0];
    await write(erika, 'put', `/de/pageeditor-api/quote/${quote.id}/`).send({ content: 'Neue Saison', author: '', anchor: '' }).expect(200);
    // 1 March 2031, 10:00 in Berlin (winter time, UTC+1)
    const res = await write(erika, 'put', `/de/pageeditor-api/publication/page/${page.id}/schedule/`).send({ publish_at: '2031-03-01T10:00:00+01:00', unpublish_at: null }).expect(200);
    expect(res.body).toMatchObject({ publish_at: '2031-03-01T09:00:00.000Z', unpublish_at: null, is_online: false, has_draft: true });
    await visitor.get('/de/pageeditor-api/page/saisonstart').expect(404);

    expect(await runSchedule(cms.db, at('2031-03-01T08:59:59.999Z'))).toEqual([]);
    await visitor.get('/de/pageeditor-api/page/saisonstart').expect(404);

    const before = await getContentVersion(cms.db);
    const applied = await runSchedule(cms.db, at('2031-03-01T09:00:00.000Z'));
    expect(applied).toEqual([{ content_type: 'page', object_id: page.id, change: 'live', version: before + 1 }]);
    expect(await getContentVersion(cms.db)).toBe(before + 1);
    const seen = await visitor.get('/de/pageeditor-api/page/saisonstart').expect(200);
    expect(seen.body.modules[0].modules[0].data.content).toBe('Neue Saison');
    expect(await statusOf('page', page.id)).toMatchObject({ is_online: true, has_draft: false, publish_at: null });
    expect(await notesOf(page.id)).toContain('online on schedule');
    // the search finds it now
    expect((await visitor.get('/de/api/search/?query=Saisonstart').expect(200)).body.kinds.page).toBe(1);
    // once: a later pass finds nothing to do
    expect(await runSchedule(cms.db, at('2031-03-02T00:00:00Z'))).toEqual([]);
    expect(await getContentVersion(cms.db)).toBe(before + 1);
  });

  test('a concert and a story go offline at their take-down (summer time, UTC+2)', async () => {
    const event = await createEvent(cms.db, { title_de: 'Sommerkonzert' });
    const story = await createStory(cms.db, { title_de: 'Sommergeschichte' });
    for (const [type, id] of [['event', event.id], ['story', story.id]] as const) {
      await write(erika, 'put', `/en/pageeditor-api/publication/${type}/${id}/schedule/`).send({ publish_at: null, unpublish_at: '2031-07-01T00:00:00+02:00' }).expect(200);
    }
    await visitor.get(`/de/api/events/${event.id}/`).expect(200);
    await visitor.get(`/de/api/articles/${story.id}/`).expect(200);

    const applied = await runSchedule(cms.db, at('2031-06-30T22:00:00Z'));
    expect(applied.map(({ content_type, object_id, change }) => ({ content_type, object_id, change })).sort((a, b) => a.content_type.localeCompare(b.content_type))).toEqual([
      { content_type: 'event', object_id: event.id, change: 'offline' },
      { content_type: 'story', object_id: story.id, change: 'offline' },
    ]);
    await visitor.get(`/de/api/events/${event.id}/`).expect(404);
    await visitor.get(`/de/api/articles/${story.id}/`).expect(404);
    expect(await statusOf('event', event.id)).toMatchObject({ is_online: false, unpublish_at: null });
    expect((await visitor.get('/de/api/search/?query=Sommerkonzert').expect(200)).body.count).toBe(0);
  });

  test('go-live and take-down due together: online first, then offline', async () => {
    const page = await createPage(cms.db, { slug_de: 'kurz', slug_en: 'short', is_online: false, publish_at: at('2031-01-01T10:00:00Z'), unpublish_at: at('2031-01-01T11:00:00Z') });
    const applied = await runSchedule(cms.db, at('2031-01-02T00:00:00Z'));
    expect(applied.filter((c) => c.object_id === page.id && c.content_type === 'page').map((c) => c.change)).toEqual(['live', 'offline']);
    const [row] = await cms.db.select().from(pages).where(eq(pages.id, page.id));
    expect(row).toMatchObject({ is_online: false, publish_at: null, unpublish_at: null });
  });

  test('a time moved later before it was due is not applied at the old time', async () => {
    const page = await createPage(cms.db, { slug_de: 'verschoben', slug_en: 'moved', is_online: false });
    await write(erika, 'put', `/de/pageeditor-api/publication/page/${page.id}/schedule/`).send({ publish_at: '2031-05-01T12:00:00+02:00', unpublish_at: null }).expect(200);
    await write(erika, 'put', `/de/pageeditor-api/publication/page/${page.id}/schedule/`).send({ publish_at: '2031-05-02T12:00:00+02:00', unpublish_at: null }).expect(200);
    expect(await runSchedule(cms.db, at('2031-05-01T10:00:00Z'))).toEqual([]);
    expect((await statusOf('page', page.id)).is_online).toBe(false);
    expect((await runSchedule(cms.db, at('2031-05-02T10:00:00Z'))).map((c) => c.object_id)).toEqual([page.id]);
  });
});

describe('exactly once with two workers on one database', () => {
  let second: Database | null = null;
  let workers: Scheduler[] = [];
  afterEach(async () => {
    await Promise.all(workers.map((w) => w.stop()));
    workers = [];
  });
  afterAll(async () => {
    await second?.close();
  });

  /** The second worker's database: on PostgreSQL its own connection pool (another instance), on PGlite the one database. */
  async function secondDb(): Promise<Db> {
    if (!cms.databaseUrl) return cms.db;
    second ??= await openDatabase({ databaseUrl: cms.databaseUrl, migrate: false, poolMax: 4 });
    return second.db;
  }

  test('every due change is applied by exactly one of them, and bumps the content version once', async () => {
    const due = at('2032-02-01T09:00:00Z');
    const expected: string[] = [];
    for (let n = 0; n < 8; n++) {
      const page = await createPage(cms.db, { slug_de: `los-${n}`, slug_en: `go-${n}`, is_online: false, publish_at: due });
      const event = await createEvent(cms.db, { is_online: true, unpublish_at: due });
      const story = await createStory(cms.db, { is_online: false, publish_at: due });
      expected.push(`page-${page.id}-live`, `event-${event.id}-offline`, `story-${story.id}-live`);
    }
    const clock = () => at('2032-02-01T09:00:00Z');
    const db2 = await secondDb();
    const before = await getContentVersion(cms.db);
    // everything either worker applies, from its own first pass and from the passes started by hand
    const applied: AppliedChange[] = [];
    const onApplied = (change: AppliedChange) => applied.push(change);
    workers = [startScheduler({ db: cms.db, now: clock, intervalMs: 3_600_000, onApplied }), startScheduler({ db: db2, now: clock, intervalMs: 3_600_000, onApplied })];
    await Promise.all([workers[0].runOnce(), workers[1].runOnce(), workers[0].runOnce(), workers[1].runOnce()]);
    const key = (c: AppliedChange) => `${c.content_type}-${c.object_id}-${c.change}`;
    expect(applied.map(key).sort()).toEqual([...expected].sort());
    expect(new Set(applied.map((c) => c.version)).size).toBe(expected.length);
    expect(await getContentVersion(cms.db)).toBe(before + expected.length);
    const pageIds = applied.filter((c) => c.content_type === 'page').map((c) => c.object_id);
    const notes = await cms.db.select({ page_id: page_versions.page_id }).from(page_versions).where(eq(page_versions.note, 'online on schedule'));
    for (const id of pageIds) expect(notes.filter((n) => n.page_id === id)).toHaveLength(1);
  });

  test('four claims of one change at the same moment: one applies it, the others get nothing', async () => {
    const story = await createStory(cms.db, { is_online: false, publish_at: at('2032-03-01T00:00:00Z') });
    const now = at('2032-03-01T00:00:00Z');
    const db2 = await secondDb();
    const results = await Promise.all([cms.db, db2, cms.db, db2].map((db) => applyChange(db, 'story', story.id, 'live', now)));
    expect(results.filter((r) => r !== null)).toEqual([expect.objectContaining({ content_type: 'story', object_id: story.id, change: 'live' })]);
  });

  test('the loop applies a change when the injected clock reaches its time', async () => {
    const page = await createPage(cms.db, { slug_de: 'uhr', slug_en: 'clock', is_online: false, publish_at: at('2033-01-01T00:00:00Z') });
    let now = at('2032-12-31T23:00:00Z');
    const seen: AppliedChange[] = [];
    let resolveApplied: (change: AppliedChange) => void = () => undefined;
    const appliedOnce = new Promise<AppliedChange>((resolve) => (resolveApplied = resolve));
    const onApplied = (change: AppliedChange) => {
      seen.push(change);
      if (change.object_id === page.id) resolveApplied(change);
    };
    workers = [startScheduler({ db: cms.db, now: () => now, intervalMs: 20, onApplied }), startScheduler({ db: await secondDb(), now: () => now, intervalMs: 20, onApplied })];
    // a pass at the old time changes nothing
    expect(await workers[0].runOnce()).toEqual([]);
    now = at('2033-01-01T00:00:01Z');
    expect(await appliedOnce).toMatchObject({ content_type: 'page', object_id: page.id, change: 'live' });
    // both loops keep running: after a few more passes of each, still only one application
    await workers[0].runOnce();
    await workers[1].runOnce();
    expect(seen.filter((c) => c.object_id === page.id && c.content_type === 'page')).toHaveLength(1);
    expect((await statusOf('page', page.id)).is_online).toBe(true);
  });
});

describe('POST pageeditor-api/schedule/run/ (tests only)', () => {
  test('runs the schedule at the given time for an editor; visitors are refused; 404 unless SCHEDULE_TEST_CLOCK', async () => {
    const story = await createStory(cms.db, { is_online: false, publish_at: at('2034-04-01T08:00:00Z') });
    await visitor.post('/de/pageeditor-api/schedule/run/').send({ now: '2034-04-01T10:00:00+02:00' }).expect(403);
    const res = await write(erika, 'post', '/de/pageeditor-api/schedule/run/').send({ now: '2034-04-01T10:00:00+02:00' }).expect(200);
    expect(res.body.applied).toEqual([expect.objectContaining({ content_type: 'story', object_id: story.id, change: 'live' })]);
    expect(Number(res.headers['x-content-version'])).toBe(res.body.applied[0].version);
    await write(erika, 'post', '/de/pageeditor-api/schedule/run/').send({ now: 'tomorrow' }).expect(400);
    // the same back end with the switch off (the config object is the app's own)
    cms.config.scheduleTestClock = false;
    try {
      await write(erika, 'post', '/de/pageeditor-api/schedule/run/').send({ now: '2034-04-01T10:00:00+02:00' }).expect(404);
    } finally {
      cms.config.scheduleTestClock = true;
    }
  });
});
