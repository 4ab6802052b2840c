/** Paths of the back-end API (SPEC §7) that the front end calls. */
import type { Locale } from '../../shared/constants';

const encodeSlug = (slug: string) => slug.split('/').filter(Boolean).map(encodeURIComponent).join('/');

/** `?a=1&b=2` of the set values (in the given order), '' when none */
const queryString = (query: Record<string, string | number>) => {
  const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)])).toString();
  return search ? `?${search}` : '';
};

export const apiPaths = {
  /** '' is the home page */
  page: (locale: Locale, slug: string) => `/${locale}/pageeditor-api/page/${encodeSlug(slug)}`,
  navigation: (locale: Locale) => `/${locale}/pageeditor-api/nav`,
  user: (locale: Locale) => `/${locale}/pageeditor-api/user`,
  health: () => '/api/health/',
  /** `query`: category, limit */
  articlesTeaser: (locale: Locale, query: Record<string, string | number> = {}) => `/${locale}/api/articles-teaser/${queryString(query)}`,
  event: (locale: Locale, id: number) => `/${locale}/api/events/${id}/`,
  articleCategories: (locale: Locale) => `/${locale}/api/article-categories/`,
  articleTags: (locale: Locale) => `/${locale}/api/article-tags/`,
  /** `query`: category, tag, tags, page (see docs/api/content.md) */
  articles: (locale: Locale, query: Record<string, string | number> = {}) => `/${locale}/api/articles/${queryString(query)}`,
  article: (locale: Locale, id: number) => `/${locale}/api/articles/${id}/`,
  tagBySlug: (locale: Locale, slug: string) => `/${locale}/api/tags/slug/${encodeURIComponent(slug)}/`,
  personCategories: (locale: Locale) => `/${locale}/api/person-categories/`,
  /** `query`: page, is_ensemble, categories */
  persons: (locale: Locale, query: Record<string, string | number> = {}) => `/${locale}/api/persons/${queryString(query)}`,
  person: (locale: Locale, id: number) => `/${locale}/api/persons/${id}/`,
  downloadCategories: (locale: Locale) => `/${locale}/api/download-categories/`,
  downloadDirectories: (locale: Locale, category: number) => `/${locale}/api/download-directories/?category=${category}`,
  downloadDirectory: (locale: Locale, id: number) => `/${locale}/api/download-directories/${id}/`,
  /** a container section by its slug (objects: `{content_type}-{id}`, see client/pages/ObjectSections.tsx); 404 when missing */
  sectionBySlug: (locale: Locale, slug: string) => `/${locale}/pageeditor-api/container/by-slug/${encodeURIComponent(slug)}`,
};
