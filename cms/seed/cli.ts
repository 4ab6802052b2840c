/**
 * `npm run seed`: migrate, then load the demo content into an empty database (no-op otherwise) and
 * print the demo editor's credentials. Useful in a PaaS release phase (the web process then starts
 * without the seed's delay) or after wiping DATA_DIR. Reads the same environment as the back end
 * (DATABASE_URL, DATA_DIR, MEDIA_DIR / MEDIA_STORAGE, DEMO_EDITOR_PASSWORD, PUBLIC_URL); SEED is ignored here.
 * The first start of the back end runs this file in a child process (cms/seed/child.ts).
 *
 * `npm run seed -- --scale N`: then N times the demo's concerts and stories (cms/seed/scale.ts,
 * issue 24), unless the catalogue was scaled already.
 */
import { loadConfig } from '../config';
import { databaseOptions, openDatabase } from '../db/client';
import { editorBanner, seedDemo } from './index';
import { makeRenditionsForSpeed } from '../media/renditions';
import { isScaled, scaleCatalogue } from './scale';

/** `--scale N` / `--scale=N` of the command line, else null. */
function scaleArgument(argv: readonly string[]): number | null {
  const at = argv.findIndex((arg) => arg === '--scale' || arg.startsWith('--scale='));
  if (at < 0) return null;
  const value = argv[at].includes('=') ? argv[at].split('=')[1] : argv[at + 1];
  const factor = Number(value);
  if (!Number.isInteger(factor) || factor < 1) throw new Error('--scale takes a whole number (2, 10, 100)');
  return factor;
}

async function main(): Promise<void> {
  const scale = scaleArgument(process.argv.slice(2));
  makeRenditionsForSpeed();
  const config = loadConfig();
  const database = await openDatabase({ ...databaseOptions(config), migrate: true });
  try {
    const result = await seedDemo(database.db, config, { log: (message) => console.log(message) });
    if (!result.seeded) console.log('The database already has content: nothing to seed.');
    else {
      console.log(`seed: created ${Object.entries(result.counts).filter(([, n]) => n > 0).map(([table, n]) => `${n} ${table}`).join(', ')}`);
      process.stdout.write(editorBanner(result, config, process.env.SEED_SITE_URL || undefined));
    }
    if (scale !== null && scale > 1) {
      if (await isScaled(database.db)) return void console.log('The catalogue is scaled already: nothing to copy.');
      const started = performance.now();
      const copies = await scaleCatalogue(database.db, scale);
      console.log(`seed --scale ${scale}: ${copies.events} concerts and ${copies.stories} stories copied in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exit(1);
});
