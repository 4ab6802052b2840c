/**
 * The whole HTTP front: the page cache answers anonymous page views from memory before Express
 * runs; a visitor's page the render gate cannot take is turned away next, still before Express
 * (server/overload/shedder.ts); everything else goes to the app. server/index.ts serves `listener`.
 */
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { Config } from '../config';
import { createApp, OVERLOAD_RETRY_AFTER_S, type AppOptions } from './app';
import { pageRequestOf } from './cache/cacheKey';
import { createShedder } from './overload/shedder';
import { createContentVersion, type ContentVersion } from './api/contentVersion';
import { createPageCache, type PageCache } from './cache/pageCache';

export interface SiteOptions extends Omit<AppOptions, 'pageCache' | 'contentVersion' | 'config' | 'accepted'> {
  config: AppOptions['config'] & Partial<Pick<Config, 'pageCacheBytes' | 'answerCacheBytes' | 'contentVersionPollMs' | 'contentVersionSource'>>;
}

export interface Site {
  listener: RequestListener;
  app: ReturnType<typeof createApp>;
  pageCache: PageCache | null;
  /** the site's one content-version tracker (the page cache, the API client's kept answers, the redirect table, the proxy) */
  contentVersion: ContentVersion;
  /** counts the server's accepted connections for the render gate (server/index.ts) */
  trackConnections(server: Server): void;
  close(): void;
}

export function createSite(options: SiteOptions): Site {
  const { config } = options;
  const bytes = config.pageCacheBytes ?? 0;
  const contentVersion = createContentVersion({ cmsUrl: options.cmsUrl, logger: options.logger, source: config.contentVersionSource, intervalMs: config.contentVersionPollMs });
  const pageCache = bytes > 0 ? createPageCache({ version: contentVersion, logger: options.logger, maxBytes: bytes }) : null;
  let accepted = 0;
  const app = createApp({ ...options, pageCache: pageCache ?? undefined, contentVersion, accepted: () => accepted });
  const shed = createShedder({ gate: app.renderGate, retryAfterS: OVERLOAD_RETRY_AFTER_S, logger: options.logger });
  const listener: RequestListener = pageCache
    ? (req: IncomingMessage, res: ServerResponse) =>
        pageCache.handle(req, res, () => {
          if (!shed(req, res, pageCache.ticketOf(req))) app(req, res);
        })
    : (req: IncomingMessage, res: ServerResponse) => {
        if (!shed(req, res, pageRequestOf(req))) app(req, res);
      };
  // the stream (or the poll) only for the page cache, which must hear every change within a second;
  // without it the kept answers follow the back end's own answers (confirmed within a second or fetched again)
  if (pageCache) contentVersion.start();
  const trackConnections = (server: Server) => {
    server.on('connection', () => {
      accepted++;
    });
  };
  return { listener, app, pageCache, contentVersion, trackConnections, close: () => contentVersion.stop() };
}
