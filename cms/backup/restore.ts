/**
 * `npm run restore -- FILE [--replace]`: the archive into the database of the environment (PGlite
 * in DATA_DIR, or DATABASE_URL), then its media check.
 *
 * - The archive is checked whole first (every entry against its SHA-256): a damaged one changes
 *   nothing.
 * - The target must be empty (no rows in any table; a migrated empty schema is empty) unless
 *   `--replace` is given.
 * - Into the same kind of database the native dump is restored by the real tool: PGlite's
 *   loadDataDir, or pg_restore piped into `psql --single-transaction`. Into the other kind the
 *   portable table copies are loaded (cms/backup/logical.ts) on the schema of the archive's
 *   migrations, in one transaction.
 * - PGlite: the new data directory is made beside DATA_DIR and swapped in when complete; with
 *   `--replace` the old one is kept as DATA_DIR.before-restore-<time>. PostgreSQL: the old schemas
 *   are dropped and the new ones made in the same transaction.
 * - Then the migrations this version has beyond the archive's are applied, and the row counts are
 *   compared with the archive's.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { CmsConfig } from '../config';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { openDatabase, PGLITE_EXTENSIONS, type Db, type DbOrTx } from '../db/client';
import { acquireDirLock, DataDirLockedError, LOCK_FILE } from '../db/lock';
import { describeMigrationFailure, localMigrations, type Migration } from '../db/migrationStatus';
import { migrationsFolder } from '../db/migrationsFolder';
import * as schema from '../db/schema';
import { mediaStore } from '../media/store';
import { ArchiveError, formatBytes, formatCount, mediaEntry, NATIVE_ENTRY, openArchive, tableEntry, throttled, type OpenArchive } from './archive';
import { describeUrl } from './backup';
import { blankPglite } from './scratch';
import { countRows, importTables, listTables, parseRows } from './logical';
import { libpqTarget, runTool } from './pgTools';

export class RestoreError extends Error {
  override name = 'RestoreError';
}

export interface RestoreOptions {
  config: CmsConfig;
  file: string;
  replace?: boolean;
  log?: (line: string) => void;
}

export interface RestoreResult {
  method: 'native' | 'portable';
  tables: Record<string, number>;
  media: { listed: number; present: number; restored: number; missing: string[] };
  /** PGlite with --replace: where the replaced data directory was kept */
  keptAt: string | null;
}

/** The archive's migrations as this version knows them; refuses an archive of a newer or different schema. */
export function archiveMigrations(archive: OpenArchive): Migration[] {
  const local = localMigrations();
  const byWhen = new Map(local.map((m) => [m.when, m]));
  for (const migration of archive.manifest.migrations) {
    const mine = byWhen.get(migration.when);
    if (!mine) {
      throw new RestoreError(
        `The archive was made by a newer version: its database has migration ${migration.tag}, which this version does not have. Restore it with that version or a newer one.`,
      );
    }
    if (mine.hash !== migration.hash) throw new RestoreError(`The archive's migration ${migration.tag} differs from this version's: restore it with the version that made it.`);
  }
  const newest = Math.max(...archive.manifest.migrations.map((m) => m.when));
  return local.filter((m) => m.when <= newest);
}

/** Applies migrations inside an open transaction, recording them as drizzle's migrator does (cms/db/migrationStatus.ts). */
export async function applyMigrationsIn(tx: DbOrTx, migrations: Migration[]): Promise<void> {
  const folder = migrationsFolder();
  await tx.execute(sql`CREATE SCHEMA IF NOT EXISTS drizzle`);
  await tx.execute(sql`CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`);
  for (const migration of migrations) {
    const text = fs.readFileSync(path.join(folder, `${migration.tag}.sql`), 'utf8');
    for (const statement of text.split('--> statement-breakpoint')) if (statement.trim()) await tx.execute(sql.raw(statement));
    await tx.execute(sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${migration.hash}, ${migration.when})`);
  }
}

/** The portable copies into `tx` (an empty schema, in a transaction): schema of the archive's migrations, then the rows. */
export async function loadPortable(tx: DbOrTx, archive: OpenArchive, log: (line: string) => void): Promise<Record<string, number>> {
  await applyMigrationsIn(tx, archiveMigrations(archive));
  const progress = throttled(log);
  const tables = Object.keys(archive.manifest.tables);
  const schemaTables = (await listTables(tx)).map((t) => t.name);
  const unexpected = schemaTables.filter((t) => !tables.includes(t));
  if (unexpected.length) throw new ArchiveError(`The archive has no copy of the tables ${unexpected.join(', ')}, which its migrations make: it is damaged.`);
  let done = 0;
  return importTables(
    tx,
    async (table) => parseRows(await archive.reader.read(tableEntry(table))),
    (table, rows) => progress(`Loading tables: ${++done} of ${tables.length} (${table}, ${formatCount(rows)} rows)`, done === tables.length),
  );
}

/** Rows of every table but content_version (which a running back end writes into an empty database). */
async function contentRows(db: DbOrTx): Promise<Record<string, number>> {
  const counts = await countRows(db);
  delete counts.content_version;
  return Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));
}

function refuseNonEmpty(where: string, rows: Record<string, number>): never {
  const list = Object.entries(rows)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([table, n]) => `${table}: ${formatCount(n)}`)
    .join(', ');
  throw new RestoreError(`The database ${where} is not empty (${list}${Object.keys(rows).length > 5 ? ', …' : ''}). A restore replaces everything in it only when told so: add --replace.`);
}

function compareCounts(expected: Record<string, number>, actual: Record<string, number>): void {
  const wrong = Object.keys(expected).filter((t) => expected[t] !== (actual[t] ?? 0));
  if (wrong.length) throw new RestoreError(`The restored database differs from the archive in ${wrong.map((t) => `${t} (${actual[t] ?? 0} rows, archive ${expected[t]})`).join(', ')}.`);
}

async function pgliteHasContent(dataDir: string): Promise<Record<string, number> | null> {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return null;
  const client = await PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS });
  try {
    return await contentRows(drizzlePglite({ client, schema }) as unknown as Db);
  } finally {
    await client.close();
  }
}


/** A restored PGlite database: the migrations this version has beyond the archive's, then its row counts checked against the archive's. */
async function migrateAndCount(db: ReturnType<typeof drizzlePglite<typeof schema>>, archive: OpenArchive): Promise<void> {
  const folder = migrationsFolder();
  await migratePglite(db, { migrationsFolder: folder }).catch((err: unknown) => {
    throw describeMigrationFailure(err, folder);
  });
  compareCounts(archive.manifest.tables, await countRows(db as unknown as Db, Object.keys(archive.manifest.tables)));
}

async function restorePglite(config: CmsConfig, archive: OpenArchive, options: RestoreOptions, log: (line: string) => void): Promise<{ method: RestoreResult['method']; keptAt: string | null }> {
  const dataDir = config.dataDir;
  const existed = fs.existsSync(dataDir);
  let lock;
  try {
    lock = acquireDirLock(dataDir);
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      throw new RestoreError(`The database directory ${dataDir} is in use by process ${err.pid} (the running site?). Stop it before a restore, then start it again afterwards.`);
    }
    throw err;
  }
  const building = `${dataDir}.restore-${process.pid}`;
  let keptAt: string | null = null;
  try {
    const content = await pgliteHasContent(dataDir);
    if (content && Object.keys(content).length && !options.replace) refuseNonEmpty(`in ${dataDir}`, content);
    fs.rmSync(building, { recursive: true, force: true });
    const native = archive.manifest.source.driver === 'pglite';
    const started = Date.now();
    if (native) {
      log('Restoring the PGlite dump (loadDataDir)…');
      const dump = await archive.reader.read(NATIVE_ENTRY.pglite);
      const client = await PGlite.create({ dataDir: building, loadDataDir: new Blob([new Uint8Array(dump)]), extensions: PGLITE_EXTENSIONS });
      try {
        fs.rmSync(path.join(building, LOCK_FILE), { force: true }); // the source's lock file came along
        await migrateAndCount(drizzlePglite({ client, schema }), archive);
      } finally {
        await client.close();
      }
    } else {
      log('Loading the portable table copies into a new PGlite database (the archive is of PostgreSQL)…');
      const client = await blankPglite(building);
      try {
        const db = drizzlePglite({ client, schema });
        await db.transaction((tx) => loadPortable(tx as unknown as DbOrTx, archive, log));
        await migrateAndCount(db, archive);
      } finally {
        await client.close();
      }
    }
    log(`Database restored in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    // swap: the lock stays ours until the new directory is in place
    if (content && Object.keys(content).length) {
      keptAt = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      fs.renameSync(dataDir, keptAt);
      fs.rmSync(path.join(keptAt, LOCK_FILE), { force: true });
    } else if (existed || fs.existsSync(dataDir)) {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    fs.renameSync(building, dataDir);
    return { method: native ? 'native' : 'portable', keptAt };
  } catch (err) {
    fs.rmSync(building, { recursive: true, force: true });
    throw err;
  } finally {
    lock.release();
    if (!existed && !fs.existsSync(path.join(dataDir, 'PG_VERSION'))) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export const DROP_SCHEMA_STATEMENTS = ['DROP SCHEMA IF EXISTS drizzle CASCADE', 'DROP SCHEMA IF EXISTS public CASCADE', 'CREATE SCHEMA public'];
const DROP_SCHEMAS = DROP_SCHEMA_STATEMENTS.map((s) => `${s};`).join(' ');

async function restorePostgres(config: CmsConfig, archive: OpenArchive, options: RestoreOptions, log: (line: string) => void): Promise<RestoreResult['method']> {
  const url = config.databaseUrl!;
  const where = `at ${describeUrl(url)}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const db = drizzlePg({ client, schema }) as unknown as Db;
  const native = archive.manifest.source.driver === 'postgres';
  const started = Date.now();
  try {
    const content = await contentRows(db);
    if (Object.keys(content).length && !options.replace) refuseNonEmpty(where, content);
    if (native) {
      log('Restoring the pg_dump archive (pg_restore into psql, one transaction)…');
      const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-restore-'));
      try {
        const dumpFile = path.join(work, 'postgres.dump');
        await archive.reader.extractTo(NATIVE_ENTRY.postgres, dumpFile);
        const target = libpqTarget(url);
        const script = new PassThrough();
        script.write(`${DROP_SCHEMAS}\n`);
        const applying = runTool('psql', ['--no-psqlrc', '--quiet', '--single-transaction', '--set=ON_ERROR_STOP=1', `--dbname=${target.url}`, '--file=-'], { env: target.env, stdin: script });
        const writing = runTool('pg_restore', ['--no-owner', '--no-acl', '--file=-', dumpFile], { stdout: script }).finally(() => script.end());
        const [psqlResult, restoreResult] = await Promise.allSettled([applying, writing]);
        if (restoreResult.status === 'rejected') throw restoreResult.reason;
        if (psqlResult.status === 'rejected') throw psqlResult.reason;
      } finally {
        fs.rmSync(work, { recursive: true, force: true });
      }
    } else {
      log('Loading the portable table copies (the archive is of PGlite), in one transaction…');
      await client.query('BEGIN');
      try {
        await client.query(DROP_SCHEMAS);
        await loadPortable(db, archive, log);
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      }
    }
  } finally {
    await client.end().catch(() => {});
  }
  const database = await openDatabase({ databaseUrl: url, migrate: true, poolMax: 2 });
  try {
    compareCounts(archive.manifest.tables, await countRows(database.db, Object.keys(archive.manifest.tables)));
  } finally {
    await database.close();
  }
  log(`Database restored in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return native ? 'native' : 'portable';
}

/** Checks the archive's media list against the store; writes the files the archive holds and the store lacks. */
async function restoreMedia(config: CmsConfig, archive: OpenArchive, log: (line: string) => void): Promise<RestoreResult['media']> {
  const store = mediaStore(config);
  const list = await archive.mediaList();
  const progress = throttled(log);
  const missing: string[] = [];
  let present = 0;
  let restored = 0;
  let done = 0;
  for (const file of list.files) {
    if (await store.exists(file.path)) present++;
    else if (archive.reader.has(mediaEntry(file.path))) {
      await store.write(file.path, await archive.reader.read(mediaEntry(file.path)));
      restored++;
    } else missing.push(file.path);
    done++;
    progress(`Media: ${formatCount(done)} of ${formatCount(list.files.length)} files checked`, done === list.files.length);
  }
  return { listed: list.files.length, present, restored, missing: [...missing, ...list.missing].sort() };
}

export async function restore(options: RestoreOptions): Promise<RestoreResult> {
  const { config } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const file = path.resolve(options.file);
  const checking = throttled(log);
  const archive = await openArchive(file, (done, total) => checking(`Checking the archive: ${done} of ${total} entries`, done === total));
  try {
    const { manifest } = archive;
    archiveMigrations(archive); // refuses a newer schema before anything is touched
    const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
    log(
      `Archive of ${manifest.createdAt}: ${manifest.source.driver === 'pglite' ? 'PGlite' : 'PostgreSQL'} ${manifest.source.serverVersion}, ` +
        `${Object.keys(manifest.tables).length} tables, ${formatCount(rows)} rows, ${formatCount(manifest.media.files)} media files${manifest.media.included ? ' (included)' : ''}.`,
    );
    let method: RestoreResult['method'];
    let keptAt: string | null = null;
    if (config.databaseUrl) method = await restorePostgres(config, archive, options, log);
    else ({ method, keptAt } = await restorePglite(config, archive, options, log));
    const media = await restoreMedia(config, archive, log);
    log(
      `Restored ${Object.keys(manifest.tables).length} tables with ${formatCount(rows)} rows into ${config.databaseUrl ? `PostgreSQL at ${describeUrl(config.databaseUrl)}` : `PGlite in ${config.dataDir}`} ` +
        `(${method === 'native' ? 'the native dump' : 'the portable copies'}).`,
    );
    if (keptAt) log(`The replaced database is kept in ${keptAt}: delete it once the site is checked.`);
    log(
      `Media: ${formatCount(media.listed)} files listed, ${formatCount(media.present)} present${media.restored ? `, ${formatCount(media.restored)} restored from the archive` : ''}` +
        `${media.missing.length ? `, ${formatCount(media.missing.length)} MISSING (pages show them broken until they are put back): ${media.missing.slice(0, 10).join(', ')}${media.missing.length > 10 ? ', …' : ''}` : ', none missing'}.`,
    );
    if (manifest.media.bytes && !manifest.media.included && media.missing.length) log(`The archive holds no media: copy them from the media backup (${formatBytes(manifest.media.bytes)} in all), or take backups with --media.`);
    return { method, tables: manifest.tables, media, keptAt };
  } finally {
    await archive.close();
  }
}
