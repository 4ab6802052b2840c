/**
 * Which requests the page cache may answer, and under which key. A request qualifies when it is a
 * GET or HEAD of a page path, sends no session cookie and no `v` or `preview` parameter. `edit`
 * without a session is a visitor's: the anonymous page (the browser opens the login dialog from it,
 * client/routing/ClientEffects.tsx). A session cookie the back end does not accept has been removed
 * before this runs (./sessionCheck.ts, server/site.ts). The key holds exactly what the server's
 * markup depends on (docs/performance.md, "What a page depends on"): the origin the page's absolute
 * links are built from (./cacheOrigin below: PUBLIC_URL when set, never a raw Host or
 * X-Forwarded-Host header), the path (its first segment is the language) and the page's own query
 * parameters, normalised. No cookie but the session changes the server's markup (the shop's cart
 * and name are read in the browser, the consent is applied in the browser), so none is in the key.
 */
import type { IncomingMessage } from 'node:http';
import { SESSION_COOKIE } from '../../shared/constants';
import { readCookie } from '../../shared/cookies';
import { EDIT_QUERY, EDITOR_QUERY_PARAMS, normalizePageQuery } from '../../shared/routes/pageQuery';
import { isBackendPath } from '../proxy/paths';
import { HOST_PATTERN, RELATIVE_ORIGIN, type OriginOptions } from '../seo/origin';

/** Paths that are never pages: assets, the back end's, the health check, files at the root. */
const NOT_A_PAGE = /^\/(?:static|healthz)(?:\/|$)|^\/[^/]+\.[a-z0-9]+$/i;
/** the editor's parameters that keep a request out of the cache even without a session (`v` is answered 301 by the app) */
const NEVER_CACHED = EDITOR_QUERY_PARAMS.filter((name) => name !== EDIT_QUERY);

export interface PageRequest {
  key: string;
  /** the URL the page is rendered at: the path and its normalised query */
  url: string;
}

/**
 * The origin a request's page is rendered for, as the cache keys it; null: not from the cache (the
 * app refuses the host). `fixed`: the one origin of every request (PUBLIC_URL, or relative), when it
 * does not depend on the request.
 */
export interface KeyOrigin {
  (req: IncomingMessage): string | null;
  readonly fixed?: string;
}

/** An origin that is the same for every request. */
const fixedOrigin = (origin: string): KeyOrigin => Object.assign(() => origin, { fixed: origin });

const header = (req: IncomingMessage, name: string): string => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
};

/** Express's "trust proxy fn" (`app.get('trust proxy fn')`): whether the hop at `index` may be believed. */
export type TrustProxy = (address: string | undefined, index: number) => boolean;

/**
 * The page's origin exactly as server/seo/origin.ts `requestOrigin` decides it for the render, from
 * the bare request: PUBLIC_URL whenever it is set (then every Host and X-Forwarded-Host shares one
 * entry); relative URLs in production without PUBLIC_URL and PUBLIC_HOSTS (one entry as well); else
 * the request's host as Express reads it (X-Forwarded-Host only from a trusted proxy), lower-cased
 * and only when well formed and, with PUBLIC_HOSTS, one of those: any other host is not served
 * from the cache, and the app answers it 400 (hostGuard) as before.
 */
export function cacheOrigin(options: OriginOptions, trust: () => TrustProxy): KeyOrigin {
  if (options.publicUrl) return fixedOrigin(options.publicUrl.replace(/\/+$/, ''));
  if (options.production && !options.publicHosts?.length) return fixedOrigin(RELATIVE_ORIGIN);
  const first = (value: string) => {
    const comma = value.indexOf(',');
    return (comma < 0 ? value : value.slice(0, comma)).trim();
  };
  return (req) => {
    const trusted = trust()(req.socket.remoteAddress, 0);
    const forwardedHost = trusted ? header(req, 'x-forwarded-host') : '';
    const host = (forwardedHost ? first(forwardedHost) : header(req, 'host')).toLowerCase();
    if (!host || host.length > 255 || !HOST_PATTERN.test(host)) return null;
    if (options.publicHosts?.length && !options.publicHosts.includes(host)) return null;
    const encrypted = (req.socket as { encrypted?: boolean }).encrypted === true;
    const protocol = trusted ? first(header(req, 'x-forwarded-proto')) || (encrypted ? 'https' : 'http') : encrypted ? 'https' : 'http';
    return `${protocol === 'https' ? 'https' : 'http'}://${host}`;
  };
}

const isPagePath = (path: string) => !(path === '/' || !path.startsWith('/') || path.startsWith('//') || NOT_A_PAGE.test(path) || isBackendPath(path));

const isReadingMethod = (req: IncomingMessage) => req.method === 'GET' || req.method === 'HEAD';

/** A GET or HEAD of a path that may be a page (the only requests the cache and its session check look at). */
export function isPageCandidate(req: IncomingMessage): boolean {
  if (!isReadingMethod(req)) return false;
  const raw = req.url ?? '/';
  const queryAt = raw.indexOf('?');
  return isPagePath(queryAt < 0 ? raw : raw.slice(0, queryAt));
}

/** The URL a request target is rendered and keyed at (the path and its normalised query), or null when the path or the query keeps it out of the cache. */
function pageUrlOf(raw: string): string | null {
  const queryAt = raw.indexOf('?');
  const path = queryAt < 0 ? raw : raw.slice(0, queryAt);
  if (!isPagePath(path)) return null;
  if (queryAt < 0) return path;
  const query = new URLSearchParams(raw.slice(queryAt + 1));
  for (const name of NEVER_CACHED) if (query.has(name)) return null;
  return path + normalizePageQuery(query);
}

/** A session (a non-empty sessionid): an editor's page, never shared (the session check before the cache removes a forged one). */
const hasSession = (req: IncomingMessage) => !!readCookie(header(req, 'cookie'), SESSION_COOKIE);

/**
 * The request's cache identity, or null when it must be rendered for this visitor alone. Without
 * `origin` the key names no origin: for callers that only need the URL to render (the renderer,
 * a site without a page cache).
 */
export function pageRequestOf(req: IncomingMessage, origin?: KeyOrigin): PageRequest | null {
  if (!isReadingMethod(req)) return null;
  const url = pageUrlOf(req.url ?? '/');
  if (url === null || hasSession(req)) return null;
  const from = origin ? origin(req) : '';
  if (from === null) return null;
  return { key: `${from}|${url}`, url };
}

/** Request targets whose answer `pageRequests` keeps; beyond it, what it kept is dropped and it starts again. */
export const PAGE_REQUESTS_KEPT = 2000;
/** Longer request targets are worked out each time, not kept. */
const LONGEST_KEPT_TARGET = 512;

/**
 * `pageRequestOf` for the page cache's every request: what depends only on the request target (the
 * path tests, the query's normalisation and, with a fixed origin, the key) is worked out once per
 * target and kept, so that a hit does not build and hash a new key string each time. The method
 * and the session cookie are read from every request, and an origin that depends on the request is
 * asked each time.
 */
export function pageRequests(origin?: KeyOrigin): (req: IncomingMessage) => PageRequest | null {
  const known = new Map<string, PageRequest | null>();
  const fixed = origin ? origin.fixed : '';
  const requestOf = (target: string): PageRequest | null => {
    let page = known.get(target);
    if (page !== undefined) return page;
    const url = pageUrlOf(target);
    page = url === null ? null : { key: fixed === undefined ? '' : `${fixed}|${url}`, url };
    if (target.length <= LONGEST_KEPT_TARGET) {
      if (known.size >= PAGE_REQUESTS_KEPT) known.clear();
      known.set(target, page);
    }
    return page;
  };
  return (req) => {
    if (!isReadingMethod(req)) return null;
    const page = requestOf(req.url ?? '/');
    if (page === null || hasSession(req)) return null;
    if (fixed !== undefined || !origin) return page;
    const from = origin(req);
    return from === null ? null : { key: `${from}|${page.url}`, url: page.url };
  };
}
