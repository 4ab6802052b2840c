import fs from 'node:fs';
import { stopServer } from '../../scripts/lib/serverProcess';

export default async function globalTeardown(): Promise<void> {
  const e2e = globalThis.__E2E__;
  if (!e2e) return;
  await Promise.all(e2e.browsers.map((browser) => browser.close().catch(() => {})));
  await stopServer(e2e.child);
  // the exit listener has written its file by now
  fs.rmSync(e2e.dataDir, { recursive: true, force: true });
  // A clean SIGTERM shutdown (in-flight requests drained, embedded back end closed) exits with 0.
  if (e2e.child.exitCode !== 0) throw new Error(`the server exited with ${e2e.child.exitCode ?? e2e.child.signalCode}`);
}
