/** The editor's finders: /{locale}/pageeditor-api/finder/links/, /finder/links/resolve/, /finder/links/check/, /finder/events/ */
import { createTestCms, snapshotOf, type TestCms } from '../../test/createTestCms';
import { createEditor, createPage, createRedirect, createVenue } from '../../test/fixtures';
import { createDownloadCategory, createDownloadDirectory, createEvent, createForm, createPerson, createStory, createStoryTag, createSubscription } from '../../test/fixtures/content';
import { loginAs, write, type Agent } from '../../test/fixtures/pageeditor';
import { EVENT_FINDER_PAGE_SIZE, LINK_CHECK_MAX_URLS, LINK_FINDER_PER_KIND, type LinkCheck } from '../../../shared/contract/finders';

let cms: TestCms;
let editor: Agent;
const ids: Record<string, number> = {};

beforeAll(async () => {
  cms = await createTestCms();
  const home = await createPage(cms.db, { title_de: 'Startseite', title_en: 'Home' });
  ids.about = (await createPage(cms.db, { slug_de: 'ueber-uns', slug_en: 'about', title_de: 'Über uns', title_en: 'About us', parent_id: home.id })).id;
  ids.draft = (await createPage(cms.db, { slug_de: 'orchesterreise', slug_en: '', path_en: null, title_de: 'Orchesterreise', is_online: false, parent_id: home.id })).id;
  const venue = await createVenue(cms.db, { name: 'Großer Saal', city: 'Flussstadt' });
  ids.soon = (await createEvent(cms.db, { slug: 'eroica', title_de: 'Eroica im Großen Saal', title_en: 'Eroica', start_at: new Date('2097-03-01T18:00:00Z'), venue_id: venue.id })).id;
  ids.later = (await createEvent(cms.db, { slug: 'eroica-2', title_de: 'Eroica reloaded', title_en: '', start_at: new Date('2098-03-01T18:00:00Z') })).id;
  ids.past = (await createEvent(cms.db, { slug: 'eroica-alt', title_de: 'Eroica 1999', title_en: 'Eroica 1999', start_at: new Date('1999-03-01T18:00:00Z'), is_online: false })).id;
  ids.story = (await createStory(cms.db, { slug: 'hinter-der-buehne', title_de: 'Hinter der Bühne', title_en: 'Backstage', date: '2025-05-01' })).id;
  ids.person = (await createPerson(cms.db, { first_name: 'Jörg', last_name: 'Müller', slug: 'joerg-mueller', position_de: 'Solo-Cellist', position_en: 'Principal cello' })).id;
  await createEditor(cms.db, { username: 'finder' });
  editor = await loginAs(cms, 'finder');
});
afterAll(() => cms?.close());

describe('GET finder/links/', () => {
  test('visitors get 401', async () => {
    await cms.newAgent().get('/de/pageeditor-api/finder/links/?query=eroica').expect(401);
    await cms.newAgent().get('/de/pageeditor-api/finder/events/').expect(401);
    await cms.newAgent().get('/de/pageeditor-api/finder/links/resolve/?url=/de/ueber-uns').expect(401);
  });

  test('pages, concerts, stories and persons by title, accent-insensitive, in the request locale', async () => {
    const res = await editor.get(`/de/pageeditor-api/finder/links/?query=${encodeURIComponent('uber')}`).expect(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.body).toEqual([
      { kind: 'page', id: ids.about, title: 'Über uns', url: '/de/ueber-uns', detail: 'Startseite', date: null, is_online: true },
    ]);
    const en = await editor.get('/en/pageeditor-api/finder/links/?query=about').expect(200);
    expect(en.body).toMatchObject([{ kind: 'page', title: 'About us', url: '/en/about', detail: 'Home' }]);
    const muller = await editor.get('/en/pageeditor-api/finder/links/?query=muller').expect(200);
    expect(muller.body).toEqual([
      { kind: 'person', id: ids.person, title: 'Jörg Müller', url: `/en/orchestra/joerg-mueller/${ids.person}`, detail: 'Principal cello', date: null, is_online: true },
    ]);
    const story = await editor.get('/de/pageeditor-api/finder/links/?query=BÜHNE').expect(200);
    expect(story.body).toEqual([
      { kind: 'story', id: ids.story, title: 'Hinter der Bühne', url: `/de/stories/hinter-der-buehne/${ids.story}`, detail: '', date: '2025-05-01', is_online: true },
    ]);
  });

  test('concerts upcoming first, then past; offline ones flagged; snapshot of the shape', async () => {
    const res = await editor.get('/de/pageeditor-api/finder/links/?query=eroica&kind=event').expect(200);
    expect(res.body.map((t: { id: number }) => t.id)).toEqual([ids.soon, ids.later, ids.past]);
    expect(res.body[2].is_online).toBe(false);
    expect((snapshotOf(res).body as unknown[])[0]).toMatchSnapshot({ id: expect.any(Number), url: expect.stringMatching(/^\/de\/konzerte\/eroica\/\d+$/) });
  });

  test('a page without a URL in the locale is left out there; offline pages are found by editors', async () => {
    const de = await editor.get('/de/pageeditor-api/finder/links/?query=orchesterreise').expect(200);
    expect(de.body).toMatchObject([{ id: ids.draft, url: '/de/orchesterreise', is_online: false }]);
    const en = await editor.get('/en/pageeditor-api/finder/links/?query=orchesterreise').expect(200);
    expect(en.body).toEqual([]);
  });

  test('no query: the first of each kind; LIKE wildcards are plain characters', async () => {
    const all = await editor.get('/de/pageeditor-api/finder/links/').expect(200);
    expect(new Set(all.body.map((t: { kind: string }) => t.kind))).toEqual(new Set(['page', 'event', 'story', 'person']));
    const percent = await editor.get('/de/pageeditor-api/finder/links/?query=%25').expect(200);
    expect(percent.body).toEqual([]);
  });

  test('bounded by the server, never the whole archive: at most LINK_FINDER_PER_KIND of a kind, the text narrows it', async () => {
    for (let i = 0; i <= LINK_FINDER_PER_KIND; i++) await createStory(cms.db, { slug: `archiv-${i}`, title_de: `Archivstory ${i}`, title_en: '', date: `2001-01-${String(10 + i)}` });
    const stories = await editor.get('/de/pageeditor-api/finder/links/?kind=story').expect(200);
    expect(stories.body).toHaveLength(LINK_FINDER_PER_KIND);
    const archive = await editor.get('/de/pageeditor-api/finder/links/?kind=story&query=archivstory').expect(200);
    expect(archive.body).toHaveLength(LINK_FINDER_PER_KIND);
    const one = await editor.get(`/de/pageeditor-api/finder/links/?kind=story&query=${encodeURIComponent(`Archivstory ${LINK_FINDER_PER_KIND}`)}`).expect(200);
    expect(one.body.map((t: { title: string }) => t.title)).toEqual([`Archivstory ${LINK_FINDER_PER_KIND}`]);
  });

  test('bad input -> 400 with the field', async () => {
    const kind = await editor.get('/de/pageeditor-api/finder/links/?kind=venue').expect(400);
    expect(kind.body.errors).toHaveProperty('kind');
    const long = await editor.get(`/de/pageeditor-api/finder/links/?query=${'x'.repeat(201)}`).expect(400);
    expect(long.body.errors).toHaveProperty('query');
    await editor.get('/de/pageeditor-api/finder/links/?q=x').expect(400);
  });
});

describe('GET finder/links/resolve/', () => {
  test('a page by id or by path, concerts, stories and persons by their URL', async () => {
    expect((await editor.get(`/en/pageeditor-api/finder/links/resolve/?page=${ids.about}`).expect(200)).body.target).toMatchObject({ kind: 'page', title: 'About us', url: '/en/about' });
    expect((await editor.get('/de/pageeditor-api/finder/links/resolve/?url=/de/ueber-uns').expect(200)).body.target).toMatchObject({ kind: 'page', id: ids.about });
    expect((await editor.get(`/de/pageeditor-api/finder/links/resolve/?url=/de/konzerte/eroica/${ids.soon}`).expect(200)).body.target).toMatchObject({
      kind: 'event',
      title: 'Eroica im Großen Saal',
      detail: 'Großer Saal, Flussstadt',
    });
    expect((await editor.get(`/en/pageeditor-api/finder/links/resolve/?url=/en/stories/x/${ids.story}`).expect(200)).body.target).toMatchObject({ kind: 'story', title: 'Backstage' });
    expect((await editor.get(`/de/pageeditor-api/finder/links/resolve/?url=/de/orchester/joerg-mueller/${ids.person}%23bio`).expect(200)).body.target).toMatchObject({ kind: 'person' });
  });

  test('external URLs and unknown paths -> {target: null}', async () => {
    for (const query of [`url=${encodeURIComponent('https://example.org/')}`, 'url=/de/gibt-es-nicht', 'url=/de/konzerte/x/999999', 'page=999999']) {
      expect((await editor.get(`/de/pageeditor-api/finder/links/resolve/?${query}`).expect(200)).body).toEqual({ target: null });
    }
    await editor.get('/de/pageeditor-api/finder/links/resolve/?page=abc').expect(400);
  });
});

describe('finder/links/check/', () => {
  const check = async (url: string, locale = 'de'): Promise<LinkCheck> =>
    (await editor.get(`/${locale}/pageeditor-api/finder/links/check/?url=${encodeURIComponent(url)}`).expect(200)).body;

  beforeAll(async () => {
    await createRedirect(cms.db, { old_path: '/de/alte-reise/', new_path: '/de/orchesterreise/' });
    ids.kit = (await createDownloadDirectory(cms.db, { category_id: (await createDownloadCategory(cms.db)).id, slug: 'saison' })).id;
    await createSubscription(cms.db, { slug: 'sinfoniekonzerte' });
    await createForm(cms.db, { slug: 'kontakt' });
    await createStoryTag(cms.db, { slug: 'probe', name_de: 'Probe', name_en: 'Rehearsal' });
  });

  test('pages, concerts, stories and persons: found with their target (offline ones too)', async () => {
    expect(await check('/de/ueber-uns')).toMatchObject({ url: '/de/ueber-uns', status: 'found', target: { kind: 'page', id: ids.about }, redirect: null });
    // trailing slash, query and fragment do not count; a wrong slug only redirects to the right one
    expect(await check('/de/ueber-uns/?x=1#team')).toMatchObject({ status: 'found', target: { id: ids.about } });
    expect(await check('/en/about', 'en')).toMatchObject({ status: 'found', target: { title: 'About us' } });
    expect(await check('/de/orchesterreise')).toMatchObject({ status: 'found', target: { id: ids.draft, is_online: false } });
    expect(await check(`/de/konzerte/falscher-slug/${ids.soon}`)).toMatchObject({ status: 'found', target: { kind: 'event', id: ids.soon } });
    expect(await check(`/en/stories/x/${ids.story}`, 'en')).toMatchObject({ status: 'found', target: { kind: 'story', title: 'Backstage' } });
    expect(await check(`/de/orchester/joerg-mueller/${ids.person}`)).toMatchObject({ status: 'found', target: { kind: 'person' } });
  });

  test('other pages of the site: lists, search, press kits, subscriptions, forms, tags; the home page; unprefixed routes', async () => {
    for (const url of ['/de', '/en/', '/de/konzerte', '/en/concerts', '/de/stories/sehen', '/de/search', '/de/presse', `/de/presse/saison/${ids.kit}`, '/de/subscriptions/sinfoniekonzerte', '/de/forms/kontakt', '/de/forms', '/de/stories/tags/probe', '/konzerte', '/']) {
      expect([url, (await check(url)).status]).toEqual([url, 'found']);
    }
  });

  test('a redirect counts: where it sends the visitor', async () => {
    expect(await check('/de/alte-reise')).toEqual({ url: '/de/alte-reise', status: 'redirect', target: null, redirect: '/de/orchesterreise/' });
  });

  test('addresses that lead nowhere are missing', async () => {
    for (const url of [
      '/de/gibt-es-nicht',
      '/de/ueber-uns/gibt-es-nicht',
      '/en/orchesterreise', // a German path under /en
      '/en/orchesterreise/',
      '/de/konzerte/eroica/999999',
      '/de/konzerte/eroica/99999999999999', // beyond any id: an answer, not a database error
      '/de/stories/x/999999',
      '/de/orchester/x/999999',
      `/de/presse/saison/999999`,
      '/de/subscriptions/gibt-es-nicht',
      '/de/forms/gibt-es-nicht',
      '/de/stories/tags/gibt-es-nicht',
      '/de/stories/keine-kategorie',
      '/de/404',
      '/gibt-es-nicht',
    ]) {
      expect([url, await check(url)]).toEqual([url, { url, status: 'missing', target: null, redirect: null }]);
    }
  });

  test('not site addresses of a page: unchecked', async () => {
    for (const url of ['https://example.org/de/gibt-es-nicht', 'mailto:info@example.org', 'tel:+4930123', '#programm', '?q=1', '//example.org/x', '/media/original_images/x.pdf', '/admin/', '/de/api/events/', '/sitemap.xml', '/de/stories/feed.xml']) {
      expect([url, (await check(url)).status]).toEqual([url, 'unchecked']);
    }
  });

  test('many at once: each distinct address once, in the order asked; reads only', async () => {
    const before = (await editor.get('/de/pageeditor-api/finder/links/check/?url=/de').expect(200)).headers['x-content-version'];
    expect(before).toMatch(/^\d+$/);
    const res = await write(editor, 'post', '/de/pageeditor-api/finder/links/check/').send({ urls: ['/de/gibt-es-nicht', '/de/ueber-uns', '/de/gibt-es-nicht', 'https://example.org/'] }).expect(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.body.links.map((l: LinkCheck) => [l.url, l.status])).toEqual([
      ['/de/gibt-es-nicht', 'missing'],
      ['/de/ueber-uns', 'found'],
      ['https://example.org/', 'unchecked'],
    ]);
    expect(res.headers['x-content-version']).toBe(before);
  });

  test('visitors get 401; bad input -> 400 naming the field', async () => {
    await cms.newAgent().get('/de/pageeditor-api/finder/links/check/?url=/de').expect(401);
    expect((await editor.get('/de/pageeditor-api/finder/links/check/').expect(400)).body.errors).toHaveProperty('url');
    expect((await editor.get(`/de/pageeditor-api/finder/links/check/?url=/${'x'.repeat(2048)}`).expect(400)).body.errors).toHaveProperty('url');
    const many = await write(editor, 'post', '/de/pageeditor-api/finder/links/check/').send({ urls: Array.from({ length: LINK_CHECK_MAX_URLS + 1 }, (_, i) => `/de/${i}`) }).expect(400);
    expect(many.body.errors).toHaveProperty('urls');
    await write(editor, 'post', '/de/pageeditor-api/finder/links/check/').send({ urls: '/de' }).expect(400);
  });
});

describe('GET finder/events/', () => {
  test('concerts by title with date and venue, upcoming first, German fallback for English titles', async () => {
    const res = await editor.get('/en/pageeditor-api/finder/events/?search=eroica').expect(200);
    expect(res.body).toMatchObject({ count: 3, next: null, previous: null });
    expect(res.body.results).toEqual([
      { id: ids.soon, title: 'Eroica', start: '2097-03-01T19:00:00+01:00', venue: 'Großer Saal, Flussstadt', url: `/en/concerts/eroica/${ids.soon}`, is_online: true },
      expect.objectContaining({ id: ids.later, title: 'Eroica reloaded', venue: '' }),
      expect.objectContaining({ id: ids.past, is_online: false }),
    ]);
    const grosser = await editor.get(`/de/pageeditor-api/finder/events/?search=${encodeURIComponent('grosser saal')}`).expect(200);
    expect(grosser.body.count).toBe(0); // titles only, not the venue
    const accent = await editor.get(`/de/pageeditor-api/finder/events/?search=${encodeURIComponent('großen')}`).expect(200);
    expect(accent.body.results.map((e: { id: number }) => e.id)).toEqual([ids.soon]);
  });

  test('pagination: page size, next link, page past the end -> 404', async () => {
    for (let i = 0; i < EVENT_FINDER_PAGE_SIZE; i++) await createEvent(cms.db, { title_de: `Serie ${i}`, start_at: new Date(Date.UTC(2096, 0, i + 1)) });
    const first = await editor.get('/de/pageeditor-api/finder/events/?search=serie').expect(200);
    expect(first.body.results).toHaveLength(EVENT_FINDER_PAGE_SIZE);
    expect(first.body.next).toBeNull();
    const all = await editor.get('/de/pageeditor-api/finder/events/').expect(200);
    expect(all.body.next).toBe('/de/pageeditor-api/finder/events/?page=2');
    const second = await editor.get('/de/pageeditor-api/finder/events/?page=2').expect(200);
    expect(second.body.results.length).toBeGreaterThan(0);
    await editor.get('/de/pageeditor-api/finder/events/?page=9').expect(404);
    await editor.get('/de/pageeditor-api/finder/events/?page=0').expect(400);
  });

  test('one concert by id; unknown -> 404', async () => {
    const res = await editor.get(`/de/pageeditor-api/finder/events/${ids.past}/`).expect(200);
    expect(res.body).toMatchObject({ id: ids.past, title: 'Eroica 1999', is_online: false, url: `/de/konzerte/eroica-alt/${ids.past}` });
    await editor.get('/de/pageeditor-api/finder/events/999999/').expect(404);
  });
});
