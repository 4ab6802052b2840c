/**
 * Stories (articles) with categories and tags (SPEC §7). Answers of
 *   GET /{locale}/api/article-categories/, /article-tags/, /story-topics/, /articles/, /articles/{id}/,
 *       /articles-teaser/, /tags/{id}/, /tags/slug/{slug}/
 */
import type { ImageRef, Paginated } from './common';
import type { ObjectUrls } from './events';

/** GET /{locale}/api/article-categories/ : the three categories, ordered. */
export interface StoryCategory {
  id: number;
  /** the slug in the request's locale: lesen/sehen/hoeren (de), read/watch/listen (en) */
  slug: string;
  name: string;
  slug_de: string;
  slug_en: string;
}

/** GET /{locale}/api/article-tags/ (ordered by name), /tags/{id}/, /tags/slug/{slug}/ */
export interface StoryTag {
  id: number;
  name: string;
  /** made from the German name by the rule of SPEC §5 (shared/slug.ts) */
  slug: string;
}

/** GET /{locale}/api/story-topics/ : the two lists above in one answer. */
export interface StoryTopics {
  categories: StoryCategory[];
  tags: StoryTag[];
}

/**
 * On the stories list (GET /{locale}/api/articles/), in one answer with it: `?with=topics` the
 * categories and tags, `?highlights=N` the list's opening, the category's teaser of N stories.
 */
export type WithStoryListExtras<T> = WithStoryTopics<T> & { highlights?: ArticleListItem[] };
/** `with=topics` on the list and on a story's detail (GET /articles/{id}/): the categories and tags too. */
export type WithStoryTopics<T> = T & { topics?: StoryTopics };

/** One article of GET /{locale}/api/articles/ and /articles-teaser/ */
export interface ArticleListItem {
  id: number;
  slug: string;
  title: string;
  teaser: string;
  /** 'YYYY-MM-DD' */
  date: string;
  /** category ids */
  categories: number[];
  /** tag ids */
  tags: number[];
  header_image: ImageRef | null;
  is_highlight: boolean;
  /** '/de/stories/{slug}/{id}', '/en/stories/{slug}/{id}' */
  url: ObjectUrls;
  /** '/admin/stories/story/{id}/change/' */
  admin_url: string;
}

/** GET /{locale}/api/articles/ without `page`, and /articles-teaser/ */
export interface ArticleResults {
  results: ArticleListItem[];
}

/** GET /{locale}/api/articles/?page={n} (page size 12) */
export type ArticlePage = Paginated<ArticleListItem>;

/** GET /{locale}/api/articles/{id}/ */
export interface ArticleDetail extends ArticleListItem {
  /** rich text (allowlisted HTML) */
  text: string;
  /** ISO time of the story's last change (JSON-LD dateModified, the sitemap's lastmod) */
  updated_at: string;
}
