/**
 * Discoverability (docs/seo.md) against the REAL back end on PGlite: robots.txt, the sitemap index
 * and per-language sitemaps (lastmod, hreflang alternates, following content changes), the stories
 * RSS and the season iCalendar, 301s to the stored slug and to the one form of a story category,
 * JSON-LD and the head tags, the icons and manifest, and the Host check.
 */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { createTestCms, type TestCms } from '../../cms/test/createTestCms';
import { createVenue } from '../../cms/test/fixtures';
import { createSiteTree } from '../../cms/test/fixtures/pageeditor';
import {
  createDownloadCategory,
  createDownloadDirectory,
  createEvent,
  createEventTag,
  createPerson,
  createStory,
  createStoryCategories,
  createSubscription,
} from '../../cms/test/fixtures/content';
import { events } from '../../cms/db/schema';
import { testApp } from '../support/testApp';

let cms: TestCms;
let server: http.Server;
let app: ReturnType<typeof testApp>;
const ids: Record<string, number> = {};
const HOST = 'www.orchester.test';

beforeAll(async () => {
  cms = await createTestCms();
  const db = cms.db;
  await createSiteTree(db);
  const venue = await createVenue(db, { name: 'Großer Saal', city: 'Flussstadt', address: 'Am Ufer 1, 12345 Flussstadt' });
  const tag = await createEventTag(db, { name_de: 'Familie', name_en: 'Family', slug: 'familie' });
  ids.venue = venue.id;
  ids.event = (
    await createEvent(
      db,
      { slug: 'saisonauftakt', title_de: 'Saisonauftakt; mit Pauken, Trompeten', title_en: 'Season opening', start_at: new Date('2099-09-05T17:30:00Z'), venue_id: venue.id, availability: 'presale', presale_start: '2099-06-01', ticket_url: 'https://tickets.example.org/1' },
      { tags: [tag.id] },
    )
  ).id;
  ids.other = (await createEvent(db, { slug: 'kammerkonzert', title_de: 'Kammerkonzert', start_at: new Date('2099-10-05T17:30:00Z'), availability: 'cancelled' })).id;
  ids.person = (await createPerson(db, { slug: 'erika-muster', first_name: 'Erika', last_name: 'Muster' })).id;
  const categories = await createStoryCategories(db);
  ids.story = (await createStory(db, { slug: 'probenbesuch', title_de: 'Probenbesuch', title_en: 'At rehearsal', teaser_de: 'Ein Abend bei der Probe', date: '2031-02-03' }, { categories: [categories[0].id] })).id;
  const press = await createDownloadCategory(db);
  ids.press = (await createDownloadDirectory(db, { category_id: press.id, slug: 'saison-2099' })).id;
  ids.subscription = (await createSubscription(db, { slug: 'abo-a' })).id;
  server = cms.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  // a generous timeout: the in-memory back end is slow on a busy machine
  app = testApp(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, { proxyTimeoutMs: 15_000 });
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await cms?.close();
});

const get = (path: string, host = HOST) => request(app).get(path).set('Host', host);

/** A plain anonymous GET (the response cache's rule): its own type, no cookie. */
const plain = (res: request.Response, type: RegExp) => {
  expect(res.headers['content-type']).toMatch(type);
  expect(res.headers['set-cookie']).toBeUndefined();
};

test('robots.txt names the sitemap and keeps out the admin, the editor API and search', async () => {
  const res = await get('/robots.txt').expect(200);
  plain(res, /^text\/plain/);
  expect(res.text).toContain(`Sitemap: http://${HOST}/sitemap.xml`);
  for (const path of ['/admin/', '/pageeditor-api/', '/de/pageeditor-api/', '/de/search', '/en/search']) expect(res.text).toContain(`Disallow: ${path}\n`);
});

test('the sitemap index lists one sitemap per language', async () => {
  const res = await get('/sitemap.xml').expect(200);
  plain(res, /^application\/xml/);
  expect(res.text).toContain('<sitemapindex');
  expect(res.text).toContain(`<loc>http://${HOST}/sitemap-de.xml</loc>`);
  expect(res.text).toContain(`<loc>http://${HOST}/sitemap-en.xml</loc>`);
});

test('each language’s sitemap lists every public page with lastmod and both hreflang alternates', async () => {
  const res = await get('/sitemap-de.xml').expect(200);
  plain(res, /^application\/xml/);
  const o = `http://${HOST}`;
  for (const path of [
    '/de',
    `/de/konzerte/saisonauftakt/${ids.event}`,
    `/de/stories/probenbesuch/${ids.story}`,
    `/de/orchester/erika-muster/${ids.person}`,
    `/de/presse/saison-2099/${ids.press}`,
    `/de/subscriptions/abo-a/${ids.subscription}`,
    '/de/konzerte',
    '/de/stories/lesen',
  ]) {
    expect(res.text).toContain(`<loc>${o}${path}</loc>`);
  }
  const concert = new RegExp(`<url><loc>${o}/de/konzerte/saisonauftakt/${ids.event}</loc><lastmod>([^<]+)</lastmod>(.*?)</url>`).exec(res.text)!;
  expect(new Date(concert[1]).toISOString()).toBe(concert[1]);
  expect(concert[2]).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${o}/en/concerts/saisonauftakt/${ids.event}"/>`);
  expect(concert[2]).toContain(`hreflang="x-default" href="${o}/de/konzerte/saisonauftakt/${ids.event}"`);
  const en = await get('/sitemap-en.xml').expect(200);
  expect(en.text).toContain(`<loc>${o}/en/stories?category=read</loc>`);
  expect(en.text).toContain(`<xhtml:link rel="alternate" hreflang="de" href="${o}/de/stories/lesen"/>`);
  expect(en.text).not.toContain('/de/konzerte/saisonauftakt</loc>');
});

test('the sitemap follows content changes', async () => {
  await cms.db.update(events).set({ is_online: false }).where(eq(events.id, ids.other));
  const res = await get('/sitemap-de.xml').expect(200);
  expect(res.text).not.toContain(`/kammerkonzert/${ids.other}`);
  await cms.db.update(events).set({ is_online: true }).where(eq(events.id, ids.other));
  expect((await get('/sitemap-de.xml')).text).toContain(`/kammerkonzert/${ids.other}`);
});

test('the stories RSS of a language, linked from its pages', async () => {
  const res = await get('/en/stories.rss').expect(200);
  plain(res, /^application\/rss\+xml/);
  expect(res.text).toContain('<rss version="2.0"');
  expect(res.text).toContain(`<item><title>At rehearsal</title><link>http://${HOST}/en/stories/probenbesuch/${ids.story}</link>`);
  expect(res.text).toContain('<pubDate>Mon, 03 Feb 2031 00:00:00 GMT</pubDate>');
  const page = await get('/en').expect(200);
  expect(page.text).toContain('<link rel="alternate" type="application/rss+xml" title="Flussstadt Philharmonic: Stories" href="/en/stories.rss">');
  expect(page.text).toContain('<link rel="alternate" type="text/calendar" title="Flussstadt Philharmonic: Concert calendar" href="/en/concerts.ics">');
});

test('the season calendar: every coming concert, RFC 5545, filterable by venue and tag, stable UIDs', async () => {
  const res = await get('/de/konzerte.ics').expect(200);
  plain(res, /^text\/calendar/);
  const text = res.text;
  expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
  const unfolded = text.replace(/\r\n /g, '');
  expect(unfolded).toContain(`UID:event-${ids.event}@${HOST}`);
  expect(unfolded).toContain('DTSTART:20990905T173000Z');
  expect(unfolded).toContain('SUMMARY:Saisonauftakt\\; mit Pauken\\, Trompeten');
  expect(unfolded).toContain('LOCATION:Großer Saal\\, Am Ufer 1\\, 12345 Flussstadt');
  expect(unfolded).toContain(`UID:event-${ids.other}@${HOST}`);
  expect(unfolded).toMatch(new RegExp(`UID:event-${ids.other}@[^]*?STATUS:CANCELLED`));
  const byVenue = (await get(`/de/konzerte.ics?venue=${ids.venue}`).expect(200)).text;
  expect(byVenue).toContain(`event-${ids.event}@`);
  expect(byVenue).not.toContain(`event-${ids.other}@`);
  const byTag = (await get('/en/concerts.ics?tag=familie').expect(200)).text;
  expect(byTag).toContain(`event-${ids.event}@`);
  expect(byTag).not.toContain(`event-${ids.other}@`);
  // the same UID in the one-concert download of the back end
  const single = (await request(app).get(`/de/api/calendar/?event=${ids.event}`).set('Host', HOST).expect(200)).text;
  expect(single.replace(/\r\n /g, '')).toContain(`UID:event-${ids.event}@`);
  await get('/de/konzerte.ics?venue=abc').expect(400);
  expect((await get('/en/concerts.ics?color=red').expect(400)).text).toBe('Unknown parameter: color');
});

test.each([
  ['persons', (id: number) => `/de/orchester/falsch/${id}`, (id: number) => `/de/orchester/erika-muster/${id}`, 'person'],
  ['press directories', (id: number) => `/en/press/wrong/${id}`, (id: number) => `/en/press/saison-2099/${id}`, 'press'],
  ['stories', (id: number) => `/de/stories/falsch/${id}`, (id: number) => `/de/stories/probenbesuch/${id}`, 'story'],
])('%s with a wrong slug answer 301 to the stored slug', async (_kind, wrong, right, key) => {
  const res = await get(wrong(ids[key])).expect(301);
  expect(res.headers.location).toBe(right(ids[key]));
  const page = await get(right(ids[key])).expect(200);
  expect(page.text).toContain(`<link rel="canonical" href="http://${HOST}${right(ids[key])}">`);
});

test('a story category has one address per language, with reciprocal hreflang', async () => {
  expect((await get('/de/stories?category=lesen').expect(301)).headers.location).toBe('/de/stories/lesen');
  expect((await get('/en/stories?category=lesen').expect(301)).headers.location).toBe('/en/stories?category=read');
  const de = (await get('/de/stories/lesen').expect(200)).text;
  expect(de).toContain(`<link rel="canonical" href="http://${HOST}/de/stories/lesen">`);
  expect(de).toContain(`<link rel="alternate" hreflang="en" href="http://${HOST}/en/stories?category=read">`);
  const en = (await get('/en/stories?category=read').expect(200)).text;
  expect(en).toContain(`<link rel="canonical" href="http://${HOST}/en/stories?category=read">`);
  expect(en).toContain(`<link rel="alternate" hreflang="de" href="http://${HOST}/de/stories/lesen">`);
});

test('a concert page carries its MusicEvent and breadcrumbs as JSON-LD with the CSP nonce', async () => {
  const res = await get(`/de/konzerte/saisonauftakt/${ids.event}`).expect(200);
  const nonce = /'nonce-([^']+)'/.exec(res.headers['content-security-policy'])![1];
  const scripts = [...res.text.matchAll(/<script type="application\/ld\+json" nonce="([^"]+)">(.*?)<\/script>/g)];
  expect(scripts.map((m) => m[1])).toEqual([nonce, nonce]);
  const [event, crumbs] = scripts.map((m) => JSON.parse(m[2]));
  expect(event).toMatchObject({
    '@type': 'MusicEvent',
    name: 'Saisonauftakt; mit Pauken, Trompeten',
    startDate: '2099-09-05T19:30:00+02:00',
    endDate: '2099-09-05T21:30:00+02:00',
    location: { '@type': 'Place', name: 'Großer Saal', address: { '@type': 'PostalAddress', postalCode: '12345', addressLocality: 'Flussstadt' } },
    offers: { url: 'https://tickets.example.org/1', availability: 'https://schema.org/PreOrder', validFrom: '2099-06-01T00:00:00+02:00' },
  });
  expect(crumbs['@type']).toBe('BreadcrumbList');
  expect(crumbs.itemListElement[0]).toMatchObject({ position: 1, item: `http://${HOST}/de` });
});

test('home, story and musician pages carry their structured data; search results are noindex, follow', async () => {
  const json = (html: string) => [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
  expect(json((await get('/de').expect(200)).text)[0]).toMatchObject({ '@type': 'PerformingGroup', name: 'Philharmonie Flussstadt' });
  expect(json((await get(`/en/stories/probenbesuch/${ids.story}`).expect(200)).text)[0]).toMatchObject({ '@type': 'Article', headline: 'At rehearsal', datePublished: '2031-02-03' });
  expect(json((await get(`/de/orchester/erika-muster/${ids.person}`).expect(200)).text)[0]).toMatchObject({ '@type': 'Person', name: 'Erika Muster' });
  const search = (await get('/de/search?query=probe').expect(200)).text;
  expect(search).toContain('<meta name="robots" content="noindex, follow">');
});

test('every page a description of its own and an og:image (the shipped fallback)', async () => {
  const description = (html: string) => /<meta name="description" content="([^"]*)">/.exec(html)![1];
  const paths = ['/de', '/de/konzerte', '/de/abonnement', '/de/orchester', '/de/stories/tags', '/en/concerts', '/de/search'];
  const texts = await Promise.all(paths.map(async (path) => description((await get(path).expect(200)).text)));
  expect(new Set(texts).size).toBe(paths.length);
  const html = (await get('/de/konzerte').expect(200)).text;
  expect(html).toContain(`<meta property="og:image" content="http://${HOST}/og-image.png">`);
  const image = await get('/og-image.png').expect(200);
  plain(image, /^image\/png/);
});

test('favicon (SVG, PNG, ico), apple-touch-icon, manifest and theme-color', async () => {
  for (const [path, type] of [
    ['/favicon.svg', /^image\/svg\+xml/],
    ['/favicon-32.png', /^image\/png/],
    ['/favicon.ico', /^image\/png/],
    ['/apple-touch-icon.png', /^image\/png/],
    ['/icon-512.png', /^image\/png/],
  ] as const) {
    plain(await get(path).expect(200), type);
  }
  const manifest = await get('/manifest.webmanifest').set('Accept-Language', 'en').expect(200);
  plain(manifest, /^application\/manifest\+json/);
  expect(JSON.parse(manifest.text)).toMatchObject({ name: 'Flussstadt Philharmonic', start_url: '/en', icons: expect.arrayContaining([expect.objectContaining({ sizes: '512x512' })]) });
  const html = (await get('/de').expect(200)).text;
  expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
  expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png">');
  expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  expect(html).toMatch(/<meta name="theme-color" content="#[0-9a-f]{6}">/);
});

test('without PUBLIC_URL absolute URLs never come from an untrusted Host', async () => {
  await get('/de', 'evil.example/"><script>').expect(400);
  expect((await get('/robots.txt', 'bad host').expect(400)).text).toBe('Invalid host.');
  const limited = testApp(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, { publicHosts: [HOST] });
  expect((await request(limited).get('/robots.txt').set('Host', 'other.example').expect(400)).text).toBe('Invalid host.');
  expect((await request(limited).get('/robots.txt').set('Host', HOST).expect(200)).text).toContain(`http://${HOST}/sitemap.xml`);
});
