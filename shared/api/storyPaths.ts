/** Paths of the back-end API (SPEC §7) of the stories area; see ./paths.ts. */
import type { Locale } from '../constants';
import { queryString } from './paths';

/** the categories and the tags in one answer */
export const storyTopics = (locale: Locale) => `/${locale}/api/story-topics/`;
/** `query`: category, tag, tags, page (see docs/api/content.md) */
export const articles = (locale: Locale, query: Record<string, string | number> = {}) => `/${locale}/api/articles/${queryString(query)}`;
export const article = (locale: Locale, id: number) => `/${locale}/api/articles/${id}/`;
export const tagBySlug = (locale: Locale, slug: string) => `/${locale}/api/tags/slug/${encodeURIComponent(slug)}/`;
