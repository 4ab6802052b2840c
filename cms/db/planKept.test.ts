/**
 * A statement every page view runs keeps its plan (issue 41): PostgreSQL plans a named statement for
 * its first five calls and then keeps a generic plan where that looks as cheap. The news teaser, which
 * every page's layout reads, had its count as a parameter (`limit $n`), and its generic plan never
 * looked as cheap, so it was planned anew on every call; with the count in its text the plan is kept.
 * Read from `pg_prepared_statements` of the one session that ran the calls: PGlite's own, and on
 * PostgreSQL (TEST_DATABASE=postgres) a pool of one connection on the test's database.
 */
import { sql } from 'drizzle-orm';
import { createTestCms, type TestCms } from '../test/createTestCms';
import { createStory, createStoryCategories } from '../test/fixtures/content';
import { teaserStories } from '../content/stories';
import { openDatabase, queryRows, type Database } from './client';

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
