/**
 * Is TRUST_PROXY credible? With TRUST_PROXY=n the server takes the client's address from the n-th
 * last X-Forwarded-For entry, which only a proxy in front can vouch for. A request that arrives with
 * no X-Forwarded-For at all did not pass such a proxy: the server is reached directly, and any
 * client could choose its address (the login throttle's per-address count) by sending its own
 * header. Logged once per process, at warn, with the fix (docs/reliability.md).
 */
import type { RequestHandler } from 'express';
import type { Logger } from '../logger';

export function proxyCheck(trustProxy: number, logger: Logger): RequestHandler {
  let warned = trustProxy === 0;
  return (req, _res, next) => {
    if (!warned && req.headers['x-forwarded-for'] === undefined) {
      warned = true;
      logger.warn(
        { trustProxy, remoteAddress: req.socket.remoteAddress },
        `TRUST_PROXY=${trustProxy}, but a request arrived without X-Forwarded-For: no proxy seems to be in front of this server, so a client can choose the address the login throttle counts. Set TRUST_PROXY=0 when the server is reached directly.`,
      );
    }
    next();
  };
}
