/**
 * Reliability drills against the REAL back end (cms/ on an in-memory PGlite copy) behind the SSR
 * app: malformed page paths are 400 pages (one warn line, no stack), the back end down and back
 * (503 no-store with Retry-After, then full pages without a restart), the client address the
 * back end's login throttle counts (no X-Forwarded-For bypass), headers on proxied answers, and
 * refused uploads that always get their answer. See docs/reliability.md.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import { eq } from 'drizzle-orm';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import request from 'supertest';
import { handleClientErrors } from '../../shared/clientError';
import { CSRF_COOKIE, CSRF_HEADER } from '../../shared/constants';
import { createTestCms, type TestCms } from '../../cms/test/createTestCms';
import { createSiteTree } from '../../cms/test/fixtures/pageeditor';
import { PDF } from '../../cms/test/fixtures/files';
import { temp_files } from '../../cms/db/schema';
import { TEMP_UPLOAD_QUOTA } from '../../cms/content/formEntries';
import { testApp } from '../support/testApp';
import { SEARCH_QUEUE_MAX, searchBusyMessages } from '../../cms/search/searchGate';
import { occupySearchGate } from '../../cms/test/searchGate';

/** a well-formed CSRF token, sent as cookie and header (double submit) */
const TOKEN = 'T'.repeat(43);

let cms: TestCms;
let cmsServer: http.Server;
let cmsPort: number;
let cmsUrl: string;

async function listenCms(port = 0): Promise<void> {
  cmsServer = cms.app.listen(port, '127.0.0.1');
  await new Promise((resolve) => cmsServer.once('listening', resolve));
  cmsPort = (cmsServer.address() as AddressInfo).port;
}

async function stopCms(): Promise<void> {
  cmsServer.closeAllConnections();
  await new Promise((resolve) => cmsServer.close(resolve));
}

beforeAll(async () => {
  cms = await createTestCms();
  await createSiteTree(cms.db);
  await listenCms();
  cmsUrl = `http://127.0.0.1:${cmsPort}`;
}, 60_000);

afterAll(async () => {
  if (cmsServer?.listening) await stopCms();
  await cms?.close();
});

/** A logger whose JSON lines the test can read. */
function capturedLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, lines };
}

describe('malformed page paths (SPEC §8: the error status, else the response status, else 500)', () => {
  it.each(['/de/%', '/de/konzerte/%/1', '/xx/%ED%A0%80', '/de/search/%zz/1', '/en/%E0%A4%A', '/de/stories/%/%'])(
    '%s answers 400 with the styled error page, logged once at warn without a stack',
    async (path) => {
      const { logger, lines } = capturedLogger();
      const response = await request(testApp(cmsUrl, { logger })).get(path).expect(400);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const english = path.startsWith('/en/');
      expect(response.text).toContain(english ? '<h1>Error 400</h1>' : '<h1>Fehler 400</h1>');
      expect(response.text).toContain(english ? 'An error has occurred.' : 'Ein Fehler ist aufgetreten.');
      expect(response.text).not.toMatch(/at \w+ \(|node_modules|\/server\//);
      // (the one-time TRUST_PROXY notice of server/middleware/proxyCheck.ts is not about this request)
      const logged = lines.filter((line) => (line.level as number) >= 40 && !String(line.msg).startsWith('TRUST_PROXY='));
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatchObject({ level: 40, res: { statusCode: 400 }, refusal: expect.stringMatching(/decode/i) });
      expect(JSON.stringify(lines)).not.toContain('"stack"');
    },
  );

  it('an API caller gets JSON with the status', async () => {
    const response = await request(testApp(cmsUrl)).get('/en/%').set('Accept', 'application/json').expect(400);
    expect(response.body).toEqual({ status: 400, code: 'bad_request', message: 'Bad Request' });
  });
});

describe('the back end down and back, without a restart', () => {
  it('answers 503 (no-store, Retry-After) with the friendly message, then full pages again', async () => {
    const app = testApp(cmsUrl, { proxyTimeoutMs: 2000 });
    const up = await request(app).get('/de/ueber-uns').expect(200);
    expect(up.headers['cache-control']).toBe('public, max-age=0, s-maxage=10');
    expect(up.text).toContain('Über uns');

    await stopCms();
    for (const path of ['/de', '/de/ueber-uns', '/de/konzerte', '/en/stories']) {
      const down = await request(app).get(path);
      expect(down.status).toBe(503);
      expect(down.headers['cache-control']).toBe('no-store');
      expect(down.headers['retry-after']).toBe('30');
      expect(down.text).not.toMatch(/at \w+ \(|node_modules/);
    }
    // the page names the status it answers with
    expect((await request(app).get('/de/ueber-uns')).text).not.toMatch(/Fehler 502|Error 502/);
    // sitemaps and calendar feeds: the same 503 no cache keeps (issue 31)
    for (const path of ['/sitemap.xml', '/sitemap-de-page-1.xml', '/sitemap-en-event-1.xml', '/de/konzerte.ics']) {
      const feed = await request(app).get(path);
      expect([path, feed.status, feed.headers['cache-control'], feed.headers['retry-after']]).toEqual([path, 503, 'no-store', '30']);
    }
    // the API through the proxy: its own 502 JSON, never a hang
    const api = await request(app).get('/de/api/genres/').expect(502);
    expect(api.body).toMatchObject({ status: 502, code: 'upstream_unreachable' });

    await listenCms(cmsPort);
    const back = await request(app).get('/de/ueber-uns').expect(200);
    expect(back.headers['cache-control']).toBe('public, max-age=0, s-maxage=10');
    expect(back.headers['retry-after']).toBeUndefined();
    expect(back.text).toContain('Über uns');
  });
});

describe('a search the back end is too busy to run (issue 41: its search gate)', () => {
  it.each([
    ['/de/search?query=Mahler', searchBusyMessages.de, 'Suche'],
    ['/en/search?query=Mahler', searchBusyMessages.en, 'Search'],
  ])('%s keeps the search page with the message in its language, answered 503 no cache keeps; the same search later has results', async (path, message, title) => {
    const app = testApp(cmsUrl);
    const { release } = occupySearchGate(cms, SEARCH_QUEUE_MAX);
    try {
      const busy = await request(app).get(path);
      expect(busy.status).toBe(503);
      expect(busy.headers['cache-control']).toBe('no-store');
      expect(busy.headers['retry-after']).toBeDefined();
      expect(busy.text).toContain(`<h1`);
      expect(busy.text).toContain(`>${title}</h1>`);
      expect(busy.text).toContain(`data-testid="search-busy">${message}</p>`);
      // the form keeps the visitor's words, to try again
      expect(busy.text).toMatch(/<input[^>]*name="query"[^>]*value="Mahler"/);
      expect(busy.text).not.toMatch(/Fehler 503|Error 503|at \w+ \(/);
    } finally {
      await release();
    }
    const later = await request(app).get(path).expect(200);
    expect(later.text).not.toContain('data-testid="search-busy"');
    expect(later.text).toContain('data-testid="search-summary"');
  });
});

describe('the client address the login throttle counts', () => {
  /** Six failed logins for one username (the pair of username and address locks after five). */
  async function sixFailedLogins(app: ReturnType<typeof testApp>, forwardedFor: (attempt: number) => string) {
    const statuses: number[] = [];
    const username = `nobody-${Math.random().toString(36).slice(2)}`;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await request(app)
        .post('/de/pageeditor-api/login/')
        .set('Cookie', `${CSRF_COOKIE}=${TOKEN}`)
        .set(CSRF_HEADER, TOKEN)
        .set('X-Forwarded-For', forwardedFor(attempt))
        .send({ username, password: 'wrong password' });
      statuses.push(response.status);
    }
    return statuses;
  }

  it('exposed directly (TRUST_PROXY=0): a rotating X-Forwarded-For does not reset the count of the username and address', async () => {
    const statuses = await sixFailedLogins(testApp(cmsUrl, { trustProxy: 0 }), (attempt) => `198.51.100.${attempt}`);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('TRUST_PROXY without a proxy in front (a request with no X-Forwarded-For) is warned about once; TRUST_PROXY=0 is not', async () => {
    const warnings = (lines: Record<string, unknown>[]) => lines.filter((line) => line.level === 40 && String(line.msg).includes('no proxy seems to be in front'));
    const behind = capturedLogger();
    const app = testApp(cmsUrl, { trustProxy: 1, logger: behind.logger });
    await request(app).get('/de/api/genres/').set('X-Forwarded-For', '203.0.113.9').expect(200);
    expect(warnings(behind.lines)).toHaveLength(0);
    await request(app).get('/de/api/genres/').expect(200);
    await request(app).get('/de/api/genres/').expect(200);
    expect(warnings(behind.lines)).toHaveLength(1);
    const direct = capturedLogger();
    await request(testApp(cmsUrl, { trustProxy: 0, logger: direct.logger })).get('/de/api/genres/').expect(200);
    expect(warnings(direct.lines)).toHaveLength(0);
  });

  it('behind one router (TRUST_PROXY=1): only the address the router appended counts', async () => {
    const statuses = await sixFailedLogins(testApp(cmsUrl, { trustProxy: 1 }), (attempt) => `10.9.9.${attempt}, 203.0.113.77`);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe('the client address the upload quota counts (issue 44)', () => {
  const upload = (app: ReturnType<typeof testApp>, forwardedFor: string) =>
    request(app)
      .post('/de/api/temp-files/')
      .set('Cookie', `${CSRF_COOKIE}=${TOKEN}`)
      .set(CSRF_HEADER, TOKEN)
      .set('X-Forwarded-For', forwardedFor)
      .attach('file', PDF, { filename: 'a.pdf', contentType: 'application/pdf' });

  it('exposed directly (TRUST_PROXY=0): uploads with a forged X-Forwarded-For each count as the one address they come from', async () => {
    const app = testApp(cmsUrl, { trustProxy: 0 });
    await cms.db.delete(temp_files);
    const first = await upload(app, '198.51.100.1').expect(201);
    const [stored] = await cms.db.select().from(temp_files).where(eq(temp_files.token, first.body.token));
    expect(stored.ip).not.toBe('198.51.100.1');
    // that address has all but one of its uploads of the hour behind it
    await cms.db.insert(temp_files).values(
      Array.from({ length: TEMP_UPLOAD_QUOTA.files - 2 }, (_, i) => ({ token: crypto.randomUUID(), original_name: 'q.pdf', path: `tmp/forged-${i}.pdf`, mime: 'application/pdf', size: 10, ip: stored.ip })),
    );
    await upload(app, '198.51.100.2').expect(201);
    const refused = await upload(app, '198.51.100.3').expect(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.body.message).toBe('Es wurden zu viele Dateien hochgeladen. Bitte versuchen Sie es später noch einmal.');
    expect(new Set((await cms.db.select().from(temp_files)).map((r) => r.ip))).toEqual(new Set([stored.ip]));
    await cms.db.delete(temp_files);
  });
});

describe('headers of answers proxied from the back end', () => {
  it.each(['/de/api/genres/', '/pageeditor-api/nav', '/admin/login/', '/media/nothing-here.png'])('%s: nosniff, no HSTS on plain http', async (path) => {
    const response = await request(testApp(cmsUrl)).get(path);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('HSTS on proxied answers and pages when PUBLIC_URL is https', async () => {
    const app = testApp(cmsUrl, { publicUrl: 'https://www.orchestra.example' });
    for (const path of ['/de/api/genres/', '/admin/login/', '/de/ueber-uns']) {
      const response = await request(app).get(path);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
    const page = await request(testApp(cmsUrl)).get('/de/ueber-uns').expect(200);
    expect(page.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('a refused multipart upload always gets its answer', () => {
  let site: http.Server;
  let sitePort: number;
  beforeAll(async () => {
    site = http.createServer(testApp(cmsUrl));
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    sitePort = (site.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => site.close(resolve)));

  /** Streams a multipart body of `size` bytes and resolves with the status, or rejects on a dropped connection. */
  function upload(path: string, size: number, headers: Record<string, string> = {}): Promise<number> {
    const boundary = 'drill-boundary';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    return new Promise((resolve, reject) => {
      const req = http.request({
        host: '127.0.0.1',
        port: sitePort,
        method: 'POST',
        path,
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': String(head.length + size + tail.length), ...headers },
      });
      req.on('response', (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      });
      req.on('error', reject);
      let sent = 0;
      const pump = () => {
        while (sent < size) {
          const piece = chunk.subarray(0, Math.min(chunk.length, size - sent));
          sent += piece.length;
          if (!req.write(piece)) return void req.once('drain', pump);
        }
        req.end(tail);
      };
      req.write(head);
      pump();
    });
  }

  it.each([
    ['without a CSRF token', '/de/api/temp-files/', 12 * 1024 * 1024, 403],
    ['without a CSRF token, to the admin', '/api/admin/images/', 12 * 1024 * 1024, 403],
  ])('%s: a 12 MB upload answers %i', async (_name, path, size, status) => {
    await expect(upload(path, size)).resolves.toBe(status);
  });

  it('over the size limit, with a valid token: 413', async () => {
    const headers = { [CSRF_HEADER]: TOKEN, Cookie: `${CSRF_COOKIE}=${TOKEN}` };
    await expect(upload('/de/api/temp-files/', 12 * 1024 * 1024, headers)).resolves.toBe(413);
  });
});

describe('a request body shorter than its Content-Length (the client is at fault)', () => {
  /** Sends the head and `sent` of `announced` body bytes over a raw socket; resolves with the whole answer once the server closes. */
  function shortBody(port: number, announced: number, sent: number): Promise<{ text: string; ms: number }> {
    const started = Date.now();
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(
          `POST /de/pageeditor-api/login/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nCookie: ${CSRF_COOKIE}=${TOKEN}\r\n${CSRF_HEADER}: ${TOKEN}\r\nContent-Length: ${announced}\r\n\r\n${'{'.padEnd(sent, ' ')}`,
        );
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString('latin1')));
      socket.on('close', () => resolve({ text, ms: Date.now() - started }));
      socket.on('error', reject);
    });
  }

  it('answers 408 with Connection: close, logged at warn, not 504 at error', async () => {
    const { logger, lines } = capturedLogger();
    const site = http.createServer(testApp(cmsUrl, { logger, proxyTimeoutMs: 1500 }));
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    try {
      const { text } = await shortBody((site.address() as AddressInfo).port, 100, 10);
      expect(text).toMatch(/^HTTP\/1\.1 408 /);
      expect(text).toMatch(/\r\nconnection: close\r\n/i);
      expect(text).toContain('"code":"request_timeout"');
      expect(lines.filter((line) => (line.level as number) >= 50)).toEqual([]);
      expect(lines.some((line) => line.level === 40 && line.status === 408)).toBe(true);
    } finally {
      site.closeAllConnections();
      await new Promise((resolve) => site.close(resolve));
    }
  });
});

describe('1 MB of request headers: 431, not a reset (issue 31)', () => {
  /**
   * Sends a GET with 1,024 headers of 1 KB over a raw socket: the first 64 KB, then, once the server
   * closed its side or answered, the rest, as a client does that is still writing when the server
   * refuses. Resolves with what arrived and the socket's error, if any.
   */
  function hugeHeaders(server: http.Server): Promise<{ text: string; error: string | null }> {
    const port = (server.address() as AddressInfo).port;
    const request = `GET /de HTTP/1.1\r\nHost: 127.0.0.1\r\n${Array.from({ length: 1024 }, (_, i) => `X-Header-${i}: ${'a'.repeat(1000)}\r\n`).join('')}\r\n`;
    const serverClosed = new Promise<void>((resolve) => server.once('connection', (socket: net.Socket) => socket.once('close', () => resolve())));
    return new Promise((resolve) => {
      let text = '';
      let error: string | null = null;
      let answered: () => void = () => {};
      const firstData = new Promise<void>((r) => (answered = r));
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(request.slice(0, 65_536));
        void Promise.race([serverClosed, firstData]).then(() => {
          if (!socket.destroyed) socket.end(request.slice(65_536));
        });
      });
      socket.on('data', (chunk) => {
        text += chunk.toString('latin1');
        answered();
      });
      socket.on('error', (err: NodeJS.ErrnoException) => (error = err.code ?? err.message));
      socket.on('close', () => resolve({ text, error }));
    });
  }

  async function listening(server: http.Server): Promise<http.Server> {
    handleClientErrors(server);
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return server;
  }

  async function close(server: http.Server): Promise<void> {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }

  it.each(['the public server', 'the back end'])('%s answers 431 with Connection: close', async (which) => {
    const server = await listening(which === 'the public server' ? http.createServer(testApp(cmsUrl)) : cms.app.listen(0, '127.0.0.1'));
    try {
      for (let attempt = 0; attempt < 3; attempt++) {
        const { text, error } = await hugeHeaders(server);
        expect({ status: text.split('\r\n')[0], error }).toEqual({ status: 'HTTP/1.1 431 Request Header Fields Too Large', error: null });
        expect(text).toMatch(/\r\nConnection: close\r\n/);
        expect(text).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/);
      }
      // the server goes on answering
      await request(server).get('/de/api/genres/').expect(200);
    } finally {
      await close(server);
    }
  });
});

describe('absolute URLs never come from a request’s Host in production', () => {
  const forged = { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' };
  const paths = ['/de/ueber-uns', '/sitemap.xml', '/sitemap-de-page-1.xml', '/de/konzerte.ics', '/robots.txt'];

  it('without PUBLIC_URL or PUBLIC_HOSTS: relative URLs (canonical, og:url), reserved UID host, and no file that needs an absolute URL (issue 42)', async () => {
    const app = testApp(cmsUrl, { isProduction: true });
    for (const path of ['/de/ueber-uns', '/de/konzerte.ics', '/robots.txt']) {
      const response = await request(app).get(path).set(forged);
      expect([path, response.status]).toEqual([path, 200]);
      expect(response.text).not.toContain('evil.example');
    }
    const page = await request(app).get('/de/ueber-uns').set(forged);
    expect(page.text).toMatch(/<link rel="canonical" href="\/de\/ueber-uns\/?"/);
    expect(page.text).toMatch(/<meta property="og:url" content="\/de\/ueber-uns\/?">/);
    // the sitemap protocol and RSS 2.0 take absolute URLs only: rather none than invalid ones
    const robots = (await request(app).get('/robots.txt').set(forged)).text;
    expect(robots).toContain('Disallow: /admin/');
    expect(robots).not.toMatch(/sitemap/i);
    for (const path of ['/sitemap.xml', '/sitemap-de-page-1.xml', '/sitemap-en-event-1.xml', '/sitemap-de.xml', '/de/stories.rss', '/en/stories.rss']) {
      const response = await request(app).get(path).set(forged);
      expect([path, response.status, response.text]).toEqual([path, 404, 'Not found.']);
    }
    // the pages link no feed that is not there; the calendar stays, its concerts without the URL property (a URI)
    expect(page.text).not.toContain('application/rss+xml');
    expect(page.text).toContain('<link rel="alternate" type="text/calendar"');
  });

  it('with PUBLIC_HOSTS instead: the sitemaps, the feed and robots.txt’s Sitemap line name the trusted host', async () => {
    const app = testApp(cmsUrl, { isProduction: true, publicHosts: ['www.orchestra.example'] });
    const host = { Host: 'www.orchestra.example' };
    expect((await request(app).get('/robots.txt').set(host)).text).toContain('Sitemap: http://www.orchestra.example/sitemap.xml');
    expect((await request(app).get('/sitemap.xml').set(host).expect(200)).text).toContain('<loc>http://www.orchestra.example/sitemap-de-page-1.xml</loc>');
    expect((await request(app).get('/de/ueber-uns').set(host).expect(200)).text).toContain('application/rss+xml');
  });

  it('with PUBLIC_URL: its origin in every absolute URL, whatever the Host says', async () => {
    const app = testApp(cmsUrl, { isProduction: true, publicUrl: 'https://www.orchestra.example' });
    for (const path of paths) {
      const response = await request(app).get(path).set(forged);
      expect(response.text).not.toContain('evil.example');
      // the test site has no concerts: its calendar names no URL at all
      if (!path.endsWith('.ics')) expect(response.text).toContain('orchestra.example');
    }
  });
});
