/**
 * The Express application, in the order a request meets it: request log, health check, compression,
 * the back-end proxy (before anything that reads bodies or sets our page headers), security headers,
 * static assets, cookies, the root redirect, the redirect table, known routes without their language
 * prefix, the session check and `?v=`, i18n,
 * and the React renderer for every other GET.
 */
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import type { Config } from '../config';
import { errorHandler } from './errors';
import { healthHandler } from './health';
import { requestLogger, type Logger } from './logger';
import { i18nMiddleware } from './middleware/i18n';
import { dropVersionForVisitors, redirectTable, sessionUser } from './middleware/pageRequests';
import { proxyCheck } from './middleware/proxyCheck';
import { rootRedirect } from './middleware/rootRedirect';
import { security } from './middleware/security';
import { unprefixedRoutes } from './middleware/unprefixedRoutes';
import { SERVICE_WORKER_PATH, serviceWorker } from './middleware/serviceWorker';
import { staticAssets } from './middleware/staticAssets';
import { createCmsProxy } from './proxy';
import { parseKeys } from '../shared/contentKeys';
import { createRedirectTable } from './redirects/table';
import { hostGuard } from './seo/origin';
import { seoRoutes } from './seo/routes';
import type { Assets } from './render/assets';
import { renderPage } from './render/renderPage';
import { createServerApi } from './api/client';
import { createContentVersion, type ContentVersion } from './api/contentVersion';
import type { PageCache } from './cache/pageCache';
import { createRenderGate, type RenderGate } from './overload/renderGate';
import { createRefusalLog, type RefusalLog } from './overload/refusals';

export interface AppOptions {
  config: Pick<Config, 'proxyTimeoutMs' | 'publicUrl' | 'trustProxy' | 'version'> &
    Partial<Pick<Config, 'tagManagerId' | 'renderGate' | 'publicHosts' | 'healthToken' | 'isProduction' | 'answerCacheBytes' | 'sharedMaxAgeS'>>;
  cmsUrl: string;
  /**
   * how the server's own reads reach the back end: the embedded back end's app in this process
   * (server/cms/inProcess.ts); the global fetch (HTTP to cmsUrl) when not given
   */
  cmsFetch?: typeof fetch;
  assets: Assets;
  publicDir: string;
  logger: Logger;
  /** stores anonymous pages as they are rendered (server/site.ts answers from it before this app) */
  pageCache?: PageCache;
  /**
   * the site's content version (server/site.ts): the proxy's, the renderer's and the redirect
   * table's answers report to it; without one the app keeps its own, learned from those answers only
   */
  contentVersion?: ContentVersion;
  /** health details of the cache and the render gate */
  onStats?: (stats: Record<string, unknown>) => void;
  /** connections the HTTP server has accepted so far (the render gate lets them in first: server/overload/renderGate.ts) */
  accepted?: () => number;
  /** the interval refusals are counted over in the log (server/overload/refusals.ts; tests shorten it) */
  refusalLogMs?: number;
}

/** Without configuration: as many renders as make sense on two cores, a short line, a short wait. */
export const DEFAULT_RENDER_GATE = { concurrency: 4, maxQueue: 32, maxWaitMs: 3000 };
/** What a visitor turned away by the render gate is asked to wait. */
export const OVERLOAD_RETRY_AFTER_S = 5;

/** The process's memory for the operator's health details (the soak samples it: scripts/bench/soak.ts), in MiB. */
function memoryMiB(): Record<string, number> {
  return Object.fromEntries(Object.entries(process.memoryUsage()).map(([key, bytes]) => [key, Math.round(bytes / 1024 / 1024)]));
}

/** A language-less path naming a file (favicon.ico, robots.txt …) that we do not have: a plain 404. */
const ROOT_FILE = /^\/[^/]+\.[a-z0-9]+$/i;

export function createApp(options: AppOptions): Express & { renderGate: RenderGate; refusals: RefusalLog } {
  const { config, cmsUrl, cmsFetch, assets, publicDir, logger, pageCache } = options;
  const contentVersion = options.contentVersion ?? createContentVersion({ cmsUrl, logger });
  const api = createServerApi({ cmsUrl, fetch: cmsFetch, timeoutMs: config.proxyTimeoutMs, version: contentVersion, answerCacheBytes: config.answerCacheBytes });
  const app = express();
  // turned-away visitors are logged as a count per interval, never a line each
  const refusals = createRefusalLog({ logger, intervalMs: options.refusalLogMs });
  const renderGate = createRenderGate({
    ...(config.renderGate ?? DEFAULT_RENDER_GATE),
    retryAfterS: OVERLOAD_RETRY_AFTER_S,
    accepted: options.accepted,
    onRefusal: (renders) => refusals.note({ renders }),
  });
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  app.use(requestLogger(logger));
  app.use(proxyCheck(config.trustProxy, logger, config.isProduction));
  app.get('/healthz', healthHandler({ cmsUrl, version: config.version, token: config.healthToken, details: () => ({ pageCache: pageCache?.stats ?? null, renders: renderGate.stats, contentVersion: contentVersion.current, memory: memoryMiB() }) }));
  app.use(compression());
  app.use(createCmsProxy({ target: cmsUrl, timeoutMs: config.proxyTimeoutMs, logger, https: config.publicUrl?.startsWith('https:') ?? false, onContentVersion: (value, keys, method) => void contentVersion.observe(value, undefined, method !== 'GET' && method !== 'HEAD' ? parseKeys(keys) : undefined) }));
  app.use(security({ https: config.publicUrl?.startsWith('https:') ?? false, tagManager: !!config.tagManagerId }));
  app.use('/static', staticAssets(publicDir));
  app.use(cookieParser());
  // the request's language (path, then Accept-Language, then German) and req.i18n/req.t
  app.use(i18nMiddleware());
  app.get('/', rootRedirect);
  app.get(SERVICE_WORKER_PATH, serviceWorker(publicDir));
  // robots.txt, sitemaps, feeds, icons, manifest (docs/seo.md); absolute URLs only from a trusted host
  const origin = { publicUrl: config.publicUrl, publicHosts: config.publicHosts, production: config.isProduction };
  app.use(seoRoutes({ ...origin, cmsUrl, fetch: cmsFetch, timeoutMs: config.proxyTimeoutMs }));
  app.get(ROOT_FILE, (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  // Before rendering (SPEC §4): redirect table, the session's editor, `?v=` only for editors.
  const redirects = createRedirectTable({ cmsUrl, fetch: cmsFetch, timeoutMs: config.proxyTimeoutMs, version: contentVersion });
  app.get('/{*path}', redirectTable(redirects), unprefixedRoutes, sessionUser(api), dropVersionForVisitors);
  app.get('/{*path}', hostGuard(origin), renderGate.middleware, renderPage({ api, assets, ...origin, tagManagerId: config.tagManagerId, pageCache, sharedMaxAgeS: config.sharedMaxAgeS }));
  app.use(errorHandler);
  return Object.assign(app, { renderGate, refusals });
}
