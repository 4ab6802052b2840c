/**
 * Stories (SPEC §7):
 *   GET /{locale}/api/article-categories/                       the three categories
 *   GET /{locale}/api/article-tags/                             tags, by name
 *   GET /{locale}/api/articles/?category|tags|tag[&page]        {results} (all), or paginated with `page` (12)
 *   GET /{locale}/api/articles/{id}/                            detail with text
 *   GET /{locale}/api/articles-teaser/?category&limit           {results}: highlights first, then newest
 *   GET /{locale}/api/tags/{id}/, /tags/slug/{slug}/            one tag
 * Only online stories, newest first.
 */
import { and, asc, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { adminChangeUrl } from '../../shared/adminUrls';
import type { Locale } from '../../shared/constants';
import type { ArticleDetail, ArticleListItem, ArticlePage, ArticleResults, StoryCategory, StoryTag } from '../../shared/contract/stories';
import { STORY_CATEGORIES } from '../../shared/routes/categories';
import { slugify } from '../../shared/slug';
import { groupBy, objectUrls, sortByName } from '../content/common';
import { csvParam, FilterErrors, idOrSlugParam, idParam, isNumericId, messages, pageOffset, paginated } from '../content/listing';
import type { DbOrTx } from '../db/client';
import { tr } from '../db/i18n';
import { stories, stories_story_categories, stories_story_tags, story_categories, story_tags } from '../db/schema';
import { defineEndpoint, type AnyEndpoint } from '../http/endpoint';
import { NotFoundError, ValidationError } from '../errors';
import { loadImageRefs } from '../media/imageRef';

export const ARTICLES_PAGE_SIZE = 12;
export const ARTICLES_TEASER_DEFAULT = 6;
export const ARTICLES_TEASER_MAX = 24;

type StoryRow = typeof stories.$inferSelect;
type TagRow = typeof story_tags.$inferSelect;

const tagNotFound: Record<Locale, (slug: string) => string> = {
  // SPEC §8 'Tag mit Slug "{slug}" nicht gefunden'
  de: (slug) => `Tag mit Slug "${slug}" nicht gefunden`,
  en: (slug) => `Tag with slug "${slug}" not found`,
};

function toTag(row: TagRow, locale: Locale): StoryTag {
  return { id: row.id, name: tr(row, 'name', locale), slug: row.slug };
}

/**
 * The category a filter value names: its id, or a category word of either locale — also the other
 * spellings of SPEC §2 (hören / horen / hoeren) — compared with slug_de and slug_en.
 */
async function categoryIdOf(db: DbOrTx, value: string): Promise<number | undefined> {
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

/** tag ids of filter values (ids or slugs); unknown values are reported */
async function tagIdsOf(db: DbOrTx, param: string, values: string[], errors: FilterErrors): Promise<number[]> {
  const numeric = values.filter(isNumericId).map(Number);
  const rows = await db
    .select({ id: story_tags.id, slug: story_tags.slug })
    .from(story_tags)
    .where(or(inArray(story_tags.slug, values), numeric.length ? inArray(story_tags.id, numeric) : undefined));
  for (const value of values) {
    if (!rows.some((t) => t.slug === value || String(t.id) === value)) errors.unknown(param, 'tag', value);
  }
  return rows.map((t) => t.id);
}

async function toArticleListItems(db: DbOrTx, rows: StoryRow[], locale: Locale): Promise<ArticleListItem[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [categoryRows, tagRows, images] = await Promise.all([
    db
      .select({ story_id: stories_story_categories.story_id, id: stories_story_categories.category_id })
      .from(stories_story_categories)
      .innerJoin(story_categories, eq(story_categories.id, stories_story_categories.category_id))
      .where(inArray(stories_story_categories.story_id, ids))
      .orderBy(asc(story_categories.order), asc(story_categories.id)),
    db
      .select({ story_id: stories_story_tags.story_id, id: stories_story_tags.tag_id })
      .from(stories_story_tags)
      .where(inArray(stories_story_tags.story_id, ids))
      .orderBy(asc(stories_story_tags.tag_id)),
    loadImageRefs(
      db,
      rows.map((r) => r.header_image_id),
      locale,
    ),
  ]);
  const categoriesOf = groupBy(categoryRows, (c) => c.story_id);
  const tagsOf = groupBy(tagRows, (t) => t.story_id);
  return rows.map((s) => ({
    id: s.id,
    slug: s.slug,
    title: tr(s, 'title', locale),
    teaser: tr(s, 'teaser', locale),
    date: s.date,
    categories: (categoriesOf.get(s.id) ?? []).map((c) => c.id),
    tags: (tagsOf.get(s.id) ?? []).map((t) => t.id),
    header_image: (s.header_image_id !== null && images.get(s.header_image_id)) || null,
    is_highlight: s.is_highlight,
    url: objectUrls('stories-slug-id', s.slug, s.id),
    admin_url: adminChangeUrl('story', s.id),
  }));
}

const storiesInCategory = (db: DbOrTx, categoryId: number) =>
  inArray(
    stories.id,
    db
      .select({ id: stories_story_categories.story_id })
      .from(stories_story_categories)
      .where(eq(stories_story_categories.category_id, categoryId)),
  );

const storiesWithTags = (db: DbOrTx, tagIds: number[]) =>
  inArray(stories.id, db.select({ id: stories_story_tags.story_id }).from(stories_story_tags).where(inArray(stories_story_tags.tag_id, tagIds)));

export const endpoints: AnyEndpoint[] = [
  defineEndpoint({
    name: 'articleCategories.browse',
    method: 'GET',
    api: 'api',
    path: '/article-categories/',
    permission: 'public',
    async handler({ db, locale }): Promise<StoryCategory[]> {
      const rows = await db.select().from(story_categories).orderBy(asc(story_categories.order), asc(story_categories.id));
      return rows.map((c) => ({
        id: c.id,
        slug: locale === 'en' ? c.slug_en : c.slug_de,
        name: tr(c, 'name', locale),
        slug_de: c.slug_de,
        slug_en: c.slug_en,
      }));
    },
  }),

  defineEndpoint({
    name: 'articleTags.browse',
    method: 'GET',
    api: 'api',
    path: '/article-tags/',
    permission: 'public',
    async handler({ db, locale }): Promise<StoryTag[]> {
      const rows = await db.select().from(story_tags).orderBy(asc(story_tags.id));
      return sortByName(
        rows.map((t) => toTag(t, locale)),
        locale,
      );
    },
  }),

  defineEndpoint({
    name: 'articles.browse',
    method: 'GET',
    api: 'api',
    path: '/articles/',
    permission: 'public',
    input: {
      query: z.object({
        /** category id or slug (either locale) */
        category: idOrSlugParam.optional(),
        /** tag ids or slugs, comma-separated: stories with any of them */
        tags: csvParam.optional(),
        /** one tag id or slug */
        tag: idOrSlugParam.optional(),
        /** paginated answer when given */
        page: z.coerce.number().int().positive().max(1_000_000).optional(),
      }),
    },
    async handler({ db, locale, query, req }): Promise<ArticleResults | ArticlePage> {
      const errors = new FilterErrors();
      const conditions: (SQL | undefined)[] = [eq(stories.is_online, true)];
      if (query.category !== undefined) {
        const id = await categoryIdOf(db, query.category);
        if (id === undefined) errors.unknown('category', 'category', query.category);
        else conditions.push(storiesInCategory(db, id));
      }
      for (const param of ['tags', 'tag'] as const) {
        const values = param === 'tags' ? query.tags : query.tag === undefined ? undefined : [query.tag];
        if (!values) continue;
        const ids = await tagIdsOf(db, param, values, errors);
        if (ids.length) conditions.push(storiesWithTags(db, ids));
      }
      errors.throwIfAny();

      const where = and(...conditions);
      const ordered = db.select().from(stories).where(where).orderBy(desc(stories.date), desc(stories.id)).$dynamic();
      if (query.page === undefined) {
        return { results: await toArticleListItems(db, await ordered, locale) };
      }
      const [[{ n }], rows] = await Promise.all([
        db.select({ n: count() }).from(stories).where(where),
        ordered.limit(ARTICLES_PAGE_SIZE).offset(pageOffset(query.page, ARTICLES_PAGE_SIZE)),
      ]);
      const params = { category: query.category, tags: query.tags?.join(','), tag: query.tag };
      return paginated(req, { page: query.page, size: ARTICLES_PAGE_SIZE, count: n, params }, await toArticleListItems(db, rows, locale));
    },
  }),

  defineEndpoint({
    name: 'articles.read',
    method: 'GET',
    api: 'api',
    path: '/articles/:id/',
    permission: 'public',
    input: { params: z.object({ id: idParam }) },
    async handler({ db, locale, params, user }): Promise<ArticleDetail> {
      const [row] = await db
        .select()
        .from(stories)
        .where(and(eq(stories.id, params.id), user ? undefined : eq(stories.is_online, true)));
      if (!row) throw new NotFoundError();
      const [item] = await toArticleListItems(db, [row], locale);
      return { ...item, text: tr(row, 'text', locale) };
    },
  }),

  defineEndpoint({
    name: 'articles.teaser',
    method: 'GET',
    api: 'api',
    path: '/articles-teaser/',
    permission: 'public',
    input: {
      query: z.object({
        category: idOrSlugParam.optional(),
        limit: z.coerce.number().int().positive().max(ARTICLES_TEASER_MAX).default(ARTICLES_TEASER_DEFAULT),
      }),
    },
    async handler({ db, locale, query }): Promise<ArticleResults> {
      const conditions: (SQL | undefined)[] = [eq(stories.is_online, true)];
      if (query.category !== undefined) {
        const id = await categoryIdOf(db, query.category);
        if (id === undefined) throw new ValidationError({ category: [messages.unknownValue('category', query.category)] });
        conditions.push(storiesInCategory(db, id));
      }
      const rows = await db
        .select()
        .from(stories)
        .where(and(...conditions))
        .orderBy(desc(stories.is_highlight), desc(stories.date), desc(stories.id))
        .limit(query.limit);
      return { results: await toArticleListItems(db, rows, locale) };
    },
  }),

  defineEndpoint({
    name: 'tags.read',
    method: 'GET',
    api: 'api',
    path: '/tags/:id/',
    permission: 'public',
    input: { params: z.object({ id: idParam }) },
    async handler({ db, locale, params }): Promise<StoryTag> {
      const [row] = await db.select().from(story_tags).where(eq(story_tags.id, params.id));
      if (!row) throw new NotFoundError();
      return toTag(row, locale);
    },
  }),

  defineEndpoint({
    name: 'tags.readBySlug',
    method: 'GET',
    api: 'api',
    path: '/tags/slug/:slug/',
    permission: 'public',
    input: { params: z.object({ slug: z.string().min(1).max(200) }) },
    async handler({ db, locale, params }): Promise<StoryTag> {
      // 'Größe & Glück', 'groesse-glueck' and 'grösse-glück' all name the same tag (SPEC §5 rule)
      const slug = slugify(params.slug);
      if (slug) {
        const [row] = await db.select().from(story_tags).where(eq(story_tags.slug, slug));
        if (row) return toTag(row, locale);
        // slugs made from a tag's English name, or stored before the rule: compare by the rule (small table)
        const all = await db.select().from(story_tags).orderBy(asc(story_tags.id));
        const match = all.find((t) => slugify(t.slug) === slug || slugify(t.name_de) === slug || (t.name_en && slugify(t.name_en) === slug));
        if (match) return toTag(match, locale);
      }
      throw new NotFoundError(tagNotFound[locale](params.slug));
    },
  }),
];
