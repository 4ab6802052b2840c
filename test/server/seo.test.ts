/**
 * Discoverability (docs/seo.md) against the REAL back end on PGlite: robots.txt, the sitemap index
 * and per-language sitemaps (lastmod, hreflang alternates, following content changes), the stories
 * RSS and the season iCalendar, 301s to the stored slug and to the one form of a story category,
 * JSON-LD and the head tags, the icons and manifest, and the Host check.
 */
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import request from 'supertest';
import { createTestCms, type TestCms } from '../../cms/test/createTestCms';
import { createVenue } from '../../cms/test/fixtures';
import { createSiteTree } from '../../cms/test/fixtures/pageeditor';
import {
  createDownloadCategory,
  createDownloadDirectory,
  createEvent,
  createEventTag,
  createImageRow,
  createPerson,
  createForm,
  createStory,
  createStoryCategories,
  createStoryTag,
  createSubscription,
} from '../../cms/test/fixtures/content';
import { events, stories } from '../../cms/db/schema';
import { slugify } from '../../shared/slug';
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
      { slug: 'saisonauftakt', title_de: 'Saisonauftakt; mit Pauken, Trompeten', title_en: 'Season opening', start_at: new Date('2099-09-05T17:30:00Z'), venue_id: venue.id, availability: 'presale', presale_start: '2099-06-01', ticket_url: 'https://tickets.example.org/1', price_min_cents: 1800, price_max_cents: 6250 },
      { tags: [tag.id], performers: [{ name: 'Philharmonie Flussstadt', role_de: 'Orchester', role_en: 'Orchestra' }] },
    )
  ).id;
  ids.other = (await createEvent(db, { slug: 'kammerkonzert', title_de: 'Kammerkonzert', start_at: new Date('2099-10-05T17:30:00Z'), availability: 'cancelled' })).id;
  ids.person = (await createPerson(db, { slug: 'erika-muster', first_name: 'Erika', last_name: 'Muster' })).id;
  // slugged as the back end slugs a new person (shared/slug.ts); 'sof-a-mart-nez' was her slug before every letter was kept
  ids.accented = (await createPerson(db, { slug: slugify('Sofía Martínez'), first_name: 'Sofía', last_name: 'Martínez' })).id;
  const categories = await createStoryCategories(db);
  const storyTag = await createStoryTag(db, { name_de: 'Hinter den Kulissen', name_en: 'Backstage', slug: 'hinter-den-kulissen' });
  await createStoryTag(db, { name_de: 'Leer', name_en: 'Empty', slug: 'leer' });
  ids.story = (await createStory(db, { slug: 'probenbesuch', title_de: 'Probenbesuch', title_en: 'At rehearsal', teaser_de: 'Ein Abend bei der Probe', date: '2031-02-03' }, { categories: [categories[0].id], tags: [storyTag.id] })).id;
  await createForm(db, { slug: 'kontaktformular' });
  await createForm(db, { slug: 'entwurf', is_online: false });
  await createForm(db, { slug: 'newsletter' });
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

test('robots.txt names the sitemap and keeps out the admin and the editor API, but lets crawlers read the search results’ noindex', async () => {
  const res = await get('/robots.txt').expect(200);
  plain(res, /^text\/plain/);
  expect(res.text).toContain(`Sitemap: http://${HOST}/sitemap.xml`);
  for (const path of ['/admin/', '/pageeditor-api/', '/de/pageeditor-api/']) expect(res.text).toContain(`Disallow: ${path}\n`);
  // issue 47: a crawler kept out by robots.txt never reads the page's noindex (one of the two, not both)
  // (the search results' own noindex: below, with the other pages' head tags)
  expect(res.text).not.toMatch(/search/);
});

/** the addresses of a sitemap document */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

/** every sitemap file of a language the index names, read and joined */
async function sitemapOf(locale: 'de' | 'en'): Promise<string> {
  const files = locs((await get('/sitemap.xml').expect(200)).text).filter((loc) => loc.includes(`/sitemap-${locale}-`));
  const texts = await Promise.all(files.map(async (loc) => (await get(new URL(loc).pathname).expect(200)).text));
  return texts.join('\n');
}

test('the sitemap index lists one sitemap per language and kind of object, from the back end’s counts', async () => {
  const res = await get('/sitemap.xml').expect(200);
  plain(res, /^application\/xml/);
  expect(res.text).toContain('<sitemapindex');
  const files = locs(res.text).map((loc) => new URL(loc).pathname);
  // no sitemap of a kind without objects; the pages one always (the list pages open it)
  for (const locale of ['de', 'en']) {
    expect(files.filter((file) => file.startsWith(`/sitemap-${locale}-`)).sort()).toEqual(
      ['event', 'form', 'page', 'person', 'press', 'story', 'subscription', 'tag'].map((kind) => `/sitemap-${locale}-${kind}-1.xml`),
    );
  }
  expect(res.text).toMatch(new RegExp(`<loc>http://${HOST.replace(/\./g, '\\.')}/sitemap-de-event-1.xml</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[^<]+Z</lastmod>`));
  for (const file of files) plain(await get(file).expect(200), /^application\/xml/);
  // a chunk after the last, an unknown kind: 404; the one-file sitemaps of before: 301 to the index
  await get('/sitemap-de-event-2.xml').expect(404);
  await get('/sitemap-de-events-1.xml').expect(404);
  expect((await get('/sitemap-de.xml').expect(301)).headers.location).toBe('/sitemap.xml');
});

test('each language’s sitemap lists every public page with lastmod and both hreflang alternates', async () => {
  const res = { text: await sitemapOf('de') };
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
    // issue 28: a tag with online stories, an online form, the content hub
    '/de/stories/tags/hinter-den-kulissen',
    '/de/forms/kontaktformular',
    '/cms-hub',
  ]) {
    expect(res.text).toContain(`<loc>${o}${path}</loc>`);
  }
  // a tag without stories and an offline form are no pages worth indexing
  expect(res.text).not.toContain('/de/stories/tags/leer<');
  expect(res.text).not.toContain('/de/forms/entwurf<');
  // the newsletter form has one address, the newsletter route
  expect(res.text).not.toContain('/de/forms/newsletter<');
  const concert = new RegExp(`<url><loc>${o}/de/konzerte/saisonauftakt/${ids.event}</loc><lastmod>([^<]+)</lastmod>(.*?)</url>`).exec(res.text)!;
  expect(new Date(concert[1]).toISOString()).toBe(concert[1]);
  // the English address carries the English title's slug (issue 28)
  expect(concert[2]).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${o}/en/concerts/season-opening/${ids.event}"/>`);
  expect(concert[2]).toContain(`hreflang="x-default" href="${o}/de/konzerte/saisonauftakt/${ids.event}"`);
  const en = { text: await sitemapOf('en') };
  expect(en.text).toContain(`<loc>${o}/en/stories?category=read</loc>`);
  expect(en.text).toContain(`<xhtml:link rel="alternate" hreflang="de" href="${o}/de/stories/lesen"/>`);
  expect(en.text).not.toContain('/de/konzerte/saisonauftakt</loc>');
});

test('the sitemap follows content changes', async () => {
  await cms.db.update(events).set({ is_online: false }).where(eq(events.id, ids.other));
  expect(await sitemapOf('de')).not.toContain(`/kammerkonzert/${ids.other}`);
  await cms.db.update(events).set({ is_online: true }).where(eq(events.id, ids.other));
  expect(await sitemapOf('de')).toContain(`/kammerkonzert/${ids.other}`);
});

test('the stories RSS of a language, linked from its pages; an enclosure has its image’s real length', async () => {
  const large = 'renditions/aa/rss-large.jpg';
  const bytes = Buffer.alloc(4321, 1);
  fs.mkdirSync(path.join(cms.config.mediaDir, 'renditions/aa'), { recursive: true });
  fs.writeFileSync(path.join(cms.config.mediaDir, large), bytes);
  const image = await createImageRow(cms.db, { renditions: { large: { width: 1600, height: 900, webp: 'renditions/aa/rss-large.webp', avif: 'renditions/aa/rss-large.avif', jpeg: large } } });
  // the file of this one is missing: its length is unknown, so it has no enclosure
  const lost = await createImageRow(cms.db);
  const pictured = (await createStory(cms.db, { slug: 'mit-bild', title_de: 'Mit Bild', date: '2031-01-05', header_image_id: image.id })).id;
  const unknown = (await createStory(cms.db, { slug: 'bild-fehlt', title_de: 'Bild fehlt', date: '2031-01-04', header_image_id: lost.id })).id;
  const res = await get('/en/stories.rss').expect(200);
  plain(res, /^application\/rss\+xml/);
  expect(res.text).toContain('<rss version="2.0"');
  expect(res.text).toContain(`<item><title>At rehearsal</title><link>http://${HOST}/en/stories/at-rehearsal/${ids.story}</link>`);
  expect(res.text).toContain('<pubDate>Mon, 03 Feb 2031 00:00:00 GMT</pubDate>');
  expect(res.text).toContain(`<enclosure url="http://${HOST}/media/${large}" type="image/jpeg" length="4321"/>`);
  expect(res.text.match(/<enclosure /g)).toHaveLength(1);
  expect(res.text).not.toContain('length="0"');
  await cms.db.delete(stories).where(inArray(stories.id, [pictured, unknown]));
  const page = await get('/en').expect(200);
  expect(page.text).toContain('<link rel="alternate" type="application/rss+xml" title="Flussstadt Philharmonic: Stories" href="/en/stories.rss">');
  expect(page.text).toContain('<link rel="alternate" type="text/calendar" title="Flussstadt Philharmonic: Concert calendar" href="/en/concerts.ics">');
});

test('the season calendar: the concerts of its window, RFC 5545, filterable by venue and tag, stable UIDs', async () => {
  const db = cms.db;
  const day = 86_400_000;
  const at = (days: number) => new Date(Math.floor(Date.now() / day + days) * day + (17 * 60 + 30) * 60_000);
  const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d+/, '');
  const tag = await createEventTag(db, { name_de: 'Kalender', name_en: 'Calendar', slug: 'kalender' });
  const soon = at(60);
  const inWindow = (
    await createEvent(
      db,
      { slug: 'herbstkonzert', title_de: 'Herbstkonzert; mit Pauken, Trompeten', title_en: 'Autumn concert', start_at: soon, venue_id: ids.venue, availability: 'presale', ticket_url: 'https://tickets.example.org/2' },
      { tags: [tag.id] },
    )
  ).id;
  const cancelled = (await createEvent(db, { slug: 'kammerabend', title_de: 'Kammerabend', start_at: at(90), availability: 'cancelled' })).id;
  const recent = (await createEvent(db, { slug: 'neulich', title_de: 'Neulich', start_at: at(-20) })).id;
  // outside the window (docs/seo.md: the past 30 days and the coming 18 months)
  const archived = (await createEvent(db, { slug: 'archiv', title_de: 'Archiv', start_at: at(-45) })).id;
  const distant = (await createEvent(db, { slug: 'fern', title_de: 'Fern', start_at: at(600) })).id;

  const res = await get('/de/konzerte.ics').expect(200);
  plain(res, /^text\/calendar/);
  const text = res.text;
  expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
  const unfolded = text.replace(/\r\n /g, '');
  expect(unfolded).toContain(`UID:event-${inWindow}@${HOST}`);
  expect(unfolded).toContain(`DTSTART:${stamp(soon)}`);
  expect(unfolded).toContain('SUMMARY:Herbstkonzert\\; mit Pauken\\, Trompeten');
  expect(unfolded).toContain('LOCATION:Großer Saal\\, Am Ufer 1\\, 12345 Flussstadt');
  expect(unfolded).toMatch(new RegExp(`UID:event-${cancelled}@[^]*?STATUS:CANCELLED`));
  expect(unfolded).toContain(`UID:event-${recent}@`);
  expect(unfolded).not.toContain(`UID:event-${archived}@`);
  expect(unfolded).not.toContain(`UID:event-${distant}@`);
  expect(unfolded).not.toContain(`UID:event-${ids.event}@`);
  const byVenue = (await get(`/de/konzerte.ics?venue=${ids.venue}`).expect(200)).text;
  expect(byVenue).toContain(`event-${inWindow}@`);
  expect(byVenue).not.toContain(`event-${cancelled}@`);
  const byTag = (await get('/en/concerts.ics?tag=kalender').expect(200)).text;
  expect(byTag).toContain(`event-${inWindow}@`);
  expect(byTag).not.toContain(`event-${cancelled}@`);
  // the same UID in the one-concert download of the back end
  const single = (await request(app).get(`/de/api/calendar/?event=${inWindow}`).set('Host', HOST).expect(200)).text;
  expect(single.replace(/\r\n /g, '')).toContain(`UID:event-${inWindow}@`);
  await get('/de/konzerte.ics?venue=abc').expect(400);
  expect((await get('/en/concerts.ics?color=red').expect(400)).text).toBe('Unknown parameter: color');
  await db.delete(events).where(inArray(events.id, [inWindow, cancelled, recent, archived, distant]));
});

test.each([
  ['persons', (id: number) => `/de/orchester/falsch/${id}`, (id: number) => `/de/orchester/erika-muster/${id}`, 'person'],
  ['persons (an old slug)', (id: number) => `/de/orchester/sof-a-mart-nez/${id}`, (id: number) => `/de/orchester/sofia-martinez/${id}`, 'accented'],
  ['press directories', (id: number) => `/en/press/wrong/${id}`, (id: number) => `/en/press/saison-2099/${id}`, 'press'],
  ['stories', (id: number) => `/de/stories/falsch/${id}`, (id: number) => `/de/stories/probenbesuch/${id}`, 'story'],
])('%s with a wrong slug answer 301 to the stored slug', async (_kind, wrong, right, key) => {
  const res = await get(wrong(ids[key])).expect(301);
  expect(res.headers.location).toBe(right(ids[key]));
  const page = await get(right(ids[key])).expect(200);
  expect(page.text).toContain(`<link rel="canonical" href="http://${HOST}${right(ids[key])}">`);
});

test('English addresses use the English title’s slug; the stored slug and the other language’s answer 301, another slug 404 (concerts)', async () => {
  const english = `/en/concerts/season-opening/${ids.event}`;
  expect((await get(`/en/concerts/saisonauftakt/${ids.event}`).expect(301)).headers.location).toBe(english);
  expect((await get(`/de/konzerte/season-opening/${ids.event}`).expect(301)).headers.location).toBe(`/de/konzerte/saisonauftakt/${ids.event}`);
  await get(`/en/concerts/falsch/${ids.event}`).expect(404);
  const page = (await get(english).expect(200)).text;
  expect(page).toContain(`<link rel="canonical" href="http://${HOST}${english}">`);
  expect(page).toContain(`<link rel="alternate" hreflang="de" href="http://${HOST}/de/konzerte/saisonauftakt/${ids.event}">`);
  expect((await get(`/en/stories/probenbesuch/${ids.story}`).expect(301)).headers.location).toBe(`/en/stories/at-rehearsal/${ids.story}`);
  expect((await get(`/de/stories/at-rehearsal/${ids.story}`).expect(301)).headers.location).toBe(`/de/stories/probenbesuch/${ids.story}`);
});

test('the newsletter form answers 301 at its form address to the newsletter route', async () => {
  expect((await get('/de/forms/newsletter').expect(301)).headers.location).toBe('/de/newsletter');
  expect((await get('/en/forms/newsletter').expect(301)).headers.location).toBe('/en/newsletter');
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
    // the price range as the offer's price and its specification (issue 47)
    offers: {
      url: 'https://tickets.example.org/1',
      price: 18,
      priceCurrency: 'EUR',
      priceSpecification: { '@type': 'PriceSpecification', minPrice: 18, maxPrice: 62.5, priceCurrency: 'EUR' },
      availability: 'https://schema.org/PreOrder',
      validFrom: '2099-06-01T00:00:00+02:00',
    },
    performer: [{ '@type': 'PerformingGroup', name: 'Philharmonie Flussstadt' }],
  });
  // on the English page the orchestra performs and organizes under its English name
  const english = JSON.parse(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/.exec((await get(`/en/concerts/season-opening/${ids.event}`).expect(200)).text)![1]);
  expect([english.performer[0].name, english.organizer.name]).toEqual(['Flussstadt Philharmonic', 'Flussstadt Philharmonic']);
  // the price shows on the page
  expect(res.text).toContain('Karten: 18\u00a0€ – 62,50\u00a0€');
  // a concert without a known price has no offer rather than one without a price
  const unknown = (await createEvent(cms.db, { slug: 'ohne-preis', title_de: 'Ohne Preis', start_at: new Date('2099-11-05T18:30:00Z'), ticket_url: 'https://tickets.example.org/3' })).id;
  const [withoutPrice] = [...(await get(`/de/konzerte/ohne-preis/${unknown}`).expect(200)).text.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
  expect(withoutPrice['@type']).toBe('MusicEvent');
  expect(withoutPrice.offers).toBeUndefined();
  await cms.db.delete(events).where(eq(events.id, unknown));
  expect(crumbs['@type']).toBe('BreadcrumbList');
  expect(crumbs.itemListElement[0]).toMatchObject({ position: 1, item: `http://${HOST}/de` });
});

test('home, story and musician pages carry their structured data; search results are noindex, follow', async () => {
  const json = (html: string) => [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
  expect(json((await get('/de').expect(200)).text)[0]).toMatchObject({ '@type': 'PerformingGroup', name: 'Philharmonie Flussstadt' });
  const [story, trail] = json((await get(`/en/stories/at-rehearsal/${ids.story}`).expect(200)).text);
  expect(story).toMatchObject({ '@type': 'Article', headline: 'At rehearsal', datePublished: '2031-02-03' });
  // its place on the site, as every other detail page has (issue 47), though the page shows no bar
  expect(trail).toMatchObject({
    '@type': 'BreadcrumbList',
    itemListElement: [
      { position: 1, name: 'Home', item: `http://${HOST}/en` },
      { position: 2, name: 'Stories', item: `http://${HOST}/en/stories` },
      { position: 3, name: 'At rehearsal', item: `http://${HOST}/en/stories/at-rehearsal/${ids.story}` },
    ],
  });
  // when it was last changed: the story's updated_at
  const [row] = await cms.db.select({ updated_at: stories.updated_at }).from(stories).where(eq(stories.id, ids.story));
  expect(story.dateModified).toBe(row.updated_at.toISOString());
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
  // PNGs only in the page: the SVG one was an SVG document of its own in the page's renderer
  expect(html).toContain('<link rel="icon" href="/favicon-32.png" type="image/png" sizes="32x32">');
  expect(html).toContain('<link rel="icon" href="/icon-192.png" type="image/png" sizes="192x192">');
  expect(html).not.toContain('favicon.svg');
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

test('the content hub names its address as the German and the default one in its HTML, as its sitemap entry does', async () => {
  const html = (await get('/cms-hub')).text;
  expect(html).toContain(`<link rel="alternate" hreflang="de" href="http://${HOST}/cms-hub">`);
  expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="http://${HOST}/cms-hub">`);
});

test('titles have at most 60 characters: the site’s name goes first, then a long concert name takes the short date and gives way itself', async () => {
  const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)![1].replace(/&amp;/g, '&');
  const long = (await createEvent(cms.db, { slug: 'oeffentliche-probe', title_de: 'Öffentliche Probe: Schicksal und Triumph mit Mahlers Sechster', title_en: 'Open rehearsal: Fate and triumph', start_at: new Date('2099-03-14T18:30:00Z') })).id;
  expect(title((await get(`/de/konzerte/saisonauftakt/${ids.event}`).expect(200)).text)).toBe('Saisonauftakt; mit Pauken, Trompeten, 05.09.2099, 19:30');
  const de = title((await get(`/de/konzerte/oeffentliche-probe/${long}`).expect(200)).text);
  expect(de).toBe('Öffentliche Probe: Schicksal und Triumph…, 14.03.2099, 19:30');
  expect(de.length).toBeLessThanOrEqual(60);
  expect(title((await get(`/en/concerts/open-rehearsal-fate-and-triumph/${long}`).expect(200)).text)).toBe('Open rehearsal: Fate and triumph on 14 March 2099, 19:30');
  expect(title((await get('/de/konzerte').expect(200)).text)).toBe('Konzerte | Philharmonie Flussstadt');
  await cms.db.delete(events).where(eq(events.id, long));
});
