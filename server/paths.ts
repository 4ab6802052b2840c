/** Where things are at runtime, from the project root (the folder holding package.json). */
import fs from 'node:fs';
import path from 'node:path';

/** Walks up from this file: works from server/ (tests, tsx) and from build/server/ (the bundle). */
export function findProjectRoot(start: string = __dirname): string {
  let dir = start;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
  return dir;
}

export function buildPaths(root: string) {
  const build = path.join(root, 'build');
  return {
    build,
    publicDir: path.join(build, 'public'),
    statsFile: path.join(build, 'loadable-stats.json'),
    cmsEntry: path.join(build, 'cms', 'index.js'),
    /** the embedded back end's thread (server/cms/workerThread.ts) */
    cmsWorker: path.join(build, 'server', 'cms-worker.js'),
  };
}
