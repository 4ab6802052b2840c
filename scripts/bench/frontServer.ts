/**
 * `npm run bench -- --hit --front` (./hit.ts): the isolate the hit path's old lead asked for, a
 * process that answers hits and never renders. The product's own page cache (server/cache/) answers
 * the pages of pages.json (the file ./bareServer.cjs reads), stored at the start as the product
 * stores a render; every other request goes to the product by http-proxy-middleware, as a process in
 * front of the renderer would have to send it (Node hands no socket to a worker thread). Bundled by
 * ./hit.ts with esbuild and run as plain JavaScript, so no loader sits in its isolate.
 *
 * Usage: node front.cjs pages.json http://product; prints its port once every page is stored.
 */
import fs from 'node:fs';
import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { ContentVersion } from '../../server/api/contentVersion';
import { pageRequestOf } from '../../server/cache/cacheKey';
import { createPageCache, type PageTicket } from '../../server/cache/pageCache';
import { createLogger } from '../../server/logger';

/** headers the page cache adds to a hit itself, and Node's own */
const ADDED = new Set(['etag', 'vary', 'age', 'x-cache', 'content-length', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

/** one content version that never changes: the stored pages stay current */
const VERSION = 1;
const fixedVersion: ContentVersion = {
  current: VERSION,
  latest: VERSION,
  seenAt: Date.now(),
  applied: VERSION,
  observe: () => null,
  refresh: () => Promise.resolve(),
  onChange: () => () => {},
  touchedSince: () => false,
  start: () => {},
  stop: () => {},
};

interface StoredPage {
  status: number;
  headers: [string, string][];
  body: string;
}

async function main() {
  const [pagesFile, target] = process.argv.slice(2);
  const pages = JSON.parse(fs.readFileSync(pagesFile, 'utf8')) as Record<string, StoredPage>;
  const cache = createPageCache({ version: fixedVersion, logger: createLogger('silent'), maxBytes: 64 * 1024 * 1024 });
  for (const [path, page] of Object.entries(pages)) {
    const request = pageRequestOf({ method: 'GET', url: path, headers: {} } as IncomingMessage);
    if (!request) throw new Error(`${path} is not a page the cache keeps`);
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of page.headers) if (!ADDED.has(name)) headers[name] = value;
    const ticket: PageTicket = { ...request, version: VERSION };
    cache.store(ticket, { status: page.status, keys: [], headers, body: Buffer.from(page.body, 'base64'), expiresAt: Date.now() + 24 * 3600_000 });
    await ticket.storing;
  }
  const proxy = createProxyMiddleware<IncomingMessage, ServerResponse>({ target });
  const server = http.createServer((req, res) => {
    cache.handle(req, res, () => {
      void proxy(req, res, () => {
        res.writeHead(502);
        res.end();
      });
    });
  });
  server.keepAliveTimeout = 65_000;
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    console.log(typeof address === 'object' && address ? address.port : 0);
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
}

void main();
