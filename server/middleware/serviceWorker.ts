/**
 * GET /sw.js: the service worker of the client build (client/sw/sw.ts, built to build/public/sw.js),
 * at the root so its scope can be / (SPEC §7). Never cached by HTTP (a new deployment's worker must
 * be found at once) and allowed to control the whole site.
 */
import path from 'node:path';
import type { RequestHandler } from 'express';

export const SERVICE_WORKER_PATH = '/sw.js';

export function serviceWorker(publicDir: string): RequestHandler {
  const file = path.join(publicDir, 'sw.js');
  return (_req, res) => {
    res.sendFile(file, { headers: { 'Cache-Control': 'no-cache', 'Service-Worker-Allowed': '/', 'Content-Type': 'text/javascript; charset=utf-8' }, etag: true, lastModified: false }, (error) => {
      if (error && !res.headersSent) res.status(404).type('text/plain').send('Not found');
    });
  };
}
