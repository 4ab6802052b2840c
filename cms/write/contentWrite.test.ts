/**
 * The one content-write path (issue 29, contentWrite.ts) holds both ways:
 * - statically: no endpoint (cms/api, cms/admin) and no job (cms/jobs) does a step of a content
 *   write by hand (lock, baseline, draft, version, reindex, content version, the write report) or
 *   names a content table (sections, modules, versions, drafts, search documents);
 * - at run time: the writers of sections and modules refuse a transaction the path did not open.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { modules } from '../db/schema';
import { insertModule } from '../content/modules';
import { updateSection } from '../content/sections';
import { restoreBeforeTranslation } from '../content/translationUndo';
import { copySections } from '../content/translation';
import { createTestCms, type TestCms } from '../test/createTestCms';
import { createEditor } from '../test/fixtures';
import { createModule, createSection } from '../test/fixtures/pageeditor';
import { editorWrite } from './contentWrite';

const root = path.join(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === '__snapshots__' ? [] : sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

const callerFiles = [...sourceFiles('cms/api'), ...sourceFiles('cms/admin'), ...sourceFiles('cms/jobs')];

/** The steps the path owns (contentWrite.ts), and the tables only cms/content writes. */
const BY_HAND =
  /\b(lockPage|ensureBaseline|recordVersion|markDraft|publishDraft|discardDraft|restoreBeforePublish|restoreDiscarded|keepBeforeTranslation|restoreBeforeTranslation|reindexObjects?|bumpContentVersion|reportWrite|openContentWrite|structuralChange|container_sections|page_versions|content_publications|search_documents)\b|\bmodules\s*[,}]\s*(?:[^;]*)from\s*'[./]*db\/schema'/;

/** The names a file uses by hand, each once. */
const byHand = (source: string) => [...new Set([...source.matchAll(new RegExp(BY_HAND.source, 'g'))].map((m) => m[1] ?? 'modules'))];

test('the callers are found', () => {
  expect(callerFiles).toEqual(
    expect.arrayContaining(['cms/api/pageeditor/modules.ts', 'cms/api/pageeditor/publication.ts', 'cms/admin/api/resources/pages.ts', 'cms/jobs/schedule.ts']),
  );
});

test.each(callerFiles)('%s writes content only through cms/write/contentWrite.ts', (file) => {
  expect(byHand(fs.readFileSync(path.join(root, file), 'utf8'))).toEqual([]);
});

test('the check sees a write by hand', () => {
  expect(byHand("import { lockPage } from '../../content/pageState';\nawait recordVersion(tx, id, null, note);")).toEqual(['lockPage', 'recordVersion']);
  expect(byHand("import { modules } from '../../db/schema';")).toEqual(['modules']);
  expect(byHand("await reindexObject(tx, 'page', id)")).toEqual(['reindexObject']);
  expect(byHand("import { editorWrite } from '../../write/contentWrite';\nawait steps.structural(section);")).toEqual([]);
});

describe('at run time', () => {
  let cms: TestCms;
  beforeAll(async () => {
    cms = await createTestCms();
  });
  afterAll(() => cms?.close());

  test('a section or module writer in a transaction of its own is refused, and nothing is written', async () => {
    const section = await createSection(cms.db);
    const outside = /outside the content-write path/;
    await expect(cms.db.transaction((tx) => insertModule(tx, { section_id: section.id, model: 'quote', data: {} }))).rejects.toThrow(outside);
    await expect(cms.db.transaction((tx) => updateSection(tx, section, { layout: 1 }))).rejects.toThrow(outside);
    await expect(cms.db.transaction((tx) => copySections(tx, { content_type: 'page', object_id: 1 }, 'de', 'en', null))).rejects.toThrow(outside);
    await expect(cms.db.transaction((tx) => restoreBeforeTranslation(tx, { content_type: 'page', object_id: 1 }, 'en'))).rejects.toThrow(outside);
    expect(await cms.db.select().from(modules).where(eq(modules.section_id, section.id))).toEqual([]);
  });

  test('through the path the same write runs, and a structural change bumps the section once per write', async () => {
    const section = await createSection(cms.db);
    await createModule(cms.db, { section_id: section.id, model: 'quote' });
    const editor = await createEditor(cms.db);
    const bumped = await editorWrite(cms.db, editor, 'test', async (tx, steps) => {
      await steps.before(null);
      await insertModule(tx, { section_id: section.id, model: 'quote', data: {} });
      await steps.structural(section);
      return steps.structural(section);
    });
    expect(bumped).toMatchObject({ version: section.version + 1, updated_by: editor.id });
    expect(await cms.db.select().from(modules).where(eq(modules.section_id, section.id))).toHaveLength(2);
  });
});
