/**
 * The whole HTTP front: the page cache answers anonymous page views from memory before Express
 * runs; everything else (and every miss) goes to the app. server/index.ts serves `listener`.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Config } from '../config';
import { createApp, type AppOptions } from './app';
import { createContentVersion, type ContentVersion } from './api/contentVersion';
import { createPageCache, type PageCache } from './cache/pageCache';

export interface SiteOptions extends Omit<AppOptions, 'pageCache' | 'contentVersion' | 'config'> {
  config: AppOptions['config'] & Partial<Pick<Config, 'pageCacheBytes' | 'answerCacheBytes' | 'contentVersionPollMs' | 'contentVersionSource'>>;
}

export interface Site {
  listener: RequestListener;
  app: ReturnType<typeof createApp>;
  pageCache: PageCache | null;
  /** the site's one content-version tracker (the page cache, the API client's kept answers, the redirect table, the proxy) */
  contentVersion: ContentVersion;
  close(): void;
}

export function createSite(options: SiteOptions): Site {
  const { config } = options;
  const bytes = config.pageCacheBytes ?? 0;
  const contentVersion = createContentVersion({ cmsUrl: options.cmsUrl, logger: options.logger, source: config.contentVersionSource, intervalMs: config.contentVersionPollMs });
  const pageCache = bytes > 0 ? createPageCache({ version: contentVersion, logger: options.logger, maxBytes: bytes }) : null;
  const app = createApp({ ...options, pageCache: pageCache ?? undefined, contentVersion });
  const listener: RequestListener = pageCache ? (req: IncomingMessage, res: ServerResponse) => pageCache.handle(req, res, () => app(req, res)) : app;
  // the stream (or the poll) only for the page cache, which must hear every change within a second;
  // without it the kept answers follow the back end's own answers (confirmed within a second or fetched again)
  if (pageCache) contentVersion.start();
  return { listener, app, pageCache, contentVersion, close: () => contentVersion.stop() };
}
