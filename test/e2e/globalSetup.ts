/**
 * e2e global setup: a current production build (built only when stale), then the production server
 * on a free port with the embedded back end on a fresh data directory, and one Chromium per Jest
 * worker (browser.ts). Tests read the server's URL from E2E_BASE_URL (set here, inherited by the
 * test workers). It does not wait for the server: its first start seeds the demo content, which
 * runs while the other projects' tests do (the sequencer runs the browser tests last); each e2e
 * file waits for it to be healthy first (serverReady.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ensureBuild from '../support/ensureBuild';
import { freePort } from '../../scripts/lib/freePort';
import { spawnServer } from '../../scripts/lib/serverProcess';
import type { ChildProcess } from 'node:child_process';
import { seedMediaCache } from '../../cms/seed/mediaCache';
import { launchWorkerBrowsers, type LaunchedBrowser } from './browser';

/** The seeded demo editor (staff) logs in with this password in the e2e tests (test/e2e/admin.test.ts). */
export const E2E_DEMO_PASSWORD = 'e2e-demo-editor-password';

declare global {
  var __E2E__: { child: ChildProcess; dataDir: string; browsers: LaunchedBrowser[] } | undefined;
}

export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  ensureBuild();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orchestra-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  // the demo pictures' renditions as `npm test` encoded them before the run (cms/seed/testing.ts):
  // the server's seed finds them and encodes nothing; a copy, as the tests write and delete media
  fs.cpSync(seedMediaCache(), path.join(dataDir, 'media'), { recursive: true });
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
  // the workers learn of an early exit from this file (serverState.ts)
  const exitFile = path.join(dataDir, 'server-exited');
  child.once('exit', (code, signal) => fs.writeFileSync(exitFile, signal ?? `code ${code}`));
  globalThis.__E2E__ = { child, dataDir, browsers: [] };
  globalThis.__E2E__.browsers = await launchWorkerBrowsers(Math.max(1, globalConfig.maxWorkers));
  process.env.E2E_BASE_URL = url;
  process.env.E2E_SERVER_EXIT_FILE = exitFile;
}
