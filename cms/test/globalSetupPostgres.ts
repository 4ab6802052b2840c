/**
 * Jest globalSetup of the `cms-pg` project (the back-end tests again, on PostgreSQL, in the same
 * Jest run as the others): a PostgreSQL server (ensureTestPostgres) and the migrated template.
 */
import { ensureTestPostgres, type RunningPostgres } from './embeddedPostgres';
import { ensurePgTemplate } from './templates';

declare global {
  var __cmsTestPostgres: RunningPostgres | null | undefined;
}

export default async function globalSetupPostgres(): Promise<void> {
  globalThis.__cmsTestPostgres = await ensureTestPostgres();
  await ensurePgTemplate();
}
