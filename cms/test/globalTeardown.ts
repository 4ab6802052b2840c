/** Jest globalTeardown of the back-end tests: stops the PostgreSQL that globalSetup started, if it did. */
export default async function globalTeardown(): Promise<void> {
  const running = globalThis.__cmsTestPostgres;
  globalThis.__cmsTestPostgres = null;
  if (running) await running.stop();
}
