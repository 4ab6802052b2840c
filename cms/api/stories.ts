/**
 * Stories (SPEC §7):
 *   GET /{locale}/api/article-categories/                       the three categories
 *   GET /{locale}/api/article-tags/                             tags, by name
 *   GET /{locale}/api/story-topics/                             {categories, tags}: both lists in one read
 *   GET /{locale}/api/articles/?category|tags|tag[&page]        {results} (all), or paginated with `page` (12);
 *       `&with=topics`: with the categories and tags as `topics` (the stories page's first read)
 *   GET /{locale}/api/articles/{id}/                            detail with text; `?with=section,topics`: with its section and the topics
 *   GET /{locale}/api/articles-teaser/?category&limit           {results}: highlights first, then newest
 *   GET /{locale}/api/tags/{id}/, /tags/slug/{slug}/            one tag
 * Only online stories, newest first.
 */
import { z } from 'zod';
import type { Locale } from '../../shared/constants';
import type { ArticleDetail, ArticlePage, ArticleResults, StoryCategory, StoryTag, StoryTopics, WithStoryListExtras, WithStoryTopics } from '../../shared/contract/stories';
import { csvParam, FilterErrors, idOrSlugParam, idParam, messages, pageOffset, paginated, withParam } from '../content/listing';
import {
  categoryIdOf,
  findStories,
  listStories,
  listStoryCategories,
  listStoryTags,
  loadStoryDetail,
  loadStoryTag,
  storyTagBySlug,
  storyTagsOf,
  teaserStories,
} from '../content/stories';
import { defineEndpoint, type AnyEndpoint, type Frame } from '../http/endpoint';
import type { Db } from '../db/client';
import type { WithObjectSection } from '../../shared/contract/pages';
import { sectionKeys, withObjectSection } from './objectSection';
import { NotFoundError, ValidationError } from '../errors';
import { listKey, objectKey } from '../../shared/contentKeys';

export const ARTICLES_PAGE_SIZE = 12;
export const ARTICLES_TEASER_DEFAULT = 6;
export const ARTICLES_TEASER_MAX = 24;

const tagNotFound: Record<Locale, (slug: string) => string> = {
  // SPEC §8 'Tag mit Slug "{slug}" nicht gefunden'
  de: (slug) => `Tag mit Slug "${slug}" nicht gefunden`,
  en: (slug) => `Tag with slug "${slug}" not found`,
};

/** The stories' categories and tags (GET /story-topics/, and `?with=topics` on the list). */
async function storyTopics(db: Db, locale: Locale): Promise<StoryTopics> {
  return { categories: await listStoryCategories(db, locale), tags: await listStoryTags(db, locale) };
}

const browseQuery = z.object({
  /** category id or slug (either locale) */
  category: idOrSlugParam.optional(),
  /** tag ids or slugs, comma-separated: stories with any of them */
  tags: csvParam.optional(),
  /** one tag id or slug */
  tag: idOrSlugParam.optional(),
  /** paginated answer when given */
  page: z.coerce.number().int().positive().max(1_000_000).optional(),
  /** `topics`: the answer carries the categories and tags too, as GET /story-topics/ answers them */
  with: z.literal('topics').optional(),
  /** N: the answer carries `highlights`, the category's teaser of N stories (as GET /articles-teaser/ answers it) */
  highlights: z.coerce.number().int().positive().max(ARTICLES_TEASER_MAX).optional(),
});

/** GET /articles/ without what it brings along: all stories of a filter, or one page of them, and the filter's category. */
async function browseStories({ db, locale, query, req }: Pick<Frame, 'db' | 'locale' | 'req'> & { query: z.output<typeof browseQuery> }): Promise<{ list: ArticleResults | ArticlePage; categoryId?: number }> {
  const errors = new FilterErrors();
  let categoryId: number | undefined;
  if (query.category !== undefined) {
    categoryId = await categoryIdOf(db, query.category);
    if (categoryId === undefined) errors.unknown('category', 'category', query.category);
  }
  const tagIds: number[][] = [];
  for (const param of ['tags', 'tag'] as const) {
    const values = param === 'tags' ? query.tags : query.tag === undefined ? undefined : [query.tag];
    if (!values) continue;
    const tags = await storyTagsOf(db, values);
    for (const value of tags.unknown) errors.unknown(param, 'tag', value);
    tagIds.push(tags.ids);
  }
  errors.throwIfAny();

  const filter = { categoryId, tagIds };
  if (query.page === undefined) return { list: { results: await listStories(db, filter, locale) } };
  const { count, items } = await findStories(db, filter, { limit: ARTICLES_PAGE_SIZE, offset: pageOffset(query.page, ARTICLES_PAGE_SIZE) }, locale);
  const params = { category: query.category, tags: query.tags?.join(','), tag: query.tag };
  return { list: paginated(req, { page: query.page, size: ARTICLES_PAGE_SIZE, count, params }, items), categoryId };
}

export const endpoints: AnyEndpoint[] = [
  defineEndpoint({
    name: 'articleCategories.browse',
    method: 'GET',
    api: 'api',
    path: '/article-categories/',
    permission: 'public',
    async handler({ db, locale }): Promise<StoryCategory[]> {
      return listStoryCategories(db, locale);
    },
    keys: () => [listKey('stories')],
  }),

  defineEndpoint({
    name: 'articleTags.browse',
    method: 'GET',
    api: 'api',
    path: '/article-tags/',
    permission: 'public',
    async handler({ db, locale }): Promise<StoryTag[]> {
      return listStoryTags(db, locale);
    },
    keys: () => [listKey('stories')],
  }),

  // every stories page reads both lists: one call, not two (docs/performance.md, "The frame in one read")
  defineEndpoint({
    name: 'storyTopics.read',
    method: 'GET',
    api: 'api',
    path: '/story-topics/',
    permission: 'public',
    async handler({ db, locale }): Promise<StoryTopics> {
      return storyTopics(db, locale);
    },
    keys: () => [listKey('stories')],
  }),

  defineEndpoint({
    name: 'articles.browse',
    method: 'GET',
    api: 'api',
    path: '/articles/',
    permission: 'public',
    input: {
      query: browseQuery,
    },
    async handler(frame): Promise<WithStoryListExtras<ArticleResults | ArticlePage>> {
      const { db, locale, query } = frame;
      // the teaser is of a category or of all stories, and a page list's opening
      if (query.highlights !== undefined && (query.tags || query.tag || query.page === undefined)) throw new ValidationError({ highlights: [messages.highlightsAlone] });
      const { list, categoryId } = await browseStories(frame);
      const highlights = query.highlights === undefined ? {} : { highlights: await teaserStories(db, categoryId, query.highlights, locale) };
      return { ...list, ...highlights, ...(query.with === 'topics' ? { topics: await storyTopics(db, locale) } : {}) };
    },
    keys: () => [listKey('stories')],
  }),

  defineEndpoint({
    name: 'articles.read',
    method: 'GET',
    api: 'api',
    path: '/articles/:id/',
    permission: 'public',
    // `with=section,topics`: the story's section and the categories and tags, as GET /story-topics/
    // answers them (a story's page shows its categories' and tags' names): one read for the page
    input: { params: z.object({ id: idParam }), query: z.object({ with: withParam(['section', 'topics']) }) },
    async handler(frame): Promise<WithStoryTopics<WithObjectSection<ArticleDetail>>> {
      const detail = await loadStoryDetail(frame.db, frame.params.id, frame.locale, frame.user !== null);
      if (!detail) throw new NotFoundError();
      const answer = await withObjectSection(frame, 'story', frame.params.id, detail);
      return frame.query.with?.includes('topics') ? { ...answer, topics: await storyTopics(frame.db, frame.locale) } : answer;
    },
    keys: ({ params, query }) => [objectKey('story', params.id), ...sectionKeys(query), ...(query.with?.includes('topics') ? [listKey('stories')] : [])],
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
      let categoryId: number | undefined;
      if (query.category !== undefined) {
        categoryId = await categoryIdOf(db, query.category);
        if (categoryId === undefined) throw new ValidationError({ category: [messages.unknownValue('category', query.category)] });
      }
      return { results: await teaserStories(db, categoryId, query.limit, locale) };
    },
    keys: () => [listKey('stories')],
  }),

  defineEndpoint({
    name: 'tags.read',
    method: 'GET',
    api: 'api',
    path: '/tags/:id/',
    permission: 'public',
    input: { params: z.object({ id: idParam }) },
    async handler({ db, locale, params }): Promise<StoryTag> {
      const tag = await loadStoryTag(db, params.id, locale);
      if (!tag) throw new NotFoundError();
      return tag;
    },
    keys: () => [listKey('stories')],
  }),

  defineEndpoint({
    name: 'tags.readBySlug',
    method: 'GET',
    api: 'api',
    path: '/tags/slug/:slug/',
    permission: 'public',
    input: { params: z.object({ slug: z.string().min(1).max(200) }) },
    async handler({ db, locale, params }): Promise<StoryTag> {
      const tag = await storyTagBySlug(db, params.slug, locale);
      if (!tag) throw new NotFoundError(tagNotFound[locale](params.slug));
      return tag;
    },
    keys: () => [listKey('stories')],
  }),
];
