/**
 * The back end's Express application: logging, cookies, the endpoints under every locale prefix,
 * and the one error middleware. No listening, no database opening: see cms/index.ts.
 */
import cookieParser from 'cookie-parser';
import type { IncomingMessage } from 'node:http';
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { pinoHttp } from 'pino-http';
import { INTERNAL_REQUEST_HEADER } from '../shared/constants';
import { endpoints as allEndpoints } from './endpoints';
import type { CmsConfig } from './config';
import type { Db } from './db/client';
import type { AnyEndpoint } from './http/endpoint';
import { NotFoundError } from './errors';
import { messages } from './errors/messages';
import { errorMiddleware, mountEndpoints } from './http/mount';
import { createLogger, type Logger } from './logger';
import { loginRouter } from './admin/login/routes';
import { adminSpaRouter } from './admin/spa';
import { MEDIA_MOUNT, mediaRouter } from './media/serve';
import type { VersionFeed } from './db/versionFeed';
import { answerVersions } from './http/answerVersion';
import { VERSION_STREAM_PATH, versionStream } from './api/versionStream';

export interface CreateAppOptions {
  db: Db;
  config: CmsConfig;
  logger?: Logger;
  /** defaults to every endpoint of cms/api; tests may pass their own */
  endpoints?: readonly AnyEndpoint[];
  /** the content version as the database pushes it (cms/index.ts); without it no version stream */
  versionFeed?: VersionFeed;
}

/** The level of a finished request's line: failures always count; the SSR's own reads while rendering (many per page view) are debug. */
function requestLevel(req: IncomingMessage, status: number, error?: unknown): 'error' | 'warn' | 'info' | 'debug' {
  if (error || status >= 500) return 'error';
  const internal = !!req.headers[INTERNAL_REQUEST_HEADER];
  // the SSR asks for what may not exist (a concert's own section, a path): its 404 is an answer
  if (status === 404 && internal) return 'debug';
  if (status >= 400) return 'warn';
  return internal ? 'debug' : 'info';
}

/**
 * One short line per request (no headers: they were ~1.5 KB a line), by pino-http. A request whose
 * success would not be logged at the configured level (the SSR's reads below debug; every request
 * below info) skips pino-http: its child logger, id and serializers per request were 4 % of a
 * search's CPU and are paid a dozen times per page view. Such a request is logged only when it fails,
 * at the level pino-http would have used.
 */
function requestLog(logger: Logger): RequestHandler {
  const full = pinoHttp({
    logger,
    autoLogging: { ignore: (req) => (req.url ?? '').startsWith('/api/health') },
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (req, res, error) => requestLevel(req, res.statusCode, error),
  });
  return (req, res, next) => {
    if (logger.isLevelEnabled(requestLevel(req, 200))) return full(req, res, next);
    res.once('finish', () => {
      const level = requestLevel(req, res.statusCode);
      if (level === 'error' || level === 'warn') logger[level]({ req: { method: req.method, url: req.url }, res: { statusCode: res.statusCode } }, 'request completed');
    });
    next();
  };
}

export function createApp({ db, config, logger = createLogger(config.logLevel), endpoints = allEndpoints, versionFeed }: CreateAppOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false); // API answers are dynamic; caching is decided by the SSR server with X-Content-Version
  // req.ip = the visitor behind the SSR proxy (and the PaaS router), for login throttling (CMS_TRUST_PROXY)
  app.set('trust proxy', config.trustProxy);
  app.use(requestLog(logger));
  // the SSR servers follow the content version here instead of asking for it (cms/api/versionStream.ts)
  if (versionFeed) app.get(VERSION_STREAM_PATH, versionStream(versionFeed));
  app.use(cookieParser());
  // uploaded images, renditions and downloads: content-addressed files, cached as immutable
  app.use(MEDIA_MOUNT, mediaRouter(config));
  // /admin/login/ and /admin/logout/ (server-rendered, Django style)
  app.use(loginRouter({ db, config }));
  // the admin SPA (react-admin): its bundle under /cms-static/admin/, its HTML for /admin/*
  app.use(adminSpaRouter());
  mountEndpoints(app, endpoints, { db, config, logger, versions: versionFeed ? answerVersions(versionFeed) : undefined });
  app.use((_req: Request, _res: Response, next: NextFunction) => next(new NotFoundError(messages.routeNotFound)));
  app.use(errorMiddleware(logger));
  return app;
}
