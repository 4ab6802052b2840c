/**
 * `npm start`: build when build/ is missing or older than the sources, then run the production
 * server (NODE_ENV=production), passing signals through so SIGTERM still drains gracefully.
 */
import { ensureBuild } from './build';
import { spawnServer } from './lib/serverProcess';

async function main() {
  await ensureBuild('production');
  const child = spawnServer({ NODE_ENV: 'production' });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
