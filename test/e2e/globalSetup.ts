/**
 * e2e global setup: a current production build (built only when stale), then the production server
 * on a free port with the embedded back end on a fresh data directory. Tests read its URL from
 * E2E_BASE_URL (set here, inherited by the test workers).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ensureBuild from '../support/ensureBuild';
import { freePort } from '../../scripts/lib/freePort';
import { spawnServer, waitForHealthy } from '../../scripts/lib/serverProcess';
import type { ChildProcess } from 'node:child_process';

/** The seeded demo editor (staff) logs in with this password in the e2e tests (test/e2e/admin.test.ts). */
export const E2E_DEMO_PASSWORD = 'e2e-demo-editor-password';

/**
 * The embedded back end creates and seeds a new database on first start: allow for it (about 60 s on a
 * quiet machine, up to 280 s seen while other test files load both cores).
 */
const START_TIMEOUT_MS = 600_000;

declare global {
  var __E2E__: { child: ChildProcess; dataDir: string } | undefined;
}

export default async function globalSetup(): Promise<void> {
  ensureBuild();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orchestra-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawnServer(
    {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      CMS_URL: '',
      DATA_DIR: path.join(dataDir, 'db'),
      MEDIA_DIR: path.join(dataDir, 'media'),
      SEED: 'true',
      // as a production site is configured: absolute URLs (canonical, JSON-LD, sitemap) from PUBLIC_URL, never the request's host
      PUBLIC_URL: url,
      DEMO_EDITOR_PASSWORD: E2E_DEMO_PASSWORD,
      // the scheduled go-live test runs the schedule at a time it names instead of waiting for it
      SCHEDULE_TEST_CLOCK: 'true',
    },
    'inherit',
  );
  globalThis.__E2E__ = { child, dataDir };
  await waitForHealthy(url, child, START_TIMEOUT_MS);
  process.env.E2E_BASE_URL = url;
}
