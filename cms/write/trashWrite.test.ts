/**
 * The trash (issue 43 item 1; docs/admin.md "Trash") through the admin's API: every kind a delete
 * moves there is gone for visitors (404), for the search and the sitemap; the admin lists it (kind,
 * title, when and by whom deleted); a restore brings it back with its relations and history and is
 * one history entry; a slug taken meanwhile is a 409 with a free suggestion that restores it; the
 * purge removes entries older than TRASH_DAYS. And the editor's section delete and restore.
 */
import { and, eq } from 'drizzle-orm';
import { CSRF_HEADER } from '../../shared/constants';
import { admin_history, event_performers, events, events_event_tags, images, page_versions, persons, subscriptions_events, trash } from '../db/schema';
import { reindexObject } from '../search/indexer';
import { runTrashPurge } from '../jobs/trashPurge';
import { createTestCms, type TestCms } from '../test/createTestCms';
import { createEditor, createPage } from '../test/fixtures';
import {
  createDownloadCategory,
  createDownloadDirectory,
  createEvent,
  createEventTag,
  createForm,
  createImageRow,
  createPerson,
  createStory,
  createSubscription,
} from '../test/fixtures/content';
import { createModule, createSection, csrfTokenOf, loginAs, type Agent } from '../test/fixtures/pageeditor';
import type { SearchKind } from '../db/schema/search';
import type { SitemapKind } from '../../shared/contract/sitemap';

let cms: TestCms;
let staff: Agent;
let token: string;
let home: { id: number };

beforeAll(async () => {
  cms = await createTestCms();
  await createEditor(cms.db, { username: 'chef', is_staff: true, first_name: 'Clara', last_name: 'Chef' });
  staff = await loginAs(cms, 'chef');
  token = await csrfTokenOf(staff);
  home = await createPage(cms.db, { title_de: 'Start' });
});
afterAll(() => cms?.close());

const write = (method: 'post' | 'put' | 'delete', url: string) => staff[method](url).set(CSRF_HEADER, token);
const searchCount = async (word: string) => ((await cms.request.get(`/de/api/search/?query=${encodeURIComponent(word)}`).expect(200)).body as { count: number }).count;
const inSitemap = async (kind: SitemapKind, needle: string) => {
  const res = await cms.request.get(`/de/api/sitemap/${kind}/?page=1`);
  return res.status === 200 && JSON.stringify(res.body).includes(needle);
};
const trashOf = async (kind: string, objectId: number) => (await cms.db.select().from(trash).where(and(eq(trash.kind, kind), eq(trash.object_id, objectId))))[0];
const historyOf = async (kind: string, objectId: number) =>
  (await cms.db.select().from(admin_history).where(and(eq(admin_history.resource, kind), eq(admin_history.object_id, objectId)))).map((h) => h.action);

interface Case {
  kind: string;
  resource: string;
  make(word: string): Promise<{ id: number; url: string; search?: SearchKind; sitemap?: SitemapKind; needle?: string }>;
}

const CASES: Case[] = [
  {
    kind: 'page',
    resource: 'pages',
    async make(word) {
      const page = await createPage(cms.db, { parent_id: home.id, slug_de: `seite-${word.toLowerCase()}`, slug_en: `page-${word.toLowerCase()}`, title_de: word, title_en: word });
      return { id: page.id, url: `/de/pageeditor-api/page/seite-${word.toLowerCase()}/`, search: 'page', sitemap: 'page', needle: `/seite-${word.toLowerCase()}` };
    },
  },
  {
    kind: 'event',
    resource: 'events',
    async make(word) {
      const event = await createEvent(cms.db, { title_de: word, title_en: word });
      return { id: event.id, url: `/de/api/events/${event.id}/`, search: 'event', sitemap: 'event' };
    },
  },
  {
    kind: 'story',
    resource: 'stories',
    async make(word) {
      const story = await createStory(cms.db, { title_de: word, title_en: word, is_online: true });
      return { id: story.id, url: `/de/api/articles/${story.id}/`, search: 'story', sitemap: 'story' };
    },
  },
  {
    kind: 'person',
    resource: 'persons',
    async make(word) {
      const person = await createPerson(cms.db, { last_name: word, slug: `p-${word.toLowerCase()}` });
      return { id: person.id, url: `/de/api/persons/${person.id}/`, search: 'person', sitemap: 'person' };
    },
  },
  {
    kind: 'directory',
    resource: 'directories',
    async make(word) {
      const category = await createDownloadCategory(cms.db);
      const directory = await createDownloadDirectory(cms.db, { category_id: category.id, name_de: word, name_en: word }, [{ title_de: 'Datei' }]);
      return { id: directory.id, url: `/de/api/download-directories/${directory.id}/`, search: 'download' };
    },
  },
  {
    kind: 'subscription',
    resource: 'subscriptions',
    async make(word) {
      const event = await createEvent(cms.db);
      const subscription = await createSubscription(cms.db, { name_de: word, name_en: word, slug: `abo-${word.toLowerCase()}` }, [event.id]);
      return { id: subscription.id, url: `/de/api/subscriptions/${subscription.id}/`, search: 'subscription', sitemap: 'subscription' };
    },
  },
  {
    kind: 'form',
    resource: 'forms',
    async make(word) {
      const form = await createForm(cms.db, { title_de: word, slug: `f-${word.toLowerCase()}` }, [{ slug: 'name', field_type: 1 }]);
      return { id: form.id, url: `/de/api/forms/f-${word.toLowerCase()}/`, sitemap: 'form', needle: `/f-${word.toLowerCase()}` };
    },
  },
];

describe.each(CASES)('a deleted $kind', ({ kind, resource, make }) => {
  test('goes to the trash: 404 for visitors, out of search and sitemap; the restore brings it back as one history entry', async () => {
    const word = `Papierkorb${kind}zz`;
    const made = await make(word);
    if (made.search) await reindexObject(cms.db, made.search, made.id);
    await cms.request.get(made.url).expect(200);
    if (made.search) expect(await searchCount(word)).toBeGreaterThan(0);
    if (made.sitemap) expect(await inSitemap(made.sitemap, made.needle ?? `/${made.id}`)).toBe(true);

    const deleted = await write('delete', `/api/admin/${resource}/${made.id}/`).expect(200);
    const entry = await trashOf(kind, made.id);
    expect(deleted.body).toEqual({ id: made.id, trash_id: entry.id });
    await cms.request.get(made.url).expect(404);
    await staff.get(`/api/admin/${resource}/${made.id}/`).expect(404);
    if (made.search) expect(await searchCount(word)).toBe(0);
    if (made.sitemap) expect(await inSitemap(made.sitemap, made.needle ?? `/${made.id}`)).toBe(false);

    const listed = await staff.get(`/api/admin/trash/?kind=${kind}`).expect(200);
    expect(listed.body.data).toContainEqual(expect.objectContaining({ id: entry.id, kind, object_id: made.id, deleted_by_name: 'Clara Chef' }));
    const shown = (await staff.get(`/api/admin/trash/${entry.id}/`).expect(200)).body as { title: string; deleted_at: string; purge_at: string };
    expect(shown.title).toContain(word);
    expect(new Date(shown.purge_at).getTime() - new Date(shown.deleted_at).getTime()).toBe(cms.config.trashDays * 86_400_000);

    await write('post', `/api/admin/trash/${entry.id}/restore/`).send({}).expect(200);
    await cms.request.get(made.url).expect(200);
    if (made.search) expect(await searchCount(word)).toBeGreaterThan(0);
    if (made.sitemap) expect(await inSitemap(made.sitemap, made.needle ?? `/${made.id}`)).toBe(true);
    expect(await historyOf(kind, made.id)).toEqual(['trashed', 'restored']);
    expect(await trashOf(kind, made.id)).toBeUndefined();
    await write('post', `/api/admin/trash/${entry.id}/restore/`).send({}).expect(404);
  });
});

test('a concert comes back with its tags, works, performers, subscription link and image; an image comes back onto its concert', async () => {
  const tag = await createEventTag(cms.db);
  const person = await createPerson(cms.db);
  const image = await createImageRow(cms.db);
  const event = await createEvent(cms.db, { image_id: image.id }, { tags: [tag.id], works: [{ composer: 'Mahler', title_de: 'Sinfonie Nr. 2' }], performers: [{ name: 'Anna', person_id: person.id }] });
  const subscription = await createSubscription(cms.db, {}, [event.id]);
  const before = (await staff.get(`/api/admin/events/${event.id}/`).expect(200)).body as Record<string, unknown>;

  // the image first: the concert loses it, and gets it back with the image
  await write('delete', `/api/admin/images/${image.id}/`).expect(200);
  expect((await cms.db.select().from(events).where(eq(events.id, event.id)))[0].image_id).toBeNull();
  await write('post', `/api/admin/trash/${(await trashOf('image', image.id)).id}/restore/`).send({}).expect(200);
  expect((await cms.db.select().from(events).where(eq(events.id, event.id)))[0].image_id).toBe(image.id);

  // the person: the performer keeps its name and gets the link back
  await write('delete', `/api/admin/persons/${person.id}/`).expect(200);
  expect((await cms.db.select().from(event_performers).where(eq(event_performers.event_id, event.id)))[0].person_id).toBeNull();
  await write('post', `/api/admin/trash/${(await trashOf('person', person.id)).id}/restore/`).send({}).expect(200);
  expect((await cms.db.select().from(event_performers).where(eq(event_performers.event_id, event.id)))[0].person_id).toBe(person.id);

  await write('delete', `/api/admin/events/${event.id}/`).expect(200);
  expect(await cms.db.select().from(events_event_tags).where(eq(events_event_tags.event_id, event.id))).toEqual([]);
  expect(await cms.db.select().from(subscriptions_events).where(eq(subscriptions_events.subscription_id, subscription.id))).toEqual([]);
  await write('post', `/api/admin/trash/${(await trashOf('event', event.id)).id}/restore/`).send({}).expect(200);
  const after = (await staff.get(`/api/admin/events/${event.id}/`).expect(200)).body as Record<string, unknown>;
  expect(after).toEqual(before);
  expect(await cms.db.select().from(subscriptions_events).where(eq(subscriptions_events.subscription_id, subscription.id))).toEqual([{ subscription_id: subscription.id, event_id: event.id }]);
});

test('a page comes back with its sections, modules and history, and the restore is one page version', async () => {
  const page = await createPage(cms.db, { parent_id: home.id, slug_de: 'verlauf', slug_en: 'history', title_de: 'Verlauf' });
  const section = await createSection(cms.db, { content_type: 'page', object_id: page.id, slug: 'verlauf-abschnitt' });
  await createModule(cms.db, { section_id: section.id, model: 'headline', data: { text: 'Bleibt' } });
  await write('put', `/api/admin/pages/${page.id}/`).send({ ...(await staff.get(`/api/admin/pages/${page.id}/`)).body, title_de: 'Verlauf 2' }).expect(200);
  const versions = await cms.db.select().from(page_versions).where(eq(page_versions.page_id, page.id));
  expect(versions.length).toBeGreaterThan(0);
  const before = (await cms.request.get('/de/pageeditor-api/page/verlauf/').expect(200)).body as { sections: unknown };

  await write('delete', `/api/admin/pages/${page.id}/`).expect(200);
  await cms.request.get('/de/pageeditor-api/page/verlauf/').expect(404);
  await write('post', `/api/admin/trash/${(await trashOf('page', page.id)).id}/restore/`).send({}).expect(200);

  const after = (await cms.request.get('/de/pageeditor-api/page/verlauf/').expect(200)).body as { sections: unknown };
  expect(after.sections).toEqual(before.sections);
  const history = await cms.db.select().from(page_versions).where(eq(page_versions.page_id, page.id));
  expect(history.length).toBe(versions.length + 1);
  expect(history.map((v) => v.note)).toEqual([...versions.map((v) => v.note), 'restored from the trash']);
});

test('a page with sub-pages is refused (409) and stays', async () => {
  const parent = await createPage(cms.db, { parent_id: home.id, slug_de: 'eltern', slug_en: 'parents', title_de: 'Eltern' });
  await createPage(cms.db, { parent_id: parent.id, slug_de: 'kind', slug_en: 'child', path_de: '/de/eltern/kind/', path_en: '/en/parents/child/', title_de: 'Kind' });
  const res = await write('delete', `/api/admin/pages/${parent.id}/`).expect(409);
  expect(res.body.message).toBe('This page has sub-pages: move or delete them first.');
  await staff.get(`/api/admin/pages/${parent.id}/`).expect(200);
});

test('a slug taken meanwhile: 409 slug_taken with a free suggestion; restoring with it works; the page clash too', async () => {
  const person = await createPerson(cms.db, { slug: 'doppelt' });
  await write('delete', `/api/admin/persons/${person.id}/`).expect(200);
  await createPerson(cms.db, { slug: 'doppelt' });
  const entry = await trashOf('person', person.id);
  const refused = await write('post', `/api/admin/trash/${entry.id}/restore/`).send({}).expect(409);
  expect(refused.body).toMatchObject({ code: 'slug_taken', suggestion: { slug: 'doppelt-2' }, errors: { slug: [expect.any(String)] } });
  await staff.get(`/api/admin/persons/${person.id}/`).expect(404); // nothing came back
  const restored = await write('post', `/api/admin/trash/${entry.id}/restore/`).send({ slugs: refused.body.suggestion }).expect(200);
  expect(restored.body).toMatchObject({ kind: 'person', object_id: person.id, slugs: { slug: 'doppelt-2' } });
  expect((await cms.db.select().from(persons).where(eq(persons.id, person.id)))[0].slug).toBe('doppelt-2');

  const page = await createPage(cms.db, { parent_id: home.id, slug_de: 'konflikt', slug_en: 'clash', title_de: 'Konflikt' });
  await write('delete', `/api/admin/pages/${page.id}/`).expect(200);
  await createPage(cms.db, { parent_id: home.id, slug_de: 'konflikt', slug_en: 'clash-2', title_de: 'Neu' });
  const pageEntry = await trashOf('page', page.id);
  const clash = await write('post', `/api/admin/trash/${pageEntry.id}/restore/`).send({}).expect(409);
  expect(clash.body.suggestion).toEqual({ slug_de: 'konflikt-2' });
  await write('post', `/api/admin/trash/${pageEntry.id}/restore/`).send({ slugs: clash.body.suggestion }).expect(200);
  await cms.request.get('/de/pageeditor-api/page/konflikt-2/').expect(200);
});

test('the editor deletes a section into the trash, lists it for its page and restores it into the draft (one page version)', async () => {
  const page = await createPage(cms.db, { parent_id: home.id, slug_de: 'abschnitte', slug_en: 'sections', title_de: 'Abschnitte' });
  const section = await createSection(cms.db, { content_type: 'page', object_id: page.id, slug: 'weg-und-zurueck' });
  await createModule(cms.db, { section_id: section.id, model: 'headline', data: { text: 'Zurück' } });
  const before = (await staff.get(`/de/pageeditor-api/container/${section.id}/`).expect(200)).body as Record<string, unknown>;
  await staff.delete(`/de/pageeditor-api/container/${section.id}/`).set(CSRF_HEADER, token).expect(204);
  await staff.get(`/de/pageeditor-api/container/${section.id}/`).expect(404);

  const listed = (await staff.get(`/de/pageeditor-api/trash/sections/page/${page.id}/`).expect(200)).body as { data: { id: number; title: string }[] };
  expect(listed.data).toEqual([expect.objectContaining({ title: 'weg-und-zurueck' })]);
  const versions = (await cms.db.select().from(page_versions).where(eq(page_versions.page_id, page.id))).length;
  await staff.post(`/de/pageeditor-api/trash/${listed.data[0].id}/restore/`).set(CSRF_HEADER, token).send({}).expect(200);
  const after = (await staff.get(`/de/pageeditor-api/container/${section.id}/`).expect(200)).body as Record<string, unknown>;
  expect(after.modules).toEqual(before.modules);
  const notes = (await cms.db.select().from(page_versions).where(eq(page_versions.page_id, page.id))).map((v) => v.note);
  expect(notes.length).toBe(versions + 1);
  expect(notes.at(-1)).toBe('restored from the trash');
  await staff.post(`/de/pageeditor-api/trash/${listed.data[0].id}/restore/`).set(CSRF_HEADER, token).send({}).expect(404);
});

test('the purge removes entries older than TRASH_DAYS, and only those', async () => {
  const old = await createEvent(cms.db);
  const fresh = await createEvent(cms.db);
  await write('delete', `/api/admin/events/${old.id}/`).expect(200);
  await write('delete', `/api/admin/events/${fresh.id}/`).expect(200);
  const days = cms.config.trashDays;
  await cms.db.update(trash).set({ deleted_at: new Date(Date.now() - (days + 1) * 86_400_000) }).where(eq(trash.object_id, old.id));
  const purged = await runTrashPurge(cms.db, cms.config, new Date());
  expect(purged.map((p) => p.kind)).toContain('event');
  expect(await trashOf('event', old.id)).toBeUndefined();
  expect(await trashOf('event', fresh.id)).toBeDefined();
});

test('the trash list: 401 anonymous, 403 for an editor without staff, unknown kind 400', async () => {
  await cms.newAgent().get('/api/admin/trash/').expect(401);
  await createEditor(cms.db, { username: 'ohne', is_staff: false });
  await (await loginAs(cms, 'ohne')).get('/api/admin/trash/').expect(403);
  await staff.get('/api/admin/trash/?kind=venue').expect(400);
});

test('what a kept row pointed at and is gone for good meanwhile (an image purged) is left empty on restore', async () => {
  const image = await createImageRow(cms.db);
  const event = await createEvent(cms.db, { image_id: image.id });
  await write('delete', `/api/admin/events/${event.id}/`).expect(200);
  await cms.db.delete(images).where(eq(images.id, image.id));
  await write('post', `/api/admin/trash/${(await trashOf('event', event.id)).id}/restore/`).send({}).expect(200);
  expect((await cms.db.select().from(events).where(eq(events.id, event.id)))[0].image_id).toBeNull();
});
