/**
 * An endpoint's JSON answer, gzipped in one piece when the client asks for gzip (issue 41).
 *
 * A browser's API calls reach the back end through the SSR server's proxy, whose compression
 * middleware deflated each answer as a stream: two zlib operations on libuv's pool, each handed off
 * and woken back, and three writes to the visitor's socket (the headers, the deflated chunk, the
 * chunked end) where an answer that arrives encoded is passed through in one. Here the answer is
 * whole, so it is deflated at once, sent with its length, and the proxy only forwards it
 * (docs/performance.md, "A JSON answer gzipped once"). A client that does not ask for gzip, the SSR
 * server's in-process reads among them (server/cms/inProcess.ts), gets the JSON as before. The text
 * is made by ./jsonBytes.ts: in pieces, the characters above U+00FF escaped.
 */
import zlib from 'node:zlib';
import type { Request, Response } from 'express';
import { jsonBytes } from './jsonBytes';

/** Below this gzip's frame costs about what it saves (the compression middleware's own threshold). */
export const GZIP_MIN_BYTES = 1024;
/**
 * Above this the answer goes as it is, for the proxy's compression to deflate as a stream on libuv's
 * pool: deflating it here would hold the back end's thread for milliseconds (1–2 ms per 100 KB at level 6).
 */
export const GZIP_MAX_BYTES = 256 * 1024;

export function sendJson(req: Request, res: Response, status: number, body: unknown): void {
  res.status(status);
  if (!res.get('Content-Type')) res.type('json');
  const text = jsonBytes(body);
  if (text.length < GZIP_MIN_BYTES) {
    res.send(text);
    return;
  }
  // the answer's form depends on the request's Accept-Encoding, for every cache on the way
  res.vary('Accept-Encoding');
  if (text.length > GZIP_MAX_BYTES || req.acceptsEncodings('gzip', 'identity') !== 'gzip') {
    res.send(text);
    return;
  }
  res.setHeader('Content-Encoding', 'gzip');
  res.send(zlib.gzipSync(text));
}
