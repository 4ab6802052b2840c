/**
 * The whole HTTP front: the page cache answers anonymous page views from memory before Express
 * runs; a visitor's page the render gate cannot take is turned away next, still before Express
 * (server/overload/shedder.ts); everything else goes to the app. server/index.ts serves `listener`.
 *
 * A page request with a session cookie is first checked (server/cache/sessionCheck.ts, the answer
 * kept a few seconds): a session the back end accepts goes to the app, past cache and shedder, as
 * an editor's always did; any other session cookie is removed from the request, which is then a
 * visitor's like any other (the cached page, or the shedder's 503 under a crowd). A forged
 * `Cookie: sessionid=x` on every request once made each one a render (issue 44).
 */
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { Config } from '../config';
import { createApp, OVERLOAD_RETRY_AFTER_S, type AppOptions } from './app';
import { cacheOrigin, isPageCandidate, pageRequestOf, type TrustProxy } from './cache/cacheKey';
import { createSessionCheck, sessionIdOf, withoutSession, type SessionAnswer, type SessionCheck, type SessionCheckOptions } from './cache/sessionCheck';
import { createShedder } from './overload/shedder';
import { createContentVersion, type ContentVersion } from './api/contentVersion';
import { DEFAULT_ANSWER_CACHE_BYTES } from './api/client';
import { createPageCache, type PageCache } from './cache/pageCache';
import { createPurger, type Purger } from './cache/purge';

export interface SiteOptions extends Omit<AppOptions, 'pageCache' | 'contentVersion' | 'config' | 'accepted'> {
  config: AppOptions['config'] & Partial<Pick<Config, 'pageCacheBytes' | 'answerCacheBytes' | 'contentVersionPollMs' | 'contentVersionSource' | 'purge'>>;
  /** the session check's TTL, size and clock (tests) */
  sessionCheck?: Omit<SessionCheckOptions, 'cmsUrl' | 'timeoutMs'>;
}

export interface Site {
  listener: RequestListener;
  app: ReturnType<typeof createApp>;
  pageCache: PageCache | null;
  /** the site's one content-version tracker (the page cache, the API client's kept answers, the redirect table, the proxy) */
  contentVersion: ContentVersion;
  /** whether a page request's session cookie is one the back end accepts */
  sessions: SessionCheck;
  /** the purge hook of the proxy in front (PURGE_URL), or null */
  purger: Purger | null;
  /** counts the server's accepted connections for the render gate (server/index.ts) */
  trackConnections(server: Server): void;
  close(): void;
}

export function createSite(options: SiteOptions): Site {
  const { config } = options;
  const bytes = config.pageCacheBytes ?? 0;
  const contentVersion = createContentVersion({ cmsUrl: options.cmsUrl, logger: options.logger, source: config.contentVersionSource, intervalMs: config.contentVersionPollMs });
  // the key's origin: PUBLIC_URL's, or the host as the app reads it (its "trust proxy"), never a raw header
  let trust: TrustProxy = () => false;
  const origin = cacheOrigin({ publicUrl: config.publicUrl, publicHosts: config.publicHosts, production: config.isProduction }, () => trust);
  const pageCache = bytes > 0 ? createPageCache({ version: contentVersion, logger: options.logger, maxBytes: bytes, origin }) : null;
  let accepted = 0;
  const app = createApp({ ...options, pageCache: pageCache ?? undefined, contentVersion, accepted: () => accepted });
  trust = app.get('trust proxy fn') as TrustProxy;
  // the proxy's purge, after this instance's own caches dropped the same pages (their listeners came first)
  const purger = config.purge ? createPurger({ ...config.purge, logger: options.logger }) : null;
  if (purger) contentVersion.onChange((keys) => purger.purge(keys));
  const shed = createShedder({ gate: app.renderGate, retryAfterS: OVERLOAD_RETRY_AFTER_S });
  const sessions = createSessionCheck({ ...options.sessionCheck, cmsUrl: options.cmsUrl, fetch: options.cmsFetch, timeoutMs: config.proxyTimeoutMs });
  const front: RequestListener = pageCache
    ? (req: IncomingMessage, res: ServerResponse) =>
        pageCache.handle(req, res, () => {
          if (!shed(req, res, pageCache.ticketOf(req))) app(req, res);
        })
    : (req: IncomingMessage, res: ServerResponse) => {
        if (!shed(req, res, pageRequestOf(req))) app(req, res);
      };
  const listener: RequestListener = (req, res) => {
    const sessionId = sessionIdOf(req.headers.cookie);
    if (sessionId === null || !isPageCandidate(req)) return front(req, res);
    const go = (answer: SessionAnswer) => {
      // not the back end's session (or too many new ids being asked about at once): a visitor (the rest of the request's cookies stay)
      if (answer === 'anonymous' || answer === 'busy') {
        const rest = withoutSession(req.headers.cookie ?? '');
        if (rest === undefined) delete req.headers.cookie;
        else req.headers.cookie = rest;
        return front(req, res);
      }
      // an editor (or the back end could not say): past the cache and the shedder, as before
      app(req, res);
    };
    const known = sessions.known(sessionId);
    if (known) return go(known);
    void sessions.check(sessionId).then((answer) => {
      if (!res.destroyed) go(answer);
    });
  };
  // the stream (or the poll) for the caches, which must hear every change within a second: the page
  // cache, and the kept answers, which are used only while the version was confirmed within a second
  // (without the stream's heartbeat an instance with PAGE_CACHE_MB=0 would rarely use them; issue 44)
  if (pageCache || purger || (config.answerCacheBytes ?? DEFAULT_ANSWER_CACHE_BYTES) > 0) contentVersion.start();
  const trackConnections = (server: Server) => {
    server.on('connection', () => {
      accepted++;
    });
  };
  const close = () => {
    contentVersion.stop();
    purger?.close();
  };
  return { listener, app, pageCache, contentVersion, sessions, purger, trackConnections, close };
}
