/**
 * HTTP caching of pages for browsers and CDNs (docs/performance.md, "CDN"):
 * - public (anonymous page views): browsers revalidate every time (max-age=0; a stored page answers
 *   304 to its ETag), shared caches keep it `CDN_MAX_AGE_S` and may serve it stale for
 *   `CDN_STALE_S` while they revalidate, and for `CDN_STALE_IF_ERROR_S` while we fail: the CDN-only headers (RFC 9213 CDN-Cache-Control, and
 *   Surrogate-Control for Fastly/Varnish) carry stale-while-revalidate, so browsers never show a
 *   stale page. `Surrogate-Key`/`Cache-Tag` name every page for a purge by key.
 * - editor (a logged-in session): never stored anywhere.
 * - private (an anonymous request in edit mode, or another that depends on the visitor): not
 *   stored by shared caches, revalidated by browsers.
 */
export const CDN_MAX_AGE_S = 10;
export const CDN_STALE_S = 30;
/** how long a shared cache may keep answering with a page while we answer errors (back end down, a deploy) */
export const CDN_STALE_IF_ERROR_S = 86_400;
/** The purge key every page carries (one key: a content change can touch any page). */
export const SURROGATE_KEY = 'pages';

export type CacheAudience = 'public' | 'editor' | 'private';

export function cacheHeaders(audience: CacheAudience): { cacheControl: string; headers: Record<string, string> } {
  if (audience === 'editor') return { cacheControl: 'private, no-store', headers: {} };
  if (audience === 'private') return { cacheControl: 'private, no-cache', headers: {} };
  const cdn = `max-age=${CDN_MAX_AGE_S}, stale-while-revalidate=${CDN_STALE_S}, stale-if-error=${CDN_STALE_IF_ERROR_S}`;
  return {
    cacheControl: `public, max-age=0, s-maxage=${CDN_MAX_AGE_S}`,
    headers: { 'CDN-Cache-Control': cdn, 'Surrogate-Control': cdn, 'Surrogate-Key': SURROGATE_KEY, 'Cache-Tag': SURROGATE_KEY },
  };
}
