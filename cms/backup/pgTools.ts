/**
 * PostgreSQL's own client programs: pg_dump writes the native dump of a PostgreSQL database,
 * pg_restore reads it, psql applies it in one transaction. They must be installed where the
 * command runs (Debian: `apt-get install postgresql-client`; Heroku's stack has them), at least
 * the server's major version; PG_DUMP, PG_RESTORE and PSQL name other binaries.
 */
import { spawn } from 'node:child_process';
import type { Writable } from 'node:stream';

export class ToolError extends Error {
  override name = 'ToolError';
}

export type Tool = 'pg_dump' | 'pg_restore' | 'psql';

const ENV_NAME: Record<Tool, string> = { pg_dump: 'PG_DUMP', pg_restore: 'PG_RESTORE', psql: 'PSQL' };

export function toolPath(tool: Tool): string {
  return process.env[ENV_NAME[tool]] || tool;
}

/**
 * The environment of a libpq program for a node-postgres URL: libpq knows no `no-verify` (what
 * Heroku Postgres needs with node-postgres, docs/deployment.md); its `require` encrypts without
 * checking the certificate, which is the same.
 */
export function libpqTarget(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const env = { ...process.env };
  if (env.PGSSLMODE === 'no-verify') env.PGSSLMODE = 'require';
  const parsed = new URL(url);
  if (parsed.searchParams.get('sslmode') === 'no-verify') parsed.searchParams.set('sslmode', 'require');
  return { url: parsed.toString(), env };
}

export interface RunOptions {
  env?: NodeJS.ProcessEnv;
  /** where stdout goes (default: collected and returned) */
  stdout?: Writable;
  /** stdin from this process's output */
  stdin?: NodeJS.ReadableStream;
}

/** Runs a tool; answers its stdout (unless piped), or throws a ToolError with its last error lines. */
export function runTool(tool: Tool, args: string[], options: RunOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(toolPath(tool), args, { env: options.env ?? process.env, stdio: [options.stdin ? 'pipe' : 'ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    if (options.stdout) child.stdout!.pipe(options.stdout, { end: false });
    else child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    if (options.stdin) {
      options.stdin.pipe(child.stdin!);
      child.stdin!.on('error', () => {}); // the tool exited early: its own error says why
    }
    child.once('error', (err: NodeJS.ErrnoException) => {
      reject(
        new ToolError(
          err.code === 'ENOENT'
            ? `${tool} is not installed (or not on PATH). Install PostgreSQL's client programs, at least the server's version (Debian: apt-get install postgresql-client), or set ${ENV_NAME[tool]} to the program.`
            : `${tool} could not start: ${err.message}`,
        ),
      );
    });
    child.once('close', (code) => {
      if (code === 0) return resolve(stdout);
      const lines = stderr.trim().split('\n').filter(Boolean).slice(-4).join(' ');
      reject(new ToolError(`${tool} failed (exit ${code}): ${lines || 'no message'}`));
    });
  });
}

/** `pg_dump (PostgreSQL) 15.20` -> '15.20' */
export async function toolVersion(tool: Tool): Promise<string> {
  const out = await runTool(tool, ['--version']);
  return /(\d+(?:\.\d+)*)/.exec(out)?.[1] ?? out.trim();
}
