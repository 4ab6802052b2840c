/**
 * Migrated template databases for tests, built once per set of migrations and reused:
 * - PGlite: a tarball of a migrated data directory (dumpDataDir) under the OS temp dir; each test
 *   file loads it in memory (loadDataDir, about 0.7 s of CPU: see TEST_SHARED_BUFFERS).
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
const PGLITE_TEMPLATE_FORMAT = 3;

export function pgliteTemplatePath(hash = migrationsHash()): string {
  return path.join(os.tmpdir(), `cms-test-template-${hash}-v${PGLITE_TEMPLATE_FORMAT}.tar`);
}

/**
 * PostgreSQL's shared buffers in a test file's PGlite (`postgresql.auto.conf` of the template). With
 * the default, 128 MB, every copy grew its WebAssembly memory from 128 to 189 MB at start and zeroed
 * the buffers; with 16 MB it stays at 128 MB. Together with the WAL that trimWal leaves out, that
 * took V8 from four full garbage collections per test file to one, and a copy's start from 1 to 2 s
 * of CPU to about 0.7 s. A test database holds a few MB. Queries, plans (they go by
 * effective_cache_size) and results do not depend on it; the back end's own PGlite keeps the default,
 * and preparePgliteDataDir resets it for the data directories that tests start a back end on.
 */
const TEST_SHARED_BUFFERS = '16MB';

export async function ensurePgliteTemplate(): Promise<string> {
  const file = pgliteTemplatePath();
  if (fs.existsSync(file)) return file;
  const database = await openDatabase({ inMemory: true, migrate: true });
  try {
    const pglite = database.pglite!;
    // without template0 and template1, which no test connects to or copies: 15 MB less to load
    for (const name of ['template1', 'template0']) {
      await pglite.exec(`ALTER DATABASE ${name} IS_TEMPLATE false`);
      await pglite.exec(`DROP DATABASE ${name}`);
    }
    await pglite.exec(`ALTER SYSTEM SET shared_buffers = '${TEST_SHARED_BUFFERS}'`);
    // the checkpoint at the start of a fresh WAL segment: all a copy needs of the WAL is that
    // segment's first pages (trimWal)
    await pglite.exec('SELECT pg_switch_wal()');
    await pglite.exec('CHECKPOINT');
    const end = await pglite.query<{ file_name: string; file_offset: number }>('SELECT file_name, file_offset FROM pg_walfile_name_offset(pg_current_wal_insert_lsn())');
    const dump = await pglite.dumpDataDir('none');
    const tar = trimWal(new Uint8Array(await dump.arrayBuffer()), end.rows[0].file_name, end.rows[0].file_offset);
    const tmp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, tar);
    fs.renameSync(tmp, file); // atomic: a concurrent run sees a whole file or none
  } finally {
    await database.close();
  }
  return file;
}

const TAR_BLOCK = 512;
/** PostgreSQL's WAL page (XLOG_BLCKSZ) */
const WAL_PAGE = 8192;

/**
 * The data directory's tarball with only the WAL a copy reads: the segment holding the last
 * checkpoint, cut after the page where the WAL ends (16 MB of zeros otherwise, more than half of
 * the tarball: 28 MB before, 11 MB after). The segments before it are no longer needed after the
 * checkpoint; the ones after it are old segments renamed for reuse. Starting, PostgreSQL replays
 * from the checkpoint and stops at the first empty record of that page, as after any crash; it
 * writes on from there and grows the file. Every other member is copied as it is.
 */
export function trimWal(tar: Uint8Array, segment: string, endOffset: number): Uint8Array {
  const text = (at: number, length: number) => {
    const bytes = tar.subarray(at, at + length);
    const nul = bytes.indexOf(0);
    return Buffer.from(nul < 0 ? bytes : bytes.subarray(0, nul)).toString('latin1');
  };
  const parts: Uint8Array[] = [];
  let kept = false;
  let at = 0;
  // ustar: a 512-byte header (name at 0, size in octal at 124, checksum at 148, name prefix at
  // 345), the content padded to 512 bytes; two empty blocks end the archive
  while (at + TAR_BLOCK <= tar.length && tar.subarray(at, at + TAR_BLOCK).some((b) => b !== 0)) {
    const start = at;
    const prefix = text(at + 345, 155);
    const name = prefix ? `${prefix}/${text(at, 100)}` : text(at, 100);
    const size = parseInt(text(at + 124, 12).trim() || '0', 8);
    at += TAR_BLOCK + Math.ceil(size / TAR_BLOCK) * TAR_BLOCK;
    const wal = /(?:^|\/)pg_wal\/([0-9A-F]{24})$/.exec(name);
    if (!wal) {
      parts.push(tar.subarray(start, at));
      continue;
    }
    if (wal[1] !== segment) continue;
    const header = Buffer.from(tar.subarray(start, start + TAR_BLOCK));
    const data = tar.subarray(start + TAR_BLOCK, start + TAR_BLOCK + size);
    const length = Math.min(size, (Math.floor(endOffset / WAL_PAGE) + 1) * WAL_PAGE);
    header.write(`${length.toString(8).padStart(11, '0')}\0`, 124, 12, 'latin1');
    header.fill(' ', 148, 156); // the checksum counts its own field as spaces
    const sum = header.reduce((total, b) => total + b, 0);
    header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'latin1');
    const body = new Uint8Array(Math.ceil(length / TAR_BLOCK) * TAR_BLOCK);
    body.set(data.subarray(0, length));
    parts.push(header, body);
    kept = true;
  }
  if (!kept) throw new Error(`trimWal: the tarball has no WAL segment ${segment}`);
  parts.push(new Uint8Array(2 * TAR_BLOCK)); // end of archive
  return Buffer.concat(parts);
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
  try {
    // the back end started on it runs with PostgreSQL's own shared buffers, as in production
    await client.exec('ALTER SYSTEM RESET shared_buffers');
  } finally {
    await client.close();
  }
}
