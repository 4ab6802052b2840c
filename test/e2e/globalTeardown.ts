import fs from 'node:fs';
import { stopServer } from '../../scripts/lib/serverProcess';

export default async function globalTeardown(): Promise<void> {
  const e2e = globalThis.__E2E__;
  if (!e2e) return;
  await Promise.all(e2e.browsers.map((browser) => browser.close().catch(() => {})));
  // the seed and the servers' starts run on after the setup; a run that ends early waits for them here
  await e2e.started;
  await Promise.all(e2e.servers.map((server) => stopServer(server.child)));
  fs.rmSync(e2e.template, { recursive: true, force: true });
  // the exit listeners have written their files by now (a failed seed started no server: its planned directories go too)
  for (const dataDir of e2e.dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
  // A clean SIGTERM shutdown (in-flight requests drained, embedded back end closed) exits with 0.
  const failed = e2e.servers.filter((server) => server.child.exitCode !== 0);
  if (failed.length) throw new Error(`the server exited with ${failed.map((server) => server.child.exitCode ?? server.child.signalCode).join(', ')}`);
}
