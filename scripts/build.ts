/**
 * Builds client, server and back end with webpack and records the build (build/build-info.json).
 *   tsx scripts/build.ts [--mode development] [--if-stale]
 * --if-stale skips the build when build/ is current (same mode, newer than every source).
 */
import webpack, { type Configuration } from 'webpack';
import configure from '../webpack.config';
import { staleReason, writeBuildInfo, type BuildMode } from './lib/buildState';
import { projectRoot } from './lib/root';

export async function build(mode: BuildMode): Promise<void> {
  const startedAt = Date.now();
  const configs: Configuration[] = configure({}, { mode });
  await new Promise<void>((resolve, reject) => {
    webpack(configs, (error, stats) => {
      if (error) return reject(error);
      const text = stats?.toString({ preset: 'errors-warnings', colors: process.stdout.isTTY });
      if (text?.trim()) console.log(text);
      if (stats?.hasErrors()) return reject(new Error('webpack build failed'));
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
