/**
 * Serving media at /media/ (cms/app.ts mounts it): from MEDIA_DIR, or from the bucket (MEDIA_STORAGE=s3,
 * proxied or redirected to MEDIA_PUBLIC_URL). Only the public folders (originals, renditions, downloads) are served; their file names are content-addressed, so answers are
 * `Cache-Control: public, max-age=31536000, immutable`. No directory listing, no dotfiles, no
 * redirects to a slash; a miss is a short plain-text 404 (no JSON: these are files, not the API).
 */
import path from 'node:path';
import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { CmsConfig } from '../config';
import type { Logger } from '../logger';
import { PUBLIC_MEDIA_FOLDERS } from './files';
import { mediaStore, type S3Store } from './store';
import type { MediaConfig } from './storeImage';
import { MEDIA_URL_PREFIX } from './imageRef';

export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const MEDIA_MOUNT = MEDIA_URL_PREFIX.replace(/\/$/, ''); // '/media'

/** Headers of every media answer (disk, bucket) */
function setMediaHeaders(res: Response): void {
  res.setHeader('Cache-Control', MEDIA_CACHE_CONTROL);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // downloads and images never run as a document of our origin
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
}

/** The relative path of a public media file named by a request path ('/originals/ab/x.jpg'), or null. */
export function publicMediaPath(requestPath: string): string | null {
  let relative: string;
  try {
    relative = decodeURIComponent(requestPath.replace(/^\/+/, ''));
  } catch {
    return null;
  }
  const segments = relative.split('/');
  if (segments.length < 2 || !(PUBLIC_MEDIA_FOLDERS as readonly string[]).includes(segments[0])) return null;
  if (segments.some((s) => s === '' || s === '.' || s === '..' || s.startsWith('.') || s.includes('\\') || [...s].some((c) => c.charCodeAt(0) < 0x20))) return null;
  return relative;
}

/** How long a browser or CDN may keep a redirect to MEDIA_PUBLIC_URL (the target itself is immutable). */
export const MEDIA_REDIRECT_CACHE_CONTROL = 'public, max-age=86400';

/** Headers of the bucket's answer passed on to the client */
const PASSED_HEADERS = ['content-type', 'content-length', 'etag', 'last-modified', 'content-range', 'accept-ranges'];

/**
 * /media/ from a bucket: a redirect to MEDIA_PUBLIC_URL (a CDN or public bucket) when set, else the
 * object streamed through this server with the same headers as from disk (conditional and range
 * requests passed on, so 304 and 206 work).
 */
function bucketHandler(store: S3Store, publicUrl: string | null) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const relative = publicMediaPath(req.path);
    if (!relative) return next();
    if (publicUrl) {
      res.setHeader('Cache-Control', MEDIA_REDIRECT_CACHE_CONTROL);
      res.redirect(302, `${publicUrl}/${relative.split('/').map(encodeURIComponent).join('/')}`);
      return;
    }
    try {
      const headers: Record<string, string> = {};
      for (const name of ['if-none-match', 'if-modified-since', 'range']) {
        const value = req.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const upstream = await store.request(req.method, relative, { headers });
      if (upstream.status === 404 || upstream.status === 403) {
        await upstream.body?.cancel();
        return next();
      }
      if (upstream.status !== 200 && upstream.status !== 206 && upstream.status !== 304) {
        await upstream.body?.cancel();
        throw new Error(`bucket answered ${upstream.status} for ${relative}`);
      }
      res.status(upstream.status);
      for (const name of PASSED_HEADERS) {
        const value = upstream.headers.get(name);
        if (value !== null) res.setHeader(name, value);
      }
      setMediaHeaders(res);
      if (!upstream.body || req.method === 'HEAD' || upstream.status === 304) {
        await upstream.body?.cancel();
        res.end();
        return;
      }
      await pipeline(Readable.fromWeb(upstream.body as WebReadableStream), res);
    } catch (err) {
      if (res.headersSent) {
        res.destroy(err as Error);
        return;
      }
      (req as Request & { log?: Logger }).log?.error({ err }, 'media from the bucket failed');
      res.status(502).setHeader('Cache-Control', 'no-store').type('text/plain').send('Bad Gateway');
    }
  };
}

export function mediaRouter(config: MediaConfig & Pick<CmsConfig, 'mediaPublicUrl'>): Router {
  const router = express.Router({ caseSensitive: true, strict: true });
  const store = mediaStore(config);
  if (store.kind === 's3') router.use(bucketHandler(store as S3Store, config.mediaPublicUrl));
  else for (const folder of PUBLIC_MEDIA_FOLDERS) {
    router.use(
      `/${folder}`,
      express.static(path.join(config.mediaDir, folder), {
        dotfiles: 'ignore',
        index: false,
        redirect: false,
        fallthrough: true,
        etag: true,
        lastModified: true,
        setHeaders: setMediaHeaders,
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
