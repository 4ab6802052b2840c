/**
 * Connections that never sent a byte, closed when a server stops. `server.close()` waits for every
 * connection, and `closeIdleConnections()` closes only those between two requests: a connection
 * that was opened and never used counts as waiting for its first request, and held the close until
 * `headersTimeout` (66 s), beyond SHUTDOWN_TIMEOUT_MS, so the stop timed out and exited 1. They are
 * common: a browser opens spare connections ahead of need (preconnect), and Node 20's fetch
 * (undici 6) opens a new connection for a request aborted while its answer was arriving, then drops
 * the request and leaves the connection unused (nodejs/undici#5845): an SSR server whose call to
 * the back end was aborted leaves one there.
 * Server-only (node:http); used by server/shutdown.ts and cms/index.ts.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Follows the server's connections from now on; the returned function destroys those that have not
 * sent a byte yet and says how many. Call it once the server no longer listens.
 */
export function trackUnusedConnections(server: Server): () => number {
  const open = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  return () => {
    let closed = 0;
    for (const socket of open) {
      if (socket.bytesRead > 0 || socket.destroyed) continue;
      socket.destroy();
      closed++;
    }
    return closed;
  };
}
