/**
 * A request refused before its body was read (CSRF, permission, size, validation) must still get
 * its answer: a client (or the SSR server's proxy) that is still sending a large upload sees a
 * reset connection instead of the 403/413 when the answer goes out while its body is unread, and
 * the proxy turns that into a 502. So the rest of the body is read and discarded first, up to
 * REFUSED_BODY_DRAIN_BYTES and REFUSED_BODY_DRAIN_MS; beyond that the answer says
 * `Connection: close` and is sent anyway.
 */
import type { IncomingMessage } from 'node:http';

export const REFUSED_BODY_DRAIN_BYTES = 64 * 1024 * 1024;
export const REFUSED_BODY_DRAIN_MS = 15_000;

/** true when the whole body has been read (or there was none) */
export function drainRequest(req: IncomingMessage, maxBytes = REFUSED_BODY_DRAIN_BYTES, timeoutMs = REFUSED_BODY_DRAIN_MS): Promise<boolean> {
  if (req.readableEnded || req.destroyed) return Promise.resolve(req.readableEnded);
  return new Promise((resolve) => {
    let seen = 0;
    const finish = (complete: boolean) => {
      clearTimeout(timer);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onFail);
      req.off('close', onFail);
      if (!complete) req.pause();
      resolve(complete);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > maxBytes) finish(false);
    };
    const onEnd = () => finish(true);
    const onFail = () => finish(req.readableEnded);
    const timer = setTimeout(() => finish(false), timeoutMs);
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('error', onFail);
    req.once('close', onFail);
    req.resume();
  });
}
