/**
 * Serving MEDIA_DIR at /media/ (cms/app.ts mounts it). Only the public folders (originals,
 * renditions, downloads) are served; their file names are content-addressed, so answers are
 * `Cache-Control: public, max-age=31536000, immutable`. No directory listing, no dotfiles, no
 * redirects to a slash; a miss is a short plain-text 404 (no JSON: these are files, not the API).
 */
import path from 'node:path';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { PUBLIC_MEDIA_FOLDERS } from './files';
import { MEDIA_URL_PREFIX } from './imageRef';

export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const MEDIA_MOUNT = MEDIA_URL_PREFIX.replace(/\/$/, ''); // '/media'

export function mediaRouter(mediaDir: string): Router {
  const router = express.Router({ caseSensitive: true, strict: true });
  for (const folder of PUBLIC_MEDIA_FOLDERS) {
    router.use(
      `/${folder}`,
      express.static(path.join(mediaDir, folder), {
        dotfiles: 'ignore',
        index: false,
        redirect: false,
        fallthrough: true,
        etag: true,
        lastModified: true,
        setHeaders(res) {
          res.setHeader('Cache-Control', MEDIA_CACHE_CONTROL);
          res.setHeader('X-Content-Type-Options', 'nosniff');
          // downloads and images never run as a document of our origin
          res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
        },
      }),
    );
  }
  router.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      res.status(405).type('text/plain').send('Method Not Allowed');
      return;
    }
    next();
  });
  router.use((_req: Request, res: Response) => {
    res.status(404).setHeader('Cache-Control', 'no-store').type('text/plain').send('Not Found');
  });
  return router;
}
