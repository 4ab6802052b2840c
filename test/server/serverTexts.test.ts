/**
 * The texts of what the server answers without React take their words from the server's i18next
 * (server/middleware/i18n.ts, `serverI18n`), in the language of the path: the error page (also
 * written before Express, by the shedder and the proxy) and the files for feed readers, calendars
 * and the manifest. Each is shown to follow a text changed in that instance (a raw copy of the JSON
 * resources, or a hand-made `{{status}}` replace, would not), in German and English.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { errorPageHtml } from '../../server/errorPage';
import { serverI18n } from '../../server/middleware/i18n';
import { testApp } from '../support/testApp';

let backEnd: http.Server;
let app: ReturnType<typeof testApp>;

beforeAll(async () => {
  // what the feed and the manifest need of a back end: an empty stories list
  backEnd = http.createServer((req, res) => {
    if (/^\/(de|en)\/api\/articles\//.test(req.url ?? '')) return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ count: 0, next: null, previous: null, results: [] }));
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => backEnd.listen(0, '127.0.0.1', resolve));
  app = testApp(`http://127.0.0.1:${(backEnd.address() as AddressInfo).port}`, { publicUrl: 'https://www.orchester.test' });
});

afterAll(async () => {
  await new Promise((resolve) => backEnd.close(resolve));
});

/** Runs `check` with one text of the server's instance changed, then puts it back. */
async function withText(locale: 'de' | 'en', key: string, value: string, check: () => unknown): Promise<void> {
  const i18n = serverI18n();
  const before = i18n.getResource(locale, 'translation', key) as string;
  i18n.addResource(locale, 'translation', key, value);
  try {
    await check();
  } finally {
    i18n.addResource(locale, 'translation', key, before);
  }
}

test('the error page in both languages, its status put in by i18next', async () => {
  const de = errorPageHtml(502, 'de');
  expect(de).toContain('<title>Fehler 502</title>');
  expect(de).toContain('<h1>Dienst nicht erreichbar</h1>');
  expect(de).toContain('Zur Startseite');
  const en = errorPageHtml(500, 'en');
  expect(en).toContain('<title>Error 500</title><');
  expect(en).toContain('<h1>Error 500</h1><p>An internal server error has occurred.</p>');
  // i18next's interpolation, spaces inside the braces included (a string replace of '{{status}}' missed them)
  await withText('en', 'error.title', 'Oops {{ status }}', () => {
    expect(errorPageHtml(504, 'en')).toContain('<title>Oops 504</title>');
    expect(errorPageHtml(504, 'de')).toContain('<title>Fehler 504</title>');
  });
});

test('the stories feed’s title and description, the calendar’s refusals and the manifest, from the server’s i18next', async () => {
  const de = (await request(app).get('/de/stories.rss').expect(200)).text;
  expect(de).toContain('<title>Philharmonie Flussstadt: Geschichten</title>');
  await withText('en', 'seo.storiesFeed', '{{ site }} – the stories', async () => {
    expect((await request(app).get('/en/stories.rss').expect(200)).text).toContain('<title>Flussstadt Philharmonic – the stories</title>');
  });
  expect((await request(app).get('/de/konzerte.ics?farbe=rot').expect(400)).text).toBe('Unbekannter Parameter: farbe');
  expect((await request(app).get('/en/concerts.ics?venue=').expect(400)).text).toBe('Invalid filter: venue');
  expect((await request(app).get('/de/konzerte.ics?venue=1&venue=2').expect(400)).text).toBe('Ungültiger Filter: venue');
  const manifest = (await request(app).get('/manifest.webmanifest').set('Accept-Language', 'en').expect(200)).body as { name: string; description: string; lang: string };
  expect(manifest).toMatchObject({ name: 'Flussstadt Philharmonic', description: 'Concerts, stories and people of the orchestra', lang: 'en' });
});
