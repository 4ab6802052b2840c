/**
 * SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish (idle keep-alive
 * connections are closed as they become idle, connections that never sent a request at the first
 * sweep), close the embedded back end, exit. A shutdown that takes longer than the configured
 * timeout is cut short.
 *
 * One stop, however many signals: Ctrl-C in a terminal signals the whole process group, and
 * `npm start` passes the signal on too, so the server usually gets it two or three times within
 * milliseconds. A repeated signal must not kill the process halfway (the PGlite lock file left
 * behind, the database not closed), so the handlers stay installed and repeats are ignored; the
 * timeout is the way out of a shutdown that hangs.
 *
 * Started by a supervisor with an IPC channel (scripts/start.ts does), the server also stops when
 * that channel closes: the supervisor is gone (even by SIGKILL) and nobody would stop it anymore.
 */
import type { Server } from 'node:http';
import { trackUnusedConnections } from '../shared/unusedConnections';
import type { Logger } from './logger';

const IDLE_SWEEP_MS = 250;

export function installShutdown(options: { server: Server; closeCms: () => Promise<void>; logger: Logger; timeoutMs: number }) {
  const { server, closeCms, logger, timeoutMs } = options;
  const closeUnusedConnections = trackUnusedConnections(server);
  let stopping = false;

  async function stop(signal: string) {
    if (stopping) {
      logger.info({ signal }, 'already shutting down');
      return;
    }
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown timed out; closing remaining connections');
      server.closeAllConnections();
      process.exit(1);
    }, timeoutMs);
    force.unref();
    // idle keep-alive connections, and those never used (a browser's spare ones): the first sweep
    // comes IDLE_SWEEP_MS after the listener closed, so a connection silent then is no request on its way
    const sweep = setInterval(() => {
      server.closeIdleConnections();
      closeUnusedConnections();
    }, IDLE_SWEEP_MS);
    try {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      clearInterval(sweep);
      await closeCms();
      logger.info('stopped');
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  }

  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  if (process.connected) process.once('disconnect', () => void stop('parent gone'));
}
