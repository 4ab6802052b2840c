/**
 * startCms(): the contract the SSR server relies on (open + migrate, listen on a free port, health,
 * close releases everything). PGlite: a real file database in a temp DATA_DIR (first open is slow).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { LOCK_FILE } from './db/lock';
import { images } from './db/schema';
import { startCms } from './index';
import { RENDITIONS } from './media/renditions';
import { storeImage } from './media/storeImage';
import { createTestCms } from './test/createTestCms';
import { adminUrl, testDriver, urlForDatabase, withAdminClient } from './test/templates';

const saved = { ...process.env };
let tmp: string;
let pgName: string | null = null;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-start-'));
  process.env.NODE_ENV = 'test';
  process.env.DATA_DIR = path.join(tmp, 'db');
  process.env.MEDIA_DIR = path.join(tmp, 'media');
  if (testDriver() === 'postgres') {
    pgName = `cms_test_start_${process.pid}`;
    await withAdminClient(async (c) => void (await c.query(`CREATE DATABASE "${pgName}"`)));
    process.env.DATABASE_URL = urlForDatabase(adminUrl(), pgName);
  } else {
    delete process.env.DATABASE_URL;
  }
});

afterAll(async () => {
  process.env = saved;
  fs.rmSync(tmp, { recursive: true, force: true });
  if (pgName) await withAdminClient(async (c) => void (await c.query(`DROP DATABASE IF EXISTS "${pgName}" WITH (FORCE)`)));
});

test('starts on a free port, answers health, closes cleanly', async () => {
  const cms = await startCms({ host: '127.0.0.1', port: 0 });
  try {
    expect(cms.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await fetch(`${cms.url}/api/health/`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok', version: expect.any(String) });
    if (testDriver() === 'pglite') {
      expect(fs.readFileSync(path.join(tmp, 'db', LOCK_FILE), 'utf8')).toBe(String(process.pid));
      // a second back end on the same directory is refused with a clear message
      await expect(startCms({ port: 0 })).rejects.toThrow(/is in use by process/);
    }
  } finally {
    await cms.close();
  }
  expect(fs.existsSync(path.join(tmp, 'db', LOCK_FILE))).toBe(false);
  // a first open creates the PGlite cluster and runs every migration: over 60 s seen on a 2-core
  // machine at load 16 (a positive wait gets a generous limit, docs/testing.md)
}, 180_000);

test("closing waits for an image's renditions being made in the background", async () => {
  const cms = await startCms({ host: '127.0.0.1', port: 0 });
  const other = await createTestCms();
  try {
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#00ab9f' } }).png().toBuffer();
    const row = await storeImage(other.db, other.config, png, {}, { background: {} });
    expect(row.renditions).toEqual({});
    await cms.close();
    // the job (the process's rendition jobs are one queue) ended before the close did
    const [after] = await other.db.select().from(images).where(eq(images.id, row.id));
    expect(Object.keys(after.renditions).sort()).toEqual(RENDITIONS.map((r) => r.alias).sort());
  } finally {
    await cms.close();
    await other.close();
  }
}, 180_000);
