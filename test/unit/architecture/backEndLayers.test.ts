/**
 * The back end's SQL lives in one layer (docs/cms.md, "Where the SQL lives"): the endpoints of
 * cms/api and cms/admin/api parse the input, call cms/content (or the admin's records.ts) and shape
 * the answer; they build no query themselves.
 */
import fs from 'node:fs';
import path from 'node:path';
import { specifiersOf } from '../../../scripts/lib/importGraph';

const root = path.join(__dirname, '../../..');

/** the admin's generic records (the SQL of every admin resource) */
const SQL_LAYER_FILES = new Set(['cms/admin/api/records.ts']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === '__snapshots__' ? [] : sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

const endpointFiles = [...sourceFiles('cms/api'), ...sourceFiles('cms/admin/api')].filter((file) => !SQL_LAYER_FILES.has(file));

/** A query run on a database or a transaction: `db.select(`, `tx.update(`, `db.execute(`… */
const QUERY = /\b(?:db|tx)\s*\.\s*(?:select|selectDistinct|insert|update|delete|execute)\s*\(/;

test('the endpoint files are found', () => {
  expect(endpointFiles).toEqual(expect.arrayContaining(['cms/api/events.ts', 'cms/api/pageeditor/modules.ts', 'cms/admin/api/index.ts', 'cms/admin/api/resources/pages.ts']));
});

test.each(endpointFiles)('%s builds no query (no drizzle-orm, no db/tx query calls)', (file) => {
  const source = fs.readFileSync(path.join(root, file), 'utf8');
  expect(specifiersOf(file, source).map((s) => s.specifier)).not.toContain('drizzle-orm');
  expect(source).not.toMatch(QUERY);
});

test('the check sees a query', () => {
  expect("const [row] = await db.select().from(pages)").toMatch(QUERY);
  expect('await tx\n  .update(modules)').toMatch(QUERY);
  expect('await contentWrite(db, user, note, work)').not.toMatch(QUERY);
});
