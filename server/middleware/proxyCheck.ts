/**
 * Is TRUST_PROXY credible? With TRUST_PROXY=n the server takes the client's address from the n-th
 * last X-Forwarded-For entry, which only a proxy in front can vouch for. A request that arrives with
 * no X-Forwarded-For at all did not pass such a proxy: the server is reached directly, and any
 * client could choose its address (the login throttle's and the upload quota's per-address counts)
 * by sending its own header.
 *
 * How "no proxy in front" is told (docs/deployment.md, "TRUST_PROXY"): a request without
 * X-Forwarded-For from a peer that is not on the loopback interface. A loopback peer proves nothing:
 * a health probe or a proxy on the same host (which may not add the header) connects from there.
 *   - production: logged once per process at **error** (the operator must act: set TRUST_PROXY=0,
 *     or put the proxy in front);
 *   - elsewhere: logged once at warn, loopback peers included (a developer's own browser on
 *     localhost is the usual case, and the notice says what the setting means).
 * TRUST_PROXY=0 is never logged.
 */
import type { RequestHandler } from 'express';
import type { Logger } from '../logger';

/** 127.0.0.0/8, ::1 and their IPv4-mapped form */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

export function proxyCheck(trustProxy: number, logger: Logger, production = false): RequestHandler {
  let logged = trustProxy === 0;
  return (req, _res, next) => {
    if (!logged && req.headers['x-forwarded-for'] === undefined) {
      const remoteAddress = req.socket.remoteAddress;
      const direct = !isLoopback(remoteAddress);
      if (direct || !production) {
        logged = true;
        const message = `TRUST_PROXY=${trustProxy}, but a request arrived without X-Forwarded-For: no proxy seems to be in front of this server, so a client can choose the address the login throttle and the upload quota count. Set TRUST_PROXY=0 when the server is reached directly.`;
        if (production) logger.error({ trustProxy, remoteAddress }, message);
        else logger.warn({ trustProxy, remoteAddress }, message);
      }
    }
    next();
  };
}
