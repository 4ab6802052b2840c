/**
 * Fills the seed's media cache (cms/seed/testing.ts) before `npm test`'s Jest run: the demo pictures'
 * renditions encoded once, on every core, instead of by three seeds at once (the back end's seed
 * tests on PGlite and on PostgreSQL, and the browser tests' server). A no-op when the cache is full.
 */
import { seedMediaCache, warmSeedMediaCache } from '../cms/seed/testing';

const started = Date.now();
warmSeedMediaCache()
  .then((count) => console.log(`${count} seed pictures' renditions in ${seedMediaCache()} (${((Date.now() - started) / 1000).toFixed(0)} s)`))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
