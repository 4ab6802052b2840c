/**
 * The content version (cms/db/contentVersion.ts) on both drivers: every bump is seen by the next read,
 * a rolled-back bump is not, and with PostgreSQL a second instance's bump is seen at once (PGlite is
 * written by this process only: there the version is kept between bumps).
 */
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from './client';
import { bumpContentVersion, getContentVersion } from './contentVersion';
import { createTestCms, type TestCms } from '../test/createTestCms';

let cms: TestCms;
beforeAll(async () => {
  cms = await createTestCms();
});
afterAll(() => cms?.close());

test('a read sees every bump, and no bump that was rolled back', async () => {
  const start = await getContentVersion(cms.db);
  expect(await getContentVersion(cms.db)).toBe(start);
  expect(await bumpContentVersion(cms.db)).toBe(start + 1);
  expect(await getContentVersion(cms.db)).toBe(start + 1);
  await expect(
    cms.db.transaction(async (tx) => {
      await bumpContentVersion(tx);
      throw new Error('rolled back');
    }),
  ).rejects.toThrow('rolled back');
  expect(await getContentVersion(cms.db)).toBe(start + 1);
  await cms.db.transaction(async (tx) => {
    await bumpContentVersion(tx);
  });
  expect(await getContentVersion(cms.db)).toBe(start + 2);
});

test('reads overlapping a bump never keep the older version', async () => {
  const before = await getContentVersion(cms.db);
  const [, bumped] = await Promise.all([getContentVersion(cms.db), bumpContentVersion(cms.db), getContentVersion(cms.db)]);
  expect(await getContentVersion(cms.db)).toBe(bumped);
  expect(bumped).toBe(before + 1);
});

test('PostgreSQL: a bump through another instance is read at once (nothing kept)', async () => {
  if (!cms.databaseUrl) return expect(cms.database.driver).toBe('pglite');
  const other: Database = await openDatabase({ databaseUrl: cms.databaseUrl, migrate: false, poolMax: 1 });
  try {
    const before = await getContentVersion(cms.db);
    await other.db.execute(sql`update content_version set version = version + 1 where id = 1`);
    expect(await getContentVersion(cms.db)).toBe(before + 1);
  } finally {
    await other.close();
  }
});
