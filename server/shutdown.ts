/**
 * SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish (idle keep-alive
 * connections are closed as they become idle), close the embedded back end, exit. A shutdown that
 * takes longer than the configured timeout is cut short.
 */
import type { Server } from 'node:http';
import type { Logger } from './logger';

const IDLE_SWEEP_MS = 250;

export function installShutdown(options: { server: Server; closeCms: () => Promise<void>; logger: Logger; timeoutMs: number }) {
  const { server, closeCms, logger, timeoutMs } = options;
  let stopping = false;

  async function stop(signal: string) {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown timed out; closing remaining connections');
      server.closeAllConnections();
      process.exit(1);
    }, timeoutMs);
    force.unref();
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
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

  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}
