/**
 * PostgreSQL over TLS, as Heroku Postgres wants it (issue 46; docs/deployment.md, "Heroku Postgres:
 * TLS and connections"), on a throwaway server that refuses connections without TLS
 * (../test/tlsPostgres.ts: a cluster of its own, about 2 s to start, 3 to 5 s for the file):
 * - what DATABASE_URL's `sslmode` and node-postgres's PGSSLMODE do with the installed pg 8:
 *   `sslmode=require` is TLS with the certificate checked (pg-connection-string 2 treats it as
 *   verify-full), so a certificate no known CA vouches for, as Heroku's, needs `sslmode=no-verify`,
 *   PGSSLMODE=no-verify (read when the URL names no sslmode), or `uselibpqcompat=true&sslmode=require`;
 * - the back end opened from its configuration on that server: migrations, queries and the
 *   content-version LISTEN all over TLS, and its connections are DATABASE_POOL_MAX + 1 (LISTEN).
 * PostgreSQL only: it runs in the cms-pg project (`npm run test:cms:pg`); the PGlite projects leave
 * the file out (jest.config.js, jest.cms.config.js), as the server it tests is its own either way.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { loadConfig } from '../config';
import { startTlsPostgres, type TlsPostgres } from '../test/tlsPostgres';
import { databaseOptions, openDatabase } from './client';
import { bumpContentVersion } from './contentVersion';
import { startVersionFeed } from './versionFeed';

/** node-postgres warns once that 'require' means verify-full; kept here to be asserted, not printed */
const warnings: string[] = [];
let server: TlsPostgres;

beforeAll(async () => {
  const emitWarning = process.emitWarning.bind(process);
  jest.spyOn(process, 'emitWarning').mockImplementation(((warning: string | Error, ...rest: never[]) => {
    const text = String(warning);
    if (text.startsWith('SECURITY WARNING')) warnings.push(text);
    else emitWarning(warning, ...rest);
  }) as typeof process.emitWarning);
  server = await startTlsPostgres();
}, 60_000);

afterAll(async () => {
  jest.restoreAllMocks();
  await server?.stop();
});

/** The URL with query parameters added. */
const withQuery = (query: string) => `${server.url}?${query}`;

/** Connects with `connectionString` and says whether the session is encrypted. */
async function tlsOf(connectionString: string): Promise<{ ssl: boolean; version: string | null }> {
  const client = new pg.Client({ connectionString });
  client.on('error', () => {});
  try {
    await client.connect();
    const { rows } = await client.query<{ ssl: boolean; version: string | null }>('SELECT ssl, version FROM pg_stat_ssl WHERE pid = pg_backend_pid()');
    return rows[0];
  } finally {
    await client.end().catch(() => {});
  }
}

/** Runs `fn` with PGSSLMODE set as node-postgres reads it (this test file's environment). */
async function withPgSslMode<T>(mode: string, fn: () => Promise<T>): Promise<T> {
  const before = process.env.PGSSLMODE;
  process.env.PGSSLMODE = mode;
  try {
    return await fn();
  } finally {
    if (before === undefined) delete process.env.PGSSLMODE;
    else process.env.PGSSLMODE = before;
  }
}

/** Waits for a condition (checked every 5 ms, async allowed), never for a time. */
async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('a TLS-only PostgreSQL, as Heroku Postgres', () => {
  test('a connection without TLS is refused by the server', async () => {
    await expect(withPgSslMode('disable', () => tlsOf(server.url))).rejects.toThrow(/no encryption/);
    await expect(tlsOf(withQuery('sslmode=disable'))).rejects.toThrow(/no encryption/);
  });

  test('sslmode=require: TLS with the certificate checked, so it connects when sslrootcert names the CA and is refused for a certificate it cannot verify', async () => {
    await expect(tlsOf(withQuery(`sslmode=require&sslrootcert=${encodeURIComponent(server.caFile)}`))).resolves.toEqual({ ssl: true, version: expect.stringMatching(/^TLSv1\.[23]$/) });
    await expect(tlsOf(withQuery(`sslmode=verify-full&sslrootcert=${encodeURIComponent(server.caFile)}`))).resolves.toMatchObject({ ssl: true });
    // Heroku's case: the server's certificate is not signed by a CA Node knows
    await expect(tlsOf(withQuery('sslmode=require'))).rejects.toThrow(/certificate/);
    await expect(withPgSslMode('require', () => tlsOf(server.url))).rejects.toThrow(/certificate/);
    // what node-postgres says about it (once per process)
    expect(warnings.join('\n')).toContain("The SSL modes 'prefer', 'require', and 'verify-ca' are treated as aliases for 'verify-full'");
  });

  test("what Heroku needs: sslmode=no-verify, PGSSLMODE=no-verify or libpq's require: encrypted, the certificate not checked; the URL's sslmode wins over PGSSLMODE", async () => {
    await expect(tlsOf(withQuery('sslmode=no-verify'))).resolves.toMatchObject({ ssl: true });
    await expect(tlsOf(withQuery('uselibpqcompat=true&sslmode=require'))).resolves.toMatchObject({ ssl: true });
    // Heroku's DATABASE_URL names no sslmode: PGSSLMODE decides
    await expect(withPgSslMode('no-verify', () => tlsOf(server.url))).resolves.toMatchObject({ ssl: true });
    await expect(withPgSslMode('no-verify', () => tlsOf(withQuery('sslmode=require')))).rejects.toThrow(/certificate/);
    await expect(withPgSslMode('disable', () => tlsOf(withQuery('sslmode=no-verify')))).resolves.toMatchObject({ ssl: true });
  });

  test('the back end from its configuration: migrations, queries and the LISTEN connection over TLS; DATABASE_POOL_MAX pool connections plus one LISTEN', async () => {
    await withPgSslMode('no-verify', async () => {
      const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: server.url, DATABASE_POOL_MAX: '3' });
      const database = await openDatabase({ ...databaseOptions(config), migrate: true });
      const feed = await startVersionFeed(database, config.databaseUrl, pino({ level: 'silent' }));
      const admin = new pg.Client({ connectionString: server.url });
      let queries: Promise<unknown>[] = [];
      try {
        // a bump through the pool is heard on the LISTEN connection
        const bumped = await bumpContentVersion(database.db);
        await until(() => feed.version === bumped, 10_000, 'the LISTEN connection hears the bump');

        // more queries than the pool has connections, all held by a lock another session holds
        await admin.connect();
        await admin.query('SELECT pg_advisory_lock(46)');
        // (drizzle's execute() runs when awaited: then() sends them now)
        queries = Array.from({ length: 7 }, () => database.db.execute(sql`SELECT pg_advisory_xact_lock_shared(46)`).then(() => undefined));
        const pool = database.pool!;
        // what the server sees of this back end: its sessions, encrypted or not, listening or waiting for the lock
        const sessions = async () =>
          (
            await admin.query<{ connections: number; encrypted: number; listening: number; waiting: number }>(
              `SELECT count(*)::int AS connections,
                      count(*) FILTER (WHERE s.ssl)::int AS encrypted,
                      count(*) FILTER (WHERE a.query LIKE 'LISTEN %')::int AS listening,
                      count(*) FILTER (WHERE a.wait_event_type = 'Lock')::int AS waiting
                 FROM pg_stat_activity a JOIN pg_stat_ssl s USING (pid)
                WHERE a.datname = current_database() AND a.backend_type = 'client backend' AND a.pid <> pg_backend_pid()`,
            )
          ).rows[0];
        await until(async () => (await sessions()).waiting === 3, 10_000, 'three queries wait for the lock');
        expect(await sessions()).toEqual({ connections: 3 + 1, encrypted: 3 + 1, listening: 1, waiting: 3 });
        expect({ total: pool.totalCount, waiting: pool.waitingCount }).toEqual({ total: 3, waiting: 4 });
        await admin.query('SELECT pg_advisory_unlock(46)');
        await Promise.all(queries);
        expect(pool.totalCount).toBe(3);
      } finally {
        await admin.query('SELECT pg_advisory_unlock_all()').catch(() => {});
        await Promise.allSettled(queries);
        await admin.end().catch(() => {});
        await feed.close();
        await database.close();
      }
    });
  });
});
