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
import { rootRedirect } from './middleware/rootRedirect';
import { security } from './middleware/security';
import { unprefixedRoutes } from './middleware/unprefixedRoutes';
import { SERVICE_WORKER_PATH, serviceWorker } from './middleware/serviceWorker';
import { staticAssets } from './middleware/staticAssets';
import { createCmsProxy } from './proxy';
import { createRedirectTable } from './redirects/table';
import { hostGuard } from './seo/origin';
import { seoRoutes } from './seo/routes';
import type { Assets } from './render/assets';
import { renderPage } from './render/renderPage';

export interface AppOptions {
  config: Pick<Config, 'proxyTimeoutMs' | 'publicUrl' | 'trustProxy' | 'version'> & Partial<Pick<Config, 'tagManagerId' | 'publicHosts'>>;
  cmsUrl: string;
  assets: Assets;
  publicDir: string;
  logger: Logger;
}

/** A language-less path naming a file (favicon.ico, robots.txt …) that we do not have: a plain 404. */
const ROOT_FILE = /^\/[^/]+\.[a-z0-9]+$/i;

export function createApp({ config, cmsUrl, assets, publicDir, logger }: AppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  app.use(requestLogger(logger));
  app.get('/healthz', healthHandler({ cmsUrl, version: config.version }));
  app.use(compression());
  app.use(createCmsProxy({ target: cmsUrl, timeoutMs: config.proxyTimeoutMs, logger }));
  app.use(security({ https: config.publicUrl?.startsWith('https:') ?? false, tagManager: !!config.tagManagerId }));
  app.use('/static', staticAssets(publicDir));
  app.use(cookieParser());
  app.get('/', rootRedirect);
  app.get(SERVICE_WORKER_PATH, serviceWorker(publicDir));
  // robots.txt, sitemaps, feeds, icons, manifest (docs/seo.md); absolute URLs only from a trusted host
  const origin = { publicUrl: config.publicUrl, publicHosts: config.publicHosts };
  app.use(seoRoutes({ ...origin, cmsUrl, timeoutMs: config.proxyTimeoutMs }));
  app.get(ROOT_FILE, (_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  // Before rendering (SPEC §4): redirect table, the session's editor, `?v=` only for editors.
  const redirects = createRedirectTable({ cmsUrl, timeoutMs: config.proxyTimeoutMs });
  app.get('/{*path}', redirectTable(redirects), unprefixedRoutes, sessionUser({ cmsUrl, timeoutMs: config.proxyTimeoutMs }), dropVersionForVisitors);
  app.use(i18nMiddleware());
  app.get('/{*path}', hostGuard(origin), renderPage({ cmsUrl, assets, timeoutMs: config.proxyTimeoutMs, ...origin, tagManagerId: config.tagManagerId }));
  app.use(errorHandler);
  return app;
}
