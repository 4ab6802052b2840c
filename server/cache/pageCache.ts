/**
 * The page cache: anonymous page views answered from memory before Express runs (server/index.ts
 * puts `handle` in front of the app), so a hit costs a map lookup and one write.
 *
 * - Which requests: cacheKey.ts (no session the back end accepts: ./sessionCheck.ts; no `v`/`preview`;
 *   GET/HEAD of a page path), keyed by the canonical origin, never a raw Host header.
 * - Kept until a content change touches one of the content keys its render read (issue 40: the
 *   version stream names each change's keys within milliseconds on every instance,
 *   server/api/contentVersion.ts; a change of unknown keys drops every page) and until the next
 *   moment its data names (expiry.ts). Unknown version (back end unreachable): nothing is served
 *   from memory.
 * - Bounded: an LRU measured in bytes (PAGE_CACHE_MB).
 * - A crowd on a page not yet stored waits for the one render in progress instead of starting its
 *   own (one render per page and version).
 * - Stores only complete 200 and 404 pages of GET requests that set no cookie.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import type { Logger } from '../logger';
import { pageRequests, type KeyOrigin, type PageRequest } from './cacheKey';
import type { ContentVersion } from '../api/contentVersion';
import { createEntry, type CacheEntry } from './entry';
import { createKeyIndex } from '../api/keyIndex';

/** A qualifying request as it goes through the app: where to render it and whether it may be stored. */
export interface PageTicket extends PageRequest {
  /** the content version whose changes were all applied at the request's start; null: not stored (version unknown) */
  version: number | null;
  /** set while the rendered page is being stored */
  storing?: Promise<void>;
}

export interface RenderedPage {
  status: number;
  /** the content keys the render read (server/api/client.ts `keysRead`) */
  keys: readonly string[];
  headers: OutgoingHttpHeaders;
  body: Buffer;
  expiresAt: number;
}

export interface PageCacheStats {
  entries: number;
  bytes: number;
  hits: number;
  notModified: number;
  misses: number;
  stored: number;
  /** pages whose compressed copies are still being made (stored after their answer was sent) */
  storing: number;
  /** pages served but not kept, because `maxStoring` pages were being compressed already */
  notStored: number;
  /** requests that waited for another's render of the same page */
  joined: number;
  /** pages dropped because a content change touched what they show */
  dropped: number;
}

export interface PageCache {
  /** answers from memory, or calls `next` (then the app renders; `ticketOf` tells it how) */
  handle(req: IncomingMessage, res: ServerResponse, next: () => void): void;
  ticketOf(req: IncomingMessage): PageTicket | undefined;
  /** a page rendered for `ticket`, complete: stored when it may be */
  store(ticket: PageTicket, page: RenderedPage): void;
  readonly stats: PageCacheStats;
  clear(): void;
}

export interface PageCacheOptions {
  version: ContentVersion;
  logger: Logger;
  maxBytes: number;
  /** the origin part of the key (./cacheKey.ts `cacheOrigin`); unset: none (one origin) */
  origin?: KeyOrigin;
  /** how long a request waits for another's render of the same page before rendering itself */
  joinTimeoutMs?: number;
  /** pages compressed for storing at once; a page rendered while that many are pending is not stored */
  maxStoring?: number;
  now?: () => number;
}

const STORABLE = new Set([200, 404]);
/**
 * Each stored page is compressed twice (gzip and brotli, on libuv's threads). A crowd of pages never
 * asked for before (a query string each) once queued hundreds of them: memory rose to 1.9 GB and the
 * compressions took the cores from the renders, so the render gate could not even answer 503 in
 * time (`npm run bench`, the overload run). Beyond this many pending, a page is served but not kept.
 */
export const DEFAULT_MAX_STORING = 4;
const BR = /\bbr\b(?!\s*;\s*q=0(?:\.0*)?(?:[,\s]|$))/;
const GZIP = /\bgzip\b(?!\s*;\s*q=0(?:\.0*)?(?:[,\s]|$))/;

type Encoding = 'br' | 'gzip' | 'identity';

/**
 * The headers of one representation of a stored page, built once per entry and encoding: a hit
 * only sets `age` on it and hands it to writeHead (no copy, no allocation per request; the
 * profile of a hit is Node's header validation and the socket write).
 */
interface Prepared {
  body: Buffer;
  etag: string;
  ok: OutgoingHttpHeaders;
  notModified: OutgoingHttpHeaders;
  /** the age in seconds both header objects carry now (a hit writes a new `age` only when it changed) */
  age: number;
}

const prepared = new WeakMap<CacheEntry, Partial<Record<Encoding, Prepared>>>();

function prepare(entry: CacheEntry, encoding: Encoding): Prepared {
  let forEntry = prepared.get(entry);
  if (!forEntry) prepared.set(entry, (forEntry = {}));
  const known = forEntry[encoding];
  if (known) return known;
  const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.identity;
  const etag = encoding === 'br' ? `"${entry.hash}-br"` : encoding === 'gzip' ? `"${entry.hash}-gz"` : `"${entry.hash}"`;
  // lower-case names, as the stored ones are: one header each
  const common: OutgoingHttpHeaders = { ...entry.headers, etag, vary: 'Accept-Encoding', age: '0', 'x-cache': 'HIT' };
  const ok: OutgoingHttpHeaders = { ...common, 'content-length': String(body.length) };
  if (encoding !== 'identity') ok['content-encoding'] = encoding;
  const notModified = { ...common };
  delete notModified['content-type'];
  return (forEntry[encoding] = { body, etag, ok, notModified, age: 0 });
}

function encodingOf(acceptEncoding: string): Encoding {
  if (BR.test(acceptEncoding)) return 'br';
  if (GZIP.test(acceptEncoding)) return 'gzip';
  return 'identity';
}

/** Accept-Encoding values whose encoding `encodingKnown` keeps (browsers send a handful; beyond this many it starts again). */
const ACCEPT_ENCODINGS_KEPT = 64;
const encodings = new Map<string, Encoding>([['', 'identity']]);

/** `encodingOf`, worked out once per Accept-Encoding value: two regular expressions per hit were a visible part of its CPU. */
function encodingKnown(acceptEncoding: string): Encoding {
  let encoding = encodings.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = encodingOf(acceptEncoding);
    if (encodings.size >= ACCEPT_ENCODINGS_KEPT) encodings.clear();
    if (acceptEncoding.length <= 256) encodings.set(acceptEncoding, encoding);
  }
  return encoding;
}

/** If-None-Match names this page (any of its representations: they are the same content). */
function revalidates(ifNoneMatch: string | undefined, hash: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '').replace(/^"|"$/g, '').replace(/-(?:br|gz)$/, '') === hash);
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  const joinTimeoutMs = options.joinTimeoutMs ?? 5000;
  const index = createKeyIndex();
  const entries = new LRUCache<string, CacheEntry>({
    maxSize: options.maxBytes,
    sizeCalculation: (entry) => entry.size,
    // evicted or deleted: out of the index too (a replaced page's keys are replaced by `index.add`)
    dispose: (_entry, key, reason) => {
      if (reason !== 'set') index.remove(key);
    },
  });
  // a change drops the pages that read what it touched; one of unknown keys drops every page
  options.version.onChange((keys) => {
    if (keys === null) {
      counts.dropped += entries.size;
      entries.clear();
      index.clear();
      return;
    }
    for (const key of index.matching(keys)) {
      if (entries.delete(key)) counts.dropped++;
      index.remove(key);
    }
  });
  const rendering = new Map<string, Promise<void>>();
  const tickets = new WeakMap<IncomingMessage, PageTicket>();
  const maxStoring = options.maxStoring ?? DEFAULT_MAX_STORING;
  const counts = { hits: 0, notModified: 0, misses: 0, stored: 0, storing: 0, notStored: 0, joined: 0, dropped: 0 };

  const pageRequestOf = pageRequests(options.origin);
  // a stored page is dropped as soon as a change touches it: while the version is known, it is current
  const valid = (entry: CacheEntry | undefined, version: number | null, at: number): entry is CacheEntry => !!entry && version !== null && at < entry.expiresAt;

  function serve(req: IncomingMessage, res: ServerResponse, entry: CacheEntry, at: number) {
    const chosen = prepare(entry, encodingKnown(String(req.headers['accept-encoding'] ?? '')));
    const age = Math.max(0, Math.floor((at - entry.storedAt) / 1000));
    if (age !== chosen.age) {
      chosen.age = age;
      chosen.ok.age = chosen.notModified.age = String(age);
    }
    if (revalidates(req.headers['if-none-match'], entry.hash)) {
      counts.notModified++;
      res.writeHead(304, chosen.notModified);
      res.end();
      return;
    }
    counts.hits++;
    res.writeHead(entry.status, chosen.ok);
    if (req.method === 'HEAD') res.end();
    else res.end(chosen.body);
  }

  function render(req: IncomingMessage, res: ServerResponse, next: () => void, page: PageRequest, version: number | null, lead: boolean) {
    const ticket: PageTicket = { ...page, version: version === null ? null : options.version.applied };
    tickets.set(req, ticket);
    counts.misses++;
    if (lead && version !== null) {
      let done!: () => void;
      const finished = new Promise<void>((resolve) => (done = resolve));
      rendering.set(page.key, finished);
      res.once('close', () => {
        const release = () => {
          if (rendering.get(page.key) === finished) rendering.delete(page.key);
          done();
        };
        if (ticket.storing) void ticket.storing.finally(release);
        else release();
      });
    }
    next();
  }

  return {
    handle(req, res, next) {
      const page = pageRequestOf(req);
      if (!page) return next();
      const version = options.version.current;
      const entry = entries.get(page.key);
      const at = now();
      if (valid(entry, version, at)) return serve(req, res, entry, at);
      const running = version === null ? undefined : rendering.get(page.key);
      if (!running) return render(req, res, next, page, version, true);
      counts.joined++;
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, joinTimeoutMs)));
      void Promise.race([running, timeout]).then(() => {
        clearTimeout(timer);
        if (res.destroyed) return;
        const current = options.version.current;
        const stored = entries.get(page.key);
        const at = now();
        if (valid(stored, current, at)) serve(req, res, stored, at);
        else render(req, res, next, page, current, !rendering.has(page.key));
      });
    },

    ticketOf: (req) => tickets.get(req),

    store(ticket, page) {
      if (ticket.version === null || !STORABLE.has(page.status) || page.headers['set-cookie'] !== undefined) return;
      // a change touched what this page read while it rendered: it is out of date already
      if (options.version.touchedSince(ticket.version, page.keys)) return;
      if (counts.storing >= maxStoring) {
        counts.notStored++;
        return;
      }
      const version = ticket.version;
      counts.storing++;
      ticket.storing = createEntry({ status: page.status, version, keys: page.keys, expiresAt: page.expiresAt, headers: page.headers, body: page.body, now: now() })
        .then((entry) => {
          // a change heard while it was being compressed
          if (options.version.touchedSince(version, page.keys)) return;
          entries.set(ticket.key, entry);
          index.add(ticket.key, page.keys);
          counts.stored++;
        })
        .catch((error: unknown) => options.logger.error({ err: error }, 'page cache: could not store a page'))
        .finally(() => counts.storing--);
    },

    get stats() {
      return { entries: entries.size, bytes: entries.calculatedSize, ...counts };
    },

    clear() {
      entries.clear();
      index.clear();
    },
  };
}
