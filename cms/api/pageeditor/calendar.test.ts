/**
 * The editor's content calendar (cms/api/pageeditor/calendar.ts, issue 43 item 3), on PGlite and on
 * PostgreSQL (the cms and cms-pg projects run this file each): go-lives and take-downs of pages,
 * concerts and stories, concerts, pre-sale starts and stories between two Berlin days; Berlin day
 * boundaries in winter and summer time; titles and addresses in the request's language; trashed
 * objects gone; editors only; malformed and too long ranges refused.
 */
import { createTestCms, type TestCms } from '../../test/createTestCms';
import { createEditor, createPage } from '../../test/fixtures';
import { createEvent, createStory } from '../../test/fixtures/content';
import { loginAs, write, type Agent } from '../../test/fixtures/pageeditor';
import type { CalendarAnswer } from '../../../shared/contract/calendar';

let cms: TestCms;
let erika: Agent;
let ids: { page: number; event: number; story: number; early: number; late: number };

beforeAll(async () => {
  cms = await createTestCms();
  await createEditor(cms.db, { username: 'erika', first_name: 'Erika', last_name: 'Muster' });
  erika = await loginAs(cms, 'erika');
  const page = await createPage(cms.db, { slug_de: 'saisonstart', slug_en: 'season-opening', title_de: 'Saisonstart', title_en: 'Season opening', is_online: false });
  // 1 March 2041 00:30 in Berlin is still 28 February in UTC: the entry is on 1 March
  await write(erika, 'put', `/de/pageeditor-api/publication/page/${page.id}/schedule/`).send({ publish_at: '2041-03-01T00:30:00+01:00', unpublish_at: '2041-03-31T23:30:00+02:00' }).expect(200);
  const event = await createEvent(cms.db, { title_de: 'Frühlingskonzert', title_en: 'Spring concert', slug: 'fruehlingskonzert', start_at: new Date('2041-03-14T18:30:00Z'), presale_start: '2041-03-02', is_online: false, publish_at: new Date('2041-03-03T09:00:00Z') });
  const story = await createStory(cms.db, { title_de: 'Probenbesuch', title_en: 'At rehearsal', slug: 'probenbesuch', date: '2041-03-20', unpublish_at: new Date('2041-03-21T11:00:00Z') });
  // outside the range: the evening before in Berlin, and the day after
  const early = await createEvent(cms.db, { title_de: 'Vorabend', start_at: new Date('2041-02-28T22:59:00Z') });
  const late = await createStory(cms.db, { title_de: 'Danach', date: '2041-04-01' });
  ids = { page: page.id, event: event.id, story: story.id, early: early.id, late: late.id };
});
afterAll(() => cms?.close());

const calendar = async (query: string, agent: Agent = erika, locale = 'de') => (await agent.get(`/${locale}/pageeditor-api/calendar/?${query}`).expect(200)).body as CalendarAnswer;
const summary = (answer: CalendarAnswer) => answer.entries.map((e) => `${e.date} ${e.kind} ${e.content_type}:${e.object_id}`);

test('a month: go-live and take-down, concert, pre-sale and story, by Berlin day, in time order', async () => {
  const march = await calendar('from=2041-03-01&to=2041-03-31');
  expect(march.from).toBe('2041-03-01');
  expect(summary(march)).toEqual([
    `2041-03-01 publish page:${ids.page}`,
    `2041-03-02 presale event:${ids.event}`,
    `2041-03-03 publish event:${ids.event}`,
    `2041-03-14 concert event:${ids.event}`,
    `2041-03-20 story story:${ids.story}`,
    `2041-03-21 unpublish story:${ids.story}`,
    // 23:30 summer time on 31 March is 21:30 UTC
    `2041-03-31 unpublish page:${ids.page}`,
  ]);
  const golive = march.entries[0];
  expect(golive).toEqual({
    kind: 'publish',
    content_type: 'page',
    object_id: ids.page,
    date: '2041-03-01',
    at: '2041-02-28T23:30:00.000Z',
    title: 'Saisonstart',
    is_online: false,
    urls: { de: '/de/saisonstart', en: '/en/season-opening' },
  });
  const presale = march.entries[1];
  expect(presale).toMatchObject({ at: null, title: 'Frühlingskonzert', urls: { de: `/de/konzerte/fruehlingskonzert/${ids.event}`, en: `/en/concerts/spring-concert/${ids.event}` } });
  expect(march.entries[3].at).toBe('2041-03-14T18:30:00.000Z');
});

test('titles in the request language; a week; the range is both days included', async () => {
  const week = await calendar('from=2041-03-14&to=2041-03-20', erika, 'en');
  expect(week.entries.map((e) => `${e.kind} ${e.title}`)).toEqual(['concert Spring concert', 'story At rehearsal']);
  const day = await calendar('from=2041-03-01&to=2041-03-01');
  expect(summary(day)).toEqual([`2041-03-01 publish page:${ids.page}`]);
  // the evening before and the day after are not in March
  expect(summary(await calendar('from=2041-02-28&to=2041-02-28'))).toEqual([`2041-02-28 concert event:${ids.early}`]);
  expect(summary(await calendar('from=2041-04-01&to=2041-04-01'))).toEqual([`2041-04-01 story story:${ids.late}`]);
});

test('a trashed concert is gone from the calendar', async () => {
  const gone = await createEvent(cms.db, { title_de: 'Gestrichen', start_at: new Date('2041-05-05T18:00:00Z') });
  expect(summary(await calendar('from=2041-05-01&to=2041-05-31'))).toEqual([`2041-05-05 concert event:${gone.id}`]);
  await createEditor(cms.db, { username: 'admin', is_staff: true });
  const admin = await loginAs(cms, 'admin');
  await write(admin, 'delete', `/api/admin/events/${gone.id}/`).expect(200);
  expect(summary(await calendar('from=2041-05-01&to=2041-05-31'))).toEqual([]);
});

test('editors only; malformed, reversed and too long ranges answer 400', async () => {
  await cms.newAgent().get('/de/pageeditor-api/calendar/?from=2041-03-01&to=2041-03-31').expect(401);
  await erika.get('/de/pageeditor-api/calendar/?from=2041-03-01').expect(400);
  await erika.get('/de/pageeditor-api/calendar/?from=2041-02-30&to=2041-03-31').expect(400);
  await erika.get('/de/pageeditor-api/calendar/?from=2041-03-31&to=2041-03-01').expect(400);
  await erika.get('/de/pageeditor-api/calendar/?from=2041-01-01&to=2041-03-31').expect(400);
  await erika.get('/de/pageeditor-api/calendar/?from=2041-03-01&to=2041-05-01').expect(200);
  await erika.get('/de/pageeditor-api/calendar/?from=2041-03-01&to=2041-05-02').expect(400);
});
