/**
 * `npm run dev`: webpack in watch mode (development); after every successful rebuild the server
 * restarts (with the embedded back end, unless CMS_URL is set). Stop with Ctrl-C.
 */
import type { ChildProcess } from 'node:child_process';
import webpack from 'webpack';
import configure from '../webpack.config';
import { writeBuildInfo } from './lib/buildState';
import { projectRoot } from './lib/root';
import { spawnServer, stopServer } from './lib/serverProcess';

let server: ChildProcess | null = null;
let restarting: Promise<void> = Promise.resolve();

function restart() {
  restarting = restarting.then(async () => {
    if (server) await stopServer(server);
    console.log('[dev] starting the server');
    server = spawnServer({ NODE_ENV: 'development' });
  });
}

const compiler = webpack(configure({}, { mode: 'development' }));
let startedAt = Date.now();
compiler.hooks.watchRun.tap('dev', () => {
  startedAt = Date.now();
});
const watching = compiler.watch({ aggregateTimeout: 300 }, (error, stats) => {
  if (error) {
    console.error(error);
    return;
  }
  const text = stats?.toString({ preset: 'errors-warnings', colors: true });
  if (text?.trim()) console.log(text);
  if (stats?.hasErrors()) {
    console.log('[dev] build failed; the server keeps running the previous build');
    return;
  }
  writeBuildInfo(projectRoot, 'development', startedAt);
  console.log(`[dev] rebuilt in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  restart();
});

async function stop() {
  await restarting;
  if (server) await stopServer(server);
  process.exit(0);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (watching) watching.close(() => void stop());
    else void stop();
  });
}
