/**
 * Entry of the content back end. The SSR server never imports this module: in embedded mode it
 * loads the built file (build/cms/index.js) by path and talks to it over HTTP like any remote CMS.
 *
 * Contract (keep it):
 *   startCms({ host, port, siteUrl? }) -> { url, listener, close }
 *   `listener`: the same app that answers at `url`, for a server in this process to call without the
 *   loopback hop (server/cms/inProcess.ts); everything it answers is what `url` answers.
 *   GET {url}/api/health/ -> 200 { status: 'ok', database: 'ok', version: string } | 503 { status: 'error', ... }
 */
import type { RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { loadConfig } from './config';
import { startScheduler } from './jobs/schedule';
import { startTrashPurge } from './jobs/trashPurge';
import { startPgliteMaintenance } from './jobs/pgliteMaintenance';
import { databaseOptions, openDatabase } from './db/client';
import { createLogger } from './logger';
import { isSeeded } from './seed';
import { seedInChild } from './seed/child';
import { startVersionFeed } from './db/versionFeed';
import { startControlServer, type ControlServer } from './backup/control';
import { handleClientErrors } from '../shared/clientError';
import { trackUnusedConnections } from '../shared/unusedConnections';
import { settleRenditions } from './media/storeImage';

export interface CmsHandle {
  url: string;
  /** the request listener listening at `url` (its Express app) */
  listener: RequestListener;
  close(): Promise<void>;
}

export interface StartCmsOptions {
  host?: string;
  /** 0 picks a free port */
  port?: number;
  /** where the site is reached locally (the demo banner's login link when PUBLIC_URL is unset) */
  siteUrl?: string;
}

/** Above typical PaaS router idle timeouts (60 s), so the router never reuses a socket Node just closed. */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export async function startCms(options: StartCmsOptions = {}): Promise<CmsHandle> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  let database = await openDatabase({ ...databaseOptions(config), migrate: true });
  const host = options.host ?? '127.0.0.1';
  try {
    // first start: the demo content (SEED=false turns it off; never in tests unless asked), made
    // in a child process so this one does not keep the seed's memory (cms/seed/child.ts)
    if (config.seed && !(await isSeeded(database.db))) {
      await database.close();
      logger.info('empty database: creating the demo content in a child process (SEED=false turns this off)');
      await seedInChild({ siteUrl: options.siteUrl }).catch((err: unknown) => logger.error({ err }, 'the demo seed failed; the back end starts without demo content'));
      database = await openDatabase({ ...databaseOptions(config), migrate: true });
    }
    const versionFeed = await startVersionFeed(database, config.databaseUrl, logger);
    // PGlite in DATA_DIR: `npm run backup` asks this process for a consistent dump (cms/backup/control.ts)
    // (a socket that cannot be made costs the live backup only: the site starts, and says so)
    const control: ControlServer | null =
      database.pglite && !config.databaseUrl
        ? await startControlServer(database.pglite, config.dataDir, logger).catch((err: unknown) => {
            logger.warn({ err }, 'backup: no dump socket; npm run backup needs the site stopped');
            return null;
          })
        : null;
    const app = createApp({ db: database.db, config, logger, versionFeed });
    const server = app.listen(options.port ?? 0, host);
    handleClientErrors(server);
    const closeUnusedConnections = trackUnusedConnections(server);
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    });
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
    const { port } = server.address() as AddressInfo;
    const urlHost = host.includes(':') ? `[${host}]` : host === '0.0.0.0' ? '127.0.0.1' : host;
    logger.info({ port, driver: database.driver }, 'cms listening');
    // scheduled go-live/take-down: every instance polls, the database hands each change to one of them
    const scheduler = startScheduler({ db: database.db, logger, intervalMs: config.schedulePollMs });
    // the trash empties itself (entries older than TRASH_DAYS)
    const trashPurge = startTrashPurge({ db: database.db, config, logger });
    // PGlite has no autovacuum (single-user mode): the back end vacuums and analyses its tables
    const upkeep = database.pglite ? startPgliteMaintenance({ pglite: database.pglite, logger }) : null;
    let closing: Promise<void> | null = null;
    return {
      url: `http://${urlHost}:${port}`,
      listener: app,
      close() {
        closing ??= (async () => {
          await scheduler.stop();
          await trashPurge.stop();
          await upkeep?.stop();
          await versionFeed.close();
          await control?.close();
          await new Promise<void>((resolve) => {
            server.close(() => resolve());
            server.closeIdleConnections();
            // opened and never used (an SSR server's fetch leaves one after an aborted call): they
            // would hold the close until the headers timeout. Nothing new is accepted from here on.
            closeUnusedConnections();
          });
          // an upload's renditions or a focal point's crops being made: recorded before the database closes
          await settleRenditions();
          await database.close();
        })();
        return closing;
      },
    };
  } catch (err) {
    await database.close();
    throw err;
  }
}
