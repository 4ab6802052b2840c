/**
 * The date data's warm-up worker (client/intlWarmup.worker.ts, an entry of the client build), started
 * by the document's head. The first Intl.DateTimeFormat of a page loads ICU's date data (25-30 ms of
 * the main thread at 1×); the worker loads it on another thread for the whole browser process. Started
 * by main.js it ran at the very time hydration made the concerts' month headings (a task of 30 ms at
 * 1× in which the main thread loaded the data itself); from the head it starts while the document is
 * parsed, before main.js is even requested (docs/performance.md, "Phones").
 */
import { intlLocale } from '../../shared/intl';

/** The worker's script in the client build's stats (webpack's `assetsByChunkName`), or null when it was not built. */
export function intlWarmupUrl(stats: object): string | null {
  const { publicPath = '/', assetsByChunkName = {} } = stats as { publicPath?: string; assetsByChunkName?: Record<string, string | string[]> };
  const files = assetsByChunkName['intl-warmup'] ?? [];
  const script = (Array.isArray(files) ? files : [files]).find((file) => /^[\w.-]+\.js$/.test(file));
  return script ? `${publicPath}${script}` : null;
}

/**
 * The head's inline script that starts the worker, named with the page's Intl locale (the worker
 * formats in it). Before the stylesheets: an inline script after one waits for it. Without workers,
 * or where a policy forbids this one, the page's first date format loads the data itself.
 */
export function intlWarmupScript(url: string | null, locale: string, nonce: string): string {
  if (!url) return '';
  return `<script nonce="${nonce}">try{new Worker("${url}",{name:"${intlLocale(locale)}"})}catch(e){}</script>`;
}
