/**
 * The runtime's own speed on a stored page (npm run bench -- --hit, ./hit.ts): a bare node:http
 * server answering each path with the very status, headers and bytes the product's page cache sent,
 * headers prepared once, one writeHead and one end per request. Usage: node bareServer.cjs pages.json
 * [origin path…] (pages.json: an object, path -> { status, headers: [[name, value]…], body: base64 });
 * prints its port once it answers. With an origin and paths it first fetches each path from the
 * origin once (gzip asked, as a browser would): the same server after a few outgoing requests, so
 * that the bench can tell the isolate's history from what a hit does (docs/performance.md, "The hit path").
 */
const { Buffer } = require('node:buffer');
const fs = require('node:fs');
const http = require('node:http');

const { fetch } = globalThis;

const pages = new Map();
for (const [path, page] of Object.entries(JSON.parse(fs.readFileSync(process.argv[2], 'utf8')))) {
  const headers = {};
  for (const [name, value] of page.headers) headers[name] = value;
  pages.set(path, { status: page.status, headers, body: Buffer.from(page.body, 'base64') });
}
const [origin, ...warmUp] = process.argv.slice(3);
const server = http.createServer((req, res) => {
  const page = pages.get(req.url);
  if (!page) {
    res.writeHead(404);
    res.end();
    return;
  }
  res.writeHead(page.status, page.headers);
  res.end(page.body);
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', async () => {
  for (const path of warmUp) await (await fetch(origin + path, { headers: { 'accept-encoding': 'gzip' } })).arrayBuffer();
  console.log(server.address().port);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
