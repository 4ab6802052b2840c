/** Paths of the back-end API (SPEC §7) of the search (results page and header autocomplete); see ./paths.ts. */
import type { Locale } from '../constants';
import type { SearchKind } from '../contract/search';

export const searchOverview = (locale: Locale, query: string) => `/${locale}/api/search/?query=${encodeURIComponent(query)}`;
export const searchCategory = (locale: Locale, category: 'pages' | 'others', query: string, page: number, kind?: SearchKind | null) =>
  `/${locale}/api/search/${category}/?query=${encodeURIComponent(query)}${page > 1 ? `&page=${page}` : ''}${kind && category === 'others' ? `&kind=${kind}` : ''}`;
export const searchAutocomplete = (locale: Locale, query: string) => `/${locale}/api/search/autocomplete/?query=${encodeURIComponent(query)}`;
