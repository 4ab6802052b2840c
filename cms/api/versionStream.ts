/**
 * GET /api/content-version/stream/: the content version as a stream of server-sent events, for the
 * SSR servers (server/api/contentVersion.ts). One `data: <version>` event at once, one at every
 * change (the database's NOTIFY, cms/db/versionFeed.ts) and one every `HEARTBEAT_MS` as proof of
 * life: an instance that has heard from its back end within a second knows its version is current,
 * without a request, a query or a log line per question. While the feed has lost the database the
 * stream ends: the SSR server then counts the version as unknown and reconnects.
 *
 * A change's event names the content keys it touched on a line of its own (issue 40):
 *
 *   data: 42
 *   keys: event:4 events:list
 *
 * (an unknown field to a plain EventSource, and to an older SSR server, which read the version
 * alone). An event without `keys:` (the first, the heartbeats, a change after a gap) names none: a
 * version newer than the one the SSR server knew then counts as a change of everything.
 */
import type { Request, Response } from 'express';
import { formatKeys } from '../../shared/contentKeys';
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
    const send = (version: number | null, keys?: readonly string[] | null) => {
      if (version === null) return end();
      res.write(keys ? `data: ${version}\nkeys: ${formatKeys(keys)}\n\n` : `data: ${version}\n\n`);
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
