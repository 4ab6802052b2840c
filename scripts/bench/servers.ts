/** The bench's own servers: the production build on a copy of a seeded data directory. */
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../lib/freePort';
import { spawnServer, stopServer, waitForHealthy } from '../lib/serverProcess';

export interface BenchServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** The Procfile web process's own NODE_OPTIONS (test/unit/scripts/processOptions.test.ts holds them equal). */
export const WEB_NODE_OPTIONS = '--max-old-space-size=256 --v8-pool-size=1';

/** The memory and thread settings of the Procfile's web process (a dyno's), unless the environment names its own. */
export const DYNO_ENV = { MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2', NODE_OPTIONS: process.env.NODE_OPTIONS ?? WEB_NODE_OPTIONS };

/** Unlocks /healthz's statistics (server/health.ts) for the bench's own servers. */
export const BENCH_HEALTH_TOKEN = 'bench-health-token-0123456789';

/** Starts the built server on `dataDir` (a seeded copy), or against `cmsUrl`; `wrapper`: a command node runs under (valgrind). */
export async function startServer(dataDir: string, cmsUrl: string | undefined, env: Record<string, string> = {}, nodeArgs: string[] = [], wrapper?: string[]): Promise<BenchServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawnServer({
    NODE_ENV: 'production',
    SEED: 'true',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    CMS_URL: cmsUrl ?? '',
    DATA_DIR: path.join(dataDir, 'db'),
    MEDIA_DIR: path.join(dataDir, 'media'),
    HEALTH_TOKEN: BENCH_HEALTH_TOKEN,
    ...env,
  }, 'inherit', { nodeArgs, wrapper });
  await waitForHealthy(url, child, 900_000);
  return { url, pid: child.pid!, stop: () => stopServer(child) };
}

/** A seeded data directory: BENCH_DATA_DIR (copied, so runs do not change it) or a new one (seeds on first start: minutes). */
export function dataDir(tmp: string, name: string): string {
  const target = path.join(tmp, name);
  if (process.env.BENCH_DATA_DIR) fs.cpSync(process.env.BENCH_DATA_DIR, target, { recursive: true });
  return target;
}

/** The operator's /healthz details of a bench server (page cache, renders, memory); null when it does not answer in time. */
export async function healthDetails(url: string): Promise<Record<string, unknown> | null> {
  try {
    const response = await fetch(`${url}/healthz`, { headers: { authorization: `Bearer ${BENCH_HEALTH_TOKEN}` }, signal: AbortSignal.timeout(5000) });
    return (await response.json()) as Record<string, unknown>;
  } catch {
    return null;
  }
}
