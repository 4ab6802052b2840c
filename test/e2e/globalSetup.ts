/**
 * e2e global setup: a current production build (built only when stale), then one production server
 * per Jest worker, each on a free port with the embedded back end on a fresh data directory, and
 * one Chromium per worker (browser.ts). A worker's files run one after another against its own
 * server, so two files that run at the same time never see each other's content (an admin language
 * switched, a probe story, a taken section anchor). Tests read their server's URL from
 * E2E_BASE_URL, which serverReady.ts sets in each file from E2E_BASE_URL_<worker> (set here,
 * inherited by the test workers). It does not wait for the servers: their first start seeds the
 * demo content, which runs while the other projects' tests do (the sequencer runs the browser tests
 * last); each e2e file waits for its server to be healthy first (serverReady.ts).
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
import { serverVariables } from './serverState';

/** The seeded demo editor (staff) logs in with this password in the e2e tests (test/e2e/admin.test.ts). */
export const E2E_DEMO_PASSWORD = 'e2e-demo-editor-password';

interface E2eServer {
  child: ChildProcess;
  dataDir: string;
}

declare global {
  var __E2E__: { servers: E2eServer[]; browsers: LaunchedBrowser[] } | undefined;
}

async function startServer(): Promise<E2eServer & { url: string; exitFile: string }> {
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
  return { child, dataDir, url, exitFile };
}

export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  ensureBuild();
  const workers = Math.max(1, globalConfig.maxWorkers);
  // one after another: each takes a free port before the next asks
  const servers = [];
  for (let worker = 0; worker < workers; worker++) servers.push(await startServer());
  globalThis.__E2E__ = { servers: servers.map(({ child, dataDir }) => ({ child, dataDir })), browsers: [] };
  servers.forEach((server, index) => {
    const names = serverVariables(String(index + 1));
    process.env[names.url] = server.url;
    process.env[names.exitFile] = server.exitFile;
  });
  globalThis.__E2E__.browsers = await launchWorkerBrowsers(workers);
}
