/**
 * A self-contained error page for when the React app cannot render it: the back end is down or slow
 * (502/504 from the proxy) or the server failed (500). Inline styles only, no scripts, its own CSP.
 */
import type { ServerResponse } from 'node:http';
import { ACCENT_COLOUR, ERROR_VIEW_MIN_HEIGHT, type Locale } from '../shared/constants';
import { escapeHtml } from '../shared/html';
import { serverI18n } from './middleware/i18n';

/** Retry-After of an answer whose content could not be loaded (the back end down or too slow). */
export const DEGRADED_RETRY_AFTER_S = 30;
/** Headers of such an answer (a page, a sitemap, a feed): no cache, CDN or crawler keeps it. */
export const DEGRADED_HEADERS: Readonly<Record<string, string>> = { 'Cache-Control': 'no-store', 'Retry-After': String(DEGRADED_RETRY_AFTER_S) };

export const ERROR_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

/** The page's texts from the server's i18next (server/middleware/i18n.ts): it may answer before any request has its own. */
function texts(status: number, locale: Locale) {
  const t = serverI18n().getFixedT(locale);
  const title = t('error.title', { status });
  const home = t('error.backHome');
  if (status === 502 || status === 503 || status === 504) return { title, heading: t(`upstream.title${status}`), message: t(`upstream.message${status}`), home };
  return { title, heading: title, message: t(status === 500 ? 'error.message500' : 'error.messageOther'), home };
}

export function errorPageHtml(status: number, locale: Locale): string {
  const { title, heading, message, home } = texts(status, locale);
  return `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1a1a1a;background:#fff}
main{display:flex;flex-direction:column;align-items:center;justify-content:center;min-height:max(${ERROR_VIEW_MIN_HEIGHT}px,100vh);padding:2rem;text-align:center}
p.code{margin:0;color:${ACCENT_COLOUR};font-weight:800;letter-spacing:.1em}
h1{margin:.5rem 0 1rem;font-size:clamp(2rem,5vw,3rem);font-weight:800}
p{max-width:36rem;font-size:1.2rem;line-height:1.5}
a{display:inline-block;margin-top:1rem;padding:.75rem 1.5rem;border-radius:999px;background:${ACCENT_COLOUR};color:#fff;font-weight:700;text-decoration:none}
</style></head><body><main><p class="code">${status}</p><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(message)}</p><a href="/${locale}">${escapeHtml(home)}</a></main></body></html>`;
}

/** Writes the page (or, for API callers, the back end's error JSON shape {status, code, message}). */
export function sendErrorPage(res: ServerResponse, status: number, locale: Locale, json?: { code: string; message: string }) {
  if (json) {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
    res.end(JSON.stringify({ status, ...json }));
    return;
  }
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': ERROR_PAGE_CSP,
  });
  res.end(errorPageHtml(status, locale));
}
