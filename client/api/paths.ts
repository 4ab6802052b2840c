/**
 * Paths of the back-end API (SPEC §7) that the front end calls. Each path is its own export, imported
 * as a namespace (`import * as apiPaths`): webpack keeps only the paths a chunk uses, so an area's
 * paths travel with the area.
 */
import type { Locale } from '../../shared/constants';

const encodeSlug = (slug: string) => slug.split('/').filter(Boolean).map(encodeURIComponent).join('/');

/** `?a=1&b=2` of the set values (in the given order), '' when none */
const queryString = (query: Record<string, string | number>) => {
  const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)])).toString();
  return search ? `?${search}` : '';
};

/** '' is the home page */
export const page = (locale: Locale, slug: string) => `/${locale}/pageeditor-api/page/${encodeSlug(slug)}`;
export const navigation = (locale: Locale) => `/${locale}/pageeditor-api/nav`;
export const user = (locale: Locale) => `/${locale}/pageeditor-api/user`;
export const health = () => '/api/health/';
/** `query`: category, limit */
export const articlesTeaser = (locale: Locale, query: Record<string, string | number> = {}) => `/${locale}/api/articles-teaser/${queryString(query)}`;
export const event = (locale: Locale, id: number) => `/${locale}/api/events/${id}/`;
/** the concerts list; `query` without its leading '?' (page, date, venue, tag, genre) */
export const events = (locale: Locale, query: string) => `/${locale}/api/events/?${query}`;
export const eventTags = (locale: Locale) => `/${locale}/api/event-tags/`;
export const venues = (locale: Locale) => `/${locale}/api/venues/`;
export const genres = (locale: Locale) => `/${locale}/api/genres/`;
/** the add-to-calendar file (text/calendar) of one concert: a plain link, not fetched */
export const eventCalendar = (locale: Locale, id: number) => `/${locale}/api/calendar/?event=${id}`;
export const subscriptions = (locale: Locale, page: number) => `/${locale}/api/subscriptions/?page=${page}`;
export const subscription = (locale: Locale, id: number) => `/${locale}/api/subscriptions/${id}/`;
export const subscriptionBySlug = (locale: Locale, slug: string) => `/${locale}/api/subscriptions/slug/${encodeURIComponent(slug)}/`;
export const articleCategories = (locale: Locale) => `/${locale}/api/article-categories/`;
export const articleTags = (locale: Locale) => `/${locale}/api/article-tags/`;
/** `query`: category, tag, tags, page (see docs/api/content.md) */
export const articles = (locale: Locale, query: Record<string, string | number> = {}) => `/${locale}/api/articles/${queryString(query)}`;
export const article = (locale: Locale, id: number) => `/${locale}/api/articles/${id}/`;
export const tagBySlug = (locale: Locale, slug: string) => `/${locale}/api/tags/slug/${encodeURIComponent(slug)}/`;
export const personCategories = (locale: Locale) => `/${locale}/api/person-categories/`;
/** `query`: page, is_ensemble, categories */
export const persons = (locale: Locale, query: Record<string, string | number> = {}) => `/${locale}/api/persons/${queryString(query)}`;
export const person = (locale: Locale, id: number) => `/${locale}/api/persons/${id}/`;
export const downloadCategories = (locale: Locale) => `/${locale}/api/download-categories/`;
export const downloadDirectories = (locale: Locale, category: number) => `/${locale}/api/download-directories/?category=${category}`;
export const downloadDirectory = (locale: Locale, id: number) => `/${locale}/api/download-directories/${id}/`;
/** a container section by its slug (objects: `{content_type}-{id}`, see client/pages/ObjectSections.tsx); 404 when missing */
/** sets the csrftoken cookie when the browser has none (any GET of it does) */
export const userDetails = (locale: Locale) => `/${locale}/api/user-details/`;
export const form = (locale: Locale, slug: string) => `/${locale}/api/forms/${encodeURIComponent(slug)}/`;
export const tempFiles = (locale: Locale) => `/${locale}/api/temp-files/`;
export const formEntries = (locale: Locale) => `/${locale}/api/forms-entries/`;
export const searchOverview = (locale: Locale, query: string) => `/${locale}/api/search/?query=${encodeURIComponent(query)}`;
export const searchCategory = (locale: Locale, category: 'pages' | 'others', query: string, page: number) =>
  `/${locale}/api/search/${category}/?query=${encodeURIComponent(query)}${page > 1 ? `&page=${page}` : ''}`;
export const searchAutocomplete = (locale: Locale, query: string) => `/${locale}/api/search/autocomplete/?query=${encodeURIComponent(query)}`;
export const cmsHub = () => '/pageeditor-api/cms-hub';
export const sectionBySlug = (locale: Locale, slug: string) => `/${locale}/pageeditor-api/container/by-slug/${encodeURIComponent(slug)}`;
export const login = (locale: Locale) => `/${locale}/pageeditor-api/login/`;
export const logout = (locale: Locale) => `/${locale}/pageeditor-api/logout/`;
/** the page editor's writes (docs/api/pageeditor.md) */
export const container = (locale: Locale, id?: number) => `/${locale}/pageeditor-api/container/${id ? `${id}/` : ''}`;
export const moduleItem = (locale: Locale, model: string, id?: number) => `/${locale}/pageeditor-api/${encodeURIComponent(model)}/${id ? `${id}/` : ''}`;
export const reorder = (locale: Locale) => `/${locale}/pageeditor-api/reorder/`;
export const versions = (locale: Locale, pageId: number) => `/${locale}/pageeditor-api/page/${pageId}/versions/`;
export const restoreVersion = (locale: Locale, pageId: number, versionId: number) => `/${locale}/pageeditor-api/page/${pageId}/versions/${versionId}/restore/`;
