/**
 * The reverse proxy to the back end, mounted at the root with a pathFilter (mounting at a path would
 * strip the prefix). Bodies stream through untouched (no body parser in front), cookies pass both
 * ways with their Domain dropped, and the browser's Host stays visible (changeOrigin off, plus
 * X-Forwarded-Host/Proto/For) for the back end's Origin check. X-Forwarded-For is REPLACED by the one
 * address this server trusts (req.ip by TRUST_PROXY), so a client cannot choose the address the back
 * end's login throttle counts. Every answer gets X-Content-Type-Options: nosniff and, on HTTPS, HSTS.
 * A back end that is down answers 502, one that is silent for the timeout 504, both within the
 * timeout and never as a hang. A client that sends less body than its Content-Length announced and
 * then goes quiet (or hangs up) is the client's fault: 408 with `Connection: close`, logged at warn.
 */
import { Agent as HttpAgent, type IncomingMessage, type ServerResponse } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { Request } from 'express';
import type { Socket } from 'node:net';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { CONTENT_KEYS_HEADER, CONTENT_VERSION_HEADER, DEFAULT_LOCALE } from '../../shared/constants';
import { localeOfPath } from '../../shared/routes';
import { sendErrorPage } from '../errorPage';
import type { Logger } from '../logger';
import { HSTS_HEADER } from '../middleware/security';
import { isApiPath, isBackendPath } from './paths';

export interface ProxyOptions {
  target: string;
  timeoutMs: number;
  logger: Logger;
  /** the back end's content version of each answer (an editor's save passing through) */
  onContentVersion?: (value: string | string[] | undefined, keys: string | string[] | undefined, method: string | undefined) => void;
  /** the site runs on HTTPS (PUBLIC_URL https://…): answers get HSTS */
  https?: boolean;
}

/** X-Forwarded-* as this server decides them (Express, by TRUST_PROXY), never the client's list. */
export function forwardedHeaders(req: IncomingMessage): Record<string, string> {
  const express = req as Partial<Request>;
  const host = req.headers.host ?? '';
  const proto = express.protocol ?? ('encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http');
  const ip = express.ip ?? req.socket.remoteAddress ?? '';
  return { 'x-forwarded-for': ip, 'x-forwarded-host': host, 'x-forwarded-proto': proto };
}

const TIMEOUT_CODE = 'UPSTREAM_TIMEOUT';
const SHORT_BODY_CODE = 'CLIENT_SHORT_BODY';

function upstreamTimeout(): Error {
  return Object.assign(new Error('The back end did not answer in time'), { code: TIMEOUT_CODE });
}

/** The back end is silent because it still waits for the rest of the client's body. */
function shortBody(): Error {
  return Object.assign(new Error('The request body is shorter than its Content-Length'), { code: SHORT_BODY_CODE });
}

const FAILURES: Record<number, { code: string; message: string }> = {
  408: { code: 'request_timeout', message: 'The request body is shorter than its Content-Length' },
  502: { code: 'upstream_unreachable', message: 'The back end is unreachable' },
  504: { code: 'upstream_timeout', message: 'The back end did not answer in time' },
};

export function proxyErrorResponder(logger: Logger) {
  return (error: Error & { code?: string }, req: IncomingMessage, res: ServerResponse | Socket) => {
    const status = error.code === SHORT_BODY_CODE ? 408 : error.code === TIMEOUT_CODE ? 504 : 502;
    logger.warn({ err: error, url: req.url, status }, status === 408 ? 'client sent less body than announced' : 'proxy to the back end failed');
    if (!('writeHead' in res) || res.headersSent) {
      res.destroy();
      return;
    }
    // the rest of that body will never come: the connection cannot carry another request
    if (status === 408) res.setHeader('Connection', 'close');
    const pathname = (req.url ?? '/').split('?')[0];
    sendErrorPage(res, status, localeOfPath(pathname) ?? DEFAULT_LOCALE, isApiPath(pathname) ? FAILURES[status] : undefined);
  };
}

/**
 * How long a connection to the back end may wait for the next request: below Node's default
 * `keepAliveTimeout` (5 s) of the back end's server, so the proxy closes an idle connection before the
 * back end does and never sends a request down one the back end is closing. A back end that announces
 * a shorter time (`Keep-Alive: timeout=N`) is followed by Node's agent.
 */
export const UPSTREAM_IDLE_MS = 4000;

/**
 * Connections to the back end kept open between requests. Without an agent http-proxy asks the back
 * end to close each connection (`Connection: close`), so every request of a browser's API call paid a
 * new TCP connection on both sides: about half a millisecond of this process's CPU per proxied request.
 */
export function upstreamAgent(target: string): HttpAgent {
  const options = { keepAlive: true, timeout: UPSTREAM_IDLE_MS };
  return new URL(target).protocol === 'https:' ? new HttpsAgent(options) : new HttpAgent(options);
}

export function createCmsProxy({ target, timeoutMs, logger, https = false, onContentVersion }: ProxyOptions) {
  return createProxyMiddleware<IncomingMessage, ServerResponse>({
    target,
    agent: upstreamAgent(target),
    // `Connection` is hop by hop: a browser's `close` ends its own connection, not the one to the back end
    headers: { connection: 'keep-alive' },
    pathFilter: (pathname) => isBackendPath(pathname),
    changeOrigin: false,
    xfwd: false,
    cookieDomainRewrite: '',
    on: {
      proxyReq: (proxyReq, req) => {
        for (const [name, value] of Object.entries(forwardedHeaders(req))) proxyReq.setHeader(name, value);
        // silence while the client's body is incomplete is the client's, not the back end's
        proxyReq.setTimeout(timeoutMs, () => proxyReq.destroy(req.complete ? upstreamTimeout() : shortBody()));
        req.once('close', () => {
          if (!req.complete) proxyReq.destroy(shortBody());
        });
      },
      proxyRes: (proxyRes, req) => {
        onContentVersion?.(proxyRes.headers[CONTENT_VERSION_HEADER.toLowerCase()], proxyRes.headers[CONTENT_KEYS_HEADER.toLowerCase()], req.method);
        proxyRes.headers['x-content-type-options'] = 'nosniff';
        if (https) proxyRes.headers['strict-transport-security'] = HSTS_HEADER;
        else delete proxyRes.headers['strict-transport-security'];
      },
      error: proxyErrorResponder(logger),
    },
  });
}
