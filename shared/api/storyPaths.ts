/** Paths of the back-end API (SPEC §7) of the stories area; see ./paths.ts. */
import type { Locale } from '../constants';
import { queryString } from './paths';

export const articleCategories = (locale: Locale) => `/${locale}/api/article-categories/`;
export const articleTags = (locale: Locale) => `/${locale}/api/article-tags/`;
/** `query`: category, tag, tags, page (see docs/api/content.md) */
export const articles = (locale: Locale, query: Record<string, string | number> = {}) => `/${locale}/api/articles/${queryString(query)}`;
export const article = (locale: Locale, id: number) => `/${locale}/api/articles/${id}/`;
export const tagBySlug = (locale: Locale, slug: string) => `/${locale}/api/tags/slug/${encodeURIComponent(slug)}/`;
