/**
 * The first start's demo seed in a child process (`npm run seed`'s entry, build/cms/seed.js once
 * built), so the serving process never holds the seed's memory: rendering the demo pictures and the
 * seed transaction took the server to 1.0–1.25 GB, which it kept; a server that did not seed itself
 * stays near 150 MB. The child prints its progress and the demo editor's banner to stdout and exits;
 * the caller opens the database after it (PGlite allows one process at a time).
 */
import { fork } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The seed's entry next to this module: the built file, else the source (run under tsx, which the fork inherits). */
export function seedEntry(dir = __dirname): string {
  const built = path.join(dir, 'seed.js');
  if (fs.existsSync(built)) return built;
  const source = [path.join(dir, 'seed', 'cli.ts'), path.join(dir, 'cli.ts')].find((file) => fs.existsSync(file));
  if (!source) throw new Error(`no seed entry next to ${dir}`);
  return source;
}

/** Runs the seed in a child process with this process's environment (and `env`); rejects when it fails. */
export function seedInChild(options: { siteUrl?: string; entry?: string; env?: NodeJS.ProcessEnv } = {}): Promise<void> {
  const entry = options.entry ?? seedEntry();
  return new Promise((resolve, reject) => {
    const child = fork(entry, [], {
      env: { ...process.env, ...options.env, ...(options.siteUrl ? { SEED_SITE_URL: options.siteUrl } : {}) },
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`the demo seed exited with ${signal ?? `code ${code}`}`));
    });
  });
}
