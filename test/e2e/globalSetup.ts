/**
 * e2e global setup: a current production build (built only when stale), then one production server
 * per Jest worker, each on a free port with the embedded back end on a data directory of its own,
 * and one Chromium per worker (browser.ts). A worker's files run one after another against its own
 * server, so two files that run at the same time never see each other's content (an admin language
 * switched, a probe story, a taken section anchor). Tests read their server's URL from
 * E2E_BASE_URL, which serverReady.ts sets in each file from E2E_BASE_URL_<worker> (set here,
 * inherited by the test workers).
 *
 * The demo content is seeded once per run (`build/cms/seed.js`, the release phase's `npm run seed`,
 * into a template data directory) and each server starts on a copy of it: three seeds at once used
 * to cost about 11 CPU-s and 0.9 GB each. None of it is waited for here: the seed and the servers'
 * starts run while the other projects' tests do (the sequencer runs the browser tests last); each
 * e2e file waits for its server to be healthy first (serverReady.ts), and a failed seed or server
 * start fails the waiting files at once through the server's exit file.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ensureBuild from '../support/ensureBuild';
import { portForLater } from '../../scripts/lib/freePort';
import { projectRoot } from '../../scripts/lib/root';
import { spawnServer } from '../../scripts/lib/serverProcess';
import type { ChildProcess } from 'node:child_process';
import { seedMediaCache } from '../../cms/seed/mediaCache';
import { seedEntry, seedInChild } from '../../cms/seed/child';
import { launchWorkerBrowsers, type LaunchedBrowser } from './browser';
import { serverVariables } from './serverState';

/** The seeded demo editor (staff) logs in with this password in the e2e tests (test/e2e/admin.test.ts). */
export const E2E_DEMO_PASSWORD = 'e2e-demo-editor-password';

interface E2eServer {
  child: ChildProcess;
  dataDir: string;
}

declare global {
  var __E2E__: { servers: E2eServer[]; browsers: LaunchedBrowser[]; started: Promise<void>; template: string; dataDirs: string[] } | undefined;
}

/** What a server is told, and the seed too (the same data and media directories' layout, the demo editor's password). */
const serverEnvironment = (dataDir: string): NodeJS.ProcessEnv => ({
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'error',
  CMS_URL: '',
  DATA_DIR: path.join(dataDir, 'db'),
  MEDIA_DIR: path.join(dataDir, 'media'),
  DEMO_EDITOR_PASSWORD: E2E_DEMO_PASSWORD,
});

/**
 * The demo content in `template` (db/ and media/): the seed in a process of its own, as a release
 * phase runs it. Its pictures' renditions come from the run's seed media cache (cms/seed/testing.ts),
 * so it encodes none.
 */
function seedTemplate(template: string): Promise<void> {
  fs.cpSync(seedMediaCache(), path.join(template, 'media'), { recursive: true });
  return seedInChild({ entry: seedEntry(path.join(projectRoot, 'build', 'cms')), env: serverEnvironment(template) });
}

interface PlannedServer {
  port: number;
  url: string;
  dataDir: string;
  exitFile: string;
}

async function planServer(): Promise<PlannedServer> {
  // the server binds it minutes later (after the seed): a port no outgoing connection can take
  const port = await portForLater();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orchestra-e2e-'));
  // the workers learn of an early exit (or a failed start) from this file (serverState.ts)
  return { port, url: `http://127.0.0.1:${port}`, dataDir, exitFile: path.join(dataDir, 'server-exited') };
}

/** A server on a copy of the seeded template (the tests write and delete content and media). */
function startServer(planned: PlannedServer, template: string): E2eServer {
  fs.cpSync(template, planned.dataDir, { recursive: true });
  const child = spawnServer(
    {
      ...serverEnvironment(planned.dataDir),
      PORT: String(planned.port),
      // seeded already; a copy that somehow is not would seed itself
      SEED: 'true',
      // as a production site is configured: absolute URLs (canonical, JSON-LD, sitemap) from PUBLIC_URL, never the request's host
      PUBLIC_URL: planned.url,
      // the scheduled go-live test runs the schedule at a time it names instead of waiting for it
      SCHEDULE_TEST_CLOCK: 'true',
    },
    'inherit',
  );
  child.once('exit', (code, signal) => fs.writeFileSync(planned.exitFile, signal ?? `code ${code}`));
  return { child, dataDir: planned.dataDir };
}

export default async function globalSetup(globalConfig: { maxWorkers: number }): Promise<void> {
  ensureBuild();
  const workers = Math.max(1, globalConfig.maxWorkers);
  // one after another: each takes a free port before the next asks
  const planned: PlannedServer[] = [];
  for (let worker = 0; worker < workers; worker++) planned.push(await planServer());
  planned.forEach((server, index) => {
    const names = serverVariables(String(index + 1));
    process.env[names.url] = server.url;
    process.env[names.exitFile] = server.exitFile;
  });
  const template = fs.mkdtempSync(path.join(os.tmpdir(), 'orchestra-e2e-seed-'));
  const servers: E2eServer[] = [];
  const started = seedTemplate(template).then(
    () => {
      for (const server of planned) servers.push(startServer(server, template));
    },
    (error: unknown) => {
      for (const server of planned) fs.writeFileSync(server.exitFile, `the demo seed failed: ${String(error)}`);
    },
  );
  // every planned server's directory: a failed seed starts none of them, and their exit files are there
  globalThis.__E2E__ = { servers, browsers: [], started, template, dataDirs: planned.map((server) => server.dataDir) };
  globalThis.__E2E__.browsers = await launchWorkerBrowsers(workers);
}
