/**
 * Which requests the page cache may answer, and under which key. A request qualifies when it is a
 * GET or HEAD of a page path, sends no session cookie and no editor parameter (`edit`, `v`). The
 * key holds exactly what the server's markup depends on (docs/performance.md, "What a page depends
 * on"): the host and protocol the page's absolute links are built from, the path (its first segment
 * is the language) and the page's own query parameters, normalised. No cookie but the session
 * changes the server's markup (the shop's cart and name are read in the browser, the consent is
 * applied in the browser), so none is in the key.
 */
import type { IncomingMessage } from 'node:http';
import { SESSION_COOKIE } from '../../shared/constants';
import { readCookie } from '../../shared/cookies';
import { EDITOR_QUERY_PARAMS, normalizePageQuery } from '../../shared/routes/pageQuery';
import { isBackendPath } from '../proxy/paths';

/** Paths that are never pages: assets, the back end's, the health check, files at the root. */
const NOT_A_PAGE = /^\/(?:static|healthz)(?:\/|$)|^\/[^/]+\.[a-z0-9]+$/i;

export interface PageRequest {
  key: string;
  /** the URL the page is rendered at: the path and its normalised query */
  url: string;
}

const header = (req: IncomingMessage, name: string): string => {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
};

/** The request's cache identity, or null when it must be rendered for this visitor alone. */
export function pageRequestOf(req: IncomingMessage): PageRequest | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const raw = req.url ?? '/';
  const queryAt = raw.indexOf('?');
  const path = queryAt < 0 ? raw : raw.slice(0, queryAt);
  if (path === '/' || !path.startsWith('/') || path.startsWith('//') || NOT_A_PAGE.test(path) || isBackendPath(path)) return null;
  // a session (a non-empty sessionid): an editor's page, never shared
  if (readCookie(header(req, 'cookie'), SESSION_COOKIE)) return null;
  let url = path;
  if (queryAt >= 0) {
    const query = new URLSearchParams(raw.slice(queryAt + 1));
    for (const name of EDITOR_QUERY_PARAMS) if (query.has(name)) return null;
    url += normalizePageQuery(query);
  }
  // what the renderer builds absolute URLs from when PUBLIC_URL is unset (Host, and with a trusted
  // proxy X-Forwarded-Host/-Proto): in the key as sent, so one host's page never reaches another
  const origin = `${header(req, 'x-forwarded-proto')}|${header(req, 'x-forwarded-host')}|${header(req, 'host')}`;
  return { key: `${origin}|${url}`, url };
}
