/**
 * Where a test goes (docs/architecture.md, "Where a test goes"): beside its module in `cms/`, under
 * `test/` everywhere else. The Jest projects find tests only there, so a test placed elsewhere would
 * silently never run; and a test that is named for a module but stands away from it is not found by
 * whoever changes that module.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const SKIPPED = new Set(['node_modules', 'build', '.git', 'coverage']);

function files(dir: string, pattern: RegExp): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) || entry.name.startsWith('.') ? [] : files(relative, pattern);
    return pattern.test(entry.name) ? [relative] : [];
  });
}

const TEST = /\.test\.tsx?$/;
const testFiles = files('.', TEST);
const baseName = (file: string) => path.posix.basename(file).replace(/\.test\.tsx?$|\.tsx?$/, '');

test('every test file is in cms/ (beside its module) or under test/', () => {
  const misplaced = testFiles.filter((file) => !file.startsWith('cms/') && !file.startsWith('test/'));
  expect(misplaced).toEqual([]);
});

test('a unit test is in the folder of its area (test/unit/<area>/), not loose in test/unit', () => {
  expect(testFiles.filter((file) => path.posix.dirname(file) === 'test/unit')).toEqual([]);
});

/** The cms tests named for a module of `modules` that stand away from it (a test named for its folder tests the folder as a whole). */
function awayFromModule(tests: string[], modules: string[]): string[] {
  return tests
    .filter((file) => file.startsWith('cms/') && baseName(file) !== path.posix.basename(path.posix.dirname(file)))
    .filter((file) => {
      const named = modules.filter((m) => baseName(m) === baseName(file));
      return named.length > 0 && !named.some((m) => path.posix.dirname(m) === path.posix.dirname(file));
    });
}

test('a cms test named for a module of cms/ stands beside that module', () => {
  // cms/test/ holds the tests' helpers, not modules under test
  const modules = files('cms', /\.tsx?$/).filter((file) => !TEST.test(file) && !file.endsWith('.d.ts') && !file.startsWith('cms/test/'));
  expect(awayFromModule(testFiles, modules)).toEqual([]);
});

test('the check sees a test away from its module, and lets a test of its folder be', () => {
  const modules = ['cms/content/staleness.ts', 'cms/media/store.ts', 'cms/api/pageeditor/modules.ts'];
  const tests = ['cms/api/pageeditor/staleness.test.ts', 'cms/api/pageeditor/modules.test.ts', 'cms/media/media.test.ts', 'cms/api/pageeditor/security.test.ts'];
  expect(awayFromModule(tests, modules)).toEqual(['cms/api/pageeditor/staleness.test.ts']);
});
