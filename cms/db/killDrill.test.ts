/**
 * kill -9 drill (docs/reliability.md, issue 16): the back end as its own process (cms/main.ts) on a
 * PGlite data directory, or on PostgreSQL with TEST_DATABASE=postgres. A staff editor streams writes
 * (new redirects through the admin API) on several connections; the process is killed with SIGKILL
 * while writes are in flight, then started again on the same data. Every write that was
 * acknowledged (201) must be there, the session must still be valid (sessions live in the
 * database), and the database must take new writes (PGlite: the stale lock is taken over, the WAL
 * replayed, no index broken).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../../shared/constants';
import { portForLater } from '../../scripts/lib/freePort';
import { createEditor, TEST_PASSWORD } from '../test/fixtures';
import { adminUrl, ensurePgTemplate, preparePgliteDataDir, testDriver, urlForDatabase, withAdminClient } from '../test/templates';
import { openDatabase } from './client';
import { LOCK_FILE } from './lock';

const ROOT = path.resolve(__dirname, '..', '..');
/** acknowledged writes before the kill; the streams go on sending until the process is gone */
const ACKED_BEFORE_KILL = 150;
const STREAMS = 4;
const START_TIMEOUT_MS = 120_000;
/** Two starts of the back end (tsx compiling it each time), the stream of writes and a restart: a loaded 2-core machine took over a minute. */
const DRILL_TIMEOUT_MS = 4 * START_TIMEOUT_MS;

jest.setTimeout(60_000);

let tmp: string;
let databaseEnv: Record<string, string>;
let dropDatabase: () => Promise<void> = async () => {};
let child: ChildProcess | null = null;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kill-drill-'));
  fs.mkdirSync(path.join(tmp, 'media'));
  if (testDriver() === 'postgres') {
    const template = await ensurePgTemplate();
    const name = `cms_test_${crypto.randomBytes(6).toString('hex')}`;
    await withAdminClient(async (admin) => void (await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`)));
    dropDatabase = () => withAdminClient(async (admin) => void (await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)));
    databaseEnv = { DATABASE_URL: urlForDatabase(adminUrl(), name) };
  } else {
    await preparePgliteDataDir(path.join(tmp, 'db'));
    databaseEnv = { DATA_DIR: path.join(tmp, 'db') };
  }
  // the staff editor who writes, created before the back end holds the database
  const database = await openDatabase({ databaseUrl: databaseEnv.DATABASE_URL, dataDir: databaseEnv.DATA_DIR, migrate: false, poolMax: 1 });
  try {
    await createEditor(database.db, { username: 'drill', is_staff: true });
  } finally {
    await database.close();
  }
});

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await dropDatabase();
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** The back end as its own process, as `npm run cms` runs it (without the tsx relay process). */
async function startBackEnd(): Promise<{ process: ChildProcess; url: string; output: () => string }> {
  // bound only once tsx has compiled the back end: a port no outgoing connection can take meanwhile
  const port = await portForLater();
  const started = spawn(process.execPath, ['--import', 'tsx', 'cms/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...databaseEnv,
      NODE_ENV: 'production',
      CMS_PORT: String(port),
      CMS_HOST: '127.0.0.1',
      MEDIA_DIR: path.join(tmp, 'media'),
      SEED: 'false',
      LOG_LEVEL: 'error',
    },
  });
  child = started;
  let output = '';
  started.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  started.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (started.exitCode !== null) throw new Error(`the back end exited with ${started.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the back end did not answer within ${START_TIMEOUT_MS} ms:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { process: started, url, output: () => output };
}

function cookieFrom(response: Response, name: string): string | undefined {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const [key, value] = pair.split('=');
    if (key.trim() === name) return value;
  }
  return undefined;
}

/** Logs the drill editor in: the cookies and token every write needs. */
async function logIn(url: string): Promise<Record<string, string>> {
  const user = await fetch(`${url}/de/pageeditor-api/user`);
  const token = cookieFrom(user, CSRF_COOKIE)!;
  const login = await fetch(`${url}/de/pageeditor-api/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `${CSRF_COOKIE}=${token}`, [CSRF_HEADER]: token },
    body: JSON.stringify({ username: 'drill', password: TEST_PASSWORD }),
  });
  expect(login.status).toBe(200);
  const session = cookieFrom(login, SESSION_COOKIE)!;
  const rotated = cookieFrom(login, CSRF_COOKIE) ?? token;
  return { cookie: `${SESSION_COOKIE}=${session}; ${CSRF_COOKIE}=${rotated}`, [CSRF_HEADER]: rotated };
}

const pathOf = (n: number) => `/de/kill-drill-${n}/`;

function createRedirect(url: string, auth: Record<string, string>, n: number): Promise<Response> {
  return fetch(`${url}/api/admin/redirects/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...auth },
    body: JSON.stringify({ old_path: pathOf(n), new_path: '/de/' }),
  });
}

/** Every redirect's old_path, through the admin list (paged). */
async function storedPaths(url: string, auth: Record<string, string>): Promise<Set<string>> {
  const paths = new Set<string>();
  for (let page = 1; ; page++) {
    const response = await fetch(`${url}/api/admin/redirects/?per_page=500&page=${page}&sort=id&order=ASC`, { headers: auth });
    expect(response.status).toBe(200);
    const { data, total } = (await response.json()) as { data: { old_path: string }[]; total: number };
    for (const row of data) paths.add(row.old_path);
    if (data.length === 0 || paths.size >= total) return paths;
  }
}

test(`kill -9 during a stream of writes on ${testDriver()}: every acknowledged write survives the restart`, async () => {
  const first = await startBackEnd();
  const auth = await logIn(first.url);

  const acked = new Set<number>();
  let next = 0;
  let inFlight = 0;
  let inFlightAtKill = -1;
  let killed = false;
  const refused: string[] = [];
  const stream = async () => {
    while (!killed) {
      const n = next++;
      inFlight++;
      try {
        const response = await createRedirect(first.url, auth, n);
        if (response.status === 201) acked.add(n);
        else refused.push(`${n}: ${response.status} ${await response.text()}`);
      } catch {
        // the connection died with the process: not acknowledged, may or may not be stored
      } finally {
        inFlight--;
      }
      if (acked.size >= ACKED_BEFORE_KILL && !killed) {
        killed = true;
        inFlightAtKill = inFlight;
        first.process.kill('SIGKILL');
      }
    }
  };
  const exited = new Promise((resolve) => first.process.once('exit', resolve));
  await Promise.all(Array.from({ length: STREAMS }, stream));
  await exited;

  expect(refused).toEqual([]);
  expect(first.process.signalCode).toBe('SIGKILL');
  // mid-stream: other writes were on their way when the process died
  expect(inFlightAtKill).toBeGreaterThan(0);
  expect(acked.size).toBeGreaterThanOrEqual(ACKED_BEFORE_KILL);
  if (!databaseEnv.DATABASE_URL) expect(fs.existsSync(path.join(databaseEnv.DATA_DIR, LOCK_FILE))).toBe(true); // left by the killed process

  const second = await startBackEnd();
  // the session of before the crash is still valid: sessions live in the database
  const stored = await storedPaths(second.url, auth).catch((error: unknown) => {
    throw new Error(`the restarted back end did not answer (exit ${second.process.exitCode ?? second.process.signalCode ?? 'none'}):\n${second.output()}`, { cause: error });
  });
  const lost = [...acked].filter((n) => !stored.has(pathOf(n)));
  expect(lost).toEqual([]);
  // never more than was sent
  expect([...stored].filter((p) => p.startsWith('/de/kill-drill-')).length).toBeLessThanOrEqual(next);

  // the database takes writes again, and a path written before the crash is still unique
  expect((await createRedirect(second.url, auth, next + 1)).status).toBe(201);
  const duplicate = await createRedirect(second.url, auth, [...acked][0]);
  expect(duplicate.status).toBe(409);

  const stopped = new Promise((resolve) => second.process.once('exit', resolve));
  second.process.kill('SIGTERM');
  await stopped;
  expect(second.process.exitCode).toBe(0);
  if (!databaseEnv.DATABASE_URL) expect(fs.existsSync(path.join(databaseEnv.DATA_DIR, LOCK_FILE))).toBe(false);
}, DRILL_TIMEOUT_MS);
