import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { sendJson } from '../../cms/http/jsonAnswer';
import { startFakeCms, type FakeCms } from '../support/fakeCms';
import { testApp } from '../support/testApp';

describe('proxy to the back end', () => {
  let cms: FakeCms;
  beforeAll(async () => {
    cms = await startFakeCms();
  });
  afterAll(() => cms.close());

  it.each(['/api/echo/', '/de/api/echo/', '/en/pageeditor-api/echo/', '/pageeditor-api/echo/', '/admin/events/event/1/change/', '/media/a.webp', '/cms-static/admin.js'])(
    'passes %s through with its path unchanged',
    async (path) => {
      const response = await request(testApp(cms.url)).get(path).expect(200);
      expect(response.body.path).toBe(path.split('?')[0]);
    },
  );

  it('keeps the browser\'s Host visible and adds X-Forwarded headers', async () => {
    const response = await request(testApp(cms.url)).get('/api/echo/').set('Host', 'www.orchestra.example').expect(200);
    expect(response.body.headers.host).toBe('www.orchestra.example');
    expect(response.body.headers['x-forwarded-host']).toBe('www.orchestra.example');
    expect(response.body.headers['x-forwarded-proto']).toBe('http');
  });

  it('passes cookies and the CSRF header in, and Set-Cookie out without the back end\'s Domain', async () => {
    const response = await request(testApp(cms.url))
      .post('/de/api/echo/')
      .set('Cookie', 'sessionid=abc; csrftoken=tok')
      .set('X-CSRFToken', 'tok')
      .set('Origin', 'http://www.orchestra.example')
      .send({ form: 1, field_values: { name: 'Ä' } })
      .expect(200);
    expect(response.body.headers.cookie).toBe('sessionid=abc; csrftoken=tok');
    expect(response.body.headers['x-csrftoken']).toBe('tok');
    expect(response.body.headers.origin).toBe('http://www.orchestra.example');
    expect(JSON.parse(response.body.body)).toEqual({ form: 1, field_values: { name: 'Ä' } });
    const cookies = response.headers['set-cookie'] as unknown as string[];
    expect(cookies).toHaveLength(2);
    for (const cookie of cookies) expect(cookie).not.toMatch(/domain=/i);
  });

  it('leaves /cms-hub to the front end', async () => {
    const response = await request(testApp(cms.url)).get('/cms-hub').expect(200);
    expect(response.text).toContain('Content-Hub');
    expect(cms.received.some((r) => r.url === '/cms-hub')).toBe(false);
  });

  it('answers 502 with an error page when the back end is down, JSON for API paths', async () => {
    const down = await startFakeCms();
    await down.close();
    const page = await request(testApp(down.url)).get('/admin/').expect(502);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.text).toContain('Dienst nicht erreichbar');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    const api = await request(testApp(down.url)).get('/en/api/events/').expect(502);
    expect(api.body).toEqual({ status: 502, code: 'upstream_unreachable', message: 'The back end is unreachable' });
  });

  it('answers 504 within the timeout when the back end is silent', async () => {
    const started = Date.now();
    const app = testApp(cms.url, { proxyTimeoutMs: 300 });
    const api = await request(app).get('/api/slow/').expect(504);
    expect(api.body).toMatchObject({ status: 504, code: 'upstream_timeout' });
    expect(Date.now() - started).toBeLessThan(3000);
    const page = await request(app).get('/en/api/slow/').set('Accept', 'text/html').expect(504);
    expect(page.body.code).toBe('upstream_timeout');
    const admin = await request(app).get('/media/slow/').expect(200);
    expect(admin.body.path).toBe('/media/slow/');
  });

  it('keeps its connection to the back end open between requests (no new connection per API call)', async () => {
    const ports: number[] = [];
    const connections: string[] = [];
    const backend = http.createServer((req, res) => {
      ports.push(req.socket.remotePort ?? 0);
      connections.push(String(req.headers.connection));
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ path: req.url }));
    });
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    const app = testApp(`http://127.0.0.1:${(backend.address() as AddressInfo).port}`);
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    for (const path of ['/de/api/a/', '/de/api/b/', '/en/api/c/']) expect((await fetch(`${base}${path}`)).status).toBe(200);
    // a browser's `Connection: close` ends its own connection only
    expect((await request(server).get('/de/api/d/').set('Connection', 'close')).status).toBe(200);
    expect(connections).not.toContain('close');
    expect(new Set(ports).size).toBe(1);
    await new Promise((resolve) => server.close(resolve));
    await new Promise((resolve) => backend.close(resolve));
  });

  it('an idle connection is closed before the back end closes it, and the next request opens a new one', async () => {
    const ports: number[] = [];
    const closed: Promise<void>[] = [];
    const backend = http.createServer((req, res) => {
      ports.push(req.socket.remotePort ?? 0);
      res.end('{}');
    });
    backend.on('connection', (socket) => closed.push(new Promise((resolve) => socket.once('close', () => resolve()))));
    // it announces `Keep-Alive: timeout=2`: Node's agent lets a connection idle for a second less
    backend.keepAliveTimeout = 2000;
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    const app = testApp(`http://127.0.0.1:${(backend.address() as AddressInfo).port}`);
    expect((await request(app).get('/de/api/a/')).status).toBe(200);
    await closed[0];
    expect((await request(app).get('/de/api/b/')).status).toBe(200);
    expect(ports).toHaveLength(2);
    expect(ports[0]).not.toBe(ports[1]);
    await new Promise((resolve) => backend.close(resolve));
  });

  it("forwards the back end's gzipped JSON as it is, with its length, and compresses a plain one itself", async () => {
    const answer = { results: Array.from({ length: 60 }, (_, id) => ({ id, title: `Konzert ${id}` })) };
    const api = express();
    api.get('/de/api/search/', (req, res) => sendJson(req, res, 200, answer));
    const backend = http.createServer(api);
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    const server = http.createServer(testApp(`http://127.0.0.1:${(backend.address() as AddressInfo).port}`));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const raw = (headers: Record<string, string>) =>
      new Promise<{ headers: http.IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port: (server.address() as AddressInfo).port, path: '/de/api/search/', headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    const gzipped = await raw({ 'accept-encoding': 'gzip, deflate, br' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(Number(gzipped.headers['content-length'])).toBe(gzipped.bytes.length);
    expect(gzipped.headers['transfer-encoding']).toBeUndefined();
    expect(gzipped.headers.vary).toBe('Accept-Encoding');
    // gzipped once: the JSON is one gunzip away
    expect(JSON.parse(zlib.gunzipSync(gzipped.bytes).toString())).toEqual(answer);
    // a client that takes no gzip gets the JSON
    const plain = await raw({ 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.bytes.toString())).toEqual(answer);
    await new Promise((resolve) => server.close(resolve));
    await new Promise((resolve) => backend.close(resolve));
  });

  it('survives a back end that drops the connection', async () => {
    const rude = http.createServer((req) => req.socket.destroy());
    await new Promise<void>((resolve) => rude.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(rude.address() as AddressInfo).port}`;
    const response = await request(testApp(url)).get('/admin/').expect(502);
    expect(response.text).toContain('<h1>');
    rude.close();
  });
});
