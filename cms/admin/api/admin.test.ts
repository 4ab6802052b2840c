/**
 * Contract of the admin REST endpoints: the generic resource machinery (list, search, filter,
 * sort, paginate, read, create, update, delete, 400 field errors, 401, 403) on a few models, and
 * the model-specific behaviour (page paths and versions, search reindex, passwords, CSV export).
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { CSRF_HEADER, CONTENT_VERSION_HEADER } from '../../../shared/constants';
import { form_entries, page_versions, pages, search_documents, editors } from '../../db/schema';
import { verifyPassword } from '../../auth/password';
import { createTestCms, type TestCms } from '../../test/createTestCms';
import { createEditor, createPage, createVenue } from '../../test/fixtures';
import { createDownloadCategory, createDownloadDirectory } from '../../test/fixtures/content';
import { adminMessages } from './messages';
import { csrfTokenOf, loginAs, type Agent } from '../../test/fixtures/pageeditor';
import { getContentVersion } from '../../db/contentVersion';
import { RENDITIONS } from '../../media/renditions';
import { settleRenditions } from '../../media/storeImage';
import { CSV_BOM, csvCell, entriesCsv } from './csv';
import { runTrashPurge } from '../../jobs/trashPurge';

let cms: TestCms;
let staff: Agent;
let token: string;

beforeAll(async () => {
  cms = await createTestCms();
  await createEditor(cms.db, { username: 'chef', is_staff: true });
  await createEditor(cms.db, { username: 'erika', is_staff: false });
  staff = await loginAs(cms, 'chef');
  token = await csrfTokenOf(staff);
  for (const [name, city] of [
    ['Großer Saal', 'Flussstadt'],
    ['Kammermusiksaal', 'Flussstadt'],
    ['Stadthalle', 'Nebenort'],
  ]) {
    await createVenue(cms.db, { name, city });
  }
});
afterAll(() => cms?.close());

const write = (method: 'post' | 'put' | 'delete', url: string) => staff[method](url).set(CSRF_HEADER, token);

describe('permissions', () => {
  test('anonymous: 401 on list and write; the session endpoint says not logged in', async () => {
    const anon = cms.newAgent();
    await anon.get('/api/admin/venues/').expect(401);
    const t = await csrfTokenOf(anon);
    await anon.post('/api/admin/venues/').set(CSRF_HEADER, t).send({ name: 'X' }).expect(401);
    const session = await anon.get('/api/admin/session/').expect(200);
    expect(session.body).toEqual({ is_logged_in: false, is_staff: false, username: '', first_name: '', last_name: '', language: 'de' });
  });

  test('a logged-in editor without is_staff: 403, and the session endpoint says so', async () => {
    const editor = await loginAs(cms, 'erika');
    await editor.get('/api/admin/venues/').expect(403);
    const session = await editor.get('/api/admin/session/').expect(200);
    expect(session.body).toMatchObject({ is_logged_in: true, is_staff: false, username: 'erika' });
  });

  test('writes need the CSRF header', async () => {
    await staff.post('/api/admin/venues/').send({ name: 'No token' }).expect(403);
  });
});

describe('generic list', () => {
  test('total, pagination and sorting', async () => {
    const page1 = await staff.get('/api/admin/venues/?per_page=2&page=1&sort=name&order=ASC').expect(200);
    expect(page1.body.total).toBe(3);
    expect(page1.body.data.map((v: { name: string }) => v.name)).toEqual(['Großer Saal', 'Kammermusiksaal']);
    const page2 = await staff.get('/api/admin/venues/?per_page=2&page=2&sort=name&order=ASC').expect(200);
    expect(page2.body.data.map((v: { name: string }) => v.name)).toEqual(['Stadthalle']);
    const desc = await staff.get('/api/admin/venues/?sort=name&order=DESC').expect(200);
    expect(desc.body.data[0].name).toBe('Stadthalle');
  });

  test('search (accent- and case-insensitive), filter, ids', async () => {
    const found = await staff.get('/api/admin/venues/?q=grosser').expect(200);
    // unaccent does not fold ß; search by another part of the name
    const byPart = await staff.get('/api/admin/venues/?q=KAMMER').expect(200);
    expect(byPart.body.data.map((v: { name: string }) => v.name)).toEqual(['Kammermusiksaal']);
    expect(found.body.total).toBeLessThanOrEqual(1);
    const filtered = await staff.get('/api/admin/venues/?city=Nebenort').expect(200);
    expect(filtered.body.data.map((v: { name: string }) => v.name)).toEqual(['Stadthalle']);
    const ids = byPart.body.data.map((v: { id: number }) => v.id).concat(filtered.body.data.map((v: { id: number }) => v.id));
    const many = await staff.get(`/api/admin/venues/?ids=${ids.join(',')}`).expect(200);
    expect(many.body.total).toBe(2);
  });

  test('unknown sort column, unknown filter: 400 with the field named', async () => {
    const bad = await staff.get('/api/admin/venues/?sort=password').expect(400);
    expect(bad.body.errors).toHaveProperty('sort');
    const unknown = await staff.get('/api/admin/venues/?colour=red').expect(400);
    expect(unknown.body.errors).toHaveProperty('colour');
  });
});

describe('generic writes', () => {
  test('create, read, update, delete a venue; writes bump the content version', async () => {
    const before = await staff.get('/api/admin/venues/').expect(200);
    const created = await write('post', '/api/admin/venues/').send({ name: 'Open Air', city: 'Park' }).expect(201);
    expect(created.body).toMatchObject({ name: 'Open Air', city: 'Park', address: '', url: '' });
    expect(Number(created.headers[CONTENT_VERSION_HEADER.toLowerCase()])).toBeGreaterThan(Number(before.headers[CONTENT_VERSION_HEADER.toLowerCase()]));
    const id = created.body.id as number;
    await staff.get(`/api/admin/venues/${id}/`).expect(200);
    const updated = await write('put', `/api/admin/venues/${id}/`).send({ ...created.body, city: 'Stadtpark' }).expect(200);
    expect(updated.body.city).toBe('Stadtpark');
    await write('delete', `/api/admin/venues/${id}/`).expect(200, { id });
    await staff.get(`/api/admin/venues/${id}/`).expect(404);
    await write('delete', `/api/admin/venues/${id}/`).expect(404);
  });

  test('validation errors answer 400 per field', async () => {
    const res = await write('post', '/api/admin/venues/').send({ name: '', url: 'javascript:alert(1)' }).expect(400);
    expect(res.body.errors).toEqual({ name: ['This field is required.'], url: ['Enter a valid URL (https://…).'] });
  });
});

describe('redirects: no open redirect', () => {
  test('a new_path a browser reads as another host is a 400 field error, on create and update', async () => {
    const message = 'Enter a path of this site starting with a single "/" (no other host, no spaces, tabs or backslashes).';
    const targets = ['//evil.example/', '/\\evil.example', '/%2F%2Fevil.example', '/%5Cevil.example', '/\t/evil.example', '/\n/evil.example', 'https://evil.example/'];
    for (const target of targets) {
      const refused = await write('post', '/api/admin/redirects/').send({ old_path: '/de/weg', new_path: target }).expect(400);
      expect(refused.body.errors).toEqual({ new_path: [message] });
    }
    const created = await write('post', '/api/admin/redirects/').send({ old_path: '/de/weg', new_path: '/de/hier' }).expect(201);
    const update = await write('put', `/api/admin/redirects/${created.body.id}/`).send({ ...created.body, new_path: '//evil.example/' }).expect(400);
    expect(update.body.errors).toEqual({ new_path: [message] });
    await write('delete', `/api/admin/redirects/${created.body.id}/`).expect(200);
  });
});

describe('unique values', () => {
  test('a slug another entry has is a 409 with a field error on the slug, on create and update', async () => {
    const first = await write('post', '/api/admin/event-tags/').send({ name_de: 'Open Air', name_en: 'Open air', slug: 'open-air' }).expect(201);
    const clash = await write('post', '/api/admin/event-tags/').send({ name_de: 'Draußen', name_en: 'Outdoors', slug: 'open-air' }).expect(409);
    expect(clash.body.errors).toEqual({ slug: ['Another entry already uses this value.'] });
    const second = await write('post', '/api/admin/event-tags/').send({ name_de: 'Draußen', name_en: 'Outdoors', slug: 'draussen' }).expect(201);
    const update = await write('put', `/api/admin/event-tags/${second.body.id}/`).send({ ...second.body, slug: first.body.slug }).expect(409);
    expect(update.body.errors).toEqual({ slug: ['Another entry already uses this value.'] });
  });
});

describe('deleting uploads: the trash keeps their files, the purge removes them from MEDIA_DIR', () => {
  const purge = () => runTrashPurge(cms.db, cms.config, new Date(Date.now() + (cms.config.trashDays + 1) * 86_400_000));
  const media = (file: string) => path.join(cms.config.mediaDir, file);
  const png = (colour: string) => sharp({ create: { width: 64, height: 48, channels: 3, background: colour } }).png().toBuffer();

  test('an image: the original and every rendition; files another image shares stay', async () => {
    const bytes = await png('#00ab9f');
    const upload = () => write('post', '/api/admin/images/').attach('file', bytes, 'teal.png').expect(201);
    const answered = (await upload()).body as { id: number; file: string; renditions: Record<string, unknown> };
    // the upload answers once the original is stored; the renditions follow in the background
    expect(answered.renditions).toEqual({});
    expect(fs.existsSync(media(answered.file))).toBe(true);
    const versionBefore = await getContentVersion(cms.db);
    await settleRenditions();
    expect(await getContentVersion(cms.db)).toBeGreaterThan(versionBefore); // caches pick the renditions up
    const image = (await staff.get(`/api/admin/images/${answered.id}/`).expect(200)).body as { id: number; file: string; renditions: Record<string, { webp: string; avif: string; jpeg: string }> };
    expect(Object.keys(image.renditions).sort()).toEqual(RENDITIONS.map((r) => r.alias).sort());
    const files = [image.file, ...Object.values(image.renditions).flatMap((r) => [r.webp, r.avif, r.jpeg])];
    expect(files.length).toBeGreaterThan(3);
    for (const file of files) expect(fs.existsSync(media(file))).toBe(true);

    const twin = (await upload()).body as { id: number; file: string };
    await settleRenditions();
    await write('delete', `/api/admin/images/${twin.id}/`).expect(200);
    await purge();
    for (const file of files) expect(fs.existsSync(media(file))).toBe(true); // still used by the first

    await write('delete', `/api/admin/images/${image.id}/`).expect(200);
    for (const file of files) expect(fs.existsSync(media(file))).toBe(true); // in the trash: restorable
    await purge();
    for (const file of files) expect(fs.existsSync(media(file))).toBe(false);
  });

  test('an image focal point: any value from 0 to 1 is kept (a click in the admin sends 0.81), one outside is refused with a message, not a 500', async () => {
    const created = (await write('post', '/api/admin/images/').attach('file', await png('#336699'), 'blue.png').expect(201)).body as { id: number };
    await settleRenditions();
    const record = (await staff.get(`/api/admin/images/${created.id}/`).expect(200)).body as Record<string, unknown>;
    await write('put', `/api/admin/images/${created.id}/`).send({ ...record, focal_x: 0.81, focal_y: 0.333 }).expect(200);
    const saved = (await staff.get(`/api/admin/images/${created.id}/`).expect(200)).body as { focal_x: number; focal_y: number };
    expect([saved.focal_x, saved.focal_y].map((v) => Math.round(v * 1000) / 1000)).toEqual([0.81, 0.333]);
    const refused = await write('put', `/api/admin/images/${created.id}/`).send({ ...record, focal_x: 1.5, focal_y: 0.5 }).expect(400);
    expect(refused.body.errors).toEqual({ focal_x: ['Enter a number from 0 to 1.'] });
    await settleRenditions();
    await write('delete', `/api/admin/images/${created.id}/`).expect(200);
  });

  test('a press download', async () => {
    const category = await createDownloadCategory(cms.db);
    const directory = await createDownloadDirectory(cms.db, { category_id: category.id });
    const created = await write('post', '/api/admin/files/')
      .field('directory_id', String(directory.id))
      .attach('file', Buffer.from('%PDF-1.4 test'), 'Programm.pdf')
      .expect(201);
    const file = created.body.file as string;
    expect(fs.existsSync(media(file))).toBe(true);
    await write('delete', `/api/admin/files/${created.body.id}/`).expect(200);
    expect(fs.existsSync(media(file))).toBe(true);
    await purge();
    expect(fs.existsSync(media(file))).toBe(false);
  });

  test('a press directory: its description is rich text, sanitized on write (the press page shows it as HTML)', async () => {
    const category = await createDownloadCategory(cms.db);
    const created = await write('post', '/api/admin/directories/')
      .send({ category_id: category.id, name_de: 'Mappe', description_de: '<p>Mappe<script>alert(1)</script></p>', description_en: '"><img src=x onerror=alert(2)>' })
      .expect(201);
    expect(created.body).toMatchObject({ description_de: '<p>Mappe</p>', description_en: '"&gt;' });
  });
});

describe('concerts: relations, children, search index', () => {
  test('an event with tags, works and performers; it is found by the public search at once', async () => {
    const tag = await write('post', '/api/admin/event-tags/').send({ name_de: 'Familienkonzert', name_en: 'Family concert' }).expect(201);
    expect(tag.body.slug).toBe('familienkonzert');
    const created = await write('post', '/api/admin/events/')
      .send({
        title_de: 'Zauberhafte Quallen',
        title_en: 'Magic jellyfish',
        start_at: '2031-05-01T18:00:00.000Z',
        text_de: '<p>Hallo<script>alert(1)</script></p>',
        tag_ids: [tag.body.id],
        works: [{ composer: 'Mozart', title_de: 'Jupiter', title_en: 'Jupiter' }],
        performers: [{ name: 'Anna Solo', role_de: 'Sopran', role_en: 'Soprano' }],
      })
      .expect(201);
    expect(created.body).toMatchObject({ slug: 'zauberhafte-quallen', tag_ids: [tag.body.id], availability: 'bookable', text_de: '<p>Hallo</p>' });
    expect(created.body.works).toEqual([expect.objectContaining({ composer: 'Mozart', title_de: 'Jupiter', order: 0 })]);
    expect(created.body.performers[0]).toMatchObject({ name: 'Anna Solo', role_en: 'Soprano' });
    const docs = await cms.db.select().from(search_documents).where(eq(search_documents.object_id, created.body.id));
    expect(docs.filter((d) => d.kind === 'event').map((d) => d.title).sort()).toEqual(['Magic jellyfish', 'Zauberhafte Quallen']);
    const byTag = await staff.get(`/api/admin/events/?tag_id=${tag.body.id}`).expect(200);
    expect(byTag.body.data.map((e: { id: number }) => e.id)).toEqual([created.body.id]);
    const nested = await write('put', `/api/admin/events/${created.body.id}/`).send({ ...created.body, works: [{ composer: 'Haydn', title_de: '' }] }).expect(400);
    expect(nested.body.errors).toHaveProperty(['works.0.title_de']);
    // rows whose optional fields the form sent as null (emptied English fields) are saved with them empty
    const emptied = await write('put', `/api/admin/events/${created.body.id}/`)
      .send({ ...created.body, works: [{ composer: null, title_de: 'Jupiter', title_en: null }], performers: [{ name: 'Anna Solo', role_de: null, role_en: null }] })
      .expect(200);
    expect(emptied.body.works[0]).toMatchObject({ composer: '', title_de: 'Jupiter', title_en: '' });
    expect(emptied.body.performers[0]).toMatchObject({ name: 'Anna Solo', role_de: '', role_en: '' });
    // a required field sent as null is named, with the required message (not a type error)
    const missing = await write('put', `/api/admin/events/${created.body.id}/`).send({ ...created.body, performers: [{ name: null, role_en: null }] }).expect(400);
    expect(missing.body.errors['performers.0.name']).toEqual([adminMessages.required]);
    expect(JSON.stringify(missing.body)).not.toContain('expected string');
  });
});

describe("a concert's date in the search follows the admin's change (the search reads it from its document)", () => {
  test('moving a concert moves its date in the overview and on the concerts’ group page', async () => {
    const created = await write('post', '/api/admin/events/').send({ title_de: 'Wandernde Walzer', start_at: '2031-06-01T18:00:00.000Z' }).expect(201);
    const dates = async () => {
      const overview = await cms.request.get('/de/api/search/?query=Walzer').expect(200);
      const group = await cms.request.get('/de/api/search/others/?query=Walzer&kind=event').expect(200);
      return [overview.body.groups[0].results[0].dates, group.body.results[0].dates];
    };
    const at = (start: string) => [{ id: created.body.id, url: `/de/konzerte/wandernde-walzer/${created.body.id}`, start_at: start }];
    expect(await dates()).toEqual([at('2031-06-01T18:00:00.000Z'), at('2031-06-01T18:00:00.000Z')]);
    await write('put', `/api/admin/events/${created.body.id}/`).send({ ...created.body, start_at: '2032-02-03T19:30:00.000Z' }).expect(200);
    expect(await dates()).toEqual([at('2032-02-03T19:30:00.000Z'), at('2032-02-03T19:30:00.000Z')]);
  });
});

describe("the concerts list's date filter counts days in Berlin (issue 26 item 1)", () => {
  test('start_gte from the first moment of the Berlin day, start_lte up to its last, whatever the server zone', async () => {
    // 00:30 on 1 May in Berlin is still 30 April in UTC; 23:30 on 30 April in Berlin is 21:30 UTC
    const early = await write('post', '/api/admin/events/').send({ title_de: 'Tagesgrenze früh', start_at: '2031-04-30T22:30:00Z' }).expect(201);
    const late = await write('post', '/api/admin/events/').send({ title_de: 'Tagesgrenze spät', start_at: '2031-04-30T21:30:00Z' }).expect(201);
    const titles = async (query: string) =>
      ((await staff.get(`/api/admin/events/?q=Tagesgrenze&${query}`).expect(200)).body.data as { id: number }[]).map((e) => e.id).sort((a, b) => a - b);
    expect(await titles('start_gte=2031-05-01')).toEqual([early.body.id]);
    expect(await titles('start_lte=2031-04-30')).toEqual([late.body.id]);
    expect(await titles('start_gte=2031-04-30&start_lte=2031-05-01')).toEqual([late.body.id, early.body.id].sort((a, b) => a - b));
    // a full instant is taken as given
    expect(await titles(`start_gte=${encodeURIComponent('2031-04-30T22:00:00Z')}`)).toEqual([early.body.id]);
    const bad = await staff.get('/api/admin/events/?start_gte=2031-02-30').expect(400);
    expect(JSON.stringify(bad.body)).toContain('start_gte');
  });
});

describe('subscriptions: price rows', () => {
  test('a row without its German label or its amount is refused at that field with the required message, not a type error', async () => {
    const missing = await write('post', '/api/admin/subscriptions/').send({ name_de: 'Abo A', prices: [{ label_de: '', label_en: 'Adults' }, { label_de: 'Ermäßigt', amount_cents: null }] }).expect(400);
    expect(missing.body.errors).toMatchObject({ 'prices.0.label_de': [adminMessages.required], 'prices.0.amount_cents': [adminMessages.required], 'prices.1.amount_cents': [adminMessages.required] });
    expect(JSON.stringify(missing.body)).not.toMatch(/expected|NaN/);
    const negative = await write('post', '/api/admin/subscriptions/').send({ name_de: 'Abo B', prices: [{ label_de: 'Voll', amount_cents: -5 }, { label_de: 'Halb', amount_cents: 1.5 }] }).expect(400);
    expect(negative.body.errors).toEqual({ 'prices.0.amount_cents': [adminMessages.invalidAmount], 'prices.1.amount_cents': [adminMessages.invalidAmount] });
    const saved = await write('post', '/api/admin/subscriptions/').send({ name_de: 'Abo C', prices: [{ label_de: 'Voll', amount_cents: '24950' }, { label_de: 'Frei', amount_cents: 0 }] }).expect(201);
    expect(saved.body.prices).toEqual([
      { label_de: 'Voll', label_en: '', amount_cents: 24950 },
      { label_de: 'Frei', label_en: '', amount_cents: 0 },
    ]);
  });
});

describe('scheduled go-live and take-down (issue 17)', () => {
  test('concerts, stories and pages take both times; the take-down must come after the go-live; the schedule applies them', async () => {
    const story = await write('post', '/api/admin/stories/')
      .send({ title_de: 'Vorschau', date: '2031-01-01', is_online: false, publish_at: '2031-03-01T10:00:00+01:00', unpublish_at: '2031-04-01T10:00:00+02:00' })
      .expect(201);
    expect(story.body).toMatchObject({ publish_at: '2031-03-01T09:00:00.000Z', unpublish_at: '2031-04-01T08:00:00.000Z', is_online: false });
    const wrong = await write('put', `/api/admin/stories/${story.body.id}/`).send({ ...story.body, unpublish_at: '2031-02-01T10:00:00Z' }).expect(400);
    expect(wrong.body.errors).toEqual({ unpublish_at: ['The take-down must come after the go-live.'] });
    const event = await write('post', '/api/admin/events/').send({ title_de: 'Geplant', start_at: '2031-05-01T18:00:00Z', publish_at: '', unpublish_at: '2031-05-02T00:00:00Z' }).expect(201);
    expect(event.body).toMatchObject({ publish_at: null, unpublish_at: '2031-05-02T00:00:00.000Z' });
    const page = await write('post', '/api/admin/pages/').send({ parent_id: null, title_de: 'Geplant', slug_de: 'geplant-admin', slug_en: 'scheduled-admin', publish_at: '2031-03-02T09:00:00Z' }).expect(201);
    expect(page.body).toMatchObject({ publish_at: '2031-03-02T09:00:00.000Z', unpublish_at: null, is_online: false });
    const { runSchedule } = await import('../../jobs/schedule');
    const applied = await runSchedule(cms.db, new Date('2031-03-01T09:00:00Z'));
    expect(applied).toEqual([expect.objectContaining({ content_type: 'story', object_id: story.body.id, change: 'live' })]);
    expect((await staff.get(`/api/admin/stories/${story.body.id}/`).expect(200)).body).toMatchObject({ is_online: true, publish_at: null });
  });
});

describe('pages: paths of the page and its descendants, versions', () => {
  test('renaming a parent slug rewrites the descendants paths and records a version', async () => {
    const home = await createPage(cms.db, { title_de: 'Start' });
    const parent = await write('post', '/api/admin/pages/').send({ parent_id: home.id, title_de: 'Orchester', slug_de: 'orchester', slug_en: 'orchestra' }).expect(201);
    expect(parent.body).toMatchObject({ path_de: '/de/orchester/', path_en: '/en/orchestra/' });
    const child = await write('post', '/api/admin/pages/').send({ parent_id: parent.body.id, title_de: 'Musiker', slug_de: 'musiker', slug_en: '' }).expect(201);
    expect(child.body).toMatchObject({ path_de: '/de/orchester/musiker/', path_en: null });
    await write('put', `/api/admin/pages/${parent.body.id}/`).send({ ...parent.body, slug_de: 'ensemble' }).expect(200);
    const [row] = await cms.db.select().from(pages).where(eq(pages.id, child.body.id));
    expect(row.path_de).toBe('/de/ensemble/musiker/');
    const versions = await cms.db.select().from(page_versions).where(eq(page_versions.page_id, parent.body.id));
    expect(versions.length).toBeGreaterThanOrEqual(2);
    const clash = await write('post', '/api/admin/pages/').send({ parent_id: home.id, title_de: 'Doppelt', slug_de: 'ensemble' }).expect(400);
    expect(clash.body.errors).toEqual({ slug_de: ['Another page already has this address.'] });
    const cycle = await write('put', `/api/admin/pages/${parent.body.id}/`).send({ ...parent.body, slug_de: 'ensemble', parent_id: child.body.id }).expect(400);
    expect(cycle.body.errors).toHaveProperty('parent_id');
  });

  test('a top-level page with a German title and slug only saves: no English address, no clash with the home (issue 45)', async () => {
    const created = await write('post', '/api/admin/pages/').send({ title_de: 'Nur auf Deutsch', slug_de: 'nur-auf-deutsch-oben' }).expect(201);
    expect(created.body).toMatchObject({ parent_id: null, path_de: '/de/nur-auf-deutsch-oben/', path_en: null });
    // a second one: still no clash on the empty English slug
    const second = await write('post', '/api/admin/pages/').send({ title_de: 'Auch Deutsch', slug_de: 'auch-deutsch-oben' }).expect(201);
    expect(second.body.path_en).toBeNull();
    // its English version added later gets its address
    const english = await write('put', `/api/admin/pages/${created.body.id}/`).send({ ...created.body, title_en: 'German only', slug_en: 'german-only-top' }).expect(200);
    expect(english.body.path_en).toBe('/en/german-only-top/');
  });
});

describe('editors', () => {
  test('the password is hashed, never answered; a new account needs one', async () => {
    const missing = await write('post', '/api/admin/editors/').send({ username: 'neu' }).expect(400);
    expect(missing.body.errors).toHaveProperty('password');
    const created = await write('post', '/api/admin/editors/').send({ username: 'neu', password: 'ein langes passwort' }).expect(201);
    expect(created.body).not.toHaveProperty('password_hash');
    expect(created.body).not.toHaveProperty('password');
    const [row] = await cms.db.select().from(editors).where(eq(editors.id, created.body.id));
    expect(await verifyPassword(row.password_hash, 'ein langes passwort')).toBe(true);
    await write('put', `/api/admin/editors/${created.body.id}/`).send({ ...created.body, first_name: 'Neu' }).expect(200);
    const [same] = await cms.db.select().from(editors).where(eq(editors.id, created.body.id));
    expect(same.password_hash).toBe(row.password_hash);
  });
});

describe('the admin language (docs/admin.md#language)', () => {
  const cookies = (res: { headers: Record<string, unknown> }) => ((res.headers['set-cookie'] as string[] | undefined) ?? []).join('\n');

  test("follows the editor's stored choice, else the site's default, never the browser's Accept-Language", async () => {
    await createEditor(cms.db, { username: 'anna', is_staff: true });
    const anna = await loginAs(cms, 'anna');
    const first = await anna.get('/api/admin/session/').set('Accept-Language', 'en-GB,en;q=0.9').expect(200);
    expect(first.body).toMatchObject({ username: 'anna', language: 'de' });
    // the editor chooses English: stored with the account, answered at once, remembered for the login page
    const t = await csrfTokenOf(anna);
    const chosen = await anna.put('/api/admin/session/').set(CSRF_HEADER, t).send({ language: 'en' }).expect(200);
    expect(chosen.body).toMatchObject({ username: 'anna', language: 'en' });
    expect(cookies(chosen)).toMatch(/admin_language=en;.* Path=\/admin\/;.* HttpOnly; SameSite=Lax/);
    const [row] = await cms.db.select().from(editors).where(eq(editors.username, 'anna'));
    expect(row.language).toBe('en');
    // another browser of the same editor (a German Accept-Language) gets English too
    const elsewhere = await loginAs(cms, 'anna');
    const again = await elsewhere.get('/api/admin/session/').set('Accept-Language', 'de-DE').expect(200);
    expect(again.body.language).toBe('en');
    expect(cookies(again)).toContain('admin_language=en');
  });

  test('choosing a language needs a session, CSRF and a known language; the content version stays', async () => {
    const anon = cms.newAgent();
    const anonToken = await csrfTokenOf(anon);
    await anon.put('/api/admin/session/').set(CSRF_HEADER, anonToken).send({ language: 'en' }).expect(401);
    await staff.put('/api/admin/session/').send({ language: 'en' }).expect(403);
    const bad = await write('put', '/api/admin/session/').send({ language: 'fr' }).expect(400);
    expect(bad.body.errors).toHaveProperty('language');
    const before = await getContentVersion(cms.db);
    await write('put', '/api/admin/session/').send({ language: 'de' }).expect(200);
    expect(await getContentVersion(cms.db)).toBe(before);
    // a non-staff editor may choose too (the language is the account's, not the admin's data)
    const erika = await loginAs(cms, 'erika');
    const erikaToken = await csrfTokenOf(erika);
    await erika.put('/api/admin/session/').set(CSRF_HEADER, erikaToken).send({ language: 'en' }).expect(200);
  });

  test("an editor's language is set in the editors screen; empty follows the site", async () => {
    const created = await write('post', '/api/admin/editors/').send({ username: 'jane', password: 'ein langes passwort', language: 'en' }).expect(201);
    expect(created.body.language).toBe('en');
    const reset = await write('put', `/api/admin/editors/${created.body.id}/`).send({ ...created.body, language: '' }).expect(200);
    expect(reset.body.language).toBeNull();
    const bad = await write('put', `/api/admin/editors/${created.body.id}/`).send({ ...created.body, language: 'fr' }).expect(400);
    expect(bad.body.errors).toHaveProperty('language');
  });
});

describe('forms: field builder and CSV export', () => {
  test('fields are validated, kept in order; entries export as CSV with BOM and bilingual headers', async () => {
    const bad = await write('post', '/api/admin/forms/').send({ title_de: 'Anmeldung', fields: [{ slug: 'wahl', label_de: 'Wahl', field_type: 8 }] }).expect(400);
    expect(bad.body.errors).toHaveProperty(['fields.0.choices_de']);
    // choices are stored trimmed: a visitor's answer is compared trimmed, so ' Ja ' could never be chosen
    const spaced = await write('post', '/api/admin/forms/').send({ title_de: 'Umfrage', fields: [{ slug: 'wahl', label_de: 'Wahl', field_type: 8, choices_de: [' Ja ', '\u2028Nein'] }] }).expect(201);
    expect(spaced.body.fields[0].choices_de).toEqual(['Ja', 'Nein']);
    const form = await write('post', '/api/admin/forms/')
      .send({
        title_de: 'Anmeldung',
        fields: [
          { slug: 'name', label_de: 'Name', label_en: 'Name', field_type: 1, required: true },
          { slug: 'kommentar', label_de: 'Kommentar', label_en: 'Comment', field_type: 2 },
        ],
      })
      .expect(201);
    expect(form.body.fields.map((f: { slug: string; order: number }) => [f.slug, f.order])).toEqual([
      ['name', 0],
      ['kommentar', 1],
    ]);
    await cms.db.insert(form_entries).values({ form_id: form.body.id, locale: 'en', values: { name: 'Jörg "J" Ü', kommentar: '=1+1, ok\nzwei' } });
    const csv = await staff.get(`/api/admin/forms/${form.body.id}/entries.csv`).buffer(true).parse((res, cb) => {
      let data = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (data += c));
      res.on('end', () => cb(null, data));
    });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('attachment');
    const text = csv.body as string;
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const [head, row] = text.slice(1).split('\r\n');
    expect(head).toBe('ID,Datum (Berliner Zeit) / Date (Berlin time),Sprache / Language,Name,Kommentar / Comment');
    expect(row).toMatch(/^\d+,\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,en,"Jörg ""J"" Ü","'=1\+1, ok\nzwei"$/);
    await cms.newAgent().get(`/api/admin/forms/${form.body.id}/entries.csv`).expect(401);
  });

  test('csvCell and entriesCsv escape and keep values of deleted fields', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell(['x', 'y'])).toBe('"x; y"');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(true)).toBe('ja / yes');
    const out = entriesCsv([{ slug: 'a', label_de: 'A', label_en: 'A' }], [{ id: 1, created_at: new Date('2030-01-01T00:00:00Z'), locale: 'de', values: { a: '1', old: 'x' } }]);
    // Berlin time (winter: UTC+1), as spreadsheets read a date and time
    expect(out).toBe(`${CSV_BOM}ID,Datum (Berliner Zeit) / Date (Berlin time),Sprache / Language,A,old\r\n1,2030-01-01 01:00:00,de,1,x\r\n`);
    const summer = entriesCsv([], [{ id: 2, created_at: new Date('2026-07-01T22:30:05.271Z'), locale: 'en', values: {} }]);
    expect(summer.split('\r\n')[1]).toBe('2,2026-07-02 00:30:05,en');
  });
});
