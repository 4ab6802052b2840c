/**
 * Whether build/ is current: it must exist, come from the same mode, and be newer than every source
 * file that goes into it. build/build-info.json is written by scripts/build.ts after a good build.
 */
import fs from 'node:fs';
import path from 'node:path';

export type BuildMode = 'production' | 'development';

const SOURCE_DIRS = ['client', 'server', 'shared', 'config', 'cms'];
const SOURCE_FILES = ['webpack.config.ts', 'scripts/webpack', 'babel.config.js', 'package.json', 'package-lock.json', '.browserslistrc'];
const OUTPUTS = [
  'build/public',
  'build/loadable-stats.json',
  'build/server/index.js',
  'build/cms/index.js',
  // the operator commands (npm run migrate / seed / create-editor / cms, the Procfile's release)
  'build/cms/migrate.js',
  'build/cms/seed.js',
  'build/cms/create-editor.js',
  'build/cms/main.js',
];
const SKIP = /(\.test\.[jt]sx?$|__snapshots__|(^|\/)test(\/|$))/;

export const buildInfoFile = (root: string) => path.join(root, 'build', 'build-info.json');

function newestMtime(root: string, entry: string): number {
  const full = path.join(root, entry);
  let stat: fs.Stats;
  try {
    stat = fs.statSync(full);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return SKIP.test(entry) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const name of fs.readdirSync(full)) {
    if (name === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(root, path.join(entry, name)));
  }
  return newest;
}

export function newestSourceMtime(root: string): number {
  return Math.max(...[...SOURCE_DIRS, ...SOURCE_FILES].map((entry) => newestMtime(root, entry)));
}

/** null when the build is current, else the reason it is not. */
export function staleReason(root: string, mode: BuildMode): string | null {
  const missing = OUTPUTS.find((output) => !fs.existsSync(path.join(root, output)));
  if (missing) return `${missing} is missing`;
  let info: { mode?: string; builtAt?: number };
  try {
    info = JSON.parse(fs.readFileSync(buildInfoFile(root), 'utf8')) as typeof info;
  } catch {
    return 'build/build-info.json is missing';
  }
  if (info.mode !== mode) return `the build is a ${info.mode ?? 'unknown'} build`;
  if ((info.builtAt ?? 0) < newestSourceMtime(root)) return 'sources changed since the last build';
  return null;
}

export function writeBuildInfo(root: string, mode: BuildMode, startedAt: number): void {
  fs.writeFileSync(buildInfoFile(root), `${JSON.stringify({ mode, builtAt: startedAt }, null, 2)}\n`);
}
