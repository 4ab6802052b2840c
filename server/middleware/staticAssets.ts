/**
 * The client build under /static: content-hashed names, so cached for a year as immutable. The
 * production build writes a brotli (`.br`) and a zopfli (`.gz`) copy beside each text asset
 * (webpack.config.ts); a GET or HEAD gets the best one the browser accepts, else the plain file
 * (development builds have no copies). A small middleware of our own rather than
 * express-static-gzip: that indexes the folder once at startup and sets Content-Encoding before it
 * knows the file is served, so a copy gone from disk would turn into an encoded "Not found".
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';

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
    const chosen = negotiate(req.headers['accept-encoding'], available);
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
 * The copy to send for an Accept-Encoding header: the acceptable one (q > 0, named or by `*`) with
 * the highest q, brotli on a tie; none without the header (RFC 9110: any coding is acceptable then,
 * but plain is the safe answer to a client that says nothing).
 */
function negotiate(header: string | undefined, available: readonly Encoding[]): Encoding | null {
  if (!header) return null;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const weight = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const value = weight === undefined ? 1 : Number(weight);
    if (name && Number.isFinite(value)) q.set(name.trim(), value);
  }
  let best: Encoding | null = null;
  let bestQ = 0;
  for (const candidate of available) {
    const weight = q.get(candidate.encoding) ?? q.get('*') ?? 0;
    if (weight > bestQ) [best, bestQ] = [candidate, weight];
  }
  return best;
}
