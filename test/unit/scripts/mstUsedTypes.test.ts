/**
 * mobx-state-tree's `types` as the client build trims it (scripts/webpack/mstUsedTypes.js): every
 * type factory the browser's code calls is kept, and the library's own source still has the shape
 * the loader rewrites.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(__filename);
const root = path.resolve(__dirname, '../../..');
const loader = require(path.join(root, 'scripts/webpack/mstUsedTypes.js')) as ((source: string) => string) & { USED_TYPES: string[] };
const mstSource = () => fs.readFileSync(require.resolve('mobx-state-tree/dist/mobx-state-tree.module.js'), 'utf8');

function browserSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return browserSources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

test('every type factory the client and shared code call is kept', () => {
  const called = new Set<string>();
  for (const file of [...browserSources(path.join(root, 'client')), ...browserSources(path.join(root, 'shared'))]) {
    const source = fs.readFileSync(file, 'utf8');
    if (!/import \{[^}]*\btypes\b[^}]*\} from 'mobx-state-tree'/.test(source)) continue;
    for (const match of source.matchAll(/\btypes\.(\w+)/g)) called.add(match[1]);
  }
  expect(called.size).toBeGreaterThan(5);
  expect([...called].filter((name) => !loader.USED_TYPES.includes(name))).toEqual([]);
});

test("the library's types object becomes one of the kept factories, each declared in the module", () => {
  const trimmed = loader(mstSource());
  const object = /^const types = \{\n([^}]*)\n\};$/m.exec(trimmed);
  expect(object?.[1].split(',').map((name) => name.trim())).toEqual(loader.USED_TYPES);
  for (const name of loader.USED_TYPES) expect(trimmed).toMatch(new RegExp(`^(function|const|let|var) ${name}\\b`, 'm'));
  // the rest of the module is untouched
  expect(trimmed.replace(/^const types = \{\n[^}]*\n\};$/m, '')).toBe(mstSource().replace(/^const types = \{\n[^}]*\n\};$/m, ''));
});

test('a library of another shape stops the build', () => {
  expect(() => loader('export const types = makeTypes();')).toThrow(/no longer declares/);
});
