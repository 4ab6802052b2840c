import pino from 'pino';
import request from 'supertest';
import { buildPath, ROUTES } from '../../shared/routes';
import { page, startFakeCms, type FakeCms } from '../support/fakeCms';
import { testApp } from '../support/testApp';

/** Every route of the table renders, in both languages, and writes exactly its own chunk. */
describe('every route', () => {
  let cms: FakeCms;
  const warnings: unknown[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => warnings.push(JSON.parse(line)) });

  beforeAll(async () => {
    // detail routes need their object (id 1, slug 'a-slug'), else they answer 404 without their chunk
    const event = { id: 1, slug: 'a-slug', title: 'Konzert', subtitle: '', text: '', start: '2030-01-01T19:30:00+01:00', end: null, venue: null, genre: null, tags: [], availability: 'bookable', presale_start: null, ticket_url: '', image: null, is_highlight: false, performers: [], url: { de: '/de/konzerte/a-slug/1', en: '/en/concerts/a-slug/1' }, admin_url: '', programme: { works: [], performers: [] } };
    const subscription = { id: 1, name: 'Abo', slug: 'a-slug', subtitle: '', prices: [], url: { de: '/de/subscriptions/a-slug/1', en: '/en/subscriptions/a-slug/1' }, admin_url: '', description: '', events: [] };
    const api = Object.fromEntries((['de', 'en'] as const).flatMap((l) => [[`/${l}/api/events/1/`, event], [`/${l}/api/subscriptions/1/`, subscription]]));
    cms = await startFakeCms({ pages: { 'de:': page(), 'en:': page(), 'de:ueber-uns': page(), 'en:about-us': page() }, api });
  });
  afterAll(() => cms.close());

  const params: Record<string, Record<string, string>> = {
    page: { slug: 'ueber-uns' },
    'stories-category': {},
  };
  const cases = ROUTES.filter((route) => route.name !== '404').flatMap((route) =>
    (route.localized ? (['de', 'en'] as const) : (['de'] as const)).map((locale) => [route.name, locale] as const),
  );

  it.each(cases)('%s (%s) renders with its chunk', async (name, locale) => {
    const slug = name === 'page' && locale === 'en' ? { slug: 'about-us' } : undefined;
    const path = buildPath(name, locale, slug ?? params[name] ?? { slug: 'a-slug', id: '1', category: 'pages', page: '1' });
    const response = await request(testApp(cms.url, { logger })).get(path).expect(200);
    expect(response.text).toContain(`<script async data-chunk="route-${name}" src="/static/route-${name}.`);
    expect(response.text).not.toContain('data-chunk="editor"');
  });

  it('added no chunk during rendering that was not written into the page', () => {
    expect(warnings.filter((w) => (w as { msg?: string }).msg?.includes('chunks used by the render'))).toEqual([]);
  });

  it('answers /de/404 with the error page and status 404', async () => {
    const response = await request(testApp(cms.url)).get('/de/404').expect(404);
    expect(response.text).toContain('Fehler 404');
  });
});
