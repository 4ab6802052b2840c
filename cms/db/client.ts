/**
 * Opening the database. One schema, two drivers:
 * - DATABASE_URL=postgres://...  -> node-postgres Pool + drizzle (node-postgres driver);
 * - otherwise                    -> embedded PGlite in DATA_DIR (default ./data/db), held by a lock
 *   file (cms/db/lock.ts), always opened with the unaccent and pg_trgm extensions (once pg_trgm is
 *   used, opening without it breaks inserts).
 * The rest of the code only sees `Db` and never knows which driver runs.
 */
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { CmsConfig } from '../config';
import { markSingleWriter } from './singleWriter';
import { acquireDirLock, type DirLock } from './lock';
import { describeMigrationFailure } from './migrationStatus';
import { migrationsFolder } from './migrationsFolder';
import { useNamedStatements } from './pgliteStatements';
import * as schema from './schema';

export type Schema = typeof schema;
/** The database as every query of the back end sees it, whatever the driver. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of `Db` (what `db.transaction(async (tx) => …)` passes). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A transaction or the database: what a function taking "something to query" should accept. */
export type DbOrTx = Db | Tx;

export type Driver = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  driver: Driver;
  /** apply pending migrations (idempotent) */
  migrate(): Promise<void>;
  /** close connections and release the data-directory lock */
  close(): Promise<void>;
  /** the PGlite instance (pglite driver only), e.g. for dumpDataDir in tests */
  pglite?: PGlite;
  /** the pool (postgres driver only) */
  pool?: pg.Pool;
}

export const PGLITE_EXTENSIONS = { unaccent, pg_trgm };

/** Rows of a raw SQL query, the same on both drivers. Prefer the query builder; use this for SQL it cannot express. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Throws when the database does not answer (the health check). */
export async function pingDatabase(db: DbOrTx): Promise<void> {
  await db.execute(sql`SELECT 1`);
}

export interface OpenOptions {
  /** postgres://... ; null/undefined = PGlite */
  databaseUrl?: string | null;
  /** PGlite data directory; ignored when databaseUrl or loadDataDir is set */
  dataDir?: string;
  /** PGlite: start in memory from a dumped data directory (tests); no lock */
  loadDataDir?: Blob;
  /** PGlite: in memory, empty (no dataDir, no lock) */
  inMemory?: boolean;
  /** apply migrations right after opening (default true) */
  migrate?: boolean;
  /** node-postgres pool size (default 10; the back end passes DATABASE_POOL_MAX) */
  poolMax?: number;
}

/** The database of the back end's configuration: DATABASE_URL with a pool of DATABASE_POOL_MAX, or PGlite in DATA_DIR. */
export function databaseOptions(config: Pick<CmsConfig, 'databaseUrl' | 'dataDir' | 'databasePoolMax'>): OpenOptions {
  return { databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: config.databasePoolMax };
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  const database = options.databaseUrl ? await openPostgres(options.databaseUrl, options.poolMax) : await openPglite(options);
  if (options.migrate !== false) {
    try {
      await database.migrate();
    } catch (err) {
      await database.close();
      throw err;
    }
  }
  return database;
}

async function openPglite(options: OpenOptions): Promise<Database> {
  let lock: DirLock | null = null;
  let client: PGlite;
  if (options.loadDataDir) {
    client = await PGlite.create({ loadDataDir: options.loadDataDir, extensions: PGLITE_EXTENSIONS });
  } else if (options.inMemory || !options.dataDir) {
    client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  } else {
    lock = acquireDirLock(options.dataDir);
    try {
      client = await PGlite.create({ dataDir: options.dataDir, extensions: PGLITE_EXTENSIONS });
    } catch (err) {
      lock.release();
      throw err;
    }
  }
  // a statement run again is parsed (and, where as cheap, planned) once
  useNamedStatements(client);
  const db = drizzlePglite({ client, schema });
  // only this process writes it (the lock file): its content version can be kept between bumps
  markSingleWriter(db);
  let closed = false;
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    pglite: client,
    async migrate() {
      const folder = migrationsFolder();
      try {
        await migratePglite(db, { migrationsFolder: folder });
      } catch (err) {
        throw describeMigrationFailure(err, folder);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/** Key of the advisory lock that serialises migrations of several instances starting at once. */
const MIGRATION_LOCK_KEY = 7_246_001;

/**
 * TLS is the URL's (`?sslmode=…`) or, when the URL names no sslmode, node-postgres's PGSSLMODE:
 * both are read by node-postgres for each connection, the same for the pool and for the LISTEN
 * connection (./versionFeed.ts), which is opened from the same URL. docs/deployment.md says what
 * Heroku Postgres needs (cms/db/tlsPostgres.test.ts shows it on a TLS-only server).
 */
async function openPostgres(url: string, poolMax = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolMax });
  // an idle client losing its connection must not crash the process; the next query reconnects
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema });
  let closed = false;
  return {
    db: db as unknown as Db,
    driver: 'postgres',
    pool,
    async migrate() {
      const conn = await pool.connect();
      try {
        await conn.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        const folder = migrationsFolder();
        try {
          await migratePg(drizzlePg({ client: conn, schema }), { migrationsFolder: folder });
        } catch (err) {
          throw describeMigrationFailure(err, folder);
        } finally {
          await conn.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        conn.release();
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/**
 * Runs queries one after another and returns their results as a tuple. A transaction holds one
 * connection, and node-postgres deprecates overlapping queries on one client.
 */
export async function inSequence<T extends readonly unknown[] | []>(queries: { [K in keyof T]: () => PromiseLike<T[K]> }): Promise<T> {
  const results: unknown[] = [];
  for (const query of queries as readonly (() => PromiseLike<unknown>)[]) results.push(await query());
  return results as unknown as T;
}
