/**
 * The embedded database's upkeep (./pgliteMaintenance.ts): PGlite runs no autovacuum, so the back
 * end vacuums and analyses its tables itself. PGlite only: the PostgreSQL run leaves this file out
 * (jest.cms.config.js; PostgreSQL has its own autovacuum).
 */
import type { PGlite } from '@electric-sql/pglite';
import { createTestCmsOn, type TestCms } from '../test/createTestCms';
import { createGenre } from '../test/fixtures';
import { createStory } from '../test/fixtures/content';
import { reindexAll } from '../search/indexer';
import { until } from '../../test/support/until';
import { runPgliteMaintenance, startPgliteMaintenance, upkeepOf, type TableActivity } from './pgliteMaintenance';

let cms: TestCms;
let pglite: PGlite;

beforeAll(async () => {
  cms = await createTestCmsOn('pglite');
  pglite = cms.database.pglite!;
});
afterAll(() => cms?.close());

interface Stat {
  name: string;
  vacuumed: boolean;
  analyzed: boolean;
  modified: number;
}

async function stats(): Promise<Stat[]> {
  const result = await pglite.query<{ name: string; vacuumed: boolean; analyzed: boolean; modified: string }>(
    `SELECT relname AS name, last_vacuum IS NOT NULL AS vacuumed, last_analyze IS NOT NULL AS analyzed, n_mod_since_analyze AS modified
     FROM pg_stat_user_tables WHERE schemaname = 'public' ORDER BY relname`,
  );
  return result.rows.map((r) => ({ ...r, modified: Number(r.modified) }));
}

/** the pages of a GIN index's pending list, which this moves into the index */
async function pendingPages(index: string): Promise<number> {
  const result = await pglite.query<{ pages: string }>(`SELECT gin_clean_pending_list('${index}'::regclass) AS pages`);
  return Number(result.rows[0].pages);
}

const lastVacuums = async () => (await pglite.query<{ at: Date | null }>(`SELECT min(last_vacuum) AS at FROM pg_stat_user_tables WHERE schemaname = 'public'`)).rows[0].at;

const table = (over: Partial<TableActivity>): TableActivity => ({ name: 't', rows: 1_000, dead: 0, modifiedSinceAnalyze: 0, insertedSinceVacuum: 0, ...over });

test('autovacuum’s rule: dead rows over 50 + 20 %, inserts over 1,000 + 20 %, changes over 50 + 10 %; a table never analysed, and every table in a full pass', () => {
  expect(upkeepOf(table({}), false)).toBeNull();
  expect(upkeepOf(table({ dead: 250 }), false)).toBeNull();
  expect(upkeepOf(table({ dead: 251 }), false)).toBe('vacuum');
  expect(upkeepOf(table({ insertedSinceVacuum: 1_201 }), false)).toBe('vacuum');
  expect(upkeepOf(table({ modifiedSinceAnalyze: 150 }), false)).toBeNull();
  expect(upkeepOf(table({ modifiedSinceAnalyze: 151 }), false)).toBe('analyze');
  expect(upkeepOf(table({ rows: -1 }), false)).toBe('vacuum');
  expect(upkeepOf(table({ rows: 0, modifiedSinceAnalyze: 51 }), false)).toBe('analyze');
  expect(upkeepOf(table({}), true)).toBe('vacuum');
});

test('a full pass vacuums and analyses every table; the search indexes need none of it, having no pending list', async () => {
  await createStory(cms.db, { slug: 'upkeep', title_de: 'Pflege der Datenbank', text_de: '<p>Vakuum</p>' });
  await reindexAll(cms.db);
  // written documents go into the search indexes at once (migration 0023): no list a search would
  // read from end to end until a vacuum moved it into the index
  for (const index of ['search_documents_tsv_de_idx', 'search_documents_tsv_en_idx', 'search_titles_folded_trgm_idx', 'search_titles_tsv_de_idx', 'search_titles_tsv_en_idx']) expect(await pendingPages(index)).toBe(0);
  const done = await runPgliteMaintenance(pglite, true);
  const after = await stats();
  expect(after.length).toBeGreaterThan(20);
  expect(done.map((d) => d.table).sort()).toEqual(after.map((s) => s.name).sort());
  expect(after.filter((s) => !s.vacuumed || !s.analyzed)).toEqual([]);
});

test('a pass between full ones takes only the tables past the thresholds', async () => {
  await runPgliteMaintenance(pglite, true);
  for (let i = 0; i < 80; i++) await createGenre(cms.db);
  // PostgreSQL reports a statement's row counts to its statistics a moment after it ends
  await until('the statistics to count the new genres', async () => (await stats()).find((s) => s.name === 'genres')!.modified >= 80, { everyMs: 100 });
  const done = await runPgliteMaintenance(pglite, false);
  expect(done).toEqual([{ table: 'genres', upkeep: 'analyze' }]);
  expect((await stats()).find((s) => s.name === 'genres')!.modified).toBe(0);
});

test('the job’s first pass after the delay takes every table, and no pass runs after stop()', async () => {
  const before = (await lastVacuums())!;
  const upkeep = startPgliteMaintenance({ pglite, firstDelayMs: 0, intervalMs: 3_600_000 });
  // every table vacuumed again: the first pass after a start is a full one
  await until('the first pass to vacuum every table', async () => (await lastVacuums())! > before, { everyMs: 100 });
  await upkeep.stop();
  const stopped = await lastVacuums();
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(await lastVacuums()).toEqual(stopped);
});
