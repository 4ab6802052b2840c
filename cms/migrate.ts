/**
 * `npm run migrate`, built to build/cms/migrate.js and run with plain Node (the Procfile's release
 * phase): apply the pending migrations of cms/db/migrations to the database of the environment
 * (DATABASE_URL, else PGlite in DATA_DIR), log `Migrations applied in N ms` (a JSON line of
 * cms/logger.ts, with `durationMs`), exit 0; on failure log `migrations failed: <why>` at `error`
 * and exit 1. The back end also applies pending migrations at every start (cms/index.ts), so this is
 * idempotent.
 *
 * A command, not a module to import: it runs when loaded. (The `require.main === module` guard it
 * had never held in the webpack bundle, so `node build/cms/migrate.js` did nothing.)
 */
import { loadConfig } from './config';
import { databaseOptions, openDatabase } from './db/client';
import { commandLogger, logFailure } from './logger';

const logger = commandLogger();

async function migrate(): Promise<void> {
  const database = await openDatabase({ ...databaseOptions(loadConfig()), migrate: true });
  await database.close();
}

const started = Date.now();
migrate()
  .then(() => {
    const durationMs = Date.now() - started;
    logger.info({ durationMs }, `Migrations applied in ${durationMs} ms`);
  })
  .catch((err: unknown) => {
    logFailure(logger, 'migrations failed', err);
    process.exit(1);
  });
