/**
 * Migrations (issue 42 item 5): a failing migration leaves the database as it was (every pending
 * migration runs in one transaction), the failure is a sentence naming the migration and the
 * database's reason, and the status lists what is applied and pending. On both drivers, on a copy
 * of the migrated template with two migrations added in a folder of their own (CMS_MIGRATIONS_DIR).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { startCms } from '../index';
import { createTestCms, type TestCms } from '../test/createTestCms';
import { preparePgliteDataDir } from '../test/templates';
import { queryRows } from './client';
import { formatStatus, localMigrations, migrationStatus, MigrationError } from './migrationStatus';
import { migrationsFolder } from './migrationsFolder';

let cms: TestCms;
let folder: string;
const previous = process.env.CMS_MIGRATIONS_DIR;

/** The project's migrations plus `extra` ones ([tag, sql]), in a folder of their own. */
function withExtraMigrations(extra: [string, string][]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-migrations-'));
  fs.cpSync(migrationsFolder(), dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[] };
  let when = journal.entries.at(-1)!.when;
  for (const [tag, text] of extra) {
    fs.writeFileSync(path.join(dir, `${tag}.sql`), text);
    journal.entries.push({ idx: journal.entries.length, version: '7', when: ++when, tag, breakpoints: true });
  }
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

const tableExists = async (name: string) => (await queryRows<{ present: boolean }>(cms.db, sql`SELECT to_regclass(${name}) IS NOT NULL AS present`))[0].present;

beforeAll(async () => {
  cms = await createTestCms();
});
afterAll(async () => {
  if (previous === undefined) delete process.env.CMS_MIGRATIONS_DIR;
  else process.env.CMS_MIGRATIONS_DIR = previous;
  await cms?.close();
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
});

test('a failing migration changes nothing (the one before it in the same run neither), says which and why, and stays pending', async () => {
  const applied = localMigrations().length;
  folder = withExtraMigrations([
    ['9000_good', 'CREATE TABLE "backup_test_good" ("id" integer PRIMARY KEY);--> statement-breakpoint\nINSERT INTO "editors" ("username", "password_hash") VALUES (\'migrated\', \'x\');'],
    ['9001_bad', 'CREATE TABLE "backup_test_bad" ("id" integer PRIMARY KEY);--> statement-breakpoint\nALTER TABLE "pages" ADD COLUMN "title_de" text;'],
  ]);
  process.env.CMS_MIGRATIONS_DIR = folder;
  const before = await migrationStatus(cms.db);
  expect(formatStatus(before).lines.slice(-3)).toEqual(['pending  9000_good', 'pending  9001_bad', `${applied} applied, 2 pending.`]);
  expect(formatStatus(before).lines[0]).toBe('applied  0000_extensions');

  const failure = await cms.database.migrate().then(
    () => null,
    (err: unknown) => err,
  );
  expect(failure).toBeInstanceOf(MigrationError);
  expect((failure as MigrationError).migration).toBe('9001_bad');
  expect((failure as Error).message).toMatch(
    /^Migration 9001_bad failed: column "title_de" of relation "pages" already exists\. Nothing of the pending migrations was applied \(they run in one transaction\): the database is as it was before\. /,
  );
  expect((failure as Error).message).toContain('npm run migrate -- --status');

  // nothing of either: no table, no row, nothing recorded
  expect(await tableExists('backup_test_good')).toBe(false);
  expect(await tableExists('backup_test_bad')).toBe(false);
  expect(await queryRows(cms.db, sql`SELECT id FROM editors WHERE username = 'migrated'`)).toEqual([]);
  expect(await migrationStatus(cms.db)).toEqual(before);

  // the back end still works on it
  await cms.request.get('/api/health/').expect(200);
});

test('the back end refuses to start on a failing migration, with the same sentence, and leaves the database as it was', async () => {
  const saved = { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: process.env.DATA_DIR, SEED: process.env.SEED };
  const dataDir = path.join(folder, 'start-db');
  if (cms.databaseUrl) process.env.DATABASE_URL = cms.databaseUrl;
  else {
    delete process.env.CMS_MIGRATIONS_DIR; // the template of this version's migrations
    await preparePgliteDataDir(dataDir);
    process.env.CMS_MIGRATIONS_DIR = folder;
    process.env.DATA_DIR = dataDir;
  }
  process.env.SEED = 'false';
  try {
    await expect(startCms()).rejects.toThrow(/^Migration 9001_bad failed: column "title_de" of relation "pages" already exists\. Nothing of the pending migrations was applied/);
    if (!cms.databaseUrl) expect(fs.existsSync(path.join(dataDir, 'cms.lock'))).toBe(false); // closed and unlocked
    expect(await tableExists('backup_test_good')).toBe(false);
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
});

test('the status of a database migrated by a newer version names what this one does not know', async () => {
  fs.writeFileSync(path.join(folder, '9001_bad.sql'), 'CREATE TABLE "backup_test_bad" ("id" integer PRIMARY KEY);');
  await cms.database.migrate();
  const status = await migrationStatus(cms.db);
  expect(status.pending).toEqual([]);
  expect(formatStatus(status)).toEqual({ lines: expect.arrayContaining(['applied  9000_good', 'applied  9001_bad']), ok: true });
  // back to this version's migrations: the two are unknown to it
  delete process.env.CMS_MIGRATIONS_DIR;
  const older = formatStatus(await migrationStatus(cms.db));
  expect(older.ok).toBe(false);
  expect(older.lines.at(-1)).toBe(`${localMigrations().length} applied, 0 pending, 2 unknown: the database was migrated by a newer version.`);
});
