/** Paths of the back-end API (SPEC §7) that the front end calls. */
import type { Locale } from '../../shared/constants';

const encodeSlug = (slug: string) => slug.split('/').filter(Boolean).map(encodeURIComponent).join('/');

export const apiPaths = {
  /** '' is the home page */
  page: (locale: Locale, slug: string) => `/${locale}/pageeditor-api/page/${encodeSlug(slug)}`,
  navigation: (locale: Locale) => `/${locale}/pageeditor-api/nav`,
  user: (locale: Locale) => `/${locale}/pageeditor-api/user`,
  health: () => '/api/health/',
  articlesTeaser: (locale: Locale) => `/${locale}/api/articles-teaser/`,
  event: (locale: Locale, id: number) => `/${locale}/api/events/${id}/`,
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
};
