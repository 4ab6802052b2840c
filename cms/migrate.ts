/**
 * Apply pending migrations. Runs in the Procfile release step (`npm run migrate`) and at every start
 * of the back end (idempotent). Usage as a script: `tsx cms/migrate.ts` (reads DATABASE_URL / DATA_DIR).
 */
import { loadConfig, type CmsConfig } from './config';
import { databaseOptions, openDatabase } from './db/client';

export async function migrate(config: CmsConfig = loadConfig()): Promise<void> {
  const database = await openDatabase({ ...databaseOptions(config), migrate: true });
  await database.close();
}

if (typeof require !== 'undefined' && require.main === module) {
  const started = Date.now();
  migrate()
    .then(() => {
      console.log(`Migrations applied in ${Date.now() - started} ms`);
    })
    .catch((err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    });
}
