/**
 * The whole HTTP front: the page cache answers anonymous page views from memory before Express
 * runs; everything else (and every miss) goes to the app. server/index.ts serves `listener`.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Config } from '../config';
import { createApp, type AppOptions } from './app';
import { createContentVersion, type ContentVersion } from './cache/contentVersion';
import { createPageCache, type PageCache } from './cache/pageCache';
import { configureAnswerCache } from './api/client';
import { onVersion } from './api/contentVersion';

export interface SiteOptions extends Omit<AppOptions, 'pageCache' | 'contentVersion' | 'config'> {
  config: AppOptions['config'] & Partial<Pick<Config, 'pageCacheBytes' | 'answerCacheBytes' | 'contentVersionPollMs' | 'contentVersionSource'>>;
}

export interface Site {
  listener: RequestListener;
  app: ReturnType<typeof createApp>;
  pageCache: PageCache | null;
  contentVersion: ContentVersion | null;
  close(): void;
}

/**
 * A poll that takes longer, or a version stream silent for longer, fails (then nothing is served from memory until one succeeds). Not 1 s:
 * in a crowd the answer waits behind the renders on the same event loop (embedded back end), and a
 * slow answer must not turn the page cache off exactly when it is needed most (the soak found it).
 * A back end that is down fails at once (refused connection, 5xx), whatever this says.
 */
const VERSION_TIMEOUT_MS = 5000;

export function createSite(options: SiteOptions): Site {
  const { config } = options;
  const bytes = config.pageCacheBytes ?? 0;
  const pollMs = config.contentVersionPollMs ?? 250;
  if (config.answerCacheBytes !== undefined) configureAnswerCache(config.answerCacheBytes);
  const contentVersion = bytes > 0 ? createContentVersion({ cmsUrl: options.cmsUrl, logger: options.logger, source: config.contentVersionSource, intervalMs: pollMs, timeoutMs: VERSION_TIMEOUT_MS, onVersion }) : null;
  const pageCache = contentVersion ? createPageCache({ version: contentVersion, logger: options.logger, maxBytes: bytes }) : null;
  const app = createApp({ ...options, pageCache: pageCache ?? undefined, contentVersion: contentVersion ?? undefined });
  const listener: RequestListener = pageCache ? (req: IncomingMessage, res: ServerResponse) => pageCache.handle(req, res, () => app(req, res)) : app;
  contentVersion?.start();
  return { listener, app, pageCache, contentVersion, close: () => contentVersion?.stop() };
}
