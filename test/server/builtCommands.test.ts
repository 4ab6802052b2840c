/**
 * The operator commands on a PaaS (issue 46, docs/deployment.md): after the build the platform prunes
 * the dev dependencies (tsx among them), so migrate, create-editor and the standalone back end must
 * run from build/ with plain Node. A copy of what a slug holds at run time (package.json, the lock
 * file, .npmrc, Procfile, build/, the launcher scripts, the SQL migrations, no TypeScript sources)
 * gets the project's node_modules pruned as the platform prunes it (`npm prune --omit=dev`), then
 * runs each command with `node` on a fresh PGlite data directory in the copy.
 *
 * node_modules is copied as hard links (`cp -al`, 5 s for 100,000 files; a real copy or an `npm ci
 * --omit=dev` from the cache took 35–75 s on a busy machine), and the prune only unlinks files: it
 * writes nothing into a package. The one file npm rewrites, the hidden lock file
 * node_modules/.package-lock.json, is removed from the copy first, so the project's own stays as it
 * is. Where hard links cannot be made (node_modules on another file system), `npm ci --omit=dev`
 * installs the production dependencies from the npm cache instead.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/lib/freePort';
import { projectRoot } from '../../scripts/lib/root';

const INSTALL_TIMEOUT_MS = 180_000;
const COMMAND_TIMEOUT_MS = 60_000;
/** A test that runs `count` built commands (each starting Node, most of them PGlite) gets each one's time. */
const forCommands = (count: number) => count * COMMAND_TIMEOUT_MS;

/** What the slug holds at run time, relative to the project root. */
const SLUG = ['package.json', 'package-lock.json', '.npmrc', 'Procfile', 'build', 'scripts/built.cjs', 'scripts/release.cjs', 'cms/db/migrations'];
const COMMANDS = ['migrate', 'seed', 'create-editor', 'main', 'backup', 'restore'].map((name) => `build/cms/${name}.js`);

let slug: string;
let env: NodeJS.ProcessEnv;

interface Result {
  code: number | null;
  stdout: string;
  stderr: string;
}

function collect(child: ChildProcess): Promise<Result> {
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** `command args` in the slug with its environment (plus `extra`). */
function run(command: string, args: string[], extra: NodeJS.ProcessEnv = {}): Promise<Result> {
  return collect(spawn(command, args, { cwd: slug, env: { ...env, ...extra }, stdio: ['ignore', 'pipe', 'pipe'] }));
}

beforeAll(async () => {
  const missing = COMMANDS.filter((file) => !fs.existsSync(path.join(projectRoot, file)));
  if (missing.length) throw new Error(`no build of ${missing.join(', ')}: run "npm run build"`);
  slug = fs.mkdtempSync(path.join(os.tmpdir(), 'slug-'));
  for (const entry of SLUG) fs.cpSync(path.join(projectRoot, entry), path.join(slug, entry), { recursive: true });
  // a dyno's environment: nothing of this machine's database, Node or test settings leaks in
  // (npm's own settings do: its cache and registry)
  env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => /^npm_config_(cache|registry|userconfig)$/i.test(name))),
    DATA_DIR: path.join(slug, 'data', 'db'),
    MEDIA_DIR: path.join(slug, 'data', 'media'),
    LOG_LEVEL: 'warn',
  };
  const modules = path.join(slug, 'node_modules');
  let install: Result;
  try {
    execFileSync('cp', ['-al', fs.realpathSync(path.join(projectRoot, 'node_modules')), modules], { stdio: 'pipe' });
    fs.rmSync(path.join(modules, '.package-lock.json'), { force: true });
    install = await run('npm', ['prune', '--omit=dev', '--ignore-scripts', '--offline']);
  } catch {
    fs.rmSync(modules, { recursive: true, force: true });
    install = await run('npm', ['ci', '--omit=dev', '--ignore-scripts', '--prefer-offline']);
  }
  if (install.code !== 0) throw new Error(`installing the production dependencies failed (${install.code}):\n${install.stdout}${install.stderr}`);
}, INSTALL_TIMEOUT_MS);

afterAll(() => {
  if (slug) fs.rmSync(slug, { recursive: true, force: true });
});

test('the copy holds the production dependencies only, and no TypeScript sources', () => {
  const installed = (name: string) => fs.existsSync(path.join(slug, 'node_modules', name, 'package.json'));
  for (const dev of ['tsx', 'webpack', 'jest', 'drizzle-kit', '@babel/core']) expect([dev, installed(dev)]).toEqual([dev, false]);
  for (const runtime of ['drizzle-orm', '@electric-sql/pglite', 'express', '@node-rs/argon2']) expect([runtime, installed(runtime)]).toEqual([runtime, true]);
  expect(fs.existsSync(path.join(slug, 'cms', 'migrate.ts'))).toBe(false);
  // the project's own node_modules is untouched
  expect(fs.existsSync(path.join(projectRoot, 'node_modules', 'tsx', 'package.json'))).toBe(true);
});

/** The JSON lines of the logger (cms/logger.ts) a command wrote; throws on a line that is not one. */
function logLines(stdout: string): Record<string, unknown>[] {
  return stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** pino's numeric levels */
const INFO = 30;
const ERROR = 50;

test('migrate: the built command applies the migrations to a fresh database, then finds nothing to do, logging JSON', async () => {
  const first = await run(process.execPath, ['build/cms/migrate.js'], { LOG_LEVEL: 'info' });
  expect({ code: first.code, stderr: first.stderr }).toEqual({ code: 0, stderr: '' });
  expect(logLines(first.stdout)).toEqual([expect.objectContaining({ level: INFO, name: 'cms', durationMs: expect.any(Number), msg: expect.stringMatching(/^Migrations applied in \d+ ms$/) })]);
  expect(fs.existsSync(path.join(slug, 'data', 'db', 'PG_VERSION'))).toBe(true);
  // the Procfile's release phase, the npm script and the former release script run the same file
  const release = /^release: (.+)$/m.exec(fs.readFileSync(path.join(slug, 'Procfile'), 'utf8'))![1];
  expect(release).toBe('node build/cms/migrate.js');
  for (const [command, args] of [['npm', ['run', '--silent', 'migrate']], [process.execPath, ['scripts/release.cjs']]] as const) {
    const again = await run(command, [...args], { LOG_LEVEL: 'info' });
    expect({ code: again.code, stderr: again.stderr }).toEqual({ code: 0, stderr: '' });
    expect(logLines(again.stdout)).toEqual([expect.objectContaining({ level: INFO, msg: expect.stringMatching(/^Migrations applied in \d+ ms$/) })]);
  }
}, forCommands(3));

test('migrate: a configuration it refuses is one JSON line at error naming the variable, exit 1', async () => {
  const refused = await run(process.execPath, ['build/cms/migrate.js'], { DATABASE_URL: 'mysql://nowhere/db' });
  expect(refused.code).toBe(1);
  expect(refused.stderr).toBe('');
  const [line, ...more] = logLines(refused.stdout);
  expect(more).toEqual([]);
  expect(line).toMatchObject({ level: ERROR, name: 'cms', msg: expect.stringMatching(/^migrations failed: .*DATABASE_URL/) });
}, COMMAND_TIMEOUT_MS);

test('the launcher: a command missing from the build is one JSON line at error saying to build, exit 1', async () => {
  const missing = await run(process.execPath, ['scripts/built.cjs', 'build/cms/absent.js']);
  expect({ code: missing.code, stderr: missing.stderr }).toEqual({ code: 1, stderr: '' });
  expect(logLines(missing.stdout)).toEqual([expect.objectContaining({ level: ERROR, msg: expect.stringContaining('build/cms/absent.js is missing: run "npm run build" first') })]);
}, COMMAND_TIMEOUT_MS);

test('migrate --status: lists every migration as applied and changes nothing', async () => {
  const status = await run('npm', ['run', '--silent', 'migrate', '--', '--status']);
  expect({ code: status.code, stderr: status.stderr }).toEqual({ code: 0, stderr: '' });
  const migrations = fs.readdirSync(path.join(slug, 'cms', 'db', 'migrations')).filter((f) => f.endsWith('.sql'));
  expect(status.stdout).toContain('applied  0000_extensions\n');
  expect(status.stdout).toMatch(new RegExp(`\\n${migrations.length} applied, 0 pending\\.\\n$`));
}, COMMAND_TIMEOUT_MS);

test('create-editor: creates an editor without a terminal (CREATE_EDITOR_PASSWORD), exit 1 with the usage without --username', async () => {
  const created = await run(process.execPath, ['build/cms/create-editor.js', '--username', 'erika', '--email', 'erika@example.org', '--staff'], {
    CREATE_EDITOR_PASSWORD: 'Orchester-Probe-7',
  });
  expect(created).toEqual({ code: 0, stdout: 'Created editor erika (id 1).\n', stderr: '' });
  const updated = await run('npm', ['run', '--silent', 'create-editor', '--', '--username', 'erika'], { CREATE_EDITOR_PASSWORD: 'Orchester-Probe-8' });
  expect(updated).toEqual({ code: 0, stdout: 'Updated editor erika (id 1).\n', stderr: '' });
  const usage = await run(process.execPath, ['build/cms/create-editor.js']);
  expect(usage.code).toBe(1);
  expect(usage.stderr).toContain('--username is required.\nUsage: npm run create-editor -- --username NAME');
}, forCommands(3));

test('seed: the built command loads with the production dependencies (a bad --scale exits 1 before any work)', async () => {
  const result = await run(process.execPath, ['build/cms/seed.js', '--scale', 'many']);
  expect(result.code).toBe(1);
  expect(result.stderr).toContain('--scale takes a whole number');
  expect(result.stderr).not.toMatch(/Cannot find (module|package)/);
}, COMMAND_TIMEOUT_MS);

test('cms: the built back end starts on its own, answers its health check, and exits 0 on SIGTERM', async () => {
  const port = await freePort();
  const child = spawn(process.execPath, ['build/cms/main.js'], {
    cwd: slug,
    env: { ...env, CMS_PORT: String(port), CMS_HOST: '127.0.0.1', NODE_ENV: 'production', SEED: 'false', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const result = collect(child);
  try {
    const deadline = Date.now() + COMMAND_TIMEOUT_MS - 10_000;
    let health: unknown;
    while (!health) {
      if (child.exitCode !== null) throw new Error(`the back end exited with ${child.exitCode}:\n${JSON.stringify(await result)}`);
      if (Date.now() > deadline) throw new Error('timed out waiting for /api/health/');
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/health/`);
        if (response.ok) health = await response.json();
      } catch {
        // not listening yet
      }
      if (!health) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(health).toMatchObject({ status: 'ok', database: 'ok' });
    child.kill('SIGTERM');
    const { code, stdout, stderr } = await result;
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(logLines(stdout)).toContainEqual(expect.objectContaining({ level: INFO, name: 'cms', url: `http://127.0.0.1:${port}`, msg: `CMS listening on http://127.0.0.1:${port}` }));
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}, COMMAND_TIMEOUT_MS);

test('backup, --verify and restore: the built commands write, check and restore an archive (into an empty PGlite), and refuse a full one', async () => {
  const backup = await run('npm', ['run', '--silent', 'backup', '--', 'site.backup']);
  expect({ code: backup.code, stderr: backup.stderr }).toEqual({ code: 0, stderr: '' });
  expect(backup.stdout).toMatch(/\nWrote .*site\.backup \(.+\) in [\d.]+ s\.\n$/);
  const verify = await run(process.execPath, ['build/cms/backup.js', '--verify', 'site.backup']);
  expect({ code: verify.code, stderr: verify.stderr }).toEqual({ code: 0, stderr: '' });
  expect(verify.stdout).toMatch(/\nVerified in [\d.]+ s: \d+ tables, /);
  const restored = await run('npm', ['run', '--silent', 'restore', '--', 'site.backup'], { DATA_DIR: path.join(slug, 'data', 'restored') });
  expect({ code: restored.code, stderr: restored.stderr }).toEqual({ code: 0, stderr: '' });
  expect(restored.stdout).toContain('(the native dump).');
  const refused = await run(process.execPath, ['build/cms/restore.js', 'site.backup']);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(/^The database in .* is not empty \(editors: 1\)\. A restore replaces everything in it only when told so: add --replace\.\n$/);
}, forCommands(4));
