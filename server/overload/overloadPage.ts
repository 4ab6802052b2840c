/**
 * The answer to a render turned away by the gate: 503, Retry-After, the small styled page in the
 * visitor's language. It writes no request log line: the gate counts refusals per interval (./refusals.ts).
 */
import type { Request, Response } from 'express';
import { DEFAULT_LOCALE } from '../../shared/constants';
import { localeOfPath } from '../../shared/routes';
import { sendErrorPage } from '../errorPage';

export function sendOverloadPage(req: Request, res: Response, retryAfterS: number): void {
  if (res.headersSent || res.destroyed) return;
  // counted per interval (./refusals.ts), not a request line each (server/logger.ts)
  res.locals.refused = true;
  res.setHeader('Retry-After', String(retryAfterS));
  sendErrorPage(res, 503, localeOfPath(req.path) ?? DEFAULT_LOCALE);
}
