/** Structured logs: pino for the process, pino-http for one line per request (secrets redacted). */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import pino, { type LevelWithSilent, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'ssr' },
    redact: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-csrftoken"]', 'res.headers["set-cookie"]'],
    serializers: { err: pino.stdSerializers.err },
  });
}

/** The request log line with the reason the error handler refused the request (`res.locals.refusal`), if it did. */
function withRefusal(res: ServerResponse, line: object): object {
  const refusal = (res as ServerResponse & { locals?: Record<string, unknown> }).locals?.refusal;
  return typeof refusal === 'string' ? { ...line, refusal } : line;
}

const quiet = (req: IncomingMessage) => req.url === '/healthz' || (req.url ?? '').startsWith('/static/');

/** The request's id: the caller's `X-Request-Id` when it is a plain token, else a new one; answered in `X-Request-Id`. */
function requestId(req: IncomingMessage, res: ServerResponse): string {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && /^[\w-]{1,128}$/.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', id);
  return id;
}

type LevelOf = (req: IncomingMessage, res: ServerResponse, error?: Error) => LevelWithSilent;

/** The level of a finished request's line. */
const levelOf: LevelOf = (req, res, error) => {
  // a visitor turned away by the render gate: counted per interval instead (server/overload/refusals.ts)
  if ((res as ServerResponse & { locals?: Record<string, unknown> }).locals?.refused === true) return 'silent';
  // a busy renderer's or a down back end's 503 is expected under load: a warning, not an error
  if (res.statusCode === 503) return 'warn';
  if (error || res.statusCode >= 500) return 'error';
  if (res.statusCode >= 400) return 'warn';
  return quiet(req) ? 'debug' : 'info';
};

/** pino-http's own error for an answer of 5xx without one carries nothing a stack would add */
const serializeError = (error: Error) => (/^failed with status code \d+$/.test(error.message) ? { message: error.message } : pino.stdSerializers.err(error));

/**
 * One short line per request (no headers: cookies stay out of the logs), by pino-http. A request
 * whose success the configured level leaves out (every request below info; /healthz and /static below
 * debug) skips pino-http: its child logger with the request serialized, its listeners and bindings
 * per request were paid by every proxied API call whether or not a line was written. Such a request
 * still answers `X-Request-Id`, has `req.log` (made when first asked for) and is logged when it fails,
 * with the fields and level pino-http would have used.
 */
export function requestLogger(logger: Logger): RequestHandler {
  const full = pinoHttp({
    logger,
    genReqId: requestId,
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: serializeError,
    },
    // A request refused by the error handler (4xx) says why on its one line, added as the line is
    // written (pino-http asks `customProps` at each request's start too, before any refusal, and makes
    // a child logger of the answer whether or not a line is written)
    customSuccessObject: (_req, res, line: object) => withRefusal(res, line),
    customErrorObject: (_req, res, _error, line: object) => withRefusal(res, line),
    customLogLevel: levelOf,
  });
  return (req, res, next) => {
    if (logger.isLevelEnabled(quiet(req) ? 'debug' : 'info')) return full(req, res, next);
    const id = requestId(req, res);
    const started = Date.now();
    const line = { id, method: req.method, url: req.url };
    let log: Logger | undefined;
    Object.defineProperty(req, 'log', {
      configurable: true,
      enumerable: true,
      get: () => (log ??= logger.child({ req: line }, { serializers: { err: serializeError } })),
      set: (value: Logger) => {
        log = value;
      },
    });
    (req as IncomingMessage & { id?: string }).id = id;
    const finished = () => {
      res.off('finish', finished);
      res.off('close', finished);
      const level = levelOf(req, res);
      if (level === 'silent' || !logger.isLevelEnabled(level)) return;
      const fields = { res: { statusCode: res.statusCode }, responseTime: Date.now() - started };
      if (res.statusCode >= 500) {
        req.log[level](withRefusal(res, { ...fields, err: new Error(`failed with status code ${res.statusCode}`) }), 'request errored');
      } else {
        req.log[level](withRefusal(res, fields), 'request completed');
      }
    };
    res.on('finish', finished);
    res.on('close', finished);
    next();
  };
}
