/**
 * Bulk actions of the admin (issue 43 item 4; docs/admin.md "Bulk actions"): twelve concerts
 * changed in one request, one history entry each and one answer; one refused row (its record does
 * not pass its form's rules, or it is gone) changes none and is named; a bulk move to the trash.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { CSRF_HEADER } from '../../../shared/constants';
import { admin_history, events, persons_person_categories, trash } from '../../db/schema';
import { createTestCms, type TestCms } from '../../test/createTestCms';
import { createEditor, createVenue } from '../../test/fixtures';
import { createEvent, createPerson, createPersonCategory } from '../../test/fixtures/content';
import { csrfTokenOf, loginAs, type Agent } from '../../test/fixtures/pageeditor';

let cms: TestCms;
let staff: Agent;
let token: string;

beforeAll(async () => {
  cms = await createTestCms();
  await createEditor(cms.db, { username: 'chef', is_staff: true });
  staff = await loginAs(cms, 'chef');
  token = await csrfTokenOf(staff);
});
afterAll(() => cms?.close());

const bulk = (resource: string, body: object) => staff.post(`/api/admin/${resource}/bulk/`).set(CSRF_HEADER, token).send(body);
const rowsOf = (ids: number[]) => cms.db.select().from(events).where(inArray(events.id, ids)).orderBy(events.id);
const twelve = async () => Promise.all(Array.from({ length: 12 }, () => createEvent(cms.db, { availability: 'bookable' })));

test('12 concerts: availability and venue in one request, one history entry per concert, one answer', async () => {
  const venue = await createVenue(cms.db, { name: 'Großer Saal' });
  const ids = (await twelve()).map((e) => e.id);
  const res = await bulk('events', { ids, action: 'change', changes: { availability: 'soldout', venue_id: venue.id } }).expect(200);
  expect(res.body).toEqual({ action: 'change', count: 12, ids });
  for (const row of await rowsOf(ids)) expect(row).toMatchObject({ availability: 'soldout', venue_id: venue.id });
  const history = await cms.db.select().from(admin_history).where(and(eq(admin_history.resource, 'events'), inArray(admin_history.object_id, ids)));
  expect(history).toHaveLength(12);
  expect(history[0]).toMatchObject({ action: 'bulk', changes: { availability: 'soldout', venue_id: venue.id } });
});

test('one refused row changes none: the answer names it with its field errors', async () => {
  const concerts = await twelve();
  // a concert whose stored ticket link its form would refuse (written before the rule, or by hand)
  const bad = await createEvent(cms.db, { ticket_url: 'kein link' });
  const ids = [...concerts.map((e) => e.id), bad.id];
  const res = await bulk('events', { ids, action: 'change', changes: { availability: 'soldout' } }).expect(400);
  expect(res.body.message).toBe(`Nothing was changed: entry ${bad.id} was refused.`);
  expect(Object.keys(res.body.errors)).toEqual(['ticket_url']);
  for (const row of await rowsOf(ids)) expect(row.availability).toBe('bookable');
  expect(await cms.db.select().from(admin_history).where(inArray(admin_history.object_id, ids))).toEqual([]);

  const gone = await bulk('events', { ids: [concerts[0].id, 999_999], action: 'change', changes: { is_online: false } }).expect(400);
  expect(gone.body.message).toBe('Nothing was changed: entry 999999 does not exist.');
  expect((await rowsOf([concerts[0].id]))[0].is_online).toBe(true);
});

test('only the declared fields; a value its form refuses; no field at all: 400', async () => {
  const [event] = await twelve();
  await bulk('events', { ids: [event.id], action: 'change', changes: { title_de: 'Neu' } }).expect(400);
  await bulk('events', { ids: [event.id], action: 'change', changes: { availability: 'gratis' } }).expect(400);
  await bulk('events', { ids: [event.id], action: 'change', changes: {} }).expect(400);
  await bulk('venues', { ids: [1], action: 'change', changes: { city: 'X' } }).expect(404);
});

test('persons: categories set on several at once; moved to the trash together (one trash entry each)', async () => {
  const category = await createPersonCategory(cms.db);
  const a = await createPerson(cms.db);
  const b = await createPerson(cms.db);
  await bulk('persons', { ids: [a.id, b.id], action: 'change', changes: { category_ids: [category.id] } }).expect(200);
  expect(await cms.db.select().from(persons_person_categories).where(eq(persons_person_categories.category_id, category.id))).toHaveLength(2);

  await bulk('persons', { ids: [a.id, 999_998], action: 'trash' }).expect(400);
  await staff.get(`/api/admin/persons/${a.id}/`).expect(200);
  await bulk('persons', { ids: [a.id, b.id], action: 'trash' }).expect(200);
  await staff.get(`/api/admin/persons/${a.id}/`).expect(404);
  expect(await cms.db.select().from(trash).where(and(eq(trash.kind, 'person'), inArray(trash.object_id, [a.id, b.id])))).toHaveLength(2);
});
