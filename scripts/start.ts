/**
 * `npm start`: build when build/ is missing or older than the sources, then run the production
 * server (NODE_ENV=production) as a child, and stay its supervisor until it exits:
 *
 * - SIGTERM and SIGINT are passed on, so the server drains and closes the embedded back end (and
 *   with it the PGlite lock). The server may get the same signal from its process group as well
 *   (Ctrl-C in a terminal, `kill -- -PGID`): it stops once, whatever the number (server/shutdown.ts).
 * - This process exits with the server's code (128 + the signal's number when it died by one).
 * - The server has an IPC channel to this process and stops when it closes: killed with SIGKILL,
 *   this process does not leave the server running, holding the port and the lock.
 *
 * package.json runs it as `exec node --import tsx scripts/start.ts`: one Node process between npm
 * and the server. (The `tsx` command adds a process of its own that relays signals and SIGKILLs its
 * child when the child does not confirm a signal within 30 ms: on a busy machine that orphaned the
 * server.) Tested by test/server/npmStart.test.ts.
 */
import os from 'node:os';
import { ensureBuild } from './build';
import { spawnServer } from './lib/serverProcess';

const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

async function main() {
  // a signal during the build: stop here, there is no server yet
  const stopEarly = (signal: NodeJS.Signals) => process.exit(128 + os.constants.signals[signal]);
  for (const signal of SIGNALS) process.on(signal, stopEarly);
  await ensureBuild('production');
  for (const signal of SIGNALS) process.off(signal, stopEarly);

  // `npm start` is the local try-out: it asks for the demo content (production never seeds by itself)
  const child = spawnServer({ NODE_ENV: 'production', SEED: process.env.SEED ?? 'true' }, 'inherit', { ipc: true });
  for (const signal of SIGNALS) {
    process.on(signal, () => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    });
  }
  child.on('exit', (code, signal) => process.exit(code ?? 128 + (signal ? os.constants.signals[signal] : 0)));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
