/** The migrated schema on the test driver: extensions, helper functions, generated search vector, defaults. */
import { and, eq, sql } from 'drizzle-orm';
import { createTestCms, type TestCms } from '../test/createTestCms';
import { queryRows } from './client';
import { getContentVersion, bumpContentVersion } from './contentVersion';
import { tr } from './i18n';
import { genres, search_documents } from './schema';

let cms: TestCms;
beforeAll(async () => {
  cms = await createTestCms();
});
afterAll(() => cms?.close());

test('full-text search: german stemming, unaccent, weights', async () => {
  await cms.db.insert(search_documents).values([
    { kind: 'story', object_id: 1, locale: 'de', title: 'Müller dirigiert', url: '/de/a/', body: 'Beethovens Sinfonien im Konzerthaus' },
    { kind: 'story', object_id: 1, locale: 'en', title: 'Müller conducts', url: '/en/a/', body: "Beethoven's symphonies at the concert hall" },
  ]);
  const hits = await cms.db
    .select({ url: search_documents.url })
    .from(search_documents)
    .where(
      and(
        eq(search_documents.locale, 'de'),
        sql`${search_documents.tsv} @@ websearch_to_tsquery(cms_search_config('de'), cms_unaccent(${'muller sinfonie'}))`,
      ),
    );
  expect(hits).toEqual([{ url: '/de/a/' }]);
  const en = await queryRows<{ url: string }>(
    cms.db,
    sql`SELECT url FROM search_documents WHERE tsv @@ websearch_to_tsquery(cms_search_config('en'), cms_unaccent(${'symphony'}))`,
  );
  expect(en).toEqual([{ url: '/en/a/' }]);
  const trgm = await queryRows<{ title: string }>(
    cms.db,
    sql`SELECT title FROM search_titles WHERE title_folded ILIKE ${'%mull%'} ORDER BY title`,
  );
  expect(trgm.map((r) => r.title)).toEqual(['Müller conducts', 'Müller dirigiert']);
});

test('the search indexes keep no pending list: a written document is in the index at once', async () => {
  const rows = await queryRows<{ name: string; options: string[] | null }>(
    cms.db,
    sql`SELECT c.relname AS name, c.reloptions AS options FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam
        WHERE i.indrelid IN ('search_documents'::regclass, 'search_titles'::regclass) AND a.amname = 'gin' ORDER BY c.relname`,
  );
  expect(rows.map((row) => row.name)).toEqual(['search_documents_tsv_de_idx', 'search_documents_tsv_en_idx', 'search_titles_folded_trgm_idx', 'search_titles_tsv_de_idx', 'search_titles_tsv_en_idx']);
  for (const row of rows) expect(row.options).toContain('fastupdate=false');
});

test('autocomplete’s titles follow the documents: written, changed, emptied and deleted with them', async () => {
  const titles = () => queryRows<{ title: string; url: string; title_folded: string }>(cms.db, sql`SELECT title, url, title_folded FROM search_titles WHERE url LIKE '/de/t/%' ORDER BY url`);
  const [doc] = await cms.db.insert(search_documents).values({ kind: 'page', object_id: 901, locale: 'de', title: 'Hören lernen', url: '/de/t/a/', body: 'Text' }).returning();
  await cms.db.insert(search_documents).values({ kind: 'page', object_id: 902, locale: 'de', title: '', url: '/de/t/b/', body: 'Ohne Titel' });
  expect(await titles()).toEqual([{ title: 'Hören lernen', url: '/de/t/a/', title_folded: 'Horen lernen' }]);
  await cms.db.update(search_documents).set({ title: 'Hören üben', url: '/de/t/c/' }).where(eq(search_documents.id, doc.id));
  expect(await titles()).toEqual([{ title: 'Hören üben', url: '/de/t/c/', title_folded: 'Horen uben' }]);
  // a change of the body alone writes no title row
  const [before] = await queryRows<{ xmin: string }>(cms.db, sql`SELECT xmin::text FROM search_titles WHERE document_id = ${doc.id}`);
  await cms.db.update(search_documents).set({ body: 'Anderer Text', title: 'Hören üben' }).where(eq(search_documents.id, doc.id));
  expect(await queryRows(cms.db, sql`SELECT xmin::text FROM search_titles WHERE document_id = ${doc.id}`)).toEqual([before]);
  await cms.db.update(search_documents).set({ title: '' }).where(eq(search_documents.id, doc.id));
  expect(await titles()).toEqual([]);
  await cms.db.update(search_documents).set({ title: 'Wieder da' }).where(eq(search_documents.id, doc.id));
  expect((await titles()).map((row) => row.title)).toEqual(['Wieder da']);
  await cms.db.delete(search_documents).where(eq(search_documents.id, doc.id));
  expect(await titles()).toEqual([]);
});

test('content version starts at 0 and counts up', async () => {
  const start = await getContentVersion(cms.db);
  expect(await bumpContentVersion(cms.db)).toBe(start + 1);
  expect(await getContentVersion(cms.db)).toBe(start + 1);
});

test('localized columns default to empty strings; tr() falls back to German', async () => {
  const [g] = await cms.db.insert(genres).values({ name_de: 'Oper', slug: 'oper' }).returning();
  expect(g.name_en).toBe('');
  expect(tr(g, 'name', 'en')).toBe('Oper');
  expect(tr(g, 'name', 'en', false)).toBe('');
});
