/**
 * `npm run seed`: migrate, then load the demo content into an empty database (no-op otherwise) and
 * print the demo editor's credentials. Useful in a PaaS release phase (the web process then starts
 * without the seed's delay) or after wiping DATA_DIR. Reads the same environment as the back end
 * (DATABASE_URL, DATA_DIR, MEDIA_DIR / MEDIA_STORAGE, DEMO_EDITOR_PASSWORD, PUBLIC_URL); SEED is ignored here.
 * The first start of the back end runs this file in a child process (cms/seed/child.ts).
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { editorBanner, seedDemo } from './index';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrate: true });
  try {
    const result = await seedDemo(database.db, config, { log: (message) => console.log(message) });
    if (!result.seeded) {
      console.log('The database already has content: nothing to seed.');
      return;
    }
    console.log(`seed: created ${Object.entries(result.counts).filter(([, n]) => n > 0).map(([table, n]) => `${n} ${table}`).join(', ')}`);
    process.stdout.write(editorBanner(result, config, process.env.SEED_SITE_URL || undefined));
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
