/** The last handler: an unexpected error becomes a logged 500 (the page, or JSON for API callers). */
import type { ErrorRequestHandler } from 'express';
import { DEFAULT_LOCALE } from '../shared/constants';
import { localeOfPath } from '../shared/routes';
import { sendErrorPage } from './errorPage';

export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  req.log.error({ err: error }, 'request failed');
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const wantsJson = !req.accepts('html');
  sendErrorPage(res, 500, localeOfPath(req.path) ?? DEFAULT_LOCALE, wantsJson ? { code: 'server_error', message: 'Internal server error' } : undefined);
};
