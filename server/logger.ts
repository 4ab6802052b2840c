/** Structured logs: pino for the process, pino-http for one line per request (secrets redacted). */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type Logger } from 'pino';
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

export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req: IncomingMessage, res: ServerResponse) => {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && /^[\w-]{1,128}$/.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    // One short line per request: no headers (cookies stay out of the logs).
    serializers: {
      req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: req.url }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      // pino-http's own "failed with status code" error carries nothing a stack would add
      err: (error: Error) => (/^failed with status code \d+$/.test(error.message) ? { message: error.message } : pino.stdSerializers.err(error)),
    },
    // A request refused by the error handler (4xx) says why on its one line, added as the line is
    // written (pino-http asks `customProps` at each request's start too, before any refusal, and makes
    // a child logger of the answer whether or not a line is written)
    customSuccessObject: (_req, res, line: object) => withRefusal(res, line),
    customErrorObject: (_req, res, _error, line: object) => withRefusal(res, line),
    customLogLevel: (req, res, error) => {
      // a visitor turned away by the render gate: counted per interval instead (server/overload/refusals.ts)
      if ((res as ServerResponse & { locals?: Record<string, unknown> }).locals?.refused === true) return 'silent';
      // a busy renderer's or a down back end's 503 is expected under load: a warning, not an error
      if (res.statusCode === 503) return 'warn';
      if (error || res.statusCode >= 500) return 'error';
      if (res.statusCode >= 400) return 'warn';
      return quiet(req) ? 'debug' : 'info';
    },
  });
}
