/**
 * The HTML around the React stream: the head goes out first (title, meta, Open Graph, canonical,
 * hreflang, CSS and preloads of the route's chunks) and the icon sprite, then React streams the body into #root, then
 * the tail carries the store snapshot and the chunk scripts, each with the request's CSP nonce.
 */
import { VIEWPORT_MAX_SCALE } from '../../shared/constants';
import { I18N_ELEMENT_ID } from '../../client/i18n';
import { ROUTE_ASSETS_ELEMENT_ID } from '../../client/routing/routeAssets';
import { STATE_ELEMENT_ID } from '../../client/snapshot';
import { escapeHtml } from '../../shared/html';
import { ICON_SPRITE } from './iconSprite';

export interface HeadParts {
  locale: string;
  title: string;
  description: string;
  /** Open Graph: `image` must already be absolute */
  og: { title: string; description: string; image: string | null; type: string; url: string | null; siteName: string };
  /** absolute URL of this page without its query, or null (error pages) */
  canonical: string | null;
  /** absolute URLs of this page per language (hreflang) */
  alternates: { hreflang: string; href: string }[];
  /**
   * the route's stylesheet <link>s from the ChunkExtractor. Its script preloads are left out: the
   * scripts are async, and preloaded they took a phone's bandwidth from the stylesheets and the
   * largest image (issue 30, docs/performance.md "Phones")
   */
  styleTags: string;
  /** the first view's fonts' preload tags (server/render/assets.ts), so text does not wait for the stylesheet to name them */
  fontPreloads?: string;
  /** the inline scripts that start work as early as the head is parsed (./intlWarmup.ts), before any stylesheet */
  scripts?: string;
  /** extra tags (e.g. robots noindex on error pages) */
  extra?: string;
}

const meta = (property: string, content: string | null) =>
  content ? `<meta property="${property}" content="${escapeHtml(content)}">` : '';

export function documentHead(parts: HeadParts): string {
  const alternates = parts.alternates
    .map((a) => `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}">`)
    .join('');
  const canonical = parts.canonical ? `<link rel="canonical" href="${escapeHtml(parts.canonical)}">` : '';
  return (
    `<!DOCTYPE html><html lang="${escapeHtml(parts.locale)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=${VIEWPORT_MAX_SCALE}">` +
    (parts.scripts ?? '') +
    `<title>${escapeHtml(parts.title)}</title>` +
    `<meta name="description" content="${escapeHtml(parts.description)}">` +
    meta('og:title', parts.og.title) +
    meta('og:description', parts.og.description) +
    meta('og:type', parts.og.type) +
    meta('og:url', parts.og.url) +
    meta('og:image', parts.og.image) +
    meta('og:locale', parts.locale === 'de' ? 'de_DE' : 'en_GB') +
    meta('og:site_name', parts.og.siteName) +
    // the large preview card (the og:image is 1200 px wide); X reads the og: fields for the rest
    '<meta name="twitter:card" content="summary_large_image">' +
    (parts.extra ?? '') +
    `${canonical}${alternates}` +
    (parts.fontPreloads ?? '') +
    `${parts.styleTags}</head><body>${ICON_SPRITE}<div id="root">`
  );
}

/**
 * `state`, `texts` (the page language's translations) and `routeAssets` (the files of each route's
 * code, for the idle prefetch: client/routing/routeAssets.ts) must already be serialized with
 * client/snapshot's serializeState (escaped for a script).
 */
export function documentTail(parts: { state: string; texts: string; routeAssets: string; scriptTags: string; nonce: string }): string {
  return (
    `</div><script id="${STATE_ELEMENT_ID}" type="application/json" nonce="${parts.nonce}">${parts.state}</script>` +
    `<script id="${I18N_ELEMENT_ID}" type="application/json" nonce="${parts.nonce}">${parts.texts}</script>` +
    `<script id="${ROUTE_ASSETS_ELEMENT_ID}" type="application/json" nonce="${parts.nonce}">${parts.routeAssets}</script>` +
    `${parts.scriptTags}</body></html>`
  );
}
