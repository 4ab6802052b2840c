/**
 * The reverse proxy to the back end, mounted at the root with a pathFilter (mounting at a path would
 * strip the prefix). Bodies stream through untouched (no body parser in front), cookies pass both
 * ways with their Domain dropped, and the browser's Host stays visible (changeOrigin off, plus
 * X-Forwarded-Host/Proto/For) for the back end's Origin check. A back end that is down answers 502,
 * one that is silent for the timeout 504, both within the timeout and never as a hang.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { CONTENT_VERSION_HEADER, DEFAULT_LOCALE } from '../../shared/constants';
import { localeOfPath } from '../../shared/routes';
import { sendErrorPage } from '../errorPage';
import type { Logger } from '../logger';
import { isApiPath, isBackendPath } from './paths';

export interface ProxyOptions {
  target: string;
  timeoutMs: number;
  logger: Logger;
  /** the back end's content version of each answer (an editor's save passing through) */
  onContentVersion?: (value: string | string[] | undefined) => void;
}

const TIMEOUT_CODE = 'UPSTREAM_TIMEOUT';

function upstreamTimeout(): Error {
  return Object.assign(new Error('The back end did not answer in time'), { code: TIMEOUT_CODE });
}

export function proxyErrorResponder(logger: Logger) {
  return (error: Error & { code?: string }, req: IncomingMessage, res: ServerResponse | Socket) => {
    const timedOut = error.code === TIMEOUT_CODE;
    const status = timedOut ? 504 : 502;
    logger.warn({ err: error, url: req.url, status }, 'proxy to the back end failed');
    if (!('writeHead' in res) || res.headersSent) {
      res.destroy();
      return;
    }
    const pathname = (req.url ?? '/').split('?')[0];
    const json = isApiPath(pathname)
      ? timedOut
        ? { code: 'upstream_timeout', message: 'The back end did not answer in time' }
        : { code: 'upstream_unreachable', message: 'The back end is unreachable' }
      : undefined;
    sendErrorPage(res, status, localeOfPath(pathname) ?? DEFAULT_LOCALE, json);
  };
}

export function createCmsProxy({ target, timeoutMs, logger, onContentVersion }: ProxyOptions) {
  return createProxyMiddleware<IncomingMessage, ServerResponse>({
    target,
    pathFilter: (pathname) => isBackendPath(pathname),
    changeOrigin: false,
    xfwd: true,
    cookieDomainRewrite: '',
    on: {
      proxyReq: (proxyReq) => {
        proxyReq.setTimeout(timeoutMs, () => proxyReq.destroy(upstreamTimeout()));
      },
      proxyRes: (proxyRes) => onContentVersion?.(proxyRes.headers[CONTENT_VERSION_HEADER.toLowerCase()]),
      error: proxyErrorResponder(logger),
    },
  });
}
