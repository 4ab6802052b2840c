/**
 * HTTP caching of pages for browsers and CDNs (docs/performance.md, "CDN"):
 * - public (anonymous page views): browsers revalidate every time (max-age=0; a stored page answers
 *   304 to its ETag), shared caches keep it `CDN_MAX_AGE_S` and may serve it stale for
 *   `CDN_STALE_S` while they revalidate, and for `CDN_STALE_IF_ERROR_S` while we fail: the CDN-only headers (RFC 9213 CDN-Cache-Control, and
 *   Surrogate-Control for Fastly/Varnish) carry stale-while-revalidate, so browsers never show a
 *   stale page. `Surrogate-Key`/`Cache-Tag` name the page's content keys (issue 40), `pages` on
 *   every page and `any` on a page that read something of unknown keys, for a purge by key
 *   (./purge.ts). The shared lifetime is `CDN_MAX_AGE_S` without a purge hook, and
 *   `PURGED_MAX_AGE_S` (an hour) with one: a change then purges the pages that show it.
 * - editor (a logged-in session): never stored anywhere.
 * - private (an anonymous request in edit mode, or another that depends on the visitor): not
 *   stored by shared caches, revalidated by browsers.
 */
import { ALL_KEYS } from '../../shared/contentKeys';

export const CDN_MAX_AGE_S = 10;
/** the shared lifetime when a purge hook (PURGE_URL) drops changed pages from the proxy */
export const PURGED_MAX_AGE_S = 3600;
export const CDN_STALE_S = 30;
/** how long a shared cache may keep answering with a page while we answer errors (back end down, a deploy) */
export const CDN_STALE_IF_ERROR_S = 86_400;
/** The purge key every page carries: a change of everything purges it. */
export const SURROGATE_KEY = 'pages';
/** The purge key of pages that read an answer of unknown keys (`*`): every change purges it. */
export const ANY_CONTENT_TAG = 'any';

export type CacheAudience = 'public' | 'editor' | 'private';

/** A page's purge keys: `pages`, and its content keys (`*` as `any`). */
export function pageTags(keys: Iterable<string>): string[] {
  return [...new Set([SURROGATE_KEY, ...[...keys].map((key) => (key === ALL_KEYS ? ANY_CONTENT_TAG : key))])];
}

/** What a change purges: its keys and `any`; a change of everything (or of unknown keys) `pages`. */
export function purgeTags(changed: ReadonlySet<string> | null): string[] {
  if (!changed || changed.has(ALL_KEYS)) return [SURROGATE_KEY];
  return changed.size ? [...changed, ANY_CONTENT_TAG] : [];
}

export function cacheHeaders(audience: CacheAudience, keys: Iterable<string> = [ALL_KEYS], sharedMaxAgeS = CDN_MAX_AGE_S): { cacheControl: string; headers: Record<string, string> } {
  if (audience === 'editor') return { cacheControl: 'private, no-store', headers: {} };
  if (audience === 'private') return { cacheControl: 'private, no-cache', headers: {} };
  const cdn = `max-age=${sharedMaxAgeS}, stale-while-revalidate=${CDN_STALE_S}, stale-if-error=${CDN_STALE_IF_ERROR_S}`;
  const tags = pageTags(keys);
  return {
    cacheControl: `public, max-age=0, s-maxage=${sharedMaxAgeS}`,
    headers: { 'CDN-Cache-Control': cdn, 'Surrogate-Control': cdn, 'Surrogate-Key': tags.join(' '), 'Cache-Tag': tags.join(',') },
  };
}
