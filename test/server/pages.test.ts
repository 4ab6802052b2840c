import request from 'supertest';
import { navigation, page, startFakeCms, type FakeCms } from '../support/fakeCms';
import { testApp } from '../support/testApp';

const hostile = '</script><script>alert(1)</script><!-- \u2028';

function stateOf(html: string): unknown {
  const state = /<script id="__STATE__" type="application\/json" nonce="[^"]+">([^<]*)<\/script>/.exec(html);
  if (!state) throw new Error('no state script');
  return JSON.parse(state[1]);
}

describe('page rendering', () => {
  let cms: FakeCms;
  beforeAll(async () => {
    cms = await startFakeCms({
      pages: {
        'de:': page({ title: 'Startseite', urls: { de: '/de', en: '/en' } }),
        'de:ueber-uns': page({ headline: hostile }),
        'en:about-us': page({ title: 'About us', headline: 'About us' }),
        'de:kaputt': 500,
        'en:': 500,
      },
    });
  });
  afterAll(() => cms.close());

  it('streams the head before the body and ends with the state and chunk scripts', async () => {
    const response = await request(testApp(cms.url)).get('/de').expect(200);
    const html = response.text;
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.startsWith('<!DOCTYPE html><html lang="de"><head>')).toBe(true);
    const order = ['<title>Startseite | Philharmonie Flussstadt</title>', 'rel="stylesheet"', '</head>', '<main id="main"', '__STATE__', 'data-chunk="route-index" src='];
    const positions = order.map((part) => html.indexOf(part));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(html).toMatch(/<link data-chunk="route-index" rel="stylesheet"/);
    // the async scripts are not preloaded: they would take a phone's bandwidth from the stylesheets
    // and the largest image (issue 30)
    expect(html).not.toMatch(/rel="preload" as="script"/);
    expect(html.endsWith('</body></html>')).toBe(true);
  });

  it('preloads the three faces of the first view (the hashed files of the build), server-rendered in the head', async () => {
    const html = (await request(testApp(cms.url)).get('/de').expect(200)).text;
    const links = [...html.matchAll(/<link rel="preload" href="(\/static\/[^"]+\.woff2)" as="font" type="font\/woff2" crossorigin>/g)];
    expect(links.map((link) => link[1].replace(/\.[0-9a-f]+\.woff2$/, ''))).toEqual([
      '/static/source-sans-3-latin-400-normal',
      '/static/source-sans-3-latin-700-normal',
      '/static/fraunces-latin-800-normal',
    ]);
    for (const link of links) {
      expect(html.indexOf(link[0])).toBeLessThan(html.indexOf('</head>'));
      await request(testApp(cms.url)).get(link[1]).expect(200).expect('Content-Type', /font\/woff2/);
    }
  });

  it('puts one CSP nonce on every script and allows no inline script without it', async () => {
    const response = await request(testApp(cms.url)).get('/de').expect(200);
    const csp = response.headers['content-security-policy'];
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toMatch(/script-src 'self' 'nonce-/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const scripts = response.text.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThanOrEqual(4);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    const second = await request(testApp(cms.url)).get('/de');
    expect(second.headers['content-security-policy']).not.toContain(nonce);
  });

  it('writes the store snapshot escaped, so content cannot break out of the script', async () => {
    const response = await request(testApp(cms.url)).get('/de/ueber-uns').expect(200);
    const html = response.text;
    expect(html).not.toContain('<script>alert(1)');
    const raw = /<script id="__STATE__"[^>]*>([^]*?)<\/script>/.exec(html)![1];
    expect(raw).not.toMatch(/[<>&\u2028\u2029]/);
    expect(stateOf(html)).toMatchObject({ page: { current: { headline: hostile } }, navigation: { menu: navigation.menu } });
  });

  it('renders a content page with its sections, navigation and language switch', async () => {
    const html = (await request(testApp(cms.url)).get('/de/ueber-uns').expect(200)).text;
    expect(html).toContain('<section id="intro"');
    expect(html).toContain('Konzerte</a>');
    expect(html).toContain('href="https://shop.example.org"');
    expect(html).toMatch(/hrefLang="en"[^>]*href="\/en\/about-us"/);
    expect(html).toContain('<link rel="alternate" hreflang="en" href="http://127.0.0.1');
    expect(html).toContain('href="#main"');
  });

  it('sends the visitor\'s cookies and forwarding headers to the back end when loading', async () => {
    await request(testApp(cms.url)).get('/en/about-us').set('Cookie', 'sessionid=s1; csrftoken=c1').set('Host', 'www.orchestra.example').expect(200);
    const call = cms.received.find((r) => r.url === '/en/pageeditor-api/page/about-us?with=events')!;
    expect(call.headers.cookie).toBe('sessionid=s1; csrftoken=c1');
    expect(call.headers['x-forwarded-host']).toBe('www.orchestra.example');
  });

  it('answers 404 with the error page when the back end has no such page', async () => {
    const de = await request(testApp(cms.url)).get('/de/gibt-es-nicht').expect(404);
    expect(de.text).toContain('Fehler 404');
    expect(de.text).toContain('Die gesuchte Seite wurde nicht gefunden.');
    expect(de.text).toContain('<title>Fehler 404 | Philharmonie Flussstadt</title>');
    const en = await request(testApp(cms.url)).get('/en/not-there').expect(404);
    expect(en.text).toContain('Error 404');
    expect(en.text).toContain('The page you were looking for was not found.');
  });

  it('passes the status of other back-end failures on to the error page', async () => {
    const response = await request(testApp(cms.url)).get('/de/kaputt').expect(500);
    expect(response.text).toContain('Ein interner Serverfehler ist aufgetreten.');
  });

  it('renders the home page with a fallback when its content fails', async () => {
    const response = await request(testApp(cms.url)).get('/en').expect(200);
    expect(response.text).toContain('Welcome to the Flussstadt Philharmonic');
  });

  it('renders the home page when the whole back end is down, as a 503 no cache keeps', async () => {
    const down = await startFakeCms();
    await down.close();
    const response = await request(testApp(down.url)).get('/de').expect(503);
    expect(response.text).toContain('Willkommen bei der Philharmonie Flussstadt');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['retry-after']).toBe('30');
  });

  it.each(['/de/konzerte/ein-konzert/keine-zahl', '/en/stories/a/b', '/de/stories/kochen', '/fr', '/unbekannt', '/ueber-uns'])(
    'answers %s with 404 This page could not be found',
    async (path) => {
      const response = await request(testApp(cms.url)).get(path).expect(404);
      expect(response.text).toContain('This page could not be found');
    },
  );

  it('answers files that do not exist with a plain 404', async () => {
    const response = await request(testApp(cms.url)).get('/nothing-here.txt').expect(404);
    expect(response.headers['content-type']).toMatch(/text\/plain/);
  });

  it("renders a visitor's ?edit as the visitor's page: edit mode is turned on in the browser after hydration, no editor chunk sent", async () => {
    // (an editor's ?edit is rendered in edit mode: test/server/cacheIdentity.test.ts; which values of
    // ?edit mean edit mode: test/unit/client/loaders.test.ts)
    const plain = stateOf((await request(testApp(cms.url)).get('/de/konzerte').expect(200)).text);
    for (const path of ['/de/konzerte?edit', '/de/konzerte?edit=yes']) {
      const answer = await request(testApp(cms.url)).get(path).expect(200);
      expect(stateOf(answer.text)).toMatchObject({ ui: { editMode: false } });
      expect(stateOf(answer.text)).toEqual(plain);
      expect(answer.text).not.toContain('data-chunk="editor"');
    }
  });

  it('streams under gzip', async () => {
    const response = await request(testApp(cms.url)).get('/de').set('Accept-Encoding', 'gzip').expect(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.text).toContain('</body></html>');
  });
});

describe('known routes without their language prefix', () => {
  let cms: FakeCms;
  beforeAll(async () => {
    cms = await startFakeCms();
  });
  afterAll(() => cms.close());

  it.each([
    ['/konzerte', '/de/konzerte'],
    ['/concerts', '/en/concerts'],
    ['/presse', '/de/presse'],
    ['/press', '/en/press'],
    ['/konzerte/ein-konzert/12?x=1', '/de/konzerte/ein-konzert/12?x=1'],
    ['/stories/sehen', '/de/stories/sehen'],
  ])('redirects %s permanently to %s (one language has it)', async (path, location) => {
    const response = await request(testApp(cms.url)).get(path).expect(301);
    expect(response.headers.location).toBe(location);
  });

  it.each([
    [undefined, '/de/stories?category=sehen'],
    ['en-GB,en;q=0.9', '/en/stories?category=sehen'],
  ])('redirects /stories?category=sehen by Accept-Language %p to %s', async (header, location) => {
    const call = request(testApp(cms.url)).get('/stories?category=sehen');
    if (header) call.set('Accept-Language', header);
    const response = await call.expect(302);
    expect(response.headers.location).toBe(location);
    expect(response.headers.vary).toMatch(/Accept-Language/);
  });

  it('leaves unknown paths and content page slugs to the 404 page', async () => {
    await request(testApp(cms.url)).get('/ueber-uns').expect(404);
  });
});

describe('page titles', () => {
  let cms: FakeCms;
  beforeAll(async () => {
    cms = await startFakeCms({
      pages: {
        'de:ueber-uns': page({ title: 'Über uns' }),
        'de:philharmonie': page({ title: 'Die Philharmonie Flussstadt' }),
        'en:about-us': page({ title: 'About us' }),
      },
    });
  });
  afterAll(() => cms.close());

  it('end in the orchestra name of the logo, in each language', async () => {
    expect((await request(testApp(cms.url)).get('/de/ueber-uns').expect(200)).text).toContain('<title>Über uns | Philharmonie Flussstadt</title>');
    expect((await request(testApp(cms.url)).get('/en/about-us').expect(200)).text).toContain('<title>About us | Flussstadt Philharmonic</title>');
  });

  it('do not repeat the name when the page title has it already', async () => {
    const response = await request(testApp(cms.url)).get('/de/philharmonie').expect(200);
    expect(response.text).toContain('<title>Die Philharmonie Flussstadt</title>');
  });
});

describe('the root', () => {
  let cms: FakeCms;
  beforeAll(async () => {
    cms = await startFakeCms();
  });
  afterAll(() => cms.close());

  it.each([
    [undefined, '/de'],
    ['de-DE,de;q=0.9,en;q=0.8', '/de'],
    ['en-GB,en;q=0.9', '/en'],
    ['fr-FR,en;q=0.5', '/en'],
  ])('redirects Accept-Language %p to %s', async (header, location) => {
    const call = request(testApp(cms.url)).get('/');
    if (header) call.set('Accept-Language', header);
    const response = await call.expect(302);
    expect(response.headers.location).toBe(location);
    expect(response.headers.vary).toMatch(/Accept-Language/);
  });

  it('keeps the query string', async () => {
    const response = await request(testApp(cms.url)).get('/?edit').expect(302);
    expect(response.headers.location).toBe('/de?edit');
  });
});
