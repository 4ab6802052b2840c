/**
 * The last handler (SPEC §8: the error's status, else the response's, else 500). A 4xx (a request
 * the router refused, e.g. broken percent-encoding in the path) is the client's fault: it gets the
 * styled error page with that status and one warn line (the request's own, with the reason; no
 * stack). Anything else is a logged 500. The page, or JSON for API callers.
 */
import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler, Response } from 'express';
import { DEFAULT_LOCALE } from '../shared/constants';
import { localeOfPath } from '../shared/routes';
import { sendErrorPage } from './errorPage';

const isErrorStatus = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599;

export function errorStatusOf(error: unknown, res: Pick<Response, 'statusCode'>): number {
  const own = error && typeof error === 'object' ? ((error as { status?: unknown }).status ?? (error as { statusCode?: unknown }).statusCode) : undefined;
  if (isErrorStatus(own)) return own;
  if (isErrorStatus(res.statusCode)) return res.statusCode;
  return 500;
}


export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const status = errorStatusOf(error, res);
  if (status < 500) {
    res.locals.refusal = (error instanceof Error ? error.message : String(error)).slice(0, 200);
  } else {
    req.log.error({ err: error }, 'request failed');
  }
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const wantsJson = !req.accepts('html');
  const json = status < 500 ? { code: 'bad_request', message: STATUS_CODES[status] ?? 'Bad request' } : { code: 'server_error', message: 'Internal server error' };
  sendErrorPage(res, status, localeOfPath(req.path) ?? DEFAULT_LOCALE, wantsJson ? json : undefined);
};
