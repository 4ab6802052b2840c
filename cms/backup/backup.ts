/**
 * `npm run backup -- FILE [--media]`: one archive (cms/backup/archive.ts) of a consistent snapshot of
 * the database of the environment, taken while the site keeps running:
 *
 * - PGlite (DATA_DIR): the back end that owns the directory dumps it on request (cms/backup/control.ts);
 *   with no back end running, this command takes the directory's lock and dumps it itself. The dump
 *   is loaded into a scratch PGlite in memory, and the table copies, counts and media list are read
 *   from there: the same snapshot by construction.
 * - PostgreSQL (DATABASE_URL): a REPEATABLE READ transaction exports its snapshot; pg_dump
 *   --format=custom --snapshot=… dumps exactly it while this command reads the table copies, counts
 *   and media list in the same transaction.
 *
 * The archive is written to FILE.partial and renamed when whole: a failed backup leaves no archive.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { CmsConfig } from '../config';
import { PGLITE_EXTENSIONS, queryRows, type Db } from '../db/client';
import { acquireDirLock, DataDirLockedError } from '../db/lock';
import { appliedMigrations, localMigrations, type Migration } from '../db/migrationStatus';
import * as schema from '../db/schema';
import { mediaStore } from '../media/store';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, formatBytes, formatCount, MANIFEST_ENTRY, MEDIA_LIST_ENTRY, mediaEntry, NATIVE_ENTRY, tableEntry, throttled, type Manifest } from './archive';
import { dumpPglite, requestDump } from './control';
import { countRows, exportTable, listTables } from './logical';
import { collectMedia, referencedMedia } from './media';
import { libpqTarget, runTool, toolVersion } from './pgTools';
import { TarWriter } from './tar';

export class BackupError extends Error {
  override name = 'BackupError';
}

export interface BackupOptions {
  config: CmsConfig;
  file: string;
  /** put the media files into the archive */
  media?: boolean;
  log?: (line: string) => void;
  appVersion?: string;
}

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: Manifest;
}

/** The PGlite data directory's dump: from the back end that owns it, or taken here under its lock. */
async function dumpPgliteDataDir(dataDir: string, log: (line: string) => void): Promise<Buffer> {
  if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) throw new BackupError(`There is no database in DATA_DIR (${dataDir}): nothing to back up.`);
  let lock;
  try {
    lock = acquireDirLock(dataDir);
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    log(`The back end (process ${err.pid}) owns ${dataDir}: asking it for a dump; the site keeps running.`);
    const dump = await requestDump(dataDir);
    if (!dump) {
      throw new BackupError(
        `The database directory ${dataDir} is in use by process ${err.pid}, which does not answer backup requests (an older version of the back end, or another program). ` +
          'Update and restart it, or stop it, and run the backup again.',
      );
    }
    return dump;
  }
  try {
    const client = await PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS });
    try {
      return Buffer.from(await (await dumpPglite(client)).arrayBuffer());
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

/** A credential-free description of a PostgreSQL URL. */
export function describeUrl(url: string): string {
  const u = new URL(url);
  return `${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`;
}

interface Snapshot {
  db: Db;
  serverVersion: string;
}

/**
 * Runs `work` on a consistent snapshot of the environment's database, while its native dump is
 * written to `nativeFile`.
 */
async function withSnapshot<T>(config: CmsConfig, nativeFile: string, log: (line: string) => void, work: (snapshot: Snapshot) => Promise<T>): Promise<{ result: T; tool: string; location: string }> {
  if (!config.databaseUrl) {
    const started = Date.now();
    const dump = await dumpPgliteDataDir(config.dataDir, log);
    fs.writeFileSync(nativeFile, dump);
    log(`Database dumped by PGlite (${formatBytes(dump.length)}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    const scratch = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(dump)]), extensions: PGLITE_EXTENSIONS });
    try {
      const db = drizzlePglite({ client: scratch, schema }) as unknown as Db;
      const [{ server_version }] = await queryRows<{ server_version: string }>(db, sql`SHOW server_version`);
      return { result: await work({ db, serverVersion: server_version }), tool: 'PGlite dumpDataDir', location: config.dataDir };
    } finally {
      await scratch.close();
    }
  }
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const { rows } = await client.query<{ snapshot: string; server_version: string }>('SELECT pg_export_snapshot() AS snapshot, current_setting(\'server_version\') AS server_version');
    const target = libpqTarget(config.databaseUrl);
    const tool = `pg_dump ${await toolVersion('pg_dump')}`;
    const dumping = runTool('pg_dump', ['--format=custom', '--no-owner', '--no-acl', `--snapshot=${rows[0].snapshot}`, `--file=${nativeFile}`, `--dbname=${target.url}`], { env: target.env });
    // keep the snapshot's transaction open until pg_dump has ended, whatever happens meanwhile
    const dumped = dumping.then(
      () => null,
      (err: unknown) => err,
    );
    const outcome = await work({ db: drizzlePg({ client, schema }) as unknown as Db, serverVersion: rows[0].server_version }).then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    const failure = await dumped;
    if ('error' in outcome) throw outcome.error;
    if (failure) throw failure;
    const result = outcome.value;
    await client.query('COMMIT');
    log(`Database dumped by ${tool} (${formatBytes(fs.statSync(nativeFile).size)}).`);
    return { result, tool, location: describeUrl(config.databaseUrl) };
  } finally {
    await client.end().catch(() => {});
  }
}

export async function backup(options: BackupOptions): Promise<BackupResult> {
  const { config } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const file = path.resolve(options.file);
  if (fs.existsSync(file)) throw new BackupError(`${file} exists already: choose another name (a backup never overwrites one).`);
  if (!fs.existsSync(path.dirname(file))) throw new BackupError(`The folder ${path.dirname(file)} does not exist.`);
  const started = Date.now();
  const driver = config.databaseUrl ? 'postgres' : 'pglite';
  const partial = `${file}.partial`;
  fs.rmSync(partial, { force: true });
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-backup-'));
  const nativeFile = path.join(work, 'native');
  const tar = await TarWriter.create(partial);
  const entries: Manifest['entries'] = {};
  try {
    const progress = throttled(log);
    const { result, tool, location } = await withSnapshot(config, nativeFile, log, async ({ db, serverVersion }) => {
      const applied = await appliedMigrations(db);
      if (!applied.length) throw new BackupError('The database has never been migrated: there is nothing to back up.');
      const known = new Map(localMigrations().map((m) => [m.when, m]));
      const migrations: Migration[] = applied.map((m) => ({ tag: known.get(m.when)?.tag ?? `unknown-${m.when}`, when: m.when, hash: m.hash }));
      const tables = await listTables(db);
      const counts: Record<string, number> = {};
      const copies: { name: string; data: Buffer }[] = [];
      for (const [i, table] of tables.entries()) {
        const { data, rows } = await exportTable(db, table);
        counts[table.name] = rows;
        copies.push({ name: table.name, data });
        progress(`Copying tables: ${i + 1} of ${tables.length} (${table.name}, ${formatCount(rows)} rows)`, i + 1 === tables.length);
      }
      const paths = await referencedMedia(db);
      return { serverVersion, migrations, counts, copies, paths, check: await countRows(db, tables.map((t) => t.name)) };
    });
    // the table copies must hold what the snapshot held
    for (const [name, rows] of Object.entries(result.check)) {
      if (result.counts[name] !== rows) throw new BackupError(`The copy of ${name} has ${result.counts[name]} rows, the snapshot ${rows}.`);
    }
    entries[NATIVE_ENTRY[driver]] = await tar.addFile(NATIVE_ENTRY[driver], nativeFile);
    for (const copy of result.copies) entries[tableEntry(copy.name)] = await tar.add(tableEntry(copy.name), copy.data);

    const store = mediaStore(config);
    const mediaProgress = throttled(log);
    const list = await collectMedia(
      store,
      result.paths,
      async (media, data) => {
        if (options.media) entries[mediaEntry(media.path)] = await tar.add(mediaEntry(media.path), data);
      },
      (done, total, bytes) => mediaProgress(`Media: ${formatCount(done)} of ${formatCount(total)} files checked (${formatBytes(bytes)})${options.media ? ', into the archive' : ''}`, done === total),
    );
    entries[MEDIA_LIST_ENTRY] = await tar.add(MEDIA_LIST_ENTRY, Buffer.from(JSON.stringify(list, null, 1)));
    const mediaBytes = list.files.reduce((sum, f) => sum + f.size, 0);
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      createdAt: new Date().toISOString(),
      appVersion: options.appVersion ?? process.env.APP_VERSION ?? 'unknown',
      source: { driver, serverVersion: result.serverVersion, tool, location },
      migrations: result.migrations,
      tables: result.counts,
      entries,
      media: { files: list.files.length, bytes: mediaBytes, missing: list.missing.length, included: Boolean(options.media) },
    };
    await tar.add(MANIFEST_ENTRY, Buffer.from(JSON.stringify(manifest, null, 1)));
    await tar.close();
    fs.renameSync(partial, file);
    const bytes = fs.statSync(file).size;
    const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
    const nonEmpty = Object.values(manifest.tables).filter((n) => n > 0).length;
    log(
      `Database: ${driver === 'pglite' ? `PGlite in ${location}` : `PostgreSQL ${result.serverVersion} at ${location}`}, ` +
        `${Object.keys(manifest.tables).length} tables (${nonEmpty} with rows), ${formatCount(rows)} rows; native dump ${formatBytes(entries[NATIVE_ENTRY[driver]].size)} (${tool}), ` +
        `portable copy ${formatBytes(result.copies.reduce((sum, c) => sum + c.data.length, 0))}.`,
    );
    log(
      `Media: ${formatCount(list.files.length)} files (${formatBytes(mediaBytes)}) listed with checksums, ` +
        `${options.media ? 'included' : 'not included (--media adds them)'}` +
        `${list.missing.length ? `; ${formatCount(list.missing.length)} named by the database but missing from the ${store.kind === 's3' ? 'bucket' : 'media folder'}: ${list.missing.slice(0, 5).join(', ')}${list.missing.length > 5 ? ', …' : ''}` : ''}.`,
    );
    log(`Wrote ${file} (${formatBytes(bytes)}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return { file, bytes, manifest };
  } catch (err) {
    await tar.abort();
    fs.rmSync(partial, { force: true });
    throw err;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
