/**
 * The HTML around the React stream: the head goes out first (title, meta, hreflang, CSS and preloads
 * of the route's chunks), then React streams the body into #root, then the tail carries the store
 * snapshot and the chunk scripts, each with the request's CSP nonce.
 */
import { VIEWPORT_MAX_SCALE } from '../../shared/constants';
import { STATE_ELEMENT_ID } from '../../client/snapshot';
import { escapeHtml } from '../html';

export interface HeadParts {
  locale: string;
  title: string;
  description: string;
  /** absolute URLs of this page per language (hreflang) */
  alternates: { hreflang: string; href: string }[];
  /** preload <link>s and stylesheet <link>s from the ChunkExtractor */
  linkTags: string;
  styleTags: string;
}

export function documentHead(parts: HeadParts): string {
  const alternates = parts.alternates
    .map((a) => `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}">`)
    .join('');
  return (
    `<!DOCTYPE html><html lang="${escapeHtml(parts.locale)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=${VIEWPORT_MAX_SCALE}">` +
    `<title>${escapeHtml(parts.title)}</title>` +
    `<meta name="description" content="${escapeHtml(parts.description)}">` +
    `<meta property="og:title" content="${escapeHtml(parts.title)}">` +
    `<meta property="og:description" content="${escapeHtml(parts.description)}">` +
    `<link rel="icon" href="data:,">${alternates}${parts.linkTags}${parts.styleTags}</head><body><div id="root">`
  );
}

/** `state` must already be serialized with client/snapshot's serializeState (escaped for a script). */
export function documentTail(parts: { state: string; scriptTags: string; nonce: string }): string {
  return (
    `</div><script id="${STATE_ELEMENT_ID}" type="application/json" nonce="${parts.nonce}">${parts.state}</script>` +
    `${parts.scriptTags}</body></html>`
  );
}
