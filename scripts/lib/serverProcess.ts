/** Runs the built server (build/server/index.js) as a child process. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { projectRoot } from './root';

export const serverEntry = path.join(projectRoot, 'build', 'server', 'index.js');

/**
 * `ipc`: give the server an IPC channel to this process. The server stops (gracefully) when the
 * channel closes, so it never outlives its supervisor, even one killed with SIGKILL (server/shutdown.ts).
 * `nodeArgs`: options for node itself that NODE_OPTIONS may not carry (`--cpu-prof`).
 * `wrapper`: a command node runs under, with its arguments (valgrind: the same process id).
 */
export function spawnServer(env: NodeJS.ProcessEnv, stdio: 'inherit' | 'pipe' = 'inherit', options: { ipc?: boolean; nodeArgs?: string[]; wrapper?: string[] } = {}): ChildProcess {
  const [command, ...args] = [...(options.wrapper ?? []), process.execPath, ...(options.nodeArgs ?? []), serverEntry];
  return spawn(command, args, {
    cwd: projectRoot,
    // glibc gives each thread that allocates its own arena and keeps its peak: libvips' encoders
    // on libuv's four threads held ~1.7 times one upload's memory (docs/reliability.md)
    env: { MALLOC_ARENA_MAX: '2', ...process.env, ...env },
    stdio: options.ipc ? [stdio, stdio, stdio, 'ipc'] : stdio,
  });
}

/** Resolves once GET {url}/healthz answers 200; rejects after `timeoutMs` or when the child exits. */
export async function waitForHealthy(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error('the server exited before it became healthy');
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server at ${url} was not healthy within ${timeoutMs} ms`);
}

/** Sends SIGTERM and waits for the exit (SIGKILL after `graceMs`). */
export async function stopServer(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
