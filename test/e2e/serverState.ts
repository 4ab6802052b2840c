/**
 * The e2e server's state as the test workers see it: its URL (E2E_BASE_URL) and a file the global
 * setup writes when the server exits (E2E_SERVER_EXIT_FILE), both set for the worker's own server
 * by test/e2e/serverReady.ts from what test/e2e/globalSetup.ts set per worker.
 */
import fs from 'node:fs';

/** The variables that name worker `worker`'s server URL and exit file (one server per Jest worker). */
export const serverVariables = (worker: string) => ({ url: `E2E_BASE_URL_${worker}`, exitFile: `E2E_SERVER_EXIT_FILE_${worker}` });

/** Resolves once the server answers GET /healthz with 200; throws at once if it has exited. */
export async function waitForServer(timeoutMs = 600_000): Promise<void> {
  const url = process.env.E2E_BASE_URL;
  const exitFile = process.env.E2E_SERVER_EXIT_FILE;
  if (!url) throw new Error('E2E_BASE_URL is not set: run through jest (the e2e globalSetup starts the server)');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exitFile && fs.existsSync(exitFile)) {
      throw new Error(`the e2e server exited (${fs.readFileSync(exitFile, 'utf8')}) before it became healthy: its output is above`);
    }
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the e2e server at ${url} was not healthy within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
