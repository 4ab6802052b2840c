/**
 * Builds client, server and back end with webpack and records the build (build/build-info.json).
 *   tsx scripts/build.ts [--mode development] [--if-stale]
 * --if-stale skips the build when build/ is current (same mode, newer than every source).
 */
import webpack, { type Configuration } from 'webpack';
import configure from '../webpack.config';
import { staleReason, writeBuildInfo, type BuildMode } from './lib/buildState';
import { withProgress } from './lib/buildProgress';
import { projectRoot } from './lib/root';

export async function build(mode: BuildMode): Promise<void> {
  const startedAt = Date.now();
  const configs: Configuration[] = withProgress(configure({}, { mode }), startedAt);
  console.log(`Building ${configs.map((c) => c.name).join(', ')} (${mode}); a line per stage follows`);
  await new Promise<void>((resolve, reject) => {
    webpack(configs, (error, stats) => {
      if (error) return reject(error);
      const text = stats?.toString({ preset: 'errors-warnings', colors: process.stdout.isTTY });
      if (text?.trim()) console.log(text);
      if (stats?.hasErrors()) return reject(new Error('webpack build failed'));
      for (const child of stats?.stats ?? []) console.log(`build ${String(child.compilation.name).padEnd(6)} took ${((child.endTime - child.startTime) / 1000).toFixed(1)} s`);
      resolve();
    });
  });
  writeBuildInfo(projectRoot, mode, startedAt);
  console.log(`Built (${mode}) in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
}

/** Builds only when build/ is not current. */
export async function ensureBuild(mode: BuildMode): Promise<void> {
  const reason = staleReason(projectRoot, mode);
  if (!reason) return;
  console.log(`Building (${mode}): ${reason}`);
  await build(mode);
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const mode: BuildMode = args.includes('--mode') && args[args.indexOf('--mode') + 1] === 'development' ? 'development' : 'production';
  (args.includes('--if-stale') ? ensureBuild(mode) : build(mode)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
