/**
 * Pages by content key (issue 40) against the real back end (cms/, PGlite), two instances of the
 * site (page cache, version stream) on it:
 * - the keys each page type depends on (its Surrogate-Key, which is also what its cached copy is
 *   indexed by): a concert, the concert list, home, a story, a person, a content page, …;
 * - a change made through one instance drops exactly the pages that read its keys on both; every
 *   other page is still answered from memory (X-Cache: HIT);
 * - an editor's draft drops no visitor page;
 * - a change of every kind of content shows on every page that shows it, on both instances: no page
 *   keeps stale content after a change it depends on. The kinds whose writes still name `*`
 *   (pages, navigation and settings through the admin, press, subscriptions, redirects, images:
 *   docs/api.md "Content keys") drop every page, which this also states.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import request from 'supertest';
import { CONTENT_KEYS_HEADER, CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../../shared/constants';
import { createApp as createCmsApp } from '../../cms/app';
import { startVersionFeed, type VersionFeed } from '../../cms/db/versionFeed';
import { createTestCms, type TestCms } from '../../cms/test/createTestCms';
import { createEditor, TEST_PASSWORD } from '../../cms/test/fixtures';
import {
  createDownloadCategory,
  createDownloadDirectory,
  createEvent,
  createImageRow,
  createPerson,
  createStory,
  createStoryCategories,
  createSubscription,
} from '../../cms/test/fixtures/content';
import { createModule, createSection, createSiteTree } from '../../cms/test/fixtures/pageeditor';
import type { Site } from '../../server/site';
import { testSite } from '../support/testApp';
import { until } from '../support/until';

type Agent = ReturnType<typeof request.agent>;

const HOST = 'www.orchestra.example';
/** a change's test views 15 pages on two instances before and after it: generous on a loaded 2-core machine */
const CHANGE_TIMEOUT_MS = 120_000;
const cookieIn = (agent: Agent, name: string) => agent.jar.getCookie(name, { domain: '127.0.0.1', path: '/', secure: false, script: false })?.value;

let cms: TestCms;
let server: http.Server;
let feed: VersionFeed;
let a: Site;
let b: Site;
let staff: Agent;
let editor: Agent;
/** the pages of the site, by name */
let pages: Record<string, string>;
let ids: { event: number; other: number; person: number; story: number; about: number; home: number; subscription: number; directory: number; image: number; module: number };

/** An editor logged in through an instance's proxy, as the browser does it. */
async function loginThrough(site: Site, username: string): Promise<Agent> {
  const agent = request.agent(site.listener);
  await agent.get('/de/pageeditor-api/user').expect(200);
  await agent.post('/de/pageeditor-api/login/').set(CSRF_HEADER, cookieIn(agent, CSRF_COOKIE)!).send({ username, password: TEST_PASSWORD }).expect(200);
  expect(cookieIn(agent, SESSION_COOKIE)).toBeTruthy();
  return agent;
}

beforeAll(async () => {
  cms = await createTestCms();
  const tree = await createSiteTree(cms.db);
  const [read] = await createStoryCategories(cms.db);
  const image = await createImageRow(cms.db, { alt_de: 'Altes Bild' });
  const person = await createPerson(cms.db, { first_name: 'Clara', last_name: 'Geigerin' });
  const event = await createEvent(cms.db, { title_de: 'Sinfoniekonzert', title_en: 'Symphony concert' }, { performers: [{ name: 'Clara Geigerin', person_id: person.id }] });
  const other = await createEvent(cms.db, { title_de: 'Kammerkonzert', title_en: 'Chamber concert', start_at: new Date('2098-02-15T18:30:00Z') });
  const story = await createStory(cms.db, { title_de: 'Probenbericht', title_en: 'Rehearsal report', header_image_id: image.id }, { categories: [read.id] });
  const subscription = await createSubscription(cms.db, { name_de: 'Sinfonie-Abo', name_en: 'Symphony series' }, [event.id]);
  const directory = await createDownloadDirectory(cms.db, { category_id: (await createDownloadCategory(cms.db)).id, name_de: 'Pressemappe Saison' });
  const section = await createSection(cms.db, { content_type: 'page', object_id: tree.about.id, slug: 'intro' });
  const module = await createModule(cms.db, { section_id: section.id, model: 'headline', data: { headline_level: 2, content: 'Erste Fassung' } });
  await createEditor(cms.db, { username: 'chef', is_staff: true });
  await createEditor(cms.db, { username: 'erika' });
  ids = { event: event.id, other: other.id, person: person.id, story: story.id, about: tree.about.id, home: tree.home.id, subscription: subscription.id, directory: directory.id, image: image.id, module: module.id };
  pages = {
    home: '/de',
    concerts: '/de/konzerte',
    concert: `/de/konzerte/${event.slug}/${event.id}`,
    concertEn: `/en/concerts/${event.slug}/${event.id}`,
    otherConcert: `/de/konzerte/${other.slug}/${other.id}`,
    stories: '/de/stories',
    story: `/de/stories/${story.slug}/${story.id}`,
    persons: '/de/orchester',
    person: `/de/orchester/${person.slug}/${person.id}`,
    about: '/de/ueber-uns',
    contact: '/de/kontakt',
    press: '/de/presse',
    pressKit: `/de/presse/${directory.slug}/${directory.id}`,
    subscriptions: '/de/abonnement',
    subscription: `/de/subscriptions/${subscription.slug}/${subscription.id}`,
  };
  // the back end as cms/index.ts runs it: with the version stream, which names each change's keys
  feed = await startVersionFeed(cms.database, cms.databaseUrl, pino({ level: 'silent' }));
  server = http.createServer(createCmsApp({ db: cms.db, config: cms.config, versionFeed: feed }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // two instances of the site on one back end, each with its page cache and the version stream
  a = testSite(url);
  b = testSite(url);
  await Promise.all([a.contentVersion.refresh(), b.contentVersion.refresh()]);
  // the English concert's address has its own slug: where the German slug's address points
  pages.concertEn = (await view(a, pages.concertEn).expect(301)).headers.location;
  staff = await loginThrough(a, 'chef');
  editor = await loginThrough(a, 'erika');
}, 120_000);

afterAll(async () => {
  a?.close();
  b?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await feed?.close();
  await cms?.close();
});

const view = (site: Site, path: string) => request(site.listener).get(path).set('Host', HOST);
/** what a visitor reads (the state and translation scripts hold every text) */
const shown = (html: string) => html.slice(html.indexOf('<body>'), html.indexOf('<script id="__STATE__"'));
const keysOf = (answer: { headers: Record<string, string> }) => (answer.headers['surrogate-key'] ?? '').split(' ').sort();

/** Every page of the site answered from memory on both instances. */
async function allCached() {
  for (const site of [a, b]) {
    for (const path of Object.values(pages)) await until(`${path} cached`, async () => (await view(site, path)).headers['x-cache'] === 'HIT');
    await until('pages stored', () => site.pageCache!.stats.storing === 0);
  }
}

/** The admin's record `id` of `resource` with `change`, written through instance a; the change's version and keys. */
async function putRecord(resource: string, id: number, change: Record<string, unknown>): Promise<{ version: number; keys: string[] }> {
  const record = (await staff.get(`/api/admin/${resource}/${id}/`).expect(200)).body as Record<string, unknown>;
  const writable = Object.fromEntries(Object.entries({ ...record, ...change }).filter(([name]) => !['id', 'created_at', 'updated_at', 'admin_url', 'published_at', 'search_vector'].includes(name)));
  const answer = await staff.put(`/api/admin/${resource}/${id}/`).set(CSRF_HEADER, cookieIn(staff, CSRF_COOKIE)!).send(writable).expect(200);
  return changed(answer);
}

function changed(answer: { headers: Record<string, string> }): { version: number; keys: string[] } {
  return { version: Number(answer.headers['x-content-version']), keys: (answer.headers[CONTENT_KEYS_HEADER.toLowerCase()] ?? '').split(' ').sort() };
}

/** Both instances have applied the change that made `version` (a by the write's answer, b by the stream). */
async function applied(version: number) {
  await until(`version ${version} applied`, () => (a.contentVersion.applied ?? 0) >= version && (b.contentVersion.applied ?? 0) >= version);
}

describe('the keys each page depends on', () => {
  test.each([
    // a concert: itself, its performers' persons (their names and links), its own section (or none)
    ['concert', (i: typeof ids) => [`event:${i.event}`, 'persons:list', 'sections:list']],
    ['concertEn', (i: typeof ids) => [`event:${i.event}`, 'persons:list', 'sections:list']],
    // the concert list: each concert it shows, its membership and the filters' choices
    ['concerts', (i: typeof ids) => [`event:${i.event}`, `event:${i.other}`, 'events:list', 'event-tags', 'genres', 'venues']],
    // home and a content page: the page (its sections come with it)
    ['home', (i: typeof ids) => [`page:${i.home}`]],
    ['about', (i: typeof ids) => [`page:${i.about}`]],
    ['story', (i: typeof ids) => [`story:${i.story}`, 'sections:list']],
    ['stories', () => []],
    // a person: the person, the concerts they play in (and that list's membership)
    ['person', (i: typeof ids) => [`person:${i.person}`, `event:${i.event}`, 'events:list', 'persons:list', 'sections:list']],
    ['persons', () => ['persons:list']],
    ['press', () => ['press']],
    ['subscriptions', () => ['subscriptions']],
    ['subscription', (i: typeof ids) => ['subscriptions', `event:${i.event}`, 'events:list']],
  ])('%s', async (name, expected) => {
    const answer = await view(a, pages[name]).expect(200);
    // every page: `pages` (a purge of everything), the navigation and the footer's news teaser (stories:list)
    expect(keysOf(answer)).toEqual([...new Set(['pages', 'nav', 'stories:list', ...expected(ids)])].sort());
    expect(answer.headers['cache-tag']?.split(',').sort()).toEqual(keysOf(answer));
  });
});

describe('a change through one instance', () => {
  test('drops exactly the pages that read its keys, on both instances; the others stay in memory', async () => {
    await allCached();
    const { version, keys } = await putRecord('events', ids.event, { availability: 'soldout' });
    expect(keys).toEqual([`event:${ids.event}`]);
    await applied(version);
    const dependent = ['concert', 'concertEn', 'concerts', 'person', 'subscription'];
    for (const site of [a, b]) {
      for (const [name, path] of Object.entries(pages)) {
        const answer = await view(site, path).expect(200);
        if (dependent.includes(name)) {
          expect([name, answer.headers['x-cache']]).toEqual([name, 'MISS']);
          expect(keysOf(answer)).toContain(`event:${ids.event}`);
        } else {
          expect([name, answer.headers['x-cache']]).toEqual([name, 'HIT']);
          expect(keysOf(answer)).not.toContain(`event:${ids.event}`);
        }
      }
      expect(shown((await view(site, pages.concert)).text)).toContain('Ausverkauft');
      expect(shown((await view(site, pages.concerts)).text)).toContain('Ausverkauft');
    }
  }, CHANGE_TIMEOUT_MS);

  test('an editor’s draft drops no visitor page, on either instance; its publish drops the page', async () => {
    await allCached();
    const before = a.contentVersion.applied;
    const draft = await editor.patch(`/de/pageeditor-api/headline/${ids.module}/`).set(CSRF_HEADER, cookieIn(editor, CSRF_COOKIE)!).send({ content: 'Entwurf' }).expect(200);
    expect(Number(draft.headers['x-content-version'])).toBe(before);
    for (const site of [a, b]) {
      for (const [name, path] of Object.entries(pages)) {
        const answer = await view(site, path).expect(200);
        expect([name, answer.headers['x-cache']]).toEqual([name, 'HIT']);
        expect(shown(answer.text)).not.toContain('Entwurf');
      }
    }
    const published = await editor.post(`/de/pageeditor-api/publication/page/${ids.about}/publish/`).set(CSRF_HEADER, cookieIn(editor, CSRF_COOKIE)!).expect(200);
    const { version, keys } = changed(published);
    expect(keys).toEqual([`page:${ids.about}`, 'sections:list']);
    await applied(version);
    for (const site of [a, b]) {
      const about = await view(site, pages.about).expect(200);
      expect(about.headers['x-cache']).toBe('MISS');
      expect(shown(about.text)).toContain('Entwurf');
      // pages that read neither the page nor which sections exist stay
      for (const name of ['home', 'concerts', 'stories', 'persons', 'press', 'subscriptions', 'contact']) expect([name, (await view(site, pages[name])).headers['x-cache']]).toEqual([name, 'HIT']);
    }
  }, CHANGE_TIMEOUT_MS);
});

describe('no page keeps stale content after a change it depends on', () => {
  /**
   * A change of each kind through instance a; after it, each page showing that content shows the new
   * content on both instances. `narrow`: the change names its keys, and a page that shows none of it
   * is still the cached one; otherwise the change names `*` and drops every page.
   */
  const cases: { kind: string; change: () => Promise<{ version: number; keys: string[] }>; showing: Record<string, string>; narrow: boolean }[] = [
    {
      kind: 'event',
      change: () => putRecord('events', ids.event, { title_de: 'Festkonzert' }),
      showing: { concert: 'Festkonzert', concerts: 'Festkonzert', person: 'Festkonzert', subscription: 'Festkonzert' },
      narrow: true,
    },
    {
      kind: 'story',
      change: () => putRecord('stories', ids.story, { title_de: 'Tourtagebuch' }),
      // the footer's news teaser shows the newest stories: on every page
      showing: { story: 'Tourtagebuch', stories: 'Tourtagebuch', home: 'Tourtagebuch', about: 'Tourtagebuch' },
      narrow: true,
    },
    {
      kind: 'person',
      change: () => putRecord('persons', ids.person, { last_name: 'Cellistin' }),
      showing: { person: 'Clara Cellistin', persons: 'Clara Cellistin' },
      narrow: true,
    },
    {
      kind: 'page (sections, published in the page editor)',
      change: async () => {
        const token = cookieIn(editor, CSRF_COOKIE)!;
        await editor.patch(`/de/pageeditor-api/headline/${ids.module}/`).set(CSRF_HEADER, token).send({ content: 'Zweite Fassung' }).expect(200);
        return changed(await editor.post(`/de/pageeditor-api/publication/page/${ids.about}/publish/`).set(CSRF_HEADER, token).expect(200));
      },
      showing: { about: 'Zweite Fassung' },
      narrow: true,
    },
    {
      kind: 'navigation (a page’s menu name)',
      change: () => putRecord('pages', ids.about, { menu_name_de: 'Das Orchester' }),
      showing: { home: 'Das Orchester', concert: 'Das Orchester', story: 'Das Orchester', press: 'Das Orchester' },
      narrow: false,
    },
    {
      kind: 'settings (a page’s title)',
      change: () => putRecord('pages', ids.about, { meta_title_de: 'Orchester im Porträt' }),
      showing: { about: '<title>Orchester im Porträt' },
      narrow: false,
    },
    {
      kind: 'press',
      change: () => putRecord('directories', ids.directory, { name_de: 'Pressemappe Tournee' }),
      showing: { press: 'Pressemappe Tournee', pressKit: 'Pressemappe Tournee' },
      narrow: false,
    },
    {
      kind: 'subscription',
      change: () => putRecord('subscriptions', ids.subscription, { name_de: 'Kammer-Abo' }),
      showing: { subscriptions: 'Kammer-Abo', subscription: 'Kammer-Abo' },
      narrow: false,
    },
    {
      kind: 'image',
      change: () => putRecord('images', ids.image, { alt_de: 'Neues Bild' }),
      showing: { story: 'Neues Bild', stories: 'Neues Bild' },
      narrow: false,
    },
  ];

  test.each(cases)('$kind', async ({ change, showing, narrow }) => {
    await allCached();
    const { version, keys } = await change();
    await applied(version);
    if (!narrow) expect(keys).toEqual(['*']);
    else expect(keys).not.toContain('*');
    for (const site of [a, b]) {
      for (const [name, text] of Object.entries(showing)) {
        const answer = await view(site, pages[name]).expect(200);
        expect([name, answer.headers['x-cache']]).toEqual([name, 'MISS']);
        // the markup, or the state the page hydrates with (an image's alt and copyright are only there)
        expect([name, answer.text.includes(text)]).toEqual([name, true]);
      }
      if (narrow) {
        // a page that read none of the change's keys is the one in memory
        for (const [name, path] of Object.entries(pages)) {
          const answer = await view(site, path);
          if (keysOf(answer).some((key) => keys.includes(key))) continue;
          expect([name, answer.headers['x-cache']]).toEqual([name, 'HIT']);
        }
      }
    }
  }, CHANGE_TIMEOUT_MS);

  test('redirect: a cached 404 becomes the redirect on both instances', async () => {
    for (const site of [a, b]) await until('the 404 cached', async () => (await view(site, '/de/alte-adresse')).headers['x-cache'] === 'HIT');
    const created = await staff.post('/api/admin/redirects/').set(CSRF_HEADER, cookieIn(staff, CSRF_COOKIE)!).send({ old_path: '/de/alte-adresse/', new_path: '/de/ueber-uns/' }).expect(201);
    const { version, keys } = changed(created);
    expect(keys).toEqual(['*']);
    await applied(version);
    for (const site of [a, b]) expect((await view(site, '/de/alte-adresse').expect(301)).headers.location).toBe('/de/ueber-uns/');
  });
});
