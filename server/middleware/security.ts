/**
 * Security headers (helmet) with a Content-Security-Policy that allows scripts from our origin and,
 * for inline scripts, only those carrying this request's nonce: no 'unsafe-inline' for scripts.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler, Response } from 'express';
import helmet from 'helmet';

export const nonceOf = (res: Response): string => res.locals.cspNonce as string;

export function security(options: { https: boolean }): RequestHandler[] {
  const nonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString('base64');
    next();
  };
  const headers = helmet({
    contentSecurityPolicy: {
      directives: {
        scriptSrc: ["'self'", (_req: IncomingMessage, res: ServerResponse) => `'nonce-${nonceOf(res as Response)}'`],
        // Only behind HTTPS: on plain http (local runs, tests) it would break every subresource.
        upgradeInsecureRequests: options.https ? [] : null,
      },
    },
  });
  return [nonce, headers];
}
