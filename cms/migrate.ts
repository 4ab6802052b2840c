/**
 * `npm run migrate`, built to build/cms/migrate.js and run with plain Node (the Procfile's release
 * phase): apply the pending migrations of cms/db/migrations to the database of the environment
 * (DATABASE_URL, else PGlite in DATA_DIR), print `Migrations applied in N ms`, exit 0; on failure
 * print the error and exit 1. The back end also applies pending migrations at every start
 * (cms/index.ts), so this is idempotent.
 *
 * A command, not a module to import: it runs when loaded. (The `require.main === module` guard it
 * had never held in the webpack bundle, so `node build/cms/migrate.js` did nothing.)
 */
import { loadConfig } from './config';
import { databaseOptions, openDatabase } from './db/client';

async function migrate(): Promise<void> {
  const database = await openDatabase({ ...databaseOptions(loadConfig()), migrate: true });
  await database.close();
}

const started = Date.now();
migrate()
  .then(() => {
    console.log(`Migrations applied in ${Date.now() - started} ms`);
  })
  .catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
