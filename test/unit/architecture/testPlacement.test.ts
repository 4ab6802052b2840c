/**
 * Where a test goes (docs/architecture.md, "Where a test goes"): beside its module in `cms/`, under
 * `test/` everywhere else. The Jest projects find tests only there, so a test placed elsewhere would
 * silently never run.
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../../..');
const SKIPPED = new Set(['node_modules', 'build', '.git', 'coverage']);

function testFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) || entry.name.startsWith('.') ? [] : testFiles(relative);
    return /\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

test('every test file is in cms/ (beside its module) or under test/', () => {
  const misplaced = testFiles('.').filter((file) => !file.startsWith('cms/') && !file.startsWith('test/'));
  expect(misplaced).toEqual([]);
});
