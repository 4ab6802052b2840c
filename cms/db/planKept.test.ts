/**
 * A statement every page view runs keeps its plan (issue 41): PostgreSQL plans a named statement for
 * its first five calls and then keeps a generic plan where that looks as cheap. The news teaser, which
 * every page's layout reads, had its count as a parameter (`limit $n`), and its generic plan never
 * looked as cheap, so it was planned anew on every call; with the count in its text the plan is kept.
 * So did the first page of every paged list (`offset $n`): the first page's offset is in its text now
 * (pageWindow, ./prepared.ts), and a list's filter values are parameters of one statement per form.
 * The search overview is one statement per way of reading its candidates, each plan kept, whatever
 * the word; which way suits a word PostgreSQL is asked once (cms/search/query.ts).
 * Read from `pg_prepared_statements` of the one session that ran the calls: PGlite's own, and on
 * PostgreSQL (TEST_DATABASE=postgres) a pool of one connection on the test's database.
 */
import { sql } from 'drizzle-orm';
import { createTestCms, type TestCms } from '../test/createTestCms';
import { createStory, createStoryCategories } from '../test/fixtures/content';
import { findStories, teaserStories } from '../content/stories';
import { findPersons } from '../content/persons';
import { findEvents } from '../content/events';
import { candidateWay, overviewOf, searchOverview } from '../search/query';
import { openDatabase, queryRows, type Database } from './client';
import { search_documents } from './schema';

jest.setTimeout(60_000);

let cms: TestCms;
let database: Database;
let categoryId: number;

beforeAll(async () => {
  cms = await createTestCms();
  const categories = await createStoryCategories(cms.db);
  categoryId = categories[0].id;
  for (let i = 0; i < 8; i++) {
    await createStory(cms.db, { date: `2024-05-0${i + 1}`, is_highlight: i === 2 }, { categories: i % 2 === 0 ? [categoryId] : [] });
  }
  database = cms.databaseUrl ? await openDatabase({ databaseUrl: cms.databaseUrl, migrate: false, poolMax: 1 }) : cms.database;
});

afterAll(async () => {
  if (database !== cms.database) await database.close();
  await cms.close();
});

interface PlanCounts {
  generic_plans: number | string;
  custom_plans: number | string;
}

const plansOf = (textPart: string) =>
  queryRows<PlanCounts>(
    database.db,
    sql`select generic_plans, custom_plans from pg_prepared_statements where statement like ${`%${textPart}%`} and statement like '%"stories"."is_highlight" desc%'`,
  );

test.each([
  ['of all stories', undefined, 'where "stories"."is_online"'],
  ['of a category', 'category', '"stories_story_categories"."category_id" ='],
])('the news teaser %s is planned for its first calls only, then its plan is kept', async (_name, category, textPart) => {
  const teaser = () => teaserStories(database.db, category ? categoryId : undefined, 3, 'de');
  const first = await teaser();
  for (let i = 0; i < 9; i++) expect(await teaser()).toEqual(first);
  // highlights first, then the newest
  expect(first.map((story) => story.is_highlight)).toEqual([true, false, false]);

  const plans = (await plansOf(textPart)).filter((row) => Number(row.generic_plans) + Number(row.custom_plans) > 0);
  expect(plans).toHaveLength(1);
  expect(Number(plans[0].custom_plans)).toBeLessThanOrEqual(5);
  expect(Number(plans[0].generic_plans)).toBeGreaterThanOrEqual(4);
});

test('a teaser count that is not a positive whole number is refused before any SQL is written', async () => {
  for (const count of [0, -1, 2.5, Number.NaN]) await expect(teaserStories(database.db, undefined, count, 'de')).rejects.toThrow(RangeError);
});

const plansLike = (...parts: string[]) =>
  queryRows<PlanCounts & { statement: string }>(
    database.db,
    sql`select statement, generic_plans, custom_plans from pg_prepared_statements where ${sql.join(
      parts.map((part) => sql`statement like ${`%${part}%`}`),
      sql` and `,
    )}`,
  );

test.each([
  ['of all stories', {}, '"stories"."is_online" = $1 order by'],
  ['of a category', { categoryId: 0 }, '"stories_story_categories"."category_id" = $2)) order by'],
  ['of a tag', { tagIds: [[1, 2]] }, '"stories_story_tags"."tag_id" = any($2))) order by'],
])('the first page of the stories list %s is one statement, whatever its values, planned for its first calls only', async (_name, filter, textPart) => {
  const values = 'categoryId' in filter ? { categoryId } : filter;
  const page = (offset: number) => findStories(database.db, values, { limit: 3, offset }, 'de');
  const first = await page(0);
  const second = await page(3);
  expect(second.count).toBe(first.count);
  expect(await page(3)).toEqual(second);
  for (let i = 0; i < 9; i++) expect(await page(0)).toEqual(first);
  const plans = await plansLike(textPart, 'limit 3 offset 0');
  expect(plans).toHaveLength(1);
  expect(Number(plans[0].custom_plans)).toBeLessThanOrEqual(5);
  expect(Number(plans[0].generic_plans)).toBeGreaterThanOrEqual(4);
  // a later page: one statement for every offset
  expect(await plansLike(textPart, 'limit 3 offset $')).toHaveLength(1);
});

test.each([
  ['the orchestra', () => findPersons(database.db, {}, { limit: 3, offset: 0 }, 'de'), '"persons"', 'limit 3 offset 0'],
  ['the ensembles', () => findPersons(database.db, { isEnsemble: true }, { limit: 3, offset: 0 }, 'de'), '"persons"."is_ensemble" = $', 'limit 3 offset 0'],
  ['the concerts', () => findEvents(database.db, { from: '2024-01-01' }, { limit: 3, offset: 0 }, 'de'), '"events"', 'limit 3 offset 0'],
])('the first page of %s is planned for its first calls only, then its plan is kept', async (_name, firstPage, table, window) => {
  const first = await firstPage();
  for (let i = 0; i < 9; i++) expect(await firstPage()).toEqual(first);
  const plans = await plansLike(table, window);
  expect(plans).toHaveLength(1);
  expect(Number(plans[0].custom_plans)).toBeLessThanOrEqual(5);
  expect(Number(plans[0].generic_plans)).toBeGreaterThanOrEqual(4);
});

const words = ['Sinfonie', 'Konzert', 'Orchester'];
let wordsStored: Promise<unknown> | undefined;
/** three stories for each of `words`, once */
const storeWords = () => {
  const rows = words.flatMap((word, i) =>
    [1, 2, 3].map((n) => ({ kind: 'story' as const, object_id: 100 + i * 10 + n, locale: 'de' as const, title: `${word} ${n}`, url: `/de/stories/${word.toLowerCase()}-${n}/${100 + i * 10 + n}`, body: `Ein Text über ${word} und mehr.` })),
  );
  // a query builder runs each time it is awaited: run it once
  return (wordsStored ??= cms.db.insert(search_documents).values(rows).then(() => undefined));
};

test.each(['index', 'recent'] as const)('the search overview read the %s way is one statement whose plan is kept, whatever the word', async (way) => {
  await storeWords();
  const overview = (word: string) => overviewOf(database.db, word, 'de', 3, 200, way);
  const overviews = await Promise.all(words.map(overview));
  for (const [i, found] of overviews.entries()) expect(found.byKind.get('story')?.map((hit) => hit.title)).toEqual([1, 2, 3].map((n) => `${words[i]} ${n}`));
  for (let i = 0; i < 9; i++) expect(await overview(words[i % 3])).toEqual(overviews[i % 3]);
  // the other way and the way PostgreSQL chose give the same answers
  for (const [i, word] of words.entries()) expect(await searchOverview(database.db, word, 'de', 3)).toEqual(overviews[i]);
  expect((await overview('Xylophonquartett')).byKind.size).toBe(0);
  const plans = (await plansLike('ts_rank_cd', way === 'index' ? 'd.tsv @@' : 'ts_match_vq(d.tsv')).filter((row) => Number(row.generic_plans) + Number(row.custom_plans) > 0);
  expect(plans).toHaveLength(1);
  expect(Number(plans[0].custom_plans)).toBeLessThanOrEqual(5);
  expect(Number(plans[0].generic_plans)).toBeGreaterThanOrEqual(4);
});

test('PostgreSQL chooses per word how its candidates are read: the newest documents walked for a word most hold, the index for a rare one', async () => {
  await cms.db.insert(search_documents).values(
    Array.from({ length: 3000 }, (_, i) => ({ kind: 'event' as const, object_id: 10_000 + i, locale: 'de' as const, title: `Abend ${i}`, url: `/de/konzerte/abend/${10_000 + i}`, body: `Ein Konzertabend im Saal, Nummer ${i}${i % 1000 === 0 ? ' mit Glasharmonika' : ''}.`, sort_at: new Date(Date.UTC(2030, 0, 1) + i * 3_600_000) })),
  );
  await queryRows(database.db, sql`ANALYZE search_documents`);
  // asked for many words first: the question stays planned for each word's own spellings, also once
  // PGlite names its text (./pgliteStatements.ts) and PostgreSQL could keep a plan of it
  for (const word of ['Harfe', 'Celesta', 'Triangel', 'Fagott', 'Tuba', 'Oboe', 'Bratsche']) expect(await candidateWay(database.db, word, 'de', 200)).toBe('index');
  expect(await candidateWay(database.db, 'Saal', 'de', 200)).toBe('recent');
  expect(await candidateWay(database.db, 'Glasharmonika', 'de', 200)).toBe('index');
  for (const word of ['Saal', 'Glasharmonika']) expect(await searchOverview(database.db, word, 'de', 3)).toEqual(await overviewOf(database.db, word, 'de', 3, 200, word === 'Saal' ? 'index' : 'recent'));
});
