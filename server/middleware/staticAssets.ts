/**
 * The client build under /static: content-hashed names, so cached for a year as immutable. The
 * production build writes a brotli (`.br`) and a zopfli (`.gz`) copy beside each text asset
 * (webpack.config.ts); a GET or HEAD gets the brotli copy when the request accepts `br`, else the
 * gzip copy when it accepts `gzip`, else the plain file (development builds have no copies). A small middleware of our own rather than
 * express-static-gzip: that indexes the folder once at startup and sets Content-Encoding before it
 * knows the file is served, so a copy gone from disk would turn into an encoded "Not found".
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import express, { type Request, type RequestHandler, type Router } from 'express';

/** The precompressed copies, best first: brotli is 10–15 % smaller than zopfli's gzip. */
const ENCODINGS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

type Encoding = (typeof ENCODINGS)[number];

const FILE_OPTIONS = { immutable: true, maxAge: '1y', index: false, redirect: false } satisfies Parameters<typeof express.static>[1];

export function staticAssets(publicDir: string): Router {
  const router = express.Router();
  router.use(precompressed(publicDir));
  router.use(express.static(publicDir, FILE_OPTIONS));
  // A missing asset is a plain 404, not a rendered page.
  router.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return router;
}

function precompressed(publicDir: string): RequestHandler {
  const serveCopy = express.static(publicDir, {
    ...FILE_OPTIONS,
    // Called only once the copy is found and about to be sent: the original file's type, encoded.
    setHeaders(res, file) {
      const encoding = ENCODINGS.find((e) => file.endsWith(e.suffix))!;
      res.setHeader('Content-Encoding', encoding.encoding);
      res.type(path.extname(file.slice(0, -encoding.suffix.length)));
    },
  });
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const file = fileIn(publicDir, req.path);
    if (!file) return next();
    const available = await copiesOf(file);
    if (!available.length) return next();
    // The same URL answers differently by Accept-Encoding, also when this request gets the plain file.
    res.vary('Accept-Encoding');
    const chosen = chooseCopy(req, available);
    if (!chosen) return next();
    const url = req.url;
    req.url = `${req.path}${chosen.suffix}`;
    serveCopy(req, res, (error?: unknown) => {
      // the copy disappeared between the check and sending: the plain file
      req.url = url;
      next(error);
    });
  };
}

/** The file a request path names inside the public folder; null for undecodable or escaping paths. */
function fileIn(publicDir: string, requestPath: string): string | null {
  let relative: string;
  try {
    relative = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  if (relative.includes('\0') || relative.split(/[/\\]/).includes('..')) return null;
  const file = path.join(publicDir, relative);
  return file.startsWith(publicDir + path.sep) ? file : null;
}

async function copiesOf(file: string): Promise<Encoding[]> {
  const found = await Promise.all(ENCODINGS.map((e) => fs.stat(file + e.suffix).then((s) => s.isFile(), () => false)));
  return ENCODINGS.filter((_, i) => found[i]);
}

/**
 * The copy to send: the first of `available` (brotli, then gzip) that the request accepts, as
 * Express's `req.acceptsEncodings` reads Accept-Encoding (q > 0, by name or `*`); none without the
 * header (RFC 9110 would allow any coding then, but plain is the safe answer to a client that says
 * nothing). The q of an accepted coding decides only whether it is accepted, as nginx's
 * `brotli_static` and `gzip_static` do: asked for both at once, Express breaks a tie by the header's
 * order and would give Chrome (`gzip, deflate, br, zstd`) the larger gzip copy.
 */
function chooseCopy(req: Request, available: readonly Encoding[]): Encoding | null {
  if (!req.headers['accept-encoding']) return null;
  return available.find((copy) => req.acceptsEncodings(copy.encoding) === copy.encoding) ?? null;
}
