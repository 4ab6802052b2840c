/**
 * Page requests against the REAL back end (cms/, on an in-memory PGlite copy): the redirect table
 * (301 before rendering), `?v=` dropped for visitors (301) and kept for editors, offline pages 404
 * for visitors and shown to editors, error statuses, and the head (canonical, hreflang without the
 * query, Open Graph). The fake back end is used only where the back end must misbehave.
 */
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import request from 'supertest';
import { SESSION_COOKIE } from '../../shared/constants';
import { createTestCms, type TestCms } from '../../cms/test/createTestCms';
import { createEditor, createRedirect } from '../../cms/test/fixtures';
import { cookieOf, createSiteTree, loginAs } from '../../cms/test/fixtures/pageeditor';
import { bumpContentVersion } from '../../cms/db/contentVersion';
import { pages, redirects } from '../../cms/db/schema';
import { REDIRECT_TABLE_TTL_MS } from '../../server/redirects/table';
import { startFakeCms, type FakeCms } from '../support/fakeCms';
import { testApp } from '../support/testApp';

let cms: TestCms;
let server: http.Server;
let cmsUrl: string;
let session: string;

beforeAll(async () => {
  cms = await createTestCms();
  const site = await createSiteTree(cms.db);
  await cms.db
    .update(pages)
    .set({ og_title_de: 'Das Orchester', og_description_de: 'Wer wir sind', og_type: 'article' })
    .where(eq(pages.id, site.about.id));
  await createRedirect(cms.db, { old_path: '/de/alte-seite/', new_path: '/de/ueber-uns' });
  await createEditor(cms.db, { username: 'erika' });
  const editor = await loginAs(cms, 'erika');
  session = cookieOf(editor, SESSION_COOKIE)!;
  server = cms.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  cmsUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await cms?.close();
});

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
/** The rendered page without the state and translation scripts (which hold every text). */
const body = (html: string) => html.slice(html.indexOf('<body>'), html.indexOf('<script id="__STATE__"'));

describe('redirect table', () => {
  it('answers 301 to new_path before rendering, with or without trailing slash, keeping the query', async () => {
    const app = testApp(cmsUrl);
    await request(app).get('/de/alte-seite').expect(301).expect('Location', '/de/ueber-uns');
    await request(app).get('/de/alte-seite/?x=1').expect(301).expect('Location', '/de/ueber-uns?x=1');
    await request(app).get('/de/ueber-uns').expect(200);
  });

  it('never sends a Location a browser reads as another host, whatever the table holds (no open redirect)', async () => {
    const evil = ['//evil.example/', '/\\evil.example', '/%2F%2Fevil.example', '/%5Cevil.example', '/\t/evil.example', 'https://evil.example/'];
    // written past the admin's check, as a restored dump or another back end could hold them
    await cms.db.insert(redirects).values(evil.map((new_path, index) => ({ old_path: `/de/boese-${index}`, new_path })));
    await bumpContentVersion(cms.db);
    const app = testApp(cmsUrl);
    for (const index of evil.keys()) {
      const response = await request(app).get(`/de/boese-${index}`);
      expect(response.headers.location).toBeUndefined();
      expect(response.status).toBe(404);
    }
  });

  it('sees a new entry within the table TTL (instances agree within a second)', async () => {
    const app = testApp(cmsUrl);
    await request(app).get('/de/ganz-neu').expect(404);
    // as the admin's write does: the row and a new content version (the table is keyed on it)
    await cms.db.insert(redirects).values({ old_path: '/de/ganz-neu/', new_path: '/de/kontakt' });
    await bumpContentVersion(cms.db);
    await new Promise((resolve) => setTimeout(resolve, REDIRECT_TABLE_TTL_MS + 50));
    await request(app).get('/de/ganz-neu').expect(301).expect('Location', '/de/kontakt');
  });
});

describe('?v= (a page version)', () => {
  it('is dropped for visitors with a 301 to the same URL without it', async () => {
    const app = testApp(cmsUrl);
    await request(app).get('/de/ueber-uns?v=3').expect(301).expect('Location', '/de/ueber-uns');
    await request(app).get('/de/ueber-uns?edit&v=3').expect(301).expect('Location', '/de/ueber-uns?edit');
    // a session cookie that is not a logged-in editor's is a visitor
    await request(app).get('/de/ueber-uns?v=3').set('Cookie', `${SESSION_COOKIE}=not-a-session`).expect(301);
  });

  it('is kept for a logged-in editor', async () => {
    const response = await request(testApp(cmsUrl)).get('/de/ueber-uns?v=999999').set('Cookie', `${SESSION_COOKIE}=${session}`);
    // the editor's request reaches the page loader, which asks the back end for that version (unknown: 404)
    expect(response.status).toBe(404);
    expect(response.text).toContain('Fehler 404');
  });
});

describe('offline pages', () => {
  it('are a 404 page for visitors', async () => {
    const response = await request(testApp(cmsUrl)).get('/de/intern').expect(404);
    expect(response.text).toContain('<title>Fehler 404');
    expect(body(response.text)).toContain('Die gesuchte Seite wurde nicht gefunden.');
  });

  it('are shown to logged-in editors', async () => {
    const response = await request(testApp(cmsUrl)).get('/de/intern').set('Cookie', `${SESSION_COOKIE}=${session}`).expect(200);
    expect(response.text).toContain('<title>Intern | ');
  });
});

describe('staff edit links', () => {
  it('are rendered only for logged-in staff', async () => {
    await createEditor(cms.db, { username: 'stefan', is_staff: true });
    const staffSession = cookieOf(await loginAs(cms, 'stefan'), SESSION_COOKIE)!;
    const staff = await request(testApp(cmsUrl)).get('/de/ueber-uns').set('Cookie', `${SESSION_COOKIE}=${staffSession}`).expect(200);
    expect(staff.text).toContain('data-testid="staff-edit-link"');
    // a visitor, and an editor without admin access
    for (const cookie of [undefined, `${SESSION_COOKIE}=${session}`]) {
      const visitor = await (cookie ? request(testApp(cmsUrl)).get('/de/ueber-uns').set('Cookie', cookie) : request(testApp(cmsUrl)).get('/de/ueber-uns')).expect(200);
      expect(visitor.text).not.toContain('data-testid="staff-edit-link"');
    }
  });
});

describe('error pages', () => {
  it.each([
    ['/de/gibt-es-nicht', 404, 'Fehler 404', 'Die gesuchte Seite wurde nicht gefunden.'],
    ['/en/does-not-exist', 404, 'Error 404', 'The page you were looking for was not found.'],
    ['/de/konzerte/x/abc', 404, 'Fehler 404', 'This page could not be found'],
    ['/de/404', 404, 'Fehler 404', 'Die gesuchte Seite wurde nicht gefunden.'],
  ])('%s answers %i with its title and message', async (path, status, title, message) => {
    const response = await request(testApp(cmsUrl)).get(path).expect(status);
    expect(response.text).toContain(`<title>${title} | `);
    expect(body(response.text)).toContain(`>${title}</h1>`);
    expect(body(response.text)).toContain(message);
    expect(response.text).toContain('<meta name="robots" content="noindex">');
    expect(head(response.text)).not.toContain('rel="canonical"');
  });

  describe('with a failing back end', () => {
    let fake: FakeCms;
    beforeAll(async () => {
      fake = await startFakeCms({ pages: { 'de:kaputt': 500, 'en:broken': 500, 'de:gesperrt': 403 } });
    });
    afterAll(() => fake.close());

    it.each([
      ['/de/kaputt', 500, 'Fehler 500', 'Ein interner Serverfehler ist aufgetreten.'],
      ['/en/broken', 500, 'Error 500', 'An internal server error has occurred.'],
      ['/de/gesperrt', 403, 'Fehler 403', 'Ein Fehler ist aufgetreten.'],
    ])('%s answers %i', async (path, status, title, message) => {
      const response = await request(testApp(fake.url)).get(path).expect(status);
      expect(response.text).toContain(`<title>${title} | `);
      expect(body(response.text)).toContain(message);
    });

    it('ignores a failing redirect table and renders the page', async () => {
      // the fake back end has no redirect endpoint (404): the lookup fails and is ignored
      await request(testApp(fake.url)).get('/de/kaputt').expect(500);
    });
  });
});

describe('head', () => {
  it('writes title, description, Open Graph, canonical and hreflang without the query', async () => {
    const response = await request(testApp(cmsUrl)).get('/de/ueber-uns?edit&utm_source=x').set('Host', 'www.orchestra.example').expect(200);
    const html = head(response.text);
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('content="width=device-width, initial-scale=1, maximum-scale=5"');
    expect(html).toContain('<link rel="canonical" href="http://www.orchestra.example/de/ueber-uns">');
    expect(html).toContain('<link rel="alternate" hreflang="de" href="http://www.orchestra.example/de/ueber-uns">');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="http://www.orchestra.example/en/about">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="http://www.orchestra.example/de/ueber-uns">');
    expect(html).not.toMatch(/href="[^"]*\?/);
    expect(html).toContain('<meta property="og:title" content="Das Orchester">');
    expect(html).toContain('<meta property="og:description" content="Wer wir sind">');
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta property="og:url" content="http://www.orchestra.example/de/ueber-uns">');
  });

  it('makes og:image absolute', async () => {
    const fake = await startFakeCms({
      pages: {
        'de:bild': {
          ...(await import('../support/fakeCms')).page({ og_image: '/media/renditions/a.jpg', urls: { de: '/de/bild' } }),
        },
      },
    });
    try {
      const response = await request(testApp(fake.url)).get('/de/bild').set('Host', 'site.example').expect(200);
      expect(head(response.text)).toContain('<meta property="og:image" content="http://site.example/media/renditions/a.jpg">');
    } finally {
      await fake.close();
    }
  });
});

describe('content security policy', () => {
  it('lets pages frame the embed players (after consent) and nothing else', async () => {
    const response = await request(testApp(cmsUrl)).get('/de').expect(200);
    const frameSrc = /frame-src ([^;]+)/.exec(response.headers['content-security-policy'])?.[1].split(' ');
    expect(frameSrc).toEqual(expect.arrayContaining(["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com']));
    expect(frameSrc).not.toContain('*');
  });
});
