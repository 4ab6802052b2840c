import pino from 'pino';
import request from 'supertest';
import type { ContainerSection, ModuleNode } from '../../shared/contract/pages';
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
    const event = { id: 1, slug: 'a-slug', title: 'Konzert', subtitle: '', text: '', start: '2030-01-01T19:30:00+01:00', end: null, venue: null, genre: null, tags: [], availability: 'bookable', presale_start: null, published_at: '2029-01-01T00:00:00.000Z', ticket_url: '', image: null, is_highlight: false, performers: [], url: { de: '/de/konzerte/a-slug/1', en: '/en/concerts/a-slug/1' }, admin_url: '', programme: { works: [], performers: [] } };
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
    // inert until the page is painted (server/render/scriptsAfterPaint.ts)
    expect(response.text).toMatch(new RegExp(`<script type="text/plain" data-after-paint data-chunk="route-${name}" src="/static/route-${name}\\.`));
    expect(response.text).not.toContain('data-chunk="editor"');
  });

  it("sends an area's state under areas, with only the areas the page used", async () => {
    const response = await request(testApp(cms.url)).get(buildPath('events-slug-id', 'de', { slug: 'a-slug', id: '1' })).expect(200);
    const state = JSON.parse(/<script id="__STATE__" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(response.text)![1]) as Record<string, unknown> & { areas: Record<string, { current?: { id: number } }> };
    expect(Object.keys(state.areas)).toEqual(['concert']);
    expect(state.areas.concert.current?.id).toBe(1);
    expect(state).not.toHaveProperty('concert');
  });

  it('added no chunk during rendering that was not written into the page', () => {
    expect(warnings.filter((w) => (w as { msg?: string }).msg?.includes('chunks used by the render'))).toEqual([]);
  });

  it('answers /de/404 with the error page and status 404', async () => {
    const response = await request(testApp(cms.url)).get('/de/404').expect(404);
    expect(response.text).toContain('Fehler 404');
  });
});

/**
 * Each page type that renders sections writes, before streaming, exactly its route chunk and the
 * chunks of the module kinds it shows (the kinds its loader recorded in the store; list items have
 * none), and rendering adds no other chunk.
 */
describe('module chunks of pages with sections', () => {
  let cms: FakeCms;
  const warnings: unknown[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => warnings.push(JSON.parse(line)) });

  let nextId = 100;
  const mod = (model: string, children: ModuleNode[] = []): ModuleNode => ({ id: nextId++, model, section: 1, parent: null, column: 0, order: nextId, data: {}, children });
  const section = (slug: string, modules: ModuleNode[]): ContainerSection => ({ id: nextId++, slug, locale: 'de', content_type: 'page', object_id: 1, parent: null, layout: 0, order: 0, modules });

  beforeAll(async () => {
    const event = { id: 1, slug: 'a-slug', title: 'Konzert', subtitle: '', text: '', start: '2030-01-01T19:30:00+01:00', end: null, venue: null, genre: null, tags: [], availability: 'bookable', presale_start: null, published_at: '2029-01-01T00:00:00.000Z', ticket_url: '', image: null, is_highlight: false, performers: [], url: { de: '/de/konzerte/a-slug/1', en: '/en/concerts/a-slug/1' }, admin_url: '', programme: { works: [], performers: [] } };
    const hub = { ...page({ title: 'Content-Hub', modules: [section('hub', [mod('quote'), mod('link')])] }), id: null, content_type: 'hub', urls: { de: '/cms-hub', en: '/cms-hub' } };
    cms = await startFakeCms({
      pages: {
        'de:': page({ modules: [section('start', [mod('headline'), mod('teaser-list', [mod('teaser-item')])]), section('termine', [mod('event-list', [mod('event-item')])])] }),
        'de:ueber-uns': page({ modules: [section('intro', [mod('headline'), mod('text')])] }),
        'de:offline': page({ is_online: false, modules: [section('intro', [mod('headline'), mod('event-list')])] }),
      },
      api: {
        '/de/api/events/1/': event,
        '/pageeditor-api/cms-hub': hub,
        '/de/pageeditor-api/container/by-slug/event-1': section('event-1', [mod('video'), mod('faq', [mod('faq-item')])]),
        '/de/pageeditor-api/container/by-slug/story-1': section('story-1', [mod('image-list', [mod('image-item')]), mod('audio')]),
        '/de/pageeditor-api/container/by-slug/person-1': section('person-1', [mod('logo-list', [mod('logo-item')]), mod('full-teaser')]),
      },
    });
  });
  afterAll(() => cms.close());

  /** The chunk names the page's scripts declare (@loadable's list, what the browser waits for before hydrating). */
  const namedChunks = (html: string): string[] => {
    const json = /<script id="__LOADABLE_REQUIRED_CHUNKS___ext"[^>]*>([^<]*)<\/script>/.exec(html)?.[1];
    return (JSON.parse(json ?? '{}') as { namedChunks?: string[] }).namedChunks ?? [];
  };

  it.each([
    // only the first section's interactive kinds (shared/modules/interactiveKinds.ts) come with the
    // page; the others are in its HTML and their renderers load in the browser when needed
    ['home', '/de', ['route-index', 'module-teaser-list'], ['headline', 'event-list']],
    ['content page', '/de/ueber-uns', ['route-page'], ['headline', 'text']],
    ['concert detail', buildPath('events-slug-id', 'de', { slug: 'a-slug', id: '1' }), ['route-events-slug-id', 'module-video', 'module-faq']],
    ['story detail', buildPath('stories-slug-id', 'de', { slug: 'a-slug', id: '1' }), ['route-stories-slug-id', 'module-audio'], ['image-list']],
    ['person detail', buildPath('persons-slug-id', 'de', { slug: 'a-slug', id: '1' }), ['route-persons-slug-id'], ['logo-list', 'full-teaser']],
    ['cms hub', buildPath('cms-hub', 'de', {}), ['route-cms-hub'], ['quote', 'link']],
  ])('%s (%s) writes its route chunk and the chunks of its first section’s interactive module kinds, no others', async (_type, path, chunks, later: string[] = []) => {
    const response = await request(testApp(cms.url, { logger })).get(path).expect(200);
    expect(namedChunks(response.text)).toEqual(chunks);
    for (const model of [...chunks.filter((chunk) => chunk.startsWith('module-')).map((chunk) => chunk.slice('module-'.length)), ...later]) {
      expect(response.text).toContain(`data-module="${model}"`);
    }
    expect(response.text).not.toContain('data-chunk="editor"');
  });

  it('writes no module chunk when the page is not shown (an offline page is the error page for visitors)', async () => {
    const response = await request(testApp(cms.url, { logger })).get('/de/offline').expect(404);
    expect(namedChunks(response.text)).toEqual([]);
    expect(response.text).not.toContain('data-module=');
  });

  it('added no chunk during rendering that was not written into the page', () => {
    expect(warnings.filter((w) => (w as { msg?: string }).msg?.includes('chunks used by the render'))).toEqual([]);
  });
});
