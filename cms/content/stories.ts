/**
 * Stories as the API answers them: the lists (online stories of a category and with tags, newest
 * first; the teaser's highlights first), the detail, categories and tags.
 */
import { and, asc, count, desc, eq, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import { adminChangeUrl } from '../../shared/adminUrls';
import type { Locale } from '../../shared/constants';
import type { ArticleDetail, ArticleListItem, StoryCategory, StoryTag } from '../../shared/contract/stories';
import type { NewsItem } from '../../shared/contract/navigation';
import { STORY_CATEGORIES } from '../../shared/routes/categories';
import { slugify } from '../../shared/slug';
import type { DbOrTx } from '../db/client';
import { tr } from '../db/i18n';
import { literalNumber, pageWindow, prepared } from '../db/prepared';
import { stories, stories_story_categories, stories_story_tags, story_categories, story_tags } from '../db/schema';
import { loadImageRefs } from '../media/imageRef';
import { objectUrls, outerId, sortByName, titledSlugs } from './common';
import { isNumericId } from './listing';

/**
 * A story's category ids (in the editors' order) and tag ids, read with the story: a list is one
 * statement and its images, not three (PGlite pays 0.3–1 ms per statement whatever it returns).
 */
const CATEGORY_IDS = sql<number[]>`array(select ${stories_story_categories.category_id} from ${stories_story_categories} inner join ${story_categories} on ${story_categories.id} = ${stories_story_categories.category_id} where ${stories_story_categories.story_id} = ${outerId(stories)} order by ${story_categories.order}, ${story_categories.id})`;
const TAG_IDS = sql<number[]>`array(select ${stories_story_tags.tag_id} from ${stories_story_tags} where ${stories_story_tags.story_id} = ${outerId(stories)} order by ${stories_story_tags.tag_id})`;

/** The columns of a story in lists (not its text), with its categories and tags. */
const LIST_COLUMNS = {
  id: stories.id,
  slug: stories.slug,
  title_de: stories.title_de,
  title_en: stories.title_en,
  teaser_de: stories.teaser_de,
  teaser_en: stories.teaser_en,
  date: stories.date,
  header_image_id: stories.header_image_id,
  is_highlight: stories.is_highlight,
  category_ids: CATEGORY_IDS,
  tag_ids: TAG_IDS,
};

type StoryRow = Pick<typeof stories.$inferSelect, Exclude<keyof typeof LIST_COLUMNS, 'category_ids' | 'tag_ids'>> & { category_ids: number[]; tag_ids: number[] };
type TagRow = typeof story_tags.$inferSelect;

function toTag(row: TagRow, locale: Locale): StoryTag {
  return { id: row.id, name: tr(row, 'name', locale), slug: row.slug };
}

/**
 * The category a filter value names: its id, or a category word of either locale — also the other
 * spellings of SPEC §2 (hören / horen / hoeren) — compared with slug_de and slug_en.
 */
export async function categoryIdOf(db: DbOrTx, value: string): Promise<number | undefined> {
  const word = value.toLowerCase();
  const known = STORY_CATEGORIES.find((c) => c.de.includes(word) || c.en.includes(word));
  const words = known ? [...known.de, ...known.en] : [word];
  const [row] = await db
    .select({ id: story_categories.id })
    .from(story_categories)
    .where(
      or(
        isNumericId(value) ? eq(story_categories.id, Number(value)) : undefined,
        inArray(story_categories.slug_de, words),
        inArray(story_categories.slug_en, words),
      ),
    )
    .orderBy(asc(story_categories.id))
    .limit(1);
  return row?.id;
}

/** The tags that filter values (ids or slugs) name, and the values that name none. */
export async function storyTagsOf(db: DbOrTx, values: string[]): Promise<{ ids: number[]; unknown: string[] }> {
  const numeric = values.filter(isNumericId).map(Number);
  const rows = await db
    .select({ id: story_tags.id, slug: story_tags.slug })
    .from(story_tags)
    .where(or(inArray(story_tags.slug, values), numeric.length ? inArray(story_tags.id, numeric) : undefined));
  return {
    ids: rows.map((t) => t.id),
    unknown: values.filter((value) => !rows.some((t) => t.slug === value || String(t.id) === value)),
  };
}

async function toArticleListItems(db: DbOrTx, rows: StoryRow[], locale: Locale): Promise<ArticleListItem[]> {
  if (rows.length === 0) return [];
  const images = await loadImageRefs(
    db,
    rows.map((r) => r.header_image_id),
    locale,
  );
  return rows.map((s) => ({
    id: s.id,
    slug: s.slug,
    title: tr(s, 'title', locale),
    teaser: tr(s, 'teaser', locale),
    date: s.date,
    categories: s.category_ids,
    tags: s.tag_ids,
    header_image: (s.header_image_id !== null && images.get(s.header_image_id)) || null,
    is_highlight: s.is_highlight,
    url: objectUrls('stories-slug-id', titledSlugs(s), s.id),
    admin_url: adminChangeUrl('story', s.id),
  }));
}

export interface StoryFilter {
  categoryId?: number;
  /** stories with any of these tags (ids); one list per tag parameter, each must match */
  tagIds?: number[][];
}

/**
 * A filter's form without its values (a category or not, how many tag lists), and the values as a
 * statement's parameters (`category`, `tags0`, `tags1` …): each form is one statement built and
 * planned once (cms/db/prepared.ts), whatever category or tags it is asked for.
 */
function storyShape(filter: StoryFilter): { name: string; category: boolean; tagLists: number; values: Record<string, unknown> } {
  const tagLists = (filter.tagIds ?? []).filter((ids) => ids.length);
  const category = filter.categoryId !== undefined;
  const values: Record<string, unknown> = { category: filter.categoryId };
  tagLists.forEach((ids, i) => (values[`tags${i}`] = ids));
  return { name: `${category ? 'category' : 'all'}_tags${tagLists.length}`, category, tagLists: tagLists.length, values };
}

/** The online stories of a filter's form, its values as parameters (storyShape). */
function storyConditions(on: DbOrTx, shape: { category: boolean; tagLists: number }): SQL | undefined {
  const inCategory = () =>
    inArray(stories.id, on.select({ id: stories_story_categories.story_id }).from(stories_story_categories).where(eq(stories_story_categories.category_id, sql.placeholder('category'))));
  const withTags = (i: number) =>
    inArray(stories.id, on.select({ id: stories_story_tags.story_id }).from(stories_story_tags).where(sql`${stories_story_tags.tag_id} = any(${sql.placeholder(`tags${i}`)})`));
  return and(eq(stories.is_online, true), shape.category ? inCategory() : undefined, ...Array.from({ length: shape.tagLists }, (_, i) => withTags(i)));
}

const ALL_STORIES = { category: false, tagLists: 0 };

const newestFirst = [desc(stories.date), desc(stories.id)];

/** All matching online stories, newest first. */
export async function listStories(db: DbOrTx, filter: StoryFilter, locale: Locale): Promise<ArticleListItem[]> {
  const shape = storyShape(filter);
  const rows = await prepared(db, `stories_all_${shape.name}`, (on) => on.select(LIST_COLUMNS).from(stories).where(storyConditions(on, shape)).orderBy(...newestFirst)).execute(shape.values);
  return toArticleListItems(db, rows, locale);
}

/**
 * One page of the matching online stories, newest first, and how many match in all. Built once per
 * filter form and page window (pageWindow): the stories page and a tag's page run them on every
 * uncached view.
 */
export async function findStories(
  db: DbOrTx,
  filter: StoryFilter,
  page: { limit: number; offset: number },
  locale: Locale,
): Promise<{ count: number; items: ArticleListItem[] }> {
  const shape = storyShape(filter);
  const window = pageWindow(page.limit, page.offset);
  const [[{ n }], rows] = await Promise.all([
    prepared(db, `stories_count_${shape.name}`, (on) => on.select({ n: count() }).from(stories).where(storyConditions(on, shape))).execute(shape.values),
    prepared(db, `stories_page_${shape.name}_${window.name}`, (on) =>
      on.select(LIST_COLUMNS).from(stories).where(storyConditions(on, shape)).orderBy(...newestFirst).limit(window.limit).offset(window.offset),
    ).execute({ ...shape.values, ...window.values }),
  ]);
  return { count: n, items: await toArticleListItems(db, rows, locale) };
}

/** The teaser's order, highlights first and then the newest, and its count written into the statement. */
function teaserOrder(limit: number) {
  if (!Number.isSafeInteger(limit) || limit < 1) throw new RangeError(`A teaser's count is a positive whole number, not ${limit}`);
  return { orderBy: [desc(stories.is_highlight), ...newestFirst], limit: literalNumber(limit) };
}

/**
 * The teaser's stories: highlights first, then the newest. The count is part of the statement's text
 * (one statement per count, 1 to ARTICLES_TEASER_MAX): with `limit $n` PostgreSQL's generic plan
 * never looked as cheap as one planned for the count, so the statement every page's news teaser runs
 * was planned anew on every call (cms/db/planKept.test.ts).
 */
export async function teaserStories(db: DbOrTx, categoryId: number | undefined, limit: number, locale: Locale): Promise<ArticleListItem[]> {
  const { orderBy, limit: count } = teaserOrder(limit);
  // built once per count for the teaser of all stories and for that of a category (cms/db/prepared.ts)
  const teaser = (on: DbOrTx, where: SQL | undefined) =>
    on
      .select(LIST_COLUMNS)
      .from(stories)
      .where(where)
      .orderBy(...orderBy)
      .limit(count);
  const rows =
    categoryId === undefined
      ? await prepared(db, `stories_teaser_${limit}`, (on) => teaser(on, storyConditions(on, ALL_STORIES))).execute()
      : await prepared(db, `stories_teaser_category_${limit}`, (on) => teaser(on, storyConditions(on, { category: true, tagLists: 0 }))).execute({ category: categoryId });
  return toArticleListItems(db, rows, locale);
}

/** The columns of a story the site frame's news shows (no teaser text, image, categories or tags). */
const NEWS_COLUMNS = { id: stories.id, slug: stories.slug, title_de: stories.title_de, title_en: stories.title_en, date: stories.date };

/**
 * The site frame's news: the teaser's stories (the same ones, in the same order as `teaserStories`
 * without a category) with only what the footer shows, read with the navigation (cms/api/navigation.ts).
 */
export async function newsStories(db: DbOrTx, limit: number, locale: Locale): Promise<NewsItem[]> {
  const { orderBy, limit: count } = teaserOrder(limit);
  const rows = await prepared(db, `stories_news_${limit}`, (on) =>
    on
      .select(NEWS_COLUMNS)
      .from(stories)
      .where(storyConditions(on, ALL_STORIES))
      .orderBy(...orderBy)
      .limit(count),
  ).execute();
  return rows.map((s) => ({ id: s.id, title: tr(s, 'title', locale), date: s.date, url: objectUrls('stories-slug-id', titledSlugs(s), s.id)[locale] }));
}


/** The detail of one story, or null. Offline stories only when `includeOffline` (logged-in editors). */
export async function loadStoryDetail(db: DbOrTx, id: number, locale: Locale, includeOffline: boolean): Promise<ArticleDetail | null> {
  const [row] = await prepared(db, includeOffline ? 'story_detail_any' : 'story_detail_online', (on) =>
    on
      .select({ ...getTableColumns(stories), category_ids: CATEGORY_IDS, tag_ids: TAG_IDS })
      .from(stories)
      .where(and(eq(stories.id, sql.placeholder('id')), includeOffline ? undefined : eq(stories.is_online, true))),
  ).execute({ id });
  if (!row) return null;
  const [item] = await toArticleListItems(db, [row], locale);
  return { ...item, text: tr(row, 'text', locale), updated_at: row.updated_at.toISOString() };
}

/** The three categories, in the editors' order; `slug` is the locale's. */
export async function listStoryCategories(db: DbOrTx, locale: Locale): Promise<StoryCategory[]> {
  const rows = await prepared(db, 'story_categories_all', (on) => on.select().from(story_categories).orderBy(asc(story_categories.order), asc(story_categories.id))).execute();
  return rows.map((c) => ({
    id: c.id,
    slug: locale === 'en' ? c.slug_en : c.slug_de,
    name: tr(c, 'name', locale),
    slug_de: c.slug_de,
    slug_en: c.slug_en,
  }));
}

/** Every tag, by name in the locale. */
export async function listStoryTags(db: DbOrTx, locale: Locale): Promise<StoryTag[]> {
  const rows = await prepared(db, 'story_tags_all', (on) => on.select().from(story_tags).orderBy(asc(story_tags.id))).execute();
  return sortByName(
    rows.map((t) => toTag(t, locale)),
    locale,
  );
}

export async function loadStoryTag(db: DbOrTx, id: number, locale: Locale): Promise<StoryTag | null> {
  const [row] = await db.select().from(story_tags).where(eq(story_tags.id, id));
  return row ? toTag(row, locale) : null;
}

/** The tag a slug names by SPEC §5's rule ('Größe & Glück', 'groesse-glueck' and 'grösse-glück' are one), or null. */
export async function storyTagBySlug(db: DbOrTx, value: string, locale: Locale): Promise<StoryTag | null> {
  const slug = slugify(value);
  if (!slug) return null;
  const [row] = await db.select().from(story_tags).where(eq(story_tags.slug, slug));
  if (row) return toTag(row, locale);
  // slugs made from a tag's English name, or stored before the rule: compare by the rule (small table)
  const all = await db.select().from(story_tags).orderBy(asc(story_tags.id));
  const match = all.find((t) => slugify(t.slug) === slug || slugify(t.name_de) === slug || (t.name_en && slugify(t.name_en) === slug));
  return match ? toTag(match, locale) : null;
}
