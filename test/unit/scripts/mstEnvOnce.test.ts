/**
 * mobx-state-tree as the server's bundle loads it (scripts/webpack/mstEnvOnce.js): its environment is
 * read once, when the module is loaded. The loader's output of the library's own CommonJS build is run
 * as a module: type checks follow NODE_ENV as it was at load, whatever it is set to later.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type * as MobxStateTree from 'mobx-state-tree';

const require = createRequire(__filename);
const root = path.resolve(__dirname, '../../..');
const loader = require(path.join(root, 'scripts/webpack/mstEnvOnce.js')) as (source: string) => string;
const mstFile = require.resolve('mobx-state-tree/dist/mobx-state-tree.js');

type Mst = typeof MobxStateTree;

/** The loader's output of mobx-state-tree's CommonJS build, run as a module of its own (in this test's realm, with its `process`) with NODE_ENV `nodeEnv`. */
function loadRewritten(nodeEnv: string): Mst {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = nodeEnv;
  try {
    const module = { exports: {} as Mst };
    // the library's own source, rewritten by the loader under test
    new Function('module', 'exports', 'require', loader(fs.readFileSync(mstFile, 'utf8')))(module, module.exports, require);
    return module.exports;
  } finally {
    process.env.NODE_ENV = before;
  }
}

const wrongSnapshot = (mst: Mst) => () => mst.types.model({ count: mst.types.number }).create({ count: 'three' } as never);

test('no read of process.env is left in either build of the library', () => {
  for (const file of [mstFile, require.resolve('mobx-state-tree/dist/mobx-state-tree.module.js')]) {
    const rewritten = loader(fs.readFileSync(file, 'utf8'));
    expect(rewritten).not.toMatch(/process\.env\.(NODE_ENV|ENABLE_TYPE_CHECK)\b(?!,| })/);
    expect(rewritten.split('\n')[0]).toBe('const mstEnvironmentAtLoad = { NODE_ENV: process.env.NODE_ENV, ENABLE_TYPE_CHECK: process.env.ENABLE_TYPE_CHECK };');
  }
});

test('type checks follow NODE_ENV as it was when the module was loaded', () => {
  const development = loadRewritten('development');
  const production = loadRewritten('production');
  const before = process.env.NODE_ENV;
  try {
    for (const now of ['production', 'development']) {
      process.env.NODE_ENV = now;
      expect(wrongSnapshot(development)).toThrow(/count/);
      expect(wrongSnapshot(production)).not.toThrow();
    }
  } finally {
    process.env.NODE_ENV = before;
  }
});

test('a library that no longer reads its mode in devMode() stops the build', () => {
  expect(() => loader('export const x = 1;')).toThrow(/mstEnvOnce/);
});
