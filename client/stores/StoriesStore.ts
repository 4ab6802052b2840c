/**
 * The stories lists (SPEC §3, §4, §8): the list's highlights and articles under the category filter,
 * and the articles of one tag. Categories and tags are ./StoryTopicsStore.ts, the story detail
 * ./StoryStore.ts. Loading flags start true and turn false when the data arrives.
 */
import { flow, types } from 'mobx-state-tree';
import { defineArea } from './areas';
import type { Locale } from '../../shared/constants';
import type { ArticleListItem, ArticleResults, StoryCategory, StoryTag } from '../../shared/contract/stories';
import { STORY_CATEGORIES } from '../../shared/routes/categories';
import { ApiError, isNotFound } from '../../shared/api/errors';
import * as apiPaths from '../../shared/api/paths';
import * as storyPaths from '../../shared/api/storyPaths';
import { storeEnv } from './env';
import { pagedList, type AlsoRead } from './pagedList';

/** How many highlights the stories list opens with. */
export const STORIES_HIGHLIGHT_COUNT = 3;

/** SPEC §8: the tag of a slug is neither among the loaded tags nor known to the back end. */
export class TagNotFoundError extends Error {
  override name = 'TagNotFoundError';
  constructor(readonly slug: string) {
    super(`Tag mit Slug "${slug}" nicht gefunden`);
  }
}

/** The category a URL word names (lesen, hören, horen, hoeren, read…), in either language; null when none. */
export function categoryOfWord(categories: readonly StoryCategory[], word: string | null | undefined): StoryCategory | null {
  if (!word) return null;
  const lower = word.toLowerCase();
  const group = STORY_CATEGORIES.find((c) => c.de.includes(lower) || c.en.includes(lower));
  const words = group ? [...group.de, ...group.en] : [lower];
  return categories.find((c) => words.includes(c.slug_de) || words.includes(c.slug_en) || String(c.id) === lower) ?? null;
}

/**
 * The tag a URL slug names among `tags`, when the URL spells it as the site's links do (its slug, in
 * any letter case). Any other spelling ('klänge-geräusche', a name) is the back end's to resolve by
 * the rule of SPEC §5 (`tagBySlug`): the rule's transliteration table stays out of the browser's code.
 */
export function tagOfSlug(tags: readonly StoryTag[], slug: string): StoryTag | null {
  const wanted = slug.toLowerCase();
  return tags.find((tag) => tag.slug === wanted) ?? null;
}

/** The pages of stories shown: the list's (under its category) or a tag's. */
export const ArticlePages = pagedList<ArticleListItem>('ArticlePages');

export const StoriesStore = types
  .model('StoriesStore', {
    highlights: types.frozen<ArticleListItem[]>([]),
    /** the stories of the list (under `category`) or of `currentTag`, page by page */
    list: types.optional(ArticlePages, {}),
    /** the category id of the list's filter (null: all stories) */
    category: types.maybeNull(types.number),
    currentTag: types.maybeNull(types.frozen<StoryTag>()),
    loadingHighlights: true,
    /** the list (its first page, or what it needs: categories, tags, the tag) could not be loaded: the page says so with 'Try again' (SPEC §8) */
    loadFailed: false,
  })
  .views((self) => ({
    /** the list's articles that the highlights do not already show */
    get moreArticles(): ArticleListItem[] {
      const shown = new Set(self.highlights.map((a) => a.id));
      return self.list.items.filter((a) => !shown.has(a.id));
    },
    /** true until the list's first page arrived or failed */
    get loadingArticles(): boolean {
      return self.list.loading || (!self.list.loaded && self.list.listError === null);
    },
  }))
  .actions((self) => ({
    setHighlights(articles: ArticleListItem[]) {
      self.highlights = articles;
      self.loadingHighlights = false;
    },
    setFilter(category: number | null, tag: StoryTag | null) {
      self.category = category;
      self.currentTag = tag;
    },
    startLoadingHighlights() {
      self.loadingHighlights = true;
    },
    setLoadFailed(failed: boolean) {
      self.loadFailed = failed;
    },
  }))
  .actions((self) => ({
    /** SPEC §8: a failure is logged (and reported) and leaves no highlights. Page 1 only: a later page shows none. */
    loadHighlights: flow(function* loadHighlights(locale: Locale, category: StoryCategory | null, page = 1) {
      if (page > 1) return self.setHighlights([]);
      self.startLoadingHighlights();
      const query = { ...(category ? { category: category.id } : {}), limit: STORIES_HIGHLIGHT_COUNT };
      try {
        const answer: ArticleResults = yield storeEnv(self).api.get<ArticleResults>(apiPaths.articlesTeaser(locale, query));
        self.setHighlights(answer.results ?? []);
      } catch (error) {
        storeEnv(self).logger.warn({ err: error }, 'story highlights failed to load');
        self.setHighlights([]);
      }
    }),
    /** Page `page` of the stories of a category (null: all), and what its read brings along (`also`). Throws ApiError (404 after the last page). */
    loadArticles: flow(function* loadArticles(locale: Locale, category: StoryCategory | null, page = 1, also?: AlsoRead) {
      self.setFilter(category?.id ?? null, null);
      yield self.list.start(storyPaths.articles(locale, category ? { category: category.id } : {}), page, true, also);
    }),
  }))
  .actions((self) => ({
    /**
     * The list page of a category (null: all stories) in one read: page `page` and, on page 1, its
     * highlights (`highlights=N`); with `takeTopics`, the categories and tags too (`with=topics`).
     * Highlights the answer lacks (a back end before them) are read apart. Throws as loadArticles.
     */
    loadListPage: flow(function* loadListPage(locale: Locale, category: StoryCategory | null, page: number, takeTopics?: (answer: Record<string, unknown>) => void) {
      const opening = page === 1;
      if (opening) self.startLoadingHighlights();
      else self.setHighlights([]);
      let apart = false;
      const take = (answer: Record<string, unknown>) => {
        if (opening && Array.isArray(answer.highlights)) self.setHighlights(answer.highlights as ArticleListItem[]);
        else apart = opening;
        takeTopics?.(answer);
      };
      const params = { ...(opening ? { highlights: STORIES_HIGHLIGHT_COUNT } : {}), ...(takeTopics ? { with: 'topics' } : {}) };
      try {
        yield self.loadArticles(locale, category, page, Object.keys(params).length ? { params, take } : undefined);
      } finally {
        // a failed list brought none (the page says so); the highlights stay empty
        if (self.loadingHighlights && !apart) self.setHighlights([]);
      }
      if (apart) yield self.loadHighlights(locale, category, page);
    }),
    /**
     * The tag of a slug: among `tags` (the topics store's) first, else asked of the back end. Throws
     * TagNotFoundError when there is none; any other failure is logged and answers null (SPEC §8).
     */
    findTagBySlug: flow(function* findTagBySlug(locale: Locale, slug: string, tags: readonly StoryTag[]) {
      const loaded = tagOfSlug(tags, slug);
      if (loaded) return loaded;
      try {
        const tag: StoryTag = yield storeEnv(self).api.get<StoryTag>(storyPaths.tagBySlug(locale, slug));
        return tag;
      } catch (error) {
        if (isNotFound(error)) throw new TagNotFoundError(slug);
        storeEnv(self).logger.warn({ err: error }, 'tag failed to load');
        return null;
      }
    }),
    /**
     * Page `page` of the articles of the tag whose very slug is `slug`, with the categories and tags
     * in the same read (`tag={slug}&with=topics`, handed to `takeTopics`, which answers the tags):
     * a first view's one read, when the topics are not loaded yet. Answers the tag, found among the
     * tags the answer brought; null when this read cannot tell (`slug` is no tag's very slug, a 400;
     * or an answer without the topics, from a back end before them): the caller then finds the tag
     * by the slug rule and reads its articles. Throws any other ApiError (404 after the last page).
     */
    loadTagArticlesWithTopics: flow(function* loadTagArticlesWithTopics(locale: Locale, slug: string, page: number, takeTopics: (answer: Record<string, unknown>) => readonly StoryTag[] | null) {
      let tag: StoryTag | null = null;
      const take = (answer: Record<string, unknown>) => {
        const tags = takeTopics(answer);
        tag = tags ? tagOfSlug(tags, slug) : null;
      };
      self.setFilter(null, null);
      try {
        yield self.list.start(storyPaths.articles(locale, { tag: slug }), page, true, { params: { with: 'topics' }, take });
      } catch (error) {
        if (error instanceof ApiError && error.status === 400) return null;
        throw error;
      }
      if (tag) self.setFilter(null, tag);
      return tag as StoryTag | null;
    }),
    /**
     * Page `page` of the articles of a tag. Throws ApiError (404 after the last page); SPEC §8: a
     * failure leaves the list empty and ends loading (the loader shows 'Try again').
     */
    loadTagArticles: flow(function* loadTagArticles(locale: Locale, tag: StoryTag | null, page = 1) {
      self.setFilter(null, tag);
      if (!tag) {
        self.list.reset('', 1);
        self.list.setError(404);
        return;
      }
      yield self.list.start(storyPaths.articles(locale, { tag: tag.id }), page, true);
    }),
  }));

/** The stories area's store (./areas.ts). */
export const storiesArea = defineArea('stories', StoriesStore);
