/**
 * Migrated template databases for tests, built once per set of migrations and reused:
 * - PGlite: a tarball of a migrated data directory (dumpDataDir) under the OS temp dir; each test
 *   file loads it in memory (loadDataDir, about 1 s).
 * - PostgreSQL: a database `cms_test_tpl_<hash>`; each test file gets CREATE DATABASE ... TEMPLATE.
 * The hash covers every migration file, so a new migration builds a new template automatically.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, PGLITE_EXTENSIONS } from '../db/client';
import { migrationsFolder } from '../db/migrationsFolder';

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

export function testDriver(): 'pglite' | 'postgres' {
  return process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';
}

export function adminUrl(): string {
  return process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
}

/** The URL of another database on the same server. */
export function urlForDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export function migrationsHash(): string {
  const dir = migrationsFolder();
  const hash = crypto.createHash('sha256');
  const files = [
    ...fs.readdirSync(dir).filter((f) => f.endsWith('.sql')),
    ...fs.readdirSync(path.join(dir, 'meta')).map((f) => `meta/${f}`),
  ].sort();
  for (const file of files) hash.update(file).update(fs.readFileSync(path.join(dir, file)));
  return hash.digest('hex').slice(0, 12);
}

/** Bumped when the PGlite template's making changes (the file name then changes with it). */
const PGLITE_TEMPLATE_FORMAT = 2;

export function pgliteTemplatePath(hash = migrationsHash()): string {
  return path.join(os.tmpdir(), `cms-test-template-${hash}-v${PGLITE_TEMPLATE_FORMAT}.tar`);
}

export async function ensurePgliteTemplate(): Promise<string> {
  const file = pgliteTemplatePath();
  if (fs.existsSync(file)) return file;
  const database = await openDatabase({ inMemory: true, migrate: true });
  try {
    // without template0 and template1, which no test connects to or copies: 28 instead of 43 MB to
    // load, 0.3 s less CPU for every test file's copy (about 0.8 s then)
    for (const name of ['template1', 'template0']) {
      await database.pglite!.exec(`ALTER DATABASE ${name} IS_TEMPLATE false`);
      await database.pglite!.exec(`DROP DATABASE ${name}`);
    }
    await database.pglite!.exec('CHECKPOINT');
    const dump = await database.pglite!.dumpDataDir('none');
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(tmp, file); // atomic: a concurrent run sees a whole file or none
  } finally {
    await database.close();
  }
  return file;
}

export function pgTemplateName(hash = migrationsHash()): string {
  return `cms_test_tpl_${hash}`;
}

export async function withAdminClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function ensurePgTemplate(): Promise<string> {
  const name = pgTemplateName();
  await withAdminClient(async (admin) => {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount) return;
    const building = `${name}_build_${process.pid}`;
    await admin.query(`DROP DATABASE IF EXISTS "${building}"`);
    await admin.query(`CREATE DATABASE "${building}"`);
    const database = await openDatabase({ databaseUrl: urlForDatabase(adminUrl(), building), migrate: true, poolMax: 1 });
    await database.close();
    try {
      await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
    } catch (err) {
      // another run built it at the same time: keep theirs
      await admin.query(`DROP DATABASE IF EXISTS "${building}"`);
      const again = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (!again.rowCount) throw err;
    }
    // templates of older migration sets are garbage now (unless several checkouts with different
    // migrations share this server: CMS_TEST_KEEP_TEMPLATES=1 keeps theirs)
    if (process.env.CMS_TEST_KEEP_TEMPLATES === '1') return;
    const old = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE 'cms\\_test\\_tpl\\_%' AND datname <> $1 AND datname NOT LIKE '%\\_build\\_%'",
      [name],
    );
    for (const { datname } of old.rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => {});
  });
  return name;
}

/**
 * A PGlite data directory on disk holding the migrated template, for a back end started as its own
 * process (a new file database takes 5 to 8 s to create; this about 2 s). `dir` must not exist yet
 * or be empty.
 */
export async function preparePgliteDataDir(dir: string): Promise<void> {
  const template = new Blob([fs.readFileSync(await ensurePgliteTemplate())]);
  const client = await PGlite.create({ dataDir: dir, loadDataDir: template, extensions: PGLITE_EXTENSIONS });
  await client.close();
}
