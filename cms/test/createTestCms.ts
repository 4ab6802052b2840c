/**
 * A fresh back end for one test file:
 *
 *   let cms: TestCms;
 *   beforeAll(async () => { cms = await createTestCms(); });
 *   afterAll(() => cms.close());
 *   test('...', async () => { await cms.request.get('/de/api/genres/').expect(200); });
 *
 * PGlite (default): an in-memory copy of the migrated template. PostgreSQL (TEST_DATABASE=postgres,
 * admin connection TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test): a new
 * database `cms_test_<random>` created from the template, dropped by close().
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type express from 'express';
import supertest from 'supertest';
import { createApp } from '../app';
import { loadConfig, type CmsConfig } from '../config';
import { openDatabase, type Database, type Db } from '../db/client';
import type { AnyEndpoint } from '../http/endpoint';
import { adminUrl, ensurePgTemplate, ensurePgliteTemplate, testDriver, urlForDatabase, withAdminClient } from './templates';

export interface TestCms {
  app: express.Express;
  db: Db;
  database: Database;
  config: CmsConfig;
  /** a supertest agent: keeps cookies between requests (log in once, then call editor endpoints) */
  request: ReturnType<typeof supertest.agent>;
  /** a new agent without cookies (e.g. an anonymous visitor next to a logged-in editor) */
  newAgent(): ReturnType<typeof supertest.agent>;
  /** PostgreSQL: the test database's URL (a second back end on the same database); PGlite: null */
  databaseUrl: string | null;
  close(): Promise<void>;
}

export interface CreateTestCmsOptions {
  /** extra environment for loadConfig (NODE_ENV is 'test', DATA_DIR and MEDIA_DIR are temp dirs) */
  env?: Record<string, string>;
  /** mount only these endpoints (default: all of cms/api) */
  endpoints?: readonly AnyEndpoint[];
}

let templateBlob: Blob | null = null;

async function openTestDatabase(): Promise<{ database: Database; url: string | null; drop(): Promise<void> }> {
  if (testDriver() === 'postgres') {
    const template = await ensurePgTemplate();
    const name = `cms_test_${crypto.randomBytes(6).toString('hex')}`;
    await withAdminClient(async (admin) => {
      for (let attempt = 0; ; attempt++) {
        try {
          await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
          return;
        } catch (err) {
          // "source database is being accessed by other users": a template build just finished
          if (attempt >= 10 || (err as { code?: string }).code !== '55006') throw err;
          await new Promise((r) => setTimeout(r, 200));
        }
      }
    });
    const url = urlForDatabase(adminUrl(), name);
    const database = await openDatabase({ databaseUrl: url, migrate: false, poolMax: 4 });
    return {
      database,
      url,
      drop: () => withAdminClient(async (admin) => void (await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))),
    };
  }
  if (!templateBlob) templateBlob = new Blob([fs.readFileSync(await ensurePgliteTemplate())]);
  const database = await openDatabase({ loadDataDir: templateBlob, migrate: false });
  return { database, url: null, drop: async () => {} };
}

export async function createTestCms(options: CreateTestCmsOptions = {}): Promise<TestCms> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(tmp, 'db'),
    MEDIA_DIR: path.join(tmp, 'media'),
    ...options.env,
  });
  fs.mkdirSync(config.mediaDir, { recursive: true });
  const { database, url, drop } = await openTestDatabase();
  const app = createApp({ db: database.db, config, endpoints: options.endpoints });
  let closed = false;
  return {
    app,
    db: database.db,
    database,
    config,
    request: supertest.agent(app),
    newAgent: () => supertest.agent(app),
    databaseUrl: url,
    async close() {
      if (closed) return;
      closed = true;
      await database.close();
      await drop();
      fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}

/**
 * The stable parts of a response for snapshots: status, content type, content version, body.
 *   expect(snapshotOf(res)).toMatchSnapshot(VOLATILE);   // success
 *   expect(snapshotOf(res)).toMatchSnapshot();           // error
 * An error's content version (a 404 reports one: cms/http/mount.ts) is left out: cms/http/mount.test.ts
 * pins it, and its value depends on what ran before.
 */
export function snapshotOf(res: { status: number; headers: Record<string, string>; body: unknown }) {
  const headers: Record<string, string> = {};
  for (const name of SNAPSHOT_HEADERS) if (res.headers[name] !== undefined) headers[name] = res.headers[name];
  if (res.status >= 400) delete headers['x-content-version'];
  return { status: res.status, headers, body: res.body };
}

/** Headers worth pinning in contract snapshots (absent ones are left out). */
export const SNAPSHOT_HEADERS = ['content-type', 'x-content-version', 'retry-after'];

/** Property matcher for snapshotOf() of a successful answer: the content version is volatile. */
export const VOLATILE = { headers: { 'x-content-version': expect.stringMatching(/^\d+$/) } };

/** createTestCms on the named database, whatever this run's TEST_DATABASE (a file that runs on both). */
export async function createTestCmsOn(driver: 'pglite' | 'postgres', options: CreateTestCmsOptions = {}): Promise<TestCms> {
  const previous = process.env.TEST_DATABASE;
  process.env.TEST_DATABASE = driver === 'postgres' ? 'postgres' : '';
  try {
    return await createTestCms(options);
  } finally {
    process.env.TEST_DATABASE = previous;
  }
}
