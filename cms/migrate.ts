/**
 * `npm run migrate`, built to build/cms/migrate.js and run with plain Node (the Procfile's release
 * phase): apply the pending migrations of cms/db/migrations to the database of the environment
 * (DATABASE_URL, else PGlite in DATA_DIR), log `Migrations applied in N ms` (a JSON line of
 * cms/logger.ts, with `durationMs`), exit 0; on failure log `migrations failed: <why>` at `error` as
 * a sentence (cms/db/migrationStatus.ts: nothing of the pending migrations is applied) and exit 1.
 * The back end also applies pending migrations at every start (cms/index.ts), so this is idempotent.
 *
 * `npm run migrate -- --status`: list the migrations, applied and pending, one per line for the
 * operator to read, and change nothing (exit 0; exit 1 when the database was migrated by a newer
 * version or an applied file changed).
 *
 * A command, not a module to import: it runs when loaded. (The `require.main === module` guard it
 * had never held in the webpack bundle, so `node build/cms/migrate.js` did nothing.)
 */
import { loadConfig } from './config';
import { databaseOptions, openDatabase } from './db/client';
import { formatStatus, migrationStatus } from './db/migrationStatus';
import { commandLogger, logFailure } from './logger';

const logger = commandLogger();
const USAGE = 'Usage: npm run migrate [-- --status]';

async function migrate(): Promise<void> {
  const database = await openDatabase({ ...databaseOptions(loadConfig()), migrate: true });
  await database.close();
}

async function status(): Promise<boolean> {
  const database = await openDatabase({ ...databaseOptions(loadConfig()), migrate: false });
  try {
    const { lines, ok } = formatStatus(await migrationStatus(database.db));
    for (const line of lines) console.log(line);
    return ok;
  } finally {
    await database.close();
  }
}

const args = process.argv.slice(2);
const started = Date.now();
const unknownArgument = args.find((arg) => arg !== '--status');
if (unknownArgument) {
  logger.error(`Unknown argument ${unknownArgument}. ${USAGE}`);
  process.exitCode = 1;
} else if (args.includes('--status')) {
  status().then(
    (ok) => void (process.exitCode = ok ? 0 : 1),
    (err: unknown) => {
      logFailure(logger, 'migration status failed', err);
      process.exitCode = 1;
    },
  );
} else {
  migrate()
    .then(() => {
      const durationMs = Date.now() - started;
      logger.info({ durationMs }, `Migrations applied in ${durationMs} ms`);
    })
    .catch((err: unknown) => {
      logFailure(logger, 'migrations failed', err);
      process.exit(1);
    });
}
