/**
 * GET /api/content-version/stream/: the content version as a stream of server-sent events, for the
 * SSR servers (server/api/contentVersion.ts). One `data: <version>` event at once, one at every
 * change (the database's NOTIFY, cms/db/versionFeed.ts) and one every `HEARTBEAT_MS` as proof of
 * life: an instance that has heard from its back end within a second knows its version is current,
 * without a request, a query or a log line per question. While the feed has lost the database the
 * stream ends: the SSR server then counts the version as unknown and reconnects.
 */
import type { Request, Response } from 'express';
import type { VersionFeed } from '../db/versionFeed';

export const VERSION_STREAM_PATH = '/api/content-version/stream/';
export const HEARTBEAT_MS = 500;

export function versionStream(feed: VersionFeed) {
  return (req: Request, res: Response) => {
    if (feed.version === null) {
      res.status(503).set('Retry-After', '1').json({ status: 503, code: 'unavailable', message: 'content version unknown' });
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', 'X-Accel-Buffering': 'no' });
    res.flushHeaders();
    const send = (version: number | null) => {
      if (version === null) return end();
      res.write(`data: ${version}\n\n`);
    };
    send(feed.version);
    const heartbeat = setInterval(() => send(feed.version), HEARTBEAT_MS);
    const unsubscribe = feed.subscribe(send);
    function end() {
      clearInterval(heartbeat);
      unsubscribe();
      res.end();
    }
    req.on('close', end);
  };
}
