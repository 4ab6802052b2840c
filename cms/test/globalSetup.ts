/** Jest globalSetup of the back-end tests: build the migrated template once, before the workers start. */
import { ensurePgTemplate, ensurePgliteTemplate, testDriver } from './templates';

export default async function globalSetup(): Promise<void> {
  if (testDriver() === 'postgres') await ensurePgTemplate();
  else await ensurePgliteTemplate();
}
