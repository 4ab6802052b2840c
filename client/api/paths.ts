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
  /** the concerts list; `query` without its leading '?' (page, date, venue, tag, genre) */
  events: (locale: Locale, query: string) => `/${locale}/api/events/?${query}`,
  eventTags: (locale: Locale) => `/${locale}/api/event-tags/`,
  venues: (locale: Locale) => `/${locale}/api/venues/`,
  genres: (locale: Locale) => `/${locale}/api/genres/`,
  /** the add-to-calendar file (text/calendar) of one concert: a plain link, not fetched */
  eventCalendar: (locale: Locale, id: number) => `/${locale}/api/calendar/?event=${id}`,
  subscriptions: (locale: Locale, page: number) => `/${locale}/api/subscriptions/?page=${page}`,
  subscription: (locale: Locale, id: number) => `/${locale}/api/subscriptions/${id}/`,
  subscriptionBySlug: (locale: Locale, slug: string) => `/${locale}/api/subscriptions/slug/${encodeURIComponent(slug)}/`,
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
  /** sets the csrftoken cookie when the browser has none (any GET of it does) */
  userDetails: (locale: Locale) => `/${locale}/api/user-details/`,
  form: (locale: Locale, slug: string) => `/${locale}/api/forms/${encodeURIComponent(slug)}/`,
  tempFiles: (locale: Locale) => `/${locale}/api/temp-files/`,
  formEntries: (locale: Locale) => `/${locale}/api/forms-entries/`,
  searchOverview: (locale: Locale, query: string) => `/${locale}/api/search/?query=${encodeURIComponent(query)}`,
  searchCategory: (locale: Locale, category: 'pages' | 'others', query: string, page: number) =>
    `/${locale}/api/search/${category}/?query=${encodeURIComponent(query)}${page > 1 ? `&page=${page}` : ''}`,
  searchAutocomplete: (locale: Locale, query: string) => `/${locale}/api/search/autocomplete/?query=${encodeURIComponent(query)}`,
  cmsHub: () => '/pageeditor-api/cms-hub',
  sectionBySlug: (locale: Locale, slug: string) => `/${locale}/pageeditor-api/container/by-slug/${encodeURIComponent(slug)}`,
  login: (locale: Locale) => `/${locale}/pageeditor-api/login/`,
  logout: (locale: Locale) => `/${locale}/pageeditor-api/logout/`,
  /** the page editor's writes (docs/api/pageeditor.md) */
  container: (locale: Locale, id?: number) => `/${locale}/pageeditor-api/container/${id ? `${id}/` : ''}`,
  module: (locale: Locale, model: string, id?: number) => `/${locale}/pageeditor-api/${encodeURIComponent(model)}/${id ? `${id}/` : ''}`,
  reorder: (locale: Locale) => `/${locale}/pageeditor-api/reorder/`,
  versions: (locale: Locale, pageId: number) => `/${locale}/pageeditor-api/page/${pageId}/versions/`,
  restoreVersion: (locale: Locale, pageId: number, versionId: number) => `/${locale}/pageeditor-api/page/${pageId}/versions/${versionId}/restore/`,
};
