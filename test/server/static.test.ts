import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import request from 'supertest';
import { startFakeCms, type FakeCms } from '../support/fakeCms';
import { publicDir, testApp } from '../support/testApp';
import { COMPILE_HINT } from '../../scripts/webpack/compileHint';
import { LATER_LAYOUT_CHUNKS } from '../../client/layout/laterParts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('static assets', () => {
  let cms: FakeCms;
  beforeAll(async () => {
    cms = await startFakeCms();
  });
  afterAll(() => cms.close());

  it('serves content-hashed files as immutable for a year', async () => {
    const main = fs.readdirSync(publicDir).find((name) => /^main\.[0-9a-f]{8}\.js$/.test(name))!;
    const response = await request(testApp(cms.url)).get(`/static/${main}`).expect(200);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it('answers a missing asset with a plain 404', async () => {
    const response = await request(testApp(cms.url)).get('/static/missing.12345678.js').expect(404);
    expect(response.text).toBe('Not found');
  });

  it('does not serve the chunk map', async () => {
    await request(testApp(cms.url)).get('/static/loadable-stats.json').expect(404);
    await request(testApp(cms.url)).get('/loadable-stats.json').expect(404);
  });

  it("a page carries the files of every route's code and the navigation's that main.js lacks, each served, for the idle prefetch", async () => {
    const html = (await request(testApp(cms.url)).get('/de').expect(200)).text;
    const json = /<script id="__ROUTE_ASSETS__" type="application\/json" nonce="[^"]+">([^<]*)<\/script>/.exec(html)?.[1];
    const assets = JSON.parse(json!) as Record<string, string[]>;
    const stats = JSON.parse(fs.readFileSync(path.join(publicDir, '..', 'loadable-stats.json'), 'utf8')) as { namedChunkGroups: Record<string, { assets: { name: string }[] }> };
    const groups = Object.keys(stats.namedChunkGroups).filter((name) => name.startsWith('route-') || name === 'navigation');
    expect(Object.keys(assets).sort()).toEqual(groups.sort());
    const inMain = stats.namedChunkGroups.main.assets.map((asset) => `/static/${asset.name}`);
    for (const group of groups) {
      // the group's own script, and nothing main.js brings
      expect(assets[group]).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^/static/${group}\\.[0-9a-f]{8}\\.js$`))]));
      expect(assets[group].filter((url) => inMain.includes(url) || !/\.(js|css)$/.test(url))).toEqual([]);
    }
    for (const url of new Set(Object.values(assets).flat())) {
      const response = await request(testApp(cms.url)).get(url);
      expect([url, response.status, response.headers['cache-control']]).toEqual([url, 200, IMMUTABLE]);
    }
  });

  it("the frame's parts hydrated later have no stylesheet of their own: their rules are main.css's, and a page links two sheets, not four", async () => {
    const stats = JSON.parse(fs.readFileSync(path.join(publicDir, '..', 'loadable-stats.json'), 'utf8')) as { namedChunkGroups: Record<string, { assets: { name: string }[] }> };
    const sheetsOf = (group: string) => stats.namedChunkGroups[group].assets.map((asset) => asset.name).filter((name) => name.endsWith('.css'));
    const mainCss = sheetsOf('main');
    expect(mainCss).toHaveLength(1);
    // (the group of a part names main's chunk too, which holds its rules now: always loaded first)
    for (const part of LATER_LAYOUT_CHUNKS) expect([part, sheetsOf(part).filter((name) => !mainCss.includes(name))]).toEqual([part, []]);
    // the footer's colour, a rule of client/layout/Footer.module.css
    expect(fs.readFileSync(path.join(publicDir, mainCss[0]), 'utf8')).toContain('var(--colour-footer)');
    const html = (await request(testApp(cms.url)).get('/de').expect(200)).text;
    const sheets = [...html.matchAll(/<link data-chunk="([\w-]+)" rel="stylesheet"/g)].map((link) => link[1]);
    expect(sheets.filter((chunk) => (LATER_LAYOUT_CHUNKS as string[]).includes(chunk))).toEqual([]);
    expect(sheets[0]).toBe('main');
  });

  it("main.js starts with V8's compile hint, in every copy served, and only the scripts run at load carry it", () => {
    const scripts = fs.readdirSync(publicDir).filter((name) => /\.[0-9a-f]{8}\.js$/.test(name));
    const main = scripts.find((name) => /^main\./.test(name))!;
    const first = (bytes: Buffer) => bytes.toString('utf8').split('\n', 1)[0];
    expect(first(fs.readFileSync(path.join(publicDir, main)))).toBe(COMPILE_HINT);
    expect(first(zlib.brotliDecompressSync(fs.readFileSync(path.join(publicDir, `${main}.br`))))).toBe(COMPILE_HINT);
    expect(first(zlib.gunzipSync(fs.readFileSync(path.join(publicDir, `${main}.gz`))))).toBe(COMPILE_HINT);
    // chunks loaded later (the editor, module renderers, routes) run only part of their code; the
    // date data's worker is an entry of its own, run whole at once (client/intlWarmup.worker.ts)
    const hinted = scripts.filter((name) => fs.readFileSync(path.join(publicDir, name), 'utf8').startsWith(COMPILE_HINT));
    const warmup = scripts.find((name) => /^intl-warmup\./.test(name))!;
    expect(hinted.sort()).toEqual([main, warmup].sort());
  });

  it('the production build writes a brotli and a zopfli copy of the scripts, which the service worker does not precache', () => {
    const main = fs.readdirSync(publicDir).find((name) => /^main\.[0-9a-f]{8}\.js$/.test(name))!;
    const plain = fs.readFileSync(path.join(publicDir, main));
    const br = fs.readFileSync(path.join(publicDir, `${main}.br`));
    const gz = fs.readFileSync(path.join(publicDir, `${main}.gz`));
    expect(zlib.brotliDecompressSync(br).equals(plain)).toBe(true);
    expect(zlib.gunzipSync(gz).equals(plain)).toBe(true);
    // smaller than the server's on-the-fly gzip (level 6)
    expect(gz.length).toBeLessThan(zlib.gzipSync(plain).length);
    expect(br.length).toBeLessThan(gz.length);
    const worker = fs.readFileSync(path.join(publicDir, 'sw.js'), 'utf8');
    expect(worker).toContain(main);
    expect(worker).not.toMatch(/\.(gz|br)["']/);
  });

  it('the style sheets are minified (no comments, no indentation), and so are their precompressed copies', () => {
    const sheets = fs.readdirSync(publicDir).filter((name) => /\.[0-9a-f]{8}\.css$/.test(name));
    expect(sheets).toEqual(expect.arrayContaining([expect.stringMatching(/^main\./), expect.stringMatching(/^cookie-consent\./)]));
    for (const name of sheets) {
      const css = fs.readFileSync(path.join(publicDir, name), 'utf8');
      expect([name, css.includes('/*'), /\n\s/.test(css)]).toEqual([name, false, false]);
      if (fs.existsSync(path.join(publicDir, `${name}.gz`))) expect(zlib.gunzipSync(fs.readFileSync(path.join(publicDir, `${name}.gz`))).toString('utf8')).toBe(css);
    }
  });

  it('the service worker precaches the shell only: main.js and main.css, the Latin woff2 fonts (the icons are in the page); no route, module or editor chunk', () => {
    const worker = fs.readFileSync(path.join(publicDir, 'sw.js'), 'utf8');
    const precached = [...worker.matchAll(/['"]\/static\/([^'"]+)['"]/g)].map((match) => match[1]);
    expect(precached.map((name) => name.replace(/\.[0-9a-f]{8}\./, '.')).sort()).toEqual([
      'fraunces-latin-800-normal.woff2',
      'main.css',
      'main.js',
      'source-sans-3-latin-400-normal.woff2',
      'source-sans-3-latin-700-normal.woff2',
    ]);
    for (const name of precached) expect(fs.existsSync(path.join(publicDir, name))).toBe(true);
    // every other static file is kept when a page first uses it (cache first)
    expect(worker).toContain('static-assets');
  });
});

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

describe('precompressed static assets', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'orchestra-static-'));
  const dir = path.join(root, 'public');
  const script = Buffer.from(Array.from({ length: 200 }, (_, i) => `export const line${i} = "value ${i * 7}";\n`).join(''));
  const css = Buffer.from(Array.from({ length: 100 }, (_, i) => `.c${i} { margin: ${i}px; }\n`).join(''));
  const br = zlib.brotliCompressSync(script);
  const gz = zlib.gzipSync(script, { level: 9 });
  let cms: FakeCms;
  let server: http.Server;
  let origin: string;

  beforeAll(async () => {
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'app.0123abcd.js'), script);
    fs.writeFileSync(path.join(dir, 'app.0123abcd.js.br'), br);
    fs.writeFileSync(path.join(dir, 'app.0123abcd.js.gz'), gz);
    fs.writeFileSync(path.join(dir, 'only-gzip.0123abcd.css'), css);
    fs.writeFileSync(path.join(dir, 'only-gzip.0123abcd.css.gz'), zlib.gzipSync(css));
    // a development build: no copies
    fs.writeFileSync(path.join(dir, 'plain.js'), script);
    // outside the public folder: must never be reachable
    fs.writeFileSync(path.join(root, 'secret.js'), 'secret');
    fs.writeFileSync(path.join(root, 'secret.js.br'), zlib.brotliCompressSync('secret'));
    cms = await startFakeCms();
    server = testApp(cms.url, { publicDir: dir }).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await cms.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  /** The bytes on the wire (fetch and supertest would decompress). */
  function get(urlPath: string, acceptEncoding?: string, method = 'GET'): Promise<RawResponse> {
    return new Promise((resolve, reject) => {
      const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
      const req = http.request(`${origin}${urlPath}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
  }

  const varies = (r: RawResponse) => (r.headers.vary ?? '').split(/\s*,\s*/).includes('Accept-Encoding');

  it('sends the brotli copy when the browser accepts brotli, with the plain file’s type and caching', async () => {
    const plain = await get('/static/app.0123abcd.js', 'identity');
    const response = await get('/static/app.0123abcd.js', 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBe(br.length);
    expect(zlib.brotliDecompressSync(response.body).equals(script)).toBe(true);
    expect(response.headers['content-type']).toBe(plain.headers['content-type']);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(varies(response)).toBe(true);
  });

  it('sends the brotli copy whenever brotli is accepted, whatever its q or place beside gzip', async () => {
    for (const accept of ['gzip, br', 'br, gzip', 'gzip;q=1, br;q=0.5', 'gzip, *;q=0.1', 'BR']) {
      const response = await get('/static/app.0123abcd.js', accept);
      expect([accept, response.headers['content-encoding']]).toEqual([accept, 'br']);
      expect(Number(response.headers['content-length'])).toBe(br.length);
    }
  });

  it('sends the gzip copy when only gzip is accepted, or brotli is refused', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip', 'br;q=0, *', 'x-gzip;q=0, gzip;q=0.2, br;q=0']) {
      const response = await get('/static/app.0123abcd.js', accept);
      expect([accept, response.headers['content-encoding']]).toEqual([accept, 'gzip']);
      // the file on disk, not compressed on the fly
      expect(Number(response.headers['content-length'])).toBe(gz.length);
      expect(zlib.gunzipSync(response.body).equals(script)).toBe(true);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(varies(response)).toBe(true);
    }
  });

  it('sends brotli for any encoding (*)', async () => {
    expect((await get('/static/app.0123abcd.js', '*')).headers['content-encoding']).toBe('br');
  });

  it('sends the gzip copy to a brotli-accepting browser when it is the only copy', async () => {
    const response = await get('/static/only-gzip.0123abcd.css', 'gzip, deflate, br');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.body).equals(css)).toBe(true);
    expect(response.headers['content-type']).toMatch(/^text\/css/);
  });

  it('sends the plain file when neither is accepted', async () => {
    for (const accept of [undefined, '', 'identity', 'br;q=0, gzip;q=0', '*;q=0', 'identity, gzip;q=0, br;q=0']) {
      const response = await get('/static/app.0123abcd.js', accept);
      expect([accept, response.status, response.headers['content-encoding']]).toEqual([accept, 200, undefined]);
      expect(response.body.equals(script)).toBe(true);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(varies(response)).toBe(true);
    }
  });

  it('answers HEAD with the headers of the copy it would send', async () => {
    const response = await get('/static/app.0123abcd.js', 'gzip, br', 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBe(br.length);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.body.length).toBe(0);
  });

  it('compresses a file without copies on the fly, as a development build needs', async () => {
    const response = await get('/static/plain.js', 'gzip');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(response.body).equals(script)).toBe(true);
    const identity = await get('/static/plain.js', 'identity');
    expect(identity.body.equals(script)).toBe(true);
  });

  it('answers a missing asset with a plain, unencoded 404', async () => {
    const response = await get('/static/missing.0123abcd.js', 'gzip, br');
    expect(response.status).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe('Not found');
  });

  it('does not serve files outside the public folder, encoded or not', async () => {
    for (const urlPath of ['/static/..%2Fsecret.js', '/static/%2e%2e/secret.js', '/static/%2e%2e%2fsecret.js', '/static/..%5csecret.js', '/static/%E0%A4%A']) {
      const response = await get(urlPath, 'gzip, br');
      expect([urlPath, response.status]).toEqual([urlPath, 404]);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body.toString()).toBe('Not found');
    }
  });
});
