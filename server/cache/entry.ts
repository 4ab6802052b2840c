/**
 * A stored page: its bytes once as written and once per encoding (compressed off the event loop,
 * once per page and content version), a strong ETag per representation, and the headers to answer
 * with. The CSP of a stored page names the SHA-256 hashes of its inline scripts instead of a nonce
 * (a nonce must be new for every response; bytes served to many cannot carry one): the policy stays
 * as strict (no 'unsafe-inline'), and external scripts still need to come from our origin.
 */
import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export interface CacheEntry {
  status: number;
  /** the content version the page was rendered from */
  version: number;
  /** the content keys its render read (shared/contentKeys.ts): a change of one of them drops it */
  keys: readonly string[];
  /** epoch ms after which the page may look different (pageExpiry) */
  expiresAt: number;
  storedAt: number;
  /** headers common to every representation (no ETag, Content-Encoding or Content-Length) */
  headers: OutgoingHttpHeaders;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  /** the strong validator without quotes; representations add '-gz' / '-br' */
  hash: string;
  /** total bytes held (the LRU's measure) */
  size: number;
}

/** Headers of the live response that a stored page must not repeat. */
const PER_RESPONSE = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'x-request-id', 'date', 'connection', 'keep-alive', 'etag', 'set-cookie', 'vary', 'x-cache', 'age']);

/** <script> elements whose content the browser would run (not JSON or JSON-LD data blocks, not src=). */
const INLINE_SCRIPT = /<script\b([^>]*)>([^]*?)<\/script>/gi;
const DATA_BLOCK = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;

export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, content] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The live policy with its nonce replaced by the hashes of the stored page's inline scripts. */
export function policyForStored(policy: string, hashes: string[]): string {
  return policy.replace(/\s*'nonce-[^']*'/g, '').replace(/(script-src(?:-elem)?\s[^;]*)/g, (directive) => [directive, ...hashes].join(' '));
}

export interface EntrySource {
  status: number;
  version: number;
  keys: readonly string[];
  expiresAt: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  now: number;
}

/**
 * Brotli's quality for stored pages. Quality 9 cost about 20 ms of CPU for an 87 KB page (on the
 * shared 2-core machine), more than the render itself, and every page nobody had asked for before
 * paid it: under a crowd of new pages (searches) it halved what the server rendered. Quality 5
 * costs about 2 ms for a result 1.2 % larger (15,028 against 14,855 bytes; docs/performance.md,
 * "Overload at 4× capacity").
 */
export const STORED_BROTLI_QUALITY = 5;

export async function createEntry(source: EntrySource): Promise<CacheEntry> {
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(source.headers)) if (value !== undefined && !PER_RESPONSE.has(name)) headers[name] = value;
  const policy = headers['content-security-policy'];
  if (typeof policy === 'string') headers['content-security-policy'] = policyForStored(policy, inlineScriptHashes(source.body.toString('utf8')));
  const [gzipped, brotlied] = await Promise.all([
    gzip(source.body, { level: 9 }),
    brotli(source.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: STORED_BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.body.length } }),
  ]);
  return {
    status: source.status,
    version: source.version,
    keys: source.keys,
    expiresAt: source.expiresAt,
    storedAt: source.now,
    headers,
    identity: source.body,
    gzip: gzipped,
    br: brotlied,
    hash: createHash('sha256').update(source.body).digest('base64url').slice(0, 32),
    size: source.body.length + gzipped.length + brotlied.length + 1024,
  };
}
