/**
 * SIGTERM to an idle built server (build/server/index.js with its embedded back end) stops it at
 * once, on PostgreSQL as on PGlite (issue 44): exit 0 long before SHUTDOWN_TIMEOUT_MS, never
 * 'shutdown timed out', so a platform's restart does not count as a crash. At the signal the
 * content-version stream is open (the site has its version from it) and a browser's spare
 * connection to the site is open and unused: neither may hold the stop.
 * A fresh, empty database each (PostgreSQL: created here and dropped after; no seed).
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { adminUrl, preparePgliteDataDir, urlForDatabase, withAdminClient } from '../../cms/test/templates';
import { freePort } from '../../scripts/lib/freePort';
import { spawnServer, waitForHealthy } from '../../scripts/lib/serverProcess';

/** far above what the stop may take: a stop that waits for something runs into the assertion, not this */
const SHUTDOWN_TIMEOUT_MS = 20_000;
/** an idle stop takes well under a second; the rest is slack for a busy 2-core machine */
const STOPS_WITHIN_MS = 5_000;
const HEALTH_TOKEN = 'idle-shutdown-test';

describe.each(['postgres', 'pglite'] as const)('SIGTERM to an idle server (%s)', (driver) => {
  let tmp: string;
  let database: string | null = null;
  let child: ChildProcess;
  let url: string;
  let port: number;
  let output = '';

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'idle-shutdown-'));
    const env: NodeJS.ProcessEnv = { MEDIA_DIR: path.join(tmp, 'media') };
    if (driver === 'postgres') {
      database = `idle_shutdown_${process.pid}_${Date.now()}`;
      await withAdminClient((admin) => admin.query(`CREATE DATABASE "${database}"`));
      env.DATABASE_URL = urlForDatabase(adminUrl(), database);
    } else {
      env.DATA_DIR = path.join(tmp, 'db');
      env.DATABASE_URL = '';
      await preparePgliteDataDir(env.DATA_DIR);
    }
    port = await freePort();
    url = `http://127.0.0.1:${port}`;
    child = spawnServer(
      { ...env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', CMS_URL: '', SEED: 'false', SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS), LOG_LEVEL: 'info', HEALTH_TOKEN },
      'pipe',
    );
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitForHealthy(url, child, 60_000);
    // the site follows the back end's version stream (the page cache is on by default): wait until it has answered
    for (;;) {
      const details = (await (await fetch(`${url}/healthz`, { headers: { Authorization: `Bearer ${HEALTH_TOKEN}` } })).json()) as { contentVersion?: number | null };
      if (typeof details.contentVersion === 'number') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }, 120_000);

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await gone;
    }
    if (database) await withAdminClient((admin) => admin.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`));
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('exits 0 within seconds, not after SHUTDOWN_TIMEOUT_MS', async () => {
    // a browser's spare connection (preconnect): opened, never used
    const spare = net.connect(port, '127.0.0.1');
    await new Promise((resolve, reject) => spare.once('connect', resolve).once('error', reject));
    spare.on('error', () => {});
    try {
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      const signalled = performance.now();
      child.kill('SIGTERM');
      const code = await exited;
      const elapsed = performance.now() - signalled;
      expect(output).not.toContain('shutdown timed out');
      expect(code).toBe(0);
      expect(output).toContain('"msg":"stopped"');
      expect(elapsed).toBeLessThan(STOPS_WITHIN_MS);
    } finally {
      spare.destroy();
    }
  }, SHUTDOWN_TIMEOUT_MS + 10_000);
});
