/**
 * Operator-grade defaults of the built server (issue 25, docs/deployment.md), as a platform runs it:
 * - idle, it writes nothing at info: the content-version poll (4 a second; CONTENT_VERSION_SOURCE=poll,
 *   the chattiest way to learn the version: the default stream makes no request at all) is debug;
 * - without PUBLIC_URL or PUBLIC_HOSTS it says in one line at start that robots.txt names no sitemap
 *   and the sitemaps and feeds answer 404 (issue 42; the answers themselves: reliability.test.ts);
 * - in production on a PaaS it refuses the embedded database without DATABASE_URL, naming it, and
 *   local media (MEDIA_STORAGE=local, the default), naming MEDIA_STORAGE=s3 and the S3 variables.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { preparePgliteDataDir } from '../../cms/test/templates';
import { freePort } from '../../scripts/lib/freePort';
import { serverEntry, spawnServer, stopServer } from '../../scripts/lib/serverProcess';
import { projectRoot } from '../../scripts/lib/root';

const PINO_INFO = 30;
const PINO_WARN = 40;
/** polls the back end must have answered while idle before the log is judged */
const IDLE_POLLS = 8;

let tmp: string;
/** servers started here: stopped in afterAll even when a test timed out while waiting */
const started: ReturnType<typeof spawnServer>[] = [];

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'operator-defaults-'));
});

afterAll(async () => {
  for (const child of started) await stopServer(child);
  fs.rmSync(tmp, { recursive: true, force: true });
});

interface LogLine {
  level: number;
  msg?: string;
  req?: { url?: string };
}

const parse = (line: string): LogLine | null => {
  try {
    return JSON.parse(line) as LogLine;
  } catch {
    return null;
  }
};

test('an idle server logs nothing at info (the content-version poll is debug)', async () => {
  // a fresh PGlite copy and a cold start take a while on a busy machine
  const dataDir = path.join(tmp, 'db');
  await preparePgliteDataDir(dataDir);
  const port = await freePort();
  const child = spawnServer(
    { NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', CMS_URL: '', DATA_DIR: dataDir, MEDIA_DIR: path.join(tmp, 'media'), LOG_LEVEL: 'debug', SEED: 'false', CONTENT_VERSION_SOURCE: 'poll' },
    'pipe',
  );
  started.push(child);
  const lines: LogLine[] = [];
  let buffered = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const complete = buffered.split('\n');
    buffered = complete.pop()!;
    for (const line of complete) {
      const parsed = parse(line);
      if (parsed) lines.push(parsed);
    }
  });
  try {
    const polls = () => lines.filter((line) => line.req?.url === '/api/content-version/').length;
    await new Promise<void>((resolve, reject) => {
      const check = setInterval(() => {
        if (child.exitCode !== null) reject(new Error('the server exited'));
        else if (lines.some((line) => line.msg === 'listening') && polls() >= IDLE_POLLS) resolve();
        else return;
        clearInterval(check);
      }, 50);
    });
    const listening = lines.findIndex((line) => line.msg === 'listening');
    // production without PUBLIC_URL or PUBLIC_HOSTS (issue 42): one line at start says what is left out and why
    const origin = lines.slice(0, listening).filter((line) => /PUBLIC_URL/.test(line.msg ?? ''));
    expect(origin).toEqual([expect.objectContaining({ level: PINO_WARN })]);
    expect(origin[0].msg).toContain('robots.txt names no sitemap, and the sitemaps and the stories feeds answer 404');
    const afterStart = lines.slice(listening + 1);
    expect(afterStart.filter((line) => line.req?.url === '/api/content-version/').length).toBeGreaterThanOrEqual(1);
    expect(afterStart.filter((line) => line.level >= PINO_INFO)).toEqual([]);
  } finally {
    await stopServer(child);
  }
}, 180_000);

/** The built server started as a dyno (production, DYNO set) with `env`: its exit status and everything it wrote. */
async function startAsDyno(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [serverEntry], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DYNO: 'web.1',
      // whatever this machine's environment says: empty counts as unset
      DATABASE_URL: '',
      EMBEDDED_DATABASE: '',
      MEDIA_STORAGE: '',
      EPHEMERAL_MEDIA: '',
      CMS_URL: '',
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}

test('in production on a PaaS it refuses to start without DATABASE_URL, naming it', async () => {
  const { code, output } = await startAsDyno({ DATA_DIR: path.join(tmp, 'paas'), EPHEMERAL_MEDIA: 'true' });
  expect(code).toBe(1);
  expect(output).toContain('DATABASE_URL: required in production on a PaaS');
  expect(output).toContain('EMBEDDED_DATABASE=true');
  expect(output).not.toMatch(/\n\s+at /);
  // nothing was created on the throwaway disk
  expect(fs.existsSync(path.join(tmp, 'paas'))).toBe(false);
});

test('in production on a PaaS it refuses local media (the default), naming MEDIA_STORAGE=s3 and the S3 variables', async () => {
  // a database that would answer nothing: the refusal comes before any connection
  const { code, output } = await startAsDyno({ DATABASE_URL: `postgres://postgres@127.0.0.1:${await freePort()}/none`, MEDIA_DIR: path.join(tmp, 'paas-media') });
  expect(code).toBe(1);
  expect(output).toContain('Invalid environment variable MEDIA_STORAGE: local media (MEDIA_STORAGE=local, the default) are refused in production on a PaaS');
  for (const name of ['MEDIA_STORAGE=s3', 'S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'docs/deployment.md', 'EPHEMERAL_MEDIA=true']) {
    expect(output).toContain(name);
  }
  expect(output).not.toContain('DATABASE_URL:');
  expect(output).not.toMatch(/\n\s+at /);
  expect(fs.existsSync(path.join(tmp, 'paas-media'))).toBe(false);
});
