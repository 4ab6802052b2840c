/**
 * `npm start` under a process manager (docs/reliability.md, issue 16): the real start path, npm →
 * node scripts/start.ts → the built server with the embedded back end, on the existing build and a
 * prepared PGlite data directory (no seed). Each way a manager or a terminal stops it must end the
 * server gracefully (it logs 'stopped'), free the port, release the PGlite lock file, and leave no
 * process of the tree running.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { LOCK_FILE } from '../../cms/db/lock';
import { preparePgliteDataDir } from '../../cms/test/templates';
import { portForLater } from '../../scripts/lib/freePort';
import { projectRoot } from '../../scripts/lib/root';

const START_TIMEOUT_MS = 40_000;
const STOP_TIMEOUT_MS = 20_000;

let tmp: string;
let dataDir: string;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'npm-start-'));
  dataDir = path.join(tmp, 'db');
  await preparePgliteDataDir(dataDir);
}, 60_000);

afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

/** Parent pid of every process, from /proc (Linux). */
function parents(): Map<number, number> {
  const map = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // the command name (field 2) may hold spaces: fields after its closing parenthesis
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      map.set(Number(entry), ppid);
    } catch {
      // gone meanwhile
    }
  }
  return map;
}

function descendants(pid: number): number[] {
  const byParent = parents();
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const [child, ppid] of byParent) {
      if (ppid === parent) {
        found.push(child);
        visit(child);
      }
    }
  };
  visit(pid);
  return found;
}

function cmdline(pid: number): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return '';
  }
}

function alive(pid: number): boolean {
  try {
    // a zombie has exited: only its parent has not collected it yet
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function waitFor(what: string, condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface Started {
  npm: ChildProcess;
  port: number;
  /** npm's descendants once the server answered: node start.ts, the server */
  tree: number[];
  start: number;
  server: number;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const findIn = (tree: number[], command: string): number | undefined => tree.find((pid) => cmdline(pid).includes(command));

/** `npm start` in its own process group (as a terminal or a process manager runs it), until /healthz answers. */
async function npmStart(): Promise<Started> {
  const port = await portForLater();
  const npm = spawn('npm', ['start'], {
    cwd: projectRoot,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      CMS_URL: '',
      DATA_DIR: dataDir,
      MEDIA_DIR: path.join(tmp, 'media'),
      SEED: 'false',
      LOG_LEVEL: 'info',
    },
  });
  let output = '';
  npm.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  npm.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => npm.once('exit', (code, signal) => resolve({ code, signal })));
  let tree: number[] = [];
  try {
    await waitFor(
      'the server to answer /healthz',
      async () => {
        if (npm.exitCode !== null) throw new Error(`npm start exited with ${npm.exitCode}`);
        try {
          return (await fetch(`http://127.0.0.1:${port}/healthz`)).ok;
        } catch {
          return false;
        }
      },
      START_TIMEOUT_MS,
    );
    // /healthz answered: the server is below npm (on a busy machine /proc may show it a moment
    // later than its answer came); if another process answered on the port, npm start exits
    await waitFor(
      'start.ts and the server below npm',
      () => {
        if (npm.exitCode !== null) throw new Error(`npm start exited with ${npm.exitCode}`);
        tree = descendants(npm.pid!);
        return !!findIn(tree, 'scripts/start.ts') && !!findIn(tree, 'build/server/index.js');
      },
      START_TIMEOUT_MS,
    );
  } catch (error) {
    // the whole group, the server included: nothing is left behind holding the port and the lock
    process.kill(-npm.pid!, 'SIGKILL');
    throw new Error(`${error instanceof Error ? error.message : String(error)}\nbelow npm: ${tree.map((pid) => `${pid} ${cmdline(pid)}`).join('; ')}\n${output}`);
  }
  const start = findIn(tree, 'scripts/start.ts')!;
  const server = findIn(tree, 'build/server/index.js')!;
  return { npm, port, tree, start, server, output: () => output, exited };
}

/** What every way of stopping must leave: no process of the tree, the port free, the lock released, a graceful stop. */
async function expectCleanStop(started: Started): Promise<void> {
  try {
    await waitFor('npm to exit', () => started.npm.exitCode !== null || started.npm.signalCode !== null, STOP_TIMEOUT_MS);
    await waitFor('every process of the tree to end', () => [started.npm.pid!, ...started.tree].every((pid) => !alive(pid)), STOP_TIMEOUT_MS);
  } finally {
    // never leave a server behind for the next test, whatever failed
    try {
      process.kill(-started.npm.pid!, 'SIGKILL');
    } catch {
      // the group is gone
    }
    for (const pid of started.tree) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // gone
      }
    }
  }
  expect(await portFree(started.port)).toBe(true);
  expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  // drained and closed the embedded back end, not killed halfway
  expect(started.output()).toContain('"msg":"stopped"');
}

test('SIGTERM to npm (a process manager stopping what it started): the server stops, npm exits 0', async () => {
  const started = await npmStart();
  process.kill(started.npm.pid!, 'SIGTERM');
  await expectCleanStop(started);
  expect((await started.exited).code).toBe(0);
});

test('SIGINT to the process group (Ctrl-C in a terminal): one graceful stop though the server gets it several times', async () => {
  const started = await npmStart();
  process.kill(-started.npm.pid!, 'SIGINT');
  await expectCleanStop(started);
  expect((await started.exited).code).toBe(0);
});

test('SIGTERM to the process group (a manager that signals the whole group)', async () => {
  const started = await npmStart();
  process.kill(-started.npm.pid!, 'SIGTERM');
  await expectCleanStop(started);
  expect((await started.exited).code).toBe(0);
});

test('start.ts killed with SIGKILL: the server notices its supervisor is gone and stops by itself', async () => {
  const started = await npmStart();
  process.kill(started.start, 'SIGKILL');
  await expectCleanStop(started);
  // npm reports its script's death
  expect((await started.exited).code).not.toBe(0);
});
