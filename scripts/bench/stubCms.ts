/**
 * A back end that answers from memory (health, empty navigation, 404 for pages), to measure what the
 * SSR server costs by itself, apart from the real back end's database work.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export async function startStubCms(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    res.setHeader('content-type', 'application/json');
    if (path === '/api/health/') return res.end('{"status":"ok","database":"ok","version":"stub"}');
    if (/^\/(de|en)\/pageeditor-api\/nav$/.test(path)) return res.end('{"menu":[],"footer":[]}');
    res.statusCode = 404;
    res.end('{"status":404,"code":"not_found","message":"Not found"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
