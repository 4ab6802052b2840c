/**
 * The purge hook (issue 40): when a content change touches keys, the caching proxy or CDN in front
 * is told to drop the pages tagged with them (./httpCaching.ts `purgeTags`: the change's keys and
 * `any`; a change of everything `pages`). One request per change, configured by environment
 * variables (README, docs/reliability.md "Purge by key"):
 *
 *   PURGE_URL          where the purge goes (Varnish: the proxy itself, config/varnish/default.vcl)
 *   PURGE_METHOD       PURGE (default), or POST for a CDN's API
 *   PURGE_KEYS_HEADER  the header carrying the keys, space-separated (default `xkey-purge`; Fastly:
 *                      `Surrogate-Key`), or `json` for a body {"tags": [...]} (Cloudflare)
 *   PURGE_AUTH_HEADER  one header sent along, `Name: value` (a CDN's token)
 *
 * Every instance sends it after its own page cache dropped the same pages (server/site.ts listens
 * after the caches), so a proxy that fetches a page again between two instances' purges is purged
 * again by the later one. It is sent once more after `repeatMs`: a page a render that read the old
 * content answered after the first purge (a render in flight never reaches a shared cache as
 * public once its keys changed, server/render/renderPage.tsx; this is the second belt). A failed
 * purge is logged; the page then lives in the proxy until its s-maxage ends.
 */
import type { Logger } from '../logger';
import { purgeTags } from './httpCaching';

export interface PurgeSettings {
  url: string;
  method: string;
  keysHeader: string;
  authHeader?: string;
}

export interface PurgeOptions extends PurgeSettings {
  logger: Logger;
  /** the second purge of the same keys after this long (0: none) */
  repeatMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface Purger {
  /** purges what a change of `changed` (null: unknown, everything) touched */
  purge(changed: ReadonlySet<string> | null): void;
  /** the purges sent and failed so far */
  readonly stats: { sent: number; failed: number };
  close(): void;
}

export const PURGE_REPEAT_MS = 1000;
/** a purge request names at most this many keys (longer lists go in several) */
const KEYS_PER_REQUEST = 100;

export function createPurger(options: PurgeOptions): Purger {
  const doFetch = options.fetch ?? fetch;
  const repeatMs = options.repeatMs ?? PURGE_REPEAT_MS;
  const timers = new Set<NodeJS.Timeout>();
  const stats = { sent: 0, failed: 0 };
  const auth = options.authHeader ? /^([^:]+):\s*(.*)$/.exec(options.authHeader) : null;

  const send = async (tags: string[]) => {
    const headers: Record<string, string> = {};
    if (auth) headers[auth[1]] = auth[2];
    let body: string | undefined;
    if (options.keysHeader === 'json') {
      headers['content-type'] = 'application/json';
      body = JSON.stringify({ tags });
    } else headers[options.keysHeader] = tags.join(' ');
    try {
      const response = await doFetch(options.url, { method: options.method, headers, body, signal: AbortSignal.timeout(options.timeoutMs ?? 5000) });
      await response.arrayBuffer().catch(() => undefined);
      if (!response.ok) throw new Error(`purge: HTTP ${response.status}`);
      stats.sent++;
    } catch (error) {
      stats.failed++;
      options.logger.warn({ err: error, tags }, 'purge by key failed: the proxy keeps these pages until their s-maxage ends');
    }
  };
  const purgeAll = (tags: string[]) => {
    for (let at = 0; at < tags.length; at += KEYS_PER_REQUEST) void send(tags.slice(at, at + KEYS_PER_REQUEST));
  };

  return {
    purge(changed) {
      const tags = purgeTags(changed);
      if (!tags.length) return;
      purgeAll(tags);
      if (repeatMs > 0) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          purgeAll(tags);
        }, repeatMs);
        timer.unref();
        timers.add(timer);
      }
    },
    stats,
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
